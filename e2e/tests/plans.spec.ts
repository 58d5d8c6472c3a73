import { expect, signInThroughApi, test } from '../fixtures';

// /checkout, /subscription and the plan comparison dialog (docs/product.md "Plans", "Screens" (Upgrade dialog)).

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page);
});

// Every feature of the product is free for everyone (docs/product.md "Plans"): both lists show all of them.
const EVERY_FEATURE = [
  'Deal analysis calculator',
  'Portfolio dashboard',
  'Advanced analytics and charts',
  'Investment goal tracking',
  'Achievements',
  'Market trends and heat maps',
  'Property search and comparison',
  'Investment insights',
  'Email notifications and monthly reports',
  'CSV import and export',
  'Two-factor authentication',
  'Account management',
  'Themes and dark mode',
  'Onboarding wizard',
];

test('/checkout says everything is free and lists every feature of the product', async ({
  page,
  checkout,
  shell,
}) => {
  await checkout.goto();

  await expect(checkout.heading).toBeVisible();
  await expect(checkout.text).toBeVisible();
  await expect(shell.sidebar).toBeVisible();
  const included = page
    .getByRole('region', { name: "What's included" })
    .getByTestId('included-feature-title');
  await expect(included).toHaveText(EVERY_FEATURE);
  // Nothing that is not part of the product is promised.
  await expect(page.getByText(/Priority support|\$19\.99/)).toHaveCount(0);
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

  test('shows what Free includes at $0 and Pro as not offered; Continue with Free Plan closes it', async ({
    page,
    subscription,
  }) => {
    await expect(subscription.freeColumn.getByText('$0', { exact: true })).toBeVisible();
    await expect(subscription.freeColumn.getByText('Current plan', { exact: true })).toBeVisible();
    await expect(subscription.freeColumn.getByText('Unlimited deal analyses', { exact: true })).toBeVisible();
    await expect(subscription.freeColumn.getByRole('listitem')).toHaveText([
      'Unlimited deal analyses',
      ...EVERY_FEATURE,
    ]);
    await expect(subscription.freeColumn.getByText('Basic dashboard')).toHaveCount(0);
    await expect(subscription.proColumn.getByText('Not offered', { exact: true })).toBeVisible();
    await expect(
      subscription.proColumn.getByText(
        'Every feature is already in the Free plan, so there is nothing to upgrade to.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(subscription.proColumn.getByText('$19.99')).toHaveCount(0);

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

  test("See what's included leads to /checkout", async ({ page, subscription, checkout }) => {
    await subscription.seeIncludedButton.click();

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
