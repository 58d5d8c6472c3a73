import { computeAmortizationSchedule, computeBalanceAfter, type TAmortizationYear } from './amortization';
import type { TDealInputs } from './deal-fields';
import { computeLoan } from './loan';
import { roundToCents } from './money';

// A property's loan on a given day: the payments made since its purchase, the balance after them, the rest of the
// schedule, and the equity (docs/calculations.md "Loan today and equity").

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/**
 * The monthly payments made between the purchase and `today` (both 'YYYY-MM-DD'): the first falls due one month after
 * the purchase, so a payment counts once its day of the month has come. Never below 0.
 */
export function countPaymentsMade(purchaseDate: string, today: string): number {
  const start = parseIsoDate(purchaseDate);
  const end = parseIsoDate(today);
  if (!start || !end) return 0;
  const months = (end.year - start.year) * 12 + (end.month - start.month) - (end.day < start.day ? 1 : 0);
  return Math.max(0, months);
}

export type LoanToday = {
  loanAmount: number;
  monthlyPayment: number;
  /** N, months of the whole loan (0 without a loan). */
  paymentCount: number;
  /** Payments made by today; 0 without a purchase date. */
  paymentsMade: number;
  /** The balance after the payments made, in dollars and cents. */
  balance: number;
  /** No purchase date: the balance is the loan's at its start. */
  isFromStart: boolean;
  /** The payments left, by calendar year when the purchase date is known, else by year of the loan (1, 2, …). */
  remaining: TAmortizationYear[];
  remainingYearKind: 'calendar' | 'loan';
};

type LoanFields = Pick<TDealInputs, 'purchasePrice' | 'downPayment' | 'interestRate' | 'loanTerm'> & {
  /** 'YYYY-MM-DD', or null when not known */
  purchaseDate: string | null;
};

/**
 * The property's loan today, by the finance engine's schedule (docs/calculations.md "Amortisation schedule"): the
 * balance after the payments made since the purchase date, and the rest of the schedule. Without a purchase date the
 * loan is shown from its start.
 */
export function computeLoanToday(property: LoanFields, today: string): LoanToday {
  const loan = computeLoan(property);
  const rows = computeAmortizationSchedule(loan);
  const isFromStart = property.purchaseDate === null;
  const paymentsMade = isFromStart
    ? 0
    : Math.min(countPaymentsMade(property.purchaseDate ?? '', today), loan.paymentCount);
  const balance = roundToCents(computeBalanceAfter(loan, rows, paymentsMade));

  // The month index (year × 12 + month − 1) of the purchase: payment k falls in month index start + k.
  const start = isFromStart ? null : parseIsoDate(property.purchaseDate ?? '');
  const startIndex = start ? start.year * 12 + start.month - 1 : null;
  const remaining: TAmortizationYear[] = [];
  for (const row of rows.slice(paymentsMade)) {
    const year = startIndex === null ? Math.ceil(row.month / 12) : Math.floor((startIndex + row.month) / 12);
    let total = remaining.at(-1);
    if (!total || total.year !== year) {
      total = { year, interest: 0, principal: 0, endingBalance: 0 };
      remaining.push(total);
    }
    total.interest += row.interest;
    total.principal += row.principal;
    total.endingBalance = row.balance;
  }

  return {
    loanAmount: roundToCents(loan.loanAmount),
    monthlyPayment: roundToCents(loan.monthlyPayment),
    paymentCount: loan.paymentCount,
    paymentsMade,
    balance,
    isFromStart,
    remaining: remaining.map((year) => ({
      year: year.year,
      interest: roundToCents(year.interest),
      principal: roundToCents(year.principal),
      endingBalance: roundToCents(year.endingBalance),
    })),
    remainingYearKind: startIndex === null ? 'loan' : 'calendar',
  };
}

export type EquityBasis = 'estimate' | 'current' | 'price';

/** Equity = (the estimated value if there is one, else the current value, else the price) − the balance today. */
export function computeEquity(
  property: { purchasePrice: number; currentValue: number | null },
  estimatedValue: number | null,
  balance: number,
): { value: number; basis: EquityBasis; equity: number } {
  const [value, basis]: [number, EquityBasis] =
    estimatedValue !== null
      ? [estimatedValue, 'estimate']
      : property.currentValue !== null
        ? [property.currentValue, 'current']
        : [property.purchasePrice, 'price'];
  return { value, basis, equity: roundToCents(value - balance) };
}
