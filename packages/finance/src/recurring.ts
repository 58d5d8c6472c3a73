/**
 * Recurring transactions (docs/calculations.md "Recurring transactions"): a schedule books once a month on its day, from
 * its start date to its end date; a loan payment is split into interest and principal by the property's own
 * amortisation schedule. Days are 'YYYY-MM-DD', months 'YYYY-MM'.
 */
import { computeAmortizationSchedule } from './amortization';
import type { TDealInputs } from './deal-fields';
import { computeLoan } from './loan';
import { toCents } from './money';
import { monthIndex, nextMonth } from './months';
import { rentDueDate } from './rent-roll';

/** A schedule's day in `month`: `dayOfMonth`, or the month's last day when the month is shorter. */
export const bookingDate = rentDueDate;

/**
 * The first month a schedule books: the start date's month when its day has not passed by the start date, else the
 * month after (a schedule on the 1st that starts on 20 March books first on 1 April).
 */
export function firstBookingMonth(startDate: string, dayOfMonth: number): string {
  const month = startDate.slice(0, 7);
  return bookingDate(month, dayOfMonth) >= startDate ? month : nextMonth(month);
}

/**
 * The next day a schedule books after the months already booked (`bookedThrough`, the last month booked, or null), or
 * null when its end date has passed that day.
 */
export function nextBookingDate({
  startDate,
  endDate,
  dayOfMonth,
  bookedThrough,
}: {
  startDate: string;
  endDate: string | null;
  dayOfMonth: number;
  bookedThrough: string | null;
}): string | null {
  const first = firstBookingMonth(startDate, dayOfMonth);
  const month = bookedThrough !== null && bookedThrough >= first ? nextMonth(bookedThrough) : first;
  const date = bookingDate(month, dayOfMonth);
  return endDate !== null && date > endDate ? null : date;
}

/**
 * The days a schedule books by `today`, oldest first, from its next booking on; at most `max` of them (the rest come
 * on the next run).
 */
export function dueBookingDates(
  schedule: { startDate: string; endDate: string | null; dayOfMonth: number; bookedThrough: string | null },
  today: string,
  max: number,
): string[] {
  const dates: string[] = [];
  let bookedThrough = schedule.bookedThrough;
  while (dates.length < max) {
    const date = nextBookingDate({ ...schedule, bookedThrough });
    if (date === null || date > today) break;
    dates.push(date);
    bookedThrough = date.slice(0, 7);
  }
  return dates;
}

export type TLoanPaymentParts = {
  /** The payment's number in the loan's schedule: 1 in the month after the purchase. */
  number: number;
  interestCents: number;
  principalCents: number;
};

/**
 * The loan payment that falls in `date`'s month, split into interest and principal: payment k falls k months after
 * the purchase month. The parts are the schedule's row rounded to cents, the principal taking what the rounding of
 * the interest leaves, so that they add up to the payment in cents. Null before the first payment, after the last,
 * or without a loan.
 */
export function loanPaymentParts(
  property: Pick<TDealInputs, 'purchasePrice' | 'downPayment' | 'interestRate' | 'loanTerm'>,
  purchaseDate: string,
  date: string,
): TLoanPaymentParts | null {
  const loan = computeLoan(property);
  const number = monthIndex(date) - monthIndex(purchaseDate);
  if (loan.paymentCount === 0 || number < 1 || number > loan.paymentCount) return null;
  const row = computeAmortizationSchedule(loan, number).at(-1);
  if (!row) return null;
  const paymentCents = toCents(row.payment);
  const interestCents = toCents(row.interest);
  return { number, interestCents, principalCents: paymentCents - interestCents };
}
