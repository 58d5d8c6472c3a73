import type { PortfolioGoal, PortfolioMetrics } from './portfolio-value-box';

export type PortfolioSummary = {
  metrics: PortfolioMetrics;
  goal: PortfolioGoal | null;
};

const EMPTY_PORTFOLIO: PortfolioSummary = {
  metrics: { totalValue: 0, totalCashFlow: 0, avgROI: 0, totalProperties: 0 },
  goal: null,
};

/**
 * The figures of the sidebar's Portfolio Value box (decisions.md §1: real figures, never hard-coded ones).
 * Properties and goals cannot be stored yet, so the true state of every portfolio is empty, with no goal. The
 * portfolio issue binds this hook to GET /api/portfolio/metrics and GET /api/portfolio/goals; the box keeps its props.
 */
export function usePortfolioSummary(): PortfolioSummary {
  return EMPTY_PORTFOLIO;
}
