/**
 * Every figure of a deal from its inputs, in the order of docs/calculations.md, unrounded so that figures chain
 * without compounding rounding errors. `roundDealFigures` rounds them at the edge, as the API answers.
 */
import type { TDealInputs } from './deal-fields';
import { assertValidDealInputs } from './deal-inputs';
import { computeLoan, type TLoan } from './loan';
import { type Percent, roundTo, roundToCents, roundToPercent } from './money';
import {
  computeAnnualExpenses,
  computeAnnualRent,
  computeCapRate,
  computeEffectiveGrossIncome,
  computeNetOperatingIncome,
  computeVacancyLoss,
} from './operating';
import { PROJECTION_DEFAULT_ASSUMPTIONS } from './projection';
import {
  computeBreakEvenRatio,
  computeDscr,
  computeFiftyPercentRuleMonthlyCashFlow,
  computeGrossRentMultiplier,
  computeOnePercentRule,
  computeOperatingExpenseRatio,
} from './ratios';
import {
  computeAnnualCashFlow,
  computeAppreciationYear1,
  computeCashOnCashReturn,
  computeMonthlyCashFlow,
  computePrincipalPaydownYear1,
  computeRoi,
  computeTotalCashInvested,
  computeTotalReturnYear1,
} from './returns';

/** `TPercent` is number while unrounded and Percent once rounded. Money is in dollars; dscr and grm are ratios. */
export type TDealFiguresOf<TPercent extends number> = {
  annualRent: number;
  vacancyLoss: number;
  effectiveGrossIncome: number;
  annualExpenses: number;
  netOperatingIncome: number;
  capRate: TPercent | null;
  downPaymentAmount: number;
  loanAmount: number;
  monthlyPayment: number;
  annualDebtService: number;
  annualCashFlow: number;
  /** Monthly. */
  cashFlow: number;
  totalCashInvested: number;
  cashOnCashReturn: TPercent | null;
  principalPaydownYear1: number;
  roi: TPercent | null;
  /** P × appreciation, the value gained in year 1 (used by totalReturnYear1). */
  appreciationYear1: number;
  totalReturnYear1: TPercent | null;
  dscr: number | null;
  grm: number | null;
  onePercentRule: boolean;
  fiftyPercentRuleMonthlyCashFlow: number;
  breakEvenRatio: TPercent | null;
  operatingExpenseRatio: TPercent | null;
};

export type TDealFigures = TDealFiguresOf<number>;
export type TRoundedDealFigures = TDealFiguresOf<Percent>;

export type TDealFiguresOptions = {
  /** % per year, for totalReturnYear1; the projection default (3) when omitted. */
  appreciation?: number;
};

/** The figures and the loan they came from (the schedule and the projection start from the loan). */
export function computeDealFiguresAndLoan(
  inputs: TDealInputs,
  options: TDealFiguresOptions = {},
): { figures: TDealFigures; loan: TLoan } {
  assertValidDealInputs(inputs);
  const appreciation = options.appreciation ?? PROJECTION_DEFAULT_ASSUMPTIONS.appreciation;
  if (!Number.isFinite(appreciation))
    throw new RangeError(`appreciation must be finite, not ${appreciation}`);

  const annualRent = computeAnnualRent(inputs.monthlyRent);
  const vacancyLoss = computeVacancyLoss(annualRent, inputs.vacancy);
  const effectiveGrossIncome = computeEffectiveGrossIncome(annualRent, vacancyLoss);
  const annualExpenses = computeAnnualExpenses(inputs);
  const netOperatingIncome = computeNetOperatingIncome(effectiveGrossIncome, annualExpenses);

  const loan = computeLoan(inputs);
  const { annualDebtService } = loan;

  const annualCashFlow = computeAnnualCashFlow(netOperatingIncome, annualDebtService);
  const totalCashInvested = computeTotalCashInvested(inputs, loan.downPaymentAmount);
  const principalPaydownYear1 = computePrincipalPaydownYear1(loan);
  const appreciationYear1 = computeAppreciationYear1(inputs.purchasePrice, appreciation);

  const figures: TDealFigures = {
    annualRent,
    vacancyLoss,
    effectiveGrossIncome,
    annualExpenses,
    netOperatingIncome,
    capRate: computeCapRate(netOperatingIncome, inputs.purchasePrice),
    downPaymentAmount: loan.downPaymentAmount,
    loanAmount: loan.loanAmount,
    monthlyPayment: loan.monthlyPayment,
    annualDebtService,
    annualCashFlow,
    cashFlow: computeMonthlyCashFlow(annualCashFlow),
    totalCashInvested,
    cashOnCashReturn: computeCashOnCashReturn(annualCashFlow, totalCashInvested),
    principalPaydownYear1,
    roi: computeRoi(annualCashFlow, principalPaydownYear1, totalCashInvested),
    appreciationYear1,
    totalReturnYear1: computeTotalReturnYear1(
      annualCashFlow,
      principalPaydownYear1,
      appreciationYear1,
      totalCashInvested,
    ),
    dscr: computeDscr(netOperatingIncome, annualDebtService),
    grm: computeGrossRentMultiplier(inputs.purchasePrice, annualRent),
    onePercentRule: computeOnePercentRule(inputs.monthlyRent, inputs.purchasePrice),
    fiftyPercentRuleMonthlyCashFlow: computeFiftyPercentRuleMonthlyCashFlow(annualRent, annualDebtService),
    breakEvenRatio: computeBreakEvenRatio(annualExpenses, annualDebtService, annualRent),
    operatingExpenseRatio: computeOperatingExpenseRatio(annualExpenses, effectiveGrossIncome),
  };
  return { figures, loan };
}

/** Every figure of section 3 except the schedule and the projection, unrounded. */
export function computeDealFigures(inputs: TDealInputs, options: TDealFiguresOptions = {}): TDealFigures {
  return computeDealFiguresAndLoan(inputs, options).figures;
}

const roundPercentOrNull = (value: number | null): Percent | null =>
  value === null ? null : roundToPercent(value);
const roundRatioOrNull = (value: number | null): number | null => (value === null ? null : roundTo(value, 2));

/** Money to cents, percentages and ratios to 2 decimals (docs/product.md "Deal formulas"). */
export function roundDealFigures(figures: TDealFigures): TRoundedDealFigures {
  return {
    annualRent: roundToCents(figures.annualRent),
    vacancyLoss: roundToCents(figures.vacancyLoss),
    effectiveGrossIncome: roundToCents(figures.effectiveGrossIncome),
    annualExpenses: roundToCents(figures.annualExpenses),
    netOperatingIncome: roundToCents(figures.netOperatingIncome),
    capRate: roundPercentOrNull(figures.capRate),
    downPaymentAmount: roundToCents(figures.downPaymentAmount),
    loanAmount: roundToCents(figures.loanAmount),
    monthlyPayment: roundToCents(figures.monthlyPayment),
    annualDebtService: roundToCents(figures.annualDebtService),
    annualCashFlow: roundToCents(figures.annualCashFlow),
    cashFlow: roundToCents(figures.cashFlow),
    totalCashInvested: roundToCents(figures.totalCashInvested),
    cashOnCashReturn: roundPercentOrNull(figures.cashOnCashReturn),
    principalPaydownYear1: roundToCents(figures.principalPaydownYear1),
    roi: roundPercentOrNull(figures.roi),
    appreciationYear1: roundToCents(figures.appreciationYear1),
    totalReturnYear1: roundPercentOrNull(figures.totalReturnYear1),
    dscr: roundRatioOrNull(figures.dscr),
    grm: roundRatioOrNull(figures.grm),
    onePercentRule: figures.onePercentRule,
    fiftyPercentRuleMonthlyCashFlow: roundToCents(figures.fiftyPercentRuleMonthlyCashFlow),
    breakEvenRatio: roundPercentOrNull(figures.breakEvenRatio),
    operatingExpenseRatio: roundPercentOrNull(figures.operatingExpenseRatio),
  };
}
