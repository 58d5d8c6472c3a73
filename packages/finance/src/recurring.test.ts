import { ipmt, ppmt } from 'financial';
import { describe, expect, it } from 'vitest';
import { nextMonth } from './months';
import { dueBookingDates, firstBookingMonth, loanPaymentParts, nextBookingDate } from './recurring';

// $125,000 with 20% down: a $100,000 loan at 6% over 30 years, bought on 15 March 2024.
const HOUSE = { purchasePrice: 125_000, downPayment: 20, interestRate: 6, loanTerm: 30 };

describe('the months a schedule books', () => {
  it('runs from the start date, on the day or the month’s last day', () => {
    expect(nextMonth('2024-12')).toBe('2025-01');
    expect(firstBookingMonth('2024-03-01', 1)).toBe('2024-03');
    expect(firstBookingMonth('2024-03-20', 1)).toBe('2024-04');
    expect(firstBookingMonth('2024-03-20', 25)).toBe('2024-03');
    // Due on the 31st: the last day of shorter months, 29 February in a leap year.
    expect(
      dueBookingDates(
        { startDate: '2024-01-31', endDate: null, dayOfMonth: 31, bookedThrough: null },
        '2024-05-01',
        12,
      ),
    ).toEqual(['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30']);
  });

  it('goes on after the months already booked, stops at the end date, and books at most `max` at once', () => {
    const schedule = {
      startDate: '2024-01-05',
      endDate: '2024-06-30',
      dayOfMonth: 5,
      bookedThrough: '2024-03',
    };
    expect(nextBookingDate(schedule)).toBe('2024-04-05');
    expect(dueBookingDates(schedule, '2025-01-01', 12)).toEqual(['2024-04-05', '2024-05-05', '2024-06-05']);
    expect(dueBookingDates(schedule, '2025-01-01', 2)).toEqual(['2024-04-05', '2024-05-05']);
    // Today is before the day: nothing yet.
    expect(dueBookingDates(schedule, '2024-04-04', 12)).toEqual([]);
    expect(nextBookingDate({ ...schedule, bookedThrough: '2024-06' })).toBeNull();
    // A booked month before the start (the start moved later) does not book anything before the start.
    expect(nextBookingDate({ ...schedule, bookedThrough: '2023-11' })).toBe('2024-01-05');
  });
});

describe('a loan payment split into interest and principal', () => {
  it('is the schedule’s row in cents: worked by hand for the first two payments', () => {
    // Payment = 100,000 × 0.005 / (1 − 1.005^−360) = 599.55; the first month's interest is 100,000 × 0.005 = 500.00.
    expect(loanPaymentParts(HOUSE, '2024-03-15', '2024-04-01')).toEqual({
      number: 1,
      interestCents: 50_000,
      principalCents: 9_955,
    });
    // Then 99,900.45 × 0.005 = 499.50 of interest, and 599.55 − 499.50 = 100.05 of principal.
    expect(loanPaymentParts(HOUSE, '2024-03-15', '2024-05-28')).toEqual({
      number: 2,
      interestCents: 49_950,
      principalCents: 10_005,
    });
  });

  it('agrees with numpy-financial’s ipmt and ppmt to the cent in years 1, 10 and 30', () => {
    for (const [date, number] of [
      ['2025-03-01', 12],
      ['2034-03-01', 120],
      ['2054-03-01', 360],
    ] as const) {
      const parts = loanPaymentParts(HOUSE, '2024-03-15', date);
      expect(parts?.number).toBe(number);
      expect(parts?.interestCents).toBe(Math.round(-ipmt(0.005, number, 360, 100_000) * 100));
      expect(
        Math.abs((parts?.principalCents ?? 0) - -ppmt(0.005, number, 360, 100_000) * 100),
      ).toBeLessThanOrEqual(1);
    }
  });

  it('is null before the first payment, after the last, and without a loan', () => {
    expect(loanPaymentParts(HOUSE, '2024-03-15', '2024-03-31')).toBeNull();
    expect(loanPaymentParts(HOUSE, '2024-03-15', '2054-04-01')).toBeNull();
    expect(loanPaymentParts({ ...HOUSE, downPayment: 100 }, '2024-03-15', '2024-06-01')).toBeNull();
  });
});
