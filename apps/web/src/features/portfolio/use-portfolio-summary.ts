import { useGoalProgress, usePortfolioGoals } from '@/lib/api/goals';
import { usePortfolioMetrics } from '@/lib/api/portfolio';
import type { PortfolioFigures, PortfolioGoal } from './portfolio-value-box';

export type PortfolioSummary = {
  metrics: PortfolioFigures;
  goal: PortfolioGoal | null;
};

/**
 * The figures of the sidebar's Portfolio Value box (docs/product.md "Real figures": real figures, never hard-coded ones): the totals
 * of GET /api/portfolio/metrics, and the portfolio_value goal of GET /api/goals/progress with the target date of GET
 * /api/portfolio/goals. The same queries as the dashboard's, so the box and the dashboard always agree.
 *
 * The goal shows once the user has saved goals: until then the targets are only the suggested defaults (GOAL_DEFAULTS),
 * which the dashboard's goals card shows with a note saying so, and the small box has no room for that note.
 */
export function usePortfolioSummary(): PortfolioSummary {
  const metrics = usePortfolioMetrics();
  const goals = usePortfolioGoals();
  const progress = useGoalProgress();

  const valueGoal = progress.data?.find((entry) => entry.goalType === 'portfolio_value');
  const goal: PortfolioGoal | null =
    valueGoal && goals.data && !goals.data.isDefault
      ? { targetValue: valueGoal.target, targetDate: goals.data.targetDate, progress: valueGoal.progress }
      : null;

  if (metrics.isPending) return { metrics: 'loading', goal: null };
  if (metrics.isError || !metrics.data) return { metrics: 'unavailable', goal: null };
  const { totalValue, totalCashFlow, avgROI, totalProperties } = metrics.data;
  return { metrics: { totalValue, totalCashFlow, avgROI, totalProperties }, goal };
}
