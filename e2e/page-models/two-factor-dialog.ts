import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The two-factor modal (docs/product.md "Two-factor sign-in"), opened by Enable or Manage on the Account page's
 * Security tab and on /settings: set-up (QR code, secret, code and password), then the backup codes; or, when it is
 * on, new backup codes in place of the old ones, or turning it off, each with the password and a current code.
 */
export class TwoFactorDialog {
  readonly page: Page;

  // Set-up
  readonly setupDialog: Locator;
  readonly preparing: Locator;
  readonly qrCode: Locator;
  readonly secret: Locator;
  readonly copySecretButton: Locator;
  readonly codeInput: Locator;
  readonly codeError: Locator;
  readonly setupPasswordInput: Locator;
  readonly setupPasswordError: Locator;
  readonly verifyButton: Locator;
  readonly cancelButton: Locator;

  // Backup codes
  readonly backupDialog: Locator;
  readonly backupCodesList: Locator;
  readonly backupCodes: Locator;
  readonly copyCodesButton: Locator;
  readonly downloadButton: Locator;
  readonly savedButton: Locator;
  /** Shown with codes that replaced older ones. */
  readonly oldCodesNotice: Locator;

  // Manage: the backup codes left, and replacing them
  readonly manageDialog: Locator;
  readonly backupRemaining: Locator;
  readonly replaceCodesButton: Locator;
  readonly replaceDialog: Locator;
  readonly replacePasswordInput: Locator;
  readonly replacePasswordError: Locator;
  readonly replaceCodeInput: Locator;
  readonly replaceCodeError: Locator;
  readonly replaceError: Locator;
  readonly replaceSubmitButton: Locator;
  readonly replaceBackButton: Locator;

  // Manage: turning it off
  readonly passwordInput: Locator;
  readonly currentCodeInput: Locator;
  readonly manageError: Locator;
  readonly turnOffButton: Locator;
  readonly closeButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.setupDialog = page.getByRole('dialog', { name: 'Set Up Two-Factor Authentication', exact: true });
    this.preparing = this.setupDialog.getByText('Preparing your secret key...');
    this.qrCode = this.setupDialog.getByTestId('two-factor-qr');
    this.secret = this.setupDialog.getByTestId('two-factor-secret');
    this.copySecretButton = this.setupDialog.getByRole('button', { name: /^(Copy|Copied)$/ });
    this.codeInput = this.setupDialog.getByLabel('Verification code', { exact: true });
    // Each field's error is announced (role alert) and describes its field.
    this.codeError = this.setupDialog.locator('#two-factor-setup-code-error');
    this.setupPasswordInput = this.setupDialog.getByLabel('Password', { exact: true });
    this.setupPasswordError = this.setupDialog.locator('#two-factor-setup-password-error');
    this.verifyButton = this.setupDialog.getByRole('button', { name: /^(Verify|Verifying\.\.\.)$/ });
    this.cancelButton = this.setupDialog.getByRole('button', { name: 'Cancel', exact: true });

    this.backupDialog = page.getByRole('dialog', { name: 'Save Your Backup Codes', exact: true });
    this.backupCodesList = this.backupDialog.getByTestId('backup-codes');
    this.backupCodes = this.backupCodesList.getByRole('listitem');
    this.copyCodesButton = this.backupDialog.getByRole('button', { name: /^(Copy codes|Copied)$/ });
    this.downloadButton = this.backupDialog.getByRole('button', { name: 'Download', exact: true });
    this.savedButton = this.backupDialog.getByRole('button', { name: "I've Saved My Codes", exact: true });
    this.oldCodesNotice = this.backupDialog.getByRole('status');

    this.manageDialog = page.getByRole('dialog', { name: 'Two-Factor Authentication', exact: true });
    this.backupRemaining = this.manageDialog.getByTestId('two-factor-backup-remaining');
    this.replaceCodesButton = this.manageDialog.getByRole('button', {
      name: 'Replace backup codes',
      exact: true,
    });
    this.replaceDialog = page.getByRole('dialog', { name: 'Replace Backup Codes', exact: true });
    this.replacePasswordInput = this.replaceDialog.getByLabel('Password', { exact: true });
    this.replacePasswordError = this.replaceDialog.locator('#two-factor-replace-password-error');
    this.replaceCodeInput = this.replaceDialog.getByLabel('Current code', { exact: true });
    this.replaceCodeError = this.replaceDialog.locator('#two-factor-replace-code-error');
    this.replaceError = this.replaceDialog.getByRole('alert');
    this.replaceSubmitButton = this.replaceDialog.getByRole('button', {
      name: /^(Replace Codes|Replacing\.\.\.)$/,
    });
    this.replaceBackButton = this.replaceDialog.getByRole('button', { name: 'Back', exact: true });
    this.passwordInput = this.manageDialog.getByLabel('Password', { exact: true });
    this.currentCodeInput = this.manageDialog.getByLabel('Current code', { exact: true });
    this.manageError = this.manageDialog.getByRole('alert');
    this.turnOffButton = this.manageDialog.getByRole('button', { name: /^(Turn Off|Turning off\.\.\.)$/ });
    // The footer's Close, not the corner's icon button (named Close too, but without text).
    this.closeButton = this.manageDialog
      .getByRole('button', { name: 'Close', exact: true })
      .filter({ hasText: 'Close' });
  }

  /** Waits for the set-up step's secret and answers it as the app shows it (groups of four). */
  async shownSecret(): Promise<string> {
    await expect(this.secret).toBeVisible();
    return (await this.secret.textContent()) ?? '';
  }

  /** Turning it on needs the account's password as well as a code. */
  async verify(code: string, password: string): Promise<void> {
    await this.codeInput.fill(code);
    await this.setupPasswordInput.fill(password);
    await this.verifyButton.click();
  }

  /** The backup codes as shown, in order. */
  async shownBackupCodes(): Promise<string[]> {
    return this.backupCodes.allTextContents();
  }

  /** From the manage view: Replace backup codes, then the password and a current code. */
  async replaceCodes(password: string, code: string): Promise<void> {
    await this.replaceCodesButton.click();
    await this.replacePasswordInput.fill(password);
    await this.replaceCodeInput.fill(code);
    await this.replaceSubmitButton.click();
  }

  async turnOff(password: string, code: string): Promise<void> {
    await this.passwordInput.fill(password);
    await this.currentCodeInput.fill(code);
    await this.turnOffButton.click();
  }
}
