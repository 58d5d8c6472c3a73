import { GoalProgressPanel } from './goal-progress-panel';
import { GoalsForm } from './goals-form';

/** The goals form and the Current Progress panel, side by side on wide screens (/portfolio-settings, /account). */
export function GoalsWithProgress() {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <GoalsForm />
      <GoalProgressPanel />
    </div>
  );
}
