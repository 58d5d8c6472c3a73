import type { TDealExplainedFigure, TExplanationUnit } from '@rentfolio/finance';
import { i18n } from '@/i18n';
import type { en } from '@/i18n/en';
import { formatCurrency, formatNumber, formatPercentValue, formatRatio, RATE_DECIMALS } from '@/lib/format';

/** The deal's figures (the actual lines of Plan vs Actual, `actual…`, have titles there too, and no card). */
export type FigureKey = Exclude<keyof typeof en.figures, `actual${string}`>;

export type FigureKind = 'money' | 'percent' | 'ratio' | 'boolean' | 'points';

export const FIGURE_KINDS: Record<FigureKey, FigureKind> = {
  capRate: 'percent',
  cashFlow: 'money',
  annualCashFlow: 'money',
  roi: 'percent',
  cashOnCashReturn: 'percent',
  totalReturnYear1: 'percent',
  dscr: 'ratio',
  grm: 'ratio',
  onePercentRule: 'boolean',
  fiftyPercentRuleMonthlyCashFlow: 'money',
  breakEvenRatio: 'percent',
  operatingExpenseRatio: 'percent',
  annualRent: 'money',
  vacancyLoss: 'money',
  effectiveGrossIncome: 'money',
  annualExpenses: 'money',
  netOperatingIncome: 'money',
  annualDebtService: 'money',
  totalCashInvested: 'money',
  downPaymentAmount: 'money',
  loanAmount: 'money',
  monthlyPayment: 'money',
  principalPaydownYear1: 'money',
  score: 'points',
  irr: 'percent',
};

/**
 * The finance explanation each figure's info button shows. The engine explains every figure it derives; annual rent
 * and vacancy loss are defined inside effective gross income, and the down payment inside the loan amount.
 */
export const FIGURE_EXPLANATIONS: Record<FigureKey, TDealExplainedFigure> = {
  capRate: 'capRate',
  cashFlow: 'cashFlow',
  annualCashFlow: 'annualCashFlow',
  roi: 'roi',
  cashOnCashReturn: 'cashOnCashReturn',
  totalReturnYear1: 'totalReturnYear1',
  dscr: 'dscr',
  grm: 'grm',
  onePercentRule: 'onePercentRule',
  fiftyPercentRuleMonthlyCashFlow: 'fiftyPercentRuleMonthlyCashFlow',
  breakEvenRatio: 'breakEvenRatio',
  operatingExpenseRatio: 'operatingExpenseRatio',
  annualRent: 'annualRent',
  vacancyLoss: 'vacancyLoss',
  effectiveGrossIncome: 'effectiveGrossIncome',
  annualExpenses: 'annualExpenses',
  netOperatingIncome: 'netOperatingIncome',
  annualDebtService: 'annualDebtService',
  totalCashInvested: 'totalCashInvested',
  downPaymentAmount: 'downPaymentAmount',
  loanAmount: 'loanAmount',
  monthlyPayment: 'monthlyPayment',
  principalPaydownYear1: 'principalPaydownYear1',
  score: 'score',
  irr: 'irr',
};

/** A figure as the results show it; null (a zero denominator) is 'n/a' (docs/product.md "Deal formulas"). */
export function formatFigure(kind: FigureKind, value: number | boolean | null | undefined): string {
  if (value === null || value === undefined) return i18n.t('dealResults.notAvailable');
  if (typeof value === 'boolean') return value ? i18n.t('dealResults.yes') : i18n.t('dealResults.no');
  switch (kind) {
    case 'money':
      return formatCurrency(value);
    case 'percent':
      return formatPercentValue(value);
    case 'points':
      return formatNumber(value, 0);
    case 'ratio':
      return formatRatio(value);
    default:
      return formatNumber(value);
  }
}

/** A term or result of a finance explanation, by its unit. */
export function formatExplanationValue(value: number | boolean | null, unit: TExplanationUnit): string {
  if (value === null) return i18n.t('dealResults.notAvailable');
  if (typeof value === 'boolean') return value ? i18n.t('dealResults.yes') : i18n.t('dealResults.no');
  switch (unit) {
    case 'usd':
      return formatCurrency(value);
    case 'percent':
      // The monthly rate carries more places (0.625%) than the percentages the API rounds to 2.
      return formatPercentValue(value, 4, RATE_DECIMALS);
    case 'years':
      return i18n.t('explain.years', { count: value });
    case 'months':
      return i18n.t('explain.months', { count: value });
    case 'points':
      return i18n.t('explain.points', { count: value });
    default:
      return formatNumber(value);
  }
}
