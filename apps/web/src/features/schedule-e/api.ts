import type { TScheduleE, TScheduleEUseInput } from '@rentfolio/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import type { PortfolioDependentKeys } from '@/lib/api/portfolio';
import { queryKey } from '@/lib/query-keys';

/** The screen's year, kept in its address; none: the server's default (the last full year with ledger rows). */
export const ZScheduleEUrlState = z.object({
  year: z.coerce.number().int().min(1900).max(2100).nullable().catch(null),
});
export type TScheduleEUrlState = z.output<typeof ZScheduleEUrlState>;

/** GET /api/schedule-e (docs/api.md "Schedule E"); a ledger change refreshes it too (features/ledger). */
export const scheduleEKeys = {
  all: queryKey('/api/schedule-e'),
  of: (year: number | null) => queryKey('/api/schedule-e', { year }),
};

/** A property's deletion takes its column away: a portfolio change refreshes the schedule. */
export const scheduleEPortfolioKeys: PortfolioDependentKeys = [scheduleEKeys.all];

/** Where a year's CSV is downloaded. */
export const scheduleECsvUrl = (year: number) => `/api/schedule-e/export?year=${year}`;

export function useScheduleE(year: number | null) {
  return useQuery<TScheduleE | null>({ queryKey: scheduleEKeys.of(year), placeholderData: keepPreviousData });
}

/** PUT /api/schedule-e/:propertyId: a property's use in a year; the schedule is read again. */
export function useSetScheduleEUse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, use }: { propertyId: number; use: TScheduleEUseInput }) =>
      apiRequest<TScheduleE>('PUT', `/api/schedule-e/${propertyId}`, use),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleEKeys.all }),
  });
}
