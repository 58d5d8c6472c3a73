import { i18n } from '@/i18n';

/** Amounts of at least this size are shown compactly ($1.2M rather than $1,200,000). */
const COMPACT_FROM = 100_000;

/** A dollar amount for display: whole dollars, or compact with up to 2 decimals for large values. */
export function formatMoney(value: number, currency = 'USD'): string {
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
export function formatAxisMoney(value: number, currency = 'USD'): string {
  return new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(value);
}

/** A price held in cents, such as a plan's monthly price: $0 or $19.99. */
export function formatPriceCents(cents: number): string {
  return formatCurrency(cents / 100);
}

/** A percentage to one decimal, as the sidebar shows ROI: 0.0%, 9.3%. */
export function formatPercent(value: number): string {
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
export function formatCurrency(value: number, { isWhole = false }: { isWhole?: boolean } = {}): string {
  const hasCents = !isWhole && Math.round(value * 100) % 100 !== 0;
  return new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: hasCents ? 2 : 0,
    maximumFractionDigits: hasCents ? 2 : 0,
  }).format(value === 0 ? 0 : value);
}

/** A percentage as the API answers it, to 2 decimals at most: 7.26%, 5%, -1.5%. */
export function formatPercentValue(
  value: number,
  maximumFractionDigits = 2,
  minimumFractionDigits = 0,
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

/** A plain number such as a count, grouped by the language's rules. */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(i18n.language, { maximumFractionDigits }).format(value);
}

/** An ISO timestamp as a date: 'Jan 15, 2026'. */
export function formatDate(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return isoTimestamp;
  return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(date);
}
