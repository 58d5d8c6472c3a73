import type { TPublicConfig } from '@rentfolio/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKey } from '@/lib/query-keys';

/** GET /api/config: the public settings (admin panel on or off, support contacts). Readable while signed out. */
export function usePublicConfig() {
  return useQuery<TPublicConfig | null>({ queryKey: queryKey('/api/config') });
}
