/**
 * The Market Trends line chart. This module is loaded on demand (React.lazy in market-chart-section.tsx), so chart.js
 * and its registrations are in this screen's chunk only. Canvas needs plain colours, so they are chosen here for
 * light and dark mode (the `dark` class on <html>), and the chart redraws when the mode changes.
 */
import type { TMarketRecord } from '@rentfolio/contracts';
import {
  CategoryScale,
  Chart as ChartJS,
  type ChartOptions,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type TooltipItem,
} from 'chart.js';
import { useMemo, useSyncExternalStore } from 'react';
import { Line } from 'react-chartjs-2';
import { formatMarketAxisMoney, formatMarketMoney, formatShortMonth } from '@/lib/format';

ChartJS.register(CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip);

/**
 * Tailwind's emerald and blue at shades with at least 3:1 contrast against the card in each mode (WCAG 1.4.11), and
 * zinc for the axis text (4.5:1). The rent line is also dashed, so the two lines differ without colour.
 */
export const MARKET_CHART_COLORS = {
  light: {
    value: 'rgb(4, 120, 87)',
    rent: 'rgb(37, 99, 235)',
    text: 'rgb(82, 82, 91)',
    grid: 'rgba(113, 113, 122, 0.2)',
  },
  dark: {
    value: 'rgb(52, 211, 153)',
    rent: 'rgb(96, 165, 250)',
    text: 'rgb(212, 212, 216)',
    grid: 'rgba(161, 161, 170, 0.22)',
  },
} as const;

function subscribeToDarkMode(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** Whether the app is in dark mode now; re-renders when it changes. */
export function useIsDarkMode(): boolean {
  return useSyncExternalStore(
    subscribeToDarkMode,
    () => document.documentElement.classList.contains('dark'),
    () => false,
  );
}

export type MarketChartProps = {
  records: readonly TMarketRecord[];
  valueLabel: string;
  rentLabel: string;
  /** The chart's text alternative (it names the data table, which has the same figures). */
  ariaLabel: string;
};

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
 * A series without a point in the months shown gets no line and no axis (an empty axis would read "$1, $1, $0"); the
 * section says why it is missing. Amounts are US dollars, whatever the display currency.
 */
export default function MarketChart({ records, valueLabel, rentLabel, ariaLabel }: MarketChartProps) {
  const colors = MARKET_CHART_COLORS[useIsDarkMode() ? 'dark' : 'light'];
  const valueBounds = useMemo(() => axisBounds(records.map((record) => record.medianPrice)), [records]);
  const rentBounds = useMemo(() => axisBounds(records.map((record) => record.averageRent)), [records]);
  const hasValue = records.some((record) => record.medianPrice !== null);
  const hasRent = records.some((record) => record.averageRent !== null);

  const options = useMemo<ChartOptions<'line'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
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
          ticks: { color: colors.text, maxRotation: 0, autoSkipPadding: 16, maxTicksLimit: 8 },
        },
        value: {
          type: 'linear',
          position: 'left',
          display: hasValue,
          ...valueBounds,
          grid: { color: colors.grid },
          border: { display: false },
          ticks: {
            color: colors.value,
            callback: (value) => formatMarketAxisMoney(Number(value)),
            maxTicksLimit: 6,
          },
        },
        rent: {
          type: 'linear',
          // Alone, the rent takes the left axis and the grid.
          position: hasValue ? 'right' : 'left',
          display: hasRent,
          ...rentBounds,
          grid: hasValue ? { display: false } : { color: colors.grid },
          border: { display: false },
          ticks: {
            color: colors.rent,
            // Rents are in the thousands: whole amounts, since a compact $1.8K would repeat on a narrow range.
            callback: (value) => formatMarketMoney(Number(value)),
            maxTicksLimit: 6,
          },
        },
      },
    }),
    [colors, valueBounds, rentBounds, hasValue, hasRent],
  );

  const data = useMemo(
    () => ({
      labels: records.map((record) => formatShortMonth(record.month)),
      datasets: [
        hasValue && {
          label: valueLabel,
          data: records.map((record) => record.medianPrice),
          yAxisID: 'value',
          borderColor: colors.value,
          backgroundColor: colors.value,
          borderWidth: 2,
          pointRadius: 0,
          pointHoverRadius: 4,
          tension: 0.2,
        },
        hasRent && {
          label: rentLabel,
          data: records.map((record) => record.averageRent),
          yAxisID: 'rent',
          borderColor: colors.rent,
          backgroundColor: colors.rent,
          borderWidth: 2,
          borderDash: [6, 4],
          pointRadius: 0,
          pointHoverRadius: 4,
          tension: 0.2,
        },
      ].filter((dataset) => dataset !== false),
    }),
    [records, valueLabel, rentLabel, colors, hasValue, hasRent],
  );

  return <Line role="img" aria-label={ariaLabel} options={options} data={data} />;
}
