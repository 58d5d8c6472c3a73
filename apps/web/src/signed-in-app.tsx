import '@/i18n/app-strings';
import type { TUser } from '@rentfolio/contracts';
import { CircleAlert } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from '@/components/error-boundary';
import { AppLayout } from '@/components/layout/app-layout';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { achievementsPortfolioKeys, useReportTimeZone } from '@/features/achievements';
import { analyticsPortfolioKeys } from '@/features/analytics';
import { CurrentUserProvider, LogOutButton } from '@/features/auth';
import { insightsPortfolioKeys } from '@/features/insights';
import { ledgerPortfolioKeys } from '@/features/ledger';
import { planActualPortfolioKeys } from '@/features/plan-actual';
import { PortfolioValueBox, usePortfolioSummary } from '@/features/portfolio';
import { rentRollPortfolioKeys } from '@/features/rent-roll';
import { scheduleEPortfolioKeys } from '@/features/schedule-e';
import { SettingsSync, useAppliedSettings } from '@/features/settings';
import { onPortfolioChange } from '@/lib/api/portfolio';
import { useDocumentTitle } from '@/lib/document-title';
import { findAppScreen, readReturnTarget, useExactLocation } from '@/routes/app-paths';
import { CheckoutPage } from '@/routes/checkout-page';
import { DashboardPage } from '@/routes/dashboard-page';
import { NotFoundPage } from '@/routes/not-found-page';
import { SubscriptionPage } from '@/routes/subscription-page';

/** The lazy loader waits for these before the app renders, so that its first frame is in the user's language. */
export { appTextsReady } from '@/i18n/app-strings';

// Each screen is loaded on demand: the dashboard never downloads the deal analysis code, for example.
const DealAnalysisPage = lazy(() =>
  import('@/routes/deal-analysis-page').then((module) => ({ default: module.DealAnalysisPage })),
);
const LedgerPage = lazy(() =>
  import('@/routes/ledger-page').then((module) => ({ default: module.LedgerPage })),
);
const BankImportPage = lazy(() =>
  import('@/routes/bank-import-page').then((module) => ({ default: module.BankImportPage })),
);
const PlanActualPage = lazy(() =>
  import('@/routes/plan-actual-page').then((module) => ({ default: module.PlanActualPage })),
);
const RentRollPage = lazy(() =>
  import('@/routes/rent-roll-page').then((module) => ({ default: module.RentRollPage })),
);
const ScheduleEPage = lazy(() =>
  import('@/routes/schedule-e-page').then((module) => ({ default: module.ScheduleEPage })),
);
const AnalyticsPage = lazy(() =>
  import('@/routes/analytics-page').then((module) => ({ default: module.AnalyticsPage })),
);
const AddPropertyPage = lazy(() =>
  import('@/routes/add-property-page').then((module) => ({ default: module.AddPropertyPage })),
);
const PropertyPage = lazy(() =>
  import('@/routes/property-page').then((module) => ({ default: module.PropertyPage })),
);
const EditPropertyPage = lazy(() =>
  import('@/routes/edit-property-page').then((module) => ({ default: module.EditPropertyPage })),
);
const PortfolioSettingsPage = lazy(() =>
  import('@/routes/portfolio-settings-page').then((module) => ({ default: module.PortfolioSettingsPage })),
);
const AccountPage = lazy(() =>
  import('@/routes/account-page').then((module) => ({ default: module.AccountPage })),
);
const SettingsPage = lazy(() =>
  import('@/routes/settings-page').then((module) => ({ default: module.SettingsPage })),
);
const OnboardingPage = lazy(() =>
  import('@/routes/onboarding-page').then((module) => ({ default: module.OnboardingPage })),
);
const PropertySearchPage = lazy(() =>
  import('@/routes/property-search-page').then((module) => ({ default: module.PropertySearchPage })),
);
const PropertyComparisonPage = lazy(() =>
  import('@/routes/property-comparison-page').then((module) => ({ default: module.PropertyComparisonPage })),
);
const MarketTrendsPage = lazy(() =>
  import('@/routes/market-trends-page').then((module) => ({ default: module.MarketTrendsPage })),
);
const MarketHeatMapsPage = lazy(() =>
  import('@/routes/market-heatmaps-page').then((module) => ({ default: module.MarketHeatMapsPage })),
);
const AchievementsPage = lazy(() =>
  import('@/routes/achievements-page').then((module) => ({ default: module.AchievementsPage })),
);
const ImportExportPage = lazy(() =>
  import('@/routes/import-export-page').then((module) => ({ default: module.ImportExportPage })),
);
const InsightsPage = lazy(() =>
  import('@/routes/insights-page').then((module) => ({ default: module.InsightsPage })),
);

/** The features' reads that a property or goals change refreshes besides lib/api's own; each feature's door names them. */
export const FEATURE_PORTFOLIO_KEYS = [
  ...achievementsPortfolioKeys,
  ...analyticsPortfolioKeys,
  ...insightsPortfolioKeys,
  ...ledgerPortfolioKeys,
  ...planActualPortfolioKeys,
  ...rentRollPortfolioKeys,
  ...scheduleEPortfolioKeys,
];

/** Registers them with lib/api/portfolio.ts while the signed-in app is shown; they go when it goes. */
export function usePortfolioDependents(): void {
  useEffect(() => onPortfolioChange(FEATURE_PORTFOLIO_KEYS), []);
}

/**
 * Everything a signed-in user sees: the layout and the screens. It is a chunk of its own, so that the landing page
 * downloads none of it (docs/product.md "Performance"); the dashboard comes with it, so that the home screen shows
 * without a second download.
 */
export function SignedInApp({ user }: { user: TUser }) {
  const { t } = useTranslation();
  // Subscribed so that a saved currency or date format re-renders every amount and date on the page at once.
  useAppliedSettings();
  useReportTimeZone(user);
  usePortfolioDependents();
  return (
    <CurrentUserProvider user={user}>
      <SettingsSync />
      <AppScreenTitle />
      <AppLayout
        user={user}
        sidebarSummary={<SidebarPortfolioSummary />}
        sidebarLogOut={
          <LogOutButton variant="ghost" className="w-full justify-start text-muted-foreground" />
        }
        topBarLogOut={<LogOutButton variant="ghost" size="sm" className="text-muted-foreground" />}
      >
        <Switch>
          {/* The dashboard is the home screen: bundled with the shell, so that it shows without a second download. */}
          <Route path="/" component={DashboardPage} />
          <Route path="/add-property">
            <LazyScreen loadingLabel={t('common.loading')}>
              <AddPropertyPage />
            </LazyScreen>
          </Route>
          <Route path="/properties/:id">
            {(params) => (
              <LazyScreen loadingLabel={t('common.loading')}>
                <PropertyPage id={params.id} />
              </LazyScreen>
            )}
          </Route>
          <Route path="/properties/:id/edit">
            {(params) => (
              <LazyScreen loadingLabel={t('common.loading')}>
                <EditPropertyPage id={params.id} />
              </LazyScreen>
            )}
          </Route>
          <Route path="/portfolio-settings">
            <LazyScreen loadingLabel={t('common.loading')}>
              <PortfolioSettingsPage />
            </LazyScreen>
          </Route>
          <Route path="/account">
            <LazyScreen loadingLabel={t('common.loading')}>
              <AccountPage />
            </LazyScreen>
          </Route>
          <Route path="/settings">
            <LazyScreen loadingLabel={t('common.loading')}>
              <SettingsPage />
            </LazyScreen>
          </Route>
          <Route path="/onboarding">
            <LazyScreen loadingLabel={t('common.loading')}>
              <OnboardingPage />
            </LazyScreen>
          </Route>
          <Route path="/property-search">
            <LazyScreen loadingLabel={t('common.loading')}>
              <PropertySearchPage />
            </LazyScreen>
          </Route>
          <Route path="/property-comparison">
            <LazyScreen loadingLabel={t('common.loading')}>
              <PropertyComparisonPage />
            </LazyScreen>
          </Route>
          <Route path="/market-trends">
            <LazyScreen loadingLabel={t('market.loading')}>
              <MarketTrendsPage />
            </LazyScreen>
          </Route>
          <Route path="/market-heatmaps">
            <LazyScreen loadingLabel={t('heatmap.loading')}>
              <MarketHeatMapsPage />
            </LazyScreen>
          </Route>
          <Route path="/insights">
            <LazyScreen loadingLabel={t('insights.loading')}>
              <InsightsPage />
            </LazyScreen>
          </Route>
          <Route path="/ledger">
            <LazyScreen loadingLabel={t('ledger.loading')}>
              <LedgerPage />
            </LazyScreen>
          </Route>
          <Route path="/ledger/import">
            <LazyScreen loadingLabel={t('ledger.loading')}>
              <BankImportPage />
            </LazyScreen>
          </Route>
          <Route path="/rent-roll">
            <LazyScreen loadingLabel={t('rentRoll.loading')}>
              <RentRollPage />
            </LazyScreen>
          </Route>
          <Route path="/plan-actual">
            <LazyScreen loadingLabel={t('planActual.loading')}>
              <PlanActualPage />
            </LazyScreen>
          </Route>
          <Route path="/schedule-e">
            <LazyScreen loadingLabel={t('scheduleE.loading')}>
              <ScheduleEPage />
            </LazyScreen>
          </Route>
          <Route path="/achievements">
            <LazyScreen loadingLabel={t('achievements.loading')}>
              <AchievementsPage />
            </LazyScreen>
          </Route>
          <Route path="/import-export">
            <LazyScreen loadingLabel={t('importExport.loading')}>
              <ImportExportPage />
            </LazyScreen>
          </Route>
          <Route path="/analytics">
            <LazyScreen loadingLabel={t('analytics.loading')}>
              <AnalyticsPage />
            </LazyScreen>
          </Route>
          <Route path="/deal-analysis">
            <LazyScreen loadingLabel={t('dealAnalysis.loading')}>
              <DealAnalysisPage />
            </LazyScreen>
          </Route>
          <Route path="/checkout" component={CheckoutPage} />
          <Route path="/subscription" component={SubscriptionPage} />
          {/* After signing in on a panel's address, the app page the visitor had opened, else the dashboard. */}
          <Route path="/sign-in">{() => <ReturnAfterSignIn />}</Route>
          <Route path="/sign-up">{() => <ReturnAfterSignIn />}</Route>
          <Route path="/admin-access">{() => <Redirect to="/" replace />}</Route>
          <Route component={NotFoundPage} />
        </Switch>
      </AppLayout>
    </CurrentUserProvider>
  );
}

/** The tab's title: the screen's name (routes/app-paths.ts), or Page Not Found where no screen has the address. */
export function AppScreenTitle() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const screen = findAppScreen(location);
  useDocumentTitle(screen ? screen.name(t) : t('notFound.title'));
  return null;
}

/** /sign-in once signed in: on to the page the sign-in link carries (only a screen of this app), else the dashboard. */
export function ReturnAfterSignIn() {
  const { search } = useExactLocation();
  return <Redirect to={readReturnTarget(search) ?? '/'} replace />;
}

function SidebarPortfolioSummary() {
  const portfolio = usePortfolioSummary();
  return <PortfolioValueBox metrics={portfolio.metrics} goal={portfolio.goal} />;
}

type LazyScreenProps = { loadingLabel: string; children: ReactNode };

/** A screen loaded on demand: a spinner while its code downloads, a retry if the download fails. */
function LazyScreen({ loadingLabel, children }: LazyScreenProps) {
  const { t } = useTranslation();
  return (
    <ErrorBoundary
      fallback={() => (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <CircleAlert className="size-8 text-destructive" aria-hidden="true" />
          <p className="max-w-sm text-muted-foreground">{t('errors.screenLoadFailed')}</p>
          {/* A fresh page load fetches the chunk again (a failed dynamic import is cached by the browser). */}
          <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
        </div>
      )}
    >
      <Suspense
        fallback={
          <div className="flex justify-center py-24">
            <Spinner label={loadingLabel} className="[&_svg]:size-8" />
          </div>
        }
      >
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}
