import type { Page } from '@playwright/test';
import { expect, newAccount, recordRequests, registerThroughApi, signInThroughApi, test } from '../fixtures';
import { AccountSettingsPage } from '../page-models/account-page';
import { DashboardPage } from '../page-models/dashboard-page';

// /account's Profile tab (docs/product.md "Account"): the name, the picture, the e-mail address and its password,
// Cancel.

const CLIENT = { 'x-rentfolio-client': 'e2e' };

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND). */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const PNG_DATA_URL = `data:image/png;base64,${PNG_BASE64}`;

// The product's texts (packages/contracts/src/account.ts, messages.ts; apps/web/src/i18n/en/account.ts), repeated on
// purpose so that a changed wording fails here.
const SVG_REFUSED =
  'SVG images are not accepted, because they can carry scripts. Choose a PNG, JPEG, WebP or GIF image.';
const TOO_LARGE = 'The image is larger than 2 MB. Choose a smaller one.';
const PASSWORD_NEEDED = 'Enter your current password to change your email address.';
const PASSWORD_WRONG = 'The current password is not correct.';
const EMAIL_TAKEN = 'An account with that email address already exists.';

async function currentUser(page: Page): Promise<Record<string, unknown>> {
  const response = await page.request.get('/api/auth/user', { headers: CLIENT });
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** Today as MM/DD/YYYY (the default date format) in this machine's time zone, written out by hand. */
function todayMmDdYyyy(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(now.getMonth() + 1)}/${pad(now.getDate())}/${now.getFullYear()}`;
}

test.describe('Account Settings: Profile tab', () => {
  test('a new name is saved with the product’s toast and the sidebar shows it at once', async ({
    page,
    toasts,
    shell,
  }) => {
    const account = await signInThroughApi(page);
    const accountPage = new AccountSettingsPage(page);
    const profile = accountPage.profile;
    await accountPage.goto();

    await expect(accountPage.profileTabButton).toHaveAttribute('aria-selected', 'true');
    await expect(profile.nameInput).toHaveValue(account.name);
    await expect(profile.emailInput).toHaveValue(account.email);
    await expect(profile.memberSince).toHaveText(todayMmDdYyyy());
    await expect(profile.planBanner).toBeVisible();
    await expect(profile.managePlanLink).toHaveAttribute('href', '/subscription');
    await expect(profile.saveButton).toBeDisabled();

    await profile.nameInput.fill('Jordan Landlord');
    await expect(profile.saveButton).toBeEnabled();
    await profile.saveButton.click();

    await expect(toasts.withTitle('Profile Updated')).toBeVisible();
    await expect(toasts.region.getByText('Your profile has been successfully updated.')).toBeVisible();
    await expect(shell.userCardText('Jordan Landlord')).toBeVisible();
    await expect(shell.userCardText(account.name)).toHaveCount(0);
    await expect(profile.saveButton).toBeDisabled();
    expect((await currentUser(page)).name).toBe('Jordan Landlord');
  });

  test('a PNG picture is a preview until Save Changes, then stays after a reload', async ({
    page,
    toasts,
  }) => {
    await signInThroughApi(page);
    const accountPage = new AccountSettingsPage(page);
    const profile = accountPage.profile;
    const sidebarAvatar = page.getByTestId('sidebar').locator('img');
    await accountPage.goto();
    await expect(profile.avatarImage).toHaveCount(0);
    await expect(profile.uploadPictureButton).toBeVisible();

    await profile.chooseFile({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_BASE64, 'base64'),
    });
    await expect(profile.avatarImage).toHaveAttribute('src', PNG_DATA_URL);
    await expect(profile.previewNote).toBeVisible();
    await expect(profile.changePictureButton).toBeVisible();
    // Only a preview: nothing saved, so the sidebar still shows the initials.
    await expect(sidebarAvatar).toHaveCount(0);
    expect((await currentUser(page)).profilePicture).toBeNull();

    await profile.saveButton.click();
    await expect(toasts.withTitle('Profile Updated')).toBeVisible();
    // The server stores a copy it drew itself (a clean PNG), never the uploaded bytes.
    const stored = (await currentUser(page)).profilePicture as string;
    expect(stored).toMatch(/^data:image\/png;base64,/);
    await expect(sidebarAvatar).toHaveAttribute('src', stored);
    await expect(profile.previewNote).toHaveCount(0);

    await page.reload();
    await expect(profile.avatarImage).toHaveAttribute('src', stored);
    await expect(sidebarAvatar).toHaveAttribute('src', stored);
  });

  test('an SVG named .png and a 3 MB image are each refused with their own message, before any upload', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const accountPage = new AccountSettingsPage(page);
    const profile = accountPage.profile;
    const patches = recordRequests(page, '/api/user/profile');
    await accountPage.goto();

    await profile.chooseFile({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>',
      ),
    });
    await expect(profile.pictureError).toHaveText(SVG_REFUSED);
    await expect(profile.avatarImage).toHaveCount(0);
    await expect(profile.saveButton).toBeDisabled();

    // A real PNG signature, so that only the size can be the reason.
    const large = Buffer.alloc(3 * 1024 * 1024);
    Buffer.from(PNG_BASE64, 'base64').copy(large);
    await profile.chooseFile({ name: 'large.png', mimeType: 'image/png', buffer: large });
    await expect(profile.pictureError).toHaveText(TOO_LARGE);
    await expect(profile.avatarImage).toHaveCount(0);
    await expect(profile.saveButton).toBeDisabled();

    // A good picture afterwards clears the message.
    await profile.chooseFile({
      name: 'ok.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_BASE64, 'base64'),
    });
    await expect(profile.pictureError).toHaveCount(0);
    await expect(profile.avatarImage).toHaveAttribute('src', PNG_DATA_URL);
    expect(patches).toEqual([]);
  });

  test('a new e-mail needs the current password: refused without it or with a wrong one, saved with it', async ({
    page,
    toasts,
  }) => {
    const account = await signInThroughApi(page);
    const accountPage = new AccountSettingsPage(page);
    const profile = accountPage.profile;
    const patches = recordRequests(page, '/api/user/profile');
    await accountPage.goto();
    await expect(profile.currentPasswordInput).toHaveCount(0);

    const newEmail = `moved-${account.username}@example.org`;
    await profile.emailInput.fill(newEmail);
    await expect(profile.emailChangeNote).toBeVisible();
    await expect(profile.currentPasswordInput).toBeVisible();
    await profile.saveButton.click();
    await expect(profile.fieldError('currentPassword')).toHaveText(PASSWORD_NEEDED);
    await expect(profile.currentPasswordInput).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toEqual([]);
    expect((await currentUser(page)).email).toBe(account.email);

    await profile.currentPasswordInput.fill('not-my-password-1');
    await profile.saveButton.click();
    await expect(toasts.withTitle('Update Failed')).toBeVisible();
    await expect(profile.fieldError('currentPassword')).toHaveText(PASSWORD_WRONG);
    expect((await currentUser(page)).email).toBe(account.email);

    await profile.currentPasswordInput.fill(account.password);
    await profile.saveButton.click();
    await expect(toasts.withTitle('Profile Updated')).toBeVisible();
    await expect(profile.emailInput).toHaveValue(newEmail);
    await expect(profile.currentPasswordInput).toHaveCount(0);
    expect((await currentUser(page)).email).toBe(newEmail);
  });

  test('an e-mail another account uses (in any case) is refused with the duplicate message', async ({
    page,
    toasts,
  }) => {
    const other = newAccount('taken');
    await registerThroughApi(page.request, other);
    const account = await signInThroughApi(page);
    const accountPage = new AccountSettingsPage(page);
    const profile = accountPage.profile;
    await accountPage.goto();

    await profile.emailInput.fill(other.email.toUpperCase());
    await profile.currentPasswordInput.fill(account.password);
    await profile.saveButton.click();

    await expect(toasts.withTitle('Update Failed')).toBeVisible();
    await expect(profile.fieldError('email')).toHaveText(EMAIL_TAKEN);
    await expect(profile.emailInput).toHaveAttribute('aria-invalid', 'true');
    expect((await currentUser(page)).email).toBe(account.email);
  });

  test('Cancel returns to the dashboard and keeps nothing typed', async ({ page }) => {
    const account = await signInThroughApi(page);
    const accountPage = new AccountSettingsPage(page);
    await accountPage.goto();
    await accountPage.profile.nameInput.fill('Not Saved');
    await accountPage.profile.cancelLink.click();

    await expect(page).toHaveURL(/\/$/);
    await new DashboardPage(page).expectLoaded();
    expect((await currentUser(page)).name).toBe(account.name);
  });
});
