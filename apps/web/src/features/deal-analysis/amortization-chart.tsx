/**
 * The amortisation charts. This module is loaded on demand (React.lazy in amortization-section.tsx), so chart.js is
 * bundled into its own chunk and never downloaded by the landing page. Only the parts these two charts use are
 * registered, which keeps the chunk small.
 */
import type { TAmortizationYear } from '@rentfolio/finance';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  type ChartOptions,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type TooltipItem,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { formatAxisMoney, formatCurrency } from '@/lib/format';

ChartJS.register(
  BarController,
  BarElement,
  CategoryScale,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

/** Tailwind's emerald-600, amber-500 and zinc-500: canvas needs plain colours, not the CSS variables. */
const COLORS = {
  balance: 'rgb(5, 150, 105)',
  balanceFill: 'rgba(5, 150, 105, 0.12)',
  principal: 'rgb(5, 150, 105)',
  interest: 'rgb(245, 158, 11)',
  grid: 'rgba(113, 113, 122, 0.18)',
  text: 'rgb(113, 113, 122)',
};

function formatTooltipLabel(item: TooltipItem<'line' | 'bar'>): string {
  return `${item.dataset.label ?? ''}: ${formatCurrency(Number(item.raw), { isWhole: true })}`;
}

function buildScales(isStacked: boolean) {
  return {
    x: {
      stacked: isStacked,
      grid: { display: false },
      ticks: { color: COLORS.text, maxRotation: 0, autoSkipPadding: 8 },
    },
    y: {
      stacked: isStacked,
      beginAtZero: true,
      grid: { color: COLORS.grid },
      border: { display: false },
      ticks: { color: COLORS.text, callback: (value: string | number) => formatAxisMoney(Number(value)) },
    },
  };
}

const LINE_OPTIONS: ChartOptions<'line'> = {
  responsive: true,
  maintainAspectRatio: false,
  animation: { duration: 300 },
  interaction: { mode: 'index', intersect: false },
  plugins: {
    legend: { display: false },
    tooltip: { callbacks: { label: formatTooltipLabel } },
  },
  scales: buildScales(false),
};

const BAR_OPTIONS: ChartOptions<'bar'> = {
  responsive: true,
  maintainAspectRatio: false,
  animation: { duration: 300 },
  interaction: { mode: 'index', intersect: false },
  plugins: {
    legend: {
      position: 'bottom',
      labels: { color: COLORS.text, boxWidth: 10, boxHeight: 10, usePointStyle: true },
    },
    tooltip: { callbacks: { label: formatTooltipLabel } },
  },
  scales: buildScales(true),
};

export type AmortizationChartsProps = { schedule: TAmortizationYear[] };

export default function AmortizationCharts({ schedule }: AmortizationChartsProps) {
  const { t } = useTranslation();
  const labels = schedule.map((row) => String(row.year));

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <figure className="flex min-w-0 flex-col gap-2">
        <figcaption className="font-medium text-sm">{t('amortization.balanceChart')}</figcaption>
        <div className="relative h-56">
          <Line
            role="img"
            aria-label={t('amortization.balanceChartLabel')}
            options={LINE_OPTIONS}
            data={{
              labels,
              datasets: [
                {
                  label: t('amortization.balance'),
                  data: schedule.map((row) => row.endingBalance),
                  borderColor: COLORS.balance,
                  backgroundColor: COLORS.balanceFill,
                  fill: true,
                  tension: 0.25,
                  pointRadius: 0,
                  pointHoverRadius: 4,
                  borderWidth: 2,
                },
              ],
            }}
          />
        </div>
      </figure>
      <figure className="flex min-w-0 flex-col gap-2">
        <figcaption className="font-medium text-sm">{t('amortization.splitChart')}</figcaption>
        <div className="relative h-56">
          <Bar
            role="img"
            aria-label={t('amortization.splitChartLabel')}
            options={BAR_OPTIONS}
            data={{
              labels,
              datasets: [
                {
                  label: t('amortization.interest'),
                  data: schedule.map((row) => row.interest),
                  backgroundColor: COLORS.interest,
                  borderRadius: 2,
                },
                {
                  label: t('amortization.principal'),
                  data: schedule.map((row) => row.principal),
                  backgroundColor: COLORS.principal,
                  borderRadius: 2,
                },
              ],
            }}
          />
        </div>
      </figure>
    </div>
  );
}
