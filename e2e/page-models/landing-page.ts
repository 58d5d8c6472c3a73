import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-out landing page (docs/product.md "Screens"): header with Log in and the hidden admin dot, hero, free card, features. */
export class LandingPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly logInButton: Locator;
  readonly adminDot: Locator;
  readonly freePlatformCard: Locator;
  readonly getStartedFreeButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', {
      level: 1,
      name: 'Analyze rental deals. Grow a portfolio that pays.',
    });
    this.logInButton = page.getByRole('button', { name: 'Log in', exact: true });
    this.adminDot = page.getByRole('button', { name: 'Admin access', exact: true });
    this.freePlatformCard = page.getByRole('region', { name: 'Free forever', exact: true });
    this.getStartedFreeButton = this.freePlatformCard.getByRole('button', {
      name: 'Get Started Free',
      exact: true,
    });
  }

  /** Opens `path` (any path shows the landing page when signed out) and waits for the landing page. */
  async goto(path = '/'): Promise<void> {
    await this.page.goto(path);
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.logInButton).toBeVisible();
  }

  async openLogIn(): Promise<void> {
    await this.logInButton.click();
  }

  async getStartedFree(): Promise<void> {
    await this.getStartedFreeButton.click();
  }

  async openAdminAccess(): Promise<void> {
    await this.adminDot.click();
  }

  /** How far the document is wider than the viewport, in CSS pixels (0 or less: no horizontal scroll). */
  async horizontalOverflow(): Promise<number> {
    return this.page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);
  }
}
