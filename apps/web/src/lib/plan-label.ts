import { isPlanId } from '@rentfolio/contracts';
import type { TFunction } from 'i18next';

/** The plan's name in the interface language: 'Pro Plan' when the plan is missing, as contracts' English label. */
export function translatePlanLabel(t: TFunction, planId: string | null | undefined): string {
  return t(`plans.labels.${planId && isPlanId(planId) ? planId : 'pro'}`);
}
