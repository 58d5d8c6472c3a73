import '@/i18n';
import '@/i18n/app-strings';
import type { TAchievement } from '@rentfolio/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { setFormatPreferences } from '@/lib/format';
import { achievementValueKind, formatAchievementValue } from './achievement-format';

const t = i18n.getFixedT('en');

type ValueFields = Pick<TAchievement, 'key' | 'goalType' | 'achievementType' | 'value'>;

const value = (fields: ValueFields) => formatAchievementValue(fields, t);

afterEach(() => setFormatPreferences({ currency: 'USD', dateFormat: 'MM/DD/YYYY' }));

describe('formatAchievementValue (docs/product.md "Limits": $, %, Properties)', () => {
  it('shows $ for portfolio_value and cash_flow, in the user’s currency', () => {
    expect(
      value({
        key: 'portfolio-value-500000',
        goalType: 'portfolio_value',
        achievementType: 'milestone',
        value: 512_000,
      }),
    ).toBe('$512K');
    expect(
      value({
        key: 'goal-portfolio_value',
        goalType: 'portfolio_value',
        achievementType: 'goal_reached',
        value: 3_300_000,
      }),
    ).toBe('$3.3M');
    expect(
      value({ key: 'cash-flow-1000', goalType: 'cash_flow', achievementType: 'milestone', value: 1250 }),
    ).toBe('$1,250');
    setFormatPreferences({ currency: 'EUR', dateFormat: 'MM/DD/YYYY' });
    expect(
      value({ key: 'cash-flow-1000', goalType: 'cash_flow', achievementType: 'milestone', value: 1250 }),
    ).toBe('€1,250');
  });

  it('shows % for roi', () => {
    expect(value({ key: 'goal-roi', goalType: 'roi', achievementType: 'goal_reached', value: 15 })).toBe(
      '15.00%',
    );
    expect(value({ key: 'goal-roi', goalType: 'roi', achievementType: 'goal_reached', value: 8.25 })).toBe(
      '8.25%',
    );
  });

  it("shows the word 'Properties' for properties", () => {
    expect(
      value({ key: 'properties-1', goalType: 'properties', achievementType: 'milestone', value: 1 }),
    ).toBe('1 Property');
    expect(
      value({ key: 'properties-5', goalType: 'properties', achievementType: 'milestone', value: 5 }),
    ).toBe('5 Properties');
    expect(
      value({ key: 'goal-properties', goalType: 'properties', achievementType: 'goal_reached', value: 15 }),
    ).toBe('15 Properties');
  });

  it('shows analyses, days, weeks and levels for the other achievements', () => {
    expect(value({ key: 'analyses-1', goalType: null, achievementType: 'milestone', value: 1 })).toBe(
      '1 analysis',
    );
    expect(value({ key: 'analyses-10', goalType: null, achievementType: 'milestone', value: 10 })).toBe(
      '10 analyses',
    );
    expect(value({ key: 'sign-in-streak-7', goalType: null, achievementType: 'streak', value: 7 })).toBe(
      '7 days',
    );
    expect(value({ key: 'growth-streak-30', goalType: null, achievementType: 'streak', value: 31 })).toBe(
      '31 days',
    );
    expect(value({ key: 'analysis-streak-3', goalType: null, achievementType: 'streak', value: 1 })).toBe(
      '1 week',
    );
    expect(value({ key: 'analysis-streak-12', goalType: null, achievementType: 'streak', value: 12 })).toBe(
      '12 weeks',
    );
    expect(value({ key: 'level-4', goalType: null, achievementType: 'level_up', value: 4 })).toBe('Level 4');
  });

  it('falls back on the type for a key it does not know', () => {
    expect(achievementValueKind({ key: 'level-up-new', goalType: null, achievementType: 'level_up' })).toBe(
      'level',
    );
    expect(value({ key: 'future', goalType: null, achievementType: 'milestone', value: 1234 })).toBe('1,234');
    expect(value({ key: 'future', goalType: 'roi', achievementType: 'milestone', value: 9 })).toBe('9.00%');
  });
});
