import {
  CONFIRMATION_SUBJECT,
  confirmationLinkFor,
  confirmEmailThroughMail,
  expect,
  mailTo,
  newAccount,
  registerThroughApi,
  signInThroughApi,
  test,
} from '../fixtures';
import { AccountSettingsPage } from '../page-models/account-page';
import { ConfirmEmailPage } from '../page-models/confirm-email-page';
import { DashboardPage } from '../page-models/dashboard-page';
import { ReportsCard } from '../page-models/reports-card';
import { E2E_MAIL_PORT } from '../playwright.config';

// E-mail goes only to an address confirmed by a signed link, and a change keeps the confirmed address until the new
// one is confirmed, telling the old one (docs/product.md "E-mail"). These tests use the second e2e server, which sends
// to a real SMTP server (smtp-sink.mjs): the links are read from the messages it received, as a mailbox would show
// them. The words are the product's, written out here by hand.

test.use({ baseURL: `http://127.0.0.1:${E2E_MAIL_PORT}` });

const CLIENT = { 'x-rentfolio-client': 'e2e' };
const LINK_INVALID =
  'This confirmation link is not valid any more: it was used, or a newer link replaced it. Send a new one from your Account page.';
const CHANGE_NOTICE_SUBJECT = 'Your Rentfolio e-mail address is about to change';

test('the link of the registration e-mail confirms the address, and Account then says Confirmed', async ({
  page,
}) => {
  const account = await signInThroughApi(page);
  const accountPage = new AccountSettingsPage(page);
  await accountPage.goto();
  await expect(accountPage.profile.emailStatusBadge).toHaveText('Not confirmed');
  await expect(accountPage.profile.emailInput).toHaveAccessibleDescription(/Not confirmed/);

  const confirmPage = new ConfirmEmailPage(page);
  await confirmPage.open(await confirmationLinkFor(page.request, account.email));

  await expect(confirmPage.confirmedHeading).toBeVisible();
  await expect(confirmPage.result).toContainText('Your e-mail address is confirmed.');
  await expect(confirmPage.confirmedAddress).toHaveText(account.email);
  await expect(page).toHaveTitle('Confirm E-mail · Rentfolio');
  await confirmPage.accountLink.click();

  await expect(accountPage.heading).toBeVisible();
  await expect(accountPage.profile.emailStatusBadge).toHaveText('Confirmed');
  await expect(accountPage.profile.sendConfirmationLinkButton).toHaveCount(0);
});

test('signed out, the link confirms too, and leads to sign-in and then to Account', async ({
  page,
  authPanel,
}) => {
  const account = newAccount('confirmout');
  await registerThroughApi(page.request, account);
  const confirmPage = new ConfirmEmailPage(page);
  const link = await confirmationLinkFor(page.request, account.email);
  await confirmPage.open(link);

  await expect(confirmPage.confirmedHeading).toBeVisible();
  await expect(confirmPage.confirmedAddress).toHaveText(account.email);
  await confirmPage.signInLink.click();
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Faccount$/);
  await authPanel.signIn(account.username, account.password);
  const accountPage = new AccountSettingsPage(page);
  await expect(accountPage.heading).toBeVisible();
  await expect(accountPage.profile.emailStatusBadge).toHaveText('Confirmed');

  // The link works once.
  await confirmPage.open(link);
  await expect(confirmPage.failedHeading).toBeVisible();
  await expect(confirmPage.result).toHaveText(LINK_INVALID);
  await expect(confirmPage.accountLink).toBeVisible();
});

test('a link that is no link of ours says so, with the way to sign in', async ({ page }) => {
  const confirmPage = new ConfirmEmailPage(page);
  await confirmPage.open(
    '/confirm-email?token=12.1795000000000.forgedforgedforgedforgedforgedforgedforgedfor',
  );
  await expect(confirmPage.failedHeading).toBeVisible();
  await expect(confirmPage.result).toHaveText(LINK_INVALID);
  await expect(confirmPage.signInLink).toHaveAttribute('href', '/sign-in?returnTo=%2Faccount');
});

test('Send confirmation link on Account sends a new link, and the new one confirms', async ({ page }) => {
  const account = await signInThroughApi(page);
  await confirmationLinkFor(page.request, account.email);
  const accountPage = new AccountSettingsPage(page);
  await accountPage.goto();

  await accountPage.profile.sendConfirmationLinkButton.click();

  await expect(accountPage.profile.emailStatusAnswer).toHaveText(
    `A confirmation link is on its way to ${account.email}.`,
  );
  // The new link arrives, and it confirms the address.
  const second = await confirmationLinkFor(page.request, account.email, 2);
  const confirmPage = new ConfirmEmailPage(page);
  await confirmPage.open(second);
  await expect(confirmPage.confirmedHeading).toBeVisible();
});

test('a new address waits for its link while the confirmed one stays and is told; Cancel the change drops it', async ({
  page,
  toasts,
}) => {
  const account = await signInThroughApi(page);
  await confirmEmailThroughMail(page.request, account.email);
  const accountPage = new AccountSettingsPage(page);
  const profile = accountPage.profile;
  await accountPage.goto();
  await expect(profile.emailStatusBadge).toHaveText('Confirmed');

  const newAddress = `moved-${account.email}`;
  await profile.emailInput.fill(newAddress);
  await profile.currentPasswordInput.fill(account.password);
  await profile.saveButton.click();

  await expect(toasts.withTitle('Confirm Your New Address')).toBeVisible();
  await expect(
    toasts.region.getByText(
      `Open the link sent to ${newAddress} to confirm it. Until then, Rentfolio keeps using ${account.email}.`,
    ),
  ).toBeVisible();
  await expect(profile.pendingEmailNotice).toContainText(
    `Waiting for confirmation of ${newAddress}. Until you confirm it, Rentfolio keeps using ${account.email}.`,
  );
  await expect(profile.emailInput).toHaveValue(account.email);
  await expect(profile.emailStatusBadge).toHaveText('Confirmed');
  // The link goes to the new address, the notice to the confirmed one.
  const newLink = await confirmationLinkFor(page.request, newAddress);
  await expect
    .poll(async () => (await mailTo(page.request, account.email)).map((mail) => mail.subject))
    .toEqual([CONFIRMATION_SUBJECT, CHANGE_NOTICE_SUBJECT]);

  // After a reload the notice is still there; cancelling it is done by keyboard.
  await accountPage.goto();
  await expect(profile.pendingEmailNotice).toBeVisible();
  await profile.cancelEmailChangeButton.focus();
  await page.keyboard.press('Enter');

  await expect(toasts.withTitle('E-mail Change Cancelled')).toBeVisible();
  await expect(toasts.region.getByText(`Rentfolio keeps using ${account.email}.`)).toBeVisible();
  await expect(profile.pendingEmailNotice).toHaveCount(0);
  await expect(profile.emailInput).toBeFocused();
  const me = await page.request.get('/api/auth/user', { headers: CLIENT });
  expect(await me.json()).toMatchObject({ email: account.email, emailConfirmed: true, pendingEmail: null });

  // The new address's link confirms nothing now.
  const confirmPage = new ConfirmEmailPage(page);
  await confirmPage.open(newLink);
  await expect(confirmPage.failedHeading).toBeVisible();
  await expect(confirmPage.result).toHaveText(LINK_INVALID);
});

test("the new address's link replaces the old address once opened", async ({ page }) => {
  const account = await signInThroughApi(page);
  await confirmEmailThroughMail(page.request, account.email);
  const accountPage = new AccountSettingsPage(page);
  await accountPage.goto();
  const newAddress = `new-${account.email}`;
  await accountPage.profile.emailInput.fill(newAddress);
  await accountPage.profile.currentPasswordInput.fill(account.password);
  await accountPage.profile.saveButton.click();
  await expect(accountPage.profile.pendingEmailNotice).toBeVisible();

  const confirmPage = new ConfirmEmailPage(page);
  await confirmPage.open(await confirmationLinkFor(page.request, newAddress));
  await expect(confirmPage.confirmedHeading).toBeVisible();
  await expect(confirmPage.confirmedAddress).toHaveText(newAddress);
  await confirmPage.accountLink.click();

  await expect(accountPage.profile.emailInput).toHaveValue(newAddress);
  await expect(accountPage.profile.emailStatusBadge).toHaveText('Confirmed');
  await expect(accountPage.profile.pendingEmailNotice).toHaveCount(0);
});

test("the dashboard's report card leads an unconfirmed address to Account instead of sending", async ({
  page,
}) => {
  const account = await signInThroughApi(page);
  await new DashboardPage(page).goto();
  const card = new ReportsCard(page);
  await card.expectLoaded();
  await expect(card.confirmNote).toContainText('Confirm your e-mail address');
  await expect(card.confirmNote).toContainText(account.email);
  await expect(card.sendNowButton).toHaveCount(0);
  await expect(card.sendTestButton).toHaveCount(0);
  await card.accountLink.click();
  await expect(new AccountSettingsPage(page).heading).toBeVisible();
});
