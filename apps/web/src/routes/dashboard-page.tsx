import {
  DashboardHeader,
  GoalsCard,
  InsightsCard,
  MarketTrendsCard,
  MetricCards,
  OnboardingOffer,
  RecentProperties,
  useDashboardRefresh,
} from '@/features/dashboard';
import { LazyQuickDealCard } from '@/features/deal-analysis';
import { MonthlyReportsCard, UpdatesPanel } from '@/features/reports';
import { useAppliedSettings } from '@/features/settings';

/**
 * / (docs/product.md "Screens" (Dashboard)): the header with search and notifications, the first sign-in offer, the metric cards, the
 * goals and the recent properties, the Investment Insights, the Quick Deal Analysis, the market trends, and the Updates & Changes
 * panel beside the Monthly Portfolio Reports card. Every figure is the user's own (docs/product.md "Real figures").
 *
 * The layout is a container-query grid, so that it follows the width the screen really has beside the sidebar. Later
 * issues add their cards in the places marked below; nothing is drawn for them until then.
 */
export function DashboardPage() {
  useDashboardRefresh(Number(useAppliedSettings().dashboardRefresh));
  return (
    <div className="@container flex flex-col gap-6">
      <DashboardHeader />
      <OnboardingOffer />
      <MetricCards />

      <div className="grid grid-cols-1 items-stretch gap-6 @4xl:grid-cols-2">
        <GoalsCard />
        <RecentProperties />
        {/* The Investment Insights card ('Explainable': rules, not a model), the width of both columns. */}
        <div className="@4xl:col-span-2">
          <InsightsCard />
        </div>
      </div>

      <LazyQuickDealCard />

      <MarketTrendsCard />

      {/* The Updates & Changes panel and the Monthly Portfolio Reports card: side by side from @4xl, stacked below. */}
      <div className="grid grid-cols-1 items-stretch gap-6 @4xl:grid-cols-2">
        <UpdatesPanel />
        <MonthlyReportsCard />
      </div>
    </div>
  );
}
