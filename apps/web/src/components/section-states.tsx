import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export type SectionLoadingProps = { label: string; className?: string };

/** A section's loading text (docs/product.md "Screens" (Loading texts)), visible and announced politely. */
export function SectionLoading({ label, className }: SectionLoadingProps) {
  return (
    <p
      role="status"
      className={cn('flex items-center justify-center gap-2 py-8 text-muted-foreground text-sm', className)}
    >
      <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden="true" />
      {label}
    </p>
  );
}

export type SectionErrorProps = {
  message: string;
  onRetry: () => void;
  /** The retry's full name, where a screen shows several: it starts with the visible 'Try again' (WCAG 2.5.3) and
   * says what it loads. */
  retryLabel?: string;
  className?: string;
};

/** A section whose data could not be loaded: what failed, and a retry. The rest of the screen stays usable. */
export function SectionError({ message, onRetry, retryLabel, className }: SectionErrorProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-6 text-center text-sm',
        className,
      )}
    >
      <p className="flex items-center gap-2 font-medium text-destructive">
        <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
        {message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry} aria-label={retryLabel}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
