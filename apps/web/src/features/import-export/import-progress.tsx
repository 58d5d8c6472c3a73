import { useTranslation } from 'react-i18next';
import { Progress } from '@/components/ui/progress';
import { formatNumber, formatPercentValue } from '@/lib/format';
import type { TProgress } from './import-progress-model';

/** The words beside the bar: the phase and its figures ("Saving properties... 300 of 4,800"). */
function useProgressText(progress: TProgress): string {
  const { t } = useTranslation();
  const done = formatNumber(progress.done, 0);
  const total = formatNumber(progress.total, 0);
  switch (progress.phase) {
    case 'reading':
      return progress.total > 0
        ? t('importExport.progress.readingRows', { checked: done, total })
        : t('importExport.progress.reading');
    case 'uploading':
      return t('importExport.progress.uploading');
    case 'validating':
      return t('importExport.progress.validating', { processed: done, total });
    case 'saving':
      return t('importExport.progress.saving', { processed: done, total });
    default:
      return t('importExport.progress.finishing');
  }
}

/**
 * A progress bar with its phase in words. Screen readers hear the phase when it changes (a polite live region), not
 * every step of the figures; the bar itself carries its percentage.
 */
export function ImportProgress({ progress }: { progress: TProgress }) {
  const { t } = useTranslation();
  const text = useProgressText(progress);
  const percent = Math.round(progress.percent);
  return (
    <div className="flex flex-col gap-2" data-testid="import-progress" data-phase={progress.phase}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 break-words font-medium" data-testid="import-progress-text">
          {text}
        </span>
        <span className="shrink-0 text-muted-foreground tabular-nums" aria-hidden="true">
          {formatPercentValue(percent, 0)}
        </span>
      </div>
      <Progress
        value={percent}
        aria-label={t('importExport.progress.label')}
        getValueLabel={(value) => formatPercentValue(value, 0)}
        className="h-3"
      />
      <p className="sr-only" role="status" aria-live="polite">
        {t(`importExport.progress.phases.${progress.phase}`)}
      </p>
    </div>
  );
}
