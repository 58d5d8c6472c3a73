import { expect, signInThroughApi, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page);
});

test('/checkout says everything is free', async ({ checkout, shell }) => {
  await checkout.goto();

  await expect(checkout.heading).toBeVisible();
  await expect(checkout.text).toBeVisible();
  await expect(shell.sidebar).toBeVisible();
});

test('/subscription shows the current plan and unlimited usage', async ({ subscription }) => {
  await subscription.goto();

  await expect(subscription.heading).toBeVisible();
  await expect(subscription.currentPlanName).toBeVisible();
  await expect(subscription.usageLimitLabel).toHaveText('Monthly limit');
  await expect(subscription.usageLimitValue).toHaveText('Unlimited');
  await expect(subscription.usageUsed).toHaveText('0 deal analyses used this month');
  await expect(subscription.usageError).toHaveCount(0);
});

test.describe('the plan comparison dialog', () => {
  test.beforeEach(async ({ subscription }) => {
    await subscription.goto();
    await subscription.openPlanComparison();
    await expect(subscription.dialog).toBeVisible();
    // The focus moves into the dialog (its first button) once it is ready for the keyboard.
    await expect(subscription.continueWithFreeButton).toBeFocused();
  });

  test('shows Free at $0 and Pro at $19.99; Continue with Free Plan closes it', async ({
    page,
    subscription,
  }) => {
    await expect(subscription.freeColumn.getByText('$0', { exact: true })).toBeVisible();
    await expect(subscription.freeColumn.getByText('Current plan', { exact: true })).toBeVisible();
    await expect(subscription.proColumn.getByText('$19.99', { exact: true })).toBeVisible();
    await expect(subscription.proColumn.getByText('Unlimited deal analyses', { exact: true })).toBeVisible();

    await subscription.continueWithFreeButton.click();

    await expect(subscription.dialog).toBeHidden();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(subscription.heading).toBeVisible();
  });

  test('Escape closes it', async ({ page, subscription }) => {
    await page.keyboard.press('Escape');

    await expect(subscription.dialog).toBeHidden();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(subscription.comparePlansButton).toBeVisible();
  });

  // WAI-ARIA dialog pattern, WCAG 2.4.3: a keyboard user must land back where they were.
  test('closing it returns the focus to Compare plans', async ({ page, subscription }) => {
    await page.keyboard.press('Escape');

    await expect(subscription.dialog).toBeHidden();
    await expect(subscription.comparePlansButton).toBeFocused({ timeout: 2_000 });
  });

  test('Upgrade to Pro leads to /checkout', async ({ page, subscription, checkout }) => {
    await subscription.upgradeToProButton.click();

    await expect(page).toHaveURL(/\/checkout$/);
    await expect(checkout.heading).toBeVisible();
    await expect(subscription.dialog).toBeHidden();
  });
});

test('/subscription shows an error instead of figures when the usage cannot be loaded', async ({
  page,
  subscription,
}) => {
  await page.route('**/api/user/usage', (route) => route.fulfill({ status: 500, body: 'down' }));

  await subscription.goto();

  await expect(subscription.usageError).toBeVisible();
  await expect(subscription.usageError.getByRole('button', { name: 'Try again', exact: true })).toBeVisible();
  await expect(subscription.usageLimitValue).toHaveCount(0);
  await expect(subscription.usageUsed).toHaveCount(0);
  // The plan itself does not depend on the usage call.
  await expect(subscription.currentPlanName).toBeVisible();
});
