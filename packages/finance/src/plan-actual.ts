/**
 * Plan against actual (docs/calculations.md "Plan against actual"): the figures a property's own deal inputs plan for
 * the months of a period, the same figures summed from its ledger, each pair compared, and the IRR to date over the
 * owner's dated cash flows. Money is in integer cents; months are 'YYYY-MM'; ratios are fractions.
 */
import { computeAmortizationSchedule } from './amortization';
import type { TDealInputs } from './deal-fields';
import { computeXirr, type TDatedFlow } from './irr';
import { computeActualFigures, LEDGER_CATEGORIES, type TLedgerCategory, type TLedgerTotals } from './ledger';
import { computeLoan } from './loan';
import { toCents } from './money';
import { monthIndex } from './months';
import { computeAnnualExpenses, computeAnnualRent } from './operating';
import { PROJECTION_DEFAULT_ASSUMPTIONS } from './projection';
import { computeTotalCashInvested } from './returns';

/** The figures a period plans or had; cents. */
export type TPeriodFigures = {
  /** Months the figures cover. */
  months: number;
  incomeCents: number;
  operatingExpensesCents: number;
  /** Income − operating expenses. */
  noiCents: number;
  interestCents: number;
  principalCents: number;
  debtServiceCents: number;
  capitalImprovementsCents: number;
  /** NOI − debt service − capital improvements. */
  cashFlowCents: number;
};

/**
 * What the deal inputs plan for the months of a period that the property is owned: from the month after the purchase
 * month (its first loan payment), each month a twelfth of the year's figures, the year counted from the purchase with
 * the projection's default growth (rent +3% and expenses +2% a year, compounded from year 2), and the loan's own
 * payment of that month split by its schedule, each payment in cents. Without a purchase date, the period is planned as the first months
 * after a purchase. The plan has no capital improvements: the rehab is part of the cash invested.
 */
export function computePlanFigures(
  inputs: TDealInputs,
  purchaseDate: string | null,
  period: { from: string; to: string },
): TPeriodFigures {
  const loan = computeLoan(inputs);
  const purchaseMonth = purchaseDate ? monthIndex(purchaseDate.slice(0, 7)) : monthIndex(period.from) - 1;
  const first = Math.max(monthIndex(period.from), purchaseMonth + 1);
  const last = monthIndex(period.to);
  const lastNumber = last - purchaseMonth;
  const schedule = computeAmortizationSchedule(loan, Math.max(0, Math.min(lastNumber, loan.paymentCount)));
  const annualRent = computeAnnualRent(inputs.monthlyRent);
  const annualExpenses = computeAnnualExpenses(inputs);
  const { rentGrowth, expenseGrowth } = PROJECTION_DEFAULT_ASSUMPTIONS;
  let income = 0;
  let expenses = 0;
  let interest = 0; // cents
  let principal = 0; // cents
  let months = 0;
  for (let month = first; month <= last; month++) {
    const number = month - purchaseMonth;
    const year = Math.ceil(number / 12);
    const rent = annualRent * (1 + rentGrowth / 100) ** (year - 1);
    income += (rent * (1 - inputs.vacancy / 100)) / 12;
    expenses += (annualExpenses * (1 + expenseGrowth / 100) ** (year - 1)) / 12;
    // Each payment in cents, as a bank takes it and a recurring booking books it.
    const row = schedule[number - 1];
    if (row) {
      const interestCents = toCents(row.interest);
      interest += interestCents;
      principal += toCents(row.payment) - interestCents;
    }
    months += 1;
  }
  const incomeCents = toCents(income);
  const operatingExpensesCents = toCents(expenses);
  const interestCents = interest;
  const principalCents = principal;
  const noiCents = incomeCents - operatingExpensesCents;
  return {
    months,
    incomeCents,
    operatingExpensesCents,
    noiCents,
    interestCents,
    principalCents,
    debtServiceCents: interestCents + principalCents,
    capitalImprovementsCents: 0,
    cashFlowCents: noiCents - interestCents - principalCents,
  };
}

/** The same figures summed from a period's ledger totals (docs/calculations.md "Actual figures"). */
export function computeActualPeriodFigures(totals: TLedgerTotals, months: number): TPeriodFigures {
  const actual = computeActualFigures(totals, { cashInvestedCents: 0, costBasisCents: 0 });
  return {
    months,
    incomeCents: actual.incomeCents,
    operatingExpensesCents: actual.operatingExpensesCents,
    noiCents: actual.noiCents,
    interestCents: actual.interestCents,
    principalCents: actual.principalCents,
    debtServiceCents: actual.debtServiceCents,
    capitalImprovementsCents: actual.capitalImprovementsCents,
    cashFlowCents: actual.cashFlowCents,
  };
}

/** Two sets of figures added (a portfolio's from its properties'); months are the longer of the two. */
export function addPeriodFigures(a: TPeriodFigures, b: TPeriodFigures): TPeriodFigures {
  return {
    months: Math.max(a.months, b.months),
    incomeCents: a.incomeCents + b.incomeCents,
    operatingExpensesCents: a.operatingExpensesCents + b.operatingExpensesCents,
    noiCents: a.noiCents + b.noiCents,
    interestCents: a.interestCents + b.interestCents,
    principalCents: a.principalCents + b.principalCents,
    debtServiceCents: a.debtServiceCents + b.debtServiceCents,
    capitalImprovementsCents: a.capitalImprovementsCents + b.capitalImprovementsCents,
    cashFlowCents: a.cashFlowCents + b.cashFlowCents,
  };
}

export const EMPTY_PERIOD_FIGURES: Readonly<TPeriodFigures> = Object.freeze({
  months: 0,
  incomeCents: 0,
  operatingExpensesCents: 0,
  noiCents: 0,
  interestCents: 0,
  principalCents: 0,
  debtServiceCents: 0,
  capitalImprovementsCents: 0,
  cashFlowCents: 0,
});

/** The ratios of a period: DSCR, and cash-on-cash and cap rate on cost for a year (the period's figures × 12 ÷ months). */
export type TPeriodRatios = {
  /** NOI ÷ debt service; null without debt service. */
  dscr: number | null;
  /** Cash flow a year ÷ cash invested; null without cash invested or months. */
  cashOnCash: number | null;
  /** NOI a year ÷ (price + capital improvements); null for a cost of 0 or no months. */
  capRateOnCost: number | null;
};

export function computePeriodRatios(
  figures: TPeriodFigures,
  { cashInvestedCents, costBasisCents }: { cashInvestedCents: number; costBasisCents: number },
): TPeriodRatios {
  const perYear = figures.months > 0 ? 12 / figures.months : null;
  return {
    dscr: figures.debtServiceCents > 0 ? figures.noiCents / figures.debtServiceCents : null,
    cashOnCash:
      perYear !== null && cashInvestedCents > 0
        ? (figures.cashFlowCents * perYear) / cashInvestedCents
        : null,
    capRateOnCost:
      perYear !== null && costBasisCents > 0 ? (figures.noiCents * perYear) / costBasisCents : null,
  };
}

/** The cash the owner put in at the purchase (down payment, closing costs, rehab), in cents. */
export function initialCashInvestedCents(inputs: TDealInputs): number {
  return toCents(computeTotalCashInvested(inputs, computeLoan(inputs).downPaymentAmount));
}

export type TPlanComparison = {
  plan: number | null;
  actual: number | null;
  /** Actual − plan. */
  difference: number | null;
  /** (Actual − plan) ÷ |plan| × 100; null when the plan is 0 or either is missing. */
  differencePercent: number | null;
  /** Off by more than the threshold, either way. */
  isOff: boolean;
};

/** One line of the comparison: the difference, in the line's own unit and as a percentage of the plan. */
export function comparePlanLine(
  plan: number | null,
  actual: number | null,
  thresholdPercent: number,
): TPlanComparison {
  if (plan === null || actual === null)
    return { plan, actual, difference: null, differencePercent: null, isOff: false };
  const difference = actual - plan;
  const differencePercent = plan !== 0 ? (difference / Math.abs(plan)) * 100 : null;
  return {
    plan,
    actual,
    difference,
    differencePercent,
    isOff: differencePercent !== null && Math.abs(differencePercent) > thresholdPercent,
  };
}

/**
 * What a ledger row does to the owner's cash: income in (+), expenses, interest, principal and improvements out (−).
 * Deposits are the tenant's money, and contributions and draws move money between the owner and the property, whose
 * cash flow is already the owner's: none counts.
 */
export function ownerFlowSign(category: TLedgerCategory): 1 | -1 | 0 {
  const { kind } = LEDGER_CATEGORIES[category];
  if (kind === 'income') return 1;
  if (kind === 'deposit' || kind === 'owner') return 0;
  return -1;
}

export type TIrrToDate = { rate: number | null; flows: number };

/**
 * The IRR to date (XIRR): the cash invested at the purchase out, the ledger's net cash flow of each day in, and today's
 * equity if sold in: value × (1 − selling costs) − the loan's balance today. Null without a rate.
 */
export function computeIrrToDate({
  purchaseDate,
  initialCashCents,
  dailyNetCents,
  today,
  closingEquityCents,
}: {
  purchaseDate: string;
  initialCashCents: number;
  dailyNetCents: readonly { date: string; cents: number }[];
  today: string;
  closingEquityCents: number;
}): TIrrToDate {
  const flows: TDatedFlow[] = [{ date: purchaseDate, amount: -initialCashCents }];
  for (const { date, cents } of dailyNetCents)
    if (cents !== 0 && date <= today) flows.push({ date, amount: cents });
  flows.push({ date: today, amount: closingEquityCents });
  return { rate: computeXirr(flows), flows: flows.length };
}

/**
 * The vacancy and credit loss the ledger shows, in percent of the gross potential rent (docs/calculations.md "Plan
 * against actual"): the plan's income is the rent less the planned vacancy, so the gross potential rent is plan ÷ (1 −
 * planned vacancy), and the loss is 1 − actual income ÷ that. Null when no rent was planned (or all of it was vacancy).
 */
export function actualVacancyPercent(
  planIncomeCents: number,
  actualIncomeCents: number,
  plannedVacancyPercent: number,
): number | null {
  if (planIncomeCents <= 0 || plannedVacancyPercent >= 100) return null;
  const grossPotential = planIncomeCents / (1 - plannedVacancyPercent / 100);
  return Math.max(0, (1 - actualIncomeCents / grossPotential) * 100);
}

/**
 * A portfolio's monthly cash flow with actual figures where the ledger has them (docs/product.md "Portfolio figures"):
 * the projected total, each such property's projected monthly cash flow taken out and its actual one (its period's cash
 * flow ÷ its months, to the cent) put in. Cents.
 */
export function blendActualCashFlowCents(
  projectedTotalCents: number,
  actuals: readonly { projectedMonthlyCents: number; actualPeriodCents: number; months: number }[],
): number {
  let cents = projectedTotalCents;
  for (const item of actuals)
    cents += Math.round(item.actualPeriodCents / item.months) - item.projectedMonthlyCents;
  return cents;
}
