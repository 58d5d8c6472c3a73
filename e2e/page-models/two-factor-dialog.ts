import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The two-factor modal (docs/product.md "Two-factor sign-in"), opened by Enable or Manage on the Account page's
 * Security tab and on /settings: set-up (QR code, secret, code), then the backup codes; or, when it is on, turning it
 * off with the password and a current code.
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
  readonly verifyButton: Locator;
  readonly cancelButton: Locator;

  // Backup codes
  readonly backupDialog: Locator;
  readonly backupCodesList: Locator;
  readonly backupCodes: Locator;
  readonly copyCodesButton: Locator;
  readonly downloadButton: Locator;
  readonly savedButton: Locator;

  // Manage (turning it off)
  readonly manageDialog: Locator;
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
    this.codeError = this.setupDialog.getByRole('alert');
    this.verifyButton = this.setupDialog.getByRole('button', { name: /^(Verify|Verifying\.\.\.)$/ });
    this.cancelButton = this.setupDialog.getByRole('button', { name: 'Cancel', exact: true });

    this.backupDialog = page.getByRole('dialog', { name: 'Save Your Backup Codes', exact: true });
    this.backupCodesList = this.backupDialog.getByTestId('backup-codes');
    this.backupCodes = this.backupCodesList.getByRole('listitem');
    this.copyCodesButton = this.backupDialog.getByRole('button', { name: /^(Copy codes|Copied)$/ });
    this.downloadButton = this.backupDialog.getByRole('button', { name: 'Download', exact: true });
    this.savedButton = this.backupDialog.getByRole('button', { name: "I've Saved My Codes", exact: true });

    this.manageDialog = page.getByRole('dialog', { name: 'Two-Factor Authentication', exact: true });
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

  async verify(code: string): Promise<void> {
    await this.codeInput.fill(code);
    await this.verifyButton.click();
  }

  /** The backup codes as shown, in order. */
  async shownBackupCodes(): Promise<string[]> {
    return this.backupCodes.allTextContents();
  }

  async turnOff(password: string, code: string): Promise<void> {
    await this.passwordInput.fill(password);
    await this.currentCodeInput.fill(code);
    await this.turnOffButton.click();
  }
}
