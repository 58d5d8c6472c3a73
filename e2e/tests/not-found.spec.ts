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

  // The dashboard is not built yet, so / has no screen and shows the 404 page by design.
  test('the root path shows Page Not Found until the dashboard exists', async ({ page, notFound, shell }) => {
    await page.goto('/');

    await expect(notFound.heading).toBeVisible();
    await expect(notFound.text).toBeVisible();
    await expect(shell.sidebar).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
