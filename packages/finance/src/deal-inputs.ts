import {
  DEAL_DEFAULTS,
  DEAL_FIELD_NAMES,
  DEAL_FIELDS,
  isDealDefaultedField,
  type TDealFieldSpec,
  type TDealInputs,
  type TDealInputsInit,
} from './deal-fields';
import { computePaymentCount } from './loan';

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
  const inputs = {} as TDealInputs;
  for (const field of DEAL_FIELD_NAMES) {
    inputs[field] = isDealDefaultedField(field) ? (init[field] ?? DEAL_DEFAULTS[field]) : init[field];
  }
  return inputs;
}

// The engine's own ranges, from the registry: percentages whose range is 0 to 100 are shares (vacancy, the down
// payment); every other amount and rate may not be negative; the term has its own rule below.
const SHARE_FIELDS = DEAL_FIELD_NAMES.filter((field) => {
  const spec: TDealFieldSpec = DEAL_FIELDS[field];
  return spec.unit === 'percent' && spec.max === 100;
});
const AMOUNT_FIELDS = DEAL_FIELD_NAMES.filter(
  (field) => DEAL_FIELDS[field].unit !== 'years' && !SHARE_FIELDS.includes(field),
);
const TERM_FIELDS = DEAL_FIELD_NAMES.filter((field) => DEAL_FIELDS[field].unit === 'years');

/**
 * Every reason the inputs cannot be analysed. The API's schemas give users friendlier messages first; this is the
 * engine's own guard, so that no figure is ever computed from a negative price or a 130% vacancy.
 */
export function findDealInputProblems(inputs: TDealInputs): TDealInputProblem[] {
  const problems: TDealInputProblem[] = [];
  for (const field of [...AMOUNT_FIELDS, ...SHARE_FIELDS, ...TERM_FIELDS]) {
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
