import { lazy } from 'react';

/**
 * The amortisation schedule's charts, for another feature's screen (the property page's loan): chart.js arrives in its
 * own chunk, only when a schedule is shown. Render it inside Suspense and an ErrorBoundary.
 */
export const LazyAmortizationCharts = lazy(() => import('./amortization-chart'));
