import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, signInThroughApi, type TestAccount, test } from '../fixtures';
import { AccountSettingsPage } from '../page-models/account-page';

// /account's Security tab (docs/product.md "Security", "Account"): the password change, the signed-in devices, the
// data download and deleting the account.

const CLIENT = { 'x-rentfolio-client': 'e2e' };

/** A browser the device list names "Firefox on macOS" (the server reads the User-Agent). */
const FIREFOX_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Signs in with `password` from a fresh API client (another device); answers the HTTP status of the sign-in. */
async function signInStatus(request: APIRequestContext, usernameOrEmail: string, password: string) {
  const response = await request.post('/api/auth/login', {
    data: { usernameOrEmail, password },
    headers: CLIENT,
  });
  return response.status();
}

test.describe('Account Settings: Security tab', () => {
  test('the password checks come in the product’s order, with their toasts, before anything is sent', async ({
    page,
    toasts,
  }) => {
    const account = await signInThroughApi(page);
    const accountPage = new AccountSettingsPage(page);
    const security = accountPage.security;
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user/password') sent.push(request.method());
    });
    await accountPage.goto('security');
    await expect(accountPage.securityTabButton).toHaveAttribute('aria-selected', 'true');
    await expect(security.requirements).toContainText('At least 8 characters');

    // Short and different: the mismatch is reported first.
    await security.changePassword({ current: account.password, next: 'short', confirm: 'other' });
    await expect(toasts.withTitle('Password Mismatch')).toBeVisible();
    await expect(toasts.region.getByText("New password and confirmation don't match.")).toBeVisible();
    await expect(security.fieldError('confirmPassword')).toHaveText(
      "New password and confirmation don't match.",
    );

    await security.changePassword({ current: account.password, next: 'short12', confirm: 'short12' });
    await expect(toasts.withTitle('Password Too Short')).toBeVisible();
    await expect(toasts.region.getByText('Password must be at least 8 characters long.')).toBeVisible();
    await expect(security.fieldError('newPassword')).toHaveText(
      'Password must be at least 8 characters long.',
    );
    expect(sent).toEqual([]);

    // Show/hide turns every password field into text and back.
    await expect(security.newPasswordInput).toHaveAttribute('type', 'password');
    await security.showPasswordsButton.click();
    await expect(security.newPasswordInput).toHaveAttribute('type', 'text');
    await expect(security.currentPasswordInput).toHaveAttribute('type', 'text');
    await expect(security.hidePasswordsButton).toHaveAttribute('aria-pressed', 'true');
    await security.hidePasswordsButton.click();
    await expect(security.confirmPasswordInput).toHaveAttribute('type', 'password');
  });

  test('a wrong current password fails; the right one changes it, clears the fields and the new one signs in', async ({
    page,
    playwright,
    baseURL,
    toasts,
  }) => {
    const account = await signInThroughApi(page);
    const accountPage = new AccountSettingsPage(page);
    const security = accountPage.security;
    await accountPage.goto('security');
    const newPassword = 'fresh-passphrase-77';

    await security.changePassword({ current: 'not-the-password-9', next: newPassword, confirm: newPassword });
    await expect(toasts.withTitle('Password Update Failed')).toBeVisible();
    await expect(
      toasts.region.getByText('Failed to update password. Please check your current password.'),
    ).toBeVisible();
    await expect(security.currentPasswordInput).toHaveValue('not-the-password-9');

    await security.changePassword({ current: account.password, next: newPassword, confirm: newPassword });
    await expect(toasts.withTitle('Password Updated')).toBeVisible();
    await expect(toasts.region.getByText('Your password has been successfully changed.')).toBeVisible();
    await expect(security.currentPasswordInput).toHaveValue('');
    await expect(security.newPasswordInput).toHaveValue('');
    await expect(security.confirmPasswordInput).toHaveValue('');

    // This browser stays signed in (its session was renewed).
    await accountPage.goto('security');
    const other = await playwright.request.newContext({ baseURL });
    try {
      expect(await signInStatus(other, account.username, account.password)).toBe(401);
      expect(await signInStatus(other, account.username, newPassword)).toBe(200);
    } finally {
      await other.dispose();
    }
  });

  test('the devices list marks this device and revokes another one', async ({
    page,
    playwright,
    baseURL,
    toasts,
  }) => {
    const account = await signInThroughApi(page);
    const laptop = await playwright.request.newContext({ baseURL, userAgent: FIREFOX_ON_MAC });
    try {
      expect(await signInStatus(laptop, account.username, account.password)).toBe(200);
      const accountPage = new AccountSettingsPage(page);
      const security = accountPage.security;
      await accountPage.goto('security');

      await expect(security.devices).toHaveCount(2);
      await expect(security.thisDevice).toHaveCount(1);
      const laptopRow = security.device('Firefox on macOS');
      await expect(laptopRow).toHaveCount(1);
      await expect(laptopRow).not.toContainText('This device');
      await expect(security.signOutEverywhereElseButton).toBeVisible();
      // This device has no Revoke of its own.
      await expect(security.devicesCard.getByRole('button', { name: /^Revoke/ })).toHaveCount(1);

      await security.revokeButton('Firefox on macOS').click();
      await expect(toasts.withTitle('Device signed out')).toBeVisible();
      await expect(security.devices).toHaveCount(1);
      await expect(security.thisDevice).toHaveCount(1);
      await expect(security.onlyThisDeviceNote).toBeVisible();
      expect((await laptop.get('/api/auth/user', { headers: CLIENT })).status()).toBe(401);
      expect((await page.request.get('/api/auth/user', { headers: CLIENT })).status()).toBe(200);
    } finally {
      await laptop.dispose();
    }
  });

  test('Download my data saves one JSON file of the account, without secrets', async ({ page }) => {
    const account = await signInThroughApi(page);
    const accountPage = new AccountSettingsPage(page);
    await accountPage.goto('security');
    await expect(accountPage.security.downloadDataLink).toHaveAttribute('href', '/api/user/export');

    const downloading = page.waitForEvent('download');
    await accountPage.security.downloadDataLink.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^rentfolio-data-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile(await download.path(), 'utf8');
    const data = JSON.parse(text) as { profile: Record<string, unknown> };
    expect(data.profile).toMatchObject({ username: account.username, email: account.email });
    expect(text).not.toContain(account.password);
    expect(text).not.toMatch(/passwordHash|twoFactorSecret/);
  });

  test('deleting the account: a wrong password is refused; the right one deletes it and signs out for good', async ({
    page,
    playwright,
    baseURL,
    toasts,
    shell,
  }) => {
    const account: TestAccount = await signInThroughApi(page);
    const accountPage = new AccountSettingsPage(page);
    const security = accountPage.security;
    await accountPage.goto('security');

    await security.deleteAccountButton.click();
    await expect(security.deleteDialog).toBeVisible();
    await expect(security.confirmDeleteButton).toBeDisabled();
    // Two-factor sign-in is off: no code is asked for.
    await expect(security.deleteCodeInput).toHaveCount(0);
    await security.deletePasswordInput.fill('not-the-password-9');
    await security.confirmDeleteButton.click();
    await expect(security.deleteError).toHaveText('The password is not correct.');
    await expect(security.deleteDialog).toBeVisible();

    await security.deletePasswordInput.fill(account.password);
    await security.confirmDeleteButton.click();
    await expect(toasts.withTitle('Account deleted')).toBeVisible();
    await expect(shell.sidebar).toHaveCount(0);
    expect((await page.request.get('/api/auth/user', { headers: CLIENT })).status()).toBe(401);

    const other = await playwright.request.newContext({ baseURL });
    try {
      expect(await signInStatus(other, account.username, account.password)).toBe(401);
    } finally {
      await other.dispose();
    }
  });

  test('after deleting the account the landing page shows', async ({ page, landing }) => {
    const account = await signInThroughApi(page);
    const accountPage = new AccountSettingsPage(page);
    await accountPage.goto('security');
    await accountPage.security.deleteAccount(account.password);
    await landing.expectShown();
    await expect(page).toHaveURL(/\/$/);
  });
});
