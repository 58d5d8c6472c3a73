import { cn } from '@/lib/utils';

export type AvatarProps = {
  name: string;
  /** A data URL; the initials show when there is none. */
  src?: string | null;
  className?: string;
};

export function getInitials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** Decorative: the name always sits next to it, so it carries no text of its own for screen readers. */
export function Avatar({ name, src, className }: AvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent font-semibold text-accent-foreground text-sm ring-1 ring-primary/15',
        className,
      )}
    >
      {src ? <img src={src} alt="" className="size-full object-cover" /> : getInitials(name)}
    </span>
  );
}
