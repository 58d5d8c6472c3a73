import { describe, expect, it } from 'vitest';
import { computeEquity, computeLoanToday, countPaymentsMade } from './loan-today';

/**
 * $125,000 with 20% down: a $100,000 loan at 6% over 30 years. r = 0.005, N = 360,
 * payment = 100,000 × 0.005 / (1 − 1.005^−360) = $599.55. The balance after k payments is
 * B(k) = L(1+r)^k − P((1+r)^k − 1)/r: B(12) = 106,167.78 − 599.5505 × 12.33556 = $98,771.99,
 * B(65) = $92,376.22, B(359) = $596.57.
 */
const LOAN = { purchasePrice: 125_000, downPayment: 20, interestRate: 6, loanTerm: 30 };

describe('countPaymentsMade', () => {
  it('counts a payment once its day of the month has come', () => {
    expect(countPaymentsMade('2020-06-15', '2020-06-15')).toBe(0);
    expect(countPaymentsMade('2020-06-15', '2020-07-14')).toBe(0);
    expect(countPaymentsMade('2020-06-15', '2020-07-15')).toBe(1);
    expect(countPaymentsMade('2020-06-15', '2021-06-15')).toBe(12);
    // June 2020 to November 2025: 5 years and 5 months.
    expect(countPaymentsMade('2020-06-15', '2025-11-25')).toBe(65);
  });

  it('is 0 for a purchase date after today', () => {
    expect(countPaymentsMade('2026-01-10', '2025-11-25')).toBe(0);
  });
});

describe('computeLoanToday', () => {
  it('gives the balance after the payments made since the purchase', () => {
    const loan = computeLoanToday({ ...LOAN, purchaseDate: '2020-06-15' }, '2021-06-20');
    expect(loan.loanAmount).toBe(100_000);
    expect(loan.monthlyPayment).toBe(599.55);
    expect(loan.paymentsMade).toBe(12);
    expect(loan.balance).toBe(98_771.99);
    expect(loan.isFromStart).toBe(false);

    expect(computeLoanToday({ ...LOAN, purchaseDate: '2020-06-15' }, '2025-11-25').balance).toBe(92_376.22);
  });

  it('lists the remaining payments by calendar year', () => {
    // 12 payments made (July 2020 – June 2021); the next falls in July 2021, the last (360) in June 2050.
    const loan = computeLoanToday({ ...LOAN, purchaseDate: '2020-06-15' }, '2021-06-20');
    expect(loan.remainingYearKind).toBe('calendar');
    expect(loan.remaining[0]?.year).toBe(2021);
    expect(loan.remaining.at(-1)).toMatchObject({ year: 2050, endingBalance: 0 });
    expect(loan.remaining).toHaveLength(30);
  });

  it('shows the loan from its start without a purchase date', () => {
    const loan = computeLoanToday({ ...LOAN, purchaseDate: null }, '2025-11-25');
    expect(loan.isFromStart).toBe(true);
    expect(loan.paymentsMade).toBe(0);
    expect(loan.balance).toBe(100_000);
    expect(loan.remainingYearKind).toBe('loan');
    // Year 1: interest 5,966.59, principal 1,228.01, balance B(12).
    expect(loan.remaining[0]).toEqual({
      year: 1,
      interest: 5_966.59,
      principal: 1_228.01,
      endingBalance: 98_771.99,
    });
    expect(loan.remaining).toHaveLength(30);
  });

  it('is 0 once every payment is made, and 0 without a loan', () => {
    const paidOff = computeLoanToday({ ...LOAN, purchaseDate: '1990-01-01' }, '2025-11-25');
    expect(paidOff.paymentsMade).toBe(360);
    expect(paidOff.balance).toBe(0);
    expect(paidOff.remaining).toEqual([]);
    const cash = computeLoanToday({ ...LOAN, downPayment: 100, purchaseDate: '2020-06-15' }, '2025-11-25');
    expect(cash.loanAmount).toBe(0);
    expect(cash.balance).toBe(0);
  });

  it('one payment before the end leaves the last payment’s principal', () => {
    // Bought 2020-06-15: payment 359 falls on 2050-05-15.
    expect(computeLoanToday({ ...LOAN, purchaseDate: '2020-06-15' }, '2050-05-20').balance).toBe(596.57);
  });
});

describe('computeEquity', () => {
  it('takes the estimate, else the current value, else the price', () => {
    expect(computeEquity({ purchasePrice: 125_000, currentValue: 150_000 }, 160_000, 98_771.99)).toEqual({
      value: 160_000,
      basis: 'estimate',
      equity: 61_228.01,
    });
    expect(computeEquity({ purchasePrice: 125_000, currentValue: 150_000 }, null, 98_771.99)).toEqual({
      value: 150_000,
      basis: 'current',
      equity: 51_228.01,
    });
    expect(computeEquity({ purchasePrice: 125_000, currentValue: null }, null, 100_000)).toEqual({
      value: 125_000,
      basis: 'price',
      equity: 25_000,
    });
  });
});
