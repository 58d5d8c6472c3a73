import { describe, expect, it } from 'vitest';
import { formatAxisMoney, formatMoney } from './format';

describe('formatAxisMoney', () => {
  it('writes every axis amount compactly, small and large alike', () => {
    expect(formatAxisMoney(50_000)).toBe('$50K');
    expect(formatAxisMoney(250_000)).toBe('$250K');
    expect(formatAxisMoney(1_250_000)).toBe('$1.3M');
    expect(formatAxisMoney(0)).toBe('$0');
  });

  it('differs from formatMoney, which keeps amounts under $100,000 whole', () => {
    expect(formatMoney(50_000)).toBe('$50,000');
  });
});
