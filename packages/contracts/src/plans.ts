/**
 * Plans (docs/product.md "Roles and plans"). Everyone is on the Free plan and every feature is included, so the plan helper reports
 * isPro with unlimited (-1) limits. The `limited` plan keeps the product's original 3-analyses-a-month Free plan so that
 * the limit path stays real and tested; no user is put on it by default.
 */
export const PLAN_IDS = ['free', 'limited', 'pro'] as const;
export type TPlanId = (typeof PLAN_IDS)[number];
export const DEFAULT_PLAN: TPlanId = 'free';
/** -1 means unlimited, as in the product's plan helper. */
export const UNLIMITED = -1;

export type TPlan = {
  id: TPlanId;
  name: string;
  priceMonthlyCents: number;
  isPro: boolean;
  dealAnalysesPerMonth: number;
};

export const PLANS: Record<TPlanId, TPlan> = {
  free: { id: 'free', name: 'Free Plan', priceMonthlyCents: 0, isPro: true, dealAnalysesPerMonth: UNLIMITED },
  limited: { id: 'limited', name: 'Free Plan', priceMonthlyCents: 0, isPro: false, dealAnalysesPerMonth: 3 },
  pro: { id: 'pro', name: 'Pro Plan', priceMonthlyCents: 1999, isPro: true, dealAnalysesPerMonth: UNLIMITED },
};

export function isPlanId(value: string): value is TPlanId {
  return (PLAN_IDS as readonly string[]).includes(value);
}

/** The plan of a user; an unknown or missing plan id is treated as the default plan. */
export function getPlan(planId: string | null | undefined): TPlan {
  return planId && isPlanId(planId) ? PLANS[planId] : PLANS[DEFAULT_PLAN];
}

/** The label of the user card and account header: 'Pro Plan' when the plan is missing (docs/product.md "Screens"). */
export function formatPlanLabel(planId: string | null | undefined): string {
  return planId && isPlanId(planId) ? PLANS[planId].name : 'Pro Plan';
}
