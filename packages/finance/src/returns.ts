/** Cash flow and returns (docs/calculations.md "Cash flow and returns"). Unrounded; null where a denominator is 0. */
import { computeAmortizationSchedule, computeYearlyAmortization } from './amortization';
import type { TDealInputs } from './deal-fields';
import type { TLoan } from './loan';

export function computeAnnualCashFlow(netOperatingIncome: number, annualDebtService: number): number {
  return netOperatingIncome - annualDebtService;
}

export function computeMonthlyCashFlow(annualCashFlow: number): number {
  return annualCashFlow / 12;
}

export function computeTotalCashInvested(
  inputs: Pick<TDealInputs, 'purchasePrice' | 'closingCosts' | 'rehabCosts'>,
  downPaymentAmount: number,
): number {
  return downPaymentAmount + (inputs.purchasePrice * inputs.closingCosts) / 100 + inputs.rehabCosts;
}

/** `part` as a percentage of `whole`, or null when `whole` is 0 (shown as "n/a"). */
export function computeShareOf(part: number, whole: number): number | null {
  return whole === 0 ? null : (part / whole) * 100;
}

export function computeCashOnCashReturn(annualCashFlow: number, totalCashInvested: number): number | null {
  return computeShareOf(annualCashFlow, totalCashInvested);
}

/** The principal repaid in months 1 to 12 (all of it when the loan is shorter than a year). */
export function computePrincipalPaydownYear1(
  loan: Pick<TLoan, 'loanAmount' | 'monthlyRate' | 'paymentCount' | 'monthlyPayment'>,
): number {
  return computeYearlyAmortization(computeAmortizationSchedule(loan, 12))[0]?.principal ?? 0;
}

/** Cash flow plus equity build-up, without appreciation. */
export function computeRoi(
  annualCashFlow: number,
  principalPaydownYear1: number,
  totalCashInvested: number,
): number | null {
  return computeShareOf(annualCashFlow + principalPaydownYear1, totalCashInvested);
}

/** The year-1 appreciation, P × appreciation / 100. */
export function computeAppreciationYear1(purchasePrice: number, appreciationPercent: number): number {
  return (purchasePrice * appreciationPercent) / 100;
}

export function computeTotalReturnYear1(
  annualCashFlow: number,
  principalPaydownYear1: number,
  appreciationYear1: number,
  totalCashInvested: number,
): number | null {
  return computeShareOf(annualCashFlow + principalPaydownYear1 + appreciationYear1, totalCashInvested);
}
