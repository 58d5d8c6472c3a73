import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AchievementsPage } from '@/routes/achievements-page';
import type { RouteHandler } from '@/test/api-router';
import { jsonResponse, renderWithApp, TEST_USER } from '@/test/render';
import { callsTo, FIRST_ANALYSIS, FIRST_PROPERTY, stubAchievementsApi, summaryValue } from './test-data';

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

describe('AchievementsPage: checking, and the other tabs', () => {
  it('checks for new achievements, then reads the list again and says how many were found', async () => {
    let list = [FIRST_PROPERTY];
    let finishCheck!: () => void;
    const checked = new Promise<void>((resolve) => {
      finishCheck = resolve;
    });
    useRoutes({
      'GET /api/achievements': () => jsonResponse(200, list),
      'GET /api/notifications': () => jsonResponse(200, { items: [], unreadCount: 0, hasUnseen: false }),
      'POST /api/achievements/check': async () => {
        await checked;
        list = [{ ...FIRST_ANALYSIS, isViewed: false }, FIRST_PROPERTY];
        return jsonResponse(200, { awarded: [list[0]] });
      },
    });
    renderWithApp(<AchievementsPage />, { user: TEST_USER });
    await screen.findByTestId('achievement');

    const check = screen.getByRole('button', { name: 'Check for New Achievements' });
    fireEvent.click(check);
    await waitFor(() => expect(check.getAttribute('aria-busy')).toBe('true'));
    expect(check.textContent).toBe('Checking...');
    expect((check as HTMLButtonElement).disabled).toBe(true);
    finishCheck();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('1 new achievement earned!', expect.anything()),
    );
    expect(screen.getAllByTestId('achievement')).toHaveLength(2);
    expect(summaryValue('New Achievements').textContent).toBe('2');
    expect(calls('GET /api/achievements/progress').length).toBeGreaterThanOrEqual(2);
  });

  it('says so when the check finds nothing new', async () => {
    useRoutes({ 'POST /api/achievements/check': () => jsonResponse(200, { awarded: [] }) });
    renderWithApp(<AchievementsPage />, { user: TEST_USER });
    await screen.findAllByTestId('achievement');
    fireEvent.click(screen.getByRole('button', { name: 'Check for New Achievements' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('No new achievements yet', expect.anything()));
  });

  it('shows the real streaks and level in their tabs', async () => {
    renderWithApp(<AchievementsPage />, { user: TEST_USER });
    await screen.findAllByTestId('achievement');

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Streaks' }), { button: 0 });
    const signIn = await screen.findByRole('region', { name: 'Days in a row using Rentfolio' });
    expect(within(signIn).getByTestId('streak-current').textContent).toBe('2 days');
    expect(within(signIn).getByTestId('streak-best').textContent).toBe('3 days');
    expect(within(signIn).getByTestId('streak-next').textContent).toContain('Next: 7-Day Streak');
    expect(within(signIn).getByTestId('streak-next').textContent).toContain('5 more days to go');
    const weeks = screen.getByRole('region', { name: 'Weeks in a row with a deal analysis' });
    expect(within(weeks).getByTestId('streak-best').textContent).toBe('1 week');
    expect(screen.getByText(/America\/Denver/)).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Level Ups' }), { button: 0 });
    expect((await screen.findByTestId('level-value')).textContent).toBe('Level 2');
    expect(screen.getByTestId('level-xp').textContent).toBe('235 XP in total');
    expect(screen.getByTestId('level-into').textContent).toBe('135 XP into level 2');
    expect(screen.getByTestId('level-to-next').textContent).toBe('15 XP to level 3');
    const properties = screen
      .getAllByTestId('xp-source')
      .find((item) => item.dataset.source === 'properties');
    expect(properties && within(properties).getByTestId('xp-source-count').textContent).toBe('1');
    expect(properties && within(properties).getByTestId('xp-source-xp').textContent).toBe('25 XP');
    expect(screen.getByTestId('xp-rules').textContent).toContain('100 XP for each achievement');
  });

  it('shows No Goals Set until goals are saved, then the goal progress', async () => {
    const goals = {
      targetValue: 1,
      targetCashFlow: 1,
      targetProperties: 1,
      targetDate: '2027-01-01',
      targetROI: 1,
    };
    let isDefault = true;
    useRoutes({
      'GET /api/portfolio/goals': () => jsonResponse(200, { ...goals, isDefault }),
      'GET /api/goals/progress': () => jsonResponse(200, []),
    });
    const { unmount } = renderWithApp(<AchievementsPage />, { user: TEST_USER });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Goals' }), { button: 0 });
    const none = await screen.findByTestId('no-goals');
    expect(within(none).getByRole('heading', { name: 'No Goals Set' })).toBeTruthy();
    expect(within(none).getByRole('link', { name: 'Set Your Goals' }).getAttribute('href')).toBe(
      '/portfolio-settings',
    );
    unmount();

    isDefault = false;
    renderWithApp(<AchievementsPage />, { user: TEST_USER });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Goals' }), { button: 0 });
    expect(await screen.findByTestId('goal-progress-panel')).toBeTruthy();
  });
});
