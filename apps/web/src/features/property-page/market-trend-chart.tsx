/**
 * The market trend chart. This module is loaded on demand (React.lazy in market-trend.tsx), so the chart's spec and
 * chart.js (with components/chart-frame.tsx) arrive only when the trend is shown. Value and rent take the theme's first
 * two series colours, as on Market Trends; the rent line is also dashed.
 */
import type { TMarketRecord } from '@rentfolio/contracts';
import type { TooltipItem } from 'chart.js';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from '@/components/chart-frame';
import type { TChartPalette, TChartSpec } from '@/lib/chart-theme';
import { formatMarketAxisMoney, formatMarketMoney, formatShortMonth } from '@/lib/format';

export type TMarketTrendLabels = { value: string; rent: string };

function formatTooltipLabel(item: TooltipItem<'line'>): string {
  // Market figures are US dollars whatever the display currency (docs/product.md "Market data").
  return `${item.dataset.label ?? ''}: ${formatMarketMoney(Number(item.raw))}`;
}

/** Typical home value (left axis) and typical rent (right axis, dashed) by month, with a legend under the chart. */
export function marketTrendSpec(
  records: readonly TMarketRecord[],
  labels: TMarketTrendLabels,
  palette: TChartPalette,
): TChartSpec {
  const [valueColor, rentColor] = palette.series;
  return {
    type: 'line',
    options: {
      animation: { duration: 300 },
      interaction: { mode: 'index', intersect: false },
      spanGaps: true,
      // The theme's legend, under the chart.
      plugins: { tooltip: { callbacks: { label: formatTooltipLabel } } },
      scales: {
        x: {
          grid: { display: false },
          ticks: { color: palette.text, maxRotation: 0, autoSkipPadding: 16 },
        },
        value: {
          type: 'linear',
          position: 'left',
          grid: { color: palette.grid },
          border: { display: false },
          ticks: { color: palette.text, callback: (value) => formatMarketAxisMoney(Number(value)) },
        },
        rent: {
          type: 'linear',
          position: 'right',
          grid: { drawOnChartArea: false },
          border: { display: false },
          // Rents are a few thousand dollars: whole dollars, so that two ticks never both read "$2K".
          ticks: { color: palette.text, callback: (value) => formatMarketMoney(Number(value)) },
        },
      },
    },
    data: {
      labels: records.map((record) => formatShortMonth(record.month)),
      datasets: [
        {
          label: labels.value,
          data: records.map((record) => record.medianPrice),
          yAxisID: 'value',
          borderColor: valueColor,
          backgroundColor: valueColor,
          tension: 0.25,
          pointRadius: 0,
          pointHoverRadius: 4,
          borderWidth: 2,
        },
        {
          label: labels.rent,
          data: records.map((record) => record.averageRent),
          yAxisID: 'rent',
          borderColor: rentColor,
          backgroundColor: rentColor,
          tension: 0.25,
          pointRadius: 0,
          pointHoverRadius: 4,
          borderWidth: 2,
          borderDash: [6, 4],
        },
      ],
    },
  };
}

export type MarketTrendChartProps = { records: readonly TMarketRecord[]; metro: string };

export default function MarketTrendChart({ records, metro }: MarketTrendChartProps) {
  const { t } = useTranslation();
  const first = records[0];
  const last = records.at(-1);
  const range = {
    metro,
    from: first ? formatShortMonth(first.month) : '',
    to: last ? formatShortMonth(last.month) : '',
  };
  const labels = { value: t('propertyPage.market.typicalValue'), rent: t('propertyPage.market.typicalRent') };

  return (
    <div className="min-w-0">
      <div className="relative h-60">
        <ChartFrame
          ariaLabel={t('propertyPage.market.chartLabel', range)}
          buildSpec={(palette) => marketTrendSpec(records, labels, palette)}
        />
      </div>
    </div>
  );
}
