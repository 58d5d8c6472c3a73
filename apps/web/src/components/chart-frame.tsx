/**
 * The one place that draws a chart with chart.js. Screens load this module on demand (React.lazy, or from a module
 * that is itself lazy), so chart.js is bundled into a chunk of its own: neither the landing page nor a screen without
 * a chart downloads it. Only the parts the app's charts use are registered.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  type ChartConfiguration,
  type ChartData,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import {
  applyChartTheme,
  CHART_BACKGROUND,
  type TChartPalette,
  type TChartSpec,
  useChartPalette,
} from '@/lib/chart-theme';

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

const PLUGINS = [CHART_BACKGROUND];

export type ChartFrameProps = {
  /** Builds the chart in the given colours; called again on every render and when the mode changes. */
  buildSpec: (palette: TChartPalette) => TChartSpec;
  /** The chart's text alternative (role="img"): a short sentence, naming the data table where there is one. */
  ariaLabel: string;
  /** Receives the chart once drawn (for Download and New Window), and null when it goes. */
  onChart?: (chart: ChartJS | null) => void;
};

type TAnyData = ChartData<'line' | 'bar', (number | null)[], string>;

/** The spec as the chart takes it: themed, and filling the box its caller gives the canvas. */
function frameSpec(spec: TChartSpec, palette: TChartPalette): TChartSpec {
  const themed = applyChartTheme(spec, palette);
  return {
    ...themed,
    options: { ...themed.options, responsive: true, maintainAspectRatio: false },
  } as TChartSpec;
}

/**
 * The new figures into the chart's own data. A dataset is matched by its label and updated in place, so that
 * chart.js moves its line or bars from where they are (a re-render, a new range) instead of drawing them anew.
 */
function syncData(current: TAnyData, next: TAnyData): void {
  const kept = new Set<object>();
  current.labels = next.labels;
  current.datasets = next.datasets.map((dataset) => {
    const match = current.datasets.find((old) => old.label === dataset.label && !kept.has(old));
    if (!match) return { ...dataset };
    kept.add(match);
    return Object.assign(match, dataset);
  });
}

/**
 * A chart.js chart on a canvas with role="img" and its accessible name. It creates the chart once the canvas is in
 * the page (anew if the chart's type changes), updates it on every render with the spec built in the current mode's
 * colours (so a switch to dark mode redraws it), follows its box's size (chart.js's responsive mode), and destroys it
 * when it goes. The caller gives the canvas a box of its own with a height and `position: relative`.
 */
export function ChartFrame({ buildSpec, ariaLabel, onChart }: ChartFrameProps) {
  const palette = useChartPalette();
  const spec = frameSpec(buildSpec(palette), palette);
  const { type } = spec;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const chartRef = useRef<ChartJS | null>(null);
  const latest = useRef({ spec, onChart });
  const drawn = useRef<TChartSpec | null>(null);

  // First, so that a chart created below starts from this render's spec.
  useEffect(() => {
    latest.current = { spec, onChart };
    const chart = chartRef.current;
    const before = drawn.current;
    // Drawn from this very spec, or about to be made anew below for another type.
    if (!chart || !before || before === spec || before.type !== spec.type) return;
    chart.options = { ...spec.options } as typeof chart.options;
    syncData(chart.data as unknown as TAnyData, spec.data as TAnyData);
    drawn.current = spec;
    // Without a canvas context (chart.js has said why on the console) there is nothing to draw.
    if (chart.canvas) chart.update();
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const first = latest.current.spec;
    const chart = new ChartJS(canvas, {
      type,
      data: { labels: first.data.labels, datasets: first.data.datasets.map((dataset) => ({ ...dataset })) },
      // chart.js writes its merged scales into the options it is given: a copy keeps the spec as it was built.
      options: { ...first.options },
      plugins: PLUGINS,
    } as ChartConfiguration);
    chartRef.current = chart;
    drawn.current = first;
    latest.current.onChart?.(chart);
    return () => {
      latest.current.onChart?.(null);
      chartRef.current = null;
      drawn.current = null;
      chart.destroy();
    };
  }, [type]);

  return <canvas ref={canvasRef} role="img" aria-label={ariaLabel} />;
}

export default ChartFrame;
