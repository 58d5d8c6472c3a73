import type { TUser } from '@rentfolio/contracts';
import { cleanup, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_USER_QUERY_KEY } from '@/features/auth';
import { createApiRouter, getJsonBody } from '@/test/api-router';
import { jsonResponse, renderWithApp, TEST_USER } from '@/test/render';
import { achievementsKeys } from './api';
import { getBrowserTimeZone, useReportTimeZone } from './report-time-zone';

function Reporter({ user }: { user: TUser }) {
  useReportTimeZone(user);
  return null;
}

const browserZone = getBrowserTimeZone() ?? 'UTC';
const otherZone = browserZone === 'America/Denver' ? 'Europe/Paris' : 'America/Denver';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useReportTimeZone', () => {
  it("sends the browser's zone once when the stored one differs, and caches the updated user", async () => {
    const user = { ...TEST_USER, timeZone: otherZone };
    const fetchMock = createApiRouter({
      'PUT /api/user/time-zone': () => jsonResponse(200, { ...user, timeZone: browserZone }),
    });
    vi.stubGlobal('fetch', fetchMock);
    // Strict mode runs the effect twice: the zone is still sent only once.
    const { queryClient } = renderWithApp(
      <StrictMode>
        <Reporter user={user} />
      </StrictMode>,
    );
    queryClient.setQueryData(AUTH_USER_QUERY_KEY, user);
    queryClient.setQueryData(achievementsKeys.progress, { timeZone: 'UTC' });

    await waitFor(() =>
      expect(queryClient.getQueryData<TUser>(AUTH_USER_QUERY_KEY)?.timeZone).toBe(browserZone),
    );
    expect(getJsonBody(fetchMock, 'PUT /api/user/time-zone')).toEqual({ timeZone: browserZone });
    // The streaks read before the zone was stored are read again.
    await waitFor(() =>
      expect(queryClient.getQueryState(achievementsKeys.progress)?.isInvalidated).toBe(true),
    );
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('x-rentfolio-client')).toBeTruthy();

    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the stored zone is the browser’s', () => {
    const fetchMock = createApiRouter({});
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<Reporter user={{ ...TEST_USER, timeZone: browserZone }} />);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('only logs a failure, and leaves the cached user as it was', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = createApiRouter({
      'PUT /api/user/time-zone': () => jsonResponse(500, { error: 'Internal', message: 'down' }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderWithApp(<Reporter user={TEST_USER} />);
    queryClient.setQueryData(AUTH_USER_QUERY_KEY, TEST_USER);
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(queryClient.getQueryData(AUTH_USER_QUERY_KEY)).toEqual(TEST_USER);
  });

  it('does not sign back in a user who signed out meanwhile', async () => {
    const fetchMock = createApiRouter({
      'PUT /api/user/time-zone': () => jsonResponse(200, { ...TEST_USER, timeZone: browserZone }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderWithApp(<Reporter user={TEST_USER} />);
    queryClient.setQueryData(AUTH_USER_QUERY_KEY, null);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryClient.getQueryData(AUTH_USER_QUERY_KEY)).toBeNull();
  });
});
