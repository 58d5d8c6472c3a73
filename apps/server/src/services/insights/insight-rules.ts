import {
  INSIGHT_THRESHOLDS as LIMITS,
  type TGoalProgress,
  type TInsight,
  type TInsightRule,
  type TInsightType,
} from '@rentfolio/contracts';
import { compareRent } from '@rentfolio/finance';

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

/** A property's last 12 months from its ledger beside its plan (services/plan-actual.service.ts), as the rules read them. */
export type ActualInsightInput = {
  propertyId: number;
  address: string;
  operatingExpenses: { plan: number; actual: number };
  /** The planned vacancy and the actual vacancy and credit loss, in percent; actual null when no rent was planned. */
  vacancy: { plan: number; actual: number | null };
  /** The actual debt service coverage ratio; null without debt service. */
  dscr: number | null;
};

/** What the rent roll warns of (services/rent-roll.service.ts rentRollAlerts), as the rules read it. */
export type RentRollInsightInput =
  | {
      kind: 'leaseEnding';
      unitId: number;
      propertyId: number;
      address: string;
      label: string;
      leaseEnd: string;
      days: number;
    }
  | {
      kind: 'rentLate';
      unitId: number;
      propertyId: number;
      address: string;
      label: string;
      month: string;
      daysLate: number;
      due: number;
      received: number;
    };

const TYPE_OF: Record<TInsightRule, TInsightType> = {
  negativeCashFlow: 'warning',
  lowDscr: 'warning',
  vacant: 'warning',
  concentration: 'warning',
  leaseEnding: 'warning',
  rentLate: 'warning',
  expensesOverPlan: 'warning',
  vacancyOverPlan: 'warning',
  lowDscrActual: 'warning',
  rentBelowMarket: 'opportunity',
  equityGain: 'opportunity',
  bestCapRate: 'performance',
  bestCashOnCash: 'performance',
  goalNear: 'performance',
};

// Formatters are made once: making an Intl formatter costs about 100 µs, which at 100,000 insights was 20 seconds.
const MONEY = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const money = (value: number) => MONEY.format(value);
const percent = (value: number) => `${value.toFixed(2)}%`;
/** "Oct 2023"; a month the data does not give reads "latest". */
const monthName = (month: string | null) =>
  month ? MONTH.format(new Date(`${month}-01T00:00:00Z`)) : 'latest';
/** How far `value` is below `reference`, in whole percent (finance's compareRent; only called when it is below). */
const gapBelow = (value: number, reference: number) => compareRent(value, reference).percent;
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
  const accumulator = new InsightAccumulator(now);
  accumulator.add(properties);
  return accumulator.finish(goals);
}

/**
 * The same rules, fed a portfolio in slices (services/insights: a few hundred properties at a time, with a turn of
 * the event loop between), so that no slice of a 50,000-property portfolio holds the server for long. Per-property
 * insights are written as their properties arrive; the portfolio-wide rules (concentration, best cap rate and
 * cash-on-cash, goals) keep running sums and are written by `finish`. The order is the one computeInsights always
 * had: each property's warnings, the concentration warning, the rent and then the equity opportunities, then
 * performance.
 */
export class InsightAccumulator {
  readonly #generatedAt: string;
  readonly #warnings: TInsight[] = [];
  readonly #rentBelow: TInsight[] = [];
  readonly #equity: TInsight[] = [];
  readonly #byMarket = new Map<string, number>();
  #count = 0;
  #totalValue = 0;
  readonly #capRate = new BestOf((p) => p.capRate);
  readonly #cashOnCash = new BestOf((p) => p.cashOnCashReturn);

  constructor(now: number) {
    this.#generatedAt = new Date(now).toISOString();
  }

  #make(
    rule: TInsightRule,
    subject: number | string | null,
    title: string,
    description: string,
    params: Params,
    propertyId: number | null = typeof subject === 'number' ? subject : null,
  ): TInsight {
    return {
      id: `${rule}:${subject ?? 'portfolio'}`,
      type: TYPE_OF[rule],
      rule,
      title,
      description,
      params,
      propertyId,
      generatedAt: this.#generatedAt,
    };
  }

  /** The next properties of the portfolio, in its order. */
  add(properties: readonly InsightProperty[]): void {
    for (const p of properties) {
      this.#count += 1;
      this.#totalValue += p.value;
      this.#byMarket.set(p.marketName, (this.#byMarket.get(p.marketName) ?? 0) + p.value);
      this.#capRate.see(p);
      this.#cashOnCash.see(p);
      this.#addWarnings(p);
      this.#addRentBelowMarket(p);
      this.#addEquityGain(p);
    }
  }

  /**
   * The rent roll's warnings (docs/product.md "Rent roll"): a lease ending within 60 days, rent more than 10 days late.
   * One insight per unit and rule, about the unit's property.
   */
  addRentRoll(alerts: readonly RentRollInsightInput[]): void {
    for (const alert of alerts) {
      const where = `${alert.label} at ${alert.address}`;
      if (alert.kind === 'leaseEnding') {
        const days = `${alert.days} day${alert.days === 1 ? '' : 's'}`;
        this.#warnings.push(
          this.#make(
            'leaseEnding',
            `u${alert.unitId}`,
            `The lease of ${where} ends in ${days}`,
            `The lease of ${where} ends in ${monthName(alert.leaseEnd.slice(0, 7))}, ${days} from now: renew it, or plan the turnover before the unit sits empty.`,
            {
              address: alert.address,
              unit: alert.label,
              leaseEnd: alert.leaseEnd.slice(0, 7),
              days: alert.days,
            },
            alert.propertyId,
          ),
        );
      } else {
        this.#warnings.push(
          this.#make(
            'rentLate',
            `u${alert.unitId}`,
            `Rent of ${where} is ${alert.daysLate} days late`,
            `Only ${money(alert.received)} of the ${money(alert.due)} rent for ${monthName(alert.month)} has come in, ${alert.daysLate} days after it was due.`,
            {
              address: alert.address,
              unit: alert.label,
              month: alert.month,
              days: alert.daysLate,
              due: alert.due,
              received: alert.received,
            },
            alert.propertyId,
          ),
        );
      }
    }
  }

  /**
   * The rules on actual figures (docs/product.md "Insights"): over the last 12 months of a property with 12 months of
   * ledger, operating expenses 20% over the plan, a vacancy and credit loss 5 points above the planned vacancy, and a
   * debt service coverage ratio under 1.20 on the actual figures.
   */
  addActuals(items: readonly ActualInsightInput[]): void {
    for (const a of items) {
      const { plan, actual } = a.operatingExpenses;
      if (plan > 0 && actual > plan * (1 + LIMITS.expensesOverPlanPct / 100)) {
        const over = Math.round(((actual - plan) / plan) * 100);
        this.#warnings.push(
          this.#make(
            'expensesOverPlan',
            a.propertyId,
            `${a.address} spends more than planned`,
            `${a.address} paid ${money(actual)} of operating expenses in the last 12 months, ${over}% more than the ${money(plan)} its deal planned.`,
            { address: a.address, actual, plan, over },
          ),
        );
      }
      const vacancy = a.vacancy.actual;
      if (vacancy !== null && vacancy > a.vacancy.plan + LIMITS.vacancyOverPlanPoints) {
        this.#warnings.push(
          this.#make(
            'vacancyOverPlan',
            a.propertyId,
            `${a.address} collects less rent than planned`,
            `${a.address} lost ${percent(vacancy)} of its rent to vacancy and unpaid rent in the last 12 months, against the ${percent(a.vacancy.plan)} its deal planned.`,
            { address: a.address, actual: Math.round(vacancy * 100) / 100, plan: a.vacancy.plan },
          ),
        );
      }
      if (a.dscr !== null && a.dscr < LIMITS.minDscr) {
        this.#warnings.push(
          this.#make(
            'lowDscrActual',
            a.propertyId,
            `${a.address} does not cover its loan comfortably`,
            `In the last 12 months of its ledger, ${a.address} had a debt service coverage ratio of ${a.dscr.toFixed(2)}; lenders usually want ${LIMITS.minDscr.toFixed(2)} or more.`,
            { address: a.address, dscr: a.dscr, minDscr: LIMITS.minDscr },
          ),
        );
      }
    }
  }

  #addWarnings(p: InsightProperty): void {
    if (p.monthlyCashFlow < 0) {
      this.#warnings.push(
        this.#make(
          'negativeCashFlow',
          p.id,
          `${p.address} loses money every month`,
          `${p.address} has a cash flow of ${money(p.monthlyCashFlow)} a month (${money(p.monthlyCashFlow * 12)} a year) after its loan and expenses.`,
          { address: p.address, monthlyCashFlow: p.monthlyCashFlow, annualCashFlow: p.monthlyCashFlow * 12 },
        ),
      );
    }
    if (p.hasLoan && p.dscr !== null && p.dscr < LIMITS.minDscr) {
      // Below 1.0 the income does not cover the payments at all: "barely" would understate it.
      const covers = p.dscr >= 1;
      this.#warnings.push(
        this.#make(
          'lowDscr',
          p.id,
          covers ? `${p.address} barely covers its loan` : `${p.address} does not cover its loan`,
          covers
            ? `${p.address} has a debt service coverage ratio of ${p.dscr.toFixed(2)}: its net operating income covers its loan payments ${p.dscr.toFixed(2)} times, and lenders usually want ${LIMITS.minDscr.toFixed(2)} or more.`
            : `${p.address} has a debt service coverage ratio of ${p.dscr.toFixed(2)}: its net operating income pays only ${Math.round(p.dscr * 100)}% of its loan payments, so the rest comes from your pocket; lenders usually want ${LIMITS.minDscr.toFixed(2)} or more.`,
          { address: p.address, dscr: p.dscr, minDscr: LIMITS.minDscr },
        ),
      );
    }
    if (!p.isOccupied) {
      this.#warnings.push(
        this.#make(
          'vacant',
          p.id,
          `${p.address} is vacant`,
          `${p.address} is marked vacant, so its ${money(p.monthlyRent)} monthly rent is not coming in.`,
          { address: p.address, monthlyRent: p.monthlyRent },
        ),
      );
    }
  }

  #addRentBelowMarket(p: InsightProperty): void {
    if (p.monthlyRent <= 0) return;
    const belowMarket =
      p.marketRent !== null && p.monthlyRent < p.marketRent * (1 - LIMITS.rentBelowMarketPct / 100);
    const belowFmr =
      p.fairMarketRent !== null && p.monthlyRent < p.fairMarketRent * (1 - LIMITS.rentBelowMarketPct / 100);
    if (!belowMarket && !belowFmr) return;
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
    this.#rentBelow.push(
      this.#make(
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
      ),
    );
  }

  #addEquityGain(p: InsightProperty): void {
    if (p.estimatedValue === null || p.value <= 0) return;
    const gain = ((p.estimatedValue - p.value) / p.value) * 100;
    if (gain < LIMITS.equityGainPct) return;
    const pct = Math.round(gain);
    this.#equity.push(
      this.#make(
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
      ),
    );
  }

  /** The whole list, once every property has been added. */
  finish(goals: readonly TGoalProgress[]): TInsight[] {
    const portfolio: TInsight[] = [];
    const totalValue = this.#totalValue;
    if (this.#count >= 2 && totalValue > 0) {
      const [market, value] = [...this.#byMarket].sort(
        (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
      )[0] ?? ['', 0];
      const share = Math.round((value / totalValue) * 100);
      if ((value / totalValue) * 100 > LIMITS.concentrationPct) {
        portfolio.push(
          this.#make(
            'concentration',
            null,
            `${share}% of your portfolio is in one market`,
            `${share}% of your portfolio's value (${money(value)} of ${money(totalValue)}) is in the ${market} area; a downturn there would hit most of your holdings at once.`,
            { market, share, marketValue: value, totalValue },
          ),
        );
      }
    }
    const performance: TInsight[] = [];
    const capRate = this.#capRate.result();
    if (capRate) {
      performance.push(
        this.#make(
          'bestCapRate',
          capRate.top.id,
          `${capRate.top.address} has your best cap rate`,
          `${capRate.top.address} has a cap rate of ${percent(capRate.value)}, against ${percent(capRate.average)} across your properties.`,
          { address: capRate.top.address, capRate: capRate.value, average: capRate.average },
        ),
      );
    }
    const cashOnCash = this.#cashOnCash.result();
    if (cashOnCash) {
      performance.push(
        this.#make(
          'bestCashOnCash',
          cashOnCash.top.id,
          `${cashOnCash.top.address} has your best cash-on-cash return`,
          `${cashOnCash.top.address} returns ${percent(cashOnCash.value)} a year on the cash you put in, against ${percent(cashOnCash.average)} across your properties.`,
          { address: cashOnCash.top.address, cashOnCash: cashOnCash.value, average: cashOnCash.average },
        ),
      );
    }
    for (const goal of goals) {
      if (goal.isReached || goal.progress < LIMITS.goalNearPct) continue;
      const progress = Math.floor(goal.progress);
      performance.push(
        this.#make(
          'goalNear',
          goal.goalType,
          `Your ${GOAL_NAMES[goal.goalType]} goal is within reach`,
          `Your ${GOAL_NAMES[goal.goalType]} goal is ${progress}% reached: ${formatGoal(goal, goal.current)} of ${formatGoal(goal, goal.target)}.`,
          { goalType: goal.goalType, progress, current: goal.current, target: goal.target },
        ),
      );
    }
    return [...this.#warnings, ...portfolio, ...this.#rentBelow, ...this.#equity, ...performance];
  }
}

/** The best of a figure across the portfolio (the first property wins a tie) and its mean, as running sums. */
class BestOf {
  #top: InsightProperty | null = null;
  #topValue = 0;
  #sum = 0;
  #rated = 0;

  constructor(private readonly pick: (p: InsightProperty) => number | null) {}

  see(p: InsightProperty): void {
    const value = this.pick(p);
    if (value === null) return;
    this.#rated += 1;
    this.#sum += value;
    if (this.#top === null || value > this.#topValue) {
      this.#top = p;
      this.#topValue = value;
    }
  }

  result(): { top: InsightProperty; value: number; average: number } | null {
    if (this.#rated < 2 || this.#top === null) return null;
    return {
      top: this.#top,
      value: this.#topValue,
      average: Math.round((this.#sum / this.#rated) * 100) / 100,
    };
  }
}
