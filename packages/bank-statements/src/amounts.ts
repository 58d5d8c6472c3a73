import { roundTo } from '@rentfolio/finance';

const REAL_DAY = (year: number, month: number, day: number) => {
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
};

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** A real day from its parts as YYYY-MM-DD, or null (30 February, month 13, a year outside 1900 to 2100). */
export function dayOf(year: number, month: number, day: number): string | null {
  return REAL_DAY(year, month, day) ? iso(year, month, day) : null;
}

/** An amount written as a plain decimal ("-10.25", "+42", "1250,5" with a decimal comma) in cents, or null. */
export function centsOfDecimal(text: string, decimalComma = false): number | null {
  const trimmed = text.trim();
  const pattern = decimalComma ? /^[+-]?\d+(,\d+)?$/ : /^[+-]?\d+(\.\d+)?$/;
  if (!pattern.test(trimmed)) return null;
  const value = Number(decimalComma ? trimmed.replace(',', '.') : trimmed);
  if (!Number.isFinite(value) || Math.abs(value) > 1e12) return null;
  return roundTo(value * 100, 0);
}
