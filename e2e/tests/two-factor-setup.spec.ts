import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  holdRequests,
  signInThroughApi,
  type TestAccount,
  test,
} from '../fixtures';
import { AccountSettingsPage } from '../page-models/account-page';
import { TwoFactorDialog } from '../page-models/two-factor-dialog';
import { totp } from '../totp';

const CLIENT = { 'x-rentfolio-client': 'e2e' };

/** Signs in through the panel with the password, up to the code step. */
async function startSignIn(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/sign-in');
  const main = page.getByRole('main');
  await main.getByLabel('Username or Email', { exact: true }).fill(account.username);
  await main.getByLabel('Password', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Two-Factor Sign-In');
}

/** Opens the Security tab and the set-up dialog with Enable; answers the secret shown, without its spaces. */
async function openSetUp(page: Page): Promise<{ dialog: TwoFactorDialog; secret: string }> {
  const accountPage = new AccountSettingsPage(page);
  await accountPage.goto('security');
  await accountPage.security.enableTwoFactorButton.click();
  const dialog = new TwoFactorDialog(page);
  await expect(dialog.setupDialog).toBeVisible();
  const shown = await dialog.shownSecret();
  return { dialog, secret: shown.replace(/\s/g, '') };
}

/** Turns two-factor sign-in on through the API for the signed-in page (the set-up itself is tested above); answers the secret. */
async function enableThroughApi(page: Page): Promise<string> {
  const setup = await page.request.post('/api/auth/2fa/setup', { headers: CLIENT });
  const { secret } = (await setup.json()) as { secret: string };
  const verify = await page.request.post('/api/auth/2fa/verify', {
    data: { code: totp(secret, Date.now()) },
    headers: CLIENT,
  });
  expect(verify.status(), await verify.text()).toBe(200);
  return secret;
}

/** Opens /settings and the two-factor modal with its Security section's Manage. */
async function openManageOnSettings(page: Page) {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Two-Factor Authentication', exact: true });
  // By its test id: while the modal is open, the page behind it is hidden from role queries (aria-hidden).
  const status = page.getByTestId('two-factor-status');
  await expect(status).toHaveText('Two-factor sign-in is on.');
  await section.getByRole('button', { name: 'Manage', exact: true }).click();
  const dialog = new TwoFactorDialog(page);
  await expect(dialog.manageDialog).toBeVisible();
  await expect(dialog.turnOffButton).toBeDisabled();
  return { section, status, dialog };
}

test.describe('setting up two-factor sign-in', () => {
  test('enabled with a code from the secret on screen: backup codes, status in place, then signing in with a code and with a backup code', async ({
    page,
    context,
    toasts,
    shell,
  }) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const account = await signInThroughApi(page);
    const accountPage = new AccountSettingsPage(page);
    const security = accountPage.security;
    await accountPage.goto('security');
    await expect(security.twoFactorStatus).toHaveText('Two-factor sign-in is off.');
    // A mark in the page's memory: it survives only if the page is never reloaded.
    await page.evaluate('window.__sameDocument = true');

    await security.enableTwoFactorButton.click();
    const dialog = new TwoFactorDialog(page);
    await expect(dialog.qrCode).toBeVisible();
    await expect(dialog.qrCode).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await expect(dialog.qrCode).toHaveAttribute('alt', /QR code/);
    const shown = await dialog.shownSecret();
    // Base32, in groups of four.
    expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const secret = shown.replace(/\s/g, '');

    await dialog.copySecretButton.click();
    await expect(dialog.copySecretButton).toHaveText('Copied');
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(secret);

    await dialog.verify(totp(secret, Date.now()));
    await expect(toasts.withTitle('2FA Enabled')).toBeVisible();
    await expect(
      toasts.region.getByText('Two-factor authentication has been successfully enabled.'),
    ).toBeVisible();
    await expect(dialog.backupDialog).toBeVisible();
    await expect(dialog.backupCodes).toHaveCount(10);
    const backupCodes = await dialog.shownBackupCodes();
    expect(new Set(backupCodes).size).toBe(10);

    await dialog.copyCodesButton.click();
    await expect(dialog.copyCodesButton).toHaveText('Copied');
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(backupCodes.join('\n'));

    const downloading = page.waitForEvent('download');
    await dialog.downloadButton.click();
    expect((await downloading).suggestedFilename()).toBe('rentfolio-backup-codes.txt');

    // Neither Escape nor a click outside closes the codes: only "I've Saved My Codes".
    await page.keyboard.press('Escape');
    await expect(dialog.backupDialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog.backupDialog).toBeVisible();
    await dialog.savedButton.click();
    await expect(dialog.backupDialog).toHaveCount(0);

    await expect(security.twoFactorStatus).toContainText('Two-factor sign-in is on.');
    await expect(security.twoFactorCard).toContainText('10 backup codes left.');
    await expect(security.manageTwoFactorButton).toBeVisible();
    expect(await page.evaluate('performance.getEntriesByType("navigation").length')).toBe(1);
    expect(await page.evaluate('window.__sameDocument')).toBe(true);

    // Signing in again asks for a code: the next step's (the current one was spent turning it on).
    await shell.logOut();
    await startSignIn(page, account);
    const main = page.getByRole('main');
    await main.getByLabel('Verification code').fill(totp(secret, Date.now() + 30_000));
    await main.getByRole('button', { name: 'Verify', exact: true }).click();
    await shell.expectSignedInLayout();

    await shell.logOut();
    await startSignIn(page, account);
    await main.getByRole('button', { name: 'Use a backup code instead' }).click();
    await main.getByLabel('Backup code').fill(backupCodes[3] ?? '');
    await main.getByRole('button', { name: 'Verify', exact: true }).click();
    await shell.expectSignedInLayout();
    const status = await page.request.get('/api/auth/2fa/status', { headers: CLIENT });
    expect(await status.json()).toMatchObject({ enabled: true, backupCodesRemaining: 9 });
  });

  test('a wrong code shows Verification Failed and leaves two-factor sign-in off', async ({
    page,
    toasts,
  }) => {
    await signInThroughApi(page);
    const { dialog, secret } = await openSetUp(page);

    // Certainly wrong: the right code of a step an hour ago.
    await dialog.verify(totp(secret, Date.now() - 3_600_000));
    await expect(toasts.withTitle('Verification Failed')).toBeVisible();
    await expect(dialog.codeError).toHaveText('Invalid verification code. Please try again.');
    await expect(dialog.codeInput).toHaveValue('');
    await expect(dialog.codeInput).toBeFocused();
    await expect(dialog.setupDialog).toBeVisible();
    await expect(dialog.backupDialog).toHaveCount(0);
    const status = await page.request.get('/api/auth/2fa/status', { headers: CLIENT });
    expect(await status.json()).toMatchObject({ enabled: false });
  });

  test('the code field keeps digits only, at most 6, and Verify is enabled at exactly 6', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const { dialog } = await openSetUp(page);
    await expect(dialog.verifyButton).toBeDisabled();

    await dialog.codeInput.pressSequentially('12ab34');
    await expect(dialog.codeInput).toHaveValue('1234');
    await expect(dialog.verifyButton).toBeDisabled();
    await dialog.codeInput.pressSequentially('5');
    await expect(dialog.verifyButton).toBeDisabled();
    await dialog.codeInput.pressSequentially('6');
    await expect(dialog.codeInput).toHaveValue('123456');
    await expect(dialog.verifyButton).toBeEnabled();
    await dialog.codeInput.pressSequentially('7');
    await expect(dialog.codeInput).toHaveValue('123456');
    await dialog.codeInput.press('Backspace');
    await expect(dialog.verifyButton).toBeDisabled();

    // Cancel closes the set-up without turning anything on.
    await dialog.cancelButton.click();
    await expect(dialog.setupDialog).toHaveCount(0);
    await expect(new AccountSettingsPage(page).security.twoFactorStatus).toHaveText(
      'Two-factor sign-in is off.',
    );
  });

  test('on /settings, the status is on and Manage refuses a wrong password, keeping it on', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const secret = await enableThroughApi(page);
    const { section, status, dialog } = await openManageOnSettings(page);

    await dialog.turnOff('not-the-password-9', totp(secret, Date.now() + 30_000));
    await expect(dialog.manageError).toHaveText('The current password is not correct.');
    await expect(dialog.currentCodeInput).toHaveValue('');
    await dialog.closeButton.click();
    await expect(dialog.manageDialog).toHaveCount(0);
    await expect(status).toHaveText('Two-factor sign-in is on.');
    await expect(section.getByRole('button', { name: 'Manage', exact: true })).toBeVisible();
    const answer = await page.request.get('/api/auth/2fa/status', { headers: CLIENT });
    expect(await answer.json()).toMatchObject({ enabled: true });
  });

  test('on /settings, Manage turns it off with the password and a current code, in place', async ({
    page,
    toasts,
  }) => {
    const account = await signInThroughApi(page);
    const secret = await enableThroughApi(page);
    const { section, status, dialog } = await openManageOnSettings(page);

    // The page reads the status and the user again after turning it off. A slower answer for the user (held here
    // until the status has come back) must not matter: the modal closes with its toast either way.
    const userAnswer = await holdRequests(page, '**/api/auth/user');
    await dialog.turnOff(account.password, totp(secret, Date.now() + 30_000));
    await expect(status).toHaveText('Two-factor sign-in is off.');
    userAnswer.release();
    await expect(toasts.withTitle('2FA Disabled')).toBeVisible();
    await expect(dialog.manageDialog).toHaveCount(0);
    await expect(dialog.setupDialog).toHaveCount(0);
    await expect(status).toHaveText('Two-factor sign-in is off.');
    await expect(section.getByRole('button', { name: 'Enable', exact: true })).toBeVisible();
    const answer = await page.request.get('/api/auth/2fa/status', { headers: CLIENT });
    expect(await answer.json()).toMatchObject({ enabled: false });
  });

  test('the set-up and backup-code steps have no serious accessibility violations, in light and dark mode', async ({
    page,
  }) => {
    // Two page loads and several axe scans.
    test.slow();
    await signInThroughApi(page);
    let { dialog, secret } = await openSetUp(page);
    await dialog.verify(totp(secret, Date.now() - 3_600_000));
    await expect(dialog.codeError).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const response = await page.request.patch('/api/user/settings', {
      data: { darkMode: true },
      headers: CLIENT,
    });
    expect(response.status()).toBe(200);
    ({ dialog, secret } = await openSetUp(page));
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoSeriousA11yViolations(page);

    await dialog.verify(totp(secret, Date.now()));
    await expect(dialog.backupDialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
