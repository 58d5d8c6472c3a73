/**
 * Draws one chart with chart.js. This module is only ever loaded on demand (React.lazy in chart-panel.tsx), so
 * chart.js is bundled into a chunk of its own: neither the dashboard's first paint nor any screen without a chart
 * downloads it. Only the parts the analytics charts use are registered.
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
  type Plugin,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Chart } from 'react-chartjs-2';
import type { TChartSpec } from './chart-theme';

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

/** The first colour behind the canvas that is not transparent: the card's, in the current theme and mode. */
function surfaceColor(canvas: HTMLCanvasElement): string {
  for (let element: Element | null = canvas; element; element = element.parentElement) {
    const color = getComputedStyle(element).backgroundColor;
    if (color && color !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(color)) return color;
  }
  return 'white';
}

/** Paints the card's colour under the chart, so that a downloaded PNG reads as on screen (not transparent). */
const BACKGROUND: Plugin = {
  id: 'rentfolioBackground',
  beforeDraw(chart) {
    const { ctx } = chart;
    ctx.save();
    ctx.fillStyle = surfaceColor(chart.canvas);
    ctx.fillRect(0, 0, chart.width, chart.height);
    ctx.restore();
  },
};

const PLUGINS = [BACKGROUND];

export type ChartCanvasProps = {
  spec: TChartSpec;
  /** The chart's short text alternative; it names the data table, which has the same figures. */
  ariaLabel: string;
  /** Receives the chart once drawn (for Download and New Window), and null when it goes. */
  onChart?: (chart: ChartJS | null) => void;
};

export default function ChartCanvas({ spec, ariaLabel, onChart }: ChartCanvasProps) {
  return (
    <Chart
      ref={(chart) => onChart?.((chart as ChartJS | null) ?? null)}
      role="img"
      aria-label={ariaLabel}
      type={spec.type}
      data={spec.data as never}
      options={spec.options as never}
      plugins={PLUGINS as never}
    />
  );
}
