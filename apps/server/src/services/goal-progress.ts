import {
  defaultGoals,
  GOAL_TYPES,
  type TGoalProgress,
  type TGoalType,
  type TPortfolioGoals,
  type TPortfolioMetrics,
} from '@rentfolio/contracts';
import { type Db, getGoals, type PortfolioGoalsRow, type PortfolioTotals, type UserRow } from '@rentfolio/db';
import { asCents, computeGoalProgress, computePortfolioMetrics, fromCents } from '@rentfolio/finance';
import type { AppContext } from '../context';

// The portfolio's figures and its goals, read and compared: used by the portfolio service and by the achievements
// engine, which the portfolio service calls after a change (so neither imports the other through this).

export type CurrentMetrics = Omit<TPortfolioMetrics, 'monthOverMonth' | 'actual'>;

/** The metrics of docs/product.md "Portfolio figures" from the SQL totals (computed by @rentfolio/finance). */
export function toMetrics(totals: PortfolioTotals): CurrentMetrics {
  return computePortfolioMetrics(totals);
}

function toGoals(row: PortfolioGoalsRow | undefined, now: number): TPortfolioGoals {
  if (!row) return { ...defaultGoals(now), isDefault: true };
  return {
    targetValue: fromCents(asCents(row.targetValueCents)),
    targetCashFlow: fromCents(asCents(row.targetCashFlowCents)),
    targetProperties: row.targetProperties,
    targetDate: row.targetDate,
    targetROI: row.targetRoi,
    isDefault: false,
  };
}

/** The user's goals as they stand on `now` (the defaults until set), read with `db` (a transaction, say). */
export async function readGoals(db: Db, userId: number, now: number): Promise<TPortfolioGoals> {
  return toGoals(await getGoals(db, userId), now);
}

export async function getPortfolioGoals(ctx: AppContext, user: UserRow): Promise<TPortfolioGoals> {
  return readGoals(ctx.db, user.id, ctx.now());
}

/** Progress towards one goal (docs/product.md "Portfolio figures", computed by @rentfolio/finance). */
function goalProgress(goalType: TGoalType, current: number, target: number): TGoalProgress {
  return { goalType, current, target, ...computeGoalProgress(current, target) };
}

function currentOf(goalType: TGoalType, metrics: CurrentMetrics): number {
  switch (goalType) {
    case 'portfolio_value':
      return metrics.totalValue;
    case 'cash_flow':
      return metrics.totalCashFlow;
    case 'properties':
      return metrics.totalProperties;
    case 'roi':
      return metrics.avgROI;
  }
}

function targetOf(goalType: TGoalType, goals: TPortfolioGoals): number {
  switch (goalType) {
    case 'portfolio_value':
      return goals.targetValue;
    case 'cash_flow':
      return goals.targetCashFlow;
    case 'properties':
      return goals.targetProperties;
    case 'roi':
      return goals.targetROI;
  }
}

export function progressOfGoals(metrics: CurrentMetrics, goals: TPortfolioGoals): TGoalProgress[] {
  return GOAL_TYPES.map((goalType) =>
    goalProgress(goalType, currentOf(goalType, metrics), targetOf(goalType, goals)),
  );
}
