import type { TPublicConfig } from '@rentfolio/contracts';
import { useQuery } from '@tanstack/react-query';

/** GET /api/config: the public settings (admin panel on or off, support contacts). Readable while signed out. */
export function usePublicConfig() {
  return useQuery<TPublicConfig | null>({ queryKey: ['/api/config'] });
}
