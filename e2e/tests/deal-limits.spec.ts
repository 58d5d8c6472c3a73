import { analyzeDealThroughApi, expect, recordRequests, signInThroughApi, test } from '../fixtures';
import { DashboardPage } from '../page-models/dashboard-page';
import { EXAMPLE_DEAL_FIGURES } from '../page-models/deal-form';

// The 'limited' plan keeps the product's 3 analyses a month (docs/product.md "Roles and plans"); the default plan is unlimited.
// formatDealLimitMessage(3) of packages/contracts/src/messages.ts, word for word, so that a changed wording fails.
const LIMIT_MESSAGE =
  "You've reached your Free Plan limit of 3 deal analyses. Upgrade to Pro for unlimited analyses and advanced features.";
const ANALYZE_PATH = '/api/analyze-deal';
const REQUIRED = { purchasePrice: '250000', monthlyRent: '2400', operatingExpenses: '300' } as const;

test.describe('on the limited plan (3 analyses a month)', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page, undefined, { plan: 'limited' });
  });

  test('the counter goes from 0 to 3 of 3; at the limit the alert shows and the button offers the upgrade', async ({
    dealAnalysis,
    dealForm,
    dealResults,
  }) => {
    await dealAnalysis.goto();
    await expect(dealAnalysis.usageCounter).toHaveText('0 of 3 deal analyses used this month');
    await expect(dealAnalysis.usageBar).toHaveAttribute('aria-valuenow', '0');
    await expect(dealAnalysis.limitAlert).toHaveCount(0);

    await dealForm.fill(REQUIRED);
    for (const used of [1, 2, 3]) {
      await dealForm.analyze();
      await expect(dealAnalysis.usageCounter).toHaveText(`${used} of 3 deal analyses used this month`);
    }

    await expect(dealResults.heading).toBeVisible();
    await expect(dealAnalysis.limitAlert.getByText(LIMIT_MESSAGE, { exact: true })).toBeVisible();
    await expect(dealAnalysis.usageBar).toHaveAttribute('aria-valuenow', '100');
    await expect(dealForm.upgradeButton).toBeEnabled();
    await expect(dealForm.analyzeButton).toHaveCount(0);
  });

  test('at the limit, Upgrade to Analyze More opens the upgrade dialog: no toast, no request', async ({
    page,
    dealAnalysis,
    dealForm,
    upgradeDialog,
    toasts,
  }) => {
    for (let used = 0; used < 3; used++) await analyzeDealThroughApi(page, EXAMPLE_DEAL_FIGURES);
    await dealAnalysis.goto();
    await expect(dealAnalysis.usageCounter).toHaveText('3 of 3 deal analyses used this month');
    // The button reads the upgrade even with the required fields empty, and is not disabled by them.
    await expect(dealForm.upgradeButton).toBeEnabled();
    await expect(dealForm.requiredNote).toHaveCount(0);
    const analyzeCalls = recordRequests(page, ANALYZE_PATH);

    await dealForm.upgradeButton.click();

    await expect(upgradeDialog.dialog).toBeVisible();
    await expect(upgradeDialog.usageLine).toHaveText('You have used 3 of 3 deal analyses this month.');
    await expect(
      upgradeDialog.freeColumn.getByText('3 deal analyses per month', { exact: true }),
    ).toBeVisible();
    await expect(toasts.region.getByRole('listitem')).toHaveCount(0);
    expect(analyzeCalls).toEqual([]);

    await upgradeDialog.continueWithFreeButton.click();
    await expect(upgradeDialog.dialog).toBeHidden();
    await expect(dealForm.upgradeButton).toBeFocused();
    expect(analyzeCalls).toEqual([]);
  });

  test("the limit alert's Upgrade to Pro opens the upgrade dialog", async ({
    page,
    dealAnalysis,
    upgradeDialog,
  }) => {
    for (let used = 0; used < 3; used++) await analyzeDealThroughApi(page, EXAMPLE_DEAL_FIGURES);
    await dealAnalysis.goto();
    await expect(dealAnalysis.usageCounter).toHaveText('3 of 3 deal analyses used this month');

    await dealAnalysis.limitAlertUpgradeButton.click();

    await expect(upgradeDialog.dialog).toBeVisible();
    await upgradeDialog.seeIncludedButton.click();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('a 4th analysis from the quick card is refused by the server and opens the upgrade dialog', async ({
    page,
    dealAnalysis,
    quickDeal,
    dealForm,
    upgradeDialog,
    toasts,
  }) => {
    for (let used = 0; used < 3; used++) await analyzeDealThroughApi(page, EXAMPLE_DEAL_FIGURES);
    // The quick card is on the dashboard (docs/product.md "Screens" (Dashboard)).
    await new DashboardPage(page).goto();
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === ANALYZE_PATH);

    // The quick card does not check the usage itself: the server's 403 decides.
    await quickDeal.analyze({ purchasePrice: '200000', monthlyRent: '1800', operatingExpenses: '500' });

    expect((await answered).status()).toBe(403);
    await expect(upgradeDialog.dialog).toBeVisible();
    await expect(toasts.withTitle('Analysis Failed')).toHaveCount(0);
    await expect(quickDeal.placeholder).toBeVisible();
    await upgradeDialog.continueWithFreeButton.click();
    await expect(upgradeDialog.dialog).toBeHidden();
    // The refused analysis was not counted.
    await dealAnalysis.goto();
    await expect(dealAnalysis.usageCounter).toHaveText('3 of 3 deal analyses used this month');
    await expect(dealForm.upgradeButton).toBeVisible();
  });
});

test('a 403 with the DEAL_LIMIT code opens the upgrade dialog without an Analysis Failed toast', async ({
  page,
  dealAnalysis,
  dealForm,
  dealResults,
  upgradeDialog,
  toasts,
}) => {
  await signInThroughApi(page);
  await page.route(`**${ANALYZE_PATH}`, (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'Forbidden',
        code: 'DEAL_LIMIT',
        message: LIMIT_MESSAGE,
        requestId: 'e2e-limit',
      }),
    }),
  );
  await dealAnalysis.goto();
  await dealForm.fill(REQUIRED);

  await dealForm.analyze();

  await expect(upgradeDialog.dialog).toBeVisible();
  await expect(toasts.withTitle('Analysis Failed')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(upgradeDialog.dialog).toBeHidden();
  await expect(dealResults.placeholderHeading).toBeVisible();
  await expect(dealForm.analyzeButton).toBeEnabled();
});

test('on the default plan the usage counter is not shown, even after an analysis', async ({
  page,
  dealAnalysis,
  dealForm,
  dealResults,
}) => {
  await signInThroughApi(page);
  await dealAnalysis.goto();
  await expect(dealAnalysis.usage).toHaveCount(0);

  await dealForm.fill(REQUIRED);
  await dealForm.analyze();

  await expect(dealResults.heading).toBeVisible();
  await expect(dealAnalysis.usage).toHaveCount(0);
  await expect(page.getByText(/deal analyses used this month/)).toHaveCount(0);
  await expect(dealForm.analyzeButton).toBeEnabled();
});
