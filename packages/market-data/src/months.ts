import type { MonthKey, MonthlySeries } from './types';

/** Month index since year 0, so that months subtract. */
export function monthIndex(month: MonthKey): number {
  const [year, mon] = month.split('-').map(Number);
  return (year ?? 0) * 12 + ((mon ?? 1) - 1);
}

export function monthFromIndex(index: number): MonthKey {
  const year = Math.floor(index / 12);
  const mon = (index % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(mon).padStart(2, '0')}`;
}

/**
 * A Zillow column header as a month: the month-end date in ISO form ("2000-01-31", the metro and city files) or in US
 * form ("1/31/2015", the 2023 ZIP file). Null for any other header.
 */
export function parseMonthHeader(header: string): MonthKey | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(header.trim());
  if (iso) return validMonth(Number(iso[1]), Number(iso[2]));
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(header.trim());
  if (us) return validMonth(Number(us[3]), Number(us[1]));
  return null;
}

function validMonth(year: number, month: number): MonthKey | null {
  if (month < 1 || month > 12 || year < 1900) return null;
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The value of `month` in `series`, or null when the month is outside it or empty. */
export function valueAt(series: MonthlySeries | null | undefined, month: MonthKey): number | null {
  if (!series) return null;
  const offset = monthIndex(month) - monthIndex(series.start);
  return offset >= 0 && offset < series.values.length ? (series.values[offset] ?? null) : null;
}

/** The newest month with a value, and that value; null for a series with none. */
export function latestOf(
  series: MonthlySeries | null | undefined,
): { month: MonthKey; value: number } | null {
  if (!series) return null;
  for (let i = series.values.length - 1; i >= 0; i -= 1) {
    const value = series.values[i];
    if (value !== null && value !== undefined) {
      return { month: monthFromIndex(monthIndex(series.start) + i), value };
    }
  }
  return null;
}

/** The last month the series has a slot for. */
export function seriesEnd(series: MonthlySeries): MonthKey {
  return monthFromIndex(monthIndex(series.start) + series.values.length - 1);
}
