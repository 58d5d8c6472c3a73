import type { TGoalProgress, TPortfolioGoals, TPortfolioGoalsRequest, TUserGoal } from '@rentfolio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { invalidatePortfolio, portfolioKeys } from './portfolio';

export function usePortfolioGoals() {
  return useQuery<TPortfolioGoals | null>({ queryKey: portfolioKeys.goals });
}

export function useGoalProgress() {
  return useQuery<TGoalProgress[] | null>({ queryKey: portfolioKeys.goalProgress });
}

export function useUserGoals() {
  return useQuery<TUserGoal[] | null>({ queryKey: portfolioKeys.userGoals });
}

export function useSaveGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goals: TPortfolioGoalsRequest) =>
      apiRequest<TPortfolioGoals>('POST', '/api/portfolio/goals', goals),
    onSuccess: (goals) => {
      queryClient.setQueryData(portfolioKeys.goals, goals);
      return invalidatePortfolio(queryClient);
    },
  });
}
