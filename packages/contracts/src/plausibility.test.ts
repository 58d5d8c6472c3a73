import { describe, expect, it } from 'vitest';
import { findPlausibilityWarnings } from './plausibility';

describe('findPlausibilityWarnings', () => {
  it('flags a price under $10,000, a rent above 10% of the price a month, and an ROI above 1,000%', () => {
    expect(findPlausibilityWarnings({ purchasePrice: 9_999, monthlyRent: 500 })).toEqual(['lowPrice']);
    expect(findPlausibilityWarnings({ purchasePrice: 200_000, monthlyRent: 20_001 })).toEqual(['highRent']);
    expect(findPlausibilityWarnings({ purchasePrice: 5, monthlyRent: 2_000, roi: 480_000 })).toEqual([
      'lowPrice',
      'highRent',
      'highRoi',
    ]);
  });

  it('stays quiet for real deals and at the edges', () => {
    expect(findPlausibilityWarnings({ purchasePrice: 10_000, monthlyRent: 1_000, roi: 1_000 })).toEqual([]);
    expect(findPlausibilityWarnings({ purchasePrice: 350_000, monthlyRent: 2_800, roi: 7.15 })).toEqual([]);
    expect(findPlausibilityWarnings({})).toEqual([]);
  });
});
