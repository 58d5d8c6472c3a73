import type { Locator, Page } from '@playwright/test';

/**
 * /confirm-email?token=…, the page behind the link of a confirmation e-mail (signed in or out): it checks the link at
 * once, then shows the confirmed address or why it was refused, and a way on (Account, or Sign in).
 */
export class ConfirmEmailPage {
  readonly page: Page;
  readonly panel: Locator;
  readonly heading: Locator;
  readonly confirmedHeading: Locator;
  readonly failedHeading: Locator;
  /** The outcome (a live region): the checking note, the confirmed address, or the reason of a refusal. */
  readonly result: Locator;
  readonly confirmedAddress: Locator;
  readonly accountLink: Locator;
  readonly signInLink: Locator;

  constructor(page: Page) {
    this.page = page;
    this.panel = page.getByTestId('confirm-email-panel');
    this.heading = page.getByRole('heading', { level: 1 });
    this.confirmedHeading = page.getByRole('heading', { level: 1, name: 'E-mail Confirmed', exact: true });
    this.failedHeading = page.getByRole('heading', {
      level: 1,
      name: 'The Address Was Not Confirmed',
      exact: true,
    });
    this.result = page.getByTestId('confirm-email-result');
    this.confirmedAddress = page.getByTestId('confirmed-address');
    this.accountLink = this.panel.getByRole('link', { name: 'Go to Account', exact: true });
    this.signInLink = this.panel.getByRole('link', { name: 'Sign in', exact: true });
  }

  /** Opens a link as the e-mail gives it (an absolute address) or a path of this site. */
  async open(link: string): Promise<void> {
    await this.page.goto(link);
  }
}
