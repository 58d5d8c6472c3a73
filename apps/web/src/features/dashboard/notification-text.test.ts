import '@/i18n';
import type { TNotification } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { getNotificationText, sortNewestFirst } from './notification-text';

const t = i18n.t.bind(i18n);

function notification(overrides: Partial<TNotification>): TNotification {
  return {
    id: 1,
    type: 'property_added',
    data: {},
    createdAt: '2026-11-20T10:00:00.000Z',
    isRead: false,
    ...overrides,
  };
}

describe('getNotificationText', () => {
  it('writes each type from its data', () => {
    expect(
      getNotificationText(notification({ type: 'property_added', data: { address: '12 Main St' } }), t),
    ).toEqual({ title: 'Property added', detail: '12 Main St' });
    expect(getNotificationText(notification({ type: 'properties_added', data: { count: 3 } }), t).title).toBe(
      '3 properties added',
    );
    expect(getNotificationText(notification({ type: 'properties_added', data: { count: 1 } }), t).title).toBe(
      '1 property added',
    );
    expect(
      getNotificationText(notification({ type: 'import_finished', data: { count: 12, failed: 2 } }), t),
    ).toEqual({ title: 'Import finished', detail: '12 properties imported, 2 failed' });
    expect(getNotificationText(notification({ type: 'import_finished', data: { count: 5 } }), t).detail).toBe(
      '5 properties imported',
    );
    expect(
      getNotificationText(notification({ type: 'goal_reached', data: { goalType: 'portfolio_value' } }), t),
    ).toEqual({ title: 'Goal reached', detail: 'Portfolio Value Target' });
  });

  it('writes an earned achievement from its key, or says what happened for a key it does not know', () => {
    expect(
      getNotificationText(
        notification({ type: 'achievement_earned', data: { achievementKey: 'properties-1', value: 1 } }),
        t,
      ),
    ).toEqual({ title: 'Achievement earned: First Property', detail: 'You added your first property.' });
    expect(
      getNotificationText(
        notification({ type: 'achievement_earned', data: { achievementKey: 'level-3' } }),
        t,
      ),
    ).toEqual({ title: 'Achievement earned: Level 3', detail: 'You reached level 3.' });
    expect(
      getNotificationText(
        notification({ type: 'achievement_earned', data: { achievementKey: 'future-1' } }),
        t,
      ),
    ).toEqual({ title: 'Achievement earned', detail: null });
    expect(getNotificationText(notification({ type: 'achievement_earned', data: {} }), t)).toEqual({
      title: 'Achievement earned',
      detail: null,
    });
  });
});

describe('sortNewestFirst', () => {
  it('orders by time, newest first, then by id', () => {
    const items = [
      notification({ id: 1, createdAt: '2026-11-01T10:00:00.000Z' }),
      notification({ id: 3, createdAt: '2026-11-20T10:00:00.000Z' }),
      notification({ id: 2, createdAt: '2026-11-20T10:00:00.000Z' }),
    ];
    expect(sortNewestFirst(items).map((item) => item.id)).toEqual([3, 2, 1]);
  });
});
