import type {
  TAdminLoginRequest,
  TLoginRequest,
  TLoginResult,
  TRegisterRequest,
  TRegisterResponse,
  TTwoFactorChallengeRequest,
  TUser,
} from '@rentfolio/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest, getOrNullOn401, onSessionEnded } from '@/lib/api';
import { queryKey } from '@/lib/query-keys';
import { clearCachedUser, saveCachedUser } from './cached-user';

export const AUTH_USER_QUERY_KEY = queryKey('/api/auth/user');

const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /api/auth/user, never from a cache: a 401 means signed out, which also forgets the cached user. */
async function fetchAuthUser({ signal }: { signal: AbortSignal }): Promise<TUser | null> {
  const user = await getOrNullOn401<TUser>(AUTH_USER_QUERY_KEY[0], {
    signal,
    cache: 'no-cache',
    headers: { 'cache-control': 'no-cache' },
  });
  if (user) saveCachedUser(user);
  else clearCachedUser();
  return user;
}

/** The signed-in user (docs/product.md "API calls"): never stale, kept 24 hours, no retry. `user` is null when signed out. */
export function useAuth() {
  const query = useQuery({
    queryKey: AUTH_USER_QUERY_KEY,
    queryFn: fetchAuthUser,
    staleTime: 0,
    gcTime: DAY_MS,
    retry: false,
  });
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    isError: query.isError,
    refetch: query.refetch,
  };
}

function setSignedInUser(queryClient: QueryClient, user: TUser): void {
  saveCachedUser(user);
  queryClient.setQueryData(AUTH_USER_QUERY_KEY, user);
}

/** Whether a sign-in answer is the second step it still needs (202) rather than the signed-in user. */
export function needsSecondStep(
  result: TLoginResult,
): result is Extract<TLoginResult, { twoFactorRequired: true }> {
  return 'twoFactorRequired' in result && result.twoFactorRequired === true;
}

/** POST /api/auth/login: the user, or (two-factor sign-in on) the challenge that the code must complete. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLoginRequest) => apiRequest<TLoginResult>('POST', '/api/auth/login', body),
    onSuccess: (result) => {
      if (!needsSecondStep(result)) setSignedInUser(queryClient, result);
    },
  });
}

/** POST /api/auth/2fa/challenge: the second step of a sign-in, with a code or a backup code. */
export function useTwoFactorChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTwoFactorChallengeRequest) =>
      apiRequest<TUser>('POST', '/api/auth/2fa/challenge', body),
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: TRegisterRequest) => apiRequest<TRegisterResponse>('POST', '/api/auth/register', body),
  });
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminLoginRequest) => apiRequest<TUser>('POST', '/api/auth/admin', body),
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}

/** Forgets the signed-in user and everything their session loaded: the app shows the signed-out pages at once. */
function forgetSignedInUser(queryClient: QueryClient): void {
  clearCachedUser();
  queryClient.setQueryData(AUTH_USER_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== AUTH_USER_QUERY_KEY[0] });
}

/**
 * A read that answers 401 while someone is signed in means that the session has ended (it expired, or it was signed
 * out on another device): the app turns signed out where it is, so an app page shows the sign-in panel, which returns
 * to that page (docs/product.md "Screens"), rather than screens that quietly show nothing.
 */
export function useSignOutWhenSessionEnds(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionEnded(() => {
        if (queryClient.getQueryData(AUTH_USER_QUERY_KEY)) forgetSignedInUser(queryClient);
      }),
    [queryClient],
  );
}

/**
 * POST /api/auth/logout, then forget everything this user's session loaded. The user entry is set to null rather
 * than removed, so that the app switches to the landing page at once instead of loading the user again. When the
 * call fails nothing is forgotten: the session may still be alive on the server, and the user should know.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ success: true }>('POST', '/api/auth/logout'),
    onSuccess: () => forgetSignedInUser(queryClient),
  });
}
