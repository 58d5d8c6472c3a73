/**
 * The Market Trends line chart. This module is loaded on demand (React.lazy in market-chart-section.tsx, which the
 * dashboard also loads), so the chart's spec and chart.js (with components/chart-frame.tsx) arrive only once there is a
 * history to draw. The value line takes the theme's first series colour and the rent line its second; the rent line
 * is also dashed, so the two differ without colour.
 */
import type { TMarketRecord } from '@rentfolio/contracts';
import type { TooltipItem } from 'chart.js';
import { ChartFrame } from '@/components/chart-frame';
import type { TChartPalette, TChartSpec } from '@/lib/chart-theme';
import { formatMarketAxisMoney, formatMarketMoney, formatShortMonth } from '@/lib/format';

export type TMarketChartLabels = { value: string; rent: string };

/**
 * An axis at least ±2% around its figures: over a short range a change of 0.01% would otherwise fill the chart's
 * height and look like a jump.
 */
function axisBounds(values: readonly (number | null)[]): { suggestedMin?: number; suggestedMax?: number } {
  const known = values.filter((value): value is number => value !== null);
  if (known.length === 0) return {};
  return { suggestedMin: Math.min(...known) * 0.98, suggestedMax: Math.max(...known) * 1.02 };
}

/**
 * Typical home value (left axis) and typical rent (right axis, dashed) by month. A series without a point in the
 * months shown gets no line and no axis (an empty axis would read "$1, $1, $0"); the section says why it is missing.
 * Amounts are US dollars, whatever the display currency.
 */
export function marketChartSpec(
  records: readonly TMarketRecord[],
  labels: TMarketChartLabels,
  palette: TChartPalette,
): TChartSpec {
  const [valueColor, rentColor] = palette.series;
  const hasValue = records.some((record) => record.medianPrice !== null);
  const hasRent = records.some((record) => record.averageRent !== null);
  const datasets = [
    hasValue && {
      label: labels.value,
      data: records.map((record) => record.medianPrice),
      yAxisID: 'value',
      borderColor: valueColor,
      backgroundColor: valueColor,
      borderWidth: 2,
      pointRadius: 0,
      pointHoverRadius: 4,
      tension: 0.2,
    },
    hasRent && {
      label: labels.rent,
      data: records.map((record) => record.averageRent),
      yAxisID: 'rent',
      borderColor: rentColor,
      backgroundColor: rentColor,
      borderWidth: 2,
      borderDash: [6, 4],
      pointRadius: 0,
      pointHoverRadius: 4,
      tension: 0.2,
    },
  ].filter((dataset) => dataset !== false);
  return {
    type: 'line',
    options: {
      animation: { duration: 250 },
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { display: false },
        tooltip: {
          callbacks: {
            label: (item: TooltipItem<'line'>) =>
              `${item.dataset.label ?? ''}: ${item.raw === null ? '–' : formatMarketMoney(Number(item.raw))}`,
          },
        },
      },
      scales: {
        x: {
          grid: { display: false },
          ticks: { color: palette.text, maxRotation: 0, autoSkipPadding: 16, maxTicksLimit: 8 },
        },
        value: {
          type: 'linear',
          position: 'left',
          display: hasValue,
          ...axisBounds(records.map((record) => record.medianPrice)),
          grid: { color: palette.grid },
          border: { display: false },
          ticks: {
            color: valueColor,
            callback: (value) => formatMarketAxisMoney(Number(value)),
            maxTicksLimit: 6,
          },
        },
        rent: {
          type: 'linear',
          // Alone, the rent takes the left axis and the grid.
          position: hasValue ? 'right' : 'left',
          display: hasRent,
          ...axisBounds(records.map((record) => record.averageRent)),
          grid: hasValue ? { display: false } : { color: palette.grid },
          border: { display: false },
          ticks: {
            color: rentColor,
            // Rents are in the thousands: whole amounts, since a compact $1.8K would repeat on a narrow range.
            callback: (value) => formatMarketMoney(Number(value)),
            maxTicksLimit: 6,
          },
        },
      },
    },
    data: { labels: records.map((record) => formatShortMonth(record.month)), datasets },
  };
}

export type MarketChartProps = {
  records: readonly TMarketRecord[];
  valueLabel: string;
  rentLabel: string;
  /** The chart's text alternative (it names the data table, which has the same figures). */
  ariaLabel: string;
};

export default function MarketChart({ records, valueLabel, rentLabel, ariaLabel }: MarketChartProps) {
  return (
    <ChartFrame
      ariaLabel={ariaLabel}
      buildSpec={(palette) => marketChartSpec(records, { value: valueLabel, rent: rentLabel }, palette)}
    />
  );
}
