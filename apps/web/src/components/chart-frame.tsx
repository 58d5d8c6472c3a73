/**
 * The one place that draws a chart with chart.js, through react-chartjs-2's `Chart` component. Screens load this
 * module on demand (React.lazy, or from a module that is itself lazy), so chart.js and react-chartjs-2 are bundled into
 * a chunk of their own: neither the landing page nor a screen without a chart downloads them. Only the parts the app's
 * charts use are registered.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { Chart } from 'react-chartjs-2';
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

/** The chart configuration as the chart takes it: themed, and filling the box its caller gives the canvas. */
function frameSpec(spec: TChartSpec, palette: TChartPalette): TChartSpec {
  const themed = applyChartTheme(spec, palette);
  return {
    ...themed,
    options: { ...themed.options, responsive: true, maintainAspectRatio: false },
  } as TChartSpec;
}

/**
 * A chart.js chart on a canvas with role="img" and its accessible name, drawn by react-chartjs-2's `Chart`. That
 * component creates the chart once the canvas is in the page, updates it on every render with the configuration built in the
 * current mode's colours (so a switch to dark mode redraws it; a dataset is matched by its label, `datasetIdKey`, and
 * updated in place, so that chart.js moves its line or bars from where they are instead of drawing them anew), and
 * destroys it when it goes. The chart follows its box's size (chart.js's responsive mode); the caller gives the canvas
 * a box of its own with a height and `position: relative`.
 */
export function ChartFrame({ buildSpec, ariaLabel, onChart }: ChartFrameProps) {
  const palette = useChartPalette();
  const spec = frameSpec(buildSpec(palette), palette);
  const latestOnChart = useRef(onChart);
  // A layout effect runs before the chart component's own effects, which create the chart and hand it over.
  useLayoutEffect(() => {
    latestOnChart.current = onChart;
  });
  // One function for the chart's whole life (react-chartjs-2 calls the `ref` it had when the chart was created), handed
  // the chart when drawn and null when it goes.
  const handOver = useCallback((chart: ChartJS | null | undefined) => {
    latestOnChart.current?.(chart ?? null);
  }, []);

  return (
    <Chart<'line' | 'bar', (number | null)[], string>
      // A chart of another type is made anew at once: react-chartjs-2 would remake it only after a timeout, having
      // first updated the old chart with the new type's data.
      key={spec.type}
      ref={handOver}
      type={spec.type}
      data={spec.data}
      options={spec.options}
      plugins={PLUGINS}
      datasetIdKey="label"
      role="img"
      aria-label={ariaLabel}
    />
  );
}

export default ChartFrame;
