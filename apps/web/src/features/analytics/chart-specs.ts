import type { TGoalProgress, TMarketRecord, TPortfolioHistoryPoint } from '@rentfolio/contracts';
import { goalTone } from '@rentfolio/finance';
import type { ChartOptions, TooltipItem } from 'chart.js';
import type { TChartPalette, TChartSize, TChartSpec } from '@/lib/chart-theme';
import {
  formatAxisMoney,
  formatCalendarDate,
  formatCurrency,
  formatMarketAxisMoney,
  formatMarketMoney,
  formatPercent,
  formatPercentValue,
  formatProgress,
  formatShortMonth,
} from '@/lib/format';

/**
 * The analytics charts and the dashboard's market chart as chart.js specs (type, data, options). They are
 * plain objects: components/chart-frame.tsx draws them (and sizes them to their box), so this module needs none of
 * chart.js's code.
 */

const LABEL_MAX = 22;

/** A long address shortened for an axis; the tooltip and the data table show it whole. */
export function shortLabel(text: string): string {
  return text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1)}…` : text;
}

function baseOptions(size: TChartSize) {
  return { animation: size === 'large' ? (false as const) : { duration: 250 } };
}

/** An axis amount: compact from $10,000 ($442.5K), whole dollars below ($1,650), so close ticks stay distinct. */
const money = (value: number | string) =>
  Math.abs(Number(value)) >= 10_000
    ? formatAxisMoney(Number(value))
    : formatCurrency(Number(value), { isWhole: true });

export type TPerformanceLabels = { totalValue: string; monthlyCashFlow: string };

/** Total value (left axis) and monthly cash flow (right axis, dashed) by day. */
export function performanceSpec(
  points: readonly TPortfolioHistoryPoint[],
  labels: TPerformanceLabels,
  palette: TChartPalette,
  size: TChartSize,
): TChartSpec {
  const [valueColor, cashColor] = palette.series;
  const pointRadius = points.length <= 31 ? 3 : 0;
  const options: ChartOptions<'line'> = {
    ...baseOptions(size),
    interaction: { mode: 'index', intersect: false },
    // The theme's legend, under the chart.
    plugins: {
      tooltip: {
        callbacks: {
          label: (item: TooltipItem<'line'>) =>
            `${item.dataset.label ?? ''}: ${formatCurrency(Number(item.raw), { isWhole: true })}`,
        },
      },
    },
    scales: {
      x: {
        // A lone day sits in the middle, not on the edge where its point is cut off.
        offset: points.length < 3,
        grid: { display: false },
        ticks: { color: palette.text, maxRotation: 0, autoSkipPadding: 16, maxTicksLimit: 8 },
      },
      value: {
        type: 'linear',
        position: 'left',
        grid: { color: palette.grid },
        border: { display: false },
        ticks: { color: valueColor, callback: money, maxTicksLimit: 6 },
      },
      cashFlow: {
        type: 'linear',
        position: 'right',
        grid: { display: false },
        border: { display: false },
        ticks: { color: cashColor, callback: money, maxTicksLimit: 6 },
      },
    },
  };
  return {
    type: 'line',
    options,
    data: {
      labels: points.map((point) => formatCalendarDate(point.day)),
      datasets: [
        {
          label: labels.totalValue,
          data: points.map((point) => point.totalValue),
          yAxisID: 'value',
          borderColor: valueColor,
          backgroundColor: valueColor,
          borderWidth: 2,
          pointRadius,
          pointHoverRadius: 4,
          tension: 0.2,
        },
        {
          label: labels.monthlyCashFlow,
          data: points.map((point) => point.monthlyCashFlow),
          yAxisID: 'cashFlow',
          borderColor: cashColor,
          backgroundColor: cashColor,
          borderWidth: 2,
          borderDash: [6, 4],
          pointRadius,
          pointStyle: 'rectRot',
          pointHoverRadius: 4,
          tension: 0.2,
        },
      ],
    },
  };
}

export type TBandBar = { label: string; count: number; color: string };

/**
 * How many properties fall in each band: one bar per band (never one per property), so the chart stays the same size
 * for 5 properties or 50,000. `countText` writes a count for the tooltip ("1,500 properties").
 */
export function bandsSpec(
  bars: readonly TBandBar[],
  label: string,
  countText: (count: number) => string,
  palette: TChartPalette,
  size: TChartSize,
): TChartSpec {
  // Horizontal: a band's name reads whole beside its bar, also on a phone.
  const options: ChartOptions<'bar'> = {
    ...baseOptions(size),
    indexAxis: 'y',
    plugins: {
      legend: { display: false },
      tooltip: { callbacks: { label: (item: TooltipItem<'bar'>) => countText(Number(item.raw)) } },
    },
    scales: {
      x: {
        beginAtZero: true,
        grid: { color: palette.grid },
        border: { display: false },
        // Counts are whole: no tick at half a property.
        ticks: { color: palette.text, precision: 0, maxTicksLimit: 6 },
      },
      y: { grid: { display: false }, ticks: { color: palette.text, autoSkip: false } },
    },
  };
  return {
    type: 'bar',
    options,
    data: {
      labels: bars.map((bar) => bar.label),
      datasets: [
        {
          label,
          data: bars.map((bar) => bar.count),
          backgroundColor: bars.map((bar) => bar.color),
          borderRadius: 3,
          maxBarThickness: 28,
        },
      ],
    },
  };
}

export type TRoiBar = { id: number; address: string; place: string; roi: number };

/** The properties with the highest ROI as horizontal bars, in the order given (highest first); a negative one in red. */
export function topRoiSpec(
  bars: readonly TRoiBar[],
  label: string,
  palette: TChartPalette,
  size: TChartSize,
): TChartSpec {
  const options: ChartOptions<'bar'> = {
    ...baseOptions(size),
    indexAxis: 'y',
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: {
          title: (items) => bars[items[0]?.dataIndex ?? 0]?.place ?? '',
          label: (item: TooltipItem<'bar'>) => `${label}: ${formatPercent(Number(item.raw))}`,
        },
      },
    },
    scales: {
      x: {
        beginAtZero: true,
        grid: { color: palette.grid },
        border: { display: false },
        ticks: {
          color: palette.text,
          callback: (value) => formatPercentValue(Number(value), 0),
          maxTicksLimit: 6,
        },
      },
      y: { grid: { display: false }, ticks: { color: palette.text, autoSkip: false } },
    },
  };
  return {
    type: 'bar',
    options,
    data: {
      labels: bars.map((bar) => shortLabel(bar.address)),
      datasets: [
        {
          label,
          data: bars.map((bar) => bar.roi),
          backgroundColor: bars.map((bar) => (bar.roi < 0 ? palette.negative : palette.positive)),
          borderRadius: 3,
          maxBarThickness: 18,
        },
      ],
    },
  };
}

/** Progress of each goal in percent on an axis that stops at 100; the tooltip gives the true figure beyond 100. */
export function goalsSpec(
  goals: readonly TGoalProgress[],
  titles: readonly string[],
  label: string,
  palette: TChartPalette,
  size: TChartSize,
): TChartSpec {
  const options: ChartOptions<'bar'> = {
    ...baseOptions(size),
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: {
          label: (item: TooltipItem<'bar'>) =>
            `${label}: ${formatProgress(goals[item.dataIndex]?.progress ?? Number(item.raw))}`,
        },
      },
    },
    scales: {
      x: { grid: { display: false }, ticks: { color: palette.text, maxRotation: 0, autoSkip: false } },
      y: {
        min: 0,
        max: 100,
        grid: { color: palette.grid },
        border: { display: false },
        ticks: {
          color: palette.text,
          stepSize: 25,
          callback: (value) => formatPercentValue(Number(value), 0),
        },
      },
    },
  };
  return {
    type: 'bar',
    options,
    data: {
      labels: [...titles],
      datasets: [
        {
          label,
          data: goals.map((goal) => Math.min(100, Math.max(0, goal.progress))),
          backgroundColor: goals.map((goal) => palette.goals[goalTone(goal.progress)]),
          borderRadius: 3,
          maxBarThickness: 64,
        },
      ],
    },
  };
}

export type TMarketSeries = { metro: string; records: readonly TMarketRecord[] };
export type TMarketLabels = { value: (metro: string) => string; rent: (metro: string) => string };

/**
 * Typical home value (left axis, solid) and typical rent (right axis, dashed) by month, for one metro or several
 * (one colour each). The months are those of all the series together. A series without a point in them is left out
 * with its axis (an empty axis reads "$1, $1, $0"), and amounts are US dollars whatever the display currency
 * (docs/product.md "Market data").
 */
export function marketSpec(
  series: readonly TMarketSeries[],
  labels: TMarketLabels,
  palette: TChartPalette,
  size: TChartSize,
): TChartSpec {
  const months = [...new Set(series.flatMap((one) => one.records.map((record) => record.month)))].sort();
  const isSingle = series.length === 1;
  const pointRadius = months.length <= 12 ? 3 : 0;
  // Rents alone take the left axis and its grid.
  const hasValues = series.some((one) => one.records.some((record) => record.medianPrice !== null));
  const options: ChartOptions<'line'> = {
    ...baseOptions(size),
    interaction: { mode: 'index', intersect: false },
    // The theme's legend, under the chart.
    plugins: {
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
        // 'auto': shown only while a dataset uses it.
        display: 'auto',
        grid: { color: palette.grid },
        border: { display: false },
        ticks: {
          color: isSingle ? palette.series[0] : palette.text,
          callback: (value) => formatMarketAxisMoney(Number(value)),
          maxTicksLimit: 6,
        },
      },
      rent: {
        type: 'linear',
        position: hasValues ? 'right' : 'left',
        display: 'auto',
        grid: hasValues ? { display: false } : { color: palette.grid },
        border: { display: false },
        ticks: {
          color: isSingle ? palette.series[1] : palette.text,
          callback: (value) => formatMarketAxisMoney(Number(value)),
          maxTicksLimit: 6,
        },
      },
    },
  };
  const datasets = series.flatMap((one, index) => {
    const byMonth = new Map(one.records.map((record) => [record.month, record]));
    const valueColor = isSingle ? palette.series[0] : palette.series[index % 3];
    const rentColor = isSingle ? palette.series[1] : palette.series[index % 3];
    return [
      {
        label: labels.value(one.metro),
        data: months.map((month) => byMonth.get(month)?.medianPrice ?? null),
        yAxisID: 'value',
        borderColor: valueColor,
        backgroundColor: valueColor,
        borderWidth: 2,
        pointRadius,
        pointHoverRadius: 4,
        tension: 0.2,
        spanGaps: true,
      },
      {
        label: labels.rent(one.metro),
        data: months.map((month) => byMonth.get(month)?.averageRent ?? null),
        yAxisID: 'rent',
        borderColor: rentColor,
        backgroundColor: rentColor,
        borderWidth: 2,
        borderDash: [6, 4],
        pointRadius,
        pointStyle: 'rectRot' as const,
        pointHoverRadius: 4,
        tension: 0.2,
        spanGaps: true,
      },
    ].filter((dataset) => dataset.data.some((value) => value !== null));
  });
  return {
    type: 'line',
    options,
    data: { labels: months.map((month) => formatShortMonth(`${month}-01`)), datasets },
  };
}
