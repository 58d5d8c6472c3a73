import { describe, expect, it } from 'vitest';
import { formatFigure } from './figure-format';

describe('formatFigure', () => {
  it('shows every ratio with 2 decimals, so 0.9 and 1.17 read alike', () => {
    expect(formatFigure('ratio', 0.9)).toBe('0.90');
    expect(formatFigure('ratio', 1.17)).toBe('1.17');
    expect(formatFigure('ratio', 12)).toBe('12.00');
  });

  it('says n/a for a figure that is not defined', () => {
    expect(formatFigure('ratio', null)).toBe('n/a');
  });
});
