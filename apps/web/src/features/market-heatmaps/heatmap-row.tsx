import { LOW_CONFIDENCE_HOUSING_UNITS, type THeatMapMetric, type THeatMapRow } from '@rentfolio/contracts';
import { Info, MapPinned, TriangleAlert } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatCurrency, formatDecimal, formatMonth, formatNumber, formatPercentValue } from '@/lib/format';
import { cn } from '@/lib/utils';
import { BandBadge } from './band-badge';
import { formatMetric } from './heatmap-format';
import { colourBand, estimateCapRate, metricValue, type TColourBand } from './heatmap-model';

export type HeatMapRowProps = {
  row: THeatMapRow;
  metric: THeatMapMetric;
  expenseRatio: number;
  onViewOnMap: (row: THeatMapRow) => void;
};

/**
 * A place's name as the list and the map write it: "Denver, CO metro", "ZIP 80205 · Denver, CO" or
 * "Five Points · Denver".
 */
export function usePlaceName() {
  const { t } = useTranslation();
  return (row: THeatMapRow) =>
    row.kind === 'metro'
      ? t('heatmap.list.metroPlace', { name: row.name })
      : row.kind === 'zip'
        ? `${t('heatmap.list.zip', { zip: row.name })} · ${row.city ? `${row.city}, ${row.state}` : row.state}`
        : `${row.name} · ${row.city}`;
}

/** Metrics a ZIP never has: they need a home value of the ZIP itself, which no source publishes. */
const NEEDS_VALUE = new Set<THeatMapMetric>(['marketScore', 'capRate']);

/**
 * The words of a place's metric badge, as the list and the map write them: "Market Score: 6.2 · Low", "Cap Rate: not
 * computed for a ZIP", "Safety Score: No data".
 */
export function useMetricBadgeText() {
  const { t } = useTranslation();
  return (row: THeatMapRow, metric: THeatMapMetric, value: number | null, band: TColourBand) => {
    const figure =
      value !== null
        ? formatMetric(metric, value)
        : row.kind === 'zip' && NEEDS_VALUE.has(metric)
          ? t('heatmap.list.noneForZip')
          : t('heatmap.list.noData');
    const words = band === 'none' || band === 'neutral' ? '' : ` · ${t(`heatmap.bands.${band}`)}`;
    return `${t(`heatmap.metrics.${metric}`)}: ${figure}${words}`;
  };
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
  const badgeText = useMetricBadgeText();
  const value = metricValue(row, metric, expenseRatio);
  const band = colourBand(metric, value);
  const capRate = estimateCapRate(row.grossYield, expenseRatio);
  const noData = t('heatmap.list.noData');
  const dash = t('heatmap.list.notAvailable');
  const isZip = row.kind === 'zip';
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
    {
      key: 'grossYield',
      label: t('heatmap.list.grossYield'),
      value: percentOr(row.grossYield, dash),
      note:
        row.grossYield === null
          ? null
          : row.yieldMonth
            ? t('heatmap.list.yieldMonth', { month: formatMonth(row.yieldMonth) })
            : t('heatmap.list.yieldSurvey'),
    },
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
      value: row.marketScore === null ? (isZip ? dash : noData) : formatDecimal(row.marketScore, 1),
      note:
        row.marketScoreRank !== null
          ? t('heatmap.list.rank', { rank: formatNumber(row.marketScoreRank, 0) })
          : row.marketScore !== null
            ? t('heatmap.list.notRanked')
            : null,
    },
  ];
  const hasLocation = row.lat !== null && row.lng !== null;
  const name = placeName(row);

  return (
    <article
      aria-label={name}
      data-row-id={row.id}
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-xs"
    >
      <div className="flex flex-col gap-2 @2xl:flex-row @2xl:items-start @2xl:justify-between">
        <div className="min-w-0">
          <h3 className="font-semibold leading-snug">{name}</h3>
          <p className="mt-0.5 text-muted-foreground text-sm">
            <span>{t(`heatmap.list.${row.kind}Kind`)}</span>
            {row.kind === 'metro' ? (
              // A metro's full name, when Zillow gives one beyond "Denver, CO": "Denver-Aurora-Lakewood, CO".
              row.metroName && row.metroName !== row.name ? (
                <>
                  <span aria-hidden="true"> · </span>
                  <span>{row.metroName}</span>
                </>
              ) : null
            ) : (
              <>
                <span aria-hidden="true"> · </span>
                <span>
                  {row.metroName
                    ? t('heatmap.list.metro', { metro: row.metroName })
                    : t('heatmap.list.noMetro')}
                </span>
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {row.lowConfidence ? (
            <span
              data-testid="low-confidence"
              className="inline-flex w-fit shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border border-amber-700/40 bg-background px-2.5 py-0.5 font-medium text-foreground text-sm dark:border-amber-400/40"
            >
              <TriangleAlert className="size-3.5 text-amber-700 dark:text-amber-400" aria-hidden="true" />
              {t('heatmap.list.lowConfidence')}
            </span>
          ) : null}
          <BandBadge band={band} className="text-sm">
            {badgeText(row, metric, value, band)}
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
      {isZip ? (
        <p data-testid="zip-no-yield" className="flex items-start gap-2 text-muted-foreground text-xs">
          <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {t('heatmap.list.zipNoYield')}
        </p>
      ) : null}
      {row.lowConfidence ? (
        <p className="flex items-start gap-2 text-muted-foreground text-xs">
          <TriangleAlert
            className="mt-px size-3.5 shrink-0 text-amber-700 dark:text-amber-400"
            aria-hidden="true"
          />
          {row.housingUnits === null
            ? t('heatmap.list.lowConfidenceNoCount')
            : t('heatmap.list.lowConfidenceText', {
                count: row.housingUnits,
                units: formatNumber(row.housingUnits, 0),
                threshold: formatNumber(LOW_CONFIDENCE_HOUSING_UNITS, 0),
              })}
        </p>
      ) : null}
    </article>
  );
});
