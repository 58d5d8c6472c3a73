import {
  GOAL_MESSAGES,
  type TPortfolioGoals,
  type TPortfolioGoalsRequest,
  ZPortfolioGoalsRequest,
} from '@rentfolio/contracts';
import { localIsoDate } from '@/lib/dates';

/** The goal form's fields (docs/product.md "Data" (Portfolio goals)); each is the API's field name and the input's id. */
export const GOAL_FIELD_NAMES = [
  'targetValue',
  'targetCashFlow',
  'targetROI',
  'targetProperties',
  'targetDate',
] as const;
export type GoalFieldName = (typeof GOAL_FIELD_NAMES)[number];

/** The form holds text, as typed: money without separators ("3300000"), the date as YYYY-MM-DD. */
export type GoalFormValues = Record<GoalFieldName, string>;
export type GoalFieldErrors = Partial<Record<GoalFieldName, string>>;

export function isGoalFieldName(name: string): name is GoalFieldName {
  return (GOAL_FIELD_NAMES as readonly string[]).includes(name);
}

/** The saved targets (or the docs/product.md "Limits" defaults the API answers before the first save) as form text. */
export function toGoalFormValues(goals: TPortfolioGoals): GoalFormValues {
  return {
    targetValue: String(goals.targetValue),
    targetCashFlow: String(goals.targetCashFlow),
    targetROI: String(goals.targetROI),
    targetProperties: String(goals.targetProperties),
    targetDate: goals.targetDate,
  };
}

export type GoalValidation =
  | { success: true; data: TPortfolioGoalsRequest }
  | { success: false; fieldErrors: GoalFieldErrors };

/**
 * Checks the form with the API's own schema (@rentfolio/contracts): an empty, negative or malformed value gets the
 * server's own message without a round trip; the server checks again.
 */
export function validateGoalForm(values: GoalFormValues, today: string = localIsoDate()): GoalValidation {
  const parsed = ZPortfolioGoalsRequest.safeParse(values);
  // A goal's date lies ahead (the server checks it on its own calendar too).
  const isDateBehind = parsed.success && parsed.data.targetDate <= today;
  if (parsed.success && !isDateBehind) return { success: true, data: parsed.data };
  if (parsed.success)
    return { success: false, fieldErrors: { targetDate: GOAL_MESSAGES.targetDateNotFuture } };
  const fieldErrors: GoalFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && isGoalFieldName(field)) fieldErrors[field] ??= issue.message;
  }
  return { success: false, fieldErrors };
}

/** The field messages of a 400 answer (`details`, keyed by field name), keeping the form's own fields. */
export function pickGoalFieldErrors(details: Record<string, string> | undefined): GoalFieldErrors {
  const fieldErrors: GoalFieldErrors = {};
  for (const [field, message] of Object.entries(details ?? {})) {
    if (isGoalFieldName(field)) fieldErrors[field] = message;
  }
  return fieldErrors;
}

/** A well-formed target date before today (the product's default, 2025-12-31, may already be behind us). */
export function isPastDate(isoDate: string, today: string = localIsoDate()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDate) && isoDate < today;
}
