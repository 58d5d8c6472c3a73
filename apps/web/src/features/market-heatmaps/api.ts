import type { THeatMap, TNeighbourhoodImportResult } from '@rentfolio/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { queryKey } from '@/lib/query-keys';

/**
 * The server state of the Market Heat Maps screen. Every place is read once (GET /api/market/heatmap, about 6,700
 * rows, ~250 kB compressed): the city list is built from them, and a city is a filter of them, so changing the city
 * or the metric asks the server nothing. An import or a removal refreshes them.
 */
export const heatMapKeys = {
  all: queryKey('/api/market/heatmap'),
};

/** GET /api/market/heatmap without a filter (the default query function; null when signed out). */
export function heatMapOptions() {
  return queryOptions<THeatMap | null>({ queryKey: heatMapKeys.all });
}

export function useHeatMap() {
  return useQuery(heatMapOptions());
}

/** POST /api/market/neighbourhood-data with the CSV text; the places are read again after it. */
export function useImportNeighbourhoodData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      apiRequest<TNeighbourhoodImportResult>('POST', '/api/market/neighbourhood-data', { csv }),
    onSuccess: (result) => {
      if (result.imported > 0) return queryClient.invalidateQueries({ queryKey: heatMapKeys.all });
    },
  });
}

/** DELETE /api/market/neighbourhood-data: every value the user imported; the places are read again after it. */
export function useRemoveNeighbourhoodData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ deleted: number }>('DELETE', '/api/market/neighbourhood-data'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: heatMapKeys.all }),
  });
}
