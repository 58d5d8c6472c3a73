import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export type ReportsSectionErrorProps = {
  message: string;
  /** The retry's full name: it starts with the visible 'Try again' (WCAG 2.5.3) and says what it loads, since the
   * dashboard may show several at once. */
  retryLabel: string;
  onRetry: () => void;
  className?: string;
};

/** A card whose data could not be loaded: what failed, and a retry named after what it loads. */
export function ReportsSectionError({ message, retryLabel, onRetry, className }: ReportsSectionErrorProps) {
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
