// The feature's door: what the rest of the app imports from '@/features/achievements' (ARCHITECTURE.md "Feature doors").

export { AchievementList } from './achievement-list';
export { getAchievementText } from './achievement-text';
export { achievementsPortfolioKeys, useAchievementProgress, useAchievements } from './api';
export { CheckAchievementsButton } from './check-button';
export { GoalsTab } from './goals-tab';
export { LevelTab } from './level-tab';
export { useReportTimeZone } from './report-time-zone';
export { StreaksTab } from './streaks-tab';
export { SummaryCards } from './summary-cards';
