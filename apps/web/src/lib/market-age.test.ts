import { fairMarketRentMonth } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import { getStaleMonths } from './market-age';

/** Noon on a day, where the test runs: the helper counts the user's calendar months. */
const on = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12).getTime();

describe('getStaleMonths', () => {
  it('counts whole calendar months from the figure’s month, whatever the day', () => {
    expect(getStaleMonths('2023-10', on(2026, 11, 27))).toBe(37);
    expect(getStaleMonths('2025-01', on(2026, 11, 1))).toBe(22);
    expect(getStaleMonths('2025-11', on(2026, 11, 30))).toBe(12);
  });

  it('says nothing up to 6 months, and from 7 on', () => {
    expect(getStaleMonths('2026-05', on(2026, 11, 30))).toBeNull(); // 6 months
    expect(getStaleMonths('2026-04', on(2026, 11, 1))).toBe(7);
    expect(getStaleMonths('2026-11', on(2026, 11, 15))).toBeNull();
    expect(getStaleMonths('2027-01', on(2026, 11, 15))).toBeNull(); // a month after today is not old
  });

  it('crosses years, and ignores a missing or unreadable month', () => {
    expect(getStaleMonths('2025-12', on(2026, 7, 1))).toBe(7);
    expect(getStaleMonths(null, on(2026, 11, 1))).toBeNull();
    expect(getStaleMonths('FY2024', on(2026, 11, 1))).toBeNull();
    expect(getStaleMonths('2025-13', on(2026, 11, 1))).toBeNull();
  });
});

describe("HUD's fiscal years", () => {
  it('date from 1 October of the year before', () => {
    expect(fairMarketRentMonth('FY2024')).toBe('2023-10');
    expect(getStaleMonths(fairMarketRentMonth('FY2024'), on(2026, 11, 27))).toBe(37);
    expect(getStaleMonths(fairMarketRentMonth('FY2027'), on(2026, 11, 27))).toBeNull(); // from October 2026
    expect(getStaleMonths(fairMarketRentMonth('FY2026'), on(2026, 4, 30))).toBeNull(); // 6 months
    expect(getStaleMonths(fairMarketRentMonth('FY2026'), on(2026, 5, 1))).toBe(7);
    expect(fairMarketRentMonth(null)).toBeNull();
    expect(fairMarketRentMonth('2024')).toBeNull();
  });
});
