import { LEDGER_CATEGORIES, LEDGER_CATEGORY_IDS, type TLedgerCategory } from '@rentfolio/finance';
import { z } from 'zod';
import { parseNumericText } from './deal';
import {
  idParam,
  MAX_ID,
  MONEY_LIMITS,
  optionalText,
  queryInteger,
  roundDollarsToCents,
  safeText,
} from './fields';
import { fieldMessage } from './message-codes';
import { isIsoDate } from './property';
import { ZUnitRef } from './rent-roll';

/**
 * The ledger (docs/product.md "Ledger"; docs/api.md "Ledger"): what really happened to each property, one row per
 * category of a payment. Categories are the lines of Schedule E and the flows beside them (finance's
 * LEDGER_CATEGORIES); an amount is in the category's direction, negative for a refund or a reversal.
 */
export const LEDGER_LIMITS = {
  /** A payment split over categories or properties has at most this many parts. */
  maxParts: 20,
  /** Re-categorised at once. */
  maxBulk: 500,
  /** The largest page of the list. */
  maxPageSize: 200,
  defaultPageSize: 50,
  /** The ledger's dates: far before any purchase an account holds, and far enough ahead for a booked bill. */
  firstDate: '1900-01-01',
  lastDate: '2100-12-31',
  payeeLength: 200,
  memoLength: 1000,
  /** The largest amount of one row, in dollars: a year of the largest operating amount a property may have. */
  maxAmount: MONEY_LIMITS.annual,
} as const;

export const LEDGER_MESSAGES = {
  notFound: 'Transaction not found.',
  propertyRequired: 'Choose a property.',
  date: 'Date must be a real date written as YYYY-MM-DD.',
  dateRange: 'Date must be between 1900-01-01 and 2100-12-31.',
  category: 'Choose a category from the list.',
  amountZero: 'Amount cannot be 0.',
  partsEmpty: 'Add at least one category with an amount.',
  partsTooMany: 'Split a payment into at most 20 parts.',
  bulkEmpty: 'Choose at least one transaction.',
  bulkTooMany: 'Change at most 500 transactions at a time.',
  nothingToUpdate: 'Send at least one field to change.',
  periodOrder: 'The start date cannot be after the end date.',
  scheduleNotFound: 'Recurring transaction not found.',
  scheduleKind: 'Choose rent or a loan payment.',
  dayOfMonth: 'Day of the month must be a whole number from 1 to 31.',
  endBeforeStart: 'The end date cannot be before the start date.',
  rentAmount: 'Rent must be more than 0.',
  startTooEarly: 'The start date can be at most 10 years ago.',
  noLoan: 'This property has no loan to pay: its down payment is the whole price.',
  noPurchaseDate: "Add the property's purchase date first: its loan payments count from it.",
  tooManySchedules: 'You can have at most 200 recurring transactions.',
  receiptNotFound: 'This transaction has no receipt.',
  receiptEmpty: 'The file is empty. Choose the receipt again.',
  receiptTooLarge: 'A receipt can be at most 10 MB.',
  receiptType:
    'A receipt must be a PDF, JPEG, PNG or WebP file, and this file is none of these, whatever its name says.',
  receiptQuota:
    'Your receipts already take up 1 GB, the most one account can store. Delete receipts you no longer need first.',
  receiptBody: 'Send the file itself as the request body, with Content-Type: application/octet-stream.',
} as const;

export const ZLedgerCategory = z
  .enum(LEDGER_CATEGORY_IDS as [TLedgerCategory, ...TLedgerCategory[]], { error: LEDGER_MESSAGES.category })
  .describe(
    `A line of Schedule E or a flow beside it: ${LEDGER_CATEGORY_IDS.map((id) => {
      const { line } = LEDGER_CATEGORIES[id];
      return line === null ? id : `${id} (line ${line})`;
    }).join(', ')}.`,
  );

export const ZLedgerDate = z
  .string({ error: LEDGER_MESSAGES.date })
  .trim()
  .refine(isIsoDate, { error: LEDGER_MESSAGES.date, abort: true })
  .refine((value) => value >= LEDGER_LIMITS.firstDate && value <= LEDGER_LIMITS.lastDate, {
    error: LEDGER_MESSAGES.dateRange,
  });

/** An amount in dollars (a number, or text such as "-1,250.50"), rounded half away from zero to cents first; not 0, at most LEDGER_LIMITS.maxAmount either way. */
export const ZLedgerAmount = z.preprocess(
  (value) => {
    const parsed = parseNumericText(value);
    return typeof parsed === 'number' && Number.isFinite(parsed) ? roundDollarsToCents(parsed) : parsed;
  },
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? fieldMessage('required', { field: 'amount' })
          : fieldMessage('notNumber', { field: 'amount' }),
    })
    .refine(Number.isFinite, { error: fieldMessage('notNumber', { field: 'amount' }), abort: true })
    .min(-LEDGER_LIMITS.maxAmount, {
      error: fieldMessage('between', {
        field: 'amount',
        min: -LEDGER_LIMITS.maxAmount,
        max: LEDGER_LIMITS.maxAmount,
      }),
      abort: true,
    })
    .max(LEDGER_LIMITS.maxAmount, {
      error: fieldMessage('between', {
        field: 'amount',
        min: -LEDGER_LIMITS.maxAmount,
        max: LEDGER_LIMITS.maxAmount,
      }),
      abort: true,
    })
    .refine((value) => value !== 0, { error: LEDGER_MESSAGES.amountZero })
    .describe('Dollars, to the cent, in the direction of the category (negative for a refund); not 0.'),
);

export const ZRecordId = (entity: 'property' | 'transaction') =>
  z
    .number({ error: entity === 'property' ? LEDGER_MESSAGES.propertyRequired : 'Choose a transaction.' })
    .int({ error: `The ${entity} id must be a positive whole number.` })
    .min(1, { error: `The ${entity} id must be a positive whole number.` })
    .max(MAX_ID, { error: `The ${entity} id must be a positive whole number.` });

export const ZPayee = safeText('payee').max(LEDGER_LIMITS.payeeLength, {
  error: fieldMessage('atMostCharacters', { field: 'payee', max: LEDGER_LIMITS.payeeLength }),
});
const ZMemo = optionalText('memo', LEDGER_LIMITS.memoLength, { multiline: true }).nullable();

/** One part of a payment: the property it belongs to, its category and its amount. */
export const ZLedgerPart = z.object(
  {
    propertyId: ZRecordId('property'),
    unitId: ZUnitRef,
    category: ZLedgerCategory,
    amount: ZLedgerAmount,
  },
  { error: 'Each part must be an object with a propertyId, a category and an amount.' },
);
export type TLedgerPart = z.infer<typeof ZLedgerPart>;

// POST /api/transactions – one payment, in one part or split over several
export const ZLedgerTransactionInput = z
  .object(
    {
      date: ZLedgerDate,
      payee: ZPayee.optional(),
      memo: ZMemo.optional(),
      parts: z
        .array(ZLedgerPart, { error: LEDGER_MESSAGES.partsEmpty })
        .min(1, { error: LEDGER_MESSAGES.partsEmpty })
        .max(LEDGER_LIMITS.maxParts, { error: LEDGER_MESSAGES.partsTooMany })
        .describe('One part, or up to 20 when the payment covers several categories or properties.'),
    },
    { error: 'Send the transaction as a JSON object.' },
  )
  .meta({ id: 'NewLedgerTransaction' });
export type TLedgerTransactionInput = z.input<typeof ZLedgerTransactionInput>;
export type TLedgerTransactionRequest = z.infer<typeof ZLedgerTransactionInput>;

// PATCH /api/transactions/:id – one row changed; the other rows of its split are left as they are
export const ZLedgerTransactionPatch = z
  .object(
    {
      date: ZLedgerDate.optional(),
      payee: ZPayee.optional(),
      memo: ZMemo.optional(),
      propertyId: ZRecordId('property').optional(),
      unitId: ZUnitRef,
      category: ZLedgerCategory.optional(),
      amount: ZLedgerAmount.optional(),
    },
    { error: 'Send the changes as a JSON object.' },
  )
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: LEDGER_MESSAGES.nothingToUpdate,
  })
  .meta({ id: 'LedgerTransactionPatch' });
export type TLedgerTransactionPatch = z.infer<typeof ZLedgerTransactionPatch>;

// POST /api/transactions/recategorize – many rows to one category (and, if given, one property)
export const ZLedgerRecategorizeRequest = z
  .object(
    {
      ids: z
        .array(ZRecordId('transaction'), { error: LEDGER_MESSAGES.bulkEmpty })
        .min(1, { error: LEDGER_MESSAGES.bulkEmpty })
        .max(LEDGER_LIMITS.maxBulk, { error: LEDGER_MESSAGES.bulkTooMany }),
      category: ZLedgerCategory,
      propertyId: ZRecordId('property').optional(),
    },
    { error: 'Send the request as a JSON object.' },
  )
  .meta({ id: 'LedgerRecategorizeRequest' });
export type TLedgerRecategorizeRequest = z.infer<typeof ZLedgerRecategorizeRequest>;

export const ZLedgerSource = z.enum(['manual', 'recurring', 'import']);

/** A transaction's receipt, without its bytes (GET /api/transactions/:id/receipt sends those). */
export const ZReceiptInfo = z
  .object({
    name: z.string().describe("The file's name, its extension matching its type."),
    type: z.enum(['application/pdf', 'image/jpeg', 'image/png', 'image/webp']),
    size: z.number().int().describe('Bytes.'),
  })
  .meta({ id: 'ReceiptInfo' });
export type TReceiptInfo = z.infer<typeof ZReceiptInfo>;

export const ZLedgerTransaction = z
  .object({
    id: z.number().int(),
    propertyId: z.number().int(),
    unitId: z.number().int().nullable().describe('The unit it was for, when said (docs/api.md "Rent roll").'),
    date: z.string().describe('YYYY-MM-DD'),
    amount: z.number().describe('Dollars in the direction of the category; negative for a refund.'),
    category: ZLedgerCategory,
    payee: z.string(),
    memo: z.string().nullable(),
    splitId: z.string().nullable().describe('Shared by the rows of one payment split over several parts.'),
    source: ZLedgerSource,
    receipt: ZReceiptInfo.nullable(),
    createdAt: z.string().describe('ISO 8601'),
    updatedAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'LedgerTransaction' });
export type TLedgerTransaction = z.infer<typeof ZLedgerTransaction>;

/** A comma-separated list of categories in a query string. */
const ZCategoryList = z
  .string({ error: LEDGER_MESSAGES.category })
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  )
  .pipe(z.array(ZLedgerCategory).max(LEDGER_CATEGORY_IDS.length, { error: LEDGER_MESSAGES.category }));

// GET /api/transactions?propertyId&from&to&category&q&limit&offset
export const ZLedgerListQuery = z
  .object({
    propertyId: idParam('property').optional(),
    from: ZLedgerDate.optional(),
    to: ZLedgerDate.optional(),
    category: ZCategoryList.optional().describe('One category or several, separated by commas.'),
    q: safeText('searchText')
      .max(200, { error: fieldMessage('atMostCharacters', { field: 'searchText', max: 200 }) })
      .optional()
      .describe('Part of the payee or the memo, ignoring case.'),
    limit: queryInteger('limit', 1, LEDGER_LIMITS.maxPageSize).optional(),
    offset: queryInteger('offset', 0, 10_000_000).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: LEDGER_MESSAGES.periodOrder,
    path: ['from'],
  });
export type TLedgerListQuery = z.infer<typeof ZLedgerListQuery>;

/** The sums of every transaction that passes the filters (not only the page's). */
export const ZLedgerTotals = z
  .object({
    count: z.number().int(),
    /** Money in: income, deposits received, owner contributions. */
    moneyIn: z.number(),
    /** Money out: expenses, interest, principal, improvements, deposits returned, draws. */
    moneyOut: z.number(),
    /** In − out. */
    net: z.number(),
    byCategory: z.array(z.object({ category: ZLedgerCategory, count: z.number().int(), amount: z.number() })),
  })
  .meta({ id: 'LedgerTotals' });
export type TLedgerTotals = z.infer<typeof ZLedgerTotals>;

export const ZLedgerPage = z
  .object({ items: z.array(ZLedgerTransaction), totals: ZLedgerTotals })
  .meta({ id: 'LedgerPage' });
export type TLedgerPage = z.infer<typeof ZLedgerPage>;

export const ZLedgerTransactionIdParams = z.object({ id: idParam('transaction') });
