import { DEAL_FIELD_NAMES, DEAL_FIELDS, type TDealField, type TDealFieldSpec } from '@rentfolio/finance';
import { z } from 'zod';
import { idParam, MONEY_LIMITS, optionalText, roundDollarsToCents, roundToDecimals } from './fields';
import { fieldMessage, type TFieldId, type TMessageTemplate, type TMessageValues } from './message-codes';
import { PROPERTY_TYPES, type TPropertyType } from './property-types';

/** The deal form offers the one list of property types, like every screen (docs/product.md "Property types"). */
export const DEAL_PROPERTY_TYPES = PROPERTY_TYPES;
export type TDealPropertyType = TPropertyType;

/** The text a field shows when it is missing, invalid or out of range. */
export type NumberRule = {
  /** The field, whose label (FIELD_LABELS, or `label` for a field of a registry copy) the messages name. */
  field: TFieldId | (string & {});
  label?: string;
  min?: number;
  max?: number;
  /** The value must be strictly greater than this. */
  greaterThan?: number;
  /** An upper bound without a lower one (money). */
  atMost?: number;
  integer?: boolean;
  /**
   * Money in dollars: rounded to whole cents before any rule is checked, because that is what is stored. A price of
   * 0.001 is therefore "not more than 0" rather than a stored $0.
   */
  money?: boolean;
  /**
   * The precision a value is kept at: it is rounded half away from zero to this many decimals before any rule is
   * checked (docs/product.md "Input rules"), so 5e-324 is 0, not a positive number too small to divide by.
   */
  decimals?: number;
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

function numberSchema(rule: NumberRule) {
  const { field, label } = rule;
  const message = (template: TMessageTemplate, values: TMessageValues = {}) =>
    fieldMessage(template, { field, ...values }, label);
  const required = message('required');
  const notNumber = message('notNumber');
  let schema = z.number({
    error: (issue) => (issue.input === undefined || issue.input === null ? required : notNumber),
  });
  schema = schema.refine(Number.isFinite, { error: notNumber, abort: true }) as unknown as typeof schema;
  const negative = rule.min !== undefined ? message('negative') : '';
  if (rule.min !== undefined && rule.max !== undefined) {
    const range = message('between', { min: rule.min, max: rule.max });
    schema = schema.min(rule.min, { error: rule.min === 0 ? negative : range, abort: true }).max(rule.max, {
      error: range,
    });
  } else if (rule.min !== undefined) {
    schema = schema.min(rule.min, { error: negative, abort: true });
  }
  if (rule.atMost !== undefined) {
    schema = schema.max(rule.atMost, { error: message('atMost', { max: rule.atMost }) });
  }
  if (rule.greaterThan !== undefined) {
    schema = schema.gt(rule.greaterThan, {
      error: message('moreThan', { min: rule.greaterThan }),
    });
  }
  if (rule.integer) schema = schema.int({ error: message('wholeNumber') });
  return schema;
}

/** Numeric text to a number; money is rounded to whole cents here, so that every rule sees the stored amount. */
function parseNumberFor(rule: NumberRule) {
  if (rule.money) {
    return (value: unknown) => {
      const parsed = parseNumericText(value);
      return typeof parsed === 'number' ? roundDollarsToCents(parsed) : parsed;
    };
  }
  const { decimals } = rule;
  if (decimals === undefined) return parseNumericText;
  return (value: unknown) => {
    const parsed = parseNumericText(value);
    return typeof parsed === 'number' && Number.isFinite(parsed) ? roundToDecimals(parsed, decimals) : parsed;
  };
}

export function requiredNumber(rule: NumberRule) {
  return z.preprocess(parseNumberFor(rule), numberSchema(rule));
}

export function optionalNumber(rule: NumberRule) {
  return z.preprocess(parseNumberFor(rule), numberSchema(rule).optional());
}

/** An optional number that null clears (a PATCH that empties a field). */
export function clearableNumber(rule: NumberRule) {
  const parse = parseNumberFor(rule);
  return z.preprocess(
    (value) => (value === null ? null : parse(value)),
    numberSchema(rule).nullable().optional(),
  );
}

/** The money bound of an amount by the period it covers (fields.ts MONEY_LIMITS). */
const MONEY_LIMIT_OF = {
  once: MONEY_LIMITS.price,
  month: MONEY_LIMITS.monthly,
  year: MONEY_LIMITS.annual,
} as const;

/** The rule of one input of the registry: money rounded to cents within its period's bound, or its own range. */
export function dealFieldRule(name: string, spec: TDealFieldSpec): NumberRule {
  if (spec.unit === 'money') {
    return {
      field: name,
      label: spec.label,
      min: 0,
      ...(spec.positive ? { greaterThan: 0 } : {}),
      atMost: MONEY_LIMIT_OF[spec.per],
      money: true,
    };
  }
  return { field: name, label: spec.label, min: spec.min, max: spec.max, decimals: spec.decimals };
}

/** The rule of every deal input, derived from finance's DEAL_FIELDS. */
export const DEAL_FIELD_RULES = Object.fromEntries(
  DEAL_FIELD_NAMES.map((field) => [field, dealFieldRule(field, DEAL_FIELDS[field])]),
) as Record<TDealField, NumberRule>;

/** The largest amount any money field accepts (a price). */
export const MAX_MONEY = MONEY_LIMITS.price;

type RequiredNumberSchema = ReturnType<typeof requiredNumber>;
type OptionalNumberSchema = ReturnType<typeof optionalNumber>;

/**
 * The deal inputs of a request, one schema per input of the registry (finance's DEAL_FIELDS), in its order, each
 * with its rule above: those named in `required` must be given, the others may be left out.
 */
export function dealInputFields<R extends TDealField>(
  required: readonly R[],
): { [K in TDealField]: K extends R ? RequiredNumberSchema : OptionalNumberSchema } {
  return dealInputFieldsOf(DEAL_FIELDS, required) as {
    [K in TDealField]: K extends R ? RequiredNumberSchema : OptionalNumberSchema;
  };
}

/** dealInputFields for any registry (a test derives from a copy with one more input). */
export function dealInputFieldsOf(
  registry: Readonly<Record<string, TDealFieldSpec>>,
  required: readonly string[],
): Record<string, RequiredNumberSchema | OptionalNumberSchema> {
  const mustGive = new Set(required);
  return Object.fromEntries(
    Object.entries(registry).map(([field, spec]) => {
      const rule = dealFieldRule(field, spec);
      return [field, mustGive.has(field) ? requiredNumber(rule) : optionalNumber(rule)];
    }),
  );
}

/** What an answer's deal input holds, for the API's documentation: its unit and the period it covers. */
function dealFieldDescription(spec: TDealFieldSpec): string {
  if (spec.unit === 'years') return 'Years.';
  if (spec.unit === 'percent')
    return spec.of ? `Percent of the ${spec.of} (7.5 means 7.5%).` : 'Percent (7.5 means 7.5%).';
  const period = { once: '', month: ' a month', year: ' a year' }[spec.per];
  return `Dollars${period}.`;
}

/** The deal inputs of an answer, one number per input of the registry, in its order. */
export function dealOutputFields(): Record<TDealField, z.ZodNumber> {
  return Object.fromEntries(
    DEAL_FIELD_NAMES.map((field) => [field, z.number().describe(dealFieldDescription(DEAL_FIELDS[field]))]),
  ) as Record<TDealField, z.ZodNumber>;
}

/** The inputs of a deal request; P, R and E must be given (docs/product.md "Data"). */
const dealRequestFields = dealInputFields(['purchasePrice', 'monthlyRent', 'operatingExpenses']);
const { purchasePrice, monthlyRent, operatingExpenses, vacancy, ...restOfDeal } = dealRequestFields;

/** The fields both forms share: the quick analysis sends only these (docs/product.md "Data" (Quick analysis request)). */
const quickFields = { purchasePrice, monthlyRent, operatingExpenses, vacancy };

// POST /api/analyze-deal – the quick four fields, or the full deal form (docs/product.md "Data"), with numbers or numeric text
export const ZAnalyzeDealRequest = z
  .object(
    {
      ...quickFields,
      address: optionalText('address', 200),
      city: optionalText('city', 100),
      state: optionalText('state', 2),
      zipCode: optionalText('zipCode', 10),
      propertyType: z
        .enum(DEAL_PROPERTY_TYPES, {
          error: `Property type must be one of ${DEAL_PROPERTY_TYPES.join(', ')}.`,
        })
        .optional(),
      bedrooms: optionalNumber({ field: 'bedrooms', min: 0, max: 100, integer: true }),
      bathrooms: optionalNumber({ field: 'bathrooms', min: 0, max: 100 }),
      squareFeet: optionalNumber({ field: 'squareFeet', min: 0, max: 10_000_000, integer: true }),
      ...restOfDeal,
      notes: optionalText('notes', 5000, { multiline: true }),
    },
    { error: 'Send the deal as a JSON object.' },
  )
  .meta({ id: 'AnalyzeDealRequest' });
export type TAnalyzeDealRequest = z.infer<typeof ZAnalyzeDealRequest>;

const projectionNumber = (field: TFieldId, min: number, max: number) =>
  z
    .number({ error: fieldMessage('notNumber', { field }) })
    .min(min, { error: fieldMessage('between', { field, min, max }) })
    .max(max, { error: fieldMessage('between', { field, min, max }) })
    .optional();

/** The projection asked for with an analysis (docs/product.md "Deal formulas" (Projection)); omitted values take the defaults. */
export const ZProjectionRequest = z
  .object(
    {
      years: z
        .number({ error: fieldMessage('notNumber', { field: 'projectionYears' }) })
        .int({ error: fieldMessage('wholeNumber', { field: 'projectionYears' }) })
        .min(1, { error: fieldMessage('between', { field: 'projectionYears', min: 1, max: 50 }) })
        .max(50, { error: fieldMessage('between', { field: 'projectionYears', min: 1, max: 50 }) })
        .optional(),
      rentGrowth: projectionNumber('rentGrowth', -50, 50),
      expenseGrowth: projectionNumber('expenseGrowth', -50, 50),
      appreciation: projectionNumber('appreciation', -50, 50),
      sellingCosts: projectionNumber('sellingCosts', 0, 20),
    },
    { error: 'The projection must be an object.' },
  )
  .meta({ id: 'ProjectionRequest' });
export type TProjectionRequest = z.infer<typeof ZProjectionRequest>;

/** POST /api/analyze-deal: the deal, and optionally the yearly schedule and a projection. */
export const ZAnalyzeDealWithOptionsRequest = ZAnalyzeDealRequest.extend({
  includeSchedule: z.boolean({ error: 'includeSchedule must be true or false.' }).optional(),
  projection: ZProjectionRequest.optional(),
}).meta({ id: 'AnalyzeDealWithOptionsRequest' });
export type TAnalyzeDealWithOptionsRequest = z.infer<typeof ZAnalyzeDealWithOptionsRequest>;

const ZRating = z.enum(['excellent', 'good', 'fair', 'poor']);
export const percentOrNull = z
  .number()
  .nullable()
  .describe('A percentage rounded to 2 decimals, or null (n/a) when its denominator is 0.');

/** The deal's inputs with every default filled in (docs/product.md "Deal formulas"). */
export const ZResolvedDealInputs = z.object(dealOutputFields()).meta({ id: 'ResolvedDealInputs' });

/** Every figure of an analysis (docs/calculations.md): money in dollars rounded to cents. */
export const ZDealFigures = z.object({
  annualRent: z.number(),
  vacancyLoss: z.number(),
  effectiveGrossIncome: z.number(),
  annualExpenses: z.number(),
  netOperatingIncome: z.number(),
  capRate: percentOrNull,
  downPaymentAmount: z.number(),
  loanAmount: z.number(),
  monthlyPayment: z.number(),
  annualDebtService: z.number(),
  annualCashFlow: z.number(),
  cashFlow: z.number().describe('Monthly cash flow.'),
  totalCashInvested: z.number(),
  cashOnCashReturn: percentOrNull,
  principalPaydownYear1: z.number(),
  roi: percentOrNull,
  appreciationYear1: z.number(),
  totalReturnYear1: percentOrNull,
  dscr: z.number().nullable(),
  grm: z.number().nullable(),
  onePercentRule: z.boolean(),
  fiftyPercentRuleMonthlyCashFlow: z.number(),
  breakEvenRatio: percentOrNull,
  operatingExpenseRatio: percentOrNull,
});

export const ZAmortizationYear = z.object({
  year: z.number(),
  interest: z.number(),
  principal: z.number(),
  endingBalance: z.number(),
});

export const ZProjection = z.object({
  years: z.number(),
  assumptions: z.object({
    rentGrowth: z.number(),
    expenseGrowth: z.number(),
    appreciation: z.number(),
    sellingCosts: z.number(),
  }),
  rows: z.array(
    z.object({
      year: z.number(),
      rent: z.number(),
      effectiveGrossIncome: z.number(),
      expenses: z.number(),
      netOperatingIncome: z.number(),
      debtService: z.number(),
      cashFlow: z.number(),
      propertyValue: z.number(),
      loanBalance: z.number(),
      equity: z.number(),
    }),
  ),
  saleProceeds: z.number(),
  cashFlows: z.array(z.number()),
  irr: z.number().nullable().describe('Percent per year, or null when the cash flows have no IRR.'),
});

export const ZAnalyzeDealResponse = ZDealFigures.extend({
  inputs: ZResolvedDealInputs,
  ratings: z.object({ capRate: ZRating, cashFlow: ZRating, roi: ZRating }),
  score: z.number().describe('0 to 100.'),
  recommendation: z.string(),
  recommendationKey: z.enum(['strong', 'moderate', 'alternative']),
  schedule: z.array(ZAmortizationYear).optional(),
  projection: ZProjection.optional(),
}).meta({ id: 'AnalyzeDealResponse' });
export type TAnalyzeDealResponse = z.infer<typeof ZAnalyzeDealResponse>;

// POST /api/analyses – save a deal with its notes (the same fields as an analysis)
export const ZSaveAnalysisRequest = ZAnalyzeDealRequest.meta({ id: 'SaveAnalysisRequest' });
export type TSaveAnalysisRequest = z.infer<typeof ZSaveAnalysisRequest>;

/** A saved analysis: what was entered (property and deal) and its headline figures, computed afresh on read. */
export const ZSavedAnalysis = z
  .object({
    id: z.number().int(),
    createdAt: z.string().describe('ISO 8601, UTC.'),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zipCode: z.string().nullable(),
    propertyType: z.enum(DEAL_PROPERTY_TYPES).nullable(),
    bedrooms: z.number().nullable(),
    bathrooms: z.number().nullable(),
    squareFeet: z.number().nullable(),
    notes: z.string().nullable(),
    inputs: ZResolvedDealInputs,
    capRate: percentOrNull,
    cashFlow: z.number(),
    roi: percentOrNull,
    score: z.number(),
    recommendation: z.string(),
  })
  .meta({ id: 'SavedAnalysis' });
export type TSavedAnalysis = z.infer<typeof ZSavedAnalysis>;

export const ZAnalysisIdParams = z.object({ id: idParam('analysis') });
