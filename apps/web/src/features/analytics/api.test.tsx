import type { TMarketData } from '@rentfolio/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMarketData } from '@/features/market-trends';
import { createQueryClient } from '@/lib/query-client';
import { createApiRouter } from '@/test/api-router';
import { jsonResponse } from '@/test/render';
import { analyticsKeys, analyticsPortfolioKeys, useCityMarkets, useDefaultMarket } from './api';

const DENVER = { city: 'Denver', state: 'CO' };

/** A metro's answer without records: these tests are about which requests are made, not what they hold. */
const ANSWER: TMarketData = {
  level: 'metro',
  place: {
    requested: DENVER,
    metroId: 394530,
    metroName: 'Denver, CO',
    metroFullName: 'Denver-Aurora-Lakewood, CO',
    isPrincipalCity: true,
    zipCode: null,
    from: 'requested',
  },
  records: [],
  sources: [],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('analyticsKeys', () => {
  it('are the API reads they name', () => {
    expect(analyticsKeys.distributions).toEqual(['/api/analytics/distributions']);
    expect(analyticsKeys.summary).toEqual(['/api/analytics/summary']);
    expect(analyticsKeys.history(365)).toEqual(['/api/portfolio/history', { days: 365 }]);
  });

  it("key a city's records and the server's choice as the market data of that place, not as analytics' own", () => {
    expect(analyticsKeys.market(DENVER)).toEqual(['/api/market-data', { city: 'Denver', state: 'CO' }]);
    expect(analyticsKeys.defaultMarket).toEqual(['/api/market-data']);
  });

  it('name the history, whatever its days, as what a portfolio change refreshes', () => {
    expect(analyticsPortfolioKeys).toEqual([['/api/portfolio/history']]);
  });
});

describe('the market data Analytics and Market Trends read', () => {
  function renderShared(routes: Parameters<typeof createApiRouter>[0]) {
    const fetchMock = createApiRouter(routes);
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    return { fetchMock, wrapper };
  }

  it('is one request and one cache entry for a city, whichever screen reads it first', async () => {
    const { fetchMock, wrapper } = renderShared({
      'GET /api/market-data?city=Denver&state=CO': () => jsonResponse(200, ANSWER),
    });
    const { result } = renderHook(
      () => ({ analytics: useCityMarkets([DENVER]), trends: useMarketData({ ...DENVER }) }),
      { wrapper },
    );

    await waitFor(() => expect(result.current.trends.data).toEqual(ANSWER));
    expect(result.current.analytics[0]?.data).toEqual(ANSWER);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("is one request for the server's choice of place", async () => {
    const { fetchMock, wrapper } = renderShared({
      'GET /api/market-data': () => jsonResponse(200, ANSWER),
    });
    const { result } = renderHook(() => ({ analytics: useDefaultMarket(), trends: useMarketData(null) }), {
      wrapper,
    });

    await waitFor(() => expect(result.current.analytics.data).toEqual(ANSWER));
    expect(result.current.trends.data).toEqual(ANSWER);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves a city the server refuses without data on Analytics, the error kept for the other screens', async () => {
    const { wrapper } = renderShared({
      'GET /api/market-data?city=Nowhere&state=ZZ': () =>
        jsonResponse(400, { error: 'Bad Request', message: 'Unknown state', requestId: 'r' }),
    });
    const { result } = renderHook(() => useCityMarkets([{ city: 'Nowhere', state: 'ZZ' }]), { wrapper });

    await waitFor(() => expect(result.current[0]?.isError).toBe(true));
    expect(result.current[0]?.data).toBeUndefined();
    expect(result.current[0]?.isPending).toBe(false);
  });
});
