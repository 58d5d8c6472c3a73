import type { TSavedAnalysis } from '@rentfolio/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKey } from '@/lib/query-keys';

/** GET /api/analyses/:id: one saved analysis of the caller (404 when it is gone or not theirs). */
export function useSavedAnalysis(id: number | null) {
  return useQuery<TSavedAnalysis | null>({
    queryKey: queryKey(`/api/analyses/${id ?? 0}`),
    enabled: id !== null,
  });
}

/** A record id as the URL gives it: a positive whole number, or null ('abc', '0' and '1.5' are not ids). */
export function parseRecordId(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
