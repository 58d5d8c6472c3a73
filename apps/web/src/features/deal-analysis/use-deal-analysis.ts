import type {
  TAnalyzeDealRequest,
  TAnalyzeDealResponse,
  TAnalyzeDealWithOptionsRequest,
  TSaveAnalysisRequest,
  TSavedAnalysis,
} from '@rentfolio/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { USAGE_QUERY_KEY } from '@/features/plans';
import { apiRequest, isApiError } from '@/lib/api';
import { toFormResolver } from '@/lib/form-resolver';
import { queryKey } from '@/lib/query-keys';
import { DEAL_FORM_DEFAULTS, type DealFormValues, validateDealForm } from './deal-form-model';

export const SAVED_ANALYSES_QUERY_KEY = queryKey('/api/analyses');

/**
 * What a save or a delete changes: the list, and the analysis itself where it was read on its own (GET
 * /api/analyses/:id, the properties feature's property made from an analysis).
 */
async function invalidateAnalysis(queryClient: QueryClient, id: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: SAVED_ANALYSES_QUERY_KEY, exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKey(`/api/analyses/${id}`) }),
  ]);
}

/** The deal form in react-hook-form: the text as typed in, the request the model's check makes of it out. */
export type DealFormMethods = UseFormReturn<DealFormValues, unknown, TAnalyzeDealRequest>;

/**
 * The deal form's state, started from the docs/product.md "Limits" defaults. The resolver checks with the API's own
 * schema (the model's validateDealForm) and submits its output. It checks on submit only: an edited field loses its
 * message until the next submit (DealForm clears it) rather than being checked while it is typed.
 */
export function useDealForm(): DealFormMethods {
  return useForm<DealFormValues, unknown, TAnalyzeDealRequest>({
    defaultValues: DEAL_FORM_DEFAULTS,
    resolver: toFormResolver((values: DealFormValues) => validateDealForm(values)),
    reValidateMode: 'onSubmit',
    // The first field in error takes the focus once its tab is shown, which the page does.
    shouldFocusError: false,
  });
}

/** POST /api/analyze-deal. Each success counts toward the month's usage, so the usage is read again afterwards. */
export function useAnalyzeDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAnalyzeDealWithOptionsRequest) =>
      apiRequest<TAnalyzeDealResponse>('POST', '/api/analyze-deal', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY }),
  });
}

/** GET /api/analyses: the user's saved analyses, newest first (null when signed out). */
export function useSavedAnalyses() {
  return useQuery<TSavedAnalysis[] | null>({ queryKey: SAVED_ANALYSES_QUERY_KEY });
}

/** POST /api/analyses (does not count as an analysis). */
export function useSaveAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveAnalysisRequest) => apiRequest<TSavedAnalysis>('POST', '/api/analyses', body),
    onSuccess: (saved) => {
      queryClient.setQueryData<TSavedAnalysis[] | null>(SAVED_ANALYSES_QUERY_KEY, (list) =>
        list ? [saved, ...list.filter((item) => item.id !== saved.id)] : list,
      );
      return invalidateAnalysis(queryClient, saved.id);
    },
  });
}

/** DELETE /api/analyses/:id. A 404 means it is gone already, which is what the user asked for. */
export function useDeleteAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      try {
        await apiRequest<{ success: true }>('DELETE', `/api/analyses/${id}`);
      } catch (error) {
        if (!(isApiError(error) && error.status === 404)) throw error;
      }
      return id;
    },
    onSuccess: (id) => {
      queryClient.setQueryData<TSavedAnalysis[] | null>(SAVED_ANALYSES_QUERY_KEY, (list) =>
        list ? list.filter((item) => item.id !== id) : list,
      );
      return invalidateAnalysis(queryClient, id);
    },
  });
}

/** The monthly analysis limit (code DEAL_LIMIT) opens the upgrade dialog instead of a toast. */
export function isAnalysisLimitError(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.body?.code === 'DEAL_LIMIT';
}
