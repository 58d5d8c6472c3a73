import {
  PROPERTY_MESSAGES,
  PROPERTY_TYPES,
  type TPropertyInput,
  type TPropertyType,
  ZPropertyInput,
} from '@rentfolio/contracts';
import { computeDownPaymentAmount, computeLoanAmount, DEAL_DEFAULTS } from '@rentfolio/finance';
import { utcIsoDate } from '@/lib/dates';
import {
  blankValues,
  DEFAULT_PROPERTY_TYPE,
  type FormFieldName,
  firstInvalidField,
  isFieldOf,
  PROPERTY_DETAIL_FIELDS,
  PROPERTY_FIELDS,
  pickFieldErrors,
  REQUIRED_PROPERTY_FIELDS,
  toFieldErrors,
} from '@/lib/property-fields';

/**
 * The onboarding property draft (docs/product.md "Data"): onboarding's view of the field model (lib/property-fields),
 * every field text as typed. It asks for a subset, in the order it shows them: the details, the price and the purchase
 * date, rent and expenses, annual taxes and insurance (otherwise stored as $0, overstating returns), and the down
 * payment in percent and the rate, like every other form. What is onboarding's own: the quick-start samples, its
 * "must be a number" check (thousands commas allowed), the bulk request's problems, the totals and the loan amount.
 */
export const DRAFT_FIELD_NAMES = [
  ...PROPERTY_DETAIL_FIELDS,
  'purchasePrice',
  'purchaseDate',
  'monthlyRent',
  'operatingExpenses',
  'propertyTaxes',
  'insurance',
  'downPayment',
  'interestRate',
] as const satisfies readonly FormFieldName[];
export type DraftFieldName = (typeof DRAFT_FIELD_NAMES)[number];
export type PropertyDraft = Record<DraftFieldName, string>;
export type DraftFieldErrors = Partial<Record<DraftFieldName, string>>;

/** The onboarding's property types, in the product's order (docs/product.md "Data" (Property types offered)). */
export const ONBOARDING_PROPERTY_TYPES: readonly TPropertyType[] = PROPERTY_TYPES;

/**
 * A new draft: blank, with the default property type. Unlike the deal form, the financing starts blank too: the
 * form says which down payment and rate are assumed when none is given.
 */
export const EMPTY_DRAFT: PropertyDraft = {
  ...blankValues(DRAFT_FIELD_NAMES),
  propertyType: DEFAULT_PROPERTY_TYPE,
};

/** What every quick-start sample prefills (docs/product.md "Limits" (Form defaults)). */
export const SAMPLE_DEFAULTS = {
  bedrooms: '3',
  bathrooms: '2',
  squareFeet: '1800',
  operatingExpenses: '600',
} as const;

export type QuickStartSample = {
  /** The key of its name in the onboarding texts (samples.*). */
  key: 'denver' | 'austin' | 'phoenix';
  draft: PropertyDraft;
};

/** Three example properties the user may start from; they fill the form, and nothing is stored until Complete Setup. */
export const QUICK_START_SAMPLES: readonly QuickStartSample[] = [
  {
    key: 'denver',
    draft: {
      ...EMPTY_DRAFT,
      ...SAMPLE_DEFAULTS,
      address: '2145 Vine Street',
      city: 'Denver',
      state: 'CO',
      zipCode: '80205',
      propertyType: 'single-family',
      purchasePrice: '485000',
      monthlyRent: '2650',
      // Colorado's effective property tax is about 0.55% of value; a homeowner's policy about $1,800 a year.
      propertyTaxes: '2700',
      insurance: '1800',
    },
  },
  {
    key: 'austin',
    draft: {
      ...EMPTY_DRAFT,
      ...SAMPLE_DEFAULTS,
      address: '4507 Avenue H',
      city: 'Austin',
      state: 'TX',
      zipCode: '78751',
      propertyType: 'duplex',
      purchasePrice: '625000',
      monthlyRent: '3900',
      // Texas taxes run near 1.8% of value; a landlord policy on a duplex about $2,400 a year.
      propertyTaxes: '11250',
      insurance: '2400',
    },
  },
  {
    key: 'phoenix',
    draft: {
      ...EMPTY_DRAFT,
      ...SAMPLE_DEFAULTS,
      address: '1850 North Central Avenue, Unit 1204',
      city: 'Phoenix',
      state: 'AZ',
      zipCode: '85004',
      propertyType: 'condo',
      purchasePrice: '315000',
      monthlyRent: '1850',
      // Arizona taxes about 0.6% of value; a condo unit policy (HO-6) about $600 a year.
      propertyTaxes: '1900',
      insurance: '600',
    },
  },
];

/** docs/product.md "Input rules" (Onboarding add-property): these three must be filled in. */
export const REQUIRED_DRAFT_FIELDS = REQUIRED_PROPERTY_FIELDS satisfies readonly DraftFieldName[];

/** docs/product.md "Input rules": these must be numbers (the model's numeric fields among the draft's). */
export const NUMERIC_DRAFT_FIELDS: readonly DraftFieldName[] = DRAFT_FIELD_NAMES.filter((name) =>
  isFieldOf(PROPERTY_FIELDS.numericFields, name),
);

export function isDraftFieldName(name: string): name is DraftFieldName {
  return isFieldOf(DRAFT_FIELD_NAMES, name);
}

/** The first field, in the order the form shows them, that has a message (or a react-hook-form error). */
export function findFirstInvalidDraftField(
  errors: Partial<Record<DraftFieldName, unknown>>,
): DraftFieldName | null {
  return firstInvalidField(errors, DRAFT_FIELD_NAMES);
}

export type RequiredDraftField = (typeof REQUIRED_DRAFT_FIELDS)[number];

/** The required fields left empty, in form order. */
export function getMissingFields(draft: PropertyDraft): RequiredDraftField[] {
  return REQUIRED_DRAFT_FIELDS.filter((field) => draft[field].trim() === '');
}

/** A number typed in a field; empty text is "not given", anything that is not a plain number is NaN. */
function parseDraftNumber(text: string): number | undefined {
  const trimmed = text.trim().replaceAll(',', '');
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The numeric fields whose text is not a number. */
export function getNonNumericFields(draft: PropertyDraft): DraftFieldName[] {
  return NUMERIC_DRAFT_FIELDS.filter((field) => Number.isNaN(parseDraftNumber(draft[field])));
}

/**
 * The loan a draft implies, by the finance engine: price − price × down payment / 100, the down payment taking the
 * deal's default (DEAL_DEFAULTS, 20%) when left empty; undefined until there is a valid price and down payment.
 */
export function computeDraftLoanAmount(draft: PropertyDraft): number | undefined {
  const price = parseDraftNumber(draft.purchasePrice);
  if (price === undefined || !Number.isFinite(price) || price <= 0) return undefined;
  const down = parseDraftNumber(draft.downPayment) ?? DEAL_DEFAULTS.downPayment;
  if (!Number.isFinite(down) || down < 0 || down > 100) return undefined;
  return computeLoanAmount(price, computeDownPaymentAmount(price, down));
}

/**
 * A draft as POST /api/properties(/bulk) takes it: the model's request body (fields left empty are omitted so the
 * API's defaults apply), with the numbers as numbers (thousands commas allowed) and the state upper-cased.
 */
export function toPropertyInput(draft: PropertyDraft): TPropertyInput {
  const input: Record<string, unknown> = PROPERTY_FIELDS.toRequestBody(draft, DRAFT_FIELD_NAMES);
  for (const name of NUMERIC_DRAFT_FIELDS) {
    if (name in input) input[name] = parseDraftNumber(draft[name]);
  }
  const state = draft.state.trim().toUpperCase();
  if (state !== '') input.state = state;
  // The required texts go even when blank, and the schema says they are required.
  return {
    ...input,
    address: draft.address.trim(),
    city: draft.city.trim(),
    propertyType: draft.propertyType,
  } as TPropertyInput;
}

export type DraftMessages = {
  /** "<field label> must be a number." */
  notNumber: (field: DraftFieldName) => string;
  /** "Address is required." and the like (docs/product.md "Messages"). */
  required: (field: RequiredDraftField) => string;
};

/** API field messages (`{ state: '...' }`) as messages of the draft's fields. */
export function toDraftFieldErrors(apiErrors: Record<string, string>): DraftFieldErrors {
  return pickFieldErrors(apiErrors, DRAFT_FIELD_NAMES);
}

/**
 * Checks a draft: its numeric fields are numbers (docs/product.md "Input rules"), then it is checked as the API will (@rentfolio/contracts'
 * ZPropertyInput), so a property that would be refused is caught before it joins the list. Answers the draft's field
 * messages; empty when it is fine.
 */
export function validateDraft(
  draft: PropertyDraft,
  messages: DraftMessages,
  today: string = utcIsoDate(),
): DraftFieldErrors {
  const nonNumeric = getNonNumericFields(draft);
  if (nonNumeric.length > 0) {
    const errors: DraftFieldErrors = {};
    for (const field of nonNumeric) errors[field] = messages.notNumber(field);
    return errors;
  }
  const parsed = ZPropertyInput.safeParse(toPropertyInput(draft));
  const errors = toFieldErrors(parsed.error?.issues ?? [], DRAFT_FIELD_NAMES);
  // The server refuses a purchase date after its today (UTC); the schema alone does not.
  const purchaseDate = draft.purchaseDate.trim();
  if (!errors.purchaseDate && purchaseDate !== '' && purchaseDate > today) {
    errors.purchaseDate = PROPERTY_MESSAGES.purchaseDateFuture;
  }
  return errors;
}

export type DraftValidation =
  | { success: true; data: PropertyDraft }
  | { success: false; fieldErrors: DraftFieldErrors };

/**
 * The Add Property check of the form (validateDraft, with the required fields' own messages over any other message of
 * theirs): the draft as it joins the list, its state upper-cased, or the field messages.
 */
export function validateDraftForm(
  draft: PropertyDraft,
  messages: DraftMessages,
  today: string = utcIsoDate(),
): DraftValidation {
  const fieldErrors = validateDraft(draft, messages, today);
  for (const field of getMissingFields(draft)) fieldErrors[field] = messages.required(field);
  if (Object.keys(fieldErrors).length > 0) return { success: false, fieldErrors };
  return { success: true, data: { ...draft, state: draft.state.trim().toUpperCase() } };
}

/** A problem the server found in one property of a bulk request ("properties.2.state"). */
export type BulkProblem = { index: number; field: DraftFieldName | null; apiField: string; message: string };

/** The per-property problems in a 400's details, said about the draft's fields; keys that name no property are left out. */
export function toBulkProblems(
  details: Record<string, string> | undefined,
  drafts: readonly PropertyDraft[],
): BulkProblem[] {
  const problems: BulkProblem[] = [];
  for (const [key, message] of Object.entries(details ?? {})) {
    const match = /^properties\.(\d+)\.([A-Za-z]+)/.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    const apiField = match[2] ?? '';
    const draft = drafts[index];
    if (!draft) continue;
    problems.push({ index, field: isDraftFieldName(apiField) ? apiField : null, apiField, message });
  }
  return problems.sort((a, b) => a.index - b.index);
}

/** The totals of the review (docs/product.md "Screens" (Onboarding) step 3): count, total value (prices) and monthly rent. */
export function computeDraftTotals(drafts: readonly PropertyDraft[]): {
  count: number;
  totalValue: number;
  monthlyRent: number;
} {
  let totalValue = 0;
  let monthlyRent = 0;
  for (const draft of drafts) {
    totalValue += parseDraftNumber(draft.purchasePrice) ?? 0;
    monthlyRent += parseDraftNumber(draft.monthlyRent) ?? 0;
  }
  return { count: drafts.length, totalValue, monthlyRent };
}

/** A draft's number for display (the list, the review); 0 when not given. */
export function getDraftNumber(text: string): number {
  const value = parseDraftNumber(text);
  return value !== undefined && Number.isFinite(value) ? value : 0;
}
