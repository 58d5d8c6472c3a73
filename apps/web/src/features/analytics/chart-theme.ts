import type { TCashFlowBand, TGoalTone } from '@rentfolio/finance';
import type { ChartData, ChartOptions } from 'chart.js';
import { useSyncExternalStore } from 'react';

/**
 * The charts' colours in light and dark mode (the `dark` class on <html>). Canvas needs plain colours, not the CSS
 * variables; each series colour has at least 3:1 contrast against the card in its mode (WCAG 1.4.11) and the axis
 * text 4.5:1. Only chart.js *types* are imported here, so this module adds nothing of chart.js to a bundle.
 */
export type TChartPalette = {
  text: string;
  grid: string;
  series: readonly [string, string, string];
  bands: Record<TCashFlowBand, string>;
  goals: Record<TGoalTone, string>;
  positive: string;
  negative: string;
};

export const CHART_PALETTES: Record<'light' | 'dark', TChartPalette> = {
  light: {
    text: 'rgb(82, 82, 91)',
    grid: 'rgba(113, 113, 122, 0.2)',
    // emerald-700, blue-600, violet-600
    series: ['rgb(4, 120, 87)', 'rgb(37, 99, 235)', 'rgb(124, 58, 237)'],
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
  },
  dark: {
    text: 'rgb(212, 212, 216)',
    grid: 'rgba(161, 161, 170, 0.22)',
    // emerald-400, blue-400, violet-400
    series: ['rgb(52, 211, 153)', 'rgb(96, 165, 250)', 'rgb(167, 139, 250)'],
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

/** A chart as chart.js draws it: its type, data and options (built by each chart, drawn by chart-canvas.tsx). */
export type TChartSpec =
  | { type: 'line'; data: ChartData<'line', (number | null)[], string>; options: ChartOptions<'line'> }
  | { type: 'bar'; data: ChartData<'bar', (number | null)[], string>; options: ChartOptions<'bar'> };

/** An enlarged chart draws at once: a PNG taken during an animation would catch it half-drawn. */
export type TChartSize = 'normal' | 'large';
