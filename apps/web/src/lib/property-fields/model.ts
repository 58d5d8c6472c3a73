import type { TPropertyType } from '@rentfolio/contracts';
import type { TDealFieldSpec } from '@rentfolio/finance';

/**
 * The one model of the property and deal fields the web forms ask for (the deal form, the property form, the quick
 * deal card and onboarding): which fields there are and in what order, their text as typed, their defaults, which are
 * money, where each sits, and the way between the text and the API (a request body, field messages, a stored record
 * back in a form). The deal inputs come from a registry (finance's DEAL_FIELDS, docs/calculations.md "Conventions"),
 * so an input added there is in every form's model at once. Each form is a view that picks its fields from here and
 * adds only its own rules. This module imports no schema: the forms that check with zod import it themselves.
 */

/** A registry of a deal's inputs: finance's DEAL_FIELDS, or a copy of it (a test adds an input). */
export type TFieldRegistry = Readonly<Record<string, TDealFieldSpec>>;

/** What describes the property, asked before the deal inputs (docs/product.md "Data"). */
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
export type TPropertyDetailField = (typeof PROPERTY_DETAIL_FIELDS)[number];

/** What a property holds besides its details and its deal inputs, in the order the forms show it: notes last. */
export const EXTRA_FIELDS = ['purchaseDate', 'currentValue', 'notes'] as const;
export type TExtraField = (typeof EXTRA_FIELDS)[number];

/** The details that are numbers (counts and a size), sent as numbers though not money. */
const NUMERIC_DETAIL_FIELDS: readonly TPropertyDetailField[] = ['bedrooms', 'bathrooms', 'squareFeet'];

/** The three fields a property cannot be stored without (contracts' ZPropertyInput), in form order. */
export const REQUIRED_PROPERTY_FIELDS = ['address', 'city', 'purchasePrice'] as const;

/** The property type a new property starts with, where a form offers no blank choice (property, onboarding). */
export const DEFAULT_PROPERTY_TYPE: TPropertyType = 'single-family';

/** A field of the model built from registry `R`: a detail, one of the registry's inputs, or an extra field. */
export type TFormFieldName<R extends TFieldRegistry> =
  | TPropertyDetailField
  | (keyof R & string)
  | TExtraField;

/** Where a field sits: with the property details, in its registry group (financials, loan), or with the status. */
export type TFieldGroup = 'property' | TDealFieldSpec['group'] | 'status';

/** The inputs of `R` without a default: a deal cannot be analysed without them. */
export type TRequiredInputOf<R extends TFieldRegistry> = {
  [K in keyof R & string]: R[K] extends { default: number } ? never : K;
}[keyof R & string];

/** How a deal input is typed in: money in the money control, the rest as a number with its range and unit. */
export type TInputControl =
  | { kind: 'money' }
  | { kind: 'number'; step: string; min: number; max?: number | undefined; suffix?: string | undefined };

/** A schema's issue, as zod gives it: the field is the first step of its path. */
export type TFieldIssue = { path: readonly PropertyKey[]; message: string };

/** "350000." and ".5" are half-typed amounts; the API reads plain decimals only. */
export function normalizeMoneyText(raw: string): string {
  const trimmed = raw.endsWith('.') ? raw.slice(0, -1) : raw;
  return trimmed.startsWith('.') ? `0${trimmed}` : trimmed;
}

/** Whether `name` is one of `fields` (a form's own list). */
export function isFieldOf<F extends string>(fields: readonly F[], name: string): name is F {
  return (fields as readonly string[]).includes(name);
}

/** `values` restricted to `fields`, in their order. */
export function pickValues<F extends K, K extends string, V>(
  values: Record<K, V>,
  fields: readonly F[],
): Record<F, V> {
  const picked: Partial<Record<F, V>> = {};
  for (const field of fields) picked[field] = values[field];
  return picked as Record<F, V>;
}

/** Every field of `fields` blank. */
export function blankValues<F extends string>(fields: readonly F[]): Record<F, string> {
  return toTextValues({}, fields);
}

/**
 * A stored record (a property, or a saved analysis with its inputs spread beside its details) as the text of `fields`:
 * each value as it would be typed, and '' for a value that is not there.
 */
export function toTextValues<F extends string>(
  record: Partial<Record<F, string | number | null | undefined>>,
  fields: readonly F[],
): Record<F, string> {
  const values: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = record[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  return values as Record<F, string>;
}

/** The first message of each of `fields` among a schema's issues. */
export function toFieldErrors<F extends string>(
  issues: readonly TFieldIssue[],
  fields: readonly F[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && isFieldOf(fields, field)) errors[field] ??= issue.message;
  }
  return errors;
}

/** The messages of a 400 answer (`details`, keyed by field name) that are about `fields`; the rest are not the form's. */
export function pickFieldErrors<F extends string>(
  details: Readonly<Record<string, string>> | undefined,
  fields: readonly F[],
): Partial<Record<F, string>> {
  return toFieldErrors(
    Object.entries(details ?? {}).map(([field, message]) => ({ path: [field], message })),
    fields,
  );
}

/** The first field of `order` (a form's fields as shown) that has a message or a react-hook-form error. */
export function firstInvalidField<F extends string>(
  errors: Partial<Record<F, unknown>>,
  order: readonly F[],
): F | null {
  return order.find((field) => errors[field]) ?? null;
}

/** The model of the forms' fields, derived from a registry of deal inputs. */
export function propertyFieldsOf<R extends TFieldRegistry>(registry: R) {
  type Input = keyof R & string;
  type Name = TFormFieldName<R>;

  const inputs = Object.keys(registry) as Input[];
  const isInput = (name: string): name is Input => Object.hasOwn(registry, name);
  const specOf = (name: string): TDealFieldSpec | undefined => (isInput(name) ? registry[name] : undefined);
  /** Every field in form order: the details, the registry's inputs in its order, then the extra fields. */
  const names: readonly Name[] = [...PROPERTY_DETAIL_FIELDS, ...inputs, ...EXTRA_FIELDS];
  /** The amounts in dollars: the inputs whose unit is money, and the current value. */
  const moneyFields: readonly Name[] = [
    ...inputs.filter((name) => specOf(name)?.unit === 'money'),
    'currentValue',
  ];
  /** The fields sent as numbers: the counts, every input and the current value. */
  const numericFields: readonly Name[] = [...NUMERIC_DETAIL_FIELDS, ...inputs, 'currentValue'];
  const requiredInputs: readonly TRequiredInputOf<R>[] = inputs.filter(
    (name): name is TRequiredInputOf<R> => specOf(name)?.default === undefined,
  );

  function groupOf(name: Name): TFieldGroup {
    const spec = specOf(name);
    if (spec) return spec.group;
    return isFieldOf(PROPERTY_DETAIL_FIELDS, name) ? 'property' : 'status';
  }

  /**
   * The text a form starts with: an input's default from the registry, so the form shows what a blank would mean
   * (docs/product.md "Input rules"). A default of 0 starts blank: blank already means 0 (the field is left out and
   * the server takes the default), and a 0 would have to be deleted before an amount is typed. Anything else is blank.
   */
  function defaultTextOf(name: Name): string {
    const value = specOf(name)?.default;
    return value === undefined || value === 0 ? '' : String(value);
  }
  const defaults = blankValues(names);
  for (const name of names) defaults[name] = defaultTextOf(name);

  function isMoney(name: string): boolean {
    return isFieldOf(moneyFields, name);
  }

  /** One field's text as it is sent: trimmed, a half-typed amount ("350000.") completed. */
  function toRequestText(name: string, raw: string): string {
    return isMoney(name) ? normalizeMoneyText(raw.trim()) : raw.trim();
  }

  /** The request body of a form's `fields`: blank ones are left out, so that the server's defaults apply to them. */
  function toRequestBody<F extends string>(
    values: Partial<Record<F, string>>,
    fields: readonly F[],
  ): Record<string, string> {
    const body: Record<string, string> = {};
    for (const name of fields) {
      const raw = values[name];
      if (raw === undefined) continue;
      const text = toRequestText(name, raw);
      if (text !== '') body[name] = text;
    }
    return body;
  }

  /** How an input is typed in: its unit, and for a number its range, its step and its unit sign. */
  function controlOf(name: Input): TInputControl {
    const spec = specOf(name);
    if (!spec || spec.unit === 'money') return { kind: 'money' };
    const isPercent = spec.unit === 'percent';
    // A percentage takes any decimals (a rate of 6.875%); the arrow keys step a term by whole years.
    return {
      kind: 'number',
      step: isPercent ? 'any' : '1',
      min: spec.min ?? 0,
      max: spec.max,
      suffix: isPercent ? '%' : undefined,
    };
  }

  return {
    registry,
    names,
    /** The registry's inputs, in its order. */
    inputs: inputs as readonly Input[],
    moneyFields,
    numericFields,
    requiredInputs,
    defaults,
    isInput,
    isMoney,
    groupOf,
    toRequestText,
    toRequestBody,
    controlOf,
  };
}

export type TPropertyFieldsModel<R extends TFieldRegistry> = ReturnType<typeof propertyFieldsOf<R>>;
