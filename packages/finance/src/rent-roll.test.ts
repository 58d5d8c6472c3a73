import { describe, expect, it } from 'vitest';
import { daysLate, economicOccupancy, lastDayOfMonth, rentDueDate, rentStatus } from './rent-roll';

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
