import type { TNotificationList } from '@rentfolio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { portfolioKeys } from './portfolio';

export function useNotifications() {
  return useQuery<TNotificationList | null>({ queryKey: portfolioKeys.notifications });
}

/** Opening the panel (`seen`) or Mark all read (`read-all`); the answer is the new list. */
export function useNotificationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'seen' | 'read-all') =>
      apiRequest<TNotificationList>('POST', `/api/notifications/${action}`),
    onSuccess: (list) => queryClient.setQueryData(portfolioKeys.notifications, list),
  });
}
