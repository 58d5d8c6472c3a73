import type {
  TBankCheckRequest,
  TBankCheckResponse,
  TBankImportRequest,
  TBankImportResult,
  TBankImportStatus,
  TBankMapping,
  TLedgerPage,
  TLedgerRecategorizeRequest,
  TLedgerRule,
  TLedgerRuleInput,
  TLedgerSchedule,
  TLedgerScheduleInput,
  TLedgerScheduleList,
  TLedgerTransaction,
  TLedgerTransactionInput,
  TLedgerTransactionPatch,
} from '@rentfolio/contracts';
import type { TLedgerCategory } from '@rentfolio/finance';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api';
import type { PortfolioDependentKeys } from '@/lib/api/portfolio';
import { queryKey } from '@/lib/query-keys';
import { sendWithProgress } from '@/lib/upload';

/** The ledger list's filters as the screen holds them; an empty text or 'all' is no filter. */
export type LedgerFilters = {
  propertyId: number | null;
  from: string;
  to: string;
  category: TLedgerCategory | 'all';
  q: string;
};

export const EMPTY_LEDGER_FILTERS: LedgerFilters = {
  propertyId: null,
  from: '',
  to: '',
  category: 'all',
  q: '',
};

/** Rows per page of the list. */
export const LEDGER_PAGE_SIZE = 50;

/** The ledger's reads (docs/api.md "Ledger"; keys of lib/query-keys.ts). */
export const ledgerKeys = {
  all: queryKey('/api/transactions'),
  page: (filters: LedgerFilters, offset: number) =>
    queryKey('/api/transactions', {
      propertyId: filters.propertyId,
      from: filters.from || null,
      to: filters.to || null,
      category: filters.category === 'all' ? null : filters.category,
      q: filters.q.trim() || null,
      limit: LEDGER_PAGE_SIZE,
      offset,
    }),
};

/** Deleting a property deletes its transactions: a portfolio change refreshes every ledger read. */
export const ledgerPortfolioKeys: PortfolioDependentKeys = [
  ledgerKeys.all,
  queryKey('/api/transaction-schedules'),
];

/** One page of the ledger with the totals of everything the filters pass; the last page stays up while the next loads. */
export function useLedgerPage(filters: LedgerFilters, offset: number, isEnabled = true) {
  return useQuery<TLedgerPage | null>({
    queryKey: ledgerKeys.page(filters, offset),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

function useLedgerMutation<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    // Plan against actual and Schedule E read the ledger too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKey('/api/plan-actual') }),
        queryClient.invalidateQueries({ queryKey: queryKey('/api/schedule-e') }),
      ]),
  });
}

/** POST /api/transactions: one payment, in one part or several. */
export function useAddTransaction() {
  return useLedgerMutation((input: TLedgerTransactionInput) =>
    apiRequest<TLedgerTransaction[]>('POST', '/api/transactions', input),
  );
}

/** PATCH /api/transactions/:id: one row. */
export function useUpdateTransaction() {
  return useLedgerMutation(({ id, patch }: { id: number; patch: TLedgerTransactionPatch }) =>
    apiRequest<TLedgerTransaction>('PATCH', `/api/transactions/${id}`, patch),
  );
}

export function useDeleteTransaction() {
  return useLedgerMutation((id: number) => apiRequest('DELETE', `/api/transactions/${id}`));
}

/** Where a transaction's receipt is downloaded (GET /api/transactions/:id/receipt). */
export const receiptUrl = (transactionId: number) => `/api/transactions/${transactionId}/receipt`;

/**
 * A receipt attached (PUT, the file's bytes, its name in the address, `onProgress` with the share sent) or removed
 * (DELETE).
 */
export function useReceiptChange() {
  return useLedgerMutation(
    ({ id, file, onProgress }: { id: number; file: File | null; onProgress?: (sent: number) => void }) =>
      file
        ? sendWithProgress<TLedgerTransaction>(
            'PUT',
            `${receiptUrl(id)}?name=${encodeURIComponent(file.name)}`,
            file,
            'application/octet-stream',
            onProgress ? { onProgress } : {},
          )
        : apiRequest<TLedgerTransaction>('DELETE', receiptUrl(id)),
  );
}

/** POST /api/transactions/recategorize: many rows to one category, all or none. */
export function useRecategorizeTransactions() {
  return useLedgerMutation((request: TLedgerRecategorizeRequest) =>
    apiRequest<{ updated: number }>('POST', '/api/transactions/recategorize', request),
  );
}

/** Recurring transactions (docs/api.md "Recurring transactions"). */
export const scheduleKeys = { all: queryKey('/api/transaction-schedules') };

export function useSchedules(isEnabled = true) {
  return useQuery<TLedgerScheduleList | null>({ queryKey: scheduleKeys.all, enabled: isEnabled });
}

/** A schedule's add or change books what is due at once: both the schedules and the ledger are read again. */
function useScheduleMutation<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKey('/api/plan-actual') }),
        queryClient.invalidateQueries({ queryKey: queryKey('/api/schedule-e') }),
      ]),
  });
}

/** POST /api/transaction-schedules, or PUT /api/transaction-schedules/:id with an id. */
export function useSaveSchedule() {
  return useScheduleMutation(({ id, schedule }: { id: number | null; schedule: TLedgerScheduleInput }) =>
    id === null
      ? apiRequest<TLedgerSchedule>('POST', '/api/transaction-schedules', schedule)
      : apiRequest<TLedgerSchedule>('PUT', `/api/transaction-schedules/${id}`, schedule),
  );
}

export function useDeleteSchedule() {
  return useScheduleMutation((id: number) =>
    apiRequest<unknown>('DELETE', `/api/transaction-schedules/${id}`),
  );
}

/** Bank statements in (docs/api.md "Bank statements"): payee rules, remembered CSV mappings, the check and the import. */
export const bankKeys = {
  rules: queryKey('/api/ledger-rules'),
  mappings: queryKey('/api/bank-mappings'),
};

export function useLedgerRules(isEnabled = true) {
  return useQuery<TLedgerRule[] | null>({ queryKey: bankKeys.rules, enabled: isEnabled });
}

export function useBankMappings(isEnabled = true) {
  return useQuery<TBankMapping[] | null>({ queryKey: bankKeys.mappings, enabled: isEnabled });
}

function useRuleMutation<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankKeys.rules }),
  });
}

/** POST /api/ledger-rules. */
export function useAddLedgerRule() {
  return useRuleMutation((rule: TLedgerRuleInput) =>
    apiRequest<TLedgerRule>('POST', '/api/ledger-rules', rule),
  );
}

/** DELETE /api/ledger-rules/:id. */
export function useDeleteLedgerRule() {
  return useRuleMutation((id: number) => apiRequest<unknown>('DELETE', `/api/ledger-rules/${id}`));
}

/** POST /api/bank-imports/check: which lines are in the ledger already. */
export function checkBankLines(request: TBankCheckRequest) {
  return apiRequest<TBankCheckResponse>('POST', '/api/bank-imports/check', request);
}

const postBankImport = (request: TBankImportRequest) =>
  apiRequest<TBankImportResult>('POST', '/api/bank-imports', request);

/**
 * POST /api/bank-imports, and everything the ledger feeds refreshed after it. A request that names its check's
 * `reading` goes without the file; the server that no longer keeps the reading (409 READING_GONE: after 15 minutes, or
 * another server) gets the file in a second request.
 */
export function useBankImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TBankImportRequest) => {
      const { text, ...named } = request;
      if (named.reading === undefined || text === undefined) return postBankImport(request);
      try {
        return await postBankImport(named);
      } catch (error) {
        if (!isApiError(error) || error.body?.code !== 'READING_GONE') throw error;
        return postBankImport({ ...named, reading: undefined, text });
      }
    },
    // Not awaited: the result shows at once, the lists refresh behind it.
    onSettled: () => {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
        queryClient.invalidateQueries({ queryKey: bankKeys.mappings }),
        queryClient.invalidateQueries({ queryKey: queryKey('/api/plan-actual') }),
        queryClient.invalidateQueries({ queryKey: queryKey('/api/schedule-e') }),
      ]);
    },
  });
}

/** GET /api/bank-imports/:importKey: how far the import running now has got. */
export function getBankImportStatus(importKey: string) {
  return apiRequest<TBankImportStatus>('GET', `/api/bank-imports/${importKey}`);
}
