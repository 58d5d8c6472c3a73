import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  daysLate,
  economicOccupancy,
  lastDayOfMonth,
  leaseInForce,
  monthsEndingWith,
  rentDueDate,
  rentRollMonth,
  rentStatus,
} from './rent-roll';

describe('rentDueDate', () => {
  it('is the due day, or the last day of a shorter month', () => {
    expect(rentDueDate('2026-03', 1)).toBe('2026-03-01');
    expect(rentDueDate('2026-04', 31)).toBe('2026-04-30');
    expect(rentDueDate('2026-02', 30)).toBe('2026-02-28');
    expect(rentDueDate('2028-02', 31)).toBe('2028-02-29'); // 2028 is a leap year
    expect(lastDayOfMonth('2100-02')).toBe(28); // divisible by 100, not by 400: not a leap year
    expect(lastDayOfMonth('2000-02')).toBe(29);
  });
});

describe('rentStatus', () => {
  const month = { dueCents: 150_000, dueDate: '2026-03-01', graceDays: 5 };

  it('is paid when the rent was received in full, even early or late', () => {
    expect(rentStatus({ ...month, receivedCents: 150_000, today: '2026-02-27' })).toBe('paid');
    expect(rentStatus({ ...month, receivedCents: 160_000, today: '2026-03-20' })).toBe('paid');
  });

  it('is due, or partly paid, until the grace period has run out, and late after it', () => {
    // Due on the 1st with 5 days of grace: the 6th is the last day of grace, the 7th is late.
    expect(rentStatus({ ...month, receivedCents: 0, today: '2026-03-06' })).toBe('due');
    expect(rentStatus({ ...month, receivedCents: 50_000, today: '2026-03-06' })).toBe('partial');
    expect(rentStatus({ ...month, receivedCents: 0, today: '2026-03-07' })).toBe('late');
    expect(rentStatus({ ...month, receivedCents: 149_999, today: '2026-03-07' })).toBe('late');
    expect(daysLate('2026-03-01', 5, '2026-03-06')).toBe(0);
    expect(daysLate('2026-03-01', 5, '2026-03-12')).toBe(11);
  });

  it('is none when no rent was due (a vacant unit)', () => {
    expect(rentStatus({ ...month, dueCents: 0, receivedCents: 0, today: '2026-03-20' })).toBe('none');
  });

  it('refuses a day that is not written YYYY-MM-DD', () => {
    expect(() => rentStatus({ ...month, receivedCents: 0, today: '03/07/2026' })).toThrow(RangeError);
  });
});

describe('economicOccupancy', () => {
  it('is rent received over rent scheduled', () => {
    // 11 months of $1,500 received out of 12 scheduled: 16,500 / 18,000 = 91.67%.
    expect(economicOccupancy(1_650_000, 1_800_000)).toBeCloseTo(0.916667, 6);
    expect(economicOccupancy(0, 0)).toBeNull();
  });
});

describe('leaseInForce', () => {
  it('holds from the start to the end, both days included; no start is vacant, no end month to month', () => {
    const lease = { leaseStart: '2026-03-15', leaseEnd: '2027-03-14' };
    expect(leaseInForce(lease, '2026-03-14')).toBe(false);
    expect(leaseInForce(lease, '2026-03-15')).toBe(true);
    expect(leaseInForce(lease, '2027-03-14')).toBe(true);
    expect(leaseInForce(lease, '2027-03-15')).toBe(false);
    expect(leaseInForce({ leaseStart: '2020-01-01', leaseEnd: null }, '2099-12-31')).toBe(true);
    expect(leaseInForce({ leaseStart: null, leaseEnd: null }, '2026-01-01')).toBe(false);
  });
});

describe('rentRollMonth', () => {
  const lease = { rentCents: 150_000, dueDay: 1, leaseStart: '2026-01-01', leaseEnd: '2026-12-31' };

  it('is due on the due day and late after the grace period, counting days from the due date', () => {
    // Due 1 November, 5 days of grace: the 6th is the last day of grace; on the 20th it is 19 days late.
    expect(rentRollMonth(lease, '2026-11', 50_000, 5, '2026-11-20')).toEqual({
      month: '2026-11',
      dueDate: '2026-11-01',
      dueCents: 150_000,
      receivedCents: 50_000,
      status: 'late',
      daysLate: 19,
    });
    expect(rentRollMonth(lease, '2026-11', 50_000, 5, '2026-11-06')).toMatchObject({
      status: 'partial',
      daysLate: 0,
    });
    expect(rentRollMonth(lease, '2026-11', 150_000, 5, '2026-11-20')).toMatchObject({ status: 'paid' });
  });

  it('asks no rent of a month whose due day falls outside the lease (no proration)', () => {
    // The lease starts on the 15th: January's due day, the 1st, comes before it.
    const midMonth = { ...lease, leaseStart: '2026-01-15' };
    expect(rentRollMonth(midMonth, '2026-01', 0, 5, '2026-03-01')).toEqual({
      month: '2026-01',
      dueDate: null,
      dueCents: 0,
      receivedCents: 0,
      status: 'none',
      daysLate: 0,
    });
    expect(rentRollMonth(lease, '2027-01', 0, 5, '2027-03-01')).toMatchObject({
      dueCents: 0,
      status: 'none',
    });
  });

  it('moves a due day past the month’s end to its last day', () => {
    const late31 = { ...lease, dueDay: 31 };
    expect(rentRollMonth(late31, '2026-02', 0, 0, '2026-03-02')).toMatchObject({
      dueDate: '2026-02-28',
      status: 'late',
      daysLate: 2,
    });
  });
});

describe('monthsEndingWith and daysBetween', () => {
  it('counts months back across a year', () => {
    expect(monthsEndingWith('2026-02', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsEndingWith('2026-12', 12)[0]).toBe('2026-01');
  });

  it('counts whole days, negative backwards, across a leap day', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-11-29', '2027-01-28')).toBe(60);
    expect(daysBetween('2026-11-29', '2026-11-28')).toBe(-1);
  });
});
