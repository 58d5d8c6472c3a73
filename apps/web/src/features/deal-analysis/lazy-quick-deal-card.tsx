import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/error-boundary';
import { SectionError, SectionLoading } from '@/components/section-states';

// The quick card brings the deal analysis code (the finance engine's explanations, the upgrade dialog); the dashboard
// is bundled with the shell, so the card is loaded on demand and the landing page never downloads it.
const QuickDealCard = lazy(() =>
  import('./quick-deal-card').then((module) => ({ default: module.QuickDealCard })),
);

/** The Quick Deal Analysis card (docs/product.md "Screens" (Dashboard)), loaded after the rest of the dashboard. */
export function LazyQuickDealCard() {
  const { t } = useTranslation();
  return (
    <ErrorBoundary
      fallback={() => (
        // A failed dynamic import is cached by the browser: only a fresh page load fetches the chunk again.
        <SectionError message={t('errors.screenLoadFailed')} onRetry={() => window.location.reload()} />
      )}
    >
      <Suspense
        fallback={<SectionLoading label={t('dashboard.loading')} className="rounded-xl border bg-card" />}
      >
        <QuickDealCard />
      </Suspense>
    </ErrorBoundary>
  );
}
