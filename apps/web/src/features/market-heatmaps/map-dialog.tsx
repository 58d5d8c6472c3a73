import { HEATMAP_THRESHOLDS, type THeatMapMetric, type THeatMapRow } from '@rentfolio/contracts';
import { CircleAlert } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/error-boundary';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { BandDot } from './band-badge';
import { formatThreshold } from './heatmap-format';
import { usePlaceName } from './heatmap-row';

// Leaflet, react-leaflet and Leaflet's CSS come only with this chunk: no other screen downloads them.
const HeatMapMap = lazy(() => import('./heatmap-map').then((module) => ({ default: module.HeatMapMap })));

export type MapDialogProps = {
  /** The place to centre on; null when the dialog is closed. */
  row: THeatMapRow | null;
  /** Every place of the list, drawn as markers. */
  rows: readonly THeatMapRow[];
  metric: THeatMapMetric;
  expenseRatio: number;
  tileUrl: string | null;
  onClose: () => void;
};

/** "View on Map": a modal with the map of the places (a lazy chunk), its colour key and the map's notices. */
export function MapDialog({ row, rows, metric, expenseRatio, tileUrl, onClose }: MapDialogProps) {
  const { t } = useTranslation();
  const placeName = usePlaceName();
  const metricName = t(`heatmap.metrics.${metric}`);
  return (
    <Dialog open={row !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="w-[calc(100%-1rem)] max-w-5xl gap-3 p-4 sm:w-[calc(100%-2rem)] sm:p-6">
        {row ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('heatmap.map.title', { name: placeName(row) })}</DialogTitle>
              <DialogDescription>{t('heatmap.map.text', { metric: metricName })}</DialogDescription>
            </DialogHeader>
            <MapLegend metric={metric} />
            <ErrorBoundary
              fallback={(reset) => (
                <div
                  role="alert"
                  className="flex flex-col items-center gap-3 rounded-lg border px-4 py-10 text-center"
                >
                  <CircleAlert className="size-6 text-destructive" aria-hidden="true" />
                  <p className="text-sm">{t('heatmap.map.loadFailed')}</p>
                  <Button variant="outline" onClick={reset}>
                    {t('common.retry')}
                  </Button>
                </div>
              )}
            >
              <Suspense
                fallback={
                  <div className="flex h-[min(60dvh,36rem)] min-h-64 items-center justify-center rounded-lg border">
                    <Spinner label={t('heatmap.map.loading')} className="[&_svg]:size-8" />
                  </div>
                }
              >
                <HeatMapMap
                  rows={rows}
                  selected={row}
                  metric={metric}
                  expenseRatio={expenseRatio}
                  tileUrl={tileUrl}
                  label={t('heatmap.map.label', { name: placeName(row) })}
                />
              </Suspense>
            </ErrorBoundary>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The colour key of the metric, in words: high, moderate, low and no data, with their thresholds. */
export function MapLegend({ metric }: { metric: THeatMapMetric }) {
  const { t } = useTranslation();
  const thresholds = HEATMAP_THRESHOLDS[metric];
  if (!thresholds) {
    return (
      <ul
        aria-label={t('heatmap.legend.label', { metric: t(`heatmap.metrics.${metric}`) })}
        className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs"
      >
        {(['neutral', 'none'] as const).map((band) => (
          <li key={band} className="flex items-center gap-1.5">
            <BandDot band={band} />
            {t(`heatmap.legend.${band}`)}
          </li>
        ))}
      </ul>
    );
  }
  const { high, moderate } = thresholds;
  const items = [
    { band: 'high', text: t('heatmap.legend.high', { value: formatThreshold(metric, high) }) },
    {
      band: 'moderate',
      text: t('heatmap.legend.moderate', {
        low: formatThreshold(metric, moderate),
        high: formatThreshold(metric, high),
      }),
    },
    { band: 'low', text: t('heatmap.legend.low', { value: formatThreshold(metric, moderate) }) },
    { band: 'none', text: t('heatmap.legend.none') },
  ] as const;
  return (
    <ul
      aria-label={t('heatmap.legend.label', { metric: t(`heatmap.metrics.${metric}`) })}
      className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs"
    >
      {items.map((item) => (
        <li key={item.band} className="flex items-center gap-1.5">
          <BandDot band={item.band} />
          {item.text}
        </li>
      ))}
    </ul>
  );
}
