import type { TUpdateSettingsRequest, TUserSettings } from '@rentfolio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api';
import { queryKey } from '@/lib/query-keys';
import { setAppliedSettings } from './settings-store';

export const SETTINGS_QUERY_KEY = queryKey('/api/user/settings');

/** GET /api/user/settings: the server's copy, the record once signed in. */
export function useServerSettings() {
  return useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: () => apiRequest<TUserSettings>('GET', SETTINGS_QUERY_KEY[0]),
    staleTime: 60_000,
  });
}

/** PATCH /api/user/settings; the answer (all the settings) becomes the applied and stored settings. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: TUpdateSettingsRequest) =>
      apiRequest<TUserSettings>('PATCH', SETTINGS_QUERY_KEY[0], changes),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, saved);
      setAppliedSettings(saved);
    },
  });
}

/** Signed in: the server's settings replace the browser's copy as soon as they arrive (another browser may have changed them). */
export function SettingsSync() {
  const { data } = useServerSettings();
  useEffect(() => {
    if (data) setAppliedSettings(data);
  }, [data]);
  return null;
}
