import { expect, holdRequests, test } from '../fixtures';

test('a spinner shows while the auth status loads, then the landing page', async ({ page, landing }) => {
  const authStatus = await holdRequests(page, '**/api/auth/user');
  const spinner = page.getByRole('status').filter({ hasText: 'Loading...' });

  await page.goto('/');

  await expect(spinner).toBeVisible();
  await expect(spinner).toHaveText('Loading...');
  await expect(landing.logInButton).toHaveCount(0);

  authStatus.release();

  await landing.expectShown();
  await expect(spinner).toHaveCount(0);
});

test('when the auth status cannot be loaded, Try again recovers', async ({ page, landing }) => {
  await page.route('**/api/auth/user', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Rentfolio could not load', exact: true }),
  ).toBeVisible();
  await expect(landing.logInButton).toHaveCount(0);

  await page.unroute('**/api/auth/user');
  await page.getByRole('button', { name: 'Try again', exact: true }).click();

  await landing.expectShown();
});
