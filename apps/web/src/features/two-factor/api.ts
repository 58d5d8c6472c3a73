import type {
  TTwoFactorDisableRequest,
  TTwoFactorSetupResponse,
  TTwoFactorStatus,
  TTwoFactorVerifyRequest,
  TTwoFactorVerifyResponse,
} from '@rentfolio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUTH_USER_QUERY_KEY } from '@/features/auth';
import { apiRequest } from '@/lib/api';
import { queryKey } from '@/lib/query-keys';

export const TWO_FACTOR_STATUS_KEY = queryKey('/api/auth/2fa/status');

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: TWO_FACTOR_STATUS_KEY,
    queryFn: () => apiRequest<TTwoFactorStatus>('GET', TWO_FACTOR_STATUS_KEY[0]),
  });
}

/** After a change, the status (and the user's twoFactorEnabled) are read again: the page updates in place. */
function useRefreshStatus() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS_KEY }),
      queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY }),
    ]);
}

export function useTwoFactorSetup() {
  return useMutation({
    mutationFn: () => apiRequest<TTwoFactorSetupResponse>('POST', '/api/auth/2fa/setup'),
  });
}

/**
 * POST /api/auth/2fa/verify with the code and the account's password (a session alone cannot turn it on): two-factor
 * sign-in is on once this answers; the status is read again when the dialog closes.
 */
export function useTwoFactorVerify() {
  return useMutation({
    mutationFn: (body: TTwoFactorVerifyRequest) =>
      apiRequest<TTwoFactorVerifyResponse>('POST', '/api/auth/2fa/verify', body),
  });
}

/** POST /api/auth/2fa/disable; the status is read again without holding up the success (the modal closes first). */
export function useTwoFactorDisable() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (body: TTwoFactorDisableRequest) => apiRequest('POST', '/api/auth/2fa/disable', body),
    onSuccess: () => {
      void refresh();
    },
  });
}

/** The body of POST /api/auth/2fa/backup-codes: the same as turning it off, the password and a current code. */
export type TReplaceBackupCodesRequest = TTwoFactorDisableRequest;

/**
 * POST /api/auth/2fa/backup-codes: 10 new backup codes in place of every older one, answered once. The status (the
 * number of codes left) is read again at once; the modal stays on the new codes until they are saved.
 */
export function useReplaceBackupCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReplaceBackupCodesRequest) =>
      apiRequest<TTwoFactorVerifyResponse>('POST', '/api/auth/2fa/backup-codes', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS_KEY });
    },
  });
}

export { useRefreshStatus };
