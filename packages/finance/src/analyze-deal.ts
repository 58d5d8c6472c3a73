/**
 * The entry points: a full deal, a quick deal and a portfolio property (docs/product.md "Deal formulas", "Portfolio figures"). Each computes with
 * the unrounded figures and rounds once, at the edge, as the API answers.
 */
import {
  computeAmortizationSchedule,
  computeYearlyAmortization,
  type TAmortizationYear,
} from './amortization';
import { DEAL_DEFAULTS, type TDealInputs, type TDealInputsInit } from './deal-fields';
import { computeDealFiguresAndLoan, roundDealFigures, type TRoundedDealFigures } from './deal-figures';
import { resolveDealInputs } from './deal-inputs';
import { formatDealExplanations, type TDealExplanations } from './explanations';
import { type Percent, roundToCents, roundToPercent } from './money';
import { computeProjection, type TProjection, type TProjectionOptions } from './projection';
import {
  computeDealRatings,
  computeDealScore,
  getDealRecommendation,
  getDealRecommendationKey,
  type TDealRatings,
  type TDealRecommendationKey,
} from './ratings';

export type TAnalyzeDealOptions = {
  /** Adds the amortisation schedule by year. */
  includeSchedule?: boolean;
  /** Adds the projection and its IRR. Its appreciation also feeds totalReturnYear1 (3% when omitted). */
  projection?: TProjectionOptions;
};

/** An analysis without the formula explanations: what the API answers. */
export type TDealAnalysisFigures = Omit<TDealAnalysis, 'explanations'>;

export type TDealAnalysis = TRoundedDealFigures & {
  /** The inputs analysed, with the defaults filled in. */
  inputs: TDealInputs;
  ratings: TDealRatings;
  /** 0 to 100. */
  score: number;
  recommendation: string;
  recommendationKey: TDealRecommendationKey;
  schedule?: TAmortizationYear[];
  projection?: TProjection;
  explanations: TDealExplanations;
};

function roundProjection(projection: TProjection): TProjection {
  return {
    years: projection.years,
    assumptions: { ...projection.assumptions },
    rows: projection.rows.map((row) => ({
      year: row.year,
      rent: roundToCents(row.rent),
      effectiveGrossIncome: roundToCents(row.effectiveGrossIncome),
      expenses: roundToCents(row.expenses),
      netOperatingIncome: roundToCents(row.netOperatingIncome),
      debtService: roundToCents(row.debtService),
      cashFlow: roundToCents(row.cashFlow),
      propertyValue: roundToCents(row.propertyValue),
      loanBalance: roundToCents(row.loanBalance),
      equity: roundToCents(row.equity),
    })),
    saleProceeds: roundToCents(projection.saleProceeds),
    cashFlows: projection.cashFlows.map(roundToCents),
    irr: projection.irr === null ? null : roundToPercent(projection.irr),
  };
}

/**
 * Every figure of docs/product.md "Deal formulas" for one deal, rounded as the API answers, without the formula explanations (the
 * server never sends them; building their texts was a tenth of an analysis request). Throws RangeError on invalid
 * inputs.
 */
export function analyzeDealFigures(
  init: TDealInputsInit,
  options: TAnalyzeDealOptions = {},
): TDealAnalysisFigures {
  const inputs = resolveDealInputs(init);
  const appreciation = options.projection?.assumptions?.appreciation;
  const { figures, loan } = computeDealFiguresAndLoan(
    inputs,
    appreciation === undefined ? {} : { appreciation },
  );
  const rounded = roundDealFigures(figures);
  // Ratings take the figures as shown, so "8.00%" is never rated below 8.
  const ratings = computeDealRatings(rounded);
  const score = computeDealScore(rounded);
  const projection = options.projection
    ? roundProjection(
        computeProjection(
          {
            purchasePrice: inputs.purchasePrice,
            vacancy: inputs.vacancy,
            annualRent: figures.annualRent,
            annualExpenses: figures.annualExpenses,
            totalCashInvested: figures.totalCashInvested,
            loan,
          },
          options.projection,
        ),
      )
    : undefined;
  const analysis: TDealAnalysisFigures = {
    inputs,
    ...rounded,
    ratings,
    score,
    recommendation: getDealRecommendation(score),
    recommendationKey: getDealRecommendationKey(score),
  };
  if (options.includeSchedule) {
    analysis.schedule = computeYearlyAmortization(computeAmortizationSchedule(loan)).map((year) => ({
      year: year.year,
      interest: roundToCents(year.interest),
      principal: roundToCents(year.principal),
      endingBalance: roundToCents(year.endingBalance),
    }));
  }
  if (projection) analysis.projection = projection;
  return analysis;
}

/** analyzeDealFigures with the explanation of each figure (the browser's formula popovers). */
export function analyzeDeal(init: TDealInputsInit, options: TAnalyzeDealOptions = {}): TDealAnalysis {
  const analysis = analyzeDealFigures(init, options);
  const { inputs, ratings, score, projection } = analysis;
  return {
    ...analysis,
    explanations: formatDealExplanations({
      inputs,
      figures: analysis,
      ratings,
      score,
      ...(projection ? { projection } : {}),
    }),
  };
}

export type TQuickDealInputs = Pick<TDealInputs, 'purchasePrice' | 'monthlyRent' | 'operatingExpenses'> & {
  /** % (default 5). */
  vacancy?: number;
};

export type TQuickDealAnalysis = {
  capRate: Percent | null;
  /** Monthly. */
  cashFlow: number;
  roi: Percent | null;
  netOperatingIncome: number;
};

/** docs/product.md "Deal formulas" (Quick analysis): T = I = M = H = 0 and the loan defaults (20% down, 7.5%, 30 years, 3% closing). */
export function analyzeQuickDeal(quick: TQuickDealInputs): TQuickDealAnalysis {
  const inputs: TDealInputs = {
    ...DEAL_DEFAULTS,
    purchasePrice: quick.purchasePrice,
    monthlyRent: quick.monthlyRent,
    operatingExpenses: quick.operatingExpenses,
    vacancy: quick.vacancy ?? DEAL_DEFAULTS.vacancy,
  };
  const figures = roundDealFigures(computeDealFiguresAndLoan(inputs).figures);
  return {
    capRate: figures.capRate,
    cashFlow: figures.cashFlow,
    roi: figures.roi,
    netOperatingIncome: figures.netOperatingIncome,
  };
}

/** The computed fields a portfolio property carries (docs/product.md "Portfolio figures" (Per property)). */
export type TPropertyFigures = {
  capRate: Percent | null;
  /** Annual, unlike a deal's monthly cashFlow (docs/product.md "Data" (Property)). */
  cashFlow: number;
  monthlyCashFlow: number;
  roi: Percent | null;
  cashOnCashReturn: Percent | null;
};

export function analyzeProperty(init: TDealInputsInit): TPropertyFigures {
  const figures = roundDealFigures(computeDealFiguresAndLoan(resolveDealInputs(init)).figures);
  return {
    capRate: figures.capRate,
    cashFlow: figures.annualCashFlow,
    monthlyCashFlow: figures.cashFlow,
    roi: figures.roi,
    cashOnCashReturn: figures.cashOnCashReturn,
  };
}
