import {
  type TLedgerTransaction,
  type TLedgerTransactionPatch,
  type TLedgerTransactionRequest,
  ZLedgerTransactionInput,
} from '@rentfolio/contracts';
import { type TLedgerCategory, toCents } from '@rentfolio/finance';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { translateMessage } from '@/i18n/translate-message';
import { localIsoDate } from '@/lib/dates';

/** One part of the form: the text typed, checked by the contracts' schema on submit. */
export type TransactionPartValues = {
  propertyId: string;
  /** '' for none (a property with one unit counts its rent for that unit anyway). */
  unitId: string;
  category: TLedgerCategory | '';
  amount: string;
};

export type TransactionFormValues = {
  date: string;
  payee: string;
  memo: string;
  parts: TransactionPartValues[];
};

/** A new transaction: today, on the property the list is filtered to (or the only one), one empty part. */
export function newTransactionValues(
  propertyId: number | null,
  today = localIsoDate(),
): TransactionFormValues {
  return {
    date: today,
    payee: '',
    memo: '',
    parts: [
      { propertyId: propertyId === null ? '' : String(propertyId), unitId: '', category: '', amount: '' },
    ],
  };
}

/** The form of one stored row (an edit changes that row alone, so it has one part). */
export function transactionValuesOf(row: TLedgerTransaction): TransactionFormValues {
  return {
    date: row.date,
    payee: row.payee,
    memo: row.memo ?? '',
    parts: [
      {
        propertyId: String(row.propertyId),
        unitId: row.unitId === null ? '' : String(row.unitId),
        category: row.category,
        amount: String(row.amount),
      },
    ],
  };
}

/** What the form sends: the text as typed (the schema reads numbers written with thousands separators). */
function toRequestBody(values: TransactionFormValues) {
  return {
    date: values.date,
    payee: values.payee,
    memo: values.memo,
    parts: values.parts.map((part) => ({
      propertyId: part.propertyId === '' ? undefined : Number(part.propertyId),
      unitId: part.unitId === '' ? null : Number(part.unitId),
      category: part.category === '' ? undefined : part.category,
      amount: part.amount,
    })),
  };
}

/**
 * Checks the form with the contracts' schema (ZLedgerTransactionInput), each message translated by its code, at its
 * place in the form: `parts.1.amount` is the second part's amount.
 */
export const transactionResolver: Resolver<TransactionFormValues, unknown, TLedgerTransactionRequest> = (
  values,
) => {
  const parsed = ZLedgerTransactionInput.safeParse(toRequestBody(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, unknown> = {};
  const partErrors: Record<string, unknown>[] & { root?: unknown } = [];
  for (const issue of parsed.error.issues) {
    const [first, index, field] = issue.path;
    const error = { type: 'validate', message: translateMessage(issue.message) };
    if (first === 'parts' && typeof index === 'number' && typeof field === 'string') {
      const part = partErrors[index] ?? {};
      if (!(field in part)) part[field] = error;
      partErrors[index] = part;
    } else if (first === 'parts') {
      // The list as a whole (none, or too many): shown under the parts, as the array's `root`.
      partErrors.root ??= error;
    } else if (typeof first === 'string' && !(first in errors)) {
      errors[first] = error;
    }
  }
  if (partErrors.length > 0 || partErrors.root) errors.parts = partErrors;
  return { values: {}, errors: errors as FieldErrors<TransactionFormValues> };
};

/** The changes of an edited row: what differs from the stored one. */
export function toTransactionPatch(
  row: TLedgerTransaction,
  data: TLedgerTransactionRequest,
): TLedgerTransactionPatch {
  const [part] = data.parts;
  const patch: TLedgerTransactionPatch = {};
  if (data.date !== row.date) patch.date = data.date;
  if ((data.payee ?? '') !== row.payee) patch.payee = data.payee ?? '';
  if ((data.memo ?? '') !== (row.memo ?? '')) patch.memo = data.memo ?? '';
  if (part) {
    if (part.propertyId !== row.propertyId) patch.propertyId = part.propertyId;
    if ((part.unitId ?? null) !== row.unitId) patch.unitId = part.unitId ?? null;
    if (part.category !== row.category) patch.category = part.category;
    if (part.amount !== row.amount) patch.amount = part.amount;
  }
  return patch;
}

/** The parts' sum in cents (what the payment totals), or null while an amount is not a number. */
export function partsTotalCents(parts: readonly TransactionPartValues[]): number | null {
  let total = 0;
  for (const part of parts) {
    const text = part.amount.trim().replaceAll(',', '');
    if (text === '') continue;
    const value = Number(text);
    if (!Number.isFinite(value)) return null;
    total += toCents(value);
  }
  return total;
}

/**
 * The parts with a unit only where it is one of the part's property's units (`unitsOf` lists a property's unit ids): a
 * unit chosen before the property was changed is dropped rather than refused by the server.
 */
export function withUnitsOfTheirProperty(
  data: TLedgerTransactionRequest,
  unitsOf: (propertyId: number) => readonly number[],
): TLedgerTransactionRequest {
  return {
    ...data,
    parts: data.parts.map((part) =>
      typeof part.unitId === 'number' && !unitsOf(part.propertyId).includes(part.unitId)
        ? { ...part, unitId: null }
        : part,
    ),
  };
}
