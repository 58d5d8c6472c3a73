import {
  CONFIRMATION_SUBJECT,
  confirmEmailThroughMail,
  createPropertyThroughApi,
  expect,
  mailTo,
  newProperty,
  signInThroughApi,
  test,
} from '../fixtures';
import { AnalyticsPage } from '../page-models/analytics-page';
import { ReportsCard } from '../page-models/reports-card';
import { E2E_MAIL_PORT } from '../playwright.config';

// E-mail that really goes out (docs/product.md "E-mail"): these tests use the second e2e server, which has SMTP_URL
// and sends to a real SMTP server (smtp-sink.mjs) whose messages the test reads back. The words are the product's
// toasts and the product's messages, written out here by hand. Mail goes only to confirmed addresses, so each account
// first opens the link of the confirmation e-mail its registration sent (e2e/fixtures.ts).

test.use({ baseURL: `http://127.0.0.1:${E2E_MAIL_PORT}` });

/** What the account received besides its confirmation e-mail. */
async function reportsTo(request: import('@playwright/test').APIRequestContext, email: string) {
  return (await mailTo(request, email)).filter((mail) => mail.subject !== CONFIRMATION_SUBJECT);
}

/** The month the server's clock is in, as the English report names it. */
function thisMonth(): string {
  return new Date().toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

test('Send Now from the dashboard delivers the monthly report, and the card shows it sent', async ({
  page,
  toasts,
}) => {
  const account = await signInThroughApi(page);
  await confirmEmailThroughMail(page.request, account.email);
  await createPropertyThroughApi(page, newProperty({ address: '77 Delivery Lane', purchasePrice: 321_000 }));
  await page.goto('/');
  const card = new ReportsCard(page);
  await card.expectLoaded();
  await expect(card.setupNote).toHaveCount(0);

  await card.sendNowButton.click();

  await expect(toasts.withTitle('Monthly Report Sent')).toBeVisible();
  await expect(
    toasts.region.getByText(`Your monthly report is on its way to ${account.email}.`, { exact: true }),
  ).toBeVisible();
  await expect
    .poll(async () => (await reportsTo(page.request, account.email)).map((mail) => mail.subject), {
      timeout: 20_000,
    })
    .toEqual([`Your Rentfolio report for ${thisMonth()}`]);
  const [mail] = await reportsTo(page.request, account.email);
  expect(mail?.body).toContain('77 Delivery Lane');
  expect(mail?.body).toContain('$321,000.00');
  await expect(card.lastStatus).toContainText('Sent', { timeout: 20_000 });
});

test("analytics' Email Report sends the portfolio update to the user's own address", async ({
  page,
  toasts,
}) => {
  const account = await signInThroughApi(page);
  await confirmEmailThroughMail(page.request, account.email);
  await createPropertyThroughApi(page, newProperty());
  const analytics = new AnalyticsPage(page);
  await analytics.goto();

  await analytics.emailButton.click();

  await expect(toasts.withTitle('Email Sent!')).toBeVisible();
  await expect
    .poll(async () => (await reportsTo(page.request, account.email)).map((mail) => mail.subject), {
      timeout: 20_000,
    })
    .toEqual(['Your Rentfolio portfolio update']);
});
