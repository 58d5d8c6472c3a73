/**
 * The loan summary shown live under the deal form (docs/product.md "Input rules" (Loan summary); docs/calculations.md "Loan summary"). It
 * reads the raw text of the fields, so it never throws while someone is typing.
 */
import { DEAL_DEFAULTS } from './deal-fields';
import { computeLoan } from './loan';
import { roundToCents } from './money';

export type TLoanSummaryFields = {
  purchasePrice: string;
  downPayment: string;
  interestRate: string;
  loanTerm: string;
};

export type TLoanSummary = { downPaymentAmount: number; loanAmount: number; monthlyPayment: number };

/**
 * A plain decimal such as "250000", "250,000", "$250,000.50" or "7.5". Anything else (blank, "abc", "-5", "1e3",
 * "0x10") is invalid. Thousands separators and a dollar sign are accepted because money fields display them.
 */
export function parseDecimalField(text: string): number | null {
  const cleaned = text.replace(/[\s,$]/g, '');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

function parseOr(text: string, fallback: number, isValid: (value: number) => boolean): number {
  const value = parseDecimalField(text);
  return value !== null && isValid(value) ? value : fallback;
}

/**
 * Blank or invalid fields fall back to 20% down, 7.5% and 30 years (a price has no fallback: without one every
 * amount is 0). A down payment above 100% or a term of 0 is invalid too. A payment that is not finite shows 0.
 */
export function computeLoanSummary(fields: TLoanSummaryFields): TLoanSummary {
  const loan = computeLoan({
    purchasePrice: parseOr(fields.purchasePrice, 0, () => true),
    downPayment: parseOr(fields.downPayment, DEAL_DEFAULTS.downPayment, (value) => value <= 100),
    interestRate: parseOr(fields.interestRate, DEAL_DEFAULTS.interestRate, () => true),
    loanTerm: parseOr(fields.loanTerm, DEAL_DEFAULTS.loanTerm, (value) => value > 0),
  });
  const finiteOrZero = (value: number): number => {
    const rounded = Number.isFinite(value) ? roundToCents(value) : 0;
    return Number.isFinite(rounded) ? rounded : 0;
  };
  return {
    downPaymentAmount: finiteOrZero(loan.downPaymentAmount),
    loanAmount: finiteOrZero(loan.loanAmount),
    monthlyPayment: finiteOrZero(loan.monthlyPayment),
  };
}
