import { INSIGHT_RULES, type TInsight, type TInsightRule } from '@rentfolio/contracts';
import type { TFunction } from 'i18next';
import {
  formatCurrency,
  formatNumber,
  formatPercentValue,
  formatRatio,
  formatShortMonth,
} from '@/lib/format';

export type InsightText = { title: string; description: string };

/** How the sentences write their numbers; lib/format.ts by default (the user's currency and language). */
export type InsightFormatters = {
  /** An amount in whole units: "$1,800", "-$216". */
  money: (value: number) => string;
  /** A percentage to 2 decimals: "8.10%". */
  percent: (value: number) => string;
  /** A whole percentage: "15%". */
  wholePercent: (value: number) => string;
  /** A ratio to 2 decimals: "1.05". */
  ratio: (value: number) => string;
  /** A count: "3". */
  count: (value: number) => string;
  /** A 'YYYY-MM' month: "Oct 2023". */
  month: (period: string) => string;
};

export const DEFAULT_INSIGHT_FORMATTERS: InsightFormatters = {
  money: (value) => formatCurrency(value, { isWhole: true }),
  percent: (value) => formatPercentValue(value, 2, 2),
  wholePercent: (value) => formatPercentValue(value, 0),
  ratio: (value) => formatRatio(value),
  count: (value) => formatNumber(value, 0),
  month: (period) => (/^\d{4}-\d{2}$/.test(period) ? formatShortMonth(`${period}-01`) : period),
};

const GOAL_TYPES = ['portfolio_value', 'cash_flow', 'properties', 'roi'] as const;
type GoalType = (typeof GOAL_TYPES)[number];

/** A required parameter is missing or of the wrong kind: the sentence cannot be written from `params`. */
class MissingParam extends Error {}

function reader(params: TInsight['params']) {
  const number = (key: string): number => {
    const value = params[key];
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new MissingParam(key);
    return value;
  };
  const text = (key: string): string => {
    const value = params[key];
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
    throw new MissingParam(key);
  };
  const has = (key: string) => params[key] !== null && params[key] !== undefined;
  return { number, text, has };
}

function isKnownRule(rule: string): rule is TInsightRule {
  return (INSIGHT_RULES as readonly string[]).includes(rule);
}

/**
 * An insight's title and description in the user's language, written from its `rule` and `params` (docs/product.md
 * "Insights"); in English they are the server's own words. An insight this app cannot write (a rule it does not know,
 * a parameter missing) shows the server's English text rather than nothing.
 */
export function getInsightText(
  insight: Pick<TInsight, 'rule' | 'params' | 'title' | 'description'>,
  t: TFunction,
  formatters: InsightFormatters = DEFAULT_INSIGHT_FORMATTERS,
): InsightText {
  const fallback = { title: insight.title, description: insight.description };
  if (!isKnownRule(insight.rule)) return fallback;
  try {
    return writeRule(insight.rule, reader(insight.params), t, formatters);
  } catch (error) {
    if (error instanceof MissingParam) return fallback;
    throw error;
  }
}

function writeRule(
  rule: TInsightRule,
  p: ReturnType<typeof reader>,
  t: TFunction,
  f: InsightFormatters,
): InsightText {
  switch (rule) {
    case 'negativeCashFlow': {
      const address = p.text('address');
      return {
        title: t('insights.rules.negativeCashFlow.title', { address }),
        description: t('insights.rules.negativeCashFlow.description', {
          address,
          monthlyCashFlow: f.money(p.number('monthlyCashFlow')),
          annualCashFlow: f.money(p.number('annualCashFlow')),
        }),
      };
    }
    case 'lowDscr': {
      const address = p.text('address');
      const dscr = p.number('dscr');
      // Below 1.0 the income does not cover the loan at all: "barely" would understate it.
      if (dscr < 1) {
        return {
          title: t('insights.rules.dscrBelowOne.title', { address }),
          description: t('insights.rules.dscrBelowOne.description', {
            address,
            dscr: f.ratio(dscr),
            share: f.wholePercent(Math.round(dscr * 100)),
            minDscr: f.ratio(p.number('minDscr')),
          }),
        };
      }
      return {
        title: t('insights.rules.lowDscr.title', { address }),
        description: t('insights.rules.lowDscr.description', {
          address,
          dscr: f.ratio(dscr),
          minDscr: f.ratio(p.number('minDscr')),
        }),
      };
    }
    case 'vacant': {
      const address = p.text('address');
      return {
        title: t('insights.rules.vacant.title', { address }),
        description: t('insights.rules.vacant.description', {
          address,
          monthlyRent: f.money(p.number('monthlyRent')),
        }),
      };
    }
    case 'concentration': {
      const share = f.wholePercent(p.number('share'));
      return {
        title: t('insights.rules.concentration.title', { share }),
        description: t('insights.rules.concentration.description', {
          share,
          marketValue: f.money(p.number('marketValue')),
          totalValue: f.money(p.number('totalValue')),
          market: p.text('market'),
        }),
      };
    }
    case 'rentBelowMarket': {
      const address = p.text('address');
      const market = p.has('marketRent')
        ? t('insights.rules.rentBelowMarket.market', {
            gap: f.wholePercent(p.number('marketGap')),
            place: p.text('marketRentPlace'),
            amount: f.money(p.number('marketRent')),
            month: f.month(p.text('marketRentMonth')),
          })
        : null;
      const fmr = p.has('fairMarketRent')
        ? t('insights.rules.rentBelowMarket.fmr', {
            gap: f.wholePercent(p.number('fmrGap')),
            unit: t('insights.rules.rentBelowMarket.unit', { count: p.number('bedrooms') }),
            amount: f.money(p.number('fairMarketRent')),
            vintage: p.text('fairMarketRentVintage'),
          })
        : null;
      const monthlyRent = f.money(p.number('monthlyRent'));
      const title = t('insights.rules.rentBelowMarket.title', { address });
      if (market && fmr)
        return {
          title,
          description: t('insights.rules.rentBelowMarket.both', { monthlyRent, address, market, fmr }),
        };
      const comparison = market ?? fmr;
      if (!comparison) throw new MissingParam('marketRent');
      return {
        title,
        description: t('insights.rules.rentBelowMarket.one', { monthlyRent, address, comparison }),
      };
    }
    case 'equityGain': {
      const address = p.text('address');
      return {
        title: t('insights.rules.equityGain.title', { address }),
        description: t('insights.rules.equityGain.description', {
          address,
          estimatedValue: f.money(p.number('estimatedValue')),
          month: f.month(p.text('estimatedValueMonth')),
          gain: f.wholePercent(p.number('gain')),
          recordedValue: f.money(p.number('recordedValue')),
        }),
      };
    }
    case 'bestCapRate': {
      const address = p.text('address');
      return {
        title: t('insights.rules.bestCapRate.title', { address }),
        description: t('insights.rules.bestCapRate.description', {
          address,
          capRate: f.percent(p.number('capRate')),
          average: f.percent(p.number('average')),
        }),
      };
    }
    case 'bestCashOnCash': {
      const address = p.text('address');
      return {
        title: t('insights.rules.bestCashOnCash.title', { address }),
        description: t('insights.rules.bestCashOnCash.description', {
          address,
          cashOnCash: f.percent(p.number('cashOnCash')),
          average: f.percent(p.number('average')),
        }),
      };
    }
    case 'expensesOverPlan': {
      const address = p.text('address');
      return {
        title: t('insights.rules.expensesOverPlan.title', { address }),
        description: t('insights.rules.expensesOverPlan.description', {
          address,
          actual: f.money(p.number('actual')),
          plan: f.money(p.number('plan')),
          over: f.wholePercent(p.number('over')),
        }),
      };
    }
    case 'vacancyOverPlan': {
      const address = p.text('address');
      return {
        title: t('insights.rules.vacancyOverPlan.title', { address }),
        description: t('insights.rules.vacancyOverPlan.description', {
          address,
          actual: f.percent(p.number('actual')),
          plan: f.percent(p.number('plan')),
        }),
      };
    }
    case 'lowDscrActual': {
      const address = p.text('address');
      return {
        title: t('insights.rules.lowDscrActual.title', { address }),
        description: t('insights.rules.lowDscrActual.description', {
          address,
          dscr: f.ratio(p.number('dscr')),
          minDscr: f.ratio(p.number('minDscr')),
        }),
      };
    }
    case 'leaseEnding': {
      const values = { unit: p.text('unit'), address: p.text('address'), count: p.number('days') };
      return {
        title: t('insights.rules.leaseEnding.title', values),
        description: t('insights.rules.leaseEnding.description', {
          ...values,
          month: f.month(p.text('leaseEnd')),
        }),
      };
    }
    case 'rentLate': {
      const values = { unit: p.text('unit'), address: p.text('address'), count: p.number('days') };
      return {
        title: t('insights.rules.rentLate.title', values),
        description: t('insights.rules.rentLate.description', {
          ...values,
          received: f.money(p.number('received')),
          due: f.money(p.number('due')),
          month: f.month(p.text('month')),
        }),
      };
    }
    case 'goalNear': {
      const goalType = p.text('goalType');
      if (!(GOAL_TYPES as readonly string[]).includes(goalType)) throw new MissingParam('goalType');
      const type = goalType as GoalType;
      const value = (amount: number) =>
        type === 'properties' ? f.count(amount) : type === 'roi' ? f.percent(amount) : f.money(amount);
      const goal = t(`insights.goalNames.${type}`);
      return {
        title: t('insights.rules.goalNear.title', { goal }),
        description: t('insights.rules.goalNear.description', {
          goal,
          progress: f.wholePercent(p.number('progress')),
          current: value(p.number('current')),
          target: value(p.number('target')),
        }),
      };
    }
  }
}
