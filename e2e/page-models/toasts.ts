import type { Locator, Page } from '@playwright/test';

/** The notification region (sonner): at most one toast shows at a time (docs/product.md "States and behaviour"). */
export class Toasts {
  readonly region: Locator;

  constructor(page: Page) {
    this.region = page.getByRole('region', { name: /^Notifications/ });
  }

  /** The toast whose title is exactly `title`. */
  withTitle(title: string): Locator {
    return this.region.getByText(title, { exact: true });
  }
}
