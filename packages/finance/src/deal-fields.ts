/**
 * The one list of a deal's inputs (docs/calculations.md "Conventions"). Everything else derives from it: the input types
 * below, the defaults, the stored columns (apps/server deal-columns.ts), the request rules (contracts'
 * DEAL_FIELD_RULES, checked against this list by the compiler), and the web forms' fields and translation keys. A new
 * input is added here once. This module imports nothing, so every other module of the engine may import it.
 */
export const DEAL_FIELDS = {
  purchasePrice: { symbol: 'P', unit: 'money', per: 'once', column: 'purchasePriceCents' },
  monthlyRent: { symbol: 'R', unit: 'money', per: 'month', column: 'monthlyRentCents' },
  operatingExpenses: { symbol: 'E', unit: 'money', per: 'month', column: 'operatingExpensesCents' },
  propertyTaxes: { symbol: 'T', unit: 'money', per: 'year', column: 'propertyTaxesCents', default: 0 },
  insurance: { symbol: 'I', unit: 'money', per: 'year', column: 'insuranceCents', default: 0 },
  maintenance: { symbol: 'M', unit: 'money', per: 'year', column: 'maintenanceCents', default: 0 },
  vacancy: { symbol: 'v', unit: 'percent', per: 'year', column: 'vacancyPct', default: 5 },
  downPayment: { symbol: 'd', unit: 'percent', per: 'once', column: 'downPaymentPct', default: 20 },
  interestRate: { symbol: 'i', unit: 'percent', per: 'year', column: 'interestRatePct', default: 7.5 },
  loanTerm: { symbol: 'n', unit: 'years', per: 'once', column: 'loanTermYears', default: 30 },
  closingCosts: { symbol: 'c', unit: 'percent', per: 'once', column: 'closingCostsPct', default: 3 },
  rehabCosts: { symbol: 'H', unit: 'money', per: 'once', column: 'rehabCostsCents', default: 0 },
} as const satisfies Record<string, TDealFieldSpec>;

/** What the registry says of one input: its symbol in the formulas, unit, period, stored column and default. */
export type TDealFieldSpec = {
  symbol: string;
  /** money in dollars (stored in cents), a percentage (7.5 means 7.5%), or years */
  unit: 'money' | 'percent' | 'years';
  /** the period an amount covers: money per month or per year, or a one-off amount */
  per: 'once' | 'month' | 'year';
  column: string;
  /** Inputs without a default must be given. */
  default?: number;
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
