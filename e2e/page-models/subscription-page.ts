import type { Locator, Page } from '@playwright/test';

/** /subscription ("Subscription / Manage Plan") and the upgrade dialog it opens (docs/product.md "Screens" (Upgrade dialog)). */
export class SubscriptionPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly currentPlanName: Locator;
  readonly usageLimitLabel: Locator;
  readonly usageLimitValue: Locator;
  readonly usageUsed: Locator;
  readonly usageError: Locator;
  readonly comparePlansButton: Locator;
  readonly dialog: Locator;
  readonly freeColumn: Locator;
  readonly proColumn: Locator;
  readonly continueWithFreeButton: Locator;
  readonly seeIncludedButton: Locator;

  constructor(page: Page) {
    this.page = page;
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Subscription', exact: true });
    this.currentPlanName = main.getByRole('heading', { level: 2, name: 'Free Plan', exact: true });
    this.usageLimitLabel = main.getByRole('term').filter({ hasText: 'Monthly limit' });
    this.usageLimitValue = main.getByRole('definition');
    this.usageUsed = main.getByText(/deal analys[ie]s? used this month$/);
    this.usageError = main.getByRole('alert').filter({ hasText: 'Your usage could not be loaded.' });
    this.comparePlansButton = main.getByRole('button', { name: 'Compare plans', exact: true });
    this.dialog = page.getByRole('dialog', { name: 'Compare plans', exact: true });
    this.freeColumn = this.dialog.getByRole('region', { name: 'Free', exact: true });
    this.proColumn = this.dialog.getByRole('region', { name: 'Pro', exact: true });
    this.continueWithFreeButton = this.dialog.getByRole('button', {
      name: 'Continue with Free Plan',
      exact: true,
    });
    this.seeIncludedButton = this.dialog.getByRole('button', { name: "See what's included", exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/subscription');
  }

  async openPlanComparison(): Promise<void> {
    await this.comparePlansButton.click();
  }
}
