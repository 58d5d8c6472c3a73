import {
  PROPERTY_TYPES,
  type TProperty,
  type TPropertyFields,
  type TPropertyType,
  type TSavedAnalysis,
  ZPropertyInput,
} from '@rentfolio/contracts';
import {
  analyzeProperty,
  DEAL_DEFAULTS,
  DEAL_FIELD_NAMES as ENGINE_FIELD_NAMES,
  type TDealField,
  type TDealInputsInit,
  type TPropertyFigures,
} from '@rentfolio/finance';
import {
  DEAL_FIELD_NAMES,
  MONEY_FIELDS,
  normalizeMoneyText,
  toDealFormValues,
} from '@/features/deal-analysis/deal-form-model';

/** The deal form's fields without its notes: a property has them all, in the same order. */
const DEAL_FIELDS_BEFORE_NOTES = DEAL_FIELD_NAMES.filter(
  (name): name is Exclude<(typeof DEAL_FIELD_NAMES)[number], 'notes'> => name !== 'notes',
);

/** The text fields of the property form, in the order they are shown; each is the API's field name. */
export const PROPERTY_TEXT_FIELDS = [
  ...DEAL_FIELDS_BEFORE_NOTES,
  'purchaseDate',
  'currentValue',
  'notes',
] as const;
export type PropertyTextField = (typeof PROPERTY_TEXT_FIELDS)[number];
export type PropertyFieldName = PropertyTextField | 'isOccupied';

/** Every field in the order it is shown, so that the first invalid one can take the focus. */
export const PROPERTY_FIELD_ORDER: readonly PropertyFieldName[] = [
  ...PROPERTY_TEXT_FIELDS.slice(0, PROPERTY_TEXT_FIELDS.indexOf('currentValue') + 1),
  'isOccupied',
  'notes',
];

/** The form as typed: text (money as bare digits, "350000"), and the occupied switch. */
export type PropertyFormValues = Record<PropertyTextField, string> & { isOccupied: boolean };
export type PropertyFieldErrors = Partial<Record<PropertyFieldName, string>>;

/** The money fields: the engine's inputs in dollars (finance's registry), and the current value. */
export const PROPERTY_MONEY_FIELDS: readonly PropertyTextField[] = [...MONEY_FIELDS, 'currentValue'];

/** The inputs of the finance engine, in its registry's order (docs/product.md "Deal formulas"); the rest describe the property. */
export const PROPERTY_DEAL_FIELDS: readonly TDealField[] = ENGINE_FIELD_NAMES;
type PropertyDealField = TDealField;

/** Checked in the browser before anything is sent (docs/product.md "Input rules" (Onboarding add-property) asks the same three). */
export const REQUIRED_PROPERTY_FIELDS = ['address', 'city', 'purchasePrice'] as const;

/** The one list of property types, as every screen offers it. */
export const PROPERTY_FORM_TYPES: readonly TPropertyType[] = PROPERTY_TYPES;
const DEFAULT_PROPERTY_TYPE: TPropertyType = 'single-family';

/** The deal form's defaults (docs/product.md "Limits"): vacancy 5, down payment 20, interest 7.5, term 30, closing costs 3. */
export const PROPERTY_FORM_DEFAULTS: PropertyFormValues = {
  address: '',
  city: '',
  state: '',
  zipCode: '',
  propertyType: DEFAULT_PROPERTY_TYPE,
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
  purchaseDate: '',
  currentValue: '',
  isOccupied: true,
  notes: '',
};

export function isPropertyFieldName(name: string): name is PropertyFieldName {
  return name === 'isOccupied' || (PROPERTY_TEXT_FIELDS as readonly string[]).includes(name);
}

function isMoneyField(name: PropertyTextField): boolean {
  return (PROPERTY_MONEY_FIELDS as readonly string[]).includes(name);
}

/** One field's text as it is sent: trimmed, a half-typed amount ("350000.") completed. */
function toRequestText(name: PropertyTextField, raw: string): string {
  return isMoneyField(name) ? normalizeMoneyText(raw.trim()) : raw.trim();
}

/** The request body of the form: blank fields are left out, so that the server's defaults apply to them. */
export function toPropertyRequestInput(values: PropertyFormValues): Record<string, string | boolean> {
  const body: Record<string, string | boolean> = {};
  for (const name of PROPERTY_TEXT_FIELDS) {
    const text = toRequestText(name, values[name]);
    if (text !== '') body[name] = text;
  }
  body.isOccupied = values.isOccupied;
  return body;
}

/** The first message of each field among a schema's issues, or of a 400 answer's `details` (keyed by field). */
export function toPropertyFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): PropertyFieldErrors {
  const errors: PropertyFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && isPropertyFieldName(field)) errors[field] ??= issue.message;
  }
  return errors;
}

export function pickPropertyFieldErrors(details: Record<string, string> | undefined): PropertyFieldErrors {
  return toPropertyFieldErrors(
    Object.entries(details ?? {}).map(([field, message]) => ({ path: [field], message })),
  );
}

/** The first field, in the order shown, that has a message (or a react-hook-form error). */
export function findFirstInvalidField(
  errors: Partial<Record<PropertyFieldName, unknown>>,
): PropertyFieldName | null {
  return PROPERTY_FIELD_ORDER.find((field) => errors[field]) ?? null;
}

export function hasRequiredPropertyFields(values: PropertyFormValues): boolean {
  return REQUIRED_PROPERTY_FIELDS.every((field) => values[field].trim() !== '');
}

export type PropertyValidation =
  | { success: true; data: TPropertyFields }
  | { success: false; fieldErrors: PropertyFieldErrors };

/**
 * Checks the form with the API's own schema (@rentfolio/contracts), so that the user sees the server's messages
 * without a round trip: required fields, a 2-letter state, no negative numbers, the ranges. The server checks again,
 * and alone knows today's date (a purchase date in the future).
 */
export function validatePropertyForm(values: PropertyFormValues): PropertyValidation {
  const parsed = ZPropertyInput.safeParse(toPropertyRequestInput(values));
  if (parsed.success) return { success: true, data: parsed.data };
  return { success: false, fieldErrors: toPropertyFieldErrors(parsed.error.issues) };
}

const textOf = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** A stored property in the form, for editing. */
export function toPropertyFormValues(property: TProperty): PropertyFormValues {
  return {
    address: property.address,
    city: property.city,
    state: textOf(property.state),
    zipCode: textOf(property.zipCode),
    propertyType: property.propertyType,
    bedrooms: textOf(property.bedrooms),
    bathrooms: textOf(property.bathrooms),
    squareFeet: textOf(property.squareFeet),
    purchasePrice: textOf(property.purchasePrice),
    monthlyRent: textOf(property.monthlyRent),
    operatingExpenses: textOf(property.operatingExpenses),
    propertyTaxes: textOf(property.propertyTaxes),
    insurance: textOf(property.insurance),
    maintenance: textOf(property.maintenance),
    vacancy: textOf(property.vacancy),
    downPayment: textOf(property.downPayment),
    interestRate: textOf(property.interestRate),
    loanTerm: textOf(property.loanTerm),
    closingCosts: textOf(property.closingCosts),
    rehabCosts: textOf(property.rehabCosts),
    purchaseDate: textOf(property.purchaseDate),
    currentValue: textOf(property.currentValue),
    isOccupied: property.isOccupied,
    notes: textOf(property.notes),
  };
}

/**
 * A saved deal analysis as a new property (the seam of the deal analysis work): its property details, its deal
 * inputs with the defaults filled in, and its notes. What an analysis does not know (purchase date, current value)
 * stays blank, and the property starts occupied.
 */
export function toPropertyFormValuesFromAnalysis(saved: TSavedAnalysis): PropertyFormValues {
  const deal = toDealFormValues(saved);
  return {
    ...PROPERTY_FORM_DEFAULTS,
    ...deal,
    state: deal.state.toUpperCase(),
    propertyType: saved.propertyType ?? DEFAULT_PROPERTY_TYPE,
  };
}

/** What a blank field means when it is saved: the value a new property would get for it. */
const CLEARED_VALUES: Partial<Record<PropertyTextField, string | number | null>> = {
  state: null,
  zipCode: null,
  bedrooms: null,
  bathrooms: null,
  squareFeet: null,
  purchaseDate: null,
  currentValue: null,
  notes: '',
  monthlyRent: 0,
  operatingExpenses: 0,
  ...DEAL_DEFAULTS,
};

/**
 * PATCH /api/properties/:id with the fields that differ from the stored property, as the form typed them. A cleared
 * field takes the value a new property gets for it (currentValue null, so the purchase price is used again).
 */
export function toPropertyPatch(
  initial: PropertyFormValues,
  values: PropertyFormValues,
  parsed: TPropertyFields,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const name of PROPERTY_TEXT_FIELDS) {
    const text = toRequestText(name, values[name]);
    if (text === toRequestText(name, initial[name])) continue;
    const value = parsed[name];
    if (value !== undefined) {
      changes[name] = value;
    } else if (name in CLEARED_VALUES) {
      changes[name] = CLEARED_VALUES[name];
    }
  }
  if (values.isOccupied !== initial.isOccupied) changes.isOccupied = values.isOccupied;
  return changes;
}

export type PropertyPreview =
  | { status: 'needsPrice' }
  | { status: 'invalid'; fields: PropertyDealField[] }
  | { status: 'ready'; figures: TPropertyFigures };

const ZPropertyDealFields = ZPropertyInput.pick({
  purchasePrice: true,
  monthlyRent: true,
  operatingExpenses: true,
  propertyTaxes: true,
  insurance: true,
  maintenance: true,
  vacancy: true,
  downPayment: true,
  interestRate: true,
  loanTerm: true,
  closingCosts: true,
  rehabCosts: true,
});

/**
 * The figures the API will store for the form as typed (docs/product.md "Portfolio figures" (Per property)), computed by the same
 * engine: blank amounts count as 0 and blank loan fields take the defaults, as the server does. Nothing is shown
 * until there is a purchase price, and nothing is guessed from a field the server would refuse.
 */
export function computePropertyPreview(values: PropertyFormValues): PropertyPreview {
  if (values.purchasePrice.trim() === '') return { status: 'needsPrice' };
  const body: Record<string, string> = {};
  for (const name of PROPERTY_DEAL_FIELDS) {
    const text = toRequestText(name, values[name]);
    if (text !== '') body[name] = text;
  }
  const parsed = ZPropertyDealFields.safeParse(body);
  if (!parsed.success) {
    const fields = PROPERTY_DEAL_FIELDS.filter((field) =>
      parsed.error.issues.some((issue) => issue.path[0] === field),
    );
    return { status: 'invalid', fields };
  }
  const init: TDealInputsInit = {
    purchasePrice: parsed.data.purchasePrice,
    monthlyRent: parsed.data.monthlyRent ?? 0,
    operatingExpenses: parsed.data.operatingExpenses ?? 0,
  };
  for (const field of PROPERTY_DEAL_FIELDS) {
    const value = parsed.data[field];
    if (value !== undefined) init[field] = value;
  }
  try {
    return { status: 'ready', figures: analyzeProperty(init) };
  } catch (error) {
    // The engine's own guard (a RangeError) for inputs the schema lets through; show no figure rather than a wrong one.
    if (error instanceof RangeError) return { status: 'invalid', fields: [] };
    throw error;
  }
}
