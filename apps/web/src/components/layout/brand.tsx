import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

export type BrandProps = {
  className?: string;
  /** Light text for a dark surface. */
  isInverted?: boolean;
};

/** The Rentfolio logo: the mark is decorative, the name is the text. */
export function Brand({ className, isInverted = false }: BrandProps) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <span
        aria-hidden="true"
        className="inline-flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm"
      >
        <House className="size-4.5" strokeWidth={2.25} />
      </span>
      <span
        className={cn(
          'font-semibold text-lg tracking-tight',
          isInverted ? 'text-brand-surface-foreground' : 'text-foreground',
        )}
      >
        {t('common.appName')}
      </span>
    </span>
  );
}
