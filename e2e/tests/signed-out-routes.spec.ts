import { expect, test } from '../fixtures';

// The signed-out addresses (docs/product.md "Navigation"): the sign-in and sign-up panels have their own, and an
// unknown path shows the 404 page.

test.describe('signed-out addresses', () => {
  test('the panels have their own addresses, so Back returns to the landing page', async ({
    page,
    landing,
    authPanel,
  }) => {
    await landing.goto();
    await landing.openLogIn();
    await expect(page).toHaveURL(/\/sign-in$/);
    await authPanel.expectSignInMode();
    await expect(authPanel.heading).toBeFocused();

    await authPanel.switchToCreateAccount();
    await expect(page).toHaveURL(/\/sign-up$/);
    await authPanel.expectCreateAccountMode();

    await page.goBack();
    await expect(page).toHaveURL(/\/sign-in$/);
    await authPanel.expectSignInMode();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(landing.getStartedFreeButton).toBeVisible();

    await page.goto('/sign-up');
    await authPanel.expectCreateAccountMode();
  });

  test('an unknown path shows the 404 page with a link home, not the landing page', async ({
    page,
    landing,
  }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(landing.getStartedFreeButton).toHaveCount(0);

    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(landing.getStartedFreeButton).toBeVisible();
  });
});
