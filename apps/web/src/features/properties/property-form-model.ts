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
  type TDealField,
  type TDealFieldSpec,
  type TDealInputsInit,
  type TPropertyFigures,
} from '@rentfolio/finance';
import {
  DEFAULT_PROPERTY_TYPE,
  type FormFieldName,
  firstInvalidField,
  isFieldOf,
  PROPERTY_FIELDS,
  pickFieldErrors,
  REQUIRED_PROPERTY_FIELDS,
  type TFieldIssue,
  toFieldErrors,
  toTextValues,
} from '@/lib/property-fields';

/**
 * The property form's view of the field model (lib/property-fields): every field of the model, each the API's field
 * name, in the order they are shown. What is the property form's own: the occupied switch, the patch of an edit, the
 * live preview and its checks with the property schema.
 */
export const PROPERTY_TEXT_FIELDS: readonly FormFieldName[] = PROPERTY_FIELDS.names;
export type PropertyTextField = FormFieldName;
export type PropertyFieldName = PropertyTextField | 'isOccupied';

/** Every field in the order it is shown (the occupied switch before the notes), so that the first invalid one can take the focus. */
export const PROPERTY_FIELD_ORDER: readonly PropertyFieldName[] = [
  ...PROPERTY_TEXT_FIELDS.filter((name) => name !== 'notes'),
  'isOccupied',
  'notes',
];

/** The form as typed: text (money as bare digits, "350000"), and the occupied switch. */
export type PropertyFormValues = Record<PropertyTextField, string> & { isOccupied: boolean };
export type PropertyFieldErrors = Partial<Record<PropertyFieldName, string>>;

/** The money fields: the engine's inputs in dollars (finance's registry), and the current value. */
export const PROPERTY_MONEY_FIELDS: readonly PropertyTextField[] = PROPERTY_FIELDS.moneyFields;

/** The inputs of the finance engine, in its registry's order (docs/product.md "Deal formulas"); the rest describe the property. */
export const PROPERTY_DEAL_FIELDS: readonly TDealField[] = PROPERTY_FIELDS.inputs;

/** Checked in the browser before anything is sent (docs/product.md "Input rules" (Onboarding add-property) asks the same three). */
export { REQUIRED_PROPERTY_FIELDS };

/** The one list of property types, as every screen offers it. */
export const PROPERTY_FORM_TYPES: readonly TPropertyType[] = PROPERTY_TYPES;

/** The model's defaults (docs/product.md "Input rules": vacancy 5, down payment 20, interest 7.5, term 30, closing costs 3), a type, occupied. */
export const PROPERTY_FORM_DEFAULTS: PropertyFormValues = {
  ...PROPERTY_FIELDS.defaults,
  propertyType: DEFAULT_PROPERTY_TYPE,
  isOccupied: true,
};

export function isPropertyFieldName(name: string): name is PropertyFieldName {
  return isFieldOf(PROPERTY_FIELD_ORDER, name);
}

/** The request body of the form: blank fields are left out, so that the server's defaults apply to them. */
export function toPropertyRequestInput(values: PropertyFormValues): Record<string, string | boolean> {
  return { ...PROPERTY_FIELDS.toRequestBody(values, PROPERTY_TEXT_FIELDS), isOccupied: values.isOccupied };
}

/** The first message of each field among a schema's issues. */
export function toPropertyFieldErrors(issues: readonly TFieldIssue[]): PropertyFieldErrors {
  return toFieldErrors(issues, PROPERTY_FIELD_ORDER);
}

/** The messages of a 400 answer's `details` (keyed by field) that are about the form's fields. */
export function pickPropertyFieldErrors(details: Record<string, string> | undefined): PropertyFieldErrors {
  return pickFieldErrors(details, PROPERTY_FIELD_ORDER);
}

/** The first field, in the order shown, that has a message (or a react-hook-form error). */
export function findFirstInvalidField(
  errors: Partial<Record<PropertyFieldName, unknown>>,
): PropertyFieldName | null {
  return firstInvalidField(errors, PROPERTY_FIELD_ORDER);
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

/** A stored property in the form, for editing. */
export function toPropertyFormValues(property: TProperty): PropertyFormValues {
  return { ...toTextValues(property, PROPERTY_TEXT_FIELDS), isOccupied: property.isOccupied };
}

/**
 * A saved deal analysis as a new property (the seam of the deal analysis work): its property details, its deal
 * inputs with the defaults filled in, and its notes. What an analysis does not know (purchase date, current value)
 * stays blank, and the property starts occupied.
 */
export function toPropertyFormValuesFromAnalysis(saved: TSavedAnalysis): PropertyFormValues {
  const values = toTextValues({ ...saved, ...saved.inputs }, PROPERTY_TEXT_FIELDS);
  return {
    ...values,
    state: values.state.toUpperCase(),
    propertyType: saved.propertyType ?? DEFAULT_PROPERTY_TYPE,
    isOccupied: PROPERTY_FORM_DEFAULTS.isOccupied,
  };
}

/**
 * What a blank field means when it is saved: the value a new property gets for it (a deal input its registry default,
 * else 0; notes empty; the rest null), or undefined for a field that cannot be blank (the check refuses it first).
 */
function clearedValueOf(name: PropertyTextField): string | number | null | undefined {
  if (isFieldOf(REQUIRED_PROPERTY_FIELDS, name) || name === 'propertyType') return undefined;
  if (PROPERTY_FIELDS.isInput(name)) {
    const spec: TDealFieldSpec = PROPERTY_FIELDS.registry[name];
    return spec.default ?? 0;
  }
  return name === 'notes' ? '' : null;
}

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
    const text = PROPERTY_FIELDS.toRequestText(name, values[name]);
    if (text === PROPERTY_FIELDS.toRequestText(name, initial[name])) continue;
    const parsedValue = parsed[name];
    const value = parsedValue === undefined ? clearedValueOf(name) : parsedValue;
    if (value !== undefined) changes[name] = value;
  }
  if (values.isOccupied !== initial.isOccupied) changes.isOccupied = values.isOccupied;
  return changes;
}

export type PropertyPreview =
  | { status: 'needsPrice' }
  | { status: 'invalid'; fields: TDealField[] }
  | { status: 'ready'; figures: TPropertyFigures };

/** The property schema's rules for the deal inputs alone: the preview checks only what it computes from. */
const ZPropertyDealFields = ZPropertyInput.pick(
  Object.fromEntries(PROPERTY_DEAL_FIELDS.map((field) => [field, true])) as Record<TDealField, true>,
);

/**
 * The figures the API will store for the form as typed (docs/product.md "Portfolio figures" (Per property)), computed by the same
 * engine: blank amounts count as 0 and blank loan fields take the defaults, as the server does. Nothing is shown
 * until there is a purchase price, and nothing is guessed from a field the server would refuse.
 */
export function computePropertyPreview(values: PropertyFormValues): PropertyPreview {
  if (values.purchasePrice.trim() === '') return { status: 'needsPrice' };
  const parsed = ZPropertyDealFields.safeParse(PROPERTY_FIELDS.toRequestBody(values, PROPERTY_DEAL_FIELDS));
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
