/**
 * What the info popover beside a figure shows: the formula in words and the terms with their values. English here;
 * every figure and term has a stable `key` the web app translates by. The formulas themselves are defined in
 * docs/calculations.md; the wording below is its short form.
 */

import type { TDealInputs } from './deal-fields';
import type { TRoundedDealFigures } from './deal-figures';
import { computePaymentCount } from './loan';
import { roundTo } from './money';
import type { TProjection } from './projection';
import { CAP_RATE_POINTS, CASH_FLOW_POINTS, ROI_POINTS, type TDealRatings } from './ratings';

export type TExplanationUnit = 'usd' | 'percent' | 'ratio' | 'years' | 'months' | 'points' | 'boolean';

export type TExplanationTerm = {
  key: TExplanationTermKey;
  label: string;
  value: number | boolean | null;
  unit: TExplanationUnit;
};

export type TFigureExplanation = {
  key: TExplainedFigure;
  label: string;
  formula: string;
  terms: TExplanationTerm[];
  result: number | boolean | null;
  unit: TExplanationUnit;
  /** Why the result is n/a; present only when it is null. */
  note?: string;
};

/** The deal screen's figures (formatDealExplanations); plan-actual-explanations.ts explains the actual lines. */
export type TDealExplainedFigure =
  | 'annualRent'
  | 'vacancyLoss'
  | 'effectiveGrossIncome'
  | 'annualExpenses'
  | 'netOperatingIncome'
  | 'capRate'
  | 'downPaymentAmount'
  | 'loanAmount'
  | 'monthlyPayment'
  | 'annualDebtService'
  | 'annualCashFlow'
  | 'cashFlow'
  | 'totalCashInvested'
  | 'cashOnCashReturn'
  | 'principalPaydownYear1'
  | 'roi'
  | 'totalReturnYear1'
  | 'dscr'
  | 'grm'
  | 'onePercentRule'
  | 'fiftyPercentRuleMonthlyCashFlow'
  | 'breakEvenRatio'
  | 'operatingExpenseRatio'
  | 'score'
  | 'irr';

export type TExplainedFigure =
  | TDealExplainedFigure
  | 'actualIncome'
  | 'actualOperatingExpenses'
  | 'actualNoi'
  | 'actualDebtService'
  | 'actualCapitalImprovements'
  | 'actualCashFlow'
  | 'actualDscr'
  | 'actualCashOnCash'
  | 'actualCapRateOnCost';

/** Every term a formula can name, with its English label and unit. */
const TERMS = {
  purchasePrice: ['Purchase price', 'usd'],
  monthlyRent: ['Monthly rent', 'usd'],
  operatingExpenses: ['Monthly operating expenses', 'usd'],
  propertyTaxes: ['Property taxes (annual)', 'usd'],
  insurance: ['Insurance (annual)', 'usd'],
  maintenance: ['Maintenance (annual)', 'usd'],
  vacancy: ['Vacancy', 'percent'],
  downPayment: ['Down payment', 'percent'],
  interestRate: ['Interest rate', 'percent'],
  loanTerm: ['Loan term', 'years'],
  closingCosts: ['Closing costs', 'percent'],
  rehabCosts: ['Rehab costs', 'usd'],
  annualRent: ['Annual rent', 'usd'],
  vacancyLoss: ['Vacancy loss', 'usd'],
  effectiveGrossIncome: ['Effective gross income', 'usd'],
  annualExpenses: ['Annual expenses', 'usd'],
  netOperatingIncome: ['NOI', 'usd'],
  downPaymentAmount: ['Down payment amount', 'usd'],
  closingCostsAmount: ['Closing costs amount', 'usd'],
  loanAmount: ['Loan amount', 'usd'],
  monthlyRate: ['Monthly rate', 'percent'],
  paymentCount: ['Number of payments', 'months'],
  monthlyPayment: ['Monthly payment', 'usd'],
  annualDebtService: ['Annual debt service', 'usd'],
  annualCashFlow: ['Annual cash flow', 'usd'],
  totalCashInvested: ['Total cash invested', 'usd'],
  principalPaydownYear1: ['Principal paid in year 1', 'usd'],
  appreciation: ['Appreciation', 'percent'],
  appreciationYear1: ['Appreciation in year 1', 'usd'],
  capRatePoints: ['Cap rate points', 'points'],
  cashFlowPoints: ['Cash flow points', 'points'],
  roiPoints: ['ROI points', 'points'],
  years: ['Years', 'years'],
  rentGrowth: ['Rent growth', 'percent'],
  expenseGrowth: ['Expense growth', 'percent'],
  sellingCosts: ['Selling costs', 'percent'],
  saleProceeds: ['Sale proceeds after selling costs and loan payoff', 'usd'],
  periodMonths: ['Months owned in the period', 'months'],
  ledgerIncome: ['Income from the ledger', 'usd'],
  ledgerOperatingExpenses: ['Operating expenses from the ledger', 'usd'],
  mortgageInterest: ['Mortgage interest paid', 'usd'],
  loanPrincipal: ['Loan principal paid', 'usd'],
  debtService: ['Debt service', 'usd'],
  capitalImprovements: ['Capital improvements', 'usd'],
  periodCashFlow: ['Cash flow of the period', 'usd'],
  cashInvestedToDate: ['Cash invested to date', 'usd'],
  costBasis: ['Purchase price + capital improvements', 'usd'],
} as const satisfies Record<string, readonly [string, TExplanationUnit]>;

export type TExplanationTermKey = keyof typeof TERMS;

export function term(key: TExplanationTermKey, value: number | boolean | null): TExplanationTerm {
  const [label, unit] = TERMS[key];
  return { key, label, value, unit };
}

const NOTES = {
  noPrice: 'n/a: the purchase price is 0.',
  noCash: 'n/a: the total cash invested is 0.',
  noDebt: 'n/a: there is no loan, so there is no debt service.',
  noRent: 'n/a: the rent is 0.',
  noIncome: 'n/a: the effective gross income is 0.',
  noLedgerDebt: 'n/a: the ledger has no loan payment in the period.',
  noMonths: 'n/a: no month of the period was owned.',
  noCost: 'n/a: the purchase price and the improvements are 0.',
} as const;

export const EXPLANATION_NOTES = NOTES;

export type TDealExplanationSource = {
  inputs: TDealInputs;
  figures: TRoundedDealFigures;
  ratings: TDealRatings;
  score: number;
  /** Rounded, as answered. */
  projection?: TProjection;
};

export type TDealExplanations = Record<Exclude<TDealExplainedFigure, 'irr'>, TFigureExplanation> & {
  /** Present when a projection was computed. */
  irr?: TFigureExplanation;
};

/** Builds the explanation of every headline figure from the inputs and the figures as answered. */
export function formatDealExplanations(source: TDealExplanationSource): TDealExplanations {
  const { inputs, figures: f, ratings } = source;
  const explain = (
    key: TExplainedFigure,
    label: string,
    formula: string,
    terms: TExplanationTerm[],
    result: number | boolean | null,
    unit: TExplanationUnit,
    note?: string,
  ): TFigureExplanation =>
    result === null && note
      ? { key, label, formula, terms, result, unit, note }
      : { key, label, formula, terms, result, unit };

  const hasLoan = f.loanAmount !== 0;
  const isInterestFree = inputs.interestRate === 0;
  const explanations: TDealExplanations = {
    annualRent: explain(
      'annualRent',
      'Annual rent',
      '12 × monthly rent',
      [term('monthlyRent', inputs.monthlyRent)],
      f.annualRent,
      'usd',
    ),
    vacancyLoss: explain(
      'vacancyLoss',
      'Vacancy loss',
      'annual rent × vacancy',
      [term('annualRent', f.annualRent), term('vacancy', inputs.vacancy)],
      f.vacancyLoss,
      'usd',
    ),
    effectiveGrossIncome: explain(
      'effectiveGrossIncome',
      'Effective gross income',
      'annual rent (12 × monthly rent) - vacancy loss (annual rent × vacancy)',
      [
        term('monthlyRent', inputs.monthlyRent),
        term('annualRent', f.annualRent),
        term('vacancy', inputs.vacancy),
        term('vacancyLoss', f.vacancyLoss),
      ],
      f.effectiveGrossIncome,
      'usd',
    ),
    annualExpenses: explain(
      'annualExpenses',
      'Annual expenses',
      '12 × monthly operating expenses + property taxes + insurance + maintenance',
      [
        term('operatingExpenses', inputs.operatingExpenses),
        term('propertyTaxes', inputs.propertyTaxes),
        term('insurance', inputs.insurance),
        term('maintenance', inputs.maintenance),
      ],
      f.annualExpenses,
      'usd',
    ),
    netOperatingIncome: explain(
      'netOperatingIncome',
      'Net operating income (NOI)',
      'effective gross income - annual expenses',
      [term('effectiveGrossIncome', f.effectiveGrossIncome), term('annualExpenses', f.annualExpenses)],
      f.netOperatingIncome,
      'usd',
    ),
    capRate: explain(
      'capRate',
      'Cap rate',
      'NOI / purchase price × 100',
      [term('netOperatingIncome', f.netOperatingIncome), term('purchasePrice', inputs.purchasePrice)],
      f.capRate,
      'percent',
      NOTES.noPrice,
    ),
    downPaymentAmount: explain(
      'downPaymentAmount',
      'Down payment amount',
      'purchase price × down payment',
      [term('purchasePrice', inputs.purchasePrice), term('downPayment', inputs.downPayment)],
      f.downPaymentAmount,
      'usd',
    ),
    loanAmount: explain(
      'loanAmount',
      'Loan amount',
      'purchase price - down payment amount (purchase price × down payment)',
      [
        term('purchasePrice', inputs.purchasePrice),
        term('downPayment', inputs.downPayment),
        term('downPaymentAmount', f.downPaymentAmount),
      ],
      f.loanAmount,
      'usd',
    ),
    monthlyPayment: explain(
      'monthlyPayment',
      'Monthly payment',
      !hasLoan
        ? 'no loan, so no payment'
        : isInterestFree
          ? 'loan amount / number of payments (the loan carries no interest)'
          : 'L × r × (1 + r)^N / ((1 + r)^N - 1), with L the loan amount, r the monthly rate (interest rate / 12) and N the number of payments (12 × loan term)',
      [
        term('loanAmount', f.loanAmount),
        term('interestRate', inputs.interestRate),
        term('monthlyRate', roundTo(inputs.interestRate / 12, 6)),
        term('loanTerm', inputs.loanTerm),
        term('paymentCount', hasLoan ? computePaymentCount(inputs.loanTerm) : 0),
      ],
      f.monthlyPayment,
      'usd',
    ),
    annualDebtService: explain(
      'annualDebtService',
      'Annual debt service',
      '12 × monthly payment',
      [term('monthlyPayment', f.monthlyPayment)],
      f.annualDebtService,
      'usd',
    ),
    annualCashFlow: explain(
      'annualCashFlow',
      'Annual cash flow',
      'NOI - annual debt service',
      [term('netOperatingIncome', f.netOperatingIncome), term('annualDebtService', f.annualDebtService)],
      f.annualCashFlow,
      'usd',
    ),
    cashFlow: explain(
      'cashFlow',
      'Monthly cash flow',
      'annual cash flow / 12',
      [term('annualCashFlow', f.annualCashFlow)],
      f.cashFlow,
      'usd',
    ),
    totalCashInvested: explain(
      'totalCashInvested',
      'Total cash invested',
      'down payment amount + closing costs (purchase price × closing costs) + rehab costs',
      [
        term('downPaymentAmount', f.downPaymentAmount),
        term('closingCosts', inputs.closingCosts),
        term('closingCostsAmount', roundTo((inputs.purchasePrice * inputs.closingCosts) / 100, 2)),
        term('rehabCosts', inputs.rehabCosts),
      ],
      f.totalCashInvested,
      'usd',
    ),
    cashOnCashReturn: explain(
      'cashOnCashReturn',
      'Cash-on-cash return',
      'annual cash flow / total cash invested × 100',
      [term('annualCashFlow', f.annualCashFlow), term('totalCashInvested', f.totalCashInvested)],
      f.cashOnCashReturn,
      'percent',
      NOTES.noCash,
    ),
    principalPaydownYear1: explain(
      'principalPaydownYear1',
      'Principal paid in year 1',
      'the principal part of payments 1 to 12 (each payment - balance × monthly rate)',
      [
        term('loanAmount', f.loanAmount),
        term('monthlyPayment', f.monthlyPayment),
        term('interestRate', inputs.interestRate),
      ],
      f.principalPaydownYear1,
      'usd',
    ),
    roi: explain(
      'roi',
      'ROI',
      '(annual cash flow + principal paid in year 1) / total cash invested × 100; appreciation is left out',
      [
        term('annualCashFlow', f.annualCashFlow),
        term('principalPaydownYear1', f.principalPaydownYear1),
        term('totalCashInvested', f.totalCashInvested),
      ],
      f.roi,
      'percent',
      NOTES.noCash,
    ),
    totalReturnYear1: explain(
      'totalReturnYear1',
      'Total return in year 1',
      '(annual cash flow + principal paid in year 1 + purchase price × appreciation) / total cash invested × 100',
      [
        term('annualCashFlow', f.annualCashFlow),
        term('principalPaydownYear1', f.principalPaydownYear1),
        term('appreciationYear1', f.appreciationYear1),
        term('totalCashInvested', f.totalCashInvested),
      ],
      f.totalReturnYear1,
      'percent',
      NOTES.noCash,
    ),
    dscr: explain(
      'dscr',
      'Debt service coverage ratio (DSCR)',
      'NOI / annual debt service',
      [term('netOperatingIncome', f.netOperatingIncome), term('annualDebtService', f.annualDebtService)],
      f.dscr,
      'ratio',
      NOTES.noDebt,
    ),
    grm: explain(
      'grm',
      'Gross rent multiplier (GRM)',
      'purchase price / annual rent',
      [term('purchasePrice', inputs.purchasePrice), term('annualRent', f.annualRent)],
      f.grm,
      'ratio',
      NOTES.noRent,
    ),
    onePercentRule: explain(
      'onePercentRule',
      '1% rule',
      'monthly rent ≥ 1% of the purchase price',
      [term('monthlyRent', inputs.monthlyRent), term('purchasePrice', inputs.purchasePrice)],
      f.onePercentRule,
      'boolean',
    ),
    fiftyPercentRuleMonthlyCashFlow: explain(
      'fiftyPercentRuleMonthlyCashFlow',
      'Monthly cash flow by the 50% rule',
      '(50% of annual rent - annual debt service) / 12',
      [term('annualRent', f.annualRent), term('annualDebtService', f.annualDebtService)],
      f.fiftyPercentRuleMonthlyCashFlow,
      'usd',
    ),
    breakEvenRatio: explain(
      'breakEvenRatio',
      'Break-even ratio',
      '(annual expenses + annual debt service) / annual rent × 100',
      [
        term('annualExpenses', f.annualExpenses),
        term('annualDebtService', f.annualDebtService),
        term('annualRent', f.annualRent),
      ],
      f.breakEvenRatio,
      'percent',
      NOTES.noRent,
    ),
    operatingExpenseRatio: explain(
      'operatingExpenseRatio',
      'Operating expense ratio',
      'annual expenses / effective gross income × 100',
      [term('annualExpenses', f.annualExpenses), term('effectiveGrossIncome', f.effectiveGrossIncome)],
      f.operatingExpenseRatio,
      'percent',
      NOTES.noIncome,
    ),
    score: explain(
      'score',
      'Deal score',
      'cap rate points (30 / 20 / 10 at ≥ 8 / 6 / 4%) + cash flow points (40 / 25 / 10 at ≥ $500 / $200 / $0 a month) + ROI points (30 / 20 / 10 at ≥ 15 / 10 / 5%), at most 100',
      [
        term('capRatePoints', CAP_RATE_POINTS[ratings.capRate]),
        term('cashFlowPoints', CASH_FLOW_POINTS[ratings.cashFlow]),
        term('roiPoints', ROI_POINTS[ratings.roi]),
      ],
      source.score,
      'points',
    ),
  };

  const projection = source.projection;
  if (projection) {
    const isOneSigned =
      !projection.cashFlows.some((flow) => flow > 0) || !projection.cashFlows.some((flow) => flow < 0);
    explanations.irr = explain(
      'irr',
      'IRR',
      'the yearly rate at which the net present value of the cash flows is 0: minus the total cash invested today, each year’s cash flow, and the sale proceeds in the last year',
      [
        term('totalCashInvested', f.totalCashInvested),
        term('years', projection.years),
        term('rentGrowth', projection.assumptions.rentGrowth),
        term('expenseGrowth', projection.assumptions.expenseGrowth),
        term('appreciation', projection.assumptions.appreciation),
        term('sellingCosts', projection.assumptions.sellingCosts),
        term('saleProceeds', projection.saleProceeds),
      ],
      projection.irr,
      'percent',
      isOneSigned
        ? 'n/a: the cash flows never change sign, so no rate makes their net present value 0.'
        : 'n/a: no rate between -99.99% and 1000% a year makes the net present value 0.',
    );
  }
  return explanations;
}
