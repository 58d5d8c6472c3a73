import {
  type TAnalyzeDealRequest,
  type TDealPropertyType,
  type TSavedAnalysis,
  ZAnalyzeDealRequest,
} from '@rentfolio/contracts';
import {
  DEAL_DEFAULTS,
  DEAL_FIELDS,
  DEAL_FIELD_NAMES as ENGINE_FIELD_NAMES,
  resolveDealInputs,
  type TDealField,
  type TDealInputs,
  type TDealRequiredField,
} from '@rentfolio/finance';

/** The property details the deal form asks for besides the engine's inputs (docs/product.md "Data"). */
export const PROPERTY_DETAIL_FIELDS = [
  'address',
  'city',
  'state',
  'zipCode',
  'propertyType',
  'bedrooms',
  'bathrooms',
  'squareFeet',
] as const;

/**
 * The deal form's fields: the property details, then the engine's inputs in the order of finance's registry
 * (DEAL_FIELDS), then the notes. Each is the API's field name and the input's id.
 */
export const DEAL_FIELD_NAMES = [...PROPERTY_DETAIL_FIELDS, ...ENGINE_FIELD_NAMES, 'notes'] as const;
export type DealFieldName = (typeof PROPERTY_DETAIL_FIELDS)[number] | TDealField | 'notes';

/** All text, as typed (docs/product.md "Data"); money fields hold bare digits ("350000"), shown with separators. */
export type DealFormValues = Record<DealFieldName, string>;

export type DealFieldErrors = Partial<Record<DealFieldName, string>>;

/** The inputs without a default in the registry: purchase price, monthly rent and operating expenses. */
export const REQUIRED_DEAL_FIELDS = ENGINE_FIELD_NAMES.filter(
  (name): name is TDealRequiredField => !('default' in DEAL_FIELDS[name]),
);

/** The inputs in dollars, per the registry's units. */
export const MONEY_FIELDS = ENGINE_FIELD_NAMES.filter((name) => DEAL_FIELDS[name].unit === 'money');

export type DealTab = 'property' | 'financials' | 'loan';
export const DEAL_TABS: readonly DealTab[] = ['property', 'financials', 'loan'];

/** Which tab holds which field, so that an error can open the right tab. Notes sit below the tabs. */
export const TAB_FIELDS: Record<DealTab, readonly DealFieldName[]> = {
  property: ['address', 'city', 'state', 'zipCode', 'propertyType', 'bedrooms', 'bathrooms', 'squareFeet'],
  financials: [
    'purchasePrice',
    'monthlyRent',
    'operatingExpenses',
    'propertyTaxes',
    'insurance',
    'maintenance',
    'vacancy',
  ],
  loan: ['downPayment', 'interestRate', 'loanTerm', 'closingCosts', 'rehabCosts'],
};

/** docs/product.md "Limits" (Form defaults): vacancy 5, down payment 20, interest 7.5, term 30, closing costs 3. */
export const DEAL_FORM_DEFAULTS: DealFormValues = {
  address: '',
  city: '',
  state: '',
  zipCode: '',
  propertyType: '',
  bedrooms: '',
  bathrooms: '',
  squareFeet: '',
  purchasePrice: '',
  monthlyRent: '',
  operatingExpenses: '',
  propertyTaxes: '',
  insurance: '',
  maintenance: '',
  vacancy: String(DEAL_DEFAULTS.vacancy),
  downPayment: String(DEAL_DEFAULTS.downPayment),
  interestRate: String(DEAL_DEFAULTS.interestRate),
  loanTerm: String(DEAL_DEFAULTS.loanTerm),
  closingCosts: String(DEAL_DEFAULTS.closingCosts),
  rehabCosts: '',
  notes: '',
};

export function isDealFieldName(name: string): name is DealFieldName {
  return (DEAL_FIELD_NAMES as readonly string[]).includes(name);
}

/** docs/product.md "Input rules": purchase price, monthly rent and operating expenses must be filled in. */
export function hasRequiredDealFields(values: Pick<DealFormValues, (typeof REQUIRED_DEAL_FIELDS)[number]>) {
  return REQUIRED_DEAL_FIELDS.every((field) => values[field].trim() !== '');
}

/** "350000." and ".5" are half-typed amounts; the API reads plain decimals only. */
export function normalizeMoneyText(raw: string): string {
  const trimmed = raw.endsWith('.') ? raw.slice(0, -1) : raw;
  return trimmed.startsWith('.') ? `0${trimmed}` : trimmed;
}

/** The request body of the form's text: blank fields are left out, so the server's defaults apply to them. */
export function toDealRequestInput(values: Partial<DealFormValues>): Record<string, string> {
  const body: Record<string, string> = {};
  for (const name of DEAL_FIELD_NAMES) {
    const raw = values[name];
    if (raw === undefined) continue;
    const text = (MONEY_FIELDS as readonly string[]).includes(name) ? normalizeMoneyText(raw) : raw.trim();
    if (text !== '') body[name] = text;
  }
  return body;
}

export type DealValidation =
  | { success: true; data: TAnalyzeDealRequest }
  | { success: false; fieldErrors: DealFieldErrors };

/**
 * Checks the form with the API's own schema (@rentfolio/contracts), so the user sees the server's messages without
 * a round trip; the server checks again.
 */
export function validateDealForm(values: Partial<DealFormValues>): DealValidation {
  const parsed = ZAnalyzeDealRequest.safeParse(toDealRequestInput(values));
  if (parsed.success) return { success: true, data: parsed.data };
  return { success: false, fieldErrors: toDealFieldErrors(parsed.error.issues) };
}

/** The first message of each deal field among a schema's issues. */
export function toDealFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fieldErrors: DealFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && isDealFieldName(field)) fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}

/** The field messages of a 400 answer (`details`, keyed by field name), keeping the deal form's own fields. */
export function pickDealFieldErrors(details: Record<string, string> | undefined): DealFieldErrors {
  const fieldErrors: DealFieldErrors = {};
  for (const [field, message] of Object.entries(details ?? {})) {
    if (isDealFieldName(field)) fieldErrors[field] = message;
  }
  return fieldErrors;
}

/** The first tab, in order, that holds one of `fields`. */
export function findTabOfFields(fields: readonly string[]): DealTab | null {
  return DEAL_TABS.find((tab) => TAB_FIELDS[tab].some((field) => fields.includes(field))) ?? null;
}

/**
 * Whether the deal figures in the form differ from the inputs an analysis used. A form that does not parse has
 * changed too; descriptive fields (address, notes) do not count.
 */
export function hasDealInputsChanged(values: DealFormValues, inputs: TDealInputs): boolean {
  const parsed = ZAnalyzeDealRequest.safeParse(toDealRequestInput(values));
  if (!parsed.success) return true;
  const current = resolveDealInputs(parsed.data);
  return (Object.keys(inputs) as (keyof TDealInputs)[]).some((key) => current[key] !== inputs[key]);
}

const textOf = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** A saved analysis back in the form: its property details, its deal inputs (defaults filled in) and its notes. */
export function toDealFormValues(saved: TSavedAnalysis): DealFormValues {
  const { inputs } = saved;
  const propertyType: TDealPropertyType | '' = saved.propertyType ?? '';
  return {
    address: textOf(saved.address),
    city: textOf(saved.city),
    state: textOf(saved.state),
    zipCode: textOf(saved.zipCode),
    propertyType,
    bedrooms: textOf(saved.bedrooms),
    bathrooms: textOf(saved.bathrooms),
    squareFeet: textOf(saved.squareFeet),
    purchasePrice: textOf(inputs.purchasePrice),
    monthlyRent: textOf(inputs.monthlyRent),
    operatingExpenses: textOf(inputs.operatingExpenses),
    propertyTaxes: textOf(inputs.propertyTaxes),
    insurance: textOf(inputs.insurance),
    maintenance: textOf(inputs.maintenance),
    vacancy: textOf(inputs.vacancy),
    downPayment: textOf(inputs.downPayment),
    interestRate: textOf(inputs.interestRate),
    loanTerm: textOf(inputs.loanTerm),
    closingCosts: textOf(inputs.closingCosts),
    rehabCosts: textOf(inputs.rehabCosts),
    notes: textOf(saved.notes),
  };
}
