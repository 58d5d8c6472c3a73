import { type TAnalyzeDealRequest, type TSavedAnalysis, ZAnalyzeDealRequest } from '@rentfolio/contracts';
import {
  resolveDealInputs,
  type TDealField,
  type TDealInputs,
  type TDealRequiredField,
} from '@rentfolio/finance';
import {
  type FormFieldName,
  isFieldOf,
  PROPERTY_FIELDS,
  pickFieldErrors,
  pickValues,
  type TFieldIssue,
  toFieldErrors,
  toTextValues,
} from '@/lib/property-fields';

/**
 * The deal form's view of the field model (lib/property-fields): the property details, the engine's inputs in the
 * order of finance's registry (DEAL_FIELDS), then the notes. Each is the API's field name and the input's id. What is
 * the deal form's own: its tabs, and its checks with the analysis request's schema.
 */
export type DealFieldName = Exclude<FormFieldName, 'purchaseDate' | 'currentValue'>;
export const DEAL_FIELD_NAMES: readonly DealFieldName[] = PROPERTY_FIELDS.names.filter(
  (name): name is DealFieldName => name !== 'purchaseDate' && name !== 'currentValue',
);

/** All text, as typed (docs/product.md "Data"); money fields hold bare digits ("350000"), shown with separators. */
export type DealFormValues = Record<DealFieldName, string>;

export type DealFieldErrors = Partial<Record<DealFieldName, string>>;

/** The inputs without a default in the registry: purchase price, monthly rent and operating expenses. */
export const REQUIRED_DEAL_FIELDS: readonly TDealRequiredField[] = PROPERTY_FIELDS.requiredInputs;

/** The inputs in dollars, per the registry's units. */
export const MONEY_FIELDS: readonly DealFieldName[] = PROPERTY_FIELDS.moneyFields.filter(isDealFieldName);

/** The fields that describe the property rather than the deal's figures: the details and the notes. */
export const DESCRIPTIVE_DEAL_FIELDS: readonly DealFieldName[] = DEAL_FIELD_NAMES.filter(
  (name) => !PROPERTY_FIELDS.isInput(name),
);

export type DealTab = 'property' | 'financials' | 'loan';
export const DEAL_TABS: readonly DealTab[] = ['property', 'financials', 'loan'];

/** Which tab holds which field (the field's group), so that an error can open the right tab. Notes sit below the tabs. */
export const TAB_FIELDS: Record<DealTab, readonly DealFieldName[]> = {
  property: fieldsOfGroup('property'),
  financials: fieldsOfGroup('financials'),
  loan: fieldsOfGroup('loan'),
};

function fieldsOfGroup(tab: DealTab): readonly DealFieldName[] {
  return DEAL_FIELD_NAMES.filter((name) => PROPERTY_FIELDS.groupOf(name) === tab);
}

/** The deal inputs of a tab, each shown by its unit (the property tab has none). */
export function inputsOfTab(tab: DealTab): readonly TDealField[] {
  return TAB_FIELDS[tab].filter(PROPERTY_FIELDS.isInput);
}

/** docs/product.md "Input rules": the registry's defaults (vacancy 5, down payment 20, interest 7.5, term 30, closing costs 3). */
export const DEAL_FORM_DEFAULTS: DealFormValues = pickValues(PROPERTY_FIELDS.defaults, DEAL_FIELD_NAMES);

export function isDealFieldName(name: string): name is DealFieldName {
  return isFieldOf(DEAL_FIELD_NAMES, name);
}

/** docs/product.md "Input rules": purchase price, monthly rent and operating expenses must be filled in. */
export function hasRequiredDealFields(values: Pick<DealFormValues, TDealRequiredField>) {
  return REQUIRED_DEAL_FIELDS.every((field) => values[field].trim() !== '');
}

/** The request body of the form's text: blank fields are left out, so the server's defaults apply to them. */
export function toDealRequestInput(values: Partial<DealFormValues>): Record<string, string> {
  return PROPERTY_FIELDS.toRequestBody(values, DEAL_FIELD_NAMES);
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
export function toDealFieldErrors(issues: readonly TFieldIssue[]): DealFieldErrors {
  return toFieldErrors(issues, DEAL_FIELD_NAMES);
}

/** The field messages of a 400 answer (`details`, keyed by field name), keeping the deal form's own fields. */
export function pickDealFieldErrors(details: Record<string, string> | undefined): DealFieldErrors {
  return pickFieldErrors(details, DEAL_FIELD_NAMES);
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

/** A saved analysis back in the form: its property details, its deal inputs (defaults filled in) and its notes. */
export function toDealFormValues(saved: TSavedAnalysis): DealFormValues {
  return toTextValues({ ...saved, ...saved.inputs }, DEAL_FIELD_NAMES);
}
