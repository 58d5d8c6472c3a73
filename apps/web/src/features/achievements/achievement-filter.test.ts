import type { TAchievementType } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_FILTERS, countUnviewed, filterAchievements } from './achievement-filter';

const item = (id: number, achievementType: TAchievementType, isViewed = false) => ({
  id,
  achievementType,
  isViewed,
});

const LIST = [
  item(6, 'level_up'),
  item(5, 'streak', true),
  item(4, 'milestone'),
  item(3, 'goal_reached', true),
  item(2, 'milestone', true),
  item(1, 'level_up', true),
];

describe('filterAchievements', () => {
  it('offers All, Milestones, Goals, Streaks and Level Ups, in that order', () => {
    expect(ACHIEVEMENT_FILTERS).toEqual(['all', 'milestone', 'goal_reached', 'streak', 'level_up']);
  });

  it('lets every achievement through with All, and only its type otherwise, keeping the order', () => {
    expect(filterAchievements(LIST, 'all').map((a) => a.id)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(filterAchievements(LIST, 'milestone').map((a) => a.id)).toEqual([4, 2]);
    expect(filterAchievements(LIST, 'goal_reached').map((a) => a.id)).toEqual([3]);
    expect(filterAchievements(LIST, 'streak').map((a) => a.id)).toEqual([5]);
    expect(filterAchievements(LIST, 'level_up').map((a) => a.id)).toEqual([6, 1]);
    expect(filterAchievements([], 'streak')).toEqual([]);
  });

  it('returns a new array, never the one given', () => {
    expect(filterAchievements(LIST, 'all')).not.toBe(LIST);
  });
});

describe('countUnviewed', () => {
  it('counts the achievements not yet marked read', () => {
    expect(countUnviewed(LIST)).toBe(2);
    expect(countUnviewed([])).toBe(0);
  });
});
