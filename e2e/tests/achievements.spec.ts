import { analyzeDealThroughApi, createPropertyThroughApi, expect, signInThroughApi, test } from '../fixtures';
import { AchievementsPage, type TabName } from '../page-models/achievements-page';
import { DashboardPage } from '../page-models/dashboard-page';

// /achievements (docs/product.md "Achievements"; its screen): achievements earned from real
// activity, with Streaks and Level Ups computed from it rather than the original's static demo cards. Expected
// texts are the product's and the catalogue's English (packages/contracts/src/achievements.ts).

const CLIENT = { 'x-rentfolio-client': 'e2e' };
const PHONE = { width: 375, height: 812 };
const TABS: TabName[] = ['Milestones', 'Goals', 'Streaks', 'Level Ups'];
const DEAL = { purchasePrice: 300000, monthlyRent: 2500, operatingExpenses: 400, vacancy: 5 };

test.describe('a new user', () => {
  test("sees 'No Achievements Yet' with the ways to earn the first", async ({ page }) => {
    await signInThroughApi(page);
    const achievements = new AchievementsPage(page);
    await achievements.goto();

    await expect(achievements.emptyTitle).toBeVisible();
    await expect(achievements.empty.getByRole('link', { name: 'Add a Property', exact: true })).toBeVisible();
    await expect(achievements.empty.getByRole('link', { name: 'Analyze a Deal', exact: true })).toBeVisible();
    await expect(achievements.summaryValue('Total Achievements')).toHaveText('0');
    await expect(achievements.summaryValue('Achievement Points')).toHaveText('0');
    await expect(achievements.summaryValue('New Achievements')).toHaveText('0');
    await expect(achievements.achievements).toHaveCount(0);
    await expect(achievements.checkButton).toHaveText('Check for New Achievements');

    await achievements.openTab('Goals');
    await expect(
      achievements.noGoals.getByRole('heading', { name: 'No Goals Set', exact: true }),
    ).toBeVisible();
    await achievements.noGoals.getByRole('link', { name: 'Set Your Goals', exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio-settings$/);
  });
});

test.describe('with a first property', () => {
  test('shows First Property with a pulsing dot, and Mark Read clears it in place', async ({ page }) => {
    await signInThroughApi(page);
    await createPropertyThroughApi(page);
    const achievements = new AchievementsPage(page);
    await achievements.goto();

    const first = achievements.byTitle('First Property');
    await expect(first.achievement).toHaveCount(1);
    await expect(first.description).toHaveText('You added your first property.');
    await expect(first.value).toHaveText('1 Property');
    await expect(first.earned).toHaveText(/^Earned \d{2}\/\d{2}\/\d{4}$/);
    await expect(first.newDot).toBeVisible();
    await expect(first.newDot).toHaveClass(/\banimate-pulse\b/);
    await expect(first.newDot).toHaveClass(/motion-reduce:animate-none/);

    const total = Number(await achievements.summaryValue('Total Achievements').textContent());
    const unviewed = Number(await achievements.summaryValue('New Achievements').textContent());
    expect(unviewed).toBeGreaterThanOrEqual(1);
    await expect(achievements.summaryValue('Achievement Points')).toHaveText(String(total * 100));

    const reloads = await achievements.watchForReloads();
    const marked = page.waitForResponse(
      (response) =>
        /\/api\/achievements\/\d+\/view$/.test(response.url()) && response.request().method() === 'PATCH',
    );
    await first.markReadButton.click();
    await expect(first.newDot).toHaveCount(0);
    await expect(first.markReadButton).toHaveCount(0);
    await expect(achievements.summaryValue('New Achievements')).toHaveText(String(unviewed - 1));
    expect((await marked).status()).toBe(200);
    expect(await reloads()).toEqual({ navigations: 0, sameDocument: true });

    // Stored: after a reload it is still read.
    await achievements.goto();
    await expect(achievements.byTitle('First Property').newDot).toHaveCount(0);
    await expect(achievements.summaryValue('New Achievements')).toHaveText(String(unviewed - 1));
  });

  test('filters the list, and the Streaks and Level Ups tabs show real figures', async ({ page }) => {
    await signInThroughApi(page);
    await createPropertyThroughApi(page);
    const achievements = new AchievementsPage(page);
    await achievements.goto();

    await expect(achievements.filter('All')).toHaveAttribute('aria-pressed', 'true');
    const total = await achievements.achievements.count();
    await achievements.filter('Milestones').click();
    await expect(achievements.filter('Milestones')).toHaveAttribute('aria-pressed', 'true');
    await expect(achievements.filter('All')).toHaveAttribute('aria-pressed', 'false');
    await expect(achievements.byTitle('First Property').achievement).toBeVisible();
    await expect(achievements.list.locator('[data-type]:not([data-type="milestone"])')).toHaveCount(0);
    await achievements.filter('Goals').click();
    await expect(achievements.achievements).toHaveCount(0);
    await expect(achievements.filterEmpty).toHaveText('No achievements of this kind yet.');
    // 100 XP for the achievement and 25 for the property: level 2 (contracts' levelThreshold).
    await achievements.filter('Level Ups').click();
    await expect(achievements.byTitle('Level 2').achievement).toBeVisible();
    await expect(achievements.byTitle('Level 2').description).toHaveText('You reached level 2.');
    await achievements.filter('All').click();
    await expect(achievements.achievements).toHaveCount(total);

    // The tabs, by keyboard as well.
    await achievements.tab('Milestones').focus();
    await page.keyboard.press('ArrowRight');
    await expect(achievements.tab('Goals')).toBeFocused();
    await expect(achievements.tab('Goals')).toHaveAttribute('aria-selected', 'true');

    await achievements.openTab('Streaks');
    const signIn = achievements.streak('Days in a row using Rentfolio');
    await expect(signIn.current).toHaveText('1 day');
    await expect(signIn.best).toHaveText('1 day');
    await expect(signIn.next).toContainText('Next: 7-Day Streak');
    await expect(signIn.next).toContainText('6 more days to go');
    await expect(achievements.streak('Weeks in a row with a deal analysis').current).toHaveText('0 weeks');
    await expect(achievements.streak('Weeks in a row with a deal analysis').next).toContainText(
      'Next: Weekly Analyst',
    );
    await expect(achievements.streak('Days in a row of portfolio growth').next).toContainText(
      'Next: Growth Week',
    );

    await achievements.openTab('Level Ups');
    await expect(achievements.levelValue).toHaveText('Level 2');
    await expect(achievements.xpSource('properties').count).toHaveText('1');
    await expect(achievements.xpSource('properties').xp).toHaveText('25 XP');
    await expect(achievements.xpSource('analyses').count).toHaveText('0');
    await expect(achievements.xpSource('activeDays').count).toHaveText('1');
    await expect(achievements.xpSource('activeDays').xp).toHaveText('5 XP');
    await expect(achievements.xpSource('achievements').count).toHaveText('1');
    await expect(achievements.xpSource('achievements').xp).toHaveText('100 XP');
    await expect(achievements.levelXp).toHaveText('130 XP in total');
    await expect(achievements.level.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    await expect(achievements.xpRules).toHaveCount(5);
    await expect(achievements.xpRules.first()).toHaveText(
      '100 XP for each achievement (level-ups do not count).',
    );
  });

  test('the dashboard notifications list the achievement and lead to the screen', async ({ page }) => {
    await signInThroughApi(page);
    await createPropertyThroughApi(page);
    const dashboard = new DashboardPage(page);
    await page.goto('/');
    await dashboard.openNotifications();
    const item = dashboard.notificationItems.filter({ hasText: 'Achievement earned: First Property' });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('You added your first property.');
    await item.getByRole('link', { name: 'You added your first property.', exact: true }).click();
    await expect(page).toHaveURL(/\/achievements$/);
    await expect(new AchievementsPage(page).heading).toBeVisible();
  });
});

test("'Check for New Achievements' awards First Analysis after a deal analysis", async ({ page, toasts }) => {
  await signInThroughApi(page);
  const achievements = new AchievementsPage(page);
  await achievements.goto();
  await expect(achievements.emptyTitle).toBeVisible();

  await analyzeDealThroughApi(page, DEAL);
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/achievements/check') && response.request().method() === 'POST',
  );
  await achievements.checkButton.click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const { awarded } = (await response.json()) as { awarded: { key: string }[] };
  // The server also runs the engine by itself about a second after an analysis is stored: either may award it.
  if (awarded.length > 0) {
    await expect(
      toasts.withTitle(`${awarded.length} new achievement${awarded.length === 1 ? '' : 's'} earned!`),
    ).toBeVisible();
  } else {
    await expect(toasts.withTitle('No new achievements yet')).toBeVisible();
  }
  await expect(achievements.checkButton).toBeEnabled();

  const first = achievements.byTitle('First Analysis');
  await expect(first.achievement).toBeVisible();
  await expect(first.description).toHaveText('You analyzed your first deal.');
  await expect(first.value).toHaveText('1 analysis');
  await achievements.openTab('Level Ups');
  await expect(achievements.xpSource('analyses').count).toHaveText('1');
  await expect(achievements.xpSource('analyses').xp).toHaveText('10 XP');
});

test("a failed read shows 'Failed to fetch achievements' with a retry", async ({ page }) => {
  await signInThroughApi(page);
  await createPropertyThroughApi(page);
  const achievements = new AchievementsPage(page);
  const LIST = /\/api\/achievements$/;
  await page.route(LIST, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"Internal","message":"down"}',
    }),
  );
  await page.goto('/achievements');
  await expect(achievements.error).toContainText('Failed to fetch achievements');
  await expect(achievements.summaryValue('Total Achievements')).toHaveText('—');

  await page.unroute(LIST);
  await achievements.retryButton.click();
  await expect(achievements.byTitle('First Property').achievement).toBeVisible();
  await expect(achievements.error).toHaveCount(0);
});

test.describe('in the browser’s time zone', () => {
  test.use({ timezoneId: 'America/Denver' });

  test('reports the zone once, and counts the streaks in it', async ({ page }) => {
    await signInThroughApi(page);
    const reported = page.waitForRequest(
      (request) => request.url().endsWith('/api/user/time-zone') && request.method() === 'PUT',
    );
    const achievements = new AchievementsPage(page);
    await achievements.goto();
    expect((await reported).postDataJSON()).toEqual({ timeZone: 'America/Denver' });

    await achievements.openTab('Streaks');
    await expect(achievements.streaks).toContainText('(America/Denver)');
    const user = await page.request.get('/api/auth/user', { headers: CLIENT });
    expect(((await user.json()) as { timeZone: string | null }).timeZone).toBe('America/Denver');
  });
});

test.describe('layout', () => {
  test('fits a 375 px phone without scrolling sideways, on every tab', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInThroughApi(page);
    await createPropertyThroughApi(page);
    const achievements = new AchievementsPage(page);
    await achievements.goto();
    await expect(achievements.byTitle('First Property').achievement).toBeVisible();
    for (const tab of TABS) {
      await achievements.openTab(tab);
      await expect(achievements.tab(tab)).toBeInViewport();
      expect(await achievements.horizontalOverflow(), tab).toBeLessThanOrEqual(0);
    }
  });
});
