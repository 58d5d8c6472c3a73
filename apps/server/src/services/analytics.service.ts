import {
  DEFAULT_EXPENSE_RATIO_PCT,
  DEFAULT_HISTORY_DAYS,
  type TAnalyticsDistributions,
  type TAnalyticsSummary,
  TOP_ROI_LIMIT,
  type TPortfolioHistoryPoint,
} from '@rentfolio/contracts';
import {
  countPropertiesByBand,
  countPropertiesCreatedSince,
  findMostCommonCities,
  findPropertyPlaces,
  findSnapshots,
  findTopPropertiesByRoi,
  type UserRow,
} from '@rentfolio/db';
import {
  CASH_FLOW_BAND_FLOORS,
  CASH_FLOW_BANDS,
  computeCapRateEstimate,
  computeGrossYield,
  isNeedingAttention,
  isStrongPerformer,
  ROI_BAND_EDGES,
  type TCashFlowBand,
} from '@rentfolio/finance';
import type { AppContext } from '../context';
import { nextTurn } from '../lib/next-turn';
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

/** How many cities the Market Trends tab draws. */
const MARKET_CITIES = 3;

// The bands above a floor, in the order countPropertiesByBand numbers them: excellent, good, moderate.
const FLOORED_BANDS = ['excellent', 'good', 'moderate'] as const;

// GET /api/analytics/distributions: the analytics charts' figures over the whole portfolio (docs/product.md
// "Analytics"). Three aggregate queries: only counts, the top properties by ROI and three cities come back from the
// database, so a portfolio of 50,000 properties costs no more memory than one of five.
export async function getAnalyticsDistributions(
  ctx: AppContext,
  user: UserRow,
): Promise<TAnalyticsDistributions> {
  const floorsCents = FLOORED_BANDS.map((band) => CASH_FLOW_BAND_FLOORS[band] * 100);
  // One query at a time with a turn of the event loop between: on SQLite each runs on the loop itself (about 20 ms
  // for the bands and for the cities of 50,000 properties), so another user's request is served in between.
  const groups = await countPropertiesByBand(ctx.db, user.id, floorsCents, ROI_BAND_EDGES);
  await nextTurn();
  const top = await findTopPropertiesByRoi(ctx.db, user.id, TOP_ROI_LIMIT);
  await nextTurn();
  const cities = await findMostCommonCities(ctx.db, user.id, MARKET_CITIES);

  // countPropertiesByBand numbers the floored bands first, then break even, then negative: CASH_FLOW_BANDS' order.
  const cashFlowCounts = CASH_FLOW_BANDS.map(() => 0);
  const roiCounts = [...ROI_BAND_EDGES, null].map(() => 0);
  let roiNotAvailable = 0;
  let total = 0;
  for (const group of groups) {
    total += group.count;
    cashFlowCounts[group.cashFlowBand] = (cashFlowCounts[group.cashFlowBand] ?? 0) + group.count;
    if (group.roiBand === null) roiNotAvailable += group.count;
    else roiCounts[group.roiBand] = (roiCounts[group.roiBand] ?? 0) + group.count;
  }
  const cashFlowBands = CASH_FLOW_BANDS.map((band, index) => ({ band, count: cashFlowCounts[index] ?? 0 }));
  const countWhere = (rule: (band: TCashFlowBand) => boolean) =>
    cashFlowBands.reduce((sum, entry) => (rule(entry.band) ? sum + entry.count : sum), 0);

  return {
    totalProperties: total,
    cashFlow: {
      bands: cashFlowBands,
      strongPerformers: countWhere(isStrongPerformer),
      needAttention: countWhere(isNeedingAttention),
    },
    roi: {
      bands: roiCounts.map((count, index) => ({
        from: index === 0 ? null : (ROI_BAND_EDGES[index - 1] ?? null),
        to: ROI_BAND_EDGES[index] ?? null,
        count,
      })),
      notAvailable: roiNotAvailable,
      top: top.map((row) => ({
        id: row.id,
        address: row.address,
        city: row.city,
        state: row.state,
        roi: row.roi ?? 0,
        capRate: row.capRate,
      })),
      moreCount: total - roiNotAvailable - top.length,
    },
    cities,
  };
}

// POST /api/notifications/send-portfolio-update: e-mail is not sent by this release, so the answer says so (and names
// the setting when it is missing); the recipient would always be the user's own address, whatever the body says.
