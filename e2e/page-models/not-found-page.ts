import type { Locator, Page } from '@playwright/test';

/** Any path without a screen, inside the signed-in layout (docs/product.md "Screens"). */
export class NotFoundPage {
  readonly heading: Locator;
  readonly text: Locator;

  constructor(page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Page Not Found', exact: true });
    this.text = main.getByText('404 Page Not Found', { exact: true });
  }
}
