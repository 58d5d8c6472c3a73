/** The loan (docs/calculations.md "Loan"). Unrounded. */
import type { TDealInputs } from './deal-fields';

export function computeDownPaymentAmount(purchasePrice: number, downPaymentPercent: number): number {
  return (purchasePrice * downPaymentPercent) / 100;
}

export function computeLoanAmount(purchasePrice: number, downPaymentAmount: number): number {
  return purchasePrice - downPaymentAmount;
}

/** The monthly rate r = i / 100 / 12, as a fraction. */
export function computeMonthlyRate(interestRatePercent: number): number {
  return interestRatePercent / 100 / 12;
}

/** N = 12n. Rounded to a whole month: 12 × 2.5 is exact, but 12 × (1/3 of a year) may carry a binary fraction. */
export function computePaymentCount(loanTermYears: number): number {
  return Math.round(12 * loanTermYears);
}

/**
 * The level payment that repays `loanAmount` over `paymentCount` months at `monthlyRate`. L·r(1+r)^N / ((1+r)^N - 1)
 * is computed as L·r / (1 - (1+r)^-N), with expm1/log1p: the same value, but it stays finite when (1+r)^N overflows
 * and keeps its precision when r is tiny.
 */
export function computeMonthlyPayment(loanAmount: number, monthlyRate: number, paymentCount: number): number {
  if (loanAmount === 0) return 0;
  if (monthlyRate === 0) return loanAmount / paymentCount;
  const discount = -Math.expm1(-paymentCount * Math.log1p(monthlyRate));
  return (loanAmount * monthlyRate) / discount;
}

export function computeAnnualDebtService(monthlyPayment: number): number {
  return 12 * monthlyPayment;
}

export type TLoan = {
  downPaymentAmount: number;
  loanAmount: number;
  /** r, a fraction per month */
  monthlyRate: number;
  /** N, months */
  paymentCount: number;
  monthlyPayment: number;
  annualDebtService: number;
};

export function computeLoan(
  inputs: Pick<TDealInputs, 'purchasePrice' | 'downPayment' | 'interestRate' | 'loanTerm'>,
): TLoan {
  const downPaymentAmount = computeDownPaymentAmount(inputs.purchasePrice, inputs.downPayment);
  const loanAmount = computeLoanAmount(inputs.purchasePrice, downPaymentAmount);
  const monthlyRate = computeMonthlyRate(inputs.interestRate);
  const paymentCount = loanAmount === 0 ? 0 : computePaymentCount(inputs.loanTerm);
  const monthlyPayment = computeMonthlyPayment(loanAmount, monthlyRate, paymentCount);
  return {
    downPaymentAmount,
    loanAmount,
    monthlyRate,
    paymentCount,
    monthlyPayment,
    annualDebtService: computeAnnualDebtService(monthlyPayment),
  };
}
