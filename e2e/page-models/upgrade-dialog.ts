import type { Locator, Page } from '@playwright/test';

/** The upgrade dialog (docs/product.md "Screens" (Upgrade dialog)): Free and Pro side by side, with the month's usage on a limit. */
export class UpgradeDialog {
  readonly dialog: Locator;
  readonly usageLine: Locator;
  readonly freeColumn: Locator;
  readonly continueWithFreeButton: Locator;
  readonly seeIncludedButton: Locator;

  constructor(page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Compare plans', exact: true });
    this.usageLine = this.dialog.getByText(/^You have used \d+ of \d+ deal analyses this month\.$/);
    this.freeColumn = this.dialog.getByRole('region', { name: 'Free', exact: true });
    this.continueWithFreeButton = this.dialog.getByRole('button', {
      name: 'Continue with Free Plan',
      exact: true,
    });
    this.seeIncludedButton = this.dialog.getByRole('button', { name: "See what's included", exact: true });
  }
}
