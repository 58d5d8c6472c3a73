import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AchievementsPage } from '@/routes/achievements-page';
import type { RouteHandler } from '@/test/api-router';
import { jsonResponse, renderWithApp, TEST_USER } from '@/test/render';
import { achievement, callsTo, FIRST_PROPERTY, stubAchievementsApi, summaryValue } from './test-data';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

let fetchMock: ReturnType<typeof stubAchievementsApi>;

function useRoutes(routes: Record<string, RouteHandler>) {
  fetchMock = stubAchievementsApi(routes);
}

const calls = (key: string) => callsTo(fetchMock, key);

beforeEach(() => useRoutes({}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('AchievementsPage: the list', () => {
  it('lists the achievements in the user’s words, with the summary, and marks one read in place', async () => {
    let answer!: (response: Response) => void;
    useRoutes({
      'PATCH /api/achievements/1/view': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderWithApp(<AchievementsPage />, { user: TEST_USER });

    expect(screen.getByRole('heading', { level: 1, name: 'Achievements' })).toBeTruthy();
    const items = await screen.findAllByTestId('achievement');
    expect(items.map((item) => within(item).getByTestId('achievement-title').textContent)).toEqual([
      'Level 2',
      'First Analysis',
      'First Property (New)',
    ]);
    expect(summaryValue('Total Achievements').textContent).toBe('3');
    expect(summaryValue('Achievement Points').textContent).toBe('300');
    expect(summaryValue('New Achievements').textContent).toBe('1');

    const first = items[2] as HTMLElement;
    expect(within(first).getByTestId('achievement-value').textContent).toBe('1 Property');
    expect(within(first).getByTestId('achievement-earned').textContent).toBe('Earned 11/20/2026');
    expect(within(first).getByTestId('achievement-new-dot').className).toContain(
      'motion-reduce:animate-none',
    );

    fireEvent.click(within(first).getByRole('button', { name: 'Mark Read: First Property' }));
    // At once, before the server answers: no dot, no button, and one fewer new.
    await waitFor(() => expect(within(first).queryByTestId('achievement-new-dot')).toBeNull());
    expect(within(first).queryByRole('button', { name: /Mark Read/ })).toBeNull();
    expect(summaryValue('New Achievements').textContent).toBe('0');
    expect(document.activeElement).toBe(first);
    const [, init] = calls('PATCH /api/achievements/1/view')[0] ?? [];
    expect(new Headers(init?.headers).get('x-rentfolio-client')).toBeTruthy();

    answer(jsonResponse(200, { ...FIRST_PROPERTY, isViewed: true }));
    await waitFor(() => expect(first.getAttribute('data-viewed')).toBe('true'));
    expect(calls('GET /api/achievements')).toHaveLength(1);
  });

  it('puts an achievement back as unread when marking it failed, and only logs the failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    useRoutes({
      'PATCH /api/achievements/1/view': () =>
        jsonResponse(404, { error: 'Not Found', message: 'Achievement not found.' }),
    });
    renderWithApp(<AchievementsPage />, { user: TEST_USER });

    fireEvent.click(await screen.findByRole('button', { name: 'Mark Read: First Property' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Mark Read: First Property' })).toBeTruthy();
    expect(summaryValue('New Achievements').textContent).toBe('1');
    expect(toast.error).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('marks thirty new level-ups read at once with one Mark all as read', async () => {
    const levelUps = Array.from({ length: 30 }, (_, index) =>
      achievement(100 + index, {
        key: `level-${index + 2}`,
        title: `Level ${index + 2}`,
        achievementType: 'level_up',
        badge: 'star',
        goalType: null,
        value: index + 2,
      }),
    );
    let answer!: (response: Response) => void;
    useRoutes({
      'GET /api/achievements': () => jsonResponse(200, levelUps),
      'POST /api/achievements/read-all': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderWithApp(<AchievementsPage />, { user: TEST_USER });
    await screen.findAllByTestId('achievement');
    expect(summaryValue('New Achievements').textContent).toBe('30');

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(summaryValue('New Achievements').textContent).toBe('0'));
    expect(screen.queryAllByTestId('achievement-new-dot')).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: /^Mark Read/ })).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getAllByTestId('achievement')[0]);
    expect(calls('POST /api/achievements/read-all')).toHaveLength(1);
    answer(
      jsonResponse(
        200,
        levelUps.map((item) => ({ ...item, isViewed: true })),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull());
    expect(screen.getAllByTestId('achievement').every((item) => item.dataset.viewed === 'true')).toBe(true);
  });

  it('shows the achievements as new again and says so when Mark all as read fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    useRoutes({
      'POST /api/achievements/read-all': () => jsonResponse(500, { error: 'Internal', message: 'Boom' }),
    });
    renderWithApp(<AchievementsPage />, { user: TEST_USER });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Your achievements could not be marked read. Please try again.',
      ),
    );
    expect(summaryValue('New Achievements').textContent).toBe('1');
    expect(screen.getByRole('button', { name: 'Mark Read: First Property' })).toBeTruthy();
    log.mockRestore();
  });

  it('filters by type with the filter row', async () => {
    renderWithApp(<AchievementsPage />, { user: TEST_USER });
    await screen.findAllByTestId('achievement');
    const filters = screen.getByRole('group', { name: 'Show achievements' });
    const button = (name: string) =>
      within(filters).getByRole('button', { name: new RegExp(`^${name} \\d`) });

    fireEvent.click(button('Level Ups'));
    expect(button('Level Ups').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByTestId('achievement').map((item) => item.dataset.key)).toEqual(['level-2']);
    fireEvent.click(button('Streaks'));
    expect(screen.queryAllByTestId('achievement')).toHaveLength(0);
    expect(screen.getByTestId('achievement-filter-empty').textContent).toBe(
      'No achievements of this kind yet.',
    );
    fireEvent.click(button('Milestones'));
    expect(screen.getAllByTestId('achievement').map((item) => item.dataset.key)).toEqual([
      'analyses-1',
      'properties-1',
    ]);
    fireEvent.click(button('All'));
    expect(screen.getAllByTestId('achievement')).toHaveLength(3);
  });

  it('shows No Achievements Yet with the ways to earn one', async () => {
    useRoutes({ 'GET /api/achievements': () => jsonResponse(200, []) });
    renderWithApp(<AchievementsPage />, { user: TEST_USER });
    const empty = await screen.findByTestId('achievements-empty');
    expect(within(empty).getByRole('heading', { name: 'No Achievements Yet' })).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Add a Property' }).getAttribute('href')).toBe(
      '/add-property',
    );
    expect(within(empty).getByRole('link', { name: 'Analyze a Deal' }).getAttribute('href')).toBe(
      '/deal-analysis',
    );
    expect(summaryValue('Total Achievements').textContent).toBe('0');
  });

  it("shows 'Failed to fetch achievements' with a retry when the read fails", async () => {
    let fail = true;
    useRoutes({
      'GET /api/achievements': () =>
        fail
          ? jsonResponse(500, { error: 'Internal', message: 'down' })
          : jsonResponse(200, [FIRST_PROPERTY]),
    });
    renderWithApp(<AchievementsPage />, { user: TEST_USER });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch achievements');
    expect(summaryValue('Total Achievements').textContent).toBe('—');

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('achievement')).toBeTruthy();
    expect(summaryValue('Total Achievements').textContent).toBe('1');
  });
});
