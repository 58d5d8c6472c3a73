import { describe, expect, it } from 'vitest';
import { levelBar, levelRule, nextStreakAchievement } from './progress-model';

describe('nextStreakAchievement', () => {
  it('aims at the lowest streak achievement not yet earned, with what the current streak still needs', () => {
    expect(nextStreakAchievement('signInStreak', { current: 3, best: 3 }, new Set())).toMatchObject({
      definition: { key: 'sign-in-streak-7', threshold: 7 },
      remaining: 4,
    });
    const next = nextStreakAchievement(
      'signInStreak',
      { current: 2, best: 9 },
      new Set(['sign-in-streak-7']),
    );
    expect(next?.definition.key).toBe('sign-in-streak-30');
    expect(next?.remaining).toBe(28);
    expect(next?.percent).toBeCloseTo((2 / 30) * 100);
  });

  it('says when a streak has reached one that is not awarded yet', () => {
    expect(nextStreakAchievement('analysisWeekStreak', { current: 4, best: 4 }, new Set())).toMatchObject({
      definition: { key: 'analysis-streak-3' },
      remaining: 0,
      percent: 100,
    });
  });

  it('uses the best streak when the list is not known', () => {
    expect(nextStreakAchievement('growthStreak', { current: 0, best: 8 }, null)?.definition.key).toBe(
      'growth-streak-30',
    );
  });

  it('has none once every one is earned', () => {
    expect(
      nextStreakAchievement(
        'growthStreak',
        { current: 40, best: 40 },
        new Set(['growth-streak-7', 'growth-streak-30']),
      ),
    ).toBeNull();
  });
});

describe('levelBar', () => {
  it('runs from the level’s start to the next level', () => {
    expect(levelBar({ xp: 310, levelStartXp: 250, nextLevelXp: 450 })).toEqual({
      intoLevel: 60,
      toNext: 140,
      percent: 30,
    });
    expect(levelBar({ xp: 0, levelStartXp: 0, nextLevelXp: 100 })).toEqual({
      intoLevel: 0,
      toNext: 100,
      percent: 0,
    });
  });
});

describe('levelRule', () => {
  it('describes the contract’s thresholds: 100, 250, 450, 700 …', () => {
    expect(levelRule()).toEqual({ first: 100, step: 50 });
  });
});
