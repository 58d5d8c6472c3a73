import type { TCurrency, TDateFormat } from '@rentfolio/contracts';
import { i18n } from '@/i18n';

/**
 * The one place where amounts and dates become text (docs/product.md "Settings"): numbers follow the interface
 * language's conventions, amounts carry the user's currency symbol (there is no conversion: a figure entered as
 * 250,000 is shown as €250,000 with EUR chosen), and full dates follow the user's date format. The settings store
 * sets the preferences; nothing here reads the settings itself, so `lib` depends on no feature.
 */
export type TFormatPreferences = { currency: TCurrency; dateFormat: TDateFormat };
let preferences: TFormatPreferences = { currency: 'USD', dateFormat: 'MM/DD/YYYY' };

export function setFormatPreferences(next: TFormatPreferences): void {
  preferences = { currency: next.currency, dateFormat: next.dateFormat };
}

export function getFormatPreferences(): TFormatPreferences {
  return preferences;
}

/** Amounts of at least this size are shown compactly ($1.2M rather than $1,200,000). */
const COMPACT_FROM = 100_000;

/** A dollar amount for display: whole dollars, or compact with up to 2 decimals for large values. */
export function formatMoney(value: number, currency: string = preferences.currency): string {
  const isCompact = Math.abs(value) >= COMPACT_FROM;
  return new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency,
    notation: isCompact ? 'compact' : 'standard',
    maximumFractionDigits: isCompact ? 2 : 0,
    minimumFractionDigits: 0,
  }).format(value);
}

/** A chart axis amount: always compact, so one axis never mixes "$250K" and "$50,000". */
export function formatAxisMoney(value: number, currency: string = preferences.currency): string {
  return new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * Market figures (Zillow's and HUD's) are US dollars whatever the display currency (docs/product.md "Market data"):
 * nothing is converted, so writing them with the user's symbol would pass dollars off as euros. Only the user's own
 * amounts follow the setting.
 */
export const MARKET_CURRENCY = 'USD';

/** A market amount, always in US dollars: whole dollars ($2,119) unless `isWhole` is false ($2,118.81). */
export function formatMarketMoney(value: number, { isWhole = true }: { isWhole?: boolean } = {}): string {
  return formatCurrency(value, { isWhole, currency: MARKET_CURRENCY });
}

/** A market chart's axis amount in US dollars: compact from $10,000 ($442.5K), whole dollars below ($1,650). */
export function formatMarketAxisMoney(value: number): string {
  return Math.abs(value) >= 10_000 ? formatAxisMoney(value, MARKET_CURRENCY) : formatMarketMoney(value);
}

/** A price held in cents, such as a plan's monthly price: $0 or $19.99. Prices are charged in dollars, so they stay in dollars. */
export function formatPriceCents(cents: number): string {
  return formatCurrency(cents / 100, { currency: 'USD' });
}

/**
 * How many decimals every rate shows on every screen (docs/product.md "Number formats"): ROI, cap rate, cash-on-cash,
 * IRR, yields, growth, interest, vacancy and occupancy. Always this many, trailing zeros included, so that 7.10% sits
 * beside 2.95% and never 7.1% (the API answers rates rounded to 2 decimals).
 */
export const RATE_DECIMALS = 2;

/** A rate, to RATE_DECIMALS exactly: 7.10%, 2.95%, 0.00%. */
export function formatPercent(value: number): string {
  return formatPercentValue(value, RATE_DECIMALS, RATE_DECIMALS);
}

/** Progress towards a goal, to one decimal (docs/product.md "Goals"): 74.0%, 110.7%. */
export function formatProgress(value: number): string {
  return formatPercentValue(value, 1, 1);
}

/** A calendar month such as '2026-07' as 'July 2026'. */
export function formatMonth(period: string): string {
  const [year, month] = period.split('-').map(Number);
  if (!year || !month) return period;
  return new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** A date such as '2025-12-31' as 'Dec 2025'. */
export function formatShortMonth(isoDate: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(i18n.language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

/**
 * An exact dollar amount, never compact: cents only when the amount has them ($250,000 and $1,264.14), or whole
 * dollars throughout when `isWhole` (columns of a table line up better).
 */
export function formatCurrency(
  value: number,
  { isWhole = false, currency = preferences.currency }: { isWhole?: boolean; currency?: string } = {},
): string {
  const hasCents = !isWhole && Math.round(value * 100) % 100 !== 0;
  return new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency,
    minimumFractionDigits: hasCents ? 2 : 0,
    maximumFractionDigits: hasCents ? 2 : 0,
  }).format(value === 0 ? 0 : value);
}

/**
 * A percentage with `maximumFractionDigits` decimals, as many as that unless `minimumFractionDigits` says fewer: a rate
 * by default (RATE_DECIMALS: 7.10%, -1.50%), a whole percent with 0 (a share or a bar's progress: 15%).
 */
export function formatPercentValue(
  value: number,
  maximumFractionDigits = RATE_DECIMALS,
  minimumFractionDigits = maximumFractionDigits,
): string {
  return new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    minimumFractionDigits,
    maximumFractionDigits,
  }).format(value / 100);
}

/** A ratio (DSCR, price-to-rent): always 2 decimals, so 0.9 reads "0.90" beside "1.17" (one format per kind). */
export function formatRatio(value: number): string {
  return new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );
}

/** A number with exactly `digits` decimals, in the language's notation: 1.5 in English, 1,5 in German. */
export function formatDecimal(value: number, digits: number): string {
  return new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** A plain number such as a count, grouped by the language's rules. */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(i18n.language, { maximumFractionDigits }).format(value);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Day, month and year written in a date format (the user's by default): 12/31/2025, 31/12/2025 or 2025-12-31. */
export function writeDate(
  year: number,
  month: number,
  day: number,
  format: TDateFormat = preferences.dateFormat,
): string {
  const [yyyy, mm, dd] = [pad(year, 4), pad(month), pad(day)];
  switch (format) {
    case 'DD/MM/YYYY':
      return `${dd}/${mm}/${yyyy}`;
    case 'YYYY-MM-DD':
      return `${yyyy}-${mm}-${dd}`;
    default:
      return `${mm}/${dd}/${yyyy}`;
  }
}

/** A calendar date such as '2025-12-31' in the user's date format, the same day in every time zone. */
export function formatCalendarDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  return writeDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** An ISO timestamp as the day it fell on where the user is, in the user's date format. */
export function formatDate(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return isoTimestamp;
  return writeDate(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/** An ISO timestamp as date and time: the date in the user's format, the time in the language's ('3:05 PM', '15:05'). */
export function formatDateTime(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return isoTimestamp;
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(date);
  return `${formatDate(isoTimestamp)} ${time}`;
}
