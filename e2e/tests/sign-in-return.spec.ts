import type { APIRequestContext } from '@playwright/test';
import {
  createPropertyThroughApi,
  expect,
  newAccount,
  newProperty,
  registerThroughApi,
  signInThroughApi,
  type TestAccount,
  test,
} from '../fixtures';
import { MarketTrendsPage } from '../page-models/market-trends-page';
import { totp } from '../totp';

// docs/product.md "Screens": a signed-in screen's address opened signed out shows the sign-in panel, which opens that
// very page (query and all) once the user is in; only a page of this site is ever returned to.

const CLIENT = { 'x-rentfolio-client': 'e2e' };
const CONTINUE_TEXT = 'Sign in to continue to the page you opened.';

/** Registers an account with two-factor sign-in on (through the API, signed out again); answers its secret. */
async function accountWithTwoFactor(
  request: APIRequestContext,
): Promise<{ account: TestAccount; secret: string }> {
  const account = newAccount('ret');
  await registerThroughApi(request, account);
  const login = await request.post('/api/auth/login', {
    data: { usernameOrEmail: account.username, password: account.password },
    headers: CLIENT,
  });
  expect(login.status()).toBe(200);
  const { secret } = await (await request.post('/api/auth/2fa/setup', { headers: CLIENT })).json();
  const verify = await request.post('/api/auth/2fa/verify', {
    data: { code: totp(secret, Date.now()), password: account.password },
    headers: CLIENT,
  });
  expect(verify.status(), await verify.text()).toBe(200);
  await request.post('/api/auth/logout', { headers: CLIENT });
  return { account, secret };
}

test.describe('a signed-in page opened signed out', () => {
  test('/deal-analysis shows the sign-in panel, not the 404 page, and signing in opens it', async ({
    page,
    authPanel,
    dealAnalysis,
    notFound,
  }) => {
    const account = newAccount('ret');
    await registerThroughApi(page.request, account);

    await page.goto('/deal-analysis');
    await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fdeal-analysis$/);
    await authPanel.expectSignInMode();
    await expect(page.getByText(CONTINUE_TEXT, { exact: true })).toBeVisible();
    await expect(notFound.heading).toHaveCount(0);
    await expect(page).toHaveTitle('Sign In · Rentfolio');

    await authPanel.signIn(account.username, account.password);
    await expect(dealAnalysis.heading).toBeVisible();
    await expect(page).toHaveURL(/\/deal-analysis$/);
  });

  test('a page with a query string opens with it after the two-factor step', async ({ page, authPanel }) => {
    const { account, secret } = await accountWithTwoFactor(page.request);
    const target = '/market-trends?city=Austin&state=TX';

    await page.goto(target);
    await expect(page).toHaveURL(`/sign-in?returnTo=${encodeURIComponent(target)}`);
    await authPanel.signIn(account.username, account.password);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Two-Factor Sign-In');
    // The next step's code: the current one was spent turning two-factor sign-in on.
    await main.getByLabel('Verification code').fill(totp(secret, Date.now() + 30_000));
    await main.getByRole('button', { name: 'Verify', exact: true }).click();

    const market = new MarketTrendsPage(page);
    await expect(market.heading).toBeVisible();
    await expect(page).toHaveURL(target);
    await expect(market.cityInput).toHaveValue('Austin');
  });

  test('the page to open survives a detour through Create Account', async ({ page, authPanel }) => {
    const account = newAccount('ret');
    await page.goto('/property-search');
    await authPanel.switchToCreateAccount();
    await expect(page).toHaveURL(/\/sign-up\?returnTo=%2Fproperty-search$/);
    await authPanel.createAccount(account);
    await authPanel.expectSignInMode();
    await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fproperty-search$/);
    await authPanel.passwordInput.fill(account.password);
    await authPanel.signInButton.click();
    await expect(page).toHaveURL(/\/property-search$/);
  });

  test('a session that ends while the app is open shows the sign-in panel, which returns to the page', async ({
    page,
    authPanel,
    shell,
  }) => {
    const account = await signInThroughApi(page);
    const property = await createPropertyThroughApi(page, newProperty({ address: '77 Return Road' }));
    await page.goto(`/properties/${property.id}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('77 Return Road');

    // The session ends (as when it expires): the next read answers 401.
    await page.context().clearCookies();
    await shell.sidebar.getByRole('link', { name: 'Insights', exact: true }).click();
    await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Finsights$/);
    await expect(page.getByText(CONTINUE_TEXT, { exact: true })).toBeVisible();

    await authPanel.signIn(account.username, account.password);
    await expect(page).toHaveURL(/\/insights$/);
    await shell.expectSignedInLayout();
  });
});

test.describe('the return target', () => {
  test('an absolute URL or a //host is ignored: signing in opens the dashboard of this site', async ({
    page,
    authPanel,
    baseURL,
  }) => {
    const account = newAccount('ret');
    await registerThroughApi(page.request, account);
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('evil.example')) elsewhere.push(request.url());
    });
    const dashboard = page
      .getByRole('main')
      .getByRole('heading', { level: 1, name: 'Investment Dashboard', exact: true });

    // (`/\host` and the other forms are refused the same way: routes/app-paths.test.ts.)
    for (const target of ['https://evil.example/deal-analysis', '//evil.example']) {
      await page.goto(`/sign-in?returnTo=${encodeURIComponent(target)}`);
      await authPanel.expectSignInMode();
      // No page of this site is waiting, so the panel does not say one is.
      await expect(page.getByText(CONTINUE_TEXT, { exact: true })).toHaveCount(0);
      await authPanel.signIn(account.username, account.password);
      await expect(dashboard).toBeVisible();
      expect(page.url(), target).toBe(`${baseURL}/`);
      await page.request.post('/api/auth/logout', { headers: CLIENT });
    }
    expect(elsewhere).toEqual([]);
  });
});
