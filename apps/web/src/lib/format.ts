import { i18n } from '@/i18n';

/** Amounts of at least this size are shown compactly ($2.45M rather than $2,450,000). */
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

/** A price held in cents, such as a plan's monthly price: $0 or $19.99. */
export function formatPriceCents(cents: number, currency = 'USD'): string {
  return new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** A percentage to one decimal, as the sidebar shows ROI: 0.0%, 14.8%. */
export function formatPercent(value: number): string {
  return new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value / 100);
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
