// The feature's door: what the rest of the app imports from '@/features/dashboard' (ARCHITECTURE.md "Feature doors").

export { DashboardHeader } from './dashboard-header';
export { GoalsCard } from './goals-card';
export { InsightsCard } from './insights-card';
export { MarketTrendsCard } from './market-trends-card';
export { MetricCards } from './metric-cards';
export { OnboardingOffer } from './onboarding-offer';
export { RecentProperties } from './recent-properties';
export { useDashboardRefresh } from './use-dashboard-refresh';
