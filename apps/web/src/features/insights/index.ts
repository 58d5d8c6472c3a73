// The feature's door: what the rest of the app imports from '@/features/insights' (ARCHITECTURE.md "Feature doors").

export { insightsPortfolioKeys, useFirstInsights, useInsightCounts, useInsightPages } from './api';
export { HowInsightsWork } from './how-insights-work';
export { INSIGHT_TYPE_STYLES, InsightItem } from './insight-item';
