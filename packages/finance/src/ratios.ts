/** Other ratios (docs/calculations.md "Other ratios"). Unrounded; null where a denominator is 0. */
import { computeShareOf } from './returns';

/** Debt service coverage; null without debt service (an all-cash deal). */
export function computeDscr(netOperatingIncome: number, annualDebtService: number): number | null {
  return annualDebtService === 0 ? null : netOperatingIncome / annualDebtService;
}

/** Gross rent multiplier; null without rent. */
export function computeGrossRentMultiplier(purchasePrice: number, annualRent: number): number | null {
  return annualRent === 0 ? null : purchasePrice / annualRent;
}

/** R >= 0.01 P, compared as 100 R >= P so that 0.01 × P carries no binary fraction. */
export function computeOnePercentRule(monthlyRent: number, purchasePrice: number): boolean {
  return monthlyRent * 100 >= purchasePrice;
}

export function computeFiftyPercentRuleMonthlyCashFlow(
  annualRent: number,
  annualDebtService: number,
): number {
  return (0.5 * annualRent - annualDebtService) / 12;
}

export function computeBreakEvenRatio(
  annualExpenses: number,
  annualDebtService: number,
  annualRent: number,
): number | null {
  return computeShareOf(annualExpenses + annualDebtService, annualRent);
}

export function computeOperatingExpenseRatio(
  annualExpenses: number,
  effectiveGrossIncome: number,
): number | null {
  return computeShareOf(annualExpenses, effectiveGrossIncome);
}

/** Gross rental yield in percent: 12 × monthly rent / value × 100 (docs/calculations.md); null without a value. */
export function computeGrossYield(monthlyRent: number, value: number): number | null {
  return value === 0 ? null : ((12 * monthlyRent) / value) * 100;
}

/** A cap rate estimated from a gross yield, both in percent: yield × (1 − expense ratio). */
export function computeCapRateEstimate(grossYieldPercent: number, expenseRatioPercent: number): number {
  return grossYieldPercent * (1 - expenseRatioPercent / 100);
}

/** A rent against a market figure (docs/calculations.md "Market ratios", rent check). */
export type TRentComparison = { direction: 'below' | 'above' | 'equal'; percent: number };

/**
 * The rent against a reference figure (HUD's Fair Market Rent, Zillow's asking rent): |rent − figure| / figure × 100
 * as a whole percent, and whether it is below or above. A difference that rounds to 0% is 'equal' rather than "0%
 * below". The figure must be more than 0.
 */
export function compareRent(rent: number, figure: number): TRentComparison {
  const percent = Math.round((Math.abs(rent - figure) / figure) * 100);
  if (percent === 0) return { direction: 'equal', percent: 0 };
  return { direction: rent < figure ? 'below' : 'above', percent };
}
