import { ScheduleEScreen } from '@/features/schedule-e';

/** /schedule-e (docs/product.md "Schedule E"). */
export function ScheduleEPage() {
  return <ScheduleEScreen />;
}
