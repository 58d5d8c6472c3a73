import type { Page } from '@playwright/test';
import { createPropertyThroughApi, expect, newProperty, signInThroughApi, test } from '../fixtures';
import { AnalyticsPage } from '../page-models/analytics-page';
import { ReportsCard } from '../page-models/reports-card';
import { UpdatesPanel } from '../page-models/updates-panel';

// The dashboard's Monthly Portfolio Reports card and Updates & Changes panel (docs/product.md "Screens" (Dashboard),
// "E-mail", "Messages" (Monthly report)). The e2e server runs without SMTP_URL, so every send answers that e-mail is
// not set up. The expected words are the product's (the product's toasts, the contracts' REPORT_MESSAGES and the mail
// texts), written out here by hand.

const CLIENT = { 'x-rentfolio-client': 'e2e' };

/** REPORT_MESSAGES.notConfigured of @rentfolio/contracts. */
const NOT_CONFIGURED =
  'E-mail is not set up on this server: set SMTP_URL (and MAIL_FROM) to send reports. Nothing was sent.';
/** The banner of the negative-cash-flow sample (apps/server/src/services/mail/mail-texts.ts, sample.banner). */
const SAMPLE_BANNER =
  'SAMPLE: this report uses a made-up portfolio with negative cash flow, to show how warnings look.';

const NOTE_TYPES = ['Feature', 'Bug fix', 'Improvement', 'Security'];

async function openDashboard(page: Page): Promise<{ card: ReportsCard; updates: UpdatesPanel }> {
  await page.goto('/');
  const card = new ReportsCard(page);
  const updates = new UpdatesPanel(page);
  await card.expectLoaded();
  await expect(updates.items.first()).toBeVisible();
  return { card, updates };
}

test.describe('Monthly Portfolio Reports', () => {
  test('without a mail service the card says so, and Send Now answers Failed to Send Report naming SMTP_URL', async ({
    page,
    toasts,
  }) => {
    await signInThroughApi(page);
    const { card } = await openDashboard(page);

    await expect(card.setupNote).toContainText('Email Service Setup Required');
    await expect(card.setupNote).toContainText(NOT_CONFIGURED);
    await expect(card.monthlyEmails).toContainText('On');
    await expect(card.settingsLink).toHaveAttribute('href', '/settings');
    await expect(card.lastReport).toHaveText('No report sent yet');

    await card.sendNowButton.click();

    await expect(toasts.withTitle('Failed to Send Report')).toBeVisible();
    await expect(toasts.region.getByText(NOT_CONFIGURED, { exact: true })).toBeVisible();
    await expect(card.sendNowButton).toBeEnabled();
    await expect(card.lastReport).toHaveText('No report sent yet');
  });

  test('Send Test Report answers its failure text with the reason', async ({ page, toasts }) => {
    await signInThroughApi(page);
    const { card } = await openDashboard(page);

    await card.sendTestButton.click();

    await expect(toasts.withTitle('Failed to send test report. Please try again.')).toBeVisible();
    await expect(toasts.region.getByText(/SMTP_URL/)).toBeVisible();
  });

  test('a network error says Error / Failed to send monthly report. Please try again.', async ({
    page,
    toasts,
  }) => {
    await signInThroughApi(page);
    const { card } = await openDashboard(page);
    await page.route('**/api/reports/send-monthly', (route) => route.abort('failed'));

    await card.sendNowButton.click();

    await expect(toasts.withTitle('Error')).toBeVisible();
    await expect(
      toasts.region.getByText('Failed to send monthly report. Please try again.', { exact: true }),
    ).toBeVisible();
  });

  test('Send Now is busy while the call is on its way', async ({ page, toasts }) => {
    await signInThroughApi(page);
    const { card } = await openDashboard(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/reports/send-monthly', async (route) => {
      await released;
      await route.fallback();
    });

    await card.sendNowButton.click();
    await expect(card.sendingButton).toBeDisabled();
    release();

    await expect(toasts.withTitle('Failed to Send Report')).toBeVisible();
    await expect(card.sendNowButton).toBeEnabled();
  });

  test('Preview opens a new tab with the real portfolio value; the negative preview is marked as a sample', async ({
    page,
  }) => {
    await signInThroughApi(page);
    await createPropertyThroughApi(page, newProperty({ address: '12 Preview Lane', purchasePrice: 412345 }));
    const { card } = await openDashboard(page);
    await expect(card.previewLink).toHaveAttribute('target', '_blank');
    await expect(card.previewLink).toHaveAttribute('rel', /noopener/);

    const preview = await card.openPreview(card.previewLink);
    expect(new URL(preview.url()).pathname).toBe('/api/reports/preview');
    await expect(preview.locator('body')).toContainText(/\$412,345/);
    await expect(preview.locator('body')).toContainText('Portfolio value');
    await expect(preview.getByText(SAMPLE_BANNER)).toHaveCount(0);
    await preview.close();

    const negative = await card.openPreview(card.previewNegativeLink);
    expect(new URL(negative.url()).pathname).toBe('/api/reports/preview-negative');
    await expect(negative.locator('body')).toContainText(SAMPLE_BANNER);
    await negative.close();
  });

  test("analytics' Email Report says the e-mail service needs setting up", async ({ page, toasts }) => {
    await signInThroughApi(page);
    const analytics = new AnalyticsPage(page);
    await analytics.goto();

    await analytics.emailButton.click();

    await expect(toasts.withTitle('Email Service Setup Required')).toBeVisible();
    await expect(toasts.region.getByText(NOT_CONFIGURED, { exact: true })).toBeVisible();
  });
});

test.describe('Updates & Changes', () => {
  test('lists the 8 newest notes with the dot; Mark all read clears it, and it stays cleared after a reload', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const answer = (await (await page.request.get('/api/updates', { headers: CLIENT })).json()) as {
      items: { title: string; description: string; date: string }[];
      unreadCount: number;
    };
    expect(answer.items).toHaveLength(8);
    expect(answer.unreadCount).toBeGreaterThan(0);
    const { updates } = await openDashboard(page);

    await expect(updates.items).toHaveCount(8);
    await expect(updates.dot).toBeVisible();
    await expect(updates.bell).toHaveAttribute('role', 'img');
    await expect(updates.bell).toHaveAccessibleName(
      `${answer.unreadCount} new ${answer.unreadCount === 1 ? 'update' : 'updates'}`,
    );
    await expect(updates.newItems).toHaveCount(answer.unreadCount);
    await expect(updates.unreadCount).toHaveText(`${answer.unreadCount} new`);
    // In English the client shows the server's own words, newest first, each date in the user's format.
    const first = updates.item(0);
    await expect(first.title).toHaveText(answer.items[0]!.title);
    await expect(first.description).toHaveText(answer.items[0]!.description);
    const [year, month, day] = answer.items[0]!.date.split('-');
    await expect(first.date).toHaveText(`${month}/${day}/${year}`);
    for (let index = 0; index < 8; index += 1)
      expect(NOTE_TYPES).toContain(await updates.item(index).type.textContent());

    await updates.markAllReadButton.click();

    await expect(updates.dot).toHaveCount(0);
    await expect(updates.newItems).toHaveCount(0);
    await expect(updates.unreadCount).toHaveText('All caught up');
    await expect(updates.bell).toHaveAccessibleName('No new updates');
    await expect(updates.markAllReadButton).toBeDisabled();

    await page.reload();
    await expect(updates.items).toHaveCount(8);
    await expect(updates.dot).toHaveCount(0);
    await expect(updates.newItems).toHaveCount(0);
    await expect(updates.markAllReadButton).toBeDisabled();
  });

  test('the list can be reached and scrolled by keyboard, and Mark all read pressed with Enter', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const { updates } = await openDashboard(page);
    await updates.markAllReadButton.focus();
    await expect(updates.markAllReadButton).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(updates.list).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(updates.dot).toHaveCount(0);
  });

  test('shows an error with a retry when the updates cannot be loaded', async ({ page }) => {
    await signInThroughApi(page);
    let failing = true;
    await page.route('**/api/updates', (route) => (failing ? route.abort('failed') : route.fallback()));
    await page.goto('/');
    const updates = new UpdatesPanel(page);
    await expect(updates.root.getByRole('alert')).toContainText('The updates could not be loaded.');
    failing = false;
    await updates.root.getByRole('button', { name: 'Try again to load the updates', exact: true }).click();
    await expect(updates.items).toHaveCount(8);
  });
});

test.describe('the two cards', () => {
  test('sit side by side on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInThroughApi(page);
    const { card, updates } = await openDashboard(page);
    const left = await updates.root.boundingBox();
    const right = await card.root.boundingBox();
    expect(left && right && Math.abs(left.y - right.y) < 1 && right.x >= left.x + left.width).toBe(true);
  });

  test('stack at 375 px with nothing scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInThroughApi(page);
    const { card, updates } = await openDashboard(page);
    await card.sendNowButton.scrollIntoViewIfNeeded();
    const top = await updates.root.boundingBox();
    const bottom = await card.root.boundingBox();
    expect(top && bottom && bottom.y >= top.y + top.height).toBe(true);
    for (const box of [top, bottom]) expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    for (const control of [
      card.sendNowButton,
      card.sendTestButton,
      card.previewLink,
      card.previewNegativeLink,
    ]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    }
    const overflow = await page
      .locator('html')
      .evaluate((root) => (root.ownerDocument.scrollingElement ?? root).scrollWidth);
    expect(overflow).toBeLessThanOrEqual(375);
  });
});
