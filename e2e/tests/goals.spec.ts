import {
  createPropertiesThroughApi,
  expect,
  newProperty,
  recordRequests,
  setGoalsThroughApi,
  signInThroughApi,
  test,
} from '../fixtures';
import { AccountPage, GoalProgressPanel, GoalsForm, PortfolioSettingsPage } from '../page-models/goals-pages';

// The goals form on /portfolio-settings and on the Account page's Investment Goals tab, and the real Current
// Progress panel (docs/product.md "Screens", "Limits"; docs/product.md "Real figures", "Portfolio figures").

const GOALS_PATH = '/api/portfolio/goals';
const CLIENT = { 'x-rentfolio-client': 'e2e' };

test.describe('/portfolio-settings', () => {
  test('before any save the form shows the suggested defaults, dated 31 December of next year', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const settings = new PortfolioSettingsPage(page);
    const form = new GoalsForm(page);
    await settings.goto();

    await expect(settings.heading).toBeVisible();
    await expect(settings.backLink).toHaveAttribute('href', '/');
    await expect(form.targetValue).toHaveValue('3,300,000');
    await expect(form.targetCashFlow).toHaveValue('25,000');
    await expect(form.targetROI).toHaveValue('15');
    await expect(form.targetProperties).toHaveValue('15');
    // The product's 2025-12-31 has passed; the default is the end of next year (the server's UTC calendar).
    await expect(form.targetDate).toHaveValue(`${new Date().getUTCFullYear() + 1}-12-31`);
    await expect(form.suggestedNote).toBeVisible();
    await expect(form.pastDateHint).toHaveCount(0);

    // Nothing is stored until Save Goals.
    const stored = await page.request.get(GOALS_PATH, { headers: CLIENT });
    expect(await stored.json()).toMatchObject({ targetValue: 3_300_000, isDefault: true });
  });

  test('Save Goals stores the new targets: Goals Updated, kept after a reload and on the Account tab', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const settings = new PortfolioSettingsPage(page);
    const form = new GoalsForm(page);
    await settings.goto();
    await expect(form.targetValue).toHaveValue('3,300,000');

    await form.fill({
      targetValue: '4500000',
      targetCashFlow: '30000',
      targetROI: '12.5',
      targetProperties: '20',
      targetDate: '2031-06-30',
    });
    await expect(form.targetValue).toHaveValue('4,500,000');
    await expect(form.pastDateHint).toHaveCount(0);

    const sent = page.waitForRequest(
      (request) => new URL(request.url()).pathname === GOALS_PATH && request.method() === 'POST',
    );
    await form.save();
    expect((await sent).postDataJSON()).toEqual({
      targetValue: 4_500_000,
      targetCashFlow: 30_000,
      targetROI: 12.5,
      targetProperties: 20,
      targetDate: '2031-06-30',
    });

    const toast = page.getByRole('region', { name: /^Notifications/ });
    await expect(toast.getByText('Goals Updated', { exact: true })).toBeVisible();
    await expect(toast.getByText('Your investment goals have been saved.', { exact: true })).toBeVisible();
    await expect(form.suggestedNote).toHaveCount(0);

    const stored = await page.request.get(GOALS_PATH, { headers: CLIENT });
    expect(await stored.json()).toEqual({
      targetValue: 4_500_000,
      targetCashFlow: 30_000,
      targetProperties: 20,
      targetDate: '2031-06-30',
      targetROI: 12.5,
      isDefault: false,
    });

    await page.reload();
    await expect(form.targetValue).toHaveValue('4,500,000');
    await expect(form.targetCashFlow).toHaveValue('30,000');
    await expect(form.targetROI).toHaveValue('12.5');
    await expect(form.targetProperties).toHaveValue('20');
    await expect(form.targetDate).toHaveValue('2031-06-30');
    await expect(form.suggestedNote).toHaveCount(0);

    // The Current Progress panel measures against the new targets.
    const panel = new GoalProgressPanel(page);
    await expect(panel.goal('Portfolio Value Target').target).toHaveText('$4.5M');
    await expect(panel.goal('Properties Count Target').target).toHaveText('20 Properties');

    const account = new AccountPage(page);
    await account.goto();
    await expect(account.goalsPanel).toBeVisible();
    await expect(form.targetValue).toHaveValue('4,500,000');
    await expect(form.targetCashFlow).toHaveValue('30,000');
    await expect(form.targetROI).toHaveValue('12.5');
    await expect(form.targetProperties).toHaveValue('20');
    await expect(form.targetDate).toHaveValue('2031-06-30');
  });

  test('a failed save shows Update Failed and keeps what was typed', async ({ page }) => {
    await signInThroughApi(page);
    const form = new GoalsForm(page);
    await new PortfolioSettingsPage(page).goto();
    await expect(form.targetValue).toHaveValue('3,300,000');
    await page.route(`**${GOALS_PATH}`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'Internal Server Error', message: 'Boom', requestId: 'e2e' }),
          })
        : route.fallback(),
    );

    await form.fill({ targetValue: '5000000' });
    await form.save();

    const toast = page.getByRole('region', { name: /^Notifications/ });
    await expect(toast.getByText('Update Failed', { exact: true })).toBeVisible();
    await expect(toast.getByText('Failed to update goals. Please try again.', { exact: true })).toBeVisible();
    await expect(form.targetValue).toHaveValue('5,000,000');
    await expect(form.saveButton).toBeEnabled();

    const stored = await page.request.get(GOALS_PATH, { headers: CLIENT });
    expect(await stored.json()).toMatchObject({ targetValue: 3_300_000, isDefault: true });
  });

  test('a target of $0 and a date in the past are refused with clear messages, and nothing is sent', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const form = new GoalsForm(page);
    await new PortfolioSettingsPage(page).goto();
    await expect(form.targetValue).toHaveValue('3,300,000');
    const calls = recordRequests(page, GOALS_PATH);
    await form.fill({ targetValue: '0', targetDate: '2024-06-30' });
    await form.save();
    await expect(form.targetValue).toHaveAttribute('aria-invalid', 'true');
    await expect(form.targetValue).toHaveAccessibleDescription(
      /Target portfolio value must be more than 0\./,
    );
    await form.fill({ targetValue: '500000' });
    await form.save();
    await expect(form.targetDate).toHaveAccessibleDescription(/Target date must be in the future\./);
    expect(calls.filter((line) => line.startsWith('POST'))).toEqual([]);
  });

  test("the server's field messages show next to their fields", async ({ page }) => {
    await signInThroughApi(page);
    const form = new GoalsForm(page);
    await new PortfolioSettingsPage(page).goto();
    await expect(form.targetValue).toHaveValue('3,300,000');
    await page.route(`**${GOALS_PATH}`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              error: 'Bad Request',
              message: 'Target date must be a real date written as YYYY-MM-DD.',
              requestId: 'e2e',
              details: {
                targetDate: 'Target date must be a real date written as YYYY-MM-DD.',
                targetCashFlow: 'Monthly cash flow target must be at most 10,000,000,000.',
              },
            }),
          })
        : route.fallback(),
    );

    await form.save();

    await expect(
      page.getByRole('region', { name: /^Notifications/ }).getByText('Update Failed', { exact: true }),
    ).toBeVisible();
    await expect(form.targetCashFlow).toHaveAttribute('aria-invalid', 'true');
    await expect(form.targetCashFlow).toHaveAccessibleDescription(
      /Monthly cash flow target must be at most 10,000,000,000\./,
    );
    await expect(form.targetDate).toHaveAttribute('aria-invalid', 'true');
    await expect(form.targetDate).toHaveAccessibleDescription(
      /Target date must be a real date written as YYYY-MM-DD\./,
    );
    // The first field with a message takes the focus.
    await expect(form.targetCashFlow).toBeFocused();
    await expect(form.targetValue).not.toHaveAttribute('aria-invalid', 'true');

    // Changing a field clears its message.
    await form.fill({ targetCashFlow: '26000' });
    await expect(form.targetCashFlow).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('an empty or negative target is refused in the browser, with no request', async ({ page }) => {
    await signInThroughApi(page);
    const form = new GoalsForm(page);
    await new PortfolioSettingsPage(page).goto();
    await expect(form.targetValue).toHaveValue('3,300,000');
    const posts = recordRequests(page, GOALS_PATH);

    await form.fill({ targetValue: '', targetROI: '-2' });
    await form.save();

    await expect(form.targetValue).toHaveAccessibleDescription(/Target portfolio value is required\./);
    await expect(form.targetROI).toHaveAccessibleDescription(/Target average ROI cannot be negative\./);
    await expect(form.targetValue).toBeFocused();
    expect(posts.filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  test('the ROI target steps by 0.1', async ({ page }) => {
    await signInThroughApi(page);
    const form = new GoalsForm(page);
    await new PortfolioSettingsPage(page).goto();
    await expect(form.targetROI).toHaveValue('15');

    await expect(form.targetROI).toHaveAttribute('step', '0.1');
    await form.targetROI.focus();
    await page.keyboard.press('ArrowUp');
    await expect(form.targetROI).toHaveValue('15.1');
  });
});

test.describe('/account', () => {
  test('the header shows Back to Dashboard and the plan; ?tab=goals opens the Investment Goals tab', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const account = new AccountPage(page);
    await account.goto();

    await expect(account.heading).toBeVisible();
    await expect(account.backLink).toHaveAttribute('href', '/');
    await expect(account.plan).toHaveText(/Free Plan$/);
    await expect(account.tabs).toHaveText(['Profile', 'Security', 'Investment Goals']);
    await expect(account.goalsTab).toHaveAttribute('aria-selected', 'true');

    await account.backLink.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Current Progress shows the real progress of each goal, coloured by docs/product.md "Limits"', async ({
    page,
  }) => {
    await signInThroughApi(page);
    await createPropertiesThroughApi(page, [
      newProperty({
        address: '10 Goal Street',
        purchasePrice: 400_000,
        monthlyRent: 4_200,
        operatingExpenses: 300,
        propertyTaxes: 0,
        insurance: 0,
        maintenance: 0,
      }),
      newProperty({
        address: '12 Goal Street',
        purchasePrice: 200_000,
        monthlyRent: 2_100,
        operatingExpenses: 300,
        propertyTaxes: 0,
        insurance: 0,
        maintenance: 0,
      }),
    ]);
    const metrics = (await (
      await page.request.get('/api/portfolio/metrics', { headers: CLIENT })
    ).json()) as {
      totalValue: number;
      totalCashFlow: number;
      avgROI: number;
    };
    expect(metrics.totalValue).toBe(600_000);
    expect(metrics.totalCashFlow).toBeGreaterThan(0);
    expect(metrics.avgROI).toBeGreaterThan(0);

    // Value reached (120%), cash flow at 75% and ROI at 80% (amber), properties at 50% (red).
    const cashFlowTarget = Math.round((metrics.totalCashFlow / 0.75) * 100) / 100;
    const roiTarget = Math.round(metrics.avgROI * 1.25 * 100) / 100;
    await setGoalsThroughApi(page, {
      targetValue: 500_000,
      targetCashFlow: cashFlowTarget,
      targetProperties: 4,
      targetDate: '2030-12-31',
      targetROI: roiTarget,
    });
    const progress = (await (await page.request.get('/api/goals/progress', { headers: CLIENT })).json()) as {
      goalType: string;
      progress: number;
      isReached: boolean;
    }[];
    expect(progress.map(({ goalType, progress: value, isReached }) => [goalType, value, isReached])).toEqual([
      ['portfolio_value', 120, true],
      ['cash_flow', 75, false],
      ['properties', 50, false],
      ['roi', 80, false],
    ]);

    const account = new AccountPage(page);
    const form = new GoalsForm(page);
    const panel = new GoalProgressPanel(page);
    await account.goto();
    await expect(form.targetValue).toHaveValue('500,000');
    await expect(form.targetProperties).toHaveValue('4');
    await expect(form.suggestedNote).toHaveCount(0);
    await expect(panel.goals).toHaveCount(4);
    await expect(panel.noPropertiesNote).toHaveCount(0);

    const value = panel.goal('Portfolio Value Target');
    await expect(value.progress).toHaveText('120.0%');
    await expect(value.progress).toHaveAttribute('data-tone', 'reached');
    await expect(value.barIndicator).toHaveClass(/bg-emerald-600/);
    await expect(value.trophy).toHaveText('Goal reached');
    await expect(value.current).toHaveText('$600K');
    await expect(value.target).toHaveText('$500K');
    // The bar stops at full width, while its text keeps the real figure.
    await expect(value.bar).toHaveAttribute('aria-valuenow', '100');
    await expect(value.bar).toHaveAttribute('aria-valuetext', '120.0%');
    const valueBar = await value.bar.boundingBox();
    const valueFill = await value.barIndicator.boundingBox();
    expect(valueFill?.x).toBeCloseTo(valueBar?.x ?? -1, 0);
    expect(valueFill?.width).toBeCloseTo(valueBar?.width ?? -1, 0);

    const cashFlow = panel.goal('Monthly Cash Flow Target');
    await expect(cashFlow.progress).toHaveText('75.0%');
    await expect(cashFlow.progress).toHaveAttribute('data-tone', 'near');
    await expect(cashFlow.barIndicator).toHaveClass(/bg-amber-500/);
    await expect(cashFlow.trophy).toHaveCount(0);

    const roi = panel.goal('Average ROI Target');
    await expect(roi.progress).toHaveText('80.0%');
    await expect(roi.progress).toHaveAttribute('data-tone', 'near');
    await expect(roi.target).toHaveText(`${Number(roiTarget).toFixed(2)}%`);
    await expect(roi.trophy).toHaveCount(0);

    const count = panel.goal('Properties Count Target');
    await expect(count.progress).toHaveText('50.0%');
    await expect(count.progress).toHaveAttribute('data-tone', 'behind');
    await expect(count.barIndicator).toHaveClass(/bg-red-600/);
    await expect(count.current).toHaveText('2 Properties');
    await expect(count.target).toHaveText('4 Properties');
    await expect(count.trophy).toHaveCount(0);
    const countBar = await count.bar.boundingBox();
    const countFill = await count.barIndicator.boundingBox();
    // Half the bar is filled: the indicator is shifted left by half its width.
    expect((countFill?.x ?? 0) + (countFill?.width ?? 0) - (countBar?.x ?? 0)).toBeCloseTo(
      (countBar?.width ?? 0) / 2,
      0,
    );

    // Overall: the mean of the capped figures, (100 + 75 + 50 + 80) / 4.
    await expect(panel.overall).toHaveText('76.3%');
  });

  test('with no properties the panel shows zeros and offers to add one', async ({ page }) => {
    await signInThroughApi(page);
    const panel = new GoalProgressPanel(page);
    await new AccountPage(page).goto();

    await expect(panel.noPropertiesNote).toBeVisible();
    await expect(panel.region.getByRole('link', { name: 'Add Property', exact: true })).toHaveAttribute(
      'href',
      '/add-property',
    );
    await expect(
      panel.region.getByRole('link', { name: 'Portfolio Setup Wizard', exact: true }),
    ).toHaveAttribute('href', '/onboarding');
    await expect(panel.goal('Portfolio Value Target').progress).toHaveText('0.0%');
    await expect(panel.goal('Portfolio Value Target').current).toHaveText('$0');
    await expect(panel.goal('Portfolio Value Target').target).toHaveText('$3.3M');
    await expect(panel.goal('Properties Count Target').target).toHaveText('15 Properties');
    await expect(panel.overall).toHaveText('0.0%');
  });
});
