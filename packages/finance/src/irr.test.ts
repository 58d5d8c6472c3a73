import { describe, expect, it } from 'vitest';
import { computeIrr, computeNpv } from './irr';

describe('computeNpv', () => {
  it('discounts each flow by its year', () => {
    // -100 + 110 / 1.1 = 0; -100 + 60 / 1.1 + 60 / 1.21 = -100 + 54.5454… + 49.5867… = 4.1322…
    expect(computeNpv(0.1, [-100, 110])).toBeCloseTo(0, 12);
    expect(computeNpv(0.1, [-100, 60, 60])).toBeCloseTo(4.132231, 6);
    expect(computeNpv(0, [-100, 60, 60])).toBe(20);
  });

  it('refuses a rate of -100% or below', () => {
    expect(() => computeNpv(-1, [1])).toThrow(RangeError);
  });
});

describe('computeIrr', () => {
  it('solves simple cases exactly', () => {
    expect(computeIrr([-100, 110])).toBeCloseTo(0.1, 12); // 110 / 100 - 1
    expect(computeIrr([-100, 0, 121])).toBeCloseTo(0.1, 12); // √1.21 - 1
    expect(computeIrr([-100, 100])).toBeCloseTo(0, 12);
    expect(computeIrr([-100, 50])).toBeCloseTo(-0.5, 12);
    expect(computeIrr([-1, 10])).toBeCloseTo(9, 10); // +900%, inside the range
    expect(computeIrr([100, -110])).toBeCloseTo(0.1, 12); // a loan seen by the lender: same rate
  });

  it('matches the textbook example', () => {
    // Gitman, Principles of Managerial Finance: -100, 39, 59, 55, 20 → 28.095%
    expect(computeIrr([-100, 39, 59, 55, 20])).toBeCloseTo(0.28095, 5);
  });

  it('picks the root nearest 0% when the flows change sign twice', () => {
    // -100 + 230x - 132x² = 0 with x = 1/(1+r): x = 10/11 or 10/12, so r = 10% or 20%
    expect(computeIrr([-100, 230, -132])).toBeCloseTo(0.1, 10);
  });

  it('finds a root right at the edge of steep flows near -100%', () => {
    // -100 + 0.1 / (1 + r) = 0 → r = -99.9%
    expect(computeIrr([-100, 0.1])).toBeCloseTo(-0.999, 10);
  });
});
