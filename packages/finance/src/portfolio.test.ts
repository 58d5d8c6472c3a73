import { describe, expect, it } from 'vitest';
import {
  computeGoalProgress,
  computeOverallGoalProgress,
  computePointChange,
  computePortfolioMetrics,
  computeRelativeChange,
  computeRelativeChangeUnrounded,
  goalTone,
} from './portfolio';

describe('portfolio metrics (docs/calculations.md "Portfolio")', () => {
  it('are all 0 for an empty portfolio', () => {
    expect(
      computePortfolioMetrics({
        totalProperties: 0,
        totalValueCents: 0,
        totalMonthlyCashFlowCents: 0,
        avgRoi: null,
        averageCapRate: null,
        occupiedProperties: 0,
        roiCashWeightedSum: 0,
        roiCashInvestedCents: 0,
      }),
    ).toEqual({
      totalValue: 0,
      totalCashFlow: 0,
      avgROI: 0,
      portfolioROI: 0,
      totalProperties: 0,
      occupancyRate: 0,
      averageCapRate: 0,
    });
  });

  it('give the worked example', () => {
    expect(
      computePortfolioMetrics({
        totalProperties: 3,
        totalValueCents: 65_000_000,
        totalMonthlyCashFlowCents: 350_000,
        avgRoi: 17 / 3,
        averageCapRate: 17 / 3,
        occupiedProperties: 2,
        // ROIs 2, 5 and 10 on $10,000, $20,000 and $70,000 invested: (200 + 1,000 + 7,000) / 100,000 = 8.2%.
        roiCashWeightedSum: 2 * 1_000_000 + 5 * 2_000_000 + 10 * 7_000_000,
        roiCashInvestedCents: 10_000_000,
      }),
    ).toEqual({
      totalValue: 650_000,
      totalCashFlow: 3500,
      avgROI: 5.67,
      portfolioROI: 8.2,
      totalProperties: 3,
      occupancyRate: 66.67,
      averageCapRate: 5.67,
    });
  });
});

describe('month-over-month change', () => {
  it('is relative for money and in points for rates', () => {
    expect(computeRelativeChange(550_000, 200_000)).toBe(175);
    expect(computeRelativeChange(200_000, 550_000)).toBe(-63.64);
    expect(computeRelativeChange(-500, -1000)).toBe(50);
    expect(computeRelativeChange(100, 0)).toBeNull();
    expect(computePointChange(8.5, 9)).toBe(-0.5);
  });
});

describe('goal progress (docs/product.md "Portfolio figures")', () => {
  it('is current / target to 1 decimal, not capped', () => {
    expect(computeGoalProgress(2, 3)).toEqual({ progress: 66.7, isReached: false });
    expect(computeGoalProgress(550_000, 275_000)).toEqual({ progress: 200, isReached: true });
    expect(computeGoalProgress(8.5, 8.5)).toEqual({ progress: 100, isReached: true });
    expect(computeGoalProgress(-500, 25_000)).toEqual({ progress: -2, isReached: false });
  });

  it('treats a 0 target as met by 0 or more', () => {
    expect(computeGoalProgress(0, 0)).toEqual({ progress: 100, isReached: true });
    expect(computeGoalProgress(3500, 0)).toEqual({ progress: 100, isReached: true });
    expect(computeGoalProgress(-500, 0)).toEqual({ progress: 0, isReached: false });
  });

  it('averages the progress of the goals, each capped at 100', () => {
    expect(computeOverallGoalProgress([74, 75, 53])).toBe(67.3);
    expect(computeOverallGoalProgress([200, 50])).toBe(75);
    expect(computeOverallGoalProgress([])).toBe(0);
  });

  it('counts a goal that went backwards as 0, so two reached goals and two behind read 50%, never below 0', () => {
    // (100 + 100 + 0 + 0) / 4 = 50: a negative cash flow (-209.3%) no longer pulls the others down.
    expect(computeOverallGoalProgress([120, 100, -209.3, 0])).toBe(50);
    expect(computeOverallGoalProgress([-40, -10])).toBe(0);
  });
});

describe('goalTone', () => {
  // docs/product.md "Limits" (Goal progress): 100% or more reached (green), 75% or more near (amber), else behind.
  it.each([
    [130, 'reached'],
    [100, 'reached'],
    [99.9, 'near'],
    [75, 'near'],
    [74.9, 'behind'],
    [0, 'behind'],
    [-20, 'behind'],
  ] as const)('%s%% is %s', (progress, tone) => {
    expect(goalTone(progress)).toBe(tone);
  });
});

describe('computeRelativeChangeUnrounded', () => {
  it('is the change in percent of the earlier figure, unrounded; null from 0', () => {
    // A typical rent from 2,000 to 2,025.09: 25.09 / 2,000 × 100 = 1.2545 (rounded once, where it is shown).
    expect(computeRelativeChangeUnrounded(2025.09, 2000)).toBeCloseTo(1.2545, 10);
    expect(computeRelativeChangeUnrounded(1900, 2000)).toBeCloseTo(-5, 10);
    expect(computeRelativeChangeUnrounded(5, 0)).toBeNull();
  });
});
