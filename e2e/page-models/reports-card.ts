import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The dashboard's Monthly Portfolio Reports card (docs/product.md "Screens" (Dashboard), "E-mail"): the monthly
 * e-mail setting, the last report, Send Now, the two previews (new tabs) and Send Test Report.
 */
export class ReportsCard {
  readonly page: Page;
  readonly root: Locator;
  readonly heading: Locator;
  readonly setupNote: Locator;
  /** Instead of the send buttons while the user's address is unconfirmed, with a link to Account. */
  readonly confirmNote: Locator;
  readonly accountLink: Locator;
  readonly monthlyEmails: Locator;
  readonly settingsLink: Locator;
  readonly lastReport: Locator;
  readonly lastStatus: Locator;
  readonly sendNowButton: Locator;
  readonly sendingButton: Locator;
  readonly sendTestButton: Locator;
  readonly previewLink: Locator;
  readonly previewNegativeLink: Locator;

  constructor(page: Page) {
    this.page = page;
    this.root = page.getByRole('region', { name: 'Monthly Portfolio Reports', exact: true });
    this.heading = this.root.getByRole('heading', {
      level: 2,
      name: 'Monthly Portfolio Reports',
      exact: true,
    });
    this.setupNote = this.root.getByTestId('reports-setup-note');
    this.confirmNote = this.root.getByTestId('reports-confirm-note');
    this.accountLink = this.root.getByRole('link', { name: 'Go to Account', exact: true });
    this.monthlyEmails = this.root.getByTestId('reports-monthly-emails');
    this.settingsLink = this.root.getByRole('link', { name: 'Change in Settings', exact: true });
    this.lastReport = this.root.getByTestId('reports-last-report');
    this.lastStatus = this.root.getByTestId('reports-last-status');
    this.sendNowButton = this.root.getByRole('button', { name: 'Send Now', exact: true });
    this.sendingButton = this.root.getByRole('button', { name: 'Sending...', exact: true });
    this.sendTestButton = this.root.getByRole('button', { name: 'Send Test Report', exact: true });
    this.previewLink = this.root.getByRole('link', { name: 'Preview', exact: true });
    this.previewNegativeLink = this.root.getByRole('link', {
      name: 'Preview (negative cash flow)',
      exact: true,
    });
  }

  /** Waits until the status has loaded (the monthly setting shows). */
  async expectLoaded(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.monthlyEmails).toBeVisible();
  }

  /** Clicks a preview link and answers the new tab it opens, once loaded. */
  async openPreview(link: Locator): Promise<Page> {
    const opened = this.page.context().waitForEvent('page');
    await link.click();
    const tab = await opened;
    await tab.waitForLoadState('domcontentloaded');
    return tab;
  }
}
