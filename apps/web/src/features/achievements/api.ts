import type { TAchievement, TAchievementProgress } from '@rentfolio/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { type PortfolioDependentKeys, portfolioKeys } from '@/lib/api/portfolio';
import { queryKey } from '@/lib/query-keys';

/** The achievements reads (keys of lib/query-keys.ts, read by the default query function). */
export const achievementsKeys = {
  list: queryKey('/api/achievements'),
  progress: queryKey('/api/achievements/progress'),
};

/** A property or goals change refreshes every achievements read (lib/api/portfolio.ts onPortfolioChange). */
export const achievementsPortfolioKeys: PortfolioDependentKeys = [achievementsKeys.list];

/** GET /api/achievements: the user's achievements, newest first. */
export function useAchievements() {
  return useQuery<TAchievement[] | null>({ queryKey: achievementsKeys.list });
}

/** GET /api/achievements/progress: the level and its XP, what the XP comes from, and the streaks. */
export function useAchievementProgress() {
  return useQuery<TAchievementProgress | null>({ queryKey: achievementsKeys.progress });
}

type AchievementList = TAchievement[] | null | undefined;

function setViewed(queryClient: QueryClient, id: number, isViewed: boolean): void {
  queryClient.setQueryData<AchievementList>(achievementsKeys.list, (list) =>
    list?.map((achievement) => (achievement.id === id ? { ...achievement, isViewed } : achievement)),
  );
}

/**
 * PATCH /api/achievements/:id/view (Mark Read). The list changes in place at once (no reload, unlike the product's
 * original); a failure is only logged (docs/product.md "Messages" (Achievement)) and puts the item back as it was.
 */
export function useMarkAchievementViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<TAchievement>('PATCH', `/api/achievements/${id}/view`),
    onMutate: async (id) => {
      // A read still under way would overwrite the change with what it fetched before it.
      await queryClient.cancelQueries({ queryKey: achievementsKeys.list, exact: true });
      const before = queryClient.getQueryData<AchievementList>(achievementsKeys.list);
      const wasViewed = before?.find((achievement) => achievement.id === id)?.isViewed ?? false;
      setViewed(queryClient, id, true);
      return { wasViewed };
    },
    onSuccess: (updated) => {
      queryClient.setQueryData<AchievementList>(achievementsKeys.list, (list) =>
        list?.map((achievement) => (achievement.id === updated.id ? updated : achievement)),
      );
    },
    onError: (error, id, context) => {
      console.error(`Marking achievement ${id} read failed:`, error);
      setViewed(queryClient, id, context?.wasViewed ?? false);
    },
  });
}

/**
 * POST /api/achievements/read-all (Mark all as read): every new achievement shows as read at once; the server's list
 * replaces it when it answers, and a failure puts the list back as it was (the caller says so in a toast).
 */
export function useMarkAllAchievementsViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TAchievement[]>('POST', '/api/achievements/read-all'),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: achievementsKeys.list, exact: true });
      const before = queryClient.getQueryData<AchievementList>(achievementsKeys.list);
      queryClient.setQueryData<AchievementList>(achievementsKeys.list, (list) =>
        list?.map((achievement) => (achievement.isViewed ? achievement : { ...achievement, isViewed: true })),
      );
      return { before };
    },
    onSuccess: (list) => {
      queryClient.setQueryData<AchievementList>(achievementsKeys.list, list);
    },
    onError: (error, _variables, context) => {
      console.error('Marking all achievements read failed:', error);
      queryClient.setQueryData<AchievementList>(achievementsKeys.list, context?.before);
    },
  });
}

export type AchievementCheckResult = { awarded: TAchievement[] };

/**
 * POST /api/achievements/check: awards what the user's activity has earned since the last check; then the list, the
 * progress (achievements count towards XP) and the notifications (one per award) are read again.
 */
export function useCheckAchievements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<AchievementCheckResult>('POST', '/api/achievements/check'),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: achievementsKeys.list, exact: true }),
        queryClient.invalidateQueries({ queryKey: achievementsKeys.progress, exact: true }),
        queryClient.invalidateQueries({ queryKey: portfolioKeys.notifications, exact: true }),
      ]),
  });
}
