import {
  DEFAULT_EXPENSE_RATIO_PCT,
  DEFAULT_HISTORY_DAYS,
  type TAnalyticsSummary,
  type TPortfolioHistoryPoint,
} from '@rentfolio/contracts';
import { countPropertiesCreatedSince, findPropertyPlaces, findSnapshots, type UserRow } from '@rentfolio/db';
import { computeCapRateEstimate, computeGrossYield } from '@rentfolio/finance';
import type { AppContext } from '../context';
import { MarketLookup } from './market.service';
import { getPortfolioMetrics } from './portfolio.service';

const DAY_MS = 86_400_000;
const round2 = (value: number) => Math.round(value * 100) / 100;

// GET /api/portfolio/history: the daily snapshots of the last `days` days, oldest first.
export async function getPortfolioHistory(
  ctx: AppContext,
  user: UserRow,
  days = DEFAULT_HISTORY_DAYS,
): Promise<TPortfolioHistoryPoint[]> {
  const from = new Date(ctx.now() - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return (await findSnapshots(ctx.db, user.id, from)).map((row) => ({
    day: row.day,
    totalValue: row.totalValueCents / 100,
    monthlyCashFlow: row.totalCashFlowCents / 100,
    avgROI: row.avgRoi,
    averageCapRate: row.averageCapRate,
    occupancyRate: row.occupancyRate,
    totalProperties: row.totalProperties,
  }));
}

/** The first day of the calendar quarter of `now` (UTC). */
export function quarterStartOf(now: number): string {
  const date = new Date(now);
  const month = Math.floor(date.getUTCMonth() / 3) * 3;
  return `${date.getUTCFullYear()}-${String(month + 1).padStart(2, '0')}-01`;
}

// GET /api/analytics/summary: the captions of Advanced Analytics' cards, from real figures (docs/product.md
// "Analytics"). The market cap rate is an estimate: each metro's gross yield (12 × ZORI / ZHVI) less 40% for
// expenses, weighted by the user's properties in it.
export async function getAnalyticsSummary(ctx: AppContext, user: UserRow): Promise<TAnalyticsSummary> {
  const quarterStart = quarterStartOf(ctx.now());
  const [metrics, added, places] = await Promise.all([
    getPortfolioMetrics(ctx, user),
    countPropertiesCreatedSince(ctx.db, user.id, Date.parse(`${quarterStart}T00:00:00Z`)),
    findPropertyPlaces(ctx.db, user.id),
  ]);
  const lookup = await MarketLookup.load(ctx.db, places);
  let weighted = 0;
  let count = 0;
  const metros = new Set<string>();
  for (const place of places) {
    const metro = lookup.metroOf(place);
    if (!metro?.latestRentCents || !metro.latestValueCents) continue;
    const grossYield = computeGrossYield(metro.latestRentCents, metro.latestValueCents) ?? 0;
    weighted += place.n * computeCapRateEstimate(grossYield, DEFAULT_EXPENSE_RATIO_PCT);
    count += place.n;
    metros.add(metro.name);
  }
  const estimate = count > 0 ? round2(weighted / count) : null;
  return {
    propertiesAddedThisQuarter: added,
    quarterStart,
    averageCapRate: metrics.averageCapRate,
    marketCapRateEstimate: estimate,
    marketCapRateMetros: [...metros].sort(),
    isAboveMarket:
      estimate === null || metrics.totalProperties === 0 ? null : metrics.averageCapRate > estimate,
  };
}

// POST /api/notifications/send-portfolio-update: e-mail is not sent by this release, so the answer says so (and names
// the setting when it is missing); the recipient would always be the user's own address, whatever the body says.
