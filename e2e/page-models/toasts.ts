import { expect, type Locator, type Page } from '@playwright/test';

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

  /** Closes the toast titled `title` by its button, so that the next toast with that title is a new one. */
  async close(title: string): Promise<void> {
    const toast = this.region.locator('[data-sonner-toast]').filter({ hasText: title });
    await toast.getByRole('button', { name: 'Close notification', exact: true }).click();
    await expect(this.withTitle(title)).toHaveCount(0);
  }
}
