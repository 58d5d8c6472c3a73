import {
  INSIGHT_THRESHOLDS,
  PLAN_ACTUAL_DEFAULTS,
  PROPERTY_MESSAGES,
  type TIrrToDate,
  type TPlanActual,
  type TPlanActualProperty,
  type TPlanActualQuery,
  type TPlanLines,
  type TPlanPeriod,
} from '@rentfolio/contracts';
import {
  findLedgerDailyNets,
  findPropertiesForPlan,
  getPortfolioRevision,
  type PropertyRow,
  sumLedgerByPropertyAndCategory,
  type UserRow,
} from '@rentfolio/db';
import {
  addPeriodFigures,
  asCents,
  comparePlanLine,
  computeActualPeriodFigures,
  computeIrrToDate,
  computeLoanToday,
  computePeriodRatios,
  computePlanFigures,
  computeXirr,
  EMPTY_PERIOD_FIGURES,
  explainActualLines,
  fromCents,
  initialCashInvestedCents,
  LEDGER_CATEGORY_IDS,
  lastDayOfMonth,
  monthIndex,
  monthOfIndex,
  ownerFlowSign,
  roundTo,
  type TDatedFlow,
  type TLedgerCategory,
  type TLedgerTotals,
  type TPeriodFigures,
  type TPeriodRatios,
  toCents,
} from '@rentfolio/finance';
import type { AppContext } from '../context';
import { dayNumberOf, toDay } from '../lib/clock';
import { notFound } from '../lib/http-error';
import { fromDealColumns } from './deal-columns';
import { MarketLookup, marketPlaceOf } from './market.service';

// Plan against actual (docs/product.md "Plan against actual"; the formulas in docs/calculations.md "Plan against
// actual"): the deal inputs' plan of a period beside the ledger's figures, for each property and the portfolio, and
// the IRR to date over the owner's dated cash flows.

/** The portfolio's size a landlord with 1 to 50 doors has, with room; the comparison reads at most this many. */
const MAX_PROPERTIES = 1000;

const INCOME = LEDGER_CATEGORY_IDS.filter((id) => ownerFlowSign(id) === 1);
const COSTS = LEDGER_CATEGORY_IDS.filter((id) => ownerFlowSign(id) === -1);

const firstDay = (month: string) => `${month}-01`;
const lastDay = (month: string) => `${month}-${String(lastDayOfMonth(month)).padStart(2, '0')}`;

/** The months a period runs over, by the last whole month before today. */
function periodMonths(
  kind: TPlanPeriod,
  year: number | undefined,
  today: string,
): { from: string | null; to: string } {
  const lastWhole = monthIndex(today) - 1;
  if (kind === 'ttm') return { from: monthOfIndex(lastWhole - 11), to: monthOfIndex(lastWhole) };
  if (kind === 'year') {
    const y = String(year).padStart(4, '0');
    return { from: `${y}-01`, to: monthOfIndex(Math.min(monthIndex(`${y}-12`), lastWhole)) };
  }
  return { from: null, to: monthOfIndex(lastWhole) };
}

const moneyLine = (plan: number, actual: number, threshold: number) => {
  const line = comparePlanLine(plan, actual, threshold);
  return {
    plan: fromCents(asCents(plan)),
    actual: fromCents(asCents(actual)),
    difference: line.difference === null ? null : fromCents(asCents(line.difference)),
    differencePercent: line.differencePercent === null ? null : roundTo(line.differencePercent, 2),
    isOff: line.isOff,
  };
};

const ratioLine = (plan: number | null, actual: number | null, threshold: number, scale: number) => {
  const line = comparePlanLine(plan, actual, threshold);
  const round = (value: number | null) => (value === null ? null : roundTo(value * scale, 2));
  return {
    plan: round(plan),
    actual: round(actual),
    difference: round(line.difference),
    differencePercent: line.differencePercent === null ? null : roundTo(line.differencePercent, 2),
    isOff: line.isOff,
  };
};

function planLines(
  plan: TPeriodFigures,
  actual: TPeriodFigures,
  ratios: { plan: TPeriodRatios; actual: TPeriodRatios },
  threshold: number,
): TPlanLines {
  return {
    income: moneyLine(plan.incomeCents, actual.incomeCents, threshold),
    operatingExpenses: moneyLine(plan.operatingExpensesCents, actual.operatingExpensesCents, threshold),
    noi: moneyLine(plan.noiCents, actual.noiCents, threshold),
    debtService: moneyLine(plan.debtServiceCents, actual.debtServiceCents, threshold),
    capitalImprovements: moneyLine(plan.capitalImprovementsCents, actual.capitalImprovementsCents, threshold),
    cashFlow: moneyLine(plan.cashFlowCents, actual.cashFlowCents, threshold),
    dscr: ratioLine(ratios.plan.dscr, ratios.actual.dscr, threshold, 1),
    cashOnCash: ratioLine(ratios.plan.cashOnCash, ratios.actual.cashOnCash, threshold, 100),
    capRateOnCost: ratioLine(ratios.plan.capRateOnCost, ratios.actual.capRateOnCost, threshold, 100),
  };
}

function totalsOf(sums: readonly { category: string; amountCents: number }[]): TLedgerTotals {
  const totals: TLedgerTotals = {};
  for (const sum of sums)
    if (LEDGER_CATEGORY_IDS.includes(sum.category as TLedgerCategory))
      totals[sum.category as TLedgerCategory] =
        (totals[sum.category as TLedgerCategory] ?? 0) + sum.amountCents;
  return totals;
}

function groupByProperty<T extends { propertyId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.propertyId) ?? [];
    group.push(row);
    groups.set(row.propertyId, group);
  }
  return groups;
}

/**
 * GET /api/plan-actual: the comparison of the caller's portfolio (or one property) over a period. Kept per portfolio
 * revision and UTC day (services/revision-memo.ts; every change to a property or the ledger raises the revision), so a
 * read never answers from figures that changed, on this server or another.
 */
export async function getPlanActual(
  ctx: AppContext,
  user: UserRow,
  query: TPlanActualQuery,
): Promise<TPlanActual> {
  const now = ctx.now();
  const revision = await getPortfolioRevision(ctx.db, user.id);
  const answers = await ctx.planActualMemo.getOrCompute(
    user.id,
    revision,
    dayNumberOf(now),
    async () => new Map(),
  );
  const key = JSON.stringify([query.period, query.year, query.threshold, query.value, query.propertyId]);
  const kept = answers.get(key);
  if (kept) return kept;
  const answer = await computePlanActual(ctx, user, query, now);
  // The map is kept for this revision only; a user's handful of periods and filters is all it holds.
  if (answers.size < 64) answers.set(key, answer);
  return answer;
}

async function computePlanActual(
  ctx: AppContext,
  user: UserRow,
  query: TPlanActualQuery,
  now: number,
): Promise<TPlanActual> {
  const today = toDay(now);
  const kind = query.period ?? 'ttm';
  const threshold = query.threshold ?? PLAN_ACTUAL_DEFAULTS.threshold;
  const valueBasis = query.value ?? 'current';
  const sellingCosts = PLAN_ACTUAL_DEFAULTS.sellingCosts;
  const period = periodMonths(kind, query.year, today);

  const properties = await findPropertiesForPlan(ctx.db, user.id, query.propertyId, MAX_PROPERTIES);
  if (query.propertyId !== undefined && properties.length === 0) throw notFound(PROPERTY_MESSAGES.notFound);
  const periodEnd = lastDay(period.to);
  const filters = {
    ...(query.propertyId !== undefined ? { propertyId: query.propertyId } : {}),
    to: periodEnd,
  };
  const [periodSums, capitalSums, dailyNets, lookup] = await Promise.all([
    sumLedgerByPropertyAndCategory(ctx.db, user.id, {
      ...filters,
      ...(period.from ? { from: firstDay(period.from) } : {}),
    }),
    sumLedgerByPropertyAndCategory(ctx.db, user.id, { ...filters, categories: ['capitalImprovement'] }),
    findLedgerDailyNets(ctx.db, user.id, {
      income: INCOME,
      costs: COSTS,
      to: today,
      ...(query.propertyId !== undefined ? { propertyId: query.propertyId } : {}),
    }),
    valueBasis === 'estimate'
      ? MarketLookup.load(ctx.db, properties.map(marketPlaceOf), { values: true, now })
      : Promise.resolve(null),
  ]);
  const sumsByProperty = groupByProperty(periodSums);
  const capitalByProperty = new Map(capitalSums.map((sum) => [sum.propertyId, sum.amountCents]));
  const netsByProperty = groupByProperty(dailyNets);

  let portfolioPlan = { ...EMPTY_PERIOD_FIGURES };
  let portfolioActual = { ...EMPTY_PERIOD_FIGURES };
  let portfolioPlanInvested = 0;
  let portfolioActualInvested = 0;
  let portfolioPlanCost = 0;
  let portfolioActualCost = 0;
  let portfolioEquityCents = 0;
  // The portfolio's flows summed by day: the properties' rents and loans mostly fall on the same days.
  const portfolioFlows = new Map<string, number>();
  const addFlow = (date: string, cents: number) =>
    portfolioFlows.set(date, (portfolioFlows.get(date) ?? 0) + cents);
  let isEveryIrrKnown = properties.length > 0;

  const answers: TPlanActualProperty[] = [];
  for (const row of properties) {
    const inputs = fromDealColumns(row);
    const nets = netsByProperty.get(row.id) ?? [];
    const ledgerFrom = nets[0]?.date ?? null;
    // Since purchase: from the month after the purchase (or the ledger's first month without a purchase date).
    const from =
      period.from ??
      (row.purchaseDate
        ? monthOfIndex(monthIndex(row.purchaseDate) + 1)
        : ledgerFrom
          ? ledgerFrom.slice(0, 7)
          : monthOfIndex(monthIndex(period.to) + 1));
    const range = { from, to: period.to };
    const plan = computePlanFigures(inputs, row.purchaseDate, range);
    const actual = computeActualPeriodFigures(totalsOf(sumsByProperty.get(row.id) ?? []), plan.months);
    const initialCents = initialCashInvestedCents(inputs);
    const capitalCents = capitalByProperty.get(row.id) ?? 0;
    const priceCents = toCents(inputs.purchasePrice);
    const ratios = {
      plan: computePeriodRatios(plan, { cashInvestedCents: initialCents, costBasisCents: priceCents }),
      actual: computePeriodRatios(actual, {
        cashInvestedCents: initialCents + capitalCents,
        costBasisCents: priceCents + capitalCents,
      }),
    };
    portfolioPlan = addPeriodFigures(portfolioPlan, plan);
    portfolioActual = addPeriodFigures(portfolioActual, actual);
    portfolioPlanInvested += initialCents;
    portfolioActualInvested += initialCents + capitalCents;
    portfolioPlanCost += priceCents;
    portfolioActualCost += priceCents + capitalCents;

    const irr = irrOf(row, inputs, nets, ledgerFrom, initialCents, today, sellingCosts, valueBasis, lookup);
    portfolioEquityCents += toCents(irr.equityIfSold);
    if (irr.rate === null || !row.purchaseDate) isEveryIrrKnown = false;
    else {
      addFlow(row.purchaseDate, -initialCents);
      for (const net of nets) if (net.cents !== 0) addFlow(net.date, net.cents);
      addFlow(today, toCents(irr.equityIfSold));
    }
    const monthsWithLedger = new Set(
      nets
        .filter((net) => net.date.slice(0, 7) >= from && net.date <= periodEnd)
        .map((net) => net.date.slice(0, 7)),
    );
    answers.push({
      propertyId: row.id,
      address: row.address,
      city: row.city,
      purchaseDate: row.purchaseDate,
      period: { ...range, months: plan.months },
      ledgerMonths: monthsWithLedger.size,
      lines: planLines(plan, actual, ratios, threshold),
      explanations: explainActualLines(actual, ratios.actual, {
        cashInvestedCents: initialCents + capitalCents,
        costBasisCents: priceCents + capitalCents,
      }),
      irr,
    });
  }

  const portfolioRatios = {
    plan: computePeriodRatios(portfolioPlan, {
      cashInvestedCents: portfolioPlanInvested,
      costBasisCents: portfolioPlanCost,
    }),
    actual: computePeriodRatios(portfolioActual, {
      cashInvestedCents: portfolioActualInvested,
      costBasisCents: portfolioActualCost,
    }),
  };
  const portfolioRate = isEveryIrrKnown
    ? computeXirr([...portfolioFlows].map(([date, amount]): TDatedFlow => ({ date, amount })))
    : null;
  return {
    period: { kind, from: period.from, to: period.to },
    threshold,
    sellingCosts,
    valueBasis,
    portfolio: {
      lines: planLines(portfolioPlan, portfolioActual, portfolioRatios, threshold),
      explanations: explainActualLines(portfolioActual, portfolioRatios.actual, {
        cashInvestedCents: portfolioActualInvested,
        costBasisCents: portfolioActualCost,
      }),
      irr: {
        rate: portfolioRate === null ? null : roundTo(portfolioRate * 100, 2),
        reason: !isEveryIrrKnown ? 'notEveryProperty' : portfolioRate === null ? 'noRate' : null,
        equityIfSold: fromCents(asCents(portfolioEquityCents)),
      },
    },
    properties: answers,
  };
}

/**
 * One property's IRR to date: it needs a purchase date and a ledger from the purchase on (its first transaction no
 * later than the end of the second month after the purchase month), else the reason says what is missing.
 */
function irrOf(
  row: PropertyRow,
  inputs: ReturnType<typeof fromDealColumns>,
  nets: readonly { date: string; cents: number }[],
  ledgerFrom: string | null,
  initialCents: number,
  today: string,
  sellingCosts: number,
  valueBasis: 'current' | 'estimate',
  lookup: MarketLookup | null,
): TIrrToDate {
  const estimate =
    valueBasis === 'estimate' && lookup
      ? lookup.valueEstimate(marketPlaceOf(row), row.purchaseDate, inputs.purchasePrice).estimatedValue
      : null;
  const [value, basis]: [number, TIrrToDate['valueBasis']] =
    estimate !== null
      ? [estimate, 'estimate']
      : row.currentValueCents !== null
        ? [fromCents(asCents(row.currentValueCents)), 'current']
        : [inputs.purchasePrice, 'price'];
  const loanBalance = computeLoanToday({ ...inputs, purchaseDate: row.purchaseDate }, today).balance;
  const equityCents = toCents(value * (1 - sellingCosts / 100)) - toCents(loanBalance);
  const base = {
    value,
    valueBasis: basis,
    loanBalance,
    equityIfSold: fromCents(asCents(equityCents)),
    cashInvested: fromCents(asCents(initialCents)),
    ledgerFrom,
  };
  if (!row.purchaseDate) return { ...base, rate: null, reason: 'noPurchaseDate' };
  if (!ledgerFrom) return { ...base, rate: null, reason: 'noLedger' };
  if (ledgerFrom > lastDay(monthOfIndex(monthIndex(row.purchaseDate) + 2)))
    return { ...base, rate: null, reason: 'ledgerStartsLate' };
  const { rate } = computeIrrToDate({
    purchaseDate: row.purchaseDate,
    initialCashCents: initialCents,
    dailyNetCents: nets,
    today,
    closingEquityCents: equityCents,
  });
  return {
    ...base,
    rate: rate === null ? null : roundTo(rate * 100, 2),
    reason: rate === null ? 'noRate' : null,
  };
}

/**
 * The properties of a trailing-12-months comparison whose actual figures are judged (the insights) and shown (the
 * dashboard): owned the whole period, with 12 months of ledger in it.
 */
export function propertiesWithActualYear(comparison: TPlanActual): TPlanActual['properties'] {
  return comparison.properties.filter(
    (property) => property.ledgerMonths >= INSIGHT_THRESHOLDS.actualMonths && property.period.months >= 12,
  );
}
