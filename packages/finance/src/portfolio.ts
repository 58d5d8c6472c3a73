import { roundTo } from './money';

/**
 * Portfolio figures (docs/product.md "Portfolio figures", docs/calculations.md "Portfolio"): the metrics of a set of properties from
 * their sums and means, the month-over-month change, and goal progress. Pure, like the rest of this package; the
 * server computes the sums in SQL and hands them here.
 */

/** What a portfolio's metrics are computed from: sums in cents and the means of the defined percentages. */
export type TPortfolioTotals = {
  totalProperties: number;
  totalValueCents: number;
  totalMonthlyCashFlowCents: number;
  /** Mean ROI of the properties whose ROI is defined; null when none is. */
  avgRoi: number | null;
  averageCapRate: number | null;
  occupiedProperties: number;
  /** Σ ROI × cash invested and Σ cash invested (cents), over the properties whose ROI is defined. */
  roiCashWeightedSum: number;
  roiCashInvestedCents: number;
};

export type TPortfolioMetrics = {
  /** Sum of current values, dollars. */
  totalValue: number;
  /** Sum of monthly cash flows, dollars. */
  totalCashFlow: number;
  avgROI: number;
  /** ROI of the portfolio as one investment: Σ annual returns / Σ cash invested × 100 (weighted by cash invested). */
  portfolioROI: number;
  totalProperties: number;
  occupancyRate: number;
  averageCapRate: number;
};

/** The metrics of docs/product.md "Portfolio figures"; each is 0 for an empty portfolio. Percentages to 2 decimals. */
export function computePortfolioMetrics(totals: TPortfolioTotals): TPortfolioMetrics {
  const count = totals.totalProperties;
  return {
    totalValue: totals.totalValueCents / 100,
    totalCashFlow: totals.totalMonthlyCashFlowCents / 100,
    avgROI: totals.avgRoi === null ? 0 : roundTo(totals.avgRoi, 2),
    portfolioROI:
      totals.roiCashInvestedCents > 0
        ? roundTo(totals.roiCashWeightedSum / totals.roiCashInvestedCents, 2)
        : 0,
    totalProperties: count,
    occupancyRate: count === 0 ? 0 : roundTo((totals.occupiedProperties / count) * 100, 2),
    averageCapRate: totals.averageCapRate === null ? 0 : roundTo(totals.averageCapRate, 2),
  };
}

/** Relative change in percent, 2 decimals: (now − then) / |then| × 100; null when `then` is 0. */
export function computeRelativeChange(now: number, then: number): number | null {
  const change = computeRelativeChangeUnrounded(now, then);
  return change === null ? null : roundTo(change, 2);
}

/** The same change, unrounded, for a caller that rounds once when it shows it (Market Trends' month-on-month). */
export function computeRelativeChangeUnrounded(now: number, then: number): number | null {
  if (then === 0) return null;
  return ((now - then) / Math.abs(then)) * 100;
}

/** Change of a percentage in percentage points, 2 decimals. */
export function computePointChange(now: number, then: number): number {
  return roundTo(now - then, 2);
}

export type TGoalProgressFigures = { progress: number; isReached: boolean };

/**
 * Progress towards a goal: current / target × 100, to 1 decimal, not capped. A target of 0 is met by any current
 * figure of 0 or more (100) and not by a negative one (0). isReached = current >= target.
 */
export function computeGoalProgress(current: number, target: number): TGoalProgressFigures {
  const progress = target === 0 ? (current >= 0 ? 100 : 0) : roundTo((current / target) * 100, 1);
  return { progress, isReached: current >= target };
}

/** How a goal stands: reached at 100% or more, near from 75%, else behind (docs/product.md "Limits", Goal progress). */
export type TGoalTone = 'reached' | 'near' | 'behind';

export const GOAL_NEAR_PERCENT = 75;

export function goalTone(progress: number): TGoalTone {
  if (progress >= 100) return 'reached';
  if (progress >= GOAL_NEAR_PERCENT) return 'near';
  return 'behind';
}

/**
 * Overall progress: the mean of the goals' progress, each counted between 0 and 100 (a goal behind by a negative
 * cash flow counts as 0, not as a debt on the others), to 1 decimal; 0 with no goals.
 */
export function computeOverallGoalProgress(progresses: readonly number[]): number {
  if (progresses.length === 0) return 0;
  const sum = progresses.reduce((total, progress) => total + Math.min(100, Math.max(0, progress)), 0);
  return roundTo(sum / progresses.length, 1);
}
