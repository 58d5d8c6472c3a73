import {
  ACHIEVEMENTS,
  levelUpDefinition,
  type TAchievement,
  type TAchievementDefinition,
} from '@rentfolio/contracts';
import type { TFunction } from 'i18next';
import type { achievementsTexts } from '@/i18n/en/achievements';

/**
 * An achievement's words in the user's language, written from its `key` (the server's `title` and `description` are
 * English only). Light on purpose: the dashboard's notifications use it too, without the rest of the feature.
 */
export type AchievementText = { title: string; description: string };

type CatalogueKey = keyof typeof achievementsTexts.items;

const LEVEL_KEY = /^level-(\d+)$/;

/** The level of a level-up key ('level-5' → 5), or null for any other key. */
export function levelOfKey(key: string): number | null {
  const match = LEVEL_KEY.exec(key);
  if (!match) return null;
  const level = Number(match[1]);
  return Number.isSafeInteger(level) && level >= 2 ? level : null;
}

function isCatalogueKey(key: string): key is CatalogueKey {
  return ACHIEVEMENTS.some((definition) => definition.key === key);
}

/** The catalogue's definition of `key` (level-ups included), or null for a key this app does not know yet. */
export function achievementDefinition(key: string): TAchievementDefinition | null {
  const found = ACHIEVEMENTS.find((definition) => definition.key === key);
  if (found) return found;
  const level = levelOfKey(key);
  return level === null ? null : levelUpDefinition(level);
}

/** The title and description of `key`, or null when the key is not one this app knows. */
export function getAchievementText(key: string, t: TFunction): AchievementText | null {
  if (isCatalogueKey(key)) {
    return {
      title: t(`achievements.items.${key}.title`),
      description: t(`achievements.items.${key}.description`),
    };
  }
  const level = levelOfKey(key);
  if (level === null) return null;
  return {
    title: t('achievements.levelUp.title', { level }),
    description: t('achievements.levelUp.description', { level }),
  };
}

/** An earned achievement's words; one whose key this app does not know yet keeps the server's English. */
export function describeAchievement(
  achievement: Pick<TAchievement, 'key' | 'title' | 'description'>,
  t: TFunction,
): AchievementText {
  return (
    getAchievementText(achievement.key, t) ?? {
      title: achievement.title,
      description: achievement.description,
    }
  );
}
