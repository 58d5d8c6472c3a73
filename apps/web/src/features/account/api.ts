import type {
  TChangePasswordRequest,
  TDeleteAccountRequest,
  TReportResponse,
  TSessionInfo,
  TUpdateProfileRequest,
  TUser,
} from '@rentfolio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUTH_USER_QUERY_KEY, clearCachedUser, saveCachedUser } from '@/features/auth';
import { apiRequest } from '@/lib/api';
import { queryKey } from '@/lib/query-keys';

/** Server state of the account (docs/api.md "Routes"). */
export const accountKeys = {
  sessions: queryKey('/api/user/sessions'),
};

/** Where "Download my data" points: a plain GET that the browser saves as a file (Content-Disposition). */
export const DATA_EXPORT_URL = '/api/user/export';

/** PATCH /api/user/profile: the answer is the updated user, which the whole app shows at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateProfileRequest) => apiRequest<TUser>('PATCH', '/api/user/profile', body),
    onSuccess: (user) => {
      saveCachedUser(user);
      queryClient.setQueryData(AUTH_USER_QUERY_KEY, user);
    },
  });
}

/**
 * POST /api/user/email/confirmation: a new link for the address waiting for confirmation (the pending new one, else the
 * account's own). Answered like a report send: `success: false` with the reason when e-mail is not set up.
 */
export function useSendConfirmationLink() {
  return useMutation({
    mutationFn: () => apiRequest<TReportResponse>('POST', '/api/user/email/confirmation'),
  });
}

/** DELETE /api/user/email/pending: the new address stops waiting; the answer is the user, shown at once. */
export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TUser>('DELETE', '/api/user/email/pending'),
    onSuccess: (user) => {
      saveCachedUser(user);
      queryClient.setQueryData(AUTH_USER_QUERY_KEY, user);
    },
  });
}

/** Reads the signed-in user again: after an answer that says the e-mail status shown is out of date. */
export function useRefreshUser() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
}

/** PATCH /api/user/password: every other device is signed out, so the devices list changes too. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TChangePasswordRequest) => apiRequest('PATCH', '/api/user/password', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useSessions() {
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: () => apiRequest<TSessionInfo[]>('GET', accountKeys.sessions[0]),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/user/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ revoked: number }>('POST', '/api/user/sessions/revoke-others'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** POST /api/user/delete-account; the session ends with it, so everything this page loaded is forgotten. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDeleteAccountRequest) => apiRequest('POST', '/api/user/delete-account', body),
    onSuccess: () => {
      clearCachedUser();
      queryClient.setQueryData(AUTH_USER_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== AUTH_USER_QUERY_KEY[0] });
    },
  });
}
