import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, holdRequests, signInThroughApi, type TestAccount, test } from '../fixtures';
import { AccountSettingsPage } from '../page-models/account-page';
import { TwoFactorDialog } from '../page-models/two-factor-dialog';
import { totp } from '../totp';

// Two-factor sign-in on /account and /settings (docs/product.md "Two-factor sign-in"): setting it up, its backup
// codes, replacing them, turning it off, and the modals at phone width.

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

/**
 * Turns two-factor sign-in on through the API for the signed-in page (the set-up itself is tested above), with the
 * account's password as the API asks; answers the secret, the backup codes, and `freshCode()`: a code the server still
 * takes whenever it is asked for (the step used here is spent, and a step is never accepted twice; the next one is
 * accepted early, and the current one after that).
 */
async function enableThroughApi(
  page: Page,
  password: string,
): Promise<{ secret: string; backupCodes: string[]; freshCode: () => string }> {
  const setup = await page.request.post('/api/auth/2fa/setup', { headers: CLIENT });
  const { secret } = (await setup.json()) as { secret: string };
  const now = Date.now();
  const verify = await page.request.post('/api/auth/2fa/verify', {
    data: { code: totp(secret, now), password },
    headers: CLIENT,
  });
  expect(verify.status(), await verify.text()).toBe(200);
  const { backupCodes } = (await verify.json()) as { backupCodes: string[] };
  return { secret, backupCodes, freshCode: () => totp(secret, Math.max(Date.now(), now + 30_000)) };
}

/**
 * Signs `account` in through the API with a backup code, in a request context of its own (not the page's cookies);
 * answers the status of the second step: 200 when the code finished the sign-in (the session is ended again), 401 when
 * it was refused.
 */
async function signInWithBackupCode(
  request: APIRequestContext,
  account: TestAccount,
  backupCode: string,
): Promise<number> {
  const login = await request.post('/api/auth/login', {
    data: { usernameOrEmail: account.username, password: account.password },
    headers: CLIENT,
  });
  expect(login.status(), await login.text()).toBe(202);
  const challenge = await request.post('/api/auth/2fa/challenge', { data: { backupCode }, headers: CLIENT });
  if (challenge.status() === 200) await request.post('/api/auth/logout', { headers: CLIENT });
  return challenge.status();
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

    await dialog.verify(totp(secret, Date.now()), account.password);
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
    const account = await signInThroughApi(page);
    const { dialog, secret } = await openSetUp(page);

    // Certainly wrong: the right code of a step an hour ago.
    await dialog.verify(totp(secret, Date.now() - 3_600_000), account.password);
    await expect(toasts.withTitle('Verification Failed')).toBeVisible();
    await expect(dialog.codeError).toHaveText('Invalid verification code. Please try again.');
    await expect(dialog.codeInput).toHaveValue('');
    await expect(dialog.codeInput).toBeFocused();
    await expect(dialog.setupDialog).toBeVisible();
    await expect(dialog.backupDialog).toHaveCount(0);
    const status = await page.request.get('/api/auth/2fa/status', { headers: CLIENT });
    expect(await status.json()).toMatchObject({ enabled: false });
  });

  test('turning it on needs the password: a wrong one is said on its field, and nothing is turned on', async ({
    page,
    toasts,
  }) => {
    const account = await signInThroughApi(page);
    const { dialog, secret } = await openSetUp(page);
    await expect(dialog.setupPasswordInput).toHaveAttribute('type', 'password');
    await expect(dialog.setupPasswordInput).toHaveAttribute('autocomplete', 'current-password');

    // Six digits alone are not enough.
    await dialog.codeInput.fill(totp(secret, Date.now()));
    await expect(dialog.verifyButton).toBeDisabled();
    await dialog.setupPasswordInput.fill('not-the-password-9');
    await expect(dialog.verifyButton).toBeEnabled();
    await dialog.verifyButton.click();

    await expect(dialog.setupPasswordError).toHaveText('The current password is not correct.');
    await expect(dialog.setupPasswordInput).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.setupPasswordInput).toHaveAccessibleDescription(
      /The current password is not correct\./,
    );
    await expect(dialog.setupPasswordInput).toBeFocused();
    await expect(toasts.withTitle('Verification Failed')).toBeVisible();
    await expect(dialog.codeError).toHaveCount(0);
    await expect(dialog.backupDialog).toHaveCount(0);
    const status = await page.request.get('/api/auth/2fa/status', { headers: CLIENT });
    expect(await status.json()).toMatchObject({ enabled: false });

    // The refused try used no code: with the right password, a current code turns it on.
    await dialog.verify(totp(secret, Date.now()), account.password);
    await expect(dialog.backupDialog).toBeVisible();
    await expect(dialog.backupCodes).toHaveCount(10);
  });

  test('the code field keeps digits only, at most 6, and Verify is enabled at exactly 6 with a password', async ({
    page,
  }) => {
    const account = await signInThroughApi(page);
    const { dialog } = await openSetUp(page);
    await expect(dialog.verifyButton).toBeDisabled();
    await dialog.setupPasswordInput.fill(account.password);
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
    await dialog.codeInput.pressSequentially('6');
    await expect(dialog.verifyButton).toBeEnabled();
    await dialog.setupPasswordInput.clear();
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
    const account = await signInThroughApi(page);
    const { freshCode } = await enableThroughApi(page, account.password);
    const { section, status, dialog } = await openManageOnSettings(page);

    await dialog.turnOff('not-the-password-9', freshCode());
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
    const { freshCode } = await enableThroughApi(page, account.password);
    const { section, status, dialog } = await openManageOnSettings(page);

    // The page reads the status and the user again after turning it off. A slower answer for the user (held here
    // until the status has come back) must not matter: the modal closes with its toast either way.
    const userAnswer = await holdRequests(page, '**/api/auth/user');
    await dialog.turnOff(account.password, freshCode());
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
});

test.describe('replacing the backup codes', () => {
  test('Manage shows the codes left and replaces them with the password and a current code: new codes shown once, the old ones stop working', async ({
    page,
    request,
  }) => {
    test.slow();
    const account = await signInThroughApi(page);
    const { backupCodes: oldCodes, freshCode } = await enableThroughApi(page, account.password);
    // One old code spent on a sign-in elsewhere: the modal counts what is left.
    expect(await signInWithBackupCode(request, account, oldCodes[0] ?? '')).toBe(200);
    const { section, status, dialog } = await openManageOnSettings(page);
    await expect(dialog.backupRemaining).toHaveText('9 backup codes left.');
    // The modal starts on its safe action, not in the form that turns two-factor sign-in off.
    await expect(dialog.replaceCodesButton).toBeFocused();

    await dialog.replaceCodesButton.click();
    await expect(dialog.replaceDialog).toBeVisible();
    await expect(dialog.replacePasswordInput).toBeFocused();
    await expect(dialog.replacePasswordInput).toHaveAttribute('type', 'password');
    await expect(dialog.replacePasswordInput).toHaveAttribute('autocomplete', 'current-password');
    await expect(dialog.replaceSubmitButton).toBeDisabled();

    // A wrong password is said on its field; nothing is replaced.
    await dialog.replacePasswordInput.fill('not-the-password-9');
    const code = freshCode();
    await dialog.replaceCodeInput.fill(code);
    await dialog.replaceSubmitButton.click();
    await expect(dialog.replacePasswordError).toHaveText('The current password is not correct.');
    await expect(dialog.replacePasswordInput).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.replacePasswordInput).toBeFocused();
    await expect(dialog.replaceCodeInput).toHaveValue(code);
    const before = await page.request.get('/api/auth/2fa/status', { headers: CLIENT });
    expect(await before.json()).toMatchObject({ enabled: true, backupCodesRemaining: 9 });

    // Back to the overview, then all of it from the keyboard.
    await dialog.replaceBackButton.click();
    await expect(dialog.replaceCodesButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.replacePasswordInput).toBeFocused();
    await page.keyboard.type(account.password);
    await page.keyboard.press('Tab');
    await expect(dialog.replaceCodeInput).toBeFocused();
    await page.keyboard.type(freshCode());
    // Enter submits once the form has both values (its button is enabled by then): a busy machine can otherwise send
    // the key while the button is still disabled, and a form with a disabled submit button does not submit.
    await expect(dialog.replaceSubmitButton).toBeEnabled();
    // The button shows its work while the answer is on its way, and the modal cannot be closed meanwhile.
    const answer = await holdRequests(page, '**/api/auth/2fa/backup-codes');
    // Enter in the code field (locator.press presses it in the field as it is then, focused).
    await dialog.replaceCodeInput.press('Enter');
    await expect(dialog.replaceSubmitButton).toHaveText('Replacing...');
    await expect(dialog.replaceSubmitButton).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog.replaceDialog).toBeVisible();
    answer.release();

    await expect(dialog.backupDialog).toBeVisible();
    await expect(dialog.oldCodesNotice).toHaveText(
      'Your old backup codes no longer work. Save these new ones in their place.',
    );
    await expect(dialog.backupCodes).toHaveCount(10);
    const newCodes = await dialog.shownBackupCodes();
    expect(new Set(newCodes).size).toBe(10);
    expect(newCodes.filter((newCode) => oldCodes.includes(newCode))).toEqual([]);
    // The same presentation as at set-up: copy and download.
    await expect(dialog.copyCodesButton).toBeFocused();
    const downloading = page.waitForEvent('download');
    await dialog.downloadButton.click();
    expect((await downloading).suggestedFilename()).toBe('rentfolio-backup-codes.txt');
    // Only "I've Saved My Codes" leaves them.
    await page.keyboard.press('Escape');
    await expect(dialog.backupDialog).toBeVisible();
    await dialog.savedButton.click();
    await expect(dialog.backupDialog).toHaveCount(0);
    await expect(status).toHaveText('Two-factor sign-in is on.');
    await expect(section).toContainText('10 backup codes left.');
    // The focus goes back to where the modal was opened.
    await expect(section.getByRole('button', { name: 'Manage', exact: true })).toBeFocused();

    // An old code, unused until now, no longer finishes a sign-in; a new one does.
    expect(await signInWithBackupCode(request, account, oldCodes[1] ?? '')).toBe(401);
    expect(await signInWithBackupCode(request, account, newCodes[0] ?? '')).toBe(200);
    const after = await page.request.get('/api/auth/2fa/status', { headers: CLIENT });
    expect(await after.json()).toMatchObject({ enabled: true, backupCodesRemaining: 9 });
  });

  test('a wrong code is said on its field and emptied, and the codes are kept', async ({ page }) => {
    const account = await signInThroughApi(page);
    const { secret } = await enableThroughApi(page, account.password);
    const { dialog } = await openManageOnSettings(page);
    await dialog.replaceCodes(account.password, totp(secret, Date.now() - 3_600_000));
    await expect(dialog.replaceCodeError).toHaveText('Invalid verification code. Please try again.');
    await expect(dialog.replaceCodeInput).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.replaceCodeInput).toHaveValue('');
    await expect(dialog.replaceCodeInput).toBeFocused();
    await expect(dialog.replacePasswordError).toHaveCount(0);
    await expect(dialog.backupDialog).toHaveCount(0);
    const status = await page.request.get('/api/auth/2fa/status', { headers: CLIENT });
    expect(await status.json()).toMatchObject({ enabled: true, backupCodesRemaining: 10 });
  });
});

test.describe('at phone width (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  /** The modal lies within the screen's width and scrolls only up and down. */
  async function expectWithinWidth(page: Page, dialog: Locator): Promise<void> {
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 1000)).toBeLessThanOrEqual(375);
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
  }

  test('the set-up with its password, the overview and the replace step fit the screen', async ({ page }) => {
    const account = await signInThroughApi(page);
    const { dialog } = await openSetUp(page);
    await expect(dialog.setupPasswordInput).toBeVisible();
    await expectWithinWidth(page, dialog.setupDialog);
    await dialog.verifyButton.scrollIntoViewIfNeeded();
    await expect(dialog.verifyButton).toBeInViewport();
    await dialog.cancelButton.click();

    const { freshCode } = await enableThroughApi(page, account.password);
    const manage = await openManageOnSettings(page);
    await expectWithinWidth(page, manage.dialog.manageDialog);
    await expect(manage.dialog.backupRemaining).toHaveText('10 backup codes left.');
    await manage.dialog.replaceCodesButton.click();
    await expect(manage.dialog.replacePasswordInput).toBeVisible();
    await expectWithinWidth(page, manage.dialog.replaceDialog);
    await manage.dialog.replacePasswordInput.fill(account.password);
    await manage.dialog.replaceCodeInput.fill(freshCode());
    await manage.dialog.replaceSubmitButton.click();
    await expect(manage.dialog.backupDialog).toBeVisible();
    await expectWithinWidth(page, manage.dialog.backupDialog);
    await manage.dialog.savedButton.scrollIntoViewIfNeeded();
    await expect(manage.dialog.savedButton).toBeInViewport();
  });
});
