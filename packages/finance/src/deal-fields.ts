/**
 * The one list of a deal's inputs (docs/calculations.md "Conventions"). Everything else derives from it: the input types
 * below, the defaults, the stored columns (apps/server deal-columns.ts), the request and answer schemas (contracts'
 * DEAL_FIELD_RULES and dealInputFields), the CSV columns (property-csv's columns.ts), and the web forms' fields and
 * translation keys. A new input is added here once. This module imports nothing, so every module may import it.
 */
/** Percentages are kept to 3 decimals: a rate of 6.875% is common, a thousandth of a point is below any quote. */
export const PERCENT_DECIMALS = 3;

export const DEAL_FIELDS = {
  purchasePrice: {
    symbol: 'P',
    label: 'Purchase price',
    unit: 'money',
    per: 'once',
    positive: true,
    column: 'purchasePriceCents',
    group: 'financials',
    aliases: ['price'],
  },
  monthlyRent: {
    symbol: 'R',
    label: 'Monthly rent',
    unit: 'money',
    per: 'month',
    column: 'monthlyRentCents',
    group: 'financials',
    aliases: ['rent'],
  },
  operatingExpenses: {
    symbol: 'E',
    label: 'Operating expenses',
    unit: 'money',
    per: 'month',
    column: 'operatingExpensesCents',
    group: 'financials',
    aliases: ['monthlyexpenses', 'expenses', 'monthlyoperatingexpenses'],
  },
  propertyTaxes: {
    symbol: 'T',
    label: 'Property taxes',
    unit: 'money',
    per: 'year',
    column: 'propertyTaxesCents',
    default: 0,
    group: 'financials',
    aliases: ['propertytax', 'taxes', 'annualtaxes', 'annualpropertytaxes'],
  },
  insurance: {
    symbol: 'I',
    label: 'Insurance',
    unit: 'money',
    per: 'year',
    column: 'insuranceCents',
    default: 0,
    group: 'financials',
    aliases: ['annualinsurance'],
  },
  maintenance: {
    symbol: 'M',
    label: 'Maintenance',
    unit: 'money',
    per: 'year',
    column: 'maintenanceCents',
    default: 0,
    group: 'financials',
    aliases: ['annualmaintenance'],
  },
  vacancy: {
    symbol: 'v',
    label: 'Vacancy',
    unit: 'percent',
    of: 'rent',
    per: 'year',
    min: 0,
    max: 100,
    decimals: PERCENT_DECIMALS,
    column: 'vacancyPct',
    default: 5,
    group: 'financials',
    aliases: ['vacancyrate', 'vacancypercent'],
  },
  downPayment: {
    symbol: 'd',
    label: 'Down payment',
    unit: 'percent',
    of: 'price',
    per: 'once',
    min: 0,
    max: 100,
    decimals: PERCENT_DECIMALS,
    column: 'downPaymentPct',
    default: 20,
    group: 'loan',
    aliases: ['downpaymentpercent'],
  },
  interestRate: {
    symbol: 'i',
    label: 'Interest rate',
    unit: 'percent',
    of: 'loan',
    per: 'year',
    min: 0,
    max: 30,
    decimals: PERCENT_DECIMALS,
    column: 'interestRatePct',
    default: 7.5,
    group: 'loan',
    aliases: ['rate'],
  },
  loanTerm: {
    symbol: 'n',
    label: 'Loan term',
    unit: 'years',
    per: 'once',
    min: 1,
    max: 50,
    decimals: 2,
    column: 'loanTermYears',
    default: 30,
    group: 'loan',
    aliases: ['term', 'loantermyears'],
  },
  closingCosts: {
    symbol: 'c',
    label: 'Closing costs',
    unit: 'percent',
    of: 'price',
    per: 'once',
    min: 0,
    max: 20,
    decimals: PERCENT_DECIMALS,
    column: 'closingCostsPct',
    default: 3,
    group: 'loan',
    aliases: ['closingcostspercent'],
  },
  rehabCosts: {
    symbol: 'H',
    label: 'Rehab costs',
    unit: 'money',
    per: 'once',
    column: 'rehabCostsCents',
    default: 0,
    group: 'loan',
    aliases: ['rehab', 'renovation', 'renovationcosts'],
  },
} as const satisfies Record<string, TDealFieldSpec>;

/**
 * What the registry says of one input. Money is rounded to cents and bounded by the period it covers (contracts'
 * MONEY_LIMITS: a one-off amount as a price, a monthly or an annual one); the other units carry their own range and
 * precision (docs/product.md "Input rules").
 */
export type TDealFieldSpec = {
  /** its letter in the formulas (docs/calculations.md "The example deal") */
  symbol: string;
  /** its name in the API's messages ("Purchase price must be a number.") */
  label: string;
  /** money in dollars (stored in cents), a percentage (7.5 means 7.5%), or years */
  unit: 'money' | 'percent' | 'years';
  /** what a percentage is a share of: the price, the rent, the loan balance */
  of?: 'price' | 'rent' | 'loan';
  /** the period an amount covers: money per month or per year, or a one-off amount */
  per: 'once' | 'month' | 'year';
  /** money that must be more than 0 (a price) */
  positive?: boolean;
  /** the range of a percentage or a number of years, and the decimals it is kept to */
  min?: number;
  max?: number;
  decimals?: number;
  column: string;
  /** Inputs without a default must be given. */
  default?: number;
  /** where the forms ask for it: the financial figures or the loan */
  group: 'financials' | 'loan';
  /** other headers a CSV column may carry for it, reduced to letters and digits (its own name always works) */
  aliases?: readonly string[];
};

export type TDealField = keyof typeof DEAL_FIELDS;

/** The inputs in the registry's order (the order of the deal form). */
export const DEAL_FIELD_NAMES = Object.keys(DEAL_FIELDS) as TDealField[];

/** The inputs of a deal: money in dollars, percentages as 7.5 meaning 7.5%, the loan term in years. */
export type TDealInputs = Record<TDealField, number>;

/** The inputs that have a default. */
export type TDealDefaultedField = {
  [K in TDealField]: (typeof DEAL_FIELDS)[K] extends { default: number } ? K : never;
}[TDealField];

/** The inputs a caller must give: P, R and E. */
export type TDealRequiredField = Exclude<TDealField, TDealDefaultedField>;

/** What a caller passes: the required inputs, and any of the defaulted ones. */
export type TDealInputsInit = Pick<TDealInputs, TDealRequiredField> &
  Partial<Pick<TDealInputs, TDealDefaultedField>>;

/** The stored column of each input (money in integer cents, the rest as they are). */
export type TDealColumns = { [K in TDealField as (typeof DEAL_FIELDS)[K]['column']]: number };

export const DEAL_DEFAULTS = Object.freeze(
  Object.fromEntries(
    DEAL_FIELD_NAMES.flatMap((field) => {
      const spec: TDealFieldSpec = DEAL_FIELDS[field];
      return spec.default === undefined ? [] : [[field, spec.default]];
    }),
  ) as Pick<TDealInputs, TDealDefaultedField>,
);

/** The inputs whose unit is money, in the registry's order. */
export const DEAL_MONEY_FIELDS = DEAL_FIELD_NAMES.filter((field) => DEAL_FIELDS[field].unit === 'money');

export function isDealDefaultedField(field: TDealField): field is TDealDefaultedField {
  return field in DEAL_DEFAULTS;
}
