import type { DealAnalysisRow } from '@rentfolio/db';
import { asCents, fromCents, type TDealInputs, type TDealInputsInit, toCents } from '@rentfolio/finance';

/** The deal inputs with defaults (decisions.md §3), in the order of the deal form. */
const OPTIONAL_DEAL_FIELDS = [
  'propertyTaxes',
  'insurance',
  'maintenance',
  'vacancy',
  'downPayment',
  'interestRate',
  'loanTerm',
  'closingCosts',
  'rehabCosts',
] as const;

/** Every deal input a request may carry. */
export const DEAL_INPUT_FIELDS = [
  'purchasePrice',
  'monthlyRent',
  'operatingExpenses',
  ...OPTIONAL_DEAL_FIELDS,
] as const;

type DealFieldsOfRequest = { purchasePrice: number } & Partial<
  Record<(typeof DEAL_INPUT_FIELDS)[number], number>
>;

/**
 * The finance inputs of a validated request (an analysis, a saved analysis, a property): the fields given, the
 * defaults for the rest. Rent and expenses a property leaves out count as 0; an analysis always has them.
 */
export function toDealInputsInit(fields: DealFieldsOfRequest): TDealInputsInit {
  const init: TDealInputsInit = {
    purchasePrice: fields.purchasePrice,
    monthlyRent: fields.monthlyRent ?? 0,
    operatingExpenses: fields.operatingExpenses ?? 0,
  };
  for (const field of OPTIONAL_DEAL_FIELDS) {
    const value = fields[field];
    if (value !== undefined) init[field] = value;
  }
  return init;
}

/** The deal columns shared by saved analyses and properties (money in cents, packages/db/README.md). */
export type DealColumns = Pick<
  DealAnalysisRow,
  | 'purchasePriceCents'
  | 'monthlyRentCents'
  | 'operatingExpensesCents'
  | 'propertyTaxesCents'
  | 'insuranceCents'
  | 'maintenanceCents'
  | 'rehabCostsCents'
  | 'vacancyPct'
  | 'downPaymentPct'
  | 'interestRatePct'
  | 'loanTermYears'
  | 'closingCostsPct'
>;

export function toDealColumns(inputs: TDealInputs): DealColumns {
  return {
    purchasePriceCents: toCents(inputs.purchasePrice),
    monthlyRentCents: toCents(inputs.monthlyRent),
    operatingExpensesCents: toCents(inputs.operatingExpenses),
    propertyTaxesCents: toCents(inputs.propertyTaxes),
    insuranceCents: toCents(inputs.insurance),
    maintenanceCents: toCents(inputs.maintenance),
    rehabCostsCents: toCents(inputs.rehabCosts),
    vacancyPct: inputs.vacancy,
    downPaymentPct: inputs.downPayment,
    interestRatePct: inputs.interestRate,
    loanTermYears: inputs.loanTerm,
    closingCostsPct: inputs.closingCosts,
  };
}

/** The deal inputs stored in a row. */
export function fromDealColumns(row: DealColumns): TDealInputs {
  return {
    purchasePrice: fromCents(asCents(row.purchasePriceCents)),
    monthlyRent: fromCents(asCents(row.monthlyRentCents)),
    operatingExpenses: fromCents(asCents(row.operatingExpensesCents)),
    propertyTaxes: fromCents(asCents(row.propertyTaxesCents)),
    insurance: fromCents(asCents(row.insuranceCents)),
    maintenance: fromCents(asCents(row.maintenanceCents)),
    rehabCosts: fromCents(asCents(row.rehabCostsCents)),
    vacancy: row.vacancyPct,
    downPayment: row.downPaymentPct,
    interestRate: row.interestRatePct,
    loanTerm: row.loanTermYears,
    closingCosts: row.closingCostsPct,
  };
}
