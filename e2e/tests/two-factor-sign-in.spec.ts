import type { APIRequestContext } from '@playwright/test';
import { expect, newAccount, registerThroughApi, type TestAccount, test } from '../fixtures';
import { totp } from '../totp';

// Signing in with two-factor sign-in on (docs/product.md "Two-factor sign-in"): the code step after the password,
// a wrong code, the right one and a backup code.

const CLIENT = { 'x-rentfolio-client': 'e2e' };

/** Registers an account and turns two-factor sign-in on through the API; answers its secret and backup codes. */
async function accountWithTwoFactor(request: APIRequestContext): Promise<{
  account: TestAccount;
  secret: string;
  backupCodes: string[];
}> {
  const account = newAccount('tfa');
  await registerThroughApi(request, account);
  const login = await request.post('/api/auth/login', {
    data: { usernameOrEmail: account.username, password: account.password },
    headers: CLIENT,
  });
  expect(login.status()).toBe(200);
  const setup = await request.post('/api/auth/2fa/setup', { headers: CLIENT });
  const { secret } = await setup.json();
  const verify = await request.post('/api/auth/2fa/verify', {
    // Turning it on needs the account's password as well as a code.
    data: { code: totp(secret, Date.now()), password: account.password },
    headers: CLIENT,
  });
  expect(verify.status(), await verify.text()).toBe(200);
  const { backupCodes } = await verify.json();
  await request.post('/api/auth/logout', { headers: CLIENT });
  return { account, secret, backupCodes };
}

test.describe('signing in with two-factor sign-in on', () => {
  test('the password leads to the code step; a wrong code is refused; the right one signs in; a backup code works once', async ({
    page,
    landing,
    authPanel,
    toasts,
    shell,
  }) => {
    const { account, secret, backupCodes } = await accountWithTwoFactor(page.request);
    await landing.goto();
    await landing.openLogIn();
    await authPanel.usernameOrEmailInput.fill(account.username);
    await authPanel.passwordInput.fill(account.password);
    await authPanel.signInButton.click();

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Two-Factor Sign-In');
    const codeInput = main.getByLabel('Verification code');
    const verify = main.getByRole('button', { name: 'Verify', exact: true });
    await codeInput.pressSequentially('12ab34');
    await expect(codeInput).toHaveValue('1234');
    await expect(verify).toBeDisabled();

    // A code that is certainly wrong: the right one for a step an hour ago.
    const wrong = totp(secret, Date.now() - 3_600_000);
    await codeInput.fill(wrong);
    await verify.click();
    await expect(main.getByRole('alert')).toHaveText('Invalid verification code. Please try again.');
    await expect(codeInput).toHaveValue('');

    // The next step's code: the current one was spent turning two-factor sign-in on.
    await codeInput.fill(totp(secret, Date.now() + 30_000));
    await verify.click();
    await expect(toasts.withTitle('Welcome back!')).toBeVisible();
    await shell.expectSignedInLayout();

    await page.request.post('/api/auth/logout', { headers: CLIENT });
    await landing.goto();
    await landing.openLogIn();
    await authPanel.usernameOrEmailInput.fill(account.username);
    await authPanel.passwordInput.fill(account.password);
    await authPanel.signInButton.click();
    await main.getByRole('button', { name: 'Use a backup code instead' }).click();
    await main.getByLabel('Backup code').fill(backupCodes[0] ?? '');
    await main.getByRole('button', { name: 'Verify', exact: true }).click();
    await shell.expectSignedInLayout();
  });
});
