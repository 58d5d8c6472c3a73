import { act, render, screen } from '@testing-library/react';
import { Chart as ChartJS } from 'chart.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TChartPalette, TChartSpec } from '@/lib/chart-theme';
import { ChartFrame } from './chart-frame';

/**
 * jsdom has no canvas drawing (its getContext() answers null), and chart.js cannot update a chart without a context.
 * This 2D context takes every drawing call and draws nothing, measuring text at 6 px a character: chart.js and
 * react-chartjs-2 run for real on it. The chart's lifecycle and config are what these tests read; drawing is the
 * browser suite's part.
 */
function blankContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const state: Record<PropertyKey, unknown> = {
    canvas,
    measureText: (text: string) => ({
      width: text.length * 6,
      actualBoundingBoxAscent: 8,
      actualBoundingBoxDescent: 2,
    }),
    getLineDash: () => [],
  };
  return new Proxy(state, {
    // Any other property chart.js reads before setting it is a drawing call.
    get: (target, key) => (key in target ? target[key] : () => {}),
  }) as unknown as CanvasRenderingContext2D;
}

/** jsdom has no ResizeObserver, which chart.js's responsive mode needs; jsdom lays nothing out, so no size changes. */
class StillResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', StillResizeObserver);
  const contexts = new WeakMap<HTMLCanvasElement, CanvasRenderingContext2D>();
  // One context a canvas, as in a browser; chart.js asks only for '2d' (the other kinds' overloads are not met).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const context = contexts.get(this) ?? blankContext(this);
    contexts.set(this, context);
    return context;
  } as unknown as HTMLCanvasElement['getContext']);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.documentElement.classList.remove('dark');
});

function lineSpec(palette: TChartPalette, values: number[] = [1, 2]): TChartSpec {
  return {
    type: 'line',
    data: {
      labels: values.map((_, index) => `M${index + 1}`),
      datasets: [{ label: 'Value', data: values, borderColor: palette.series[0] }],
    },
    options: { animation: false },
  };
}

/** The ids of the charts alive (a chart itself is too large to print in a failure message). */
const liveChartIds = () => Object.values(ChartJS.instances).map((chart) => chart.id);

/** The chart ChartFrame handed over, or a failure. */
function chartFrom(onChart: ReturnType<typeof vi.fn>): ChartJS {
  const chart = onChart.mock.calls.at(-1)?.[0];
  if (!(chart instanceof ChartJS)) throw new Error('no chart was handed over');
  return chart;
}

describe('ChartFrame', () => {
  it('renders a canvas named by its text alternative', () => {
    render(<ChartFrame buildSpec={lineSpec} ariaLabel="Line chart of the typical rent from Jan to Jun." />);
    const canvas = screen.getByRole('img', { name: 'Line chart of the typical rent from Jan to Jun.' });
    expect(canvas.tagName).toBe('CANVAS');
  });

  it('creates one chart from the spec, themed and sized to its box, and destroys it on unmount', () => {
    const onChart = vi.fn();
    const { unmount } = render(<ChartFrame buildSpec={lineSpec} ariaLabel="Chart" onChart={onChart} />);
    const chart = chartFrom(onChart);
    expect(liveChartIds()).toContain(chart.id);
    const options = chart.config.options;
    expect(options?.responsive).toBe(true);
    expect(options?.maintainAspectRatio).toBe(false);
    expect(options?.animation).toBe(false);
    expect(options?.plugins?.tooltip?.backgroundColor).toBe('rgba(0, 0, 0, 0.8)');
    expect(chart.config.data.labels).toEqual(['M1', 'M2']);
    expect(chart.config.data.datasets[0]?.borderColor).toBe('rgb(4, 120, 87)');
    // The card's colour under the chart (lib/chart-theme.ts), so that a downloaded PNG is not transparent.
    expect(chart.config.plugins?.map((plugin) => plugin.id)).toEqual(['rentfolioBackground']);

    unmount();
    expect(liveChartIds()).not.toContain(chart.id);
    expect(onChart).toHaveBeenLastCalledWith(null);
    expect(onChart).toHaveBeenCalledTimes(2);
  });

  it('redraws the same chart in dark colours when the mode changes', async () => {
    const onChart = vi.fn();
    const buildSpec = vi.fn((palette: TChartPalette) => lineSpec(palette));
    render(<ChartFrame buildSpec={buildSpec} ariaLabel="Chart" onChart={onChart} />);
    const chart = chartFrom(onChart);
    const dataset = chart.config.data.datasets[0];

    await act(async () => {
      document.documentElement.classList.add('dark');
    });
    expect(buildSpec).toHaveBeenLastCalledWith(
      expect.objectContaining({ series: ['rgb(52, 211, 153)', 'rgb(96, 165, 250)', 'rgb(167, 139, 250)'] }),
    );
    // The same chart and the same dataset, updated in place, so that chart.js moves it rather than redrawing it.
    expect(onChart).toHaveBeenCalledTimes(1);
    expect(chart.config.data.datasets[0] === dataset).toBe(true);
    expect(dataset?.borderColor).toBe('rgb(52, 211, 153)');
    expect(chart.config.options?.color).toBe('rgb(212, 212, 216)');
  });

  it('takes new figures into the datasets of the same label', () => {
    const onChart = vi.fn();
    const { rerender } = render(
      <ChartFrame buildSpec={(palette) => lineSpec(palette)} ariaLabel="Chart" onChart={onChart} />,
    );
    const chart = chartFrom(onChart);
    const dataset = chart.config.data.datasets[0];
    rerender(
      <ChartFrame
        buildSpec={(palette) => lineSpec(palette, [5, 6, 7])}
        ariaLabel="Chart"
        onChart={onChart}
      />,
    );
    expect(chart.config.data.labels).toEqual(['M1', 'M2', 'M3']);
    expect(chart.config.data.datasets).toHaveLength(1);
    expect(chart.config.data.datasets[0] === dataset).toBe(true);
    expect(dataset?.data).toEqual([5, 6, 7]);
  });

  it('matches a dataset by its label, wherever it is in the list', () => {
    const twoSpec =
      (labels: readonly string[], offset: number) =>
      (palette: TChartPalette): TChartSpec => ({
        type: 'line',
        data: {
          labels: ['M1'],
          datasets: labels.map((label, index) => ({
            label,
            data: [index + offset],
            borderColor: palette.series[index],
          })),
        },
        options: { animation: false },
      });
    const onChart = vi.fn();
    const { rerender } = render(
      <ChartFrame buildSpec={twoSpec(['Value', 'Rent'], 0)} ariaLabel="Chart" onChart={onChart} />,
    );
    const chart = chartFrom(onChart);
    const [value, rent] = chart.config.data.datasets;
    rerender(<ChartFrame buildSpec={twoSpec(['Rent', 'Value'], 10)} ariaLabel="Chart" onChart={onChart} />);
    const [first, second] = chart.config.data.datasets;
    expect(first === rent).toBe(true);
    expect(second === value).toBe(true);
    expect(rent?.data).toEqual([10]);
    expect(value?.data).toEqual([11]);
  });

  it('makes the chart anew when its type changes', () => {
    const onChart = vi.fn();
    const { rerender } = render(<ChartFrame buildSpec={lineSpec} ariaLabel="Chart" onChart={onChart} />);
    const line = chartFrom(onChart);
    const barSpec = (palette: TChartPalette): TChartSpec => ({
      type: 'bar',
      data: { labels: ['A'], datasets: [{ label: 'Count', data: [3], backgroundColor: palette.positive }] },
      options: {},
    });
    rerender(<ChartFrame buildSpec={barSpec} ariaLabel="Chart" onChart={onChart} />);
    const bar = chartFrom(onChart);
    expect(bar.id).not.toBe(line.id);
    expect(liveChartIds()).not.toContain(line.id);
    expect((bar.config as { type?: string }).type).toBe('bar');
    expect(bar.config.data.datasets[0]?.backgroundColor).toBe('rgb(4, 120, 87)');
  });
});
