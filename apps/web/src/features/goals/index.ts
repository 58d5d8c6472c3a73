// The feature's door: what the rest of the app imports from '@/features/goals' (ARCHITECTURE.md "Feature doors").

export {
  formatGoalProgress,
  formatGoalValue,
  GOAL_TONE_CLASSES,
  goalRemaining,
  overallGoalProgress,
} from './goal-format';
export { GoalProgressPanel } from './goal-progress-panel';
export { GoalsWithProgress } from './goals-with-progress';
