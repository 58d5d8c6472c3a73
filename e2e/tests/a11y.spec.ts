import { expect, expectNoSeriousA11yViolations, signInThroughApi, test } from '../fixtures';

// axe-core on every screen of the shell, in the states a user meets (serious and critical violations fail).

test.describe('signed out', () => {
  test('the landing page', async ({ landing, page }) => {
    await landing.goto();
    await expectNoSeriousA11yViolations(page);
  });

  test('the panel in Sign In mode with an error shown', async ({ landing, authPanel, page }) => {
    await landing.goto();
    await landing.openLogIn();
    await authPanel.signInButton.click();
    await expect(authPanel.error).toBeVisible();

    await expectNoSeriousA11yViolations(page);
  });

  test('the panel in Create Account mode', async ({ landing, authPanel, page }) => {
    await landing.goto();
    await landing.getStartedFree();
    await authPanel.expectCreateAccountMode();

    await expectNoSeriousA11yViolations(page);
  });

  test('the admin PIN panel', async ({ landing, adminPanel, page }) => {
    await landing.goto();
    await landing.openAdminAccess();
    await adminPanel.expectShown();

    await expectNoSeriousA11yViolations(page);
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the landing page', async ({ landing, page }) => {
      await landing.goto();
      await expectNoSeriousA11yViolations(page);
    });
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page);
  });

  test('the 404 page', async ({ page, notFound }) => {
    await page.goto('/no-such-page');
    await expect(notFound.heading).toBeVisible();

    await expectNoSeriousA11yViolations(page);
  });

  test('/checkout', async ({ page, checkout }) => {
    await checkout.goto();
    await expect(checkout.heading).toBeVisible();

    await expectNoSeriousA11yViolations(page);
  });

  test('/subscription, and with the plan comparison open', async ({ page, subscription }) => {
    await subscription.goto();
    await expect(subscription.usageLimitValue).toHaveText('Unlimited');

    await expectNoSeriousA11yViolations(page);

    await subscription.openPlanComparison();
    await expect(subscription.dialog).toBeVisible();

    await expectNoSeriousA11yViolations(page);
  });
});
