import { computeMonthsBetween, MARKET_FRESHNESS } from '@rentfolio/contracts';
import { localMonth } from './dates';

/**
 * How old a market figure of `month` ('YYYY-MM') is, in whole calendar months up to this month, when it is older than
 * 6 months and so carries the "data from N months ago" note (docs/product.md "Market data"); null when it is fresh
 * enough or has no month.
 */
export function getStaleMonths(month: string | null | undefined, now: number = Date.now()): number | null {
  if (!month) return null;
  const months = computeMonthsBetween(month, localMonth(new Date(now)));
  return months !== null && months > MARKET_FRESHNESS.noteAfterMonths ? months : null;
}
