import type { TReportResponse, TReportStatus, TUpdateList } from '@rentfolio/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { queryKey } from '@/lib/query-keys';

/** While the last report is queued or being sent, its status is read again this often. */
export const STATUS_POLL_MS = 3_000;

/**
 * The server state of the Monthly Portfolio Reports card and the Updates & Changes panel (keys of lib/query-keys.ts,
 * read by the default query function).
 */
export const reportsKeys = {
  status: queryKey('/api/reports/status'),
  updates: queryKey('/api/updates'),
};

/** GET /api/reports/status: whether e-mail is set up, the monthly setting, and the last report's delivery. */
export function useReportStatus() {
  return useQuery<TReportStatus | null>({
    queryKey: reportsKeys.status,
    // The outbox sends in the background: follow the last report until it is sent or has failed.
    refetchInterval: (query) => {
      const status = query.state.data?.lastReport?.status;
      return status === 'queued' || status === 'sending' ? STATUS_POLL_MS : false;
    },
  });
}

function refreshStatus(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: reportsKeys.status });
}

/** POST /api/reports/send-monthly: queues this month's report to the signed-in user; the status is read again. */
export function useSendMonthlyReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TReportResponse>('POST', '/api/reports/send-monthly', {}),
    onSettled: () => refreshStatus(queryClient),
  });
}

/** POST /api/reports/send-test: queues a test report to the signed-in user; the status is read again. */
export function useSendTestReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TReportResponse>('POST', '/api/reports/send-test', {}),
    onSettled: () => refreshStatus(queryClient),
  });
}

/** GET /api/updates: the 8 newest release notes, each new or not for this user. */
export function useUpdates() {
  return useQuery<TUpdateList | null>({ queryKey: reportsKeys.updates });
}

/** POST /api/updates/read-all: none is new any more; the answer replaces the list in place. */
export function useMarkUpdatesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TUpdateList>('POST', '/api/updates/read-all', {}),
    onSuccess: (list) => queryClient.setQueryData(reportsKeys.updates, list),
  });
}

/** The preview pages: HTML, opened in a new tab. */
export const PREVIEW_URLS = {
  positive: '/api/reports/preview',
  negative: '/api/reports/preview-negative',
} as const;
