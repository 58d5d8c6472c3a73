import { insightTypeOf, type TInsight, type TInsightCounts } from '@rentfolio/contracts';
import {
  findPropertiesByOwnerAfter,
  getPortfolioRevision,
  type PropertyRow,
  type UserRow,
} from '@rentfolio/db';
import { actualVacancyPercent, computeDealFiguresAndLoan, toCents } from '@rentfolio/finance';
import type { AppContext } from '../../context';
import { dayNumberOf } from '../../lib/clock';
import type { JsonBodyEntry } from '../../lib/json-body-cache';
import { nextTurn } from '../../lib/next-turn';
import { fromDealColumns } from '../deal-columns';
import { MarketLookup, marketPlaceOf } from '../market.service';
import { getPlanActual, propertiesWithActualYear } from '../plan-actual.service';
import { getGoalProgress } from '../portfolio.service';
import { rentRollAlerts } from '../rent-roll.service';
import { type ActualInsightInput, InsightAccumulator, type InsightProperty } from './insight-rules';

// GET /api/insights: the rules of docs/product.md "Insights" over the user's properties, goals and the market data.
// The market rows of the whole portfolio are read in a few queries (MarketLookup), not per property.
export async function getInsights(ctx: AppContext, user: UserRow): Promise<TInsight[]> {
  return (await getInsightsWithStamp(ctx, user)).insights;
}

/**
 * GET /api/insights: one page of the user's insights, as a cached answer (a page cut from one computed list, its
 * stamp, is the same until the list is computed again), and how many there are in all.
 */
export async function getInsightsPage(
  ctx: AppContext,
  user: UserRow,
  page: { offset: number; limit: number },
): Promise<{ entry: JsonBodyEntry; total: number }> {
  const { insights, stamp } = await getInsightsWithStamp(ctx, user);
  const key = `${user.id}|${stamp}|${page.offset}|${page.limit}`;
  const { insightPages } = ctx.answers;
  const entry =
    insightPages.get(key) ?? insightPages.set(key, insights.slice(page.offset, page.offset + page.limit));
  return { entry, total: insights.length };
}

let computations = 0;

/** Properties read per page, and judged per slice: each is a few milliseconds of work, then other requests get a turn. */
const PAGE = 500;
const SLICE = 200;

/**
 * The user's insights with a stamp of the computation that made them: the same stamp means the same list, so a route
 * may keep the answers it made from it. They are computed once per revision of the portfolio and UTC day
 * (services/revision-memo.ts): a read checks the revision in the database, so no server answers from a portfolio
 * that changed, and no read recomputes one that did not.
 */
export async function getInsightsWithStamp(
  ctx: AppContext,
  user: UserRow,
): Promise<{ insights: TInsight[]; stamp: number }> {
  const revision = await getPortfolioRevision(ctx.db, user.id);
  const day = dayNumberOf(ctx.now());
  return ctx.insightsMemo.getOrCompute(user.id, revision, day, async () => {
    // A counter, not the clock: two computations in one millisecond (or on a pinned test clock) differ.
    computations += 1;
    const stamp = computations;
    return { insights: await computeUserInsights(ctx, user), stamp };
  });
}

/**
 * The rules over the whole portfolio, a slice at a time (docs/api.md "Limits": no request should hold the event loop
 * for more than 50 ms): the properties are read a page at a time, the market figures of their distinct places looked
 * up once, then the insights written a slice at a time, with a turn of the event loop for other requests between.
 */
async function computeUserInsights(ctx: AppContext, user: UserRow): Promise<TInsight[]> {
  const goals = await getGoalProgress(ctx, user);
  const rows: PropertyRow[] = [];
  const places: Place[] = [];
  const distinct = new Map<string, Place>();
  let after: { createdAt: number; id: number } | null = null;
  for (;;) {
    await nextTurn();
    const page = await findPropertiesByOwnerAfter(ctx.db, user.id, after, PAGE);
    for (const row of page) {
      const place: Place = marketPlaceOf(row);
      rows.push(row);
      places.push(place);
      distinct.set(`${place.city}|${place.state}|${place.zipCode}`, place);
    }
    const last = page[page.length - 1];
    if (!last || page.length < PAGE) break;
    after = { createdAt: last.createdAt, id: last.id };
  }
  await nextTurn();
  const lookup = await MarketLookup.load(ctx.db, [...distinct.values()], { values: true, now: ctx.now() });
  const accumulator = new InsightAccumulator(ctx.now());
  for (let start = 0; start < rows.length; start += SLICE) {
    await nextTurn();
    const end = Math.min(rows.length, start + SLICE);
    const slice: InsightProperty[] = [];
    for (let index = start; index < end; index += 1) {
      slice.push(toInsightProperty(rows[index] as PropertyRow, places[index] as Place, lookup));
    }
    accumulator.add(slice);
  }
  await nextTurn();
  accumulator.addRentRoll(await rentRollAlerts(ctx.db, user.id, ctx.now()));
  await nextTurn();
  accumulator.addActuals(await actualInsightInputs(ctx, user, rows));
  return accumulator.finish(goals);
}

type Place = { city: string; state: string | null; zipCode: string | null };

/**
 * The last 12 months of each property with 12 months of ledger in them, beside its plan (GET /api/plan-actual's
 * figures, computed once per portfolio revision and day and shared with that screen).
 */
async function actualInsightInputs(
  ctx: AppContext,
  user: UserRow,
  rows: readonly PropertyRow[],
): Promise<ActualInsightInput[]> {
  if (rows.length === 0) return [];
  const comparison = await getPlanActual(ctx, user, {});
  const vacancyOf = new Map(rows.map((row) => [row.id, fromDealColumns(row).vacancy]));
  const inputs: ActualInsightInput[] = [];
  for (const property of propertiesWithActualYear(comparison)) {
    const { lines } = property;
    const plannedVacancy = vacancyOf.get(property.propertyId) ?? 0;
    inputs.push({
      propertyId: property.propertyId,
      address: property.address,
      operatingExpenses: {
        plan: lines.operatingExpenses.plan ?? 0,
        actual: lines.operatingExpenses.actual ?? 0,
      },
      vacancy: {
        plan: plannedVacancy,
        actual: actualVacancyPercent(
          toCents(lines.income.plan ?? 0),
          toCents(lines.income.actual ?? 0),
          plannedVacancy,
        ),
      },
      dscr: lines.debtService.actual ? lines.dscr.actual : null,
    });
  }
  return inputs;
}

function toInsightProperty(row: PropertyRow, place: Place, lookup: MarketLookup): InsightProperty {
  const { figures } = computeDealFiguresAndLoan(fromDealColumns(row));
  const rent = place.zipCode && row.bedrooms !== null ? lookup.rentCheck(place.zipCode, row.bedrooms) : null;
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
}

/** How many insights of each type (GET /api/insights/counts). */
export function countInsights(insights: TInsight[]): TInsightCounts {
  const counts: TInsightCounts = { opportunity: 0, performance: 0, warning: 0, total: insights.length };
  for (const insight of insights) counts[insightTypeOf(insight.type)] += 1;
  return counts;
}
