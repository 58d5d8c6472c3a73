import { isTimeZone, type TUser } from '@rentfolio/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { AUTH_USER_QUERY_KEY } from '@/features/auth';
import { apiRequest } from '@/lib/api';
import { achievementsKeys } from './api';

/** The browser's IANA time zone ('America/Denver'), or null when it reports none this app can send. */
export function getBrowserTimeZone(): string | null {
  try {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return typeof timeZone === 'string' && isTimeZone(timeZone) ? timeZone : null;
  } catch {
    return null;
  }
}

/**
 * Streak days and weeks are counted in the user's time zone: when the signed-in app starts and the browser's zone is
 * not the one stored, PUT /api/user/time-zone tells the server, once per start. It runs in the background: the
 * answer (the updated user) replaces the cached user and the streaks are read again; a failure is only logged (the
 * next start tries again).
 */
export function useReportTimeZone(user: Pick<TUser, 'timeZone'>): void {
  const queryClient = useQueryClient();
  const hasReported = useRef(false);

  useEffect(() => {
    if (hasReported.current) return;
    const timeZone = getBrowserTimeZone();
    if (!timeZone || timeZone === user.timeZone) return;
    hasReported.current = true;
    apiRequest<TUser>('PUT', '/api/user/time-zone', { timeZone })
      .then((updated) => {
        // Only over the same user: one who signed out meanwhile (null) stays signed out.
        queryClient.setQueryData<TUser | null>(AUTH_USER_QUERY_KEY, (current) =>
          current && updated && current.id === updated.id ? updated : current,
        );
        // Streaks counted in the old zone (UTC at first) may have been read meanwhile.
        return queryClient.invalidateQueries({ queryKey: achievementsKeys.progress, exact: true });
      })
      .catch((error: unknown) => console.error('Reporting the time zone failed:', error));
  }, [user.timeZone, queryClient]);
}
