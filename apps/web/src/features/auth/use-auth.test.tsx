import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getOrNullOn401 } from '@/lib/api';
import { jsonResponse, renderWithApp, TEST_USER } from '@/test/render';
import { getCachedUser, saveCachedUser } from './cached-user';
import { AUTH_USER_QUERY_KEY, useSignOutWhenSessionEnds } from './use-auth';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function Watcher() {
  useSignOutWhenSessionEnds();
  return null;
}

describe('useSignOutWhenSessionEnds', () => {
  it('turns the app signed out when a read answers 401 while someone is signed in (an expired session)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(401, { error: 'Unauthorized', message: 'Not signed in', requestId: 'r' }),
      ),
    );
    const { queryClient } = renderWithApp(<Watcher />);
    saveCachedUser(TEST_USER);
    queryClient.setQueryData(AUTH_USER_QUERY_KEY, TEST_USER);
    queryClient.setQueryData(['/api/properties'], [{ id: 1 }]);

    expect(await getOrNullOn401('/api/properties')).toBeNull();

    await waitFor(() => expect(queryClient.getQueryData(AUTH_USER_QUERY_KEY)).toBeNull());
    // What the session loaded is forgotten, as on signing out.
    expect(queryClient.getQueryData(['/api/properties'])).toBeUndefined();
    expect(getCachedUser()).toBeNull();
  });

  it('leaves the sign-in state alone when nobody is signed in, and stops listening once unmounted', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(401, { error: 'Unauthorized', message: 'Not signed in', requestId: 'r' }),
      ),
    );
    const { queryClient, unmount } = renderWithApp(<Watcher />);
    await getOrNullOn401('/api/auth/user');
    expect(queryClient.getQueryData(AUTH_USER_QUERY_KEY)).toBeUndefined();

    unmount();
    queryClient.setQueryData(AUTH_USER_QUERY_KEY, TEST_USER);
    await getOrNullOn401('/api/properties');
    expect(queryClient.getQueryData(AUTH_USER_QUERY_KEY)).toEqual(TEST_USER);
  });
});
