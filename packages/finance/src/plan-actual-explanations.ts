/**
 * The info popovers of Plan vs Actual (docs/calculations.md "Plan against actual"): each actual line's formula and the
 * ledger's figures that went in, the deal screen's way (explanations.ts). English; the web app translates by key.
 */
import {
  EXPLANATION_NOTES as NOTES,
  type TExplainedFigure,
  type TExplanationTerm,
  type TExplanationUnit,
  type TFigureExplanation,
  term,
} from './explanations';
import { asCents, fromCents, roundTo } from './money';
import type { TPeriodFigures, TPeriodRatios } from './plan-actual';

export type TPlanLineKey =
  | 'income'
  | 'operatingExpenses'
  | 'noi'
  | 'debtService'
  | 'capitalImprovements'
  | 'cashFlow'
  | 'dscr'
  | 'cashOnCash'
  | 'capRateOnCost';

function explain(
  key: TExplainedFigure,
  label: string,
  formula: string,
  terms: TExplanationTerm[],
  result: number | null,
  unit: TExplanationUnit,
  note?: string,
): TFigureExplanation {
  return result === null && note
    ? { key, label, formula, terms, result, unit, note }
    : { key, label, formula, terms, result, unit };
}

/**
 * The explanation of each actual line of a period: its formula, the ledger's sums that went in and the result as the
 * line shows it (money to the cent, DSCR to 0.01, percentages to 0.01). `cashInvestedCents` is the cash invested to
 * date (the purchase's cash and the improvements), `costBasisCents` the price and the improvements.
 */
export function explainActualLines(
  figures: TPeriodFigures,
  ratios: TPeriodRatios,
  { cashInvestedCents, costBasisCents }: { cashInvestedCents: number; costBasisCents: number },
): Record<TPlanLineKey, TFigureExplanation> {
  const usd = (cents: number) => fromCents(asCents(cents));
  const months = term('periodMonths', figures.months);
  const income = term('ledgerIncome', usd(figures.incomeCents));
  const expenses = term('ledgerOperatingExpenses', usd(figures.operatingExpensesCents));
  const noi = term('netOperatingIncome', usd(figures.noiCents));
  const debt = term('debtService', usd(figures.debtServiceCents));
  const improvements = term('capitalImprovements', usd(figures.capitalImprovementsCents));
  const cashFlow = term('periodCashFlow', usd(figures.cashFlowCents));
  const percent = (value: number | null) => (value === null ? null : roundTo(value * 100, 2));
  return {
    income: explain(
      'actualIncome',
      'Income (actual)',
      'rents received and other income in the ledger over the months owned in the period',
      [months],
      usd(figures.incomeCents),
      'usd',
    ),
    operatingExpenses: explain(
      'actualOperatingExpenses',
      'Operating expenses (actual)',
      'the ledger’s Schedule E lines 5 to 11, 14 to 17 and 19 (interest and principal are not operating expenses)',
      [months],
      usd(figures.operatingExpensesCents),
      'usd',
    ),
    noi: explain(
      'actualNoi',
      'NOI (actual)',
      'income - operating expenses',
      [income, expenses],
      usd(figures.noiCents),
      'usd',
    ),
    debtService: explain(
      'actualDebtService',
      'Debt service (actual)',
      'mortgage interest + loan principal',
      [
        term('mortgageInterest', usd(figures.interestCents)),
        term('loanPrincipal', usd(figures.principalCents)),
      ],
      usd(figures.debtServiceCents),
      'usd',
    ),
    capitalImprovements: explain(
      'actualCapitalImprovements',
      'Capital improvements (actual)',
      'capital improvements in the ledger over the period',
      [months],
      usd(figures.capitalImprovementsCents),
      'usd',
    ),
    cashFlow: explain(
      'actualCashFlow',
      'Cash flow (actual)',
      'NOI - debt service - capital improvements',
      [noi, debt, improvements],
      usd(figures.cashFlowCents),
      'usd',
    ),
    dscr: explain(
      'actualDscr',
      'DSCR (actual)',
      'NOI / debt service',
      [noi, debt],
      ratios.dscr === null ? null : roundTo(ratios.dscr, 2),
      'ratio',
      NOTES.noLedgerDebt,
    ),
    cashOnCash: explain(
      'actualCashOnCash',
      'Cash-on-cash (actual)',
      'cash flow × 12 / months owned / cash invested to date × 100',
      [cashFlow, months, term('cashInvestedToDate', usd(cashInvestedCents))],
      percent(ratios.cashOnCash),
      'percent',
      figures.months === 0 ? NOTES.noMonths : NOTES.noCash,
    ),
    capRateOnCost: explain(
      'actualCapRateOnCost',
      'Cap rate on cost (actual)',
      'NOI × 12 / months owned / (purchase price + capital improvements) × 100',
      [noi, months, term('costBasis', usd(costBasisCents))],
      percent(ratios.capRateOnCost),
      'percent',
      figures.months === 0 ? NOTES.noMonths : NOTES.noCost,
    ),
  };
}
