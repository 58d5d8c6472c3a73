import { contrastRatio } from '@rentfolio/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyChartTheme,
  CHART_PALETTES,
  chartSurfaceColor,
  type TChartPalette,
  type TChartSpec,
  useChartPalette,
  useIsDarkMode,
  withAlpha,
} from './chart-theme';

/** "rgb(4, 120, 87)" as "#047857", for contrastRatio. */
function hex(color: string): string {
  const channels = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(color);
  if (!channels) throw new Error(`not rgb(): ${color}`);
  return `#${channels
    .slice(1)
    .map((channel) => Number(channel).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The card behind a chart: white in light mode, oklch(0.21 0.006 285.885) (zinc-900) in dark mode (styles.css). */
const CARD = { light: '#ffffff', dark: '#18181b' } as const;

function drawnColors(palette: TChartPalette): string[] {
  return [
    ...palette.series,
    palette.caution,
    ...Object.values(palette.bands),
    ...Object.values(palette.goals),
    palette.positive,
    palette.negative,
  ];
}

afterEach(() => {
  document.documentElement.classList.remove('dark');
});

describe('CHART_PALETTES', () => {
  it('light: emerald-700, blue-600 and violet-600 series, amber-700 for the cost side, zinc text', () => {
    const light = CHART_PALETTES.light;
    expect(light.series).toEqual(['rgb(4, 120, 87)', 'rgb(37, 99, 235)', 'rgb(124, 58, 237)']);
    expect(light.caution).toBe('rgb(180, 83, 9)');
    expect(light.text).toBe('rgb(82, 82, 91)');
    expect(light.grid).toBe('rgba(113, 113, 122, 0.2)');
    expect(light.positive).toBe('rgb(4, 120, 87)');
    expect(light.negative).toBe('rgb(220, 38, 38)');
  });

  it('dark: the 400 shades of the same hues, zinc-300 text', () => {
    const dark = CHART_PALETTES.dark;
    expect(dark.series).toEqual(['rgb(52, 211, 153)', 'rgb(96, 165, 250)', 'rgb(167, 139, 250)']);
    expect(dark.caution).toBe('rgb(251, 191, 36)');
    expect(dark.text).toBe('rgb(212, 212, 216)');
    expect(dark.grid).toBe('rgba(161, 161, 170, 0.22)');
    expect(dark.positive).toBe('rgb(52, 211, 153)');
    expect(dark.negative).toBe('rgb(248, 113, 113)');
  });

  it('the tooltip is white on near-black in both modes', () => {
    for (const palette of [CHART_PALETTES.light, CHART_PALETTES.dark])
      expect(palette.tooltip).toEqual({
        background: 'rgba(0, 0, 0, 0.8)',
        title: 'rgb(255, 255, 255)',
        body: 'rgb(255, 255, 255)',
      });
  });

  it.each(['light', 'dark'] as const)(
    '%s: every drawn colour has 3:1 on the card and the text 4.5:1',
    (mode) => {
      const palette = CHART_PALETTES[mode];
      for (const color of drawnColors(palette))
        expect(contrastRatio(hex(color), CARD[mode]), color).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(hex(palette.text), CARD[mode])).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('useIsDarkMode and useChartPalette', () => {
  it('follow the dark class on <html>, both ways', async () => {
    const { result } = renderHook(() => ({ isDark: useIsDarkMode(), palette: useChartPalette() }));
    expect(result.current.isDark).toBe(false);
    expect(result.current.palette.series[0]).toBe('rgb(4, 120, 87)');

    // The MutationObserver reports after a microtask.
    await act(async () => {
      document.documentElement.classList.add('dark');
    });
    expect(result.current.isDark).toBe(true);
    expect(result.current.palette.series[0]).toBe('rgb(52, 211, 153)');

    await act(async () => {
      document.documentElement.classList.remove('dark');
    });
    expect(result.current.isDark).toBe(false);
    expect(result.current.palette.text).toBe('rgb(82, 82, 91)');
  });
});

describe('withAlpha', () => {
  it('turns an rgb() colour into rgba() at the given opacity', () => {
    expect(withAlpha('rgb(4, 120, 87)', 0.12)).toBe('rgba(4, 120, 87, 0.12)');
    expect(withAlpha('rgb(52,211,153)', 0.5)).toBe('rgba(52, 211, 153, 0.5)');
  });

  it('refuses a colour it cannot read', () => {
    expect(() => withAlpha('#047857', 0.12)).toThrow('Not an rgb() colour: #047857');
  });
});

describe('applyChartTheme', () => {
  const label = () => 'label';
  const spec: TChartSpec = {
    type: 'line',
    data: { labels: ['Jan'], datasets: [{ label: 'Value', data: [1] }] },
    options: { animation: false, plugins: { legend: { display: false }, tooltip: { callbacks: { label } } } },
  };

  it('fills in the text colour, the legend and the tooltip colours, keeping what the spec says', () => {
    const themed = applyChartTheme(spec, CHART_PALETTES.dark);
    expect(themed.options.color).toBe('rgb(212, 212, 216)');
    expect(themed.options.animation).toBe(false);
    expect(themed.options.plugins?.legend).toEqual({
      display: false,
      position: 'bottom',
      labels: { color: 'rgb(212, 212, 216)', boxWidth: 10, boxHeight: 10, usePointStyle: true },
    });
    expect(themed.options.plugins?.tooltip).toEqual({
      backgroundColor: 'rgba(0, 0, 0, 0.8)',
      titleColor: 'rgb(255, 255, 255)',
      bodyColor: 'rgb(255, 255, 255)',
      footerColor: 'rgb(255, 255, 255)',
      callbacks: { label },
    });
    expect(themed.data).toBe(spec.data);
  });

  it('puts a shown legend under the chart in the light text colour', () => {
    const shown: TChartSpec = { ...spec, options: {} };
    expect(applyChartTheme(shown, CHART_PALETTES.light).options.plugins?.legend).toEqual({
      position: 'bottom',
      labels: { color: 'rgb(82, 82, 91)', boxWidth: 10, boxHeight: 10, usePointStyle: true },
    });
  });

  it('lets a colour or place the spec sets itself win, and leaves the spec as it was', () => {
    const own: TChartSpec = {
      ...spec,
      options: {
        color: 'rgb(1, 2, 3)',
        plugins: {
          legend: { position: 'top', labels: { color: 'rgb(7, 8, 9)' } },
          tooltip: { backgroundColor: 'rgb(4, 5, 6)' },
        },
      },
    };
    const before = structuredClone(own.options);
    const themed = applyChartTheme(own, CHART_PALETTES.light);
    expect(themed.options.color).toBe('rgb(1, 2, 3)');
    expect(themed.options.plugins?.legend?.position).toBe('top');
    expect(themed.options.plugins?.legend?.labels?.color).toBe('rgb(7, 8, 9)');
    expect(themed.options.plugins?.legend?.labels?.boxWidth).toBe(10);
    expect(themed.options.plugins?.tooltip?.backgroundColor).toBe('rgb(4, 5, 6)');
    expect(themed.options.plugins?.tooltip?.titleColor).toBe('rgb(255, 255, 255)');
    expect(own.options).toEqual(before);
  });
});

describe('chartSurfaceColor', () => {
  it('is the first background behind the canvas that is not transparent', () => {
    const card = document.createElement('div');
    card.style.backgroundColor = 'rgb(24, 24, 27)';
    const box = document.createElement('div');
    box.style.backgroundColor = 'rgba(0, 0, 0, 0)';
    const canvas = document.createElement('canvas');
    box.append(canvas);
    card.append(box);
    document.body.append(card);
    expect(chartSurfaceColor(canvas)).toBe('rgb(24, 24, 27)');
    card.remove();
  });

  it('is white when nothing behind the canvas has a colour', () => {
    const canvas = document.createElement('canvas');
    document.body.append(canvas);
    expect(chartSurfaceColor(canvas)).toBe('white');
    canvas.remove();
  });
});
