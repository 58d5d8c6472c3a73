import {
  INSIGHT_THRESHOLDS as LIMITS,
  type TGoalProgress,
  type TInsight,
  type TInsightRule,
  type TInsightType,
} from '@rentfolio/contracts';

/** What the rules know of a property: its figures, and the market's figures for its place (null where none). */
export type InsightProperty = {
  id: number;
  address: string;
  monthlyRent: number;
  monthlyCashFlow: number;
  capRate: number | null;
  cashOnCashReturn: number | null;
  dscr: number | null;
  hasLoan: boolean;
  isOccupied: boolean;
  bedrooms: number | null;
  /** The recorded current value, else the purchase price. */
  value: number;
  /** The metro (or, outside the data, "City, ST") the property's value counts towards. */
  marketName: string;
  marketRent: number | null;
  marketRentMonth: string | null;
  marketRentPlace: string | null;
  fairMarketRent: number | null;
  fairMarketRentVintage: string | null;
  estimatedValue: number | null;
  estimatedValueMonth: string | null;
};

type Params = Record<string, string | number | null>;

const TYPE_OF: Record<TInsightRule, TInsightType> = {
  negativeCashFlow: 'warning',
  lowDscr: 'warning',
  vacant: 'warning',
  concentration: 'warning',
  rentBelowMarket: 'opportunity',
  equityGain: 'opportunity',
  bestCapRate: 'performance',
  bestCashOnCash: 'performance',
  goalNear: 'performance',
};

const money = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    value,
  );
const percent = (value: number) => `${value.toFixed(2)}%`;
/** "Oct 2023"; a month the data does not give reads "latest". */
const monthName = (month: string | null) =>
  month
    ? new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : 'latest';
/** How far `value` is below `reference`, in whole percent. */
const gapBelow = (value: number, reference: number) => Math.round(((reference - value) / reference) * 100);
const GOAL_NAMES: Record<TGoalProgress['goalType'], string> = {
  portfolio_value: 'portfolio value',
  cash_flow: 'monthly cash flow',
  properties: 'number of properties',
  roi: 'average ROI',
};
const formatGoal = (goal: TGoalProgress, value: number) =>
  goal.goalType === 'properties' ? String(value) : goal.goalType === 'roi' ? percent(value) : money(value);

/**
 * The insights of a portfolio, by rule (docs/product.md "Insights"): warnings first, then opportunities, then
 * performance, each in the portfolio's order. Deterministic: the same portfolio gives the same list.
 */
export function computeInsights(
  properties: InsightProperty[],
  goals: TGoalProgress[],
  now: number,
): TInsight[] {
  const generatedAt = new Date(now).toISOString();
  const insights: TInsight[] = [];
  const add = (
    rule: TInsightRule,
    subject: number | string | null,
    title: string,
    description: string,
    params: Params,
  ) =>
    insights.push({
      id: `${rule}:${subject ?? 'portfolio'}`,
      type: TYPE_OF[rule],
      rule,
      title,
      description,
      params,
      propertyId: typeof subject === 'number' ? subject : null,
      generatedAt,
    });

  for (const p of properties) {
    if (p.monthlyCashFlow < 0) {
      add(
        'negativeCashFlow',
        p.id,
        `${p.address} loses money every month`,
        `${p.address} has a cash flow of ${money(p.monthlyCashFlow)} a month (${money(p.monthlyCashFlow * 12)} a year) after its loan and expenses.`,
        { address: p.address, monthlyCashFlow: p.monthlyCashFlow, annualCashFlow: p.monthlyCashFlow * 12 },
      );
    }
    if (p.hasLoan && p.dscr !== null && p.dscr < LIMITS.minDscr) {
      add(
        'lowDscr',
        p.id,
        `${p.address} barely covers its loan`,
        `${p.address} has a debt service coverage ratio of ${p.dscr.toFixed(2)}: its net operating income covers its loan payments ${p.dscr.toFixed(2)} times, and lenders usually want ${LIMITS.minDscr.toFixed(2)} or more.`,
        { address: p.address, dscr: p.dscr, minDscr: LIMITS.minDscr },
      );
    }
    if (!p.isOccupied) {
      add(
        'vacant',
        p.id,
        `${p.address} is vacant`,
        `${p.address} is marked vacant, so its ${money(p.monthlyRent)} monthly rent is not coming in.`,
        { address: p.address, monthlyRent: p.monthlyRent },
      );
    }
  }

  const totalValue = properties.reduce((sum, p) => sum + p.value, 0);
  if (properties.length >= 2 && totalValue > 0) {
    const byMarket = new Map<string, number>();
    for (const p of properties) byMarket.set(p.marketName, (byMarket.get(p.marketName) ?? 0) + p.value);
    const [market, value] = [...byMarket].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [
      '',
      0,
    ];
    const share = Math.round((value / totalValue) * 100);
    if ((value / totalValue) * 100 > LIMITS.concentrationPct) {
      add(
        'concentration',
        null,
        `${share}% of your portfolio is in one market`,
        `${share}% of your portfolio's value (${money(value)} of ${money(totalValue)}) is in the ${market} area; a downturn there would hit most of your holdings at once.`,
        { market, share, marketValue: value, totalValue },
      );
    }
  }

  for (const p of properties) {
    if (p.monthlyRent <= 0) continue;
    const belowMarket =
      p.marketRent !== null && p.monthlyRent < p.marketRent * (1 - LIMITS.rentBelowMarketPct / 100);
    const belowFmr =
      p.fairMarketRent !== null && p.monthlyRent < p.fairMarketRent * (1 - LIMITS.rentBelowMarketPct / 100);
    if (!belowMarket && !belowFmr) continue;
    const parts: string[] = [];
    if (belowMarket && p.marketRent !== null) {
      parts.push(
        `${gapBelow(p.monthlyRent, p.marketRent)}% below Zillow's typical asking rent in ${p.marketRentPlace} (${money(p.marketRent)}, ${monthName(p.marketRentMonth)})`,
      );
    }
    if (belowFmr && p.fairMarketRent !== null) {
      parts.push(
        `${gapBelow(p.monthlyRent, p.fairMarketRent)}% below HUD's Fair Market Rent for a ${p.bedrooms === 0 ? 'studio' : `${p.bedrooms}-bedroom`} (${money(p.fairMarketRent)}, ${p.fairMarketRentVintage})`,
      );
    }
    add(
      'rentBelowMarket',
      p.id,
      `${p.address} may be under-rented`,
      `The rent of ${money(p.monthlyRent)} at ${p.address} is ${parts.join(' and ')}.`,
      {
        address: p.address,
        monthlyRent: p.monthlyRent,
        marketRent: belowMarket ? p.marketRent : null,
        marketGap: belowMarket && p.marketRent !== null ? gapBelow(p.monthlyRent, p.marketRent) : null,
        marketRentPlace: belowMarket ? p.marketRentPlace : null,
        marketRentMonth: belowMarket ? p.marketRentMonth : null,
        fairMarketRent: belowFmr ? p.fairMarketRent : null,
        fmrGap: belowFmr && p.fairMarketRent !== null ? gapBelow(p.monthlyRent, p.fairMarketRent) : null,
        fairMarketRentVintage: belowFmr ? p.fairMarketRentVintage : null,
        bedrooms: p.bedrooms,
      },
    );
  }

  for (const p of properties) {
    if (p.estimatedValue === null || p.value <= 0) continue;
    const gain = ((p.estimatedValue - p.value) / p.value) * 100;
    if (gain < LIMITS.equityGainPct) continue;
    const pct = Math.round(gain);
    add(
      'equityGain',
      p.id,
      `${p.address} may have gained equity`,
      `Zillow's home value index for its metro suggests ${p.address} is worth about ${money(p.estimatedValue)} (${monthName(p.estimatedValueMonth)}), ${pct}% above the ${money(p.value)} you recorded. Updating its value, or refinancing, could free that equity.`,
      {
        address: p.address,
        estimatedValue: p.estimatedValue,
        estimatedValueMonth: p.estimatedValueMonth,
        recordedValue: p.value,
        gain: pct,
      },
    );
  }

  const best = (pick: (p: InsightProperty) => number | null) => {
    const rated = properties.filter((p) => pick(p) !== null);
    if (rated.length < 2) return null;
    const top = rated.reduce((a, b) => ((pick(b) ?? 0) > (pick(a) ?? 0) ? b : a));
    const average = rated.reduce((sum, p) => sum + (pick(p) ?? 0), 0) / rated.length;
    return { top, value: pick(top) ?? 0, average: Math.round(average * 100) / 100 };
  };
  const capRate = best((p) => p.capRate);
  if (capRate) {
    add(
      'bestCapRate',
      capRate.top.id,
      `${capRate.top.address} has your best cap rate`,
      `${capRate.top.address} has a cap rate of ${percent(capRate.value)}, against ${percent(capRate.average)} across your properties.`,
      { address: capRate.top.address, capRate: capRate.value, average: capRate.average },
    );
  }
  const cashOnCash = best((p) => p.cashOnCashReturn);
  if (cashOnCash) {
    add(
      'bestCashOnCash',
      cashOnCash.top.id,
      `${cashOnCash.top.address} has your best cash-on-cash return`,
      `${cashOnCash.top.address} returns ${percent(cashOnCash.value)} a year on the cash you put in, against ${percent(cashOnCash.average)} across your properties.`,
      { address: cashOnCash.top.address, cashOnCash: cashOnCash.value, average: cashOnCash.average },
    );
  }

  for (const goal of goals) {
    if (goal.isReached || goal.progress < LIMITS.goalNearPct) continue;
    const progress = Math.floor(goal.progress);
    add(
      'goalNear',
      goal.goalType,
      `Your ${GOAL_NAMES[goal.goalType]} goal is within reach`,
      `Your ${GOAL_NAMES[goal.goalType]} goal is ${progress}% reached: ${formatGoal(goal, goal.current)} of ${formatGoal(goal, goal.target)}.`,
      { goalType: goal.goalType, progress, current: goal.current, target: goal.target },
    );
  }

  const order: Record<TInsightType, number> = { warning: 0, opportunity: 1, performance: 2 };
  return insights
    .map((insight, index) => ({ insight, index }))
    .sort((a, b) => order[a.insight.type] - order[b.insight.type] || a.index - b.index)
    .map(({ insight }) => insight);
}
