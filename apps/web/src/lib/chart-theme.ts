import type { TCashFlowBand, TGoalTone } from '@rentfolio/finance';
import type { ChartData, ChartOptions, Plugin } from 'chart.js';
import { useSyncExternalStore } from 'react';

/**
 * The one chart theme: the colours every chart draws with in light and dark mode (the `dark` class on <html>, which
 * the appearance settings set), and the helpers that put them into a chart.js config. Canvas needs plain colours, not
 * the CSS variables; each series colour has at least 3:1 contrast against the card in its mode (WCAG 1.4.11) and the
 * axis text 4.5:1. Only chart.js *types* are imported here, so this module adds nothing of chart.js to a bundle:
 * chart.js itself is in components/chart-frame.tsx, which the screens load on demand.
 */
export type TChartPalette = {
  /** Tick and legend text. */
  text: string;
  grid: string;
  /** The series in order: a typical home value (or a balance) first, a typical rent second. */
  series: readonly [string, string, string];
  /** The other side of a split against series[0]: a loan's interest beside its principal. */
  caution: string;
  bands: Record<TCashFlowBand, string>;
  goals: Record<TGoalTone, string>;
  positive: string;
  negative: string;
  /** The hover box: white text on near-black in both modes (chart.js's own colours). */
  tooltip: { background: string; title: string; body: string };
};

export type TChartMode = 'light' | 'dark';

const TOOLTIP = { background: 'rgba(0, 0, 0, 0.8)', title: 'rgb(255, 255, 255)', body: 'rgb(255, 255, 255)' };

export const CHART_PALETTES: Record<TChartMode, TChartPalette> = {
  light: {
    // zinc-600 on zinc-500 at 20%
    text: 'rgb(82, 82, 91)',
    grid: 'rgba(113, 113, 122, 0.2)',
    // emerald-700, blue-600, violet-600
    series: ['rgb(4, 120, 87)', 'rgb(37, 99, 235)', 'rgb(124, 58, 237)'],
    // amber-700
    caution: 'rgb(180, 83, 9)',
    bands: {
      excellent: 'rgb(4, 120, 87)',
      good: 'rgb(77, 124, 15)',
      moderate: 'rgb(180, 83, 9)',
      breakEven: 'rgb(113, 113, 122)',
      negative: 'rgb(220, 38, 38)',
    },
    goals: { reached: 'rgb(4, 120, 87)', near: 'rgb(180, 83, 9)', behind: 'rgb(220, 38, 38)' },
    positive: 'rgb(4, 120, 87)',
    negative: 'rgb(220, 38, 38)',
    tooltip: TOOLTIP,
  },
  dark: {
    // zinc-300 on zinc-400 at 22%
    text: 'rgb(212, 212, 216)',
    grid: 'rgba(161, 161, 170, 0.22)',
    // emerald-400, blue-400, violet-400
    series: ['rgb(52, 211, 153)', 'rgb(96, 165, 250)', 'rgb(167, 139, 250)'],
    // amber-400
    caution: 'rgb(251, 191, 36)',
    bands: {
      excellent: 'rgb(52, 211, 153)',
      good: 'rgb(163, 230, 53)',
      moderate: 'rgb(251, 191, 36)',
      breakEven: 'rgb(161, 161, 170)',
      negative: 'rgb(248, 113, 113)',
    },
    goals: { reached: 'rgb(52, 211, 153)', near: 'rgb(251, 191, 36)', behind: 'rgb(248, 113, 113)' },
    positive: 'rgb(52, 211, 153)',
    negative: 'rgb(248, 113, 113)',
    tooltip: TOOLTIP,
  },
};

function subscribeToDarkMode(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** Whether the app is in dark mode now; re-renders when it changes, so the charts redraw in the new colours. */
export function useIsDarkMode(): boolean {
  return useSyncExternalStore(
    subscribeToDarkMode,
    () => document.documentElement.classList.contains('dark'),
    () => false,
  );
}

export function useChartPalette(): TChartPalette {
  return CHART_PALETTES[useIsDarkMode() ? 'dark' : 'light'];
}

/** A chart as chart.js draws it: its type, data and options (built by each chart, drawn by chart-frame.tsx). */
export type TChartSpec =
  | { type: 'line'; data: ChartData<'line', (number | null)[], string>; options: ChartOptions<'line'> }
  | { type: 'bar'; data: ChartData<'bar', (number | null)[], string>; options: ChartOptions<'bar'> };

/** An enlarged chart draws at once: a PNG taken during an animation would catch it half-drawn. */
export type TChartSize = 'normal' | 'large';

/** "rgb(4, 120, 87)" at 12%: "rgba(4, 120, 87, 0.12)", for an area filled under its line. */
export function withAlpha(color: string, alpha: number): string {
  const match = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(color);
  if (!match) throw new Error(`Not an rgb() colour: ${color}`);
  return `rgba(${match[1]}, ${match[2]}, ${match[3]}, ${alpha})`;
}

/**
 * The chart configuration with the theme's defaults filled in: the text colour of anything a chart does not colour
 * itself, the legend (under the chart, in the text colour, with small markers in the series' style; a chart hides it
 * with `legend: { display: false }`) and the tooltip's colours. What the configuration sets itself wins; the one
 * passed in is left as it was.
 */
export function applyChartTheme(spec: TChartSpec, palette: TChartPalette): TChartSpec {
  const { options } = spec;
  const plugins = options.plugins ?? {};
  const themed = {
    ...options,
    color: options.color ?? palette.text,
    plugins: {
      ...plugins,
      legend: {
        position: 'bottom',
        ...plugins.legend,
        labels: {
          color: palette.text,
          boxWidth: 10,
          boxHeight: 10,
          usePointStyle: true,
          ...plugins.legend?.labels,
        },
      },
      tooltip: {
        backgroundColor: palette.tooltip.background,
        titleColor: palette.tooltip.title,
        bodyColor: palette.tooltip.body,
        footerColor: palette.tooltip.body,
        ...plugins.tooltip,
      },
    },
  };
  return { ...spec, options: themed } as TChartSpec;
}

/**
 * The first colour behind the canvas that is not transparent: the card's, in the current theme and mode (the themes
 * and custom colours set it through the CSS variables, so it is read from the page rather than kept here).
 */
export function chartSurfaceColor(canvas: HTMLCanvasElement): string {
  for (let element: Element | null = canvas; element; element = element.parentElement) {
    const color = getComputedStyle(element).backgroundColor;
    if (color && color !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(color)) return color;
  }
  return 'white';
}

/** Paints the card's colour under the chart, so that a downloaded PNG reads as on screen (not transparent). */
export const CHART_BACKGROUND: Plugin = {
  id: 'rentfolioBackground',
  beforeDraw(chart) {
    const { ctx } = chart;
    ctx.save();
    ctx.fillStyle = chartSurfaceColor(chart.canvas);
    ctx.fillRect(0, 0, chart.width, chart.height);
    ctx.restore();
  },
};
