import {
  GOAL_MESSAGES,
  GOAL_TITLES,
  type TGoalProgress,
  type TMonthOverMonth,
  type TPortfolioGoals,
  type TPortfolioMetrics,
  type TUserGoal,
  type ZPortfolioGoalsRequest,
} from '@rentfolio/contracts';
import {
  bumpPortfolioRevision,
  type Db,
  findProjectedCashFlows,
  getLatestSnapshotOnOrBefore,
  getPortfolioRevision,
  getPortfolioTotals,
  hasLedgerRows,
  type PortfolioSnapshotRow,
  type SnapshotValues,
  type UserRow,
  upsertGoals,
  upsertSnapshot,
} from '@rentfolio/db';
import {
  asCents,
  asTotalCents,
  blendActualCashFlowCents,
  computePointChange,
  computeRelativeChange,
  fromCents,
  toCents,
  toTotalCents,
} from '@rentfolio/finance';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { addDays, dayNumberOf, toDay } from '../lib/clock';
import { badRequest } from '../lib/http-error';
import { awardAfterEvent } from './achievements/achievements.service';
import {
  type CurrentMetrics,
  getPortfolioGoals,
  progressOfGoals,
  readGoals,
  toMetrics,
} from './goal-progress';
import { notifyPortfolioEvent } from './notification.service';
import { getPlanActual, propertiesWithActualYear } from './plan-actual.service';

/** How old a snapshot must be, at least, to be "last month" (docs/product.md "Portfolio figures"). */
export const MONTH_OVER_MONTH_MIN_AGE_DAYS = 28;

export function toSnapshotValues(metrics: CurrentMetrics): SnapshotValues {
  return {
    totalValueCents: toTotalCents(metrics.totalValue),
    totalCashFlowCents: toTotalCents(metrics.totalCashFlow),
    avgRoi: metrics.avgROI,
    averageCapRate: metrics.averageCapRate,
    occupancyRate: metrics.occupancyRate,
    totalProperties: metrics.totalProperties,
  };
}

export function toMonthOverMonth(current: CurrentMetrics, previous: PortfolioSnapshotRow): TMonthOverMonth {
  return {
    since: previous.day,
    totalValue: computeRelativeChange(current.totalValue, fromCents(asTotalCents(previous.totalValueCents))),
    totalCashFlow: computeRelativeChange(
      current.totalCashFlow,
      fromCents(asTotalCents(previous.totalCashFlowCents)),
    ),
    avgROI: computePointChange(current.avgROI, previous.avgRoi),
    averageCapRate: computePointChange(current.averageCapRate, previous.averageCapRate),
    occupancyRate: computePointChange(current.occupancyRate, previous.occupancyRate),
    totalProperties: current.totalProperties - previous.totalProperties,
  };
}

async function computeMetrics(
  db: Db,
  userId: number,
  today: string,
): Promise<Omit<TPortfolioMetrics, 'actual'>> {
  const current = toMetrics(await getPortfolioTotals(db, userId));
  const previous = await getLatestSnapshotOnOrBefore(
    db,
    userId,
    addDays(today, -MONTH_OVER_MONTH_MIN_AGE_DAYS),
  );
  return { ...current, monthOverMonth: previous ? toMonthOverMonth(current, previous) : null };
}

/**
 * GET /api/portfolio/metrics: from one aggregate query and the snapshot a month old, computed once per revision of the
 * portfolio and UTC day (services/revision-memo.ts): a read costs one primary-key lookup while nothing changed, and
 * never answers from a portfolio that did, on any server.
 */
export async function getPortfolioMetrics(ctx: AppContext, user: UserRow): Promise<TPortfolioMetrics> {
  const revision = await getPortfolioRevision(ctx.db, user.id);
  const now = ctx.now();
  const day = dayNumberOf(now);
  const metrics = await ctx.metricsMemo.getOrCompute(user.id, revision, day, () =>
    computeMetrics(ctx.db, user.id, toDay(now)),
  );
  return { ...metrics, actual: await actualCashFlow(ctx, user, metrics) };
}

/**
 * The monthly cash flow with actual figures where the ledger has them (docs/product.md "Portfolio figures"): each
 * property with 12 months of ledger in the trailing 12 months counts its actual cash flow ÷ 12 (Plan vs Actual's,
 * kept per revision and day) instead of its projected one.
 */
async function actualCashFlow(
  ctx: AppContext,
  user: UserRow,
  metrics: Omit<TPortfolioMetrics, 'actual'>,
): Promise<TPortfolioMetrics['actual']> {
  if (metrics.totalProperties === 0 || !(await hasLedgerRows(ctx.db, user.id)))
    return { properties: 0, monthlyCashFlow: null };
  const comparison = await getPlanActual(ctx, user, {});
  const withActuals = propertiesWithActualYear(comparison);
  if (withActuals.length === 0) return { properties: 0, monthlyCashFlow: null };
  const projected = await findProjectedCashFlows(
    ctx.db,
    user.id,
    withActuals.map((property) => property.propertyId),
  );
  const cents = blendActualCashFlowCents(
    toCents(metrics.totalCashFlow),
    withActuals.map((property) => ({
      projectedMonthlyCents: projected.get(property.propertyId) ?? 0,
      actualPeriodCents: toCents(property.lines.cashFlow.actual ?? 0),
      months: 12,
    })),
  );
  return { properties: withActuals.length, monthlyCashFlow: fromCents(asCents(cents)) };
}

/** Writes today's snapshot of the user's portfolio (one row per user per day; a later write replaces it). */
export async function writeSnapshot(db: Db, userId: number, now: number): Promise<CurrentMetrics> {
  const metrics = toMetrics(await getPortfolioTotals(db, userId));
  await upsertSnapshot(db, userId, toDay(now), toSnapshotValues(metrics), now);
  return metrics;
}

export async function savePortfolioGoals(
  ctx: AppContext,
  user: UserRow,
  goals: z.output<typeof ZPortfolioGoalsRequest>,
): Promise<TPortfolioGoals> {
  // A goal is something to reach: its date lies ahead (today's date in UTC, the server's calendar).
  if (goals.targetDate <= toDay(ctx.now()))
    throw badRequest(GOAL_MESSAGES.targetDateNotFuture, { targetDate: GOAL_MESSAGES.targetDateNotFuture });
  await upsertGoals(ctx.db, {
    userId: user.id,
    targetValueCents: toCents(goals.targetValue),
    targetCashFlowCents: toCents(goals.targetCashFlow),
    targetProperties: goals.targetProperties,
    targetDate: goals.targetDate,
    targetRoi: goals.targetROI,
    updatedAt: ctx.now(),
  });
  // The goals decide the goal insights (kept by portfolio revision), and may be reached already.
  await bumpPortfolioRevision(ctx.db, user.id);
  await awardAfterEvent(ctx, user);
  return getPortfolioGoals(ctx, user);
}

export async function getGoalProgress(ctx: AppContext, user: UserRow): Promise<TGoalProgress[]> {
  const [metrics, goals] = await Promise.all([getPortfolioMetrics(ctx, user), getPortfolioGoals(ctx, user)]);
  return progressOfGoals(metrics, goals);
}

export async function getUserGoals(ctx: AppContext, user: UserRow): Promise<TUserGoal[]> {
  return (await getGoalProgress(ctx, user)).map(({ goalType, current, target }) => ({
    goalType,
    title: GOAL_TITLES[goalType],
    current,
    target,
  }));
}

/**
 * What every change to a user's properties records, inside the change's transaction: today's snapshot, and a
 * notification for each goal the change reached.
 */
export const recordPortfolioChange = {
  async before(ctx: AppContext, trx: Db, userId: number): Promise<TGoalProgress[]> {
    const goals = await readGoals(trx, userId, ctx.now());
    return progressOfGoals(toMetrics(await getPortfolioTotals(trx, userId)), goals);
  },
  async after(ctx: AppContext, trx: Db, userId: number, before: TGoalProgress[]): Promise<void> {
    const now = ctx.now();
    const metrics = await writeSnapshot(trx, userId, now);
    const goals = await readGoals(trx, userId, now);
    const after = progressOfGoals(metrics, goals);
    for (const progress of after) {
      const earlier = before.find((entry) => entry.goalType === progress.goalType);
      if (progress.isReached && earlier && !earlier.isReached) {
        await notifyPortfolioEvent(trx, userId, now, 'goal_reached', { goalType: progress.goalType });
      }
    }
  },
};
