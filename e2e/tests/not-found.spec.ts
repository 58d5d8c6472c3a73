import { expect, signInThroughApi, test } from '../fixtures';

test.describe('the 404 page, signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page);
  });

  test('an unknown path shows Page Not Found inside the layout', async ({ page, notFound, shell }) => {
    await page.goto('/no-such-page');

    await expect(notFound.heading).toBeVisible();
    await expect(notFound.text).toBeVisible();
    await expect(shell.sidebar).toBeVisible();
    await expect(page).toHaveURL(/\/no-such-page$/);
  });

  // / is the dashboard: it never falls through to the 404 page.
  test('the root path shows the dashboard, not Page Not Found', async ({ page, notFound, shell }) => {
    await page.goto('/');

    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Investment Dashboard', exact: true }),
    ).toBeVisible();
    await expect(notFound.heading).toHaveCount(0);
    await expect(notFound.text).toHaveCount(0);
    await expect(shell.sidebar).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
