import type { TAchievement, TAchievementProgress } from '@rentfolio/contracts';
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { createApiRouter, type RouteHandler } from '@/test/api-router';
import { jsonResponse } from '@/test/render';

/** Achievements, progress and a stand-in API for the screen's tests (achievements-page and achievement-tabs). */
export function achievement(id: number, overrides: Partial<TAchievement> = {}): TAchievement {
  return {
    id,
    key: 'properties-1',
    title: 'First Property',
    description: 'You added your first property.',
    badge: 'home',
    color: 'bronze',
    achievementType: 'milestone',
    goalType: 'properties',
    value: 1,
    earnedAt: '2026-11-20T10:00:00.000Z',
    isViewed: false,
    ...overrides,
  };
}

export const FIRST_PROPERTY = achievement(1);
export const FIRST_ANALYSIS = achievement(2, {
  key: 'analyses-1',
  title: 'First Analysis',
  description: 'You analyzed your first deal.',
  badge: 'target',
  color: 'blue',
  goalType: null,
  isViewed: true,
});
export const LEVEL_2 = achievement(3, {
  key: 'level-2',
  title: 'Level 2',
  description: 'You reached level 2.',
  badge: 'star',
  achievementType: 'level_up',
  goalType: null,
  value: 2,
  isViewed: true,
});

export const PROGRESS: TAchievementProgress = {
  level: 2,
  xp: 235,
  levelStartXp: 100,
  nextLevelXp: 250,
  sources: {
    achievements: { count: 2, xp: 200 },
    properties: { count: 1, xp: 25 },
    analyses: { count: 0, xp: 0 },
    activeDays: { count: 2, xp: 10 },
  },
  streaks: {
    signInDays: { current: 2, best: 3 },
    analysisWeeks: { current: 0, best: 1 },
    growthDays: { current: 0, best: 0 },
  },
  timeZone: 'America/Denver',
};

/** Stubs fetch with the achievements reads (three achievements, PROGRESS) and `routes`; answers the mock. */
export function stubAchievementsApi(routes: Record<string, RouteHandler> = {}) {
  const fetchMock = createApiRouter({
    'GET /api/achievements': () => jsonResponse(200, [LEVEL_2, FIRST_ANALYSIS, FIRST_PROPERTY]),
    'GET /api/achievements/progress': () => jsonResponse(200, PROGRESS),
    ...routes,
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The figure of a summary card. */
export function summaryValue(name: string) {
  return within(screen.getByRole('group', { name })).getByTestId('summary-value');
}

/** The calls a stand-in API received for "METHOD /path". */
export function callsTo(fetchMock: ReturnType<typeof createApiRouter>, key: string) {
  return fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key);
}
