import type { Locator, Page } from '@playwright/test';

/** /checkout: the informational 'Everything is Free' page (docs/product.md "What Rentfolio is"). */
export class CheckoutPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly text: Locator;

  constructor(page: Page) {
    this.page = page;
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Everything is Free', exact: true });
    this.text = main.getByText('All premium features are free. There are no subscriptions and no fees.', {
      exact: true,
    });
  }

  async goto(): Promise<void> {
    await this.page.goto('/checkout');
  }
}
