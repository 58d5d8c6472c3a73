import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidatePortfolio } from '@/lib/api/portfolio';
import { useUpdateProperty } from '@/lib/api/properties';
import { createQueryClient } from '@/lib/query-client';
import type { ApiQueryKey } from '@/lib/query-keys';
import { usePortfolioDependents } from '@/signed-in-app';
import { createApiRouter } from '@/test/api-router';
import { jsonResponse } from '@/test/render';
import { STORED } from '@/test/stored-property';

// One cached read of each kind the signed-in app makes, written out as its key (lib/query-keys.ts). A change to a
// property refreshes lib/api's reads …
const LIB_READS: ApiQueryKey[] = [
  ['/api/properties'],
  ['/api/properties', { limit: 3 }],
  ['/api/properties/9'],
  ['/api/properties/9/market'],
  ['/api/properties/search', { query: 'Elm' }, 'pages'],
  ['/api/portfolio/metrics'],
  ['/api/portfolio/goals'],
  ['/api/goals/progress'],
  ['/api/user/goals'],
  ['/api/notifications'],
];
// … the features' reads that follow the portfolio (the history, the insights, the achievements) …
const FEATURE_READS: ApiQueryKey[] = [
  ['/api/portfolio/history', { days: 365 }],
  ['/api/insights', { limit: 3 }],
  ['/api/insights', { limit: 50 }, 'pages'],
  ['/api/insights/counts'],
  ['/api/achievements'],
  ['/api/achievements/progress'],
];
const FOLLOW_THE_PORTFOLIO = [...LIB_READS, ...FEATURE_READS];
// … and leaves these alone: the account, the market data (the same for any portfolio) and the analytics screen's
// figures, which it reads afresh whenever it opens.
const INDEPENDENT: ApiQueryKey[] = [
  ['/api/auth/user'],
  ['/api/config'],
  ['/api/user/usage'],
  ['/api/user/settings'],
  ['/api/user/sessions'],
  ['/api/auth/2fa/status'],
  ['/api/analyses'],
  ['/api/analyses/4'],
  ['/api/analytics/distributions'],
  ['/api/analytics/summary'],
  ['/api/market-data'],
  ['/api/market-data', { city: 'Denver', state: 'CO' }],
  ['/api/market/places', { q: 'den' }],
  ['/api/market/rent-check', { bedrooms: 4, zipCode: '80205' }],
  ['/api/market/heatmap'],
  ['/api/reports/status'],
  ['/api/updates'],
];

function seededClient() {
  const queryClient = createQueryClient();
  for (const key of [...FOLLOW_THE_PORTFOLIO, ...INDEPENDENT])
    queryClient.setQueryData(key, { seeded: true });
  return queryClient;
}

function invalidatedKeys(queryClient: ReturnType<typeof createQueryClient>) {
  return queryClient
    .getQueryCache()
    .findAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a property change in the signed-in app', () => {
  it("refreshes exactly the reads that follow the portfolio, the features' included", async () => {
    vi.stubGlobal(
      'fetch',
      createApiRouter({
        'PATCH /api/properties/9': () => jsonResponse(200, { ...STORED, monthlyRent: 2_500 }),
      }),
    );
    const queryClient = seededClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        usePortfolioDependents();
        return useUpdateProperty();
      },
      { wrapper },
    );

    await act(() => result.current.mutateAsync({ id: 9, changes: { monthlyRent: 2_500 } }));

    await waitFor(() => expect(invalidatedKeys(queryClient)).toEqual(FOLLOW_THE_PORTFOLIO));
  });

  it("no longer refreshes the features' reads once the signed-in app is gone", async () => {
    const queryClient = seededClient();
    const { unmount } = renderHook(() => usePortfolioDependents());
    unmount();

    await invalidatePortfolio(queryClient);

    expect(invalidatedKeys(queryClient)).toEqual(LIB_READS);
  });
});
