import { z } from 'zod';

/** Property types of the deal form (spec §3). */
export const DEAL_PROPERTY_TYPES = [
  'single-family',
  'duplex',
  'triplex',
  'fourplex',
  'apartment',
  'commercial',
] as const;
export type TDealPropertyType = (typeof DEAL_PROPERTY_TYPES)[number];

/** The text a field shows when it is missing, invalid or out of range. */
type NumberRule = {
  label: string;
  required?: boolean;
  min?: number;
  max?: number;
  /** The value must be strictly greater than this. */
  greaterThan?: number;
  integer?: boolean;
};

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const GROUPED_NUMBER = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * A number sent as a number or as numeric text. Thousands separators are accepted when they group digits by three
 * ("350,000"); anything else that is not a plain decimal number is refused, never guessed at.
 */
export function parseNumericText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  if (PLAIN_NUMBER.test(text)) return Number(text);
  if (GROUPED_NUMBER.test(text)) return Number(text.replaceAll(',', ''));
  return Number.NaN;
}

function numberField(rule: NumberRule) {
  const { label } = rule;
  let schema = z.number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `${label} is required.`
        : `${label} must be a number.`,
  });
  schema = schema.refine(Number.isFinite, {
    error: `${label} must be a number.`,
    abort: true,
  }) as unknown as typeof schema;
  if (rule.min !== undefined && rule.max !== undefined) {
    const range = `${label} must be between ${rule.min} and ${rule.max}.`;
    schema = schema
      .min(rule.min, { error: rule.min === 0 ? `${label} cannot be negative.` : range, abort: true })
      .max(rule.max, { error: range });
  } else if (rule.min !== undefined) {
    schema = schema.min(rule.min, { error: `${label} cannot be negative.`, abort: true });
  }
  if (rule.greaterThan !== undefined) {
    schema = schema.gt(rule.greaterThan, { error: `${label} must be more than ${rule.greaterThan}.` });
  }
  if (rule.integer) schema = schema.int({ error: `${label} must be a whole number.` });
  const parsed = z.preprocess(parseNumericText, rule.required ? schema : schema.optional());
  return parsed;
}

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .optional();

/** The fields both forms share: the quick analysis sends only these (spec §3 "Quick analysis request"). */
const quickFields = {
  purchasePrice: numberField({ label: 'Purchase price', required: true, min: 0, greaterThan: 0 }),
  monthlyRent: numberField({ label: 'Monthly rent', required: true, min: 0 }),
  operatingExpenses: numberField({ label: 'Operating expenses', required: true, min: 0 }),
  vacancy: numberField({ label: 'Vacancy', min: 0, max: 100 }),
};

// POST /api/analyze-deal – the quick four fields, or the full deal form (spec §3), with numbers or numeric text
export const ZAnalyzeDealRequest = z
  .object(
    {
      ...quickFields,
      address: optionalText('Address', 200),
      city: optionalText('City', 100),
      state: optionalText('State', 2),
      zipCode: optionalText('ZIP code', 10),
      propertyType: z
        .enum(DEAL_PROPERTY_TYPES, {
          error: `Property type must be one of ${DEAL_PROPERTY_TYPES.join(', ')}.`,
        })
        .optional(),
      bedrooms: numberField({ label: 'Bedrooms', min: 0, max: 100, integer: true }),
      bathrooms: numberField({ label: 'Bathrooms', min: 0, max: 100 }),
      squareFeet: numberField({ label: 'Square feet', min: 0, max: 10_000_000, integer: true }),
      propertyTaxes: numberField({ label: 'Property taxes', min: 0 }),
      insurance: numberField({ label: 'Insurance', min: 0 }),
      maintenance: numberField({ label: 'Maintenance', min: 0 }),
      downPayment: numberField({ label: 'Down payment', min: 0, max: 100 }),
      interestRate: numberField({ label: 'Interest rate', min: 0, max: 30 }),
      loanTerm: numberField({ label: 'Loan term', min: 1, max: 50 }),
      closingCosts: numberField({ label: 'Closing costs', min: 0, max: 20 }),
      rehabCosts: numberField({ label: 'Rehab costs', min: 0 }),
      notes: optionalText('Notes', 5000),
    },
    { error: 'Send the deal as a JSON object.' },
  )
  .meta({ id: 'AnalyzeDealRequest' });
export type TAnalyzeDealRequest = z.infer<typeof ZAnalyzeDealRequest>;
