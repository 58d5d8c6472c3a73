import {
  insightTypeOf,
  MAX_PROPERTIES_PER_USER,
  type TInsight,
  type TInsightCounts,
} from '@rentfolio/contracts';
import { findPropertiesByOwner, type UserRow } from '@rentfolio/db';
import { computeDealFiguresAndLoan } from '@rentfolio/finance';
import type { AppContext } from '../../context';
import { fromDealColumns } from '../deal-columns';
import { MarketLookup } from '../market.service';
import { getGoalProgress } from '../portfolio.service';
import { computeInsights, type InsightProperty } from './insight-rules';

// GET /api/insights: the rules of docs/product.md "Insights" over the user's properties, goals and the market data.
// The market rows of the whole portfolio are read in a few queries (MarketLookup), not per property.
export async function getInsights(ctx: AppContext, user: UserRow): Promise<TInsight[]> {
  return (await getInsightsWithStamp(ctx, user)).insights;
}

let computations = 0;

/**
 * The user's insights with a stamp of the computation that made them: the same stamp means the same list, so a route may keep
 * the answers it made from it.
 */
export async function getInsightsWithStamp(
  ctx: AppContext,
  user: UserRow,
): Promise<{ insights: TInsight[]; stamp: number }> {
  const cached = ctx.insightsCache.get(user.id, ctx.now());
  if (cached) return cached;
  // A counter, not the clock: two computations in one millisecond (or on a pinned test clock) differ.
  computations += 1;
  const computed = { insights: await computeUserInsights(ctx, user), stamp: computations };
  ctx.insightsCache.set(user.id, computed, ctx.now());
  return computed;
}

async function computeUserInsights(ctx: AppContext, user: UserRow): Promise<TInsight[]> {
  const [rows, goals] = await Promise.all([
    findPropertiesByOwner(ctx.db, user.id, { limit: MAX_PROPERTIES_PER_USER, offset: 0 }),
    getGoalProgress(ctx, user),
  ]);
  const places = rows.map((row) => ({
    city: row.city,
    state: row.state,
    zipCode: row.zipCode && /^\d{5}$/.test(row.zipCode) ? row.zipCode : null,
  }));
  const lookup = await MarketLookup.load(ctx.db, places, { values: true });
  const properties: InsightProperty[] = rows.map((row, index) => {
    const place = places[index] ?? { city: row.city, state: row.state, zipCode: null };
    const { figures } = computeDealFiguresAndLoan(fromDealColumns(row));
    const rent =
      place.zipCode && row.bedrooms !== null ? lookup.rentCheck(place.zipCode, row.bedrooms) : null;
    const estimate = lookup.valueEstimate(place, row.purchaseDate, row.purchasePriceCents / 100);
    const metro = lookup.metroOf(place);
    return {
      id: row.id,
      address: row.address,
      monthlyRent: row.monthlyRentCents / 100,
      monthlyCashFlow: row.monthlyCashFlowCents / 100,
      capRate: row.capRate,
      cashOnCashReturn: row.cashOnCashReturn,
      dscr: figures.dscr === null ? null : Math.round(figures.dscr * 100) / 100,
      hasLoan: figures.loanAmount > 0,
      isOccupied: row.isOccupied === 1,
      bedrooms: row.bedrooms,
      value: (row.currentValueCents ?? row.purchasePriceCents) / 100,
      marketName: metro?.name ?? `${row.city}${row.state ? `, ${row.state}` : ''}`,
      marketRent: rent?.marketRent ?? null,
      marketRentMonth: rent?.marketRentMonth ?? null,
      marketRentPlace: rent?.marketRentPlace ?? null,
      fairMarketRent: rent?.fairMarketRent ?? null,
      fairMarketRentVintage: rent?.fairMarketRentVintage ?? null,
      estimatedValue: estimate.estimatedValue,
      estimatedValueMonth: estimate.estimatedValueMonth,
    };
  });
  return computeInsights(properties, goals, ctx.now());
}

/** How many insights of each type (GET /api/insights/counts). */
export function countInsights(insights: TInsight[]): TInsightCounts {
  const counts: TInsightCounts = { opportunity: 0, performance: 0, warning: 0, total: insights.length };
  for (const insight of insights) counts[insightTypeOf(insight.type)] += 1;
  return counts;
}
