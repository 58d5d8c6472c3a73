import type { TNotification } from '@rentfolio/contracts';
import type { TFunction } from 'i18next';
import { getAchievementText } from '@/features/achievements';
import { formatCalendarDate } from '@/lib/format';

export type NotificationText = { title: string; detail: string | null };

/** A notification's words, written from its `type` and `data` (the server sends no text). */
export function getNotificationText(notification: TNotification, t: TFunction): NotificationText {
  const { data } = notification;
  switch (notification.type) {
    case 'property_added':
      return { title: t('dashboard.notifications.propertyAdded'), detail: data.address ?? null };
    case 'properties_added':
      return {
        title: t('dashboard.notifications.propertiesAdded', { count: data.count ?? 0 }),
        detail: t('dashboard.notifications.propertiesAddedText'),
      };
    case 'import_finished': {
      const parts: string[] = [t('dashboard.notifications.imported', { count: data.count ?? 0 })];
      if (data.failed) parts.push(t('dashboard.notifications.importFailed', { count: data.failed }));
      return { title: t('dashboard.notifications.importFinished'), detail: parts.join(', ') };
    }
    case 'goal_reached':
      return {
        title: t('dashboard.notifications.goalReached'),
        detail: data.goalType ? t(`goals.titles.${data.goalType}`) : null,
      };
    case 'lease_ending':
      return {
        title: t('dashboard.notifications.leaseEnding', {
          unit: data.unitLabel ?? '',
          date: data.date ? formatCalendarDate(data.date) : '',
        }),
        detail: [data.tenantName, data.address].filter(Boolean).join(' · ') || null,
      };
    case 'rent_late':
      return {
        title: t('dashboard.notifications.rentLate', {
          unit: data.unitLabel ?? '',
          date: data.date ? formatCalendarDate(data.date) : '',
        }),
        detail: [data.tenantName, data.address].filter(Boolean).join(' · ') || null,
      };
    case 'achievement_earned': {
      // Written from the key in the user's language; one this app does not know yet still says what happened.
      const achievement = data.achievementKey ? getAchievementText(data.achievementKey, t) : null;
      return achievement
        ? {
            title: t('dashboard.notifications.achievementEarned', { title: achievement.title }),
            detail: achievement.description,
          }
        : { title: t('dashboard.notifications.achievementEarnedUnknown'), detail: null };
    }
  }
}

/** Newest first, whatever order they came in (the API sends them so, but the panel must not depend on it). */
export function sortNewestFirst(items: readonly TNotification[]): TNotification[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}
