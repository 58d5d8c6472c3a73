import { expect, type Locator, type Page } from '@playwright/test';

export type AccountTab = 'profile' | 'security' | 'goals';

/** The Profile tab of /account (docs/product.md "Account"): picture, name, e-mail, member-since, the plan, Cancel and Save. */
export class ProfileTab {
  readonly page: Page;
  readonly panel: Locator;
  readonly form: Locator;
  /** The hidden file input behind Upload picture: tests give it files with setInputFiles. */
  readonly avatarFileInput: Locator;
  readonly avatarImage: Locator;
  readonly uploadPictureButton: Locator;
  readonly changePictureButton: Locator;
  readonly removePictureButton: Locator;
  readonly pictureError: Locator;
  readonly previewNote: Locator;
  readonly nameInput: Locator;
  readonly emailInput: Locator;
  readonly emailChangeNote: Locator;
  readonly currentPasswordInput: Locator;
  /** The address's confirmation beside the field: Confirmed, or Not confirmed with Send confirmation link. */
  readonly emailStatusBadge: Locator;
  readonly sendConfirmationLinkButton: Locator;
  readonly emailStatusAnswer: Locator;
  /** A new address waiting for its link, with Send the link again and Cancel the change. */
  readonly pendingEmailNotice: Locator;
  readonly sendLinkAgainButton: Locator;
  readonly cancelEmailChangeButton: Locator;
  readonly memberSince: Locator;
  readonly planBanner: Locator;
  readonly managePlanLink: Locator;
  readonly cancelLink: Locator;
  readonly saveButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.panel = page.getByRole('tabpanel', { name: 'Profile', exact: true });
    this.form = this.panel.getByRole('form', { name: 'Profile', exact: true });
    this.avatarFileInput = this.panel.getByTestId('avatar-file');
    // The avatar is decorative (aria-hidden); its picture is the only image of the form.
    this.avatarImage = this.form.locator('img');
    this.uploadPictureButton = this.form.getByRole('button', { name: 'Upload picture', exact: true });
    this.changePictureButton = this.form.getByRole('button', { name: 'Change picture', exact: true });
    this.removePictureButton = this.form.getByRole('button', { name: 'Remove picture', exact: true });
    this.pictureError = this.form.getByRole('alert');
    this.previewNote = this.form.getByText('Preview: the picture is saved with Save Changes.', {
      exact: true,
    });
    this.nameInput = this.form.getByRole('textbox', { name: 'Full Name', exact: true });
    this.emailInput = this.form.getByRole('textbox', { name: 'Email Address', exact: true });
    this.emailChangeNote = this.form.getByText('Changing your sign-in email needs your current password.', {
      exact: true,
    });
    // A password input has no role; its label ends in the required marker '*' (hidden from assistive technology).
    this.currentPasswordInput = this.form.getByLabel(/^Current password\*?$/);
    this.emailStatusBadge = this.form.getByTestId('email-status-badge');
    this.sendConfirmationLinkButton = this.form.getByRole('button', {
      name: 'Send confirmation link',
      exact: true,
    });
    this.emailStatusAnswer = this.form.getByTestId('email-status-answer');
    this.pendingEmailNotice = this.form.getByTestId('pending-email-notice');
    this.sendLinkAgainButton = this.pendingEmailNotice.getByRole('button', {
      name: 'Send the link again',
      exact: true,
    });
    this.cancelEmailChangeButton = this.pendingEmailNotice.getByRole('button', {
      name: 'Cancel the change',
      exact: true,
    });
    this.memberSince = this.form.getByTestId('member-since');
    this.planBanner = this.form.getByText('Unlimited properties and advanced analytics', { exact: true });
    this.managePlanLink = this.form.getByRole('link', { name: 'Manage Plan', exact: true });
    this.cancelLink = this.form.getByRole('link', { name: 'Cancel', exact: true });
    this.saveButton = this.form.getByRole('button', { name: /^(Save Changes|Saving\.\.\.)$/ });
  }

  /** The error shown under a field (FormField's `<id>-error`, which the field is described by). */
  fieldError(field: 'name' | 'email' | 'currentPassword'): Locator {
    return this.form.locator(`#profile-${field}-error`);
  }

  /** Gives the hidden file input one file, as choosing it in the picker would. */
  async chooseFile(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.avatarFileInput.setInputFiles(file);
  }
}

/** The Security tab of /account: Change Password, two-factor sign-in, signed-in devices, the data, deleting the account. */
export class SecurityTab {
  readonly page: Page;
  readonly panel: Locator;

  readonly passwordForm: Locator;
  readonly currentPasswordInput: Locator;
  readonly newPasswordInput: Locator;
  readonly confirmPasswordInput: Locator;
  readonly showPasswordsButton: Locator;
  readonly hidePasswordsButton: Locator;
  readonly requirements: Locator;
  readonly updatePasswordButton: Locator;

  readonly twoFactorCard: Locator;
  readonly twoFactorStatus: Locator;
  readonly enableTwoFactorButton: Locator;
  readonly manageTwoFactorButton: Locator;

  readonly devicesCard: Locator;
  readonly devices: Locator;
  readonly thisDevice: Locator;
  readonly signOutEverywhereElseButton: Locator;
  readonly onlyThisDeviceNote: Locator;

  readonly dataCard: Locator;
  readonly downloadDataLink: Locator;

  readonly deleteCard: Locator;
  readonly deleteAccountButton: Locator;
  readonly deleteDialog: Locator;
  readonly deletePasswordInput: Locator;
  readonly deleteCodeInput: Locator;
  readonly deleteError: Locator;
  readonly confirmDeleteButton: Locator;
  readonly cancelDeleteButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.panel = page.getByRole('tabpanel', { name: 'Security', exact: true });

    this.passwordForm = this.panel.getByRole('form', { name: 'Change Password', exact: true });
    this.currentPasswordInput = this.passwordForm.getByLabel(/^Current Password\*?$/);
    this.newPasswordInput = this.passwordForm.getByLabel(/^New Password\*?$/);
    this.confirmPasswordInput = this.passwordForm.getByLabel(/^Confirm New Password\*?$/);
    this.showPasswordsButton = this.passwordForm.getByRole('button', { name: 'Show passwords', exact: true });
    this.hidePasswordsButton = this.passwordForm.getByRole('button', { name: 'Hide passwords', exact: true });
    this.requirements = this.passwordForm.getByTestId('password-requirements');
    this.updatePasswordButton = this.passwordForm.getByRole('button', {
      name: /^(Update Password|Updating\.\.\.)$/,
    });

    this.twoFactorCard = this.panel.getByRole('region', { name: 'Two-Factor Authentication', exact: true });
    this.twoFactorStatus = this.twoFactorCard.getByTestId('two-factor-status');
    this.enableTwoFactorButton = this.twoFactorCard.getByRole('button', { name: 'Enable', exact: true });
    this.manageTwoFactorButton = this.twoFactorCard.getByRole('button', { name: 'Manage', exact: true });

    this.devicesCard = this.panel.getByRole('region', { name: 'Signed-in Devices', exact: true });
    this.devices = this.devicesCard.getByTestId('sessions-list').getByRole('listitem');
    this.thisDevice = this.devices.filter({ hasText: 'This device' });
    this.signOutEverywhereElseButton = this.devicesCard.getByRole('button', {
      name: 'Sign out everywhere else',
      exact: true,
    });
    this.onlyThisDeviceNote = this.devicesCard.getByText('Only this device is signed in.', { exact: true });

    this.dataCard = this.panel.getByRole('region', { name: 'Your Data', exact: true });
    this.downloadDataLink = this.dataCard.getByRole('link', { name: 'Download my data', exact: true });

    this.deleteCard = this.panel.getByRole('region', { name: 'Delete Account', exact: true });
    this.deleteAccountButton = this.deleteCard.getByRole('button', { name: 'Delete account', exact: true });
    this.deleteDialog = page.getByRole('dialog', { name: 'Delete your account?', exact: true });
    this.deletePasswordInput = this.deleteDialog.getByLabel('Your password', { exact: true });
    this.deleteCodeInput = this.deleteDialog.getByLabel('Two-factor code or backup code', { exact: true });
    this.deleteError = this.deleteDialog.getByRole('alert');
    this.confirmDeleteButton = this.deleteDialog.getByRole('button', {
      name: /^(Delete my account|Deleting\.\.\.)$/,
    });
    this.cancelDeleteButton = this.deleteDialog.getByRole('button', { name: 'Cancel', exact: true });
  }

  /** The error shown under a password field. */
  fieldError(field: 'currentPassword' | 'newPassword' | 'confirmPassword'): Locator {
    return this.passwordForm.locator(`#password-${field}-error`);
  }

  /** A signed-in device's row, by the name the list gives it ("Firefox on macOS"). */
  device(name: string): Locator {
    return this.devices.filter({ hasText: name });
  }

  revokeButton(deviceName: string): Locator {
    return this.devicesCard.getByRole('button', { name: `Revoke ${deviceName}`, exact: true });
  }

  async changePassword(fields: { current: string; next: string; confirm: string }): Promise<void> {
    await this.currentPasswordInput.fill(fields.current);
    await this.newPasswordInput.fill(fields.next);
    await this.confirmPasswordInput.fill(fields.confirm);
    await this.updatePasswordButton.click();
  }

  async deleteAccount(password: string, code?: string): Promise<void> {
    await this.deleteAccountButton.click();
    await expect(this.deleteDialog).toBeVisible();
    await this.deletePasswordInput.fill(password);
    if (code !== undefined) await this.deleteCodeInput.fill(code);
    await this.confirmDeleteButton.click();
  }
}

/** /account, Account Settings: Back to Dashboard, the plan, and the Profile, Security and Investment Goals tabs. */
export class AccountSettingsPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly backLink: Locator;
  readonly plan: Locator;
  readonly tabList: Locator;
  readonly profileTabButton: Locator;
  readonly securityTabButton: Locator;
  readonly goalsTabButton: Locator;
  readonly profile: ProfileTab;
  readonly security: SecurityTab;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1, name: 'Account Settings', exact: true });
    this.backLink = page.getByRole('main').getByRole('link', { name: 'Back to Dashboard', exact: true });
    this.plan = page.getByTestId('account-plan');
    this.tabList = page.getByRole('tablist', { name: 'Account settings sections' });
    this.profileTabButton = this.tabList.getByRole('tab', { name: 'Profile', exact: true });
    this.securityTabButton = this.tabList.getByRole('tab', { name: 'Security', exact: true });
    this.goalsTabButton = this.tabList.getByRole('tab', { name: 'Investment Goals', exact: true });
    this.profile = new ProfileTab(page);
    this.security = new SecurityTab(page);
  }

  /** Opens /account (on `tab`, through ?tab=) and waits for the tab's panel. */
  async goto(tab: AccountTab = 'profile'): Promise<void> {
    await this.page.goto(tab === 'profile' ? '/account' : `/account?tab=${tab}`);
    await expect(this.heading).toBeVisible();
    if (tab === 'profile') await expect(this.profile.nameInput).toBeVisible();
    if (tab === 'security') await expect(this.security.currentPasswordInput).toBeVisible();
  }
}
