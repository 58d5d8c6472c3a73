import { PlanActualScreen } from '@/features/plan-actual';

/** /plan-actual (docs/product.md "Plan against actual"). */
export function PlanActualPage() {
  return <PlanActualScreen />;
}
