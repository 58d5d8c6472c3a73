import type { Page } from '@playwright/test';
import {
  createPropertiesThroughApi,
  createPropertyThroughApi,
  expect,
  holdRequests,
  newProperty,
  setGoalsThroughApi,
  signInThroughApi,
  test,
} from '../fixtures';
import { DashboardPage, type MetricName } from '../page-models/dashboard-page';
import { QuickDealCard } from '../page-models/quick-deal-card';
import { writeSnapshot } from '../seed-database';

// The dashboard at / (docs/product.md "Screens" (Dashboard), docs/product.md "Real figures", "Portfolio figures"): every figure is the user's own, read from the API.

const CLIENT = { 'x-rentfolio-client': 'e2e' };

type Metrics = {
  totalValue: number;
  totalCashFlow: number;
  avgROI: number;
  totalProperties: number;
  occupancyRate: number;
  monthOverMonth: Record<string, number | string | null> | null;
};
type ApiProperty = {
  id: number;
  address: string;
  purchasePrice: number;
  monthlyCashFlow: number;
  roi: number | null;
};
type GoalProgress = {
  goalType: string;
  current: number;
  target: number;
  progress: number;
  isReached: boolean;
};

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: CLIENT });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/**
 * MAPLE and ELM's monthly cash flows, worked by hand (docs/calculations.md), with the fixtures' taxes $3,000,
 * insurance $1,200 and maintenance $1,500 a year and the deal defaults (5% vacancy, 20% down, 7.5%, 30 years):
 * - MAPLE: NOI = 2,800 x 12 x 0.95 - (600 x 12 + 5,700) = 19,020; the $280,000 loan costs $1,957.80 a month;
 *   19,020 / 12 - 1,957.80 = -$372.80.
 * - ELM: NOI = 3,600 x 12 x 0.95 - (700 x 12 + 5,700) = 26,940; the $340,000 loan costs $2,377.33 a month;
 *   26,940 / 12 - 2,377.33 = -$132.33.
 * Together -$505.13 a month, shown in whole dollars.
 */
const PORTFOLIO_MONTHLY_CASH_FLOW = -505.13;
const PORTFOLIO_MONTHLY_CASH_FLOW_TEXT = '-$505';

/** Goal progress, to 1 decimal as the goals card and the sidebar show it. */
function percent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** A rate, to 2 decimals on every screen (docs/product.md "Number formats"): the metric cards, the sidebar, the list. */
function rate(value: number): string {
  return `${value.toFixed(2)}%`;
}

const MAPLE = newProperty({
  address: '101 Maple Street',
  city: 'Denver',
  state: 'CO',
  propertyType: 'single-family',
  bedrooms: 3,
  bathrooms: 2,
  purchasePrice: 350000,
  monthlyRent: 2800,
  operatingExpenses: 600,
});
const ELM = newProperty({
  address: '22 Elm Avenue',
  city: 'Austin',
  state: 'TX',
  propertyType: 'duplex',
  bedrooms: 4,
  bathrooms: 2.5,
  purchasePrice: 425000,
  monthlyRent: 3600,
  operatingExpenses: 700,
  isOccupied: false,
});

const METRIC_NAMES: MetricName[] = [
  'Total Portfolio Value',
  'Monthly Cash Flow',
  'Average ROI',
  'Occupancy Rate',
];

test.describe('an empty portfolio', () => {
  test('shows zeros, no change data, the examples and the two ways to start', async ({ page, shell }) => {
    await signInThroughApi(page);
    const dashboard = new DashboardPage(page);
    await dashboard.goto();

    await expect(dashboard.subtitle).toBeVisible();
    await expect(dashboard.metricValue('Total Portfolio Value')).toHaveText('$0');
    await expect(dashboard.metricValue('Monthly Cash Flow')).toHaveText('$0');
    await expect(dashboard.metricValue('Average ROI')).toHaveText('0.00%');
    await expect(dashboard.metricValue('Occupancy Rate')).toHaveText('0.00%');
    await expect(dashboard.metricCard('Average ROI')).toContainText('Across 0 properties');
    for (const name of METRIC_NAMES)
      await expect(dashboard.metricCaption(name)).toHaveText('No change data yet');

    // The suggested goals, all at 0.
    await expect(dashboard.goalsTitle(`${new Date().getUTCFullYear() + 1} Investment Goals`)).toBeVisible();
    await expect(dashboard.suggestedGoalsNote).toBeVisible();
    await expect(dashboard.overallProgress).toHaveText('0.0%');

    // The sample lines are examples under their own heading, never listed as properties.
    await expect(dashboard.recentProperties).toHaveCount(0);
    await expect(dashboard.examples).toBeVisible();
    await expect(dashboard.examples).toContainText('Examples only, not part of your portfolio.');
    await expect(dashboard.exampleLines).toHaveCount(3);
    await expect(dashboard.viewAllLink).toHaveCount(0);

    // The sidebar box agrees: zeros and a call to add a property; no goal until the user saves one.
    await expect(shell.portfolioTotalValue).toHaveText('$0');
    await expect(shell.addFirstPropertyLink).toBeVisible();
    await expect(shell.portfolioValueBox.getByRole('progressbar')).toHaveCount(0);

    await dashboard.addFirstPropertyLink.click();
    await expect(page).toHaveURL(/\/add-property$/);
    await page.goBack();
    await dashboard.wizardLink.click();
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test('offers the setup wizard; Not now is remembered across a reload', async ({ page }) => {
    await signInThroughApi(page);
    const dashboard = new DashboardPage(page);
    await dashboard.goto();

    await expect(dashboard.onboardingOffer).toContainText('Welcome to Rentfolio, Casey Investor!');
    await expect(dashboard.startWizardLink).toHaveAttribute('href', '/onboarding');

    await dashboard.notNowButton.click();
    await expect(dashboard.onboardingOffer).toHaveCount(0);

    await page.reload();
    await dashboard.expectLoaded();
    await expect(dashboard.onboardingOffer).toHaveCount(0);
    // Only the offer went: the empty state still has its own ways to start.
    await expect(dashboard.wizardLink).toBeVisible();
  });

  test('starting the wizard from the offer counts as dismissing it', async ({ page }) => {
    await signInThroughApi(page);
    const dashboard = new DashboardPage(page);
    await dashboard.goto();

    await dashboard.startWizardLink.click();
    await expect(page).toHaveURL(/\/onboarding$/);

    await dashboard.goto();
    await expect(dashboard.onboardingOffer).toHaveCount(0);
  });

  test('a user with properties is not offered the wizard', async ({ page }) => {
    await signInThroughApi(page);
    await createPropertyThroughApi(page, newProperty());
    const dashboard = new DashboardPage(page);
    await dashboard.goto();

    await expect(dashboard.recentProperties).toHaveCount(1);
    await expect(dashboard.onboardingOffer).toHaveCount(0);
  });
});

test.describe('a portfolio with properties', () => {
  test('the metric cards and the sidebar show the real totals', async ({ page, shell }) => {
    await signInThroughApi(page);
    await createPropertiesThroughApi(page, [MAPLE, ELM]);
    const metrics = await getJson<Metrics>(page, '/api/portfolio/metrics');
    const properties = await getJson<ApiProperty[]>(page, '/api/properties');

    // By hand: $350,000 + $425,000, one of the two occupied.
    expect(metrics.totalValue).toBe(775_000);
    expect(metrics.occupancyRate).toBe(50);
    expect(metrics.totalProperties).toBe(2);
    // And from the properties the API computed.
    const cashFlow = properties.reduce((sum, property) => sum + property.monthlyCashFlow, 0);
    expect(metrics.totalCashFlow).toBeCloseTo(cashFlow, 2);
    expect(metrics.totalCashFlow).toBe(PORTFOLIO_MONTHLY_CASH_FLOW);
    const meanRoi = properties.reduce((sum, property) => sum + (property.roi ?? 0), 0) / properties.length;
    expect(metrics.avgROI).toBeCloseTo(meanRoi, 1);

    const dashboard = new DashboardPage(page);
    await dashboard.goto();

    await expect(dashboard.metricValue('Total Portfolio Value')).toHaveText('$775K');
    await expect(dashboard.metricValue('Monthly Cash Flow')).toHaveText(PORTFOLIO_MONTHLY_CASH_FLOW_TEXT);
    await expect(dashboard.metricValue('Average ROI')).toHaveText(rate(metrics.avgROI));
    await expect(dashboard.metricValue('Occupancy Rate')).toHaveText('50.00%');
    await expect(dashboard.metricCard('Average ROI')).toContainText('Across 2 properties');
    // The projected figures say so; with no ledger, there is no actual figure beside them.
    for (const name of ['Monthly Cash Flow', 'Average ROI'] as const)
      await expect(dashboard.metricCard(name).getByTestId('metric-basis')).toHaveText(
        'Projected from your deal inputs.',
      );
    await expect(dashboard.metricCard('Monthly Cash Flow').getByTestId('metric-actual')).toHaveCount(0);
    for (const name of METRIC_NAMES)
      await expect(dashboard.metricCaption(name)).toHaveText('No change data yet');

    await expect(shell.portfolioValueBox).toContainText('$775K');
    await expect(shell.portfolioValueBox).toContainText('2 properties');
    await expect(shell.portfolioValueBox).toContainText(PORTFOLIO_MONTHLY_CASH_FLOW_TEXT);
    await expect(shell.portfolioValueBox).toContainText(rate(metrics.avgROI));
    await expect(shell.addFirstPropertyLink).toHaveCount(0);
  });

  test('the captions compare with the snapshot of a month ago', async ({ page }) => {
    await signInThroughApi(page);
    const user = await getJson<{ id: number }>(page, '/api/auth/user');
    await createPropertiesThroughApi(page, [MAPLE, ELM]);
    const today = await getJson<ApiProperty[]>(page, '/api/properties');
    const roiNow = today.reduce((sum, property) => sum + (property.roi ?? 0), 0) / today.length;
    // A month ago: $620,000 (so +25.0%), no cash flow (so no ratio), ROI 1.5 points lower, fully occupied.
    await writeSnapshot(user.id, 30, {
      totalValue: 620_000,
      totalCashFlow: 0,
      avgROI: Math.round((roiNow - 1.5) * 100) / 100,
      occupancyRate: 100,
      count: 1,
    });
    const metrics = await getJson<Metrics>(page, '/api/portfolio/metrics');
    expect(metrics.monthOverMonth?.totalValue).toBe(25);
    expect(metrics.monthOverMonth?.totalCashFlow).toBeNull();
    expect(metrics.monthOverMonth?.occupancyRate).toBe(-50);

    const dashboard = new DashboardPage(page);
    await dashboard.goto();

    await expect(dashboard.metricCaption('Total Portfolio Value')).toHaveText('+25.0% from last month');
    await expect(dashboard.metricCaption('Total Portfolio Value')).toHaveAttribute('data-direction', 'up');
    // The portfolio loses $505.13 a month (PORTFOLIO_MONTHLY_CASH_FLOW), against $0 a month ago.
    expect(metrics.totalCashFlow).toBe(PORTFOLIO_MONTHLY_CASH_FLOW);
    await expect(dashboard.metricCaption('Monthly Cash Flow')).toHaveText('Down from $0 last month');
    await expect(dashboard.metricCaption('Average ROI')).toHaveText('+1.5 pts from last month');
    await expect(dashboard.metricCaption('Occupancy Rate')).toHaveText('\u221250.0 pts from last month');
    await expect(dashboard.metricCaption('Occupancy Rate')).toHaveAttribute('data-direction', 'down');
  });

  test('Recent Properties shows the newest 3 with their fields, each opening its edit screen', async ({
    page,
  }) => {
    await signInThroughApi(page);
    await createPropertyThroughApi(page, newProperty({ address: '1 Oldest Road' }));
    const maple = await createPropertyThroughApi(page, MAPLE);
    await createPropertyThroughApi(page, newProperty({ address: '3 Birch Lane', propertyType: 'condo' }));
    const elm = await createPropertyThroughApi(page, ELM);
    const dashboard = new DashboardPage(page);
    await dashboard.goto();

    await expect(dashboard.recentProperties).toHaveCount(3);
    await expect(dashboard.recentProperties.getByTestId('recent-property-address')).toHaveText([
      '22 Elm Avenue',
      '3 Birch Lane',
      '101 Maple Street',
    ]);
    const newest = dashboard.recentProperty(0);
    await expect(newest.place).toHaveText('Austin, TX');
    await expect(newest.type).toHaveText('Duplex');
    await expect(newest.rooms).toHaveText('4 bd · 2.5 ba');
    await expect(newest.price).toHaveText('$425,000');
    await expect(newest.roi).toHaveText(rate(Number(elm.roi)));
    const third = dashboard.recentProperty(2);
    await expect(third.place).toHaveText('Denver, CO');
    await expect(third.type).toHaveText('Single Family');
    await expect(third.rooms).toHaveText('3 bd · 2 ba');
    await expect(third.price).toHaveText('$350,000');
    await expect(third.roi).toHaveText(rate(Number(maple.roi)));

    await newest.link.click();
    await expect(page).toHaveURL(new RegExp(`/properties/${elm.id}$`));

    await dashboard.goto();
    await dashboard.viewAllLink.click();
    await expect(page).toHaveURL(/\/property-search$/);
  });
});

test.describe('notifications', () => {
  test('a fresh account has none, and the panel says so', async ({ page }) => {
    await signInThroughApi(page);
    const dashboard = new DashboardPage(page);
    await dashboard.goto();

    await expect(dashboard.bell).toHaveAccessibleName('Notifications');
    await expect(dashboard.unreadIndicator).toHaveCount(0);
    await dashboard.openNotifications();
    await expect(dashboard.notificationsPanel).toContainText('No notifications yet');
    await expect(dashboard.markAllReadButton).toBeDisabled();

    await dashboard.closeNotificationsButton.click();
    await expect(dashboard.notificationsPanel).toBeHidden();
    await expect(dashboard.bell).toBeFocused();
  });

  test('opening clears the indicator; items stay unread until Mark all read; both survive a reload', async ({
    page,
  }) => {
    await signInThroughApi(page);
    await createPropertiesThroughApi(page, [MAPLE, ELM]);
    await createPropertyThroughApi(page, newProperty({ address: '7 Cedar Court' }));
    const dashboard = new DashboardPage(page);
    await dashboard.goto();

    // The properties also earned achievements (achievements.spec.ts), each a notification: how many is the server's.
    const listed = (await (
      await page.request.get('/api/notifications', { headers: { 'x-rentfolio-client': 'e2e' } })
    ).json()) as { items: { type: string }[]; unreadCount: number };
    const unread = listed.unreadCount;
    expect(listed.items.filter((item) => item.type !== 'achievement_earned')).toHaveLength(2);
    expect(unread).toBeGreaterThan(2);
    await expect(dashboard.unreadIndicator).toBeVisible();
    await expect(dashboard.bell).toHaveAccessibleName(`Notifications (new, ${unread} unread)`);
    const seen = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/notifications/seen' && response.status() === 200,
    );

    await dashboard.openNotifications();

    await seen;
    await expect(dashboard.unreadIndicator).toHaveCount(0);
    await expect(dashboard.bell).toHaveAccessibleName(`Notifications (${unread} unread)`);
    // Newest first, all unread: the property added comes before the two added together.
    await expect(dashboard.notificationItems).toHaveCount(unread);
    const added = dashboard.notificationItems.filter({ hasText: 'Property added' });
    await expect(added).toContainText('7 Cedar Court');
    await expect(added).toContainText('Just now');
    await expect(dashboard.notificationItems.filter({ hasText: '2 properties added' })).toHaveCount(1);
    const texts = await dashboard.notificationItems.allTextContents();
    expect(texts.findIndex((text) => text.includes('7 Cedar Court'))).toBeLessThan(
      texts.findIndex((text) => text.includes('2 properties added')),
    );
    await expect(
      dashboard.notificationItems.filter({ hasText: 'Achievement earned: First Property' }),
    ).toHaveCount(1);
    await expect(dashboard.unreadNotificationItems).toHaveCount(unread);
    await expect(dashboard.unreadCount).toHaveText(`${unread} unread`);

    // Escape closes the panel and gives the focus back to the bell.
    await page.keyboard.press('Escape');
    await expect(dashboard.notificationsPanel).toBeHidden();
    await expect(dashboard.bell).toBeFocused();

    // Seen is stored on the server: the indicator stays off after a reload, the items stay unread.
    await page.reload();
    await dashboard.expectLoaded();
    await expect(dashboard.unreadIndicator).toHaveCount(0);
    await dashboard.openNotifications();
    await expect(dashboard.unreadNotificationItems).toHaveCount(unread);

    await dashboard.markAllReadButton.click();
    await expect(dashboard.unreadCount).toHaveText('All caught up');
    await expect(dashboard.unreadNotificationItems).toHaveCount(0);
    await expect(dashboard.markAllReadButton).toBeDisabled();
    await expect(dashboard.bell).toHaveAccessibleName('Notifications');

    await page.reload();
    await dashboard.expectLoaded();
    await dashboard.openNotifications();
    await expect(dashboard.notificationItems).toHaveCount(unread);
    await expect(dashboard.unreadNotificationItems).toHaveCount(0);
  });

  test('a new property after the panel was opened turns the indicator on again', async ({ page }) => {
    await signInThroughApi(page);
    await createPropertyThroughApi(page, newProperty());
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await dashboard.openNotifications();
    await expect(dashboard.unreadIndicator).toHaveCount(0);

    await createPropertyThroughApi(page, newProperty({ address: '9 Later Street' }));
    await page.reload();
    await dashboard.expectLoaded();

    await expect(dashboard.unreadIndicator).toBeVisible();
  });
});

test.describe('goals', () => {
  test('the card and the sidebar show the saved goals with real progress', async ({ page, shell }) => {
    await signInThroughApi(page);
    // Saved first, so that adding the properties reaches the value goal (and says so in a notification).
    await setGoalsThroughApi(page, {
      targetValue: 700_000,
      targetCashFlow: 100_000,
      targetProperties: 4,
      targetDate: '2027-06-30',
      targetROI: 5,
    });
    await createPropertiesThroughApi(page, [MAPLE, ELM]);
    const progress = await getJson<GoalProgress[]>(page, '/api/goals/progress');
    const byType = Object.fromEntries(progress.map((goal) => [goal.goalType, goal]));
    // By hand: $775,000 of $700,000 is 110.7%; 2 of 4 properties is 50%.
    expect(byType.portfolio_value?.progress).toBe(110.7);
    expect(byType.portfolio_value?.isReached).toBe(true);
    expect(byType.properties?.progress).toBe(50);
    // Each goal counts between 0% and 100%: a cash flow behind its target by more than 100% counts as 0.
    const overall =
      progress.reduce((sum, goal) => sum + Math.min(100, Math.max(0, goal.progress)), 0) / progress.length;

    const dashboard = new DashboardPage(page);
    await dashboard.goto();

    await expect(dashboard.goalsTitle('2027 Investment Goals')).toBeVisible();
    await expect(dashboard.suggestedGoalsNote).toHaveCount(0);

    const value = dashboard.goal('Portfolio Value Target');
    await expect(value.progress).toHaveText('110.7%');
    await expect(value.target).toHaveText('Target $700K');
    await expect(value.trophy).toBeVisible();
    await expect(value.reached).toHaveText('Goal reached');
    await expect(value.remaining).toHaveCount(0);
    // The bar stops at 100%; its text keeps the real figure.
    await expect(value.bar).toHaveAttribute('aria-valuenow', '100');
    await expect(value.bar).toHaveAttribute('aria-valuetext', '110.7%');

    const count = dashboard.goal('Properties Count Target');
    await expect(count.progress).toHaveText('50.0%');
    await expect(count.target).toHaveText('Target 4 Properties');
    await expect(count.remaining).toHaveText('2 remaining');
    await expect(count.trophy).toHaveCount(0);

    const cashFlow = dashboard.goal('Monthly Cash Flow Target');
    await expect(cashFlow.progress).toHaveText(percent(byType.cash_flow?.progress ?? Number.NaN));
    // $100,000 - (-$505.13) = $100,505.13 to go, shown compact from $100,000.
    expect(byType.cash_flow?.current).toBe(PORTFOLIO_MONTHLY_CASH_FLOW);
    await expect(cashFlow.remaining).toHaveText('$100.51K remaining');
    await expect(dashboard.goal('Average ROI Target').progress).toHaveText(
      percent(byType.roi?.progress ?? Number.NaN),
    );
    await expect(dashboard.overallProgress).toHaveText(percent(Math.round(overall * 10) / 10));

    await expect(shell.portfolioValueBox).toContainText('Goal $700K by Jun 2027');
    await expect(shell.portfolioValueBox).toContainText('110.7%');
    await expect(shell.portfolioValueBox.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    // The goal reached is a notification of its own.
    await dashboard.openNotifications();
    const goalReached = dashboard.notificationItems.filter({
      hasText: 'Goal reached',
      hasNotText: 'Achievement earned',
    });
    await expect(goalReached).toContainText('Portfolio Value Target');

    await page.keyboard.press('Escape');
    await dashboard.updateGoalsLink.click();
    await expect(page).toHaveURL(/\/portfolio-settings$/);
  });
});

test.describe('search', () => {
  test('Enter opens the property search with the text as its filter', async ({ page }) => {
    await signInThroughApi(page);
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await expect(dashboard.searchBox).toHaveAttribute('placeholder', 'Search properties...');

    await dashboard.search('Denver');
    await expect(page).toHaveURL(/\/property-search\?q=Denver$/);

    await dashboard.goto();
    await dashboard.search('   ');
    await expect(page).toHaveURL(/\/property-search$/);
  });
});

test('the Quick Deal Analysis card works on the dashboard', async ({ page }) => {
  await signInThroughApi(page);
  const dashboard = new DashboardPage(page);
  const quickDeal = new QuickDealCard(page);
  await dashboard.goto();

  // docs/calculations.md "Quick analysis": $200,000 at $1,800 rent and $500 expenses.
  await quickDeal.analyze({ purchasePrice: '200000', monthlyRent: '1800', operatingExpenses: '500' });

  await expect(quickDeal.result('Cap Rate')).toHaveText('7.26%');
  await expect(quickDeal.result('Annual NOI')).toHaveText('$14,520');
});

test.describe('loading and errors', () => {
  test('the product’s loading texts show while the figures load', async ({ page }) => {
    await signInThroughApi(page);
    const metrics = await holdRequests(page, '**/api/portfolio/metrics');
    const goals = await holdRequests(page, '**/api/goals/progress');
    const properties = await holdRequests(page, '**/api/properties?limit=3');
    const dashboard = new DashboardPage(page);

    await page.goto('/');

    await expect(dashboard.metrics.getByRole('status')).toHaveText('Loading...');
    await expect(dashboard.goalsCard.getByRole('status')).toHaveText('Loading...');
    await expect(dashboard.recentCard.getByRole('status')).toHaveText('Loading properties...');

    metrics.release();
    goals.release();
    properties.release();

    await dashboard.expectLoaded();
    await expect(dashboard.metricValue('Total Portfolio Value')).toHaveText('$0');
  });

  test('a section that fails to load offers a retry, and the rest still shows', async ({ page }) => {
    await signInThroughApi(page);
    await createPropertyThroughApi(page, newProperty({ address: '5 Retry Road' }));
    await page.route('**/api/portfolio/metrics', (route) => route.fulfill({ status: 500, body: 'down' }));
    const dashboard = new DashboardPage(page);

    await page.goto('/');

    await expect(dashboard.metrics.getByRole('alert')).toContainText(
      'Your portfolio figures could not be loaded.',
    );
    await expect(dashboard.recentProperties).toHaveCount(1);

    await page.unroute('**/api/portfolio/metrics');
    await dashboard.metrics.getByRole('button', { name: 'Try again', exact: true }).click();

    await expect(dashboard.metricValue('Total Portfolio Value')).toHaveText('$350K');
  });
});

test.describe('at phone width (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the cards stack, nothing scrolls sideways, and the bottom bar covers nothing', async ({
    page,
    shell,
  }) => {
    await signInThroughApi(page);
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    expect(await dashboard.scrollWidth()).toBeLessThanOrEqual(375);

    await createPropertiesThroughApi(page, [
      MAPLE,
      ELM,
      newProperty({ address: '3 Very Long Address Boulevard, Apartment 1234 Northwest' }),
    ]);
    await dashboard.goto();
    await expect(dashboard.recentProperties).toHaveCount(3);
    expect(await dashboard.scrollWidth()).toBeLessThanOrEqual(375);

    // Stacked: Goals above Recent Properties, each the full width of the content.
    const goals = await dashboard.goalsCard.boundingBox();
    const recent = await dashboard.recentCard.boundingBox();
    expect(goals && recent && recent.y >= goals.y + goals.height).toBe(true);
    expect(recent && recent.x + recent.width <= 375).toBe(true);

    // At the bottom of the page the last card ends above the bottom bar, and its button can be clicked.
    const quickDeal = new QuickDealCard(page);
    await quickDeal.fill({ purchasePrice: '200000', monthlyRent: '1800', operatingExpenses: '500' });
    await dashboard.scrollToBottom();
    const card = await quickDeal.card.boundingBox();
    const bar = await shell.bottomBar.boundingBox();
    expect(card && bar && card.y + card.height <= bar.y).toBe(true);
    await quickDeal.analyzeButton.click();
    await expect(quickDeal.result('Cap Rate')).toHaveText('7.26%');

    // The notifications panel fits the screen.
    await dashboard.scrollToTop();
    await dashboard.openNotifications();
    const panel = await dashboard.notificationsPanel.boundingBox();
    expect(panel && panel.x >= 0 && panel.x + panel.width <= 375).toBe(true);
    expect(await dashboard.horizontalOverflow()).toBeLessThanOrEqual(0);
  });
});

test('Average ROI shows the simple mean and, beside it, the portfolio ROI weighted by cash invested', async ({
  page,
}) => {
  await signInThroughApi(page);
  // All cash, no other costs: ROI = annual cash flow / price.
  const allCash = {
    downPayment: 100,
    closingCosts: 0,
    rehabCosts: 0,
    vacancy: 0,
    propertyTaxes: 0,
    insurance: 0,
    maintenance: 0,
  };
  await createPropertiesThroughApi(page, [
    // (2,000 - 500) x 12 = 18,000 a year on 200,000: 9%.
    newProperty({ purchasePrice: 200000, monthlyRent: 2000, operatingExpenses: 500, ...allCash }),
    // (1,000 - 200) x 12 = 9,600 a year on 50,000: 19.2%.
    newProperty({ purchasePrice: 50000, monthlyRent: 1000, operatingExpenses: 200, ...allCash }),
  ]);
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  // Mean (9 + 19.2) / 2 = 14.1%; portfolio (18,000 + 9,600) / 250,000 = 11.04%, shown as 11.0%.
  await expect(dashboard.metricValue('Average ROI')).toHaveText('14.10%');
  const card = dashboard.metricCard('Average ROI');
  await expect(card).toContainText('The mean of each property’s ROI.');
  await expect(card.getByTestId('portfolio-roi')).toHaveText(
    'Portfolio ROI 11.04% (total annual return ÷ total cash invested)',
  );
});
