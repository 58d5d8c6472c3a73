import { describe, expect, it } from 'vitest';
import { compareRent, computeCapRateEstimate, computeGrossRentMultiplier, computeGrossYield } from './index';

// docs/calculations.md "Market ratios": Denver, January 2025, ZORI 1,894.09 and ZHVI 578,486.95.
describe('market ratios', () => {
  it('gross yield is 12 × rent / value × 100, and n/a without a value', () => {
    expect(computeGrossYield(1894.09, 578_486.95)).toBeCloseTo(3.9290567, 6);
    expect(computeGrossYield(2000, 0)).toBeNull();
  });

  it('the cap rate estimate takes the expense ratio off the gross yield', () => {
    expect(computeCapRateEstimate(3.9290567, 40)).toBeCloseTo(2.357434, 6);
    expect(computeCapRateEstimate(5, 0)).toBe(5);
  });

  it('price-to-rent is the market’s gross rent multiplier', () => {
    expect(computeGrossRentMultiplier(578_486.95, 12 * 1894.09)).toBeCloseTo(25.4514019, 6);
  });
});

describe('compareRent (the rent check)', () => {
  it('rounds (rent − figure) / figure to a whole percent', () => {
    // (2,400 − 2,874) / 2,874 = −0.1649 → 16% below; (2,400 − 2,118.81) / 2,118.81 = 0.1327 → 13% above.
    expect(compareRent(2400, 2874)).toEqual({ direction: 'below', percent: 16 });
    expect(compareRent(2400, 2118.81)).toEqual({ direction: 'above', percent: 13 });
    expect(compareRent(2000, 2000)).toEqual({ direction: 'equal', percent: 0 });
    // 2,004 / 2,000 is 0.2% above: rounds to 0%, so "equal to".
    expect(compareRent(2004, 2000)).toEqual({ direction: 'equal', percent: 0 });
  });
});
