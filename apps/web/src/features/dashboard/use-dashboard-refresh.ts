import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidatePortfolio } from '@/lib/api/portfolio';

/**
 * Refetches the dashboard's figures every `minutes` while it is open (docs/product.md "Settings": the refresh rate
 * really refetches); 0 means only on demand. Invalidating refetches just the queries on screen, and a hidden tab
 * skips the round (its queries refetch on focus anyway).
 */
export function useDashboardRefresh(minutes: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!(minutes > 0)) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void invalidatePortfolio(queryClient);
    }, minutes * 60_000);
    return () => clearInterval(timer);
  }, [minutes, queryClient]);
}
