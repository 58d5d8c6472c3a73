import '@/i18n';
import '@/i18n/app-strings';
import { ACHIEVEMENTS } from '@rentfolio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { app as frApp } from '@/i18n/locales/fr/app';
import {
  achievementDefinition,
  describeAchievement,
  getAchievementText,
  levelOfKey,
} from './achievement-text';

const t = i18n.getFixedT('en');

beforeAll(() => {
  i18n.addResourceBundle('fr', 'translation', frApp, true, true);
});

describe('getAchievementText', () => {
  it("writes every catalogue achievement in English exactly as the contract's title and description", () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThan(20);
    for (const definition of ACHIEVEMENTS) {
      expect(getAchievementText(definition.key, t), definition.key).toEqual({
        title: definition.title,
        description: definition.description,
      });
    }
  });

  it('writes level-ups for any level from the template', () => {
    expect(getAchievementText('level-2', t)).toEqual({
      title: 'Level 2',
      description: 'You reached level 2.',
    });
    expect(getAchievementText('level-12', t)).toEqual({
      title: 'Level 12',
      description: 'You reached level 12.',
    });
  });

  it('writes them in the user’s language', () => {
    const fr = i18n.getFixedT('fr');
    expect(getAchievementText('properties-1', fr)).toEqual({
      title: 'Premier bien',
      description: 'Vous avez ajouté votre premier bien.',
    });
    expect(getAchievementText('level-3', fr)?.title).toBe('Niveau 3');
  });

  it('knows no other key, and then keeps the server’s English', () => {
    expect(getAchievementText('properties-2', t)).toBeNull();
    expect(getAchievementText('level-1', t)).toBeNull();
    expect(getAchievementText('level-x', t)).toBeNull();
    expect(getAchievementText('', t)).toBeNull();
    expect(
      describeAchievement({ key: 'future-award', title: 'Future Award', description: 'Something new.' }, t),
    ).toEqual({ title: 'Future Award', description: 'Something new.' });
    expect(
      describeAchievement({ key: 'analyses-1', title: 'ignored', description: 'ignored' }, t).title,
    ).toBe('First Analysis');
  });
});

describe('levelOfKey and achievementDefinition', () => {
  it('reads the level of a level-up key only', () => {
    expect(levelOfKey('level-5')).toBe(5);
    expect(levelOfKey('level-05x')).toBeNull();
    expect(levelOfKey('sign-in-streak-7')).toBeNull();
  });

  it('finds the catalogue definition, level-ups included', () => {
    expect(achievementDefinition('analysis-streak-3')?.metric).toBe('analysisWeekStreak');
    expect(achievementDefinition('level-10')).toMatchObject({
      type: 'level_up',
      color: 'gold',
      threshold: 10,
    });
    expect(achievementDefinition('nope')).toBeNull();
  });
});
