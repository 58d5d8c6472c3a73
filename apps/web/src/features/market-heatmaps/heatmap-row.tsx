import type { THeatMapMetric, THeatMapRow } from '@rentfolio/contracts';
import { MapPinned } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatCurrency, formatDecimal, formatMonth, formatPercentValue } from '@/lib/format';
import { cn } from '@/lib/utils';
import { BandBadge } from './band-badge';
import { formatMetric } from './heatmap-format';
import { colourBand, estimateCapRate, metricValue } from './heatmap-model';

export type HeatMapRowProps = {
  row: THeatMapRow;
  metric: THeatMapMetric;
  expenseRatio: number;
  onViewOnMap: (row: THeatMapRow) => void;
};

/** A place's name as the list and the map write it: "ZIP 80205 · Denver, CO" or "Five Points · Denver". */
export function usePlaceName() {
  const { t } = useTranslation();
  return (row: THeatMapRow) =>
    row.kind === 'zip'
      ? `${t('heatmap.list.zip', { zip: row.name })} · ${row.city ? `${row.city}, ${row.state}` : row.state}`
      : `${row.name} · ${row.city}`;
}

const SCORES = ['safetyScore', 'walkScore', 'schoolRating'] as const;

/**
 * One place of the list: its name, kind and metro, the chosen metric in its colour band (with its words), then every
 * figure; a grid of figures on a wide screen, stacked on a phone (by the list's own width).
 */
export const HeatMapRow = memo(function HeatMapRow({
  row,
  metric,
  expenseRatio,
  onViewOnMap,
}: HeatMapRowProps) {
  const { t } = useTranslation();
  const placeName = usePlaceName();
  const value = metricValue(row, metric, expenseRatio);
  const band = colourBand(metric, value);
  const capRate = estimateCapRate(row.grossYield, expenseRatio);
  const noData = t('heatmap.list.noData');
  const dash = t('heatmap.list.notAvailable');
  const percentOr = (figure: number | null, empty: string) =>
    figure === null ? empty : formatPercentValue(figure);

  const figures: { key: string; label: string; value: ReactNode; note?: ReactNode }[] = [
    {
      key: 'rent',
      label: t('heatmap.list.rent'),
      value: row.averageRent === null ? dash : formatCurrency(row.averageRent),
      note:
        row.averageRent === null
          ? null
          : row.rentMonth
            ? t('heatmap.list.rentMonth', { month: formatMonth(row.rentMonth) })
            : t('heatmap.list.rentSurvey'),
    },
    { key: 'rentGrowth', label: t('heatmap.list.rentGrowth'), value: percentOr(row.rentGrowth, dash) },
    {
      key: 'fairMarketRent',
      label: t('heatmap.list.fairMarketRent'),
      value: row.fairMarketRent2br === null ? dash : formatCurrency(row.fairMarketRent2br),
    },
    { key: 'grossYield', label: t('heatmap.list.grossYield'), value: percentOr(row.grossYield, dash) },
    { key: 'capRate', label: t('heatmap.list.capRate'), value: percentOr(capRate, dash) },
    { key: 'vacancy', label: t('heatmap.list.vacancy'), value: percentOr(row.vacancyRate, dash) },
    ...SCORES.map((score) => {
      const figure = row[score];
      const isMine = row.imported.includes(score);
      return {
        key: score,
        label: t(`heatmap.list.${score}`),
        value: figure === null ? noData : formatDecimal(figure, 1),
        note: isMine ? (
          <span className="rounded-full bg-accent px-1.5 py-px font-medium text-[0.6875rem] text-accent-foreground">
            {t('heatmap.list.yourData')}
          </span>
        ) : null,
      };
    }),
    {
      key: 'marketScore',
      label: t('heatmap.list.marketScore'),
      value: row.marketScore === null ? noData : formatDecimal(row.marketScore, 1),
    },
  ];
  const hasLocation = row.lat !== null && row.lng !== null;
  const name = placeName(row);

  return (
    <div className="pb-3">
      <article
        aria-label={name}
        data-row-id={row.id}
        className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-xs"
      >
        <div className="flex flex-col gap-2 @2xl:flex-row @2xl:items-start @2xl:justify-between">
          <div className="min-w-0">
            <h3 className="font-semibold leading-snug">{name}</h3>
            <p className="mt-0.5 text-muted-foreground text-sm">
              <span>
                {row.kind === 'zip' ? t('heatmap.list.zipKind') : t('heatmap.list.neighbourhoodKind')}
              </span>
              <span aria-hidden="true"> · </span>
              <span>
                {row.metroName
                  ? t('heatmap.list.metro', { metro: row.metroName })
                  : t('heatmap.list.noMetro')}
              </span>
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <BandBadge band={band} className="text-sm">
              {`${t(`heatmap.metrics.${metric}`)}: ${value === null ? noData : formatMetric(metric, value)}`}
              {band === 'none' || band === 'neutral' ? null : ` · ${t(`heatmap.bands.${band}`)}`}
            </BandBadge>
            {hasLocation ? (
              <Button
                variant="outline"
                size="sm"
                aria-label={t('heatmap.list.viewOnMapLabel', { name })}
                onClick={() => onViewOnMap(row)}
              >
                <MapPinned aria-hidden="true" />
                {t('heatmap.list.viewOnMap')}
              </Button>
            ) : (
              <span className="text-muted-foreground text-xs">{t('heatmap.list.noLocation')}</span>
            )}
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 @md:grid-cols-3 @3xl:grid-cols-5 @6xl:grid-cols-10">
          {figures.map((figure) => (
            <div key={figure.key} data-figure={figure.key} className="flex min-w-0 flex-col">
              <dt className="truncate text-muted-foreground text-xs">{figure.label}</dt>
              <dd
                className={cn(
                  'font-medium text-sm tabular-nums',
                  (figure.value === noData || figure.value === dash) && 'font-normal text-muted-foreground',
                )}
              >
                {figure.value}
              </dd>
              {figure.note ? <dd className="text-muted-foreground text-xs">{figure.note}</dd> : null}
            </div>
          ))}
        </dl>
      </article>
    </div>
  );
});
