/** The amortisation schedule (docs/calculations.md "Amortisation schedule"). Unrounded. */
import type { TLoan } from './loan';

export type TAmortizationRow = {
  month: number;
  payment: number;
  interest: number;
  principal: number;
  /** The balance after this payment. */
  balance: number;
};

export type TAmortizationYear = {
  year: number;
  interest: number;
  principal: number;
  endingBalance: number;
};

/**
 * The standard schedule: interest = balance × r, principal = payment - interest. The last payment repays whatever
 * balance is left, so the floating-point error of N steps (a few millionths of a cent) is absorbed there and the
 * balance ends at exactly 0. `months` stops early: year 1 needs 12 rows, not 360.
 */
export function computeAmortizationSchedule(
  loan: Pick<TLoan, 'loanAmount' | 'monthlyRate' | 'paymentCount' | 'monthlyPayment'>,
  months = loan.paymentCount,
): TAmortizationRow[] {
  const rows: TAmortizationRow[] = [];
  if (loan.loanAmount === 0) return rows;
  const last = Math.min(months, loan.paymentCount);
  let balance = loan.loanAmount;
  for (let month = 1; month <= last; month++) {
    const interest = balance * loan.monthlyRate;
    const isFinal = month === loan.paymentCount;
    const principal = isFinal ? balance : loan.monthlyPayment - interest;
    balance = isFinal ? 0 : balance - principal;
    rows.push({
      month,
      payment: isFinal ? interest + principal : loan.monthlyPayment,
      interest,
      principal,
      balance,
    });
  }
  return rows;
}

/** Yearly totals of a schedule: months 1-12 are year 1, and so on. */
export function computeYearlyAmortization(rows: readonly TAmortizationRow[]): TAmortizationYear[] {
  const years: TAmortizationYear[] = [];
  for (const row of rows) {
    const year = Math.ceil(row.month / 12);
    let total = years[year - 1];
    if (!total) {
      total = { year, interest: 0, principal: 0, endingBalance: 0 };
      years.push(total);
    }
    total.interest += row.interest;
    total.principal += row.principal;
    total.endingBalance = row.balance;
  }
  return years;
}

/** The balance after `month` payments: the loan amount before the first, 0 once the loan is repaid. */
export function computeBalanceAfter(
  loan: Pick<TLoan, 'loanAmount' | 'paymentCount'>,
  rows: readonly TAmortizationRow[],
  month: number,
): number {
  if (month <= 0) return loan.loanAmount;
  if (month >= loan.paymentCount) return 0;
  const row = rows[month - 1];
  if (!row) throw new RangeError(`The schedule stops before month ${month}`);
  return row.balance;
}
