/**
 * The market trend chart. This module is loaded on demand (React.lazy in market-trend.tsx), so chart.js is bundled
 * into a chunk of its own. Only the parts a line chart uses are registered.
 */
import type { TMarketRecord } from '@rentfolio/contracts';
import {
  CategoryScale,
  Chart as ChartJS,
  type ChartOptions,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type TooltipItem,
} from 'chart.js';
import { Line } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { formatMarketAxisMoney, formatMarketMoney, formatShortMonth } from '@/lib/format';

ChartJS.register(CategoryScale, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip);

/** Tailwind's emerald-600, amber-500 and zinc-500: canvas needs plain colours, not the CSS variables. */
const COLORS = {
  value: 'rgb(5, 150, 105)',
  rent: 'rgb(245, 158, 11)',
  grid: 'rgba(113, 113, 122, 0.18)',
  text: 'rgb(113, 113, 122)',
};

function formatTooltipLabel(item: TooltipItem<'line'>): string {
  // Market figures are US dollars whatever the display currency (docs/product.md "Market data").
  return `${item.dataset.label ?? ''}: ${formatMarketMoney(Number(item.raw))}`;
}

const OPTIONS: ChartOptions<'line'> = {
  responsive: true,
  maintainAspectRatio: false,
  animation: { duration: 300 },
  interaction: { mode: 'index', intersect: false },
  spanGaps: true,
  plugins: {
    legend: {
      position: 'bottom',
      labels: { color: COLORS.text, boxWidth: 10, boxHeight: 10, usePointStyle: true },
    },
    tooltip: { callbacks: { label: formatTooltipLabel } },
  },
  scales: {
    x: {
      grid: { display: false },
      ticks: { color: COLORS.text, maxRotation: 0, autoSkipPadding: 16 },
    },
    value: {
      type: 'linear',
      position: 'left',
      grid: { color: COLORS.grid },
      border: { display: false },
      ticks: { color: COLORS.text, callback: (value) => formatMarketAxisMoney(Number(value)) },
    },
    rent: {
      type: 'linear',
      position: 'right',
      grid: { drawOnChartArea: false },
      border: { display: false },
      // Rents are a few thousand dollars: whole dollars, so that two ticks never both read "$2K".
      ticks: { color: COLORS.text, callback: (value) => formatMarketMoney(Number(value)) },
    },
  },
};

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

  return (
    <div className="min-w-0">
      <div className="relative h-60">
        <Line
          role="img"
          aria-label={t('propertyPage.market.chartLabel', range)}
          options={OPTIONS}
          data={{
            labels: records.map((record) => formatShortMonth(record.month)),
            datasets: [
              {
                label: t('propertyPage.market.typicalValue'),
                data: records.map((record) => record.medianPrice),
                yAxisID: 'value',
                borderColor: COLORS.value,
                backgroundColor: COLORS.value,
                tension: 0.25,
                pointRadius: 0,
                pointHoverRadius: 4,
                borderWidth: 2,
              },
              {
                label: t('propertyPage.market.typicalRent'),
                data: records.map((record) => record.averageRent),
                yAxisID: 'rent',
                borderColor: COLORS.rent,
                backgroundColor: COLORS.rent,
                tension: 0.25,
                pointRadius: 0,
                pointHoverRadius: 4,
                borderWidth: 2,
                borderDash: [6, 4],
              },
            ],
          }}
        />
      </div>
    </div>
  );
}
