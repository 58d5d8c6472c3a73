import { describe, expect, it } from 'vitest';
import { CHART_PALETTES } from '@/lib/chart-theme';
import { bandsSpec, topRoiSpec } from './chart-specs';

const palette = CHART_PALETTES.light;

describe('bandsSpec', () => {
  it('draws one bar per band with its count and colour, on whole-number ticks', () => {
    const spec = bandsSpec(
      [
        { label: 'Excellent', count: 1200, color: 'green' },
        { label: 'Negative', count: 300, color: 'red' },
      ],
      'Properties',
      (count) => `${count} properties`,
      palette,
      'normal',
    );
    expect(spec.type).toBe('bar');
    expect(spec.data.labels).toEqual(['Excellent', 'Negative']);
    expect(spec.data.datasets[0]?.data).toEqual([1200, 300]);
    expect(spec.data.datasets[0]?.backgroundColor).toEqual(['green', 'red']);
    const options = spec.options as { indexAxis?: string; scales: { x: { ticks: { precision?: number } } } };
    expect(options.indexAxis).toBe('y');
    expect(options.scales.x.ticks.precision).toBe(0);
  });
});

describe('topRoiSpec', () => {
  it('keeps the order given, shortens long addresses and draws a negative ROI in red', () => {
    const spec = topRoiSpec(
      [
        { id: 1, address: '1 Short St', place: '1 Short St, Denver, CO', roi: 12.5 },
        {
          id: 2,
          address: '2 A Very Long Boulevard Name Indeed',
          place: '2 A Very Long Boulevard Name Indeed, Austin, TX',
          roi: -1.2,
        },
      ],
      'ROI',
      palette,
      'large',
    );
    expect(spec.data.labels).toEqual(['1 Short St', '2 A Very Long Bouleva…']);
    expect(spec.data.datasets[0]?.data).toEqual([12.5, -1.2]);
    expect(spec.data.datasets[0]?.backgroundColor).toEqual([palette.positive, palette.negative]);
    // The enlarged chart draws at once, so a download never catches it half-drawn.
    expect(spec.options.animation).toBe(false);
  });
});
