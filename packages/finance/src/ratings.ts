/**
 * Ratings, deal score and recommendation, and the portfolio cash-flow band (docs/product.md "Limits"; docs/calculations.md "Ratings,
 * deal score and recommendation"). They take the figures as answered (percents to 2 decimals, money to cents), so a
 * rating always agrees with the number shown beside it.
 */

export type TRating = 'excellent' | 'good' | 'fair' | 'poor';

export type TDealRatings = { capRate: TRating; cashFlow: TRating; roi: TRating };

/** The three figures a deal is rated on; a null (n/a) figure rates poor. */
export type TRatedFigures = { capRate: number | null; cashFlow: number; roi: number | null };

type TThresholds = readonly [excellent: number, good: number, fair: number];

export const CAP_RATE_THRESHOLDS: TThresholds = [8, 6, 4];
export const CASH_FLOW_THRESHOLDS: TThresholds = [500, 200, 0];
export const ROI_THRESHOLDS: TThresholds = [15, 10, 5];

/** Points for excellent, good and fair; poor adds 0. The maxima add up to 100. */
export const CAP_RATE_POINTS = { excellent: 30, good: 20, fair: 10, poor: 0 } as const;
export const CASH_FLOW_POINTS = { excellent: 40, good: 25, fair: 10, poor: 0 } as const;
export const ROI_POINTS = { excellent: 30, good: 20, fair: 10, poor: 0 } as const;

export const MAX_DEAL_SCORE = 100;

function rate(value: number | null, [excellent, good, fair]: TThresholds): TRating {
  if (value === null) return 'poor';
  if (value >= excellent) return 'excellent';
  if (value >= good) return 'good';
  if (value >= fair) return 'fair';
  return 'poor';
}

/** Percent: >= 8 excellent, >= 6 good, >= 4 fair. */
export function computeCapRateRating(capRate: number | null): TRating {
  return rate(capRate, CAP_RATE_THRESHOLDS);
}

/** $ per month: >= 500 excellent, >= 200 good, >= 0 fair. */
export function computeCashFlowRating(monthlyCashFlow: number): TRating {
  return rate(monthlyCashFlow, CASH_FLOW_THRESHOLDS);
}

/** Percent: >= 15 excellent, >= 10 good, >= 5 fair. */
export function computeRoiRating(roi: number | null): TRating {
  return rate(roi, ROI_THRESHOLDS);
}

export function computeDealRatings(figures: TRatedFigures): TDealRatings {
  return {
    capRate: computeCapRateRating(figures.capRate),
    cashFlow: computeCashFlowRating(figures.cashFlow),
    roi: computeRoiRating(figures.roi),
  };
}

/** 0 to 100. */
export function computeDealScore(figures: TRatedFigures): number {
  const ratings = computeDealRatings(figures);
  const score =
    CAP_RATE_POINTS[ratings.capRate] + CASH_FLOW_POINTS[ratings.cashFlow] + ROI_POINTS[ratings.roi];
  return Math.min(MAX_DEAL_SCORE, score);
}

export type TDealRecommendationKey = 'strong' | 'moderate' | 'alternative';

/** The product's exact texts (docs/product.md "Limits" (Deal score)). */
export const DEAL_RECOMMENDATIONS: Readonly<Record<TDealRecommendationKey, string>> = Object.freeze({
  strong: 'Strong Investment Opportunity',
  moderate: 'Moderate Investment Potential',
  alternative: 'Consider Alternative Options',
});

/** >= 70 strong, 50-69 moderate, below 50 alternative. */
export function getDealRecommendationKey(score: number): TDealRecommendationKey {
  if (score >= 70) return 'strong';
  if (score >= 50) return 'moderate';
  return 'alternative';
}

export function getDealRecommendation(score: number): string {
  return DEAL_RECOMMENDATIONS[getDealRecommendationKey(score)];
}

/** The portfolio's cash-flow bands, best first (docs/calculations.md "Cash flow bands (portfolio analysis)"). */
export const CASH_FLOW_BANDS = ['excellent', 'good', 'moderate', 'breakEven', 'negative'] as const;
export type TCashFlowBand = (typeof CASH_FLOW_BANDS)[number];

/**
 * The one definition of the bands' edges, in $ a month: a band holds the cash flows above its floor, up to the next
 * band's floor. Break even is exactly 0 and negative below 0. The analytics SQL counts by these same numbers.
 */
export const CASH_FLOW_BAND_FLOORS = { excellent: 500, good: 200, moderate: 0 } as const;

/** Monthly cash flow: > 500 excellent, > 200 good, > 0 moderate, exactly 0 break even, < 0 negative. */
export function computeCashFlowBand(monthlyCashFlow: number): TCashFlowBand {
  if (monthlyCashFlow > CASH_FLOW_BAND_FLOORS.excellent) return 'excellent';
  if (monthlyCashFlow > CASH_FLOW_BAND_FLOORS.good) return 'good';
  if (monthlyCashFlow > CASH_FLOW_BAND_FLOORS.moderate) return 'moderate';
  if (monthlyCashFlow === 0) return 'breakEven';
  return 'negative';
}

/**
 * The edges of the ROI distribution in percent (docs/calculations.md "ROI bands (portfolio analysis)"): below 0, 0 to
 * 5, 5 to 10, 10 to 15, 15 to 20, and 20 or more. Each band includes its lower edge, as the ratings do (5% is fair).
 */
export const ROI_BAND_EDGES = [0, 5, 10, 15, 20] as const;

/** "Strong Performers" in the portfolio analysis: the excellent and good bands. */
export function isStrongPerformer(band: TCashFlowBand): boolean {
  return band === 'excellent' || band === 'good';
}

/** "Need Attention": the negative band. */
export function isNeedingAttention(band: TCashFlowBand): boolean {
  return band === 'negative';
}
