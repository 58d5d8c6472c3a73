import type { TGoalProgress, TGoalType } from '@rentfolio/contracts';
import { computeOverallGoalProgress, type TGoalTone } from '@rentfolio/finance';
import { formatMoney, formatPercent, formatProgress } from '@/lib/format';

/** Text and bar colour classes for each tone (finance's goalTone: green from 100%, amber from 75%, else red), the shades of the deal ratings (AA contrast on both themes). */
export const GOAL_TONE_CLASSES: Record<TGoalTone, { text: string; bar: string }> = {
  reached: { text: 'text-emerald-800 dark:text-emerald-300', bar: 'bg-emerald-600' },
  near: { text: 'text-amber-900 dark:text-amber-300', bar: 'bg-amber-500' },
  behind: { text: 'text-red-800 dark:text-red-300', bar: 'bg-red-600' },
};

/** A bar's width in percent: capped at 100 (docs/product.md "Portfolio figures"), and never below 0. */
export function goalBarWidth(progress: number): number {
  return Math.min(100, Math.max(0, progress));
}

/** docs/product.md "Portfolio figures": the mean of the goals' progress, each capped at 100 (computed by @rentfolio/finance). */
export function overallGoalProgress(goals: readonly Pick<TGoalProgress, 'progress'>[]): number {
  return computeOverallGoalProgress(goals.map((goal) => goal.progress));
}

/** Progress as shown: 1 decimal (docs/product.md "Limits"), such as "74.0%". */
export function formatGoalProgress(progress: number): string {
  return formatProgress(progress);
}

/**
 * docs/product.md "Limits": $ for portfolio_value and cash_flow, % for roi, the count and the word 'Properties' for
 * properties, written by `formatCount` (a plural text of the interface language: "1 immobile", "15 immobili").
 */
export function formatGoalValue(
  goalType: TGoalType,
  value: number,
  formatCount: (count: number) => string,
): string {
  switch (goalType) {
    case 'portfolio_value':
    case 'cash_flow':
      return formatMoney(value);
    case 'roi':
      return formatPercent(value);
    case 'properties':
      return formatCount(value);
  }
}

/** What is left to reach the target (0 once reached). */
export function goalRemaining(goal: Pick<TGoalProgress, 'current' | 'target'>): number {
  return Math.max(0, goal.target - goal.current);
}
