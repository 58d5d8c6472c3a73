import { expect, type Locator, type Page } from '@playwright/test';

/**
 * /deal-analysis (docs/product.md "Screens" (Deal Analysis)): the heading and, on a plan with a monthly limit, the Free Plan Usage box.
 * The parts of the screen have their own models: DealForm, DealResults and SavedAnalysesList. (The Quick Deal Analysis
 * card, QuickDealCard, is on the dashboard.)
 */
export class DealAnalysisPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly usage: Locator;
  readonly usageCounter: Locator;
  readonly usageBar: Locator;
  readonly limitAlert: Locator;
  readonly limitAlertUpgradeButton: Locator;

  constructor(page: Page) {
    this.page = page;
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Deal Analysis', exact: true });
    this.usage = main.getByRole('region', { name: 'Free Plan Usage', exact: true });
    this.usageCounter = this.usage.getByText(/^\d+ of \d+ deal analyses used this month$/);
    this.usageBar = this.usage.getByRole('progressbar', { name: 'Free Plan Usage', exact: true });
    this.limitAlert = this.usage.getByRole('alert');
    this.limitAlertUpgradeButton = this.limitAlert.getByRole('button', {
      name: 'Upgrade to Pro',
      exact: true,
    });
  }

  /**
   * Opens the screen and waits until it is ready for input: the heading shows and the saved analyses have loaded
   * (their list or empty state replaces the spinner), so the page's own queries have answered.
   */
  async goto(): Promise<void> {
    await this.page.goto('/deal-analysis');
    await expect(this.heading).toBeVisible();
    await expect(
      this.page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: /^Loading/ }),
    ).toHaveCount(0);
  }

  /** How far the document is wider than the viewport, in CSS pixels (0 or less: no horizontal scroll). */
  async horizontalOverflow(): Promise<number> {
    return this.page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);
  }
}
