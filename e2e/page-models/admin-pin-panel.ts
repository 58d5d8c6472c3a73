import { expect, type Locator, type Page } from '@playwright/test';

/** The admin PIN panel behind the landing page's hidden dot (docs/product.md "Screens", "Input rules"; docs/product.md "Roles and plans"). */
export class AdminPinPanel {
  readonly page: Page;
  readonly heading: Locator;
  readonly pinInput: Locator;
  readonly accessDashboardButton: Locator;
  readonly error: Locator;

  constructor(page: Page) {
    this.page = page;
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Admin Access', exact: true });
    this.pinInput = main.getByLabel('Admin PIN', { exact: true });
    this.accessDashboardButton = main.getByRole('button', { name: 'Access Dashboard', exact: true });
    this.error = main.getByRole('alert');
  }

  async expectShown(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.pinInput).toBeVisible();
  }

  /** Types the PIN key by key, as a person would (so the field's 4-character limit applies). */
  async typePin(pin: string): Promise<void> {
    await this.pinInput.clear();
    await this.pinInput.pressSequentially(pin);
  }

  async enterPin(pin: string): Promise<void> {
    await this.typePin(pin);
    await this.accessDashboardButton.click();
  }
}
