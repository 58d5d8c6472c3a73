import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';

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
    await expectNoSeriousA11yViolations(page);
    await page.locator('html').evaluate((html) => html.classList.add('dark'));
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(landing.getStartedFreeButton).toBeVisible();
  });
});
