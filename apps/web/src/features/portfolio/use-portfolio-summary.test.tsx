import type { TGoalProgress, TPortfolioGoals, TPortfolioMetrics } from '@rentfolio/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portfolioKeys } from '@/lib/api/portfolio';
import { createQueryClient } from '@/lib/query-client';
import { createApiRouter } from '@/test/api-router';
import { jsonResponse } from '@/test/render';
import { usePortfolioSummary } from './use-portfolio-summary';

const METRICS: TPortfolioMetrics = {
  totalValue: 775_000,
  totalCashFlow: 1_234.5,
  avgROI: 9.87,
  portfolioROI: 0,
  totalProperties: 2,
  occupancyRate: 50,
  averageCapRate: 7,
  monthOverMonth: null,
  actual: { properties: 0, monthlyCashFlow: null },
};

const PROGRESS: TGoalProgress[] = [
  { goalType: 'portfolio_value', current: 775_000, target: 700_000, progress: 110.7, isReached: true },
  { goalType: 'cash_flow', current: 1_234.5, target: 25_000, progress: 4.9, isReached: false },
  { goalType: 'properties', current: 2, target: 4, progress: 50, isReached: false },
  { goalType: 'roi', current: 9.87, target: 15, progress: 65.8, isReached: false },
];

function goals(isDefault: boolean): TPortfolioGoals {
  return {
    targetValue: 700_000,
    targetCashFlow: 25_000,
    targetProperties: 4,
    targetDate: '2027-06-30',
    targetROI: 15,
    isDefault,
  };
}

function renderSummary(routes: Parameters<typeof createApiRouter>[0]) {
  vi.stubGlobal('fetch', createApiRouter(routes));
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => usePortfolioSummary(), { wrapper }), queryClient };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('usePortfolioSummary', () => {
  it('is loading first, then gives the metrics and the saved value goal with its target date', async () => {
    const { result } = renderSummary({
      'GET /api/portfolio/metrics': () => jsonResponse(200, METRICS),
      'GET /api/portfolio/goals': () => jsonResponse(200, goals(false)),
      'GET /api/goals/progress': () => jsonResponse(200, PROGRESS),
    });
    expect(result.current.metrics).toBe('loading');

    await waitFor(() => expect(result.current.goal).not.toBeNull());
    expect(result.current).toEqual({
      metrics: {
        totalValue: 775_000,
        totalCashFlow: 1_234.5,
        avgROI: 9.87,
        totalProperties: 2,
      },
      goal: { targetValue: 700_000, targetDate: '2027-06-30', progress: 110.7 },
    });
  });

  it('shows no goal while the goals are only the suggested defaults', async () => {
    const { result, queryClient } = renderSummary({
      'GET /api/portfolio/metrics': () => jsonResponse(200, METRICS),
      'GET /api/portfolio/goals': () => jsonResponse(200, goals(true)),
      'GET /api/goals/progress': () => jsonResponse(200, PROGRESS),
    });

    // Every read has answered, and still no goal.
    await waitFor(() => {
      expect(queryClient.getQueryData(portfolioKeys.goals)).toBeTruthy();
      expect(queryClient.getQueryData(portfolioKeys.goalProgress)).toBeTruthy();
      expect(result.current.metrics).not.toBe('loading');
    });
    expect(result.current.goal).toBeNull();
  });

  it('says the figures are unavailable when the metrics cannot be loaded', async () => {
    const { result } = renderSummary({
      'GET /api/portfolio/metrics': () => jsonResponse(500, { error: 'x', message: 'down', requestId: 'r' }),
      'GET /api/portfolio/goals': () => jsonResponse(200, goals(false)),
      'GET /api/goals/progress': () => jsonResponse(200, PROGRESS),
    });

    await waitFor(() => expect(result.current.metrics).toBe('unavailable'));
  });
});
