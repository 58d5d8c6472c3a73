/**
 * The amortisation charts. This module is loaded on demand (React.lazy in amortization-section.tsx and
 * lazy-amortization-charts.tsx), and chart.js comes with components/chart-frame.tsx into a chunk of its own, never
 * downloaded by the landing page.
 */
import type { TAmortizationYear } from '@rentfolio/finance';
import type { TooltipItem } from 'chart.js';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from '@/components/chart-frame';
import { type TChartPalette, type TChartSpec, withAlpha } from '@/lib/chart-theme';
import { formatAxisMoney, formatCurrency } from '@/lib/format';

function formatTooltipLabel(item: TooltipItem<'line' | 'bar'>): string {
  return `${item.dataset.label ?? ''}: ${formatCurrency(Number(item.raw), { isWhole: true })}`;
}

function buildScales(palette: TChartPalette, isStacked: boolean) {
  return {
    x: {
      stacked: isStacked,
      grid: { display: false },
      ticks: { color: palette.text, maxRotation: 0, autoSkipPadding: 8 },
    },
    y: {
      stacked: isStacked,
      beginAtZero: true,
      grid: { color: palette.grid },
      border: { display: false },
      ticks: { color: palette.text, callback: (value: string | number) => formatAxisMoney(Number(value)) },
    },
  };
}

/** The balance left at the end of each year, as a filled line. */
function balanceSpec(
  schedule: readonly TAmortizationYear[],
  label: string,
  palette: TChartPalette,
): TChartSpec {
  const [color] = palette.series;
  return {
    type: 'line',
    options: {
      animation: { duration: 300 },
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { label: formatTooltipLabel } },
      },
      scales: buildScales(palette, false),
    },
    data: {
      labels: schedule.map((row) => String(row.year)),
      datasets: [
        {
          label,
          data: schedule.map((row) => row.endingBalance),
          borderColor: color,
          backgroundColor: withAlpha(color, 0.12),
          fill: true,
          tension: 0.25,
          pointRadius: 0,
          pointHoverRadius: 4,
          borderWidth: 2,
        },
      ],
    },
  };
}

/** Each year's payments split into interest and principal, as stacked bars. */
function splitSpec(
  schedule: readonly TAmortizationYear[],
  labels: { interest: string; principal: string },
  palette: TChartPalette,
): TChartSpec {
  return {
    type: 'bar',
    options: {
      animation: { duration: 300 },
      interaction: { mode: 'index', intersect: false },
      // The theme's legend, under the chart.
      plugins: { tooltip: { callbacks: { label: formatTooltipLabel } } },
      scales: buildScales(palette, true),
    },
    data: {
      labels: schedule.map((row) => String(row.year)),
      datasets: [
        {
          label: labels.interest,
          data: schedule.map((row) => row.interest),
          backgroundColor: palette.caution,
          borderRadius: 2,
        },
        {
          label: labels.principal,
          data: schedule.map((row) => row.principal),
          backgroundColor: palette.series[0],
          borderRadius: 2,
        },
      ],
    },
  };
}

export type AmortizationChartsProps = { schedule: TAmortizationYear[] };

export default function AmortizationCharts({ schedule }: AmortizationChartsProps) {
  const { t } = useTranslation();
  const splitLabels = { interest: t('amortization.interest'), principal: t('amortization.principal') };

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <figure className="flex min-w-0 flex-col gap-2">
        <figcaption className="font-medium text-sm">{t('amortization.balanceChart')}</figcaption>
        <div className="relative h-56">
          <ChartFrame
            ariaLabel={t('amortization.balanceChartLabel')}
            buildSpec={(palette) => balanceSpec(schedule, t('amortization.balance'), palette)}
          />
        </div>
      </figure>
      <figure className="flex min-w-0 flex-col gap-2">
        <figcaption className="font-medium text-sm">{t('amortization.splitChart')}</figcaption>
        <div className="relative h-56">
          <ChartFrame
            ariaLabel={t('amortization.splitChartLabel')}
            buildSpec={(palette) => splitSpec(schedule, splitLabels, palette)}
          />
        </div>
      </figure>
    </div>
  );
}
