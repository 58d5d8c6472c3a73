// The feature's door: what the rest of the app imports from '@/features/analytics' (ARCHITECTURE.md "Feature doors").

export { lastMonths, latestFigure, latestRecord } from './analytics-model';
export type { CityMarket } from './analytics-tabs';
export { AnalyticsTabs } from './analytics-tabs';
export {
  analyticsPortfolioKeys,
  useAnalyticsDistributions,
  useAnalyticsSummary,
  useCityMarkets,
  useDefaultMarket,
  usePortfolioHistory,
} from './api';
export { ChartPanel } from './chart-panel';
export { marketSpec } from './chart-specs';
export { EmailReportButton } from './email-report-button';
export { SummaryCards } from './summary-cards';
