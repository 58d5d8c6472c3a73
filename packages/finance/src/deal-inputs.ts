import { computePaymentCount } from './loan';

/**
 * The inputs of a deal (docs/calculations.md "The example deal" and "Conventions"). Plain numbers, so that a form, a
 * stored property or a test can pass them as they are: money in dollars, percentages as 7.5 meaning 7.5%.
 */
export type TDealInputs = {
  /** P, $ */
  purchasePrice: number;
  /** R, $ per month */
  monthlyRent: number;
  /** E, $ per month */
  operatingExpenses: number;
  /** T, $ per year */
  propertyTaxes: number;
  /** I, $ per year */
  insurance: number;
  /** M, $ per year */
  maintenance: number;
  /** v, % of the annual rent */
  vacancy: number;
  /** d, % of the purchase price */
  downPayment: number;
  /** i, % per year */
  interestRate: number;
  /** n, years; the payments are 12n rounded to whole months */
  loanTerm: number;
  /** c, % of the purchase price */
  closingCosts: number;
  /** H, $ */
  rehabCosts: number;
};

/** The fields that have a default (spec §9 "Form defaults", decisions.md §3 "Inputs"). */
export type TDealDefaultedField =
  | 'propertyTaxes'
  | 'insurance'
  | 'maintenance'
  | 'vacancy'
  | 'downPayment'
  | 'interestRate'
  | 'loanTerm'
  | 'closingCosts'
  | 'rehabCosts';

/** What a caller passes: P, R and E, and any of the defaulted fields. */
export type TDealInputsInit = Omit<TDealInputs, TDealDefaultedField> &
  Partial<Pick<TDealInputs, TDealDefaultedField>>;

export const DEAL_DEFAULTS: Readonly<Pick<TDealInputs, TDealDefaultedField>> = Object.freeze({
  propertyTaxes: 0,
  insurance: 0,
  maintenance: 0,
  vacancy: 5,
  downPayment: 20,
  interestRate: 7.5,
  loanTerm: 30,
  closingCosts: 3,
  rehabCosts: 0,
});

/**
 * The longest loan term accepted. Not a business rule: it bounds the amortisation schedule (1,200 rows) so that a
 * mistyped term cannot make a browser build millions of rows.
 */
export const MAX_LOAN_TERM_YEARS = 100;

export type TDealInputProblem = { field: keyof TDealInputs; message: string };

/**
 * Fills the defaulted fields that are missing (undefined); a given 0 stays 0. Only the deal fields are copied, so a
 * whole form or property object may be passed.
 */
export function resolveDealInputs(init: TDealInputsInit): TDealInputs {
  return {
    purchasePrice: init.purchasePrice,
    monthlyRent: init.monthlyRent,
    operatingExpenses: init.operatingExpenses,
    propertyTaxes: init.propertyTaxes ?? DEAL_DEFAULTS.propertyTaxes,
    insurance: init.insurance ?? DEAL_DEFAULTS.insurance,
    maintenance: init.maintenance ?? DEAL_DEFAULTS.maintenance,
    vacancy: init.vacancy ?? DEAL_DEFAULTS.vacancy,
    downPayment: init.downPayment ?? DEAL_DEFAULTS.downPayment,
    interestRate: init.interestRate ?? DEAL_DEFAULTS.interestRate,
    loanTerm: init.loanTerm ?? DEAL_DEFAULTS.loanTerm,
    closingCosts: init.closingCosts ?? DEAL_DEFAULTS.closingCosts,
    rehabCosts: init.rehabCosts ?? DEAL_DEFAULTS.rehabCosts,
  };
}

const AMOUNT_FIELDS = [
  'purchasePrice',
  'monthlyRent',
  'operatingExpenses',
  'propertyTaxes',
  'insurance',
  'maintenance',
  'rehabCosts',
  'interestRate',
  'closingCosts',
] as const satisfies readonly (keyof TDealInputs)[];

const SHARE_FIELDS = ['vacancy', 'downPayment'] as const satisfies readonly (keyof TDealInputs)[];

/**
 * Every reason the inputs cannot be analysed. The API's schemas give users friendlier messages first; this is the
 * engine's own guard, so that no figure is ever computed from a negative price or a 130% vacancy.
 */
export function findDealInputProblems(inputs: TDealInputs): TDealInputProblem[] {
  const problems: TDealInputProblem[] = [];
  for (const field of [...AMOUNT_FIELDS, ...SHARE_FIELDS, 'loanTerm'] as const) {
    if (!Number.isFinite(inputs[field]))
      problems.push({ field, message: `${field} must be a finite number` });
  }
  if (problems.length > 0) return problems;
  for (const field of AMOUNT_FIELDS) {
    if (inputs[field] < 0) problems.push({ field, message: `${field} must not be negative` });
  }
  for (const field of SHARE_FIELDS) {
    if (inputs[field] < 0 || inputs[field] > 100)
      problems.push({ field, message: `${field} must be between 0 and 100` });
  }
  // The term only matters when there is a loan; an all-cash deal may leave it at 0.
  const hasLoan = inputs.downPayment < 100 && inputs.purchasePrice > 0;
  if (hasLoan && (computePaymentCount(inputs.loanTerm) < 1 || inputs.loanTerm > MAX_LOAN_TERM_YEARS)) {
    problems.push({
      field: 'loanTerm',
      message: `loanTerm must be at least one month and at most ${MAX_LOAN_TERM_YEARS} years`,
    });
  }
  return problems;
}

/** Throws a RangeError naming every problem, so a caller's bug surfaces here and not as a NaN further on. */
export function assertValidDealInputs(inputs: TDealInputs): void {
  const problems = findDealInputProblems(inputs);
  if (problems.length > 0)
    throw new RangeError(`Invalid deal inputs: ${problems.map((problem) => problem.message).join('; ')}`);
}
