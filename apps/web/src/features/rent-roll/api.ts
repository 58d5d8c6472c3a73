import type { TRentRoll, TRentRollSettings, TUnit, TUnitInput, TUnitList } from '@rentfolio/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import type { PortfolioDependentKeys } from '@/lib/api/portfolio';
import { queryKey } from '@/lib/query-keys';

/** The screen's choices, kept in its address: the last month shown (this month when none) and the property. */
export const ZRentRollUrlState = z.object({
  through: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .nullable()
    .catch(null),
  property: z.coerce.number().int().min(1).nullable().catch(null),
});
export type TRentRollUrlState = z.output<typeof ZRentRollUrlState>;

/** GET /api/rent-roll and /api/units (docs/api.md "Rent roll"); a ledger change refreshes the roll too. */
export const rentRollKeys = {
  all: queryKey('/api/rent-roll'),
  of: (state: TRentRollUrlState) =>
    queryKey('/api/rent-roll', { through: state.through, propertyId: state.property }),
  units: queryKey('/api/units'),
};

/** A property's deletion takes its units with it: a portfolio change refreshes the roll. */
export const rentRollPortfolioKeys: PortfolioDependentKeys = [rentRollKeys.all, rentRollKeys.units];

export function useRentRoll(state: TRentRollUrlState) {
  return useQuery<TRentRoll | null>({ queryKey: rentRollKeys.of(state), placeholderData: keepPreviousData });
}

/** The user's units, for the ledger's unit choice. */
export function useUnits(isEnabled = true) {
  return useQuery<TUnitList | null>({ queryKey: rentRollKeys.units, enabled: isEnabled });
}

function useRentRollMutation<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    // Units and leases feed the insights too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rentRollKeys.all }),
        queryClient.invalidateQueries({ queryKey: rentRollKeys.units }),
        queryClient.invalidateQueries({ queryKey: queryKey('/api/insights') }),
      ]),
  });
}

/** POST /api/properties/:id/units for a new unit, PUT /api/units/:id for a change. */
export function useSaveUnit() {
  return useRentRollMutation(
    ({ id, propertyId, unit }: { id: number | null; propertyId: number; unit: TUnitInput }) =>
      id === null
        ? apiRequest<TUnit>('POST', `/api/properties/${propertyId}/units`, unit)
        : apiRequest<TUnit>('PUT', `/api/units/${id}`, unit),
  );
}

export function useDeleteUnit() {
  return useRentRollMutation((id: number) => apiRequest<unknown>('DELETE', `/api/units/${id}`));
}

export function useSaveGraceDays() {
  return useRentRollMutation((settings: TRentRollSettings) =>
    apiRequest<TRentRollSettings>('PUT', '/api/rent-roll/settings', settings),
  );
}
