import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in frame: the desktop sidebar (links, Portfolio Value box, user card) and the phone bottom bar. */
export class AppShell {
  readonly page: Page;
  readonly main: Locator;
  readonly sidebar: Locator;
  readonly sidebarLinks: Locator;
  readonly settingsLink: Locator;
  readonly portfolioValueBox: Locator;
  readonly portfolioTotalValue: Locator;
  readonly addFirstPropertyLink: Locator;
  readonly bottomBar: Locator;
  readonly bottomBarLinks: Locator;
  readonly logOutButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.main = page.getByRole('main');
    this.sidebar = page.getByTestId('sidebar');
    this.sidebarLinks = this.sidebar.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
    this.settingsLink = this.sidebar.getByRole('link', { name: 'Settings', exact: true });
    this.portfolioValueBox = page.getByTestId('portfolio-value-box');
    // The first amount in the box is the total value; the monthly cash flow comes after it.
    this.portfolioTotalValue = this.portfolioValueBox.getByText(/^-?\$/).first();
    this.addFirstPropertyLink = this.portfolioValueBox.getByRole('link', {
      name: 'Add your first property',
      exact: true,
    });
    this.bottomBar = page.getByTestId('bottom-bar');
    this.bottomBarLinks = this.bottomBar.getByRole('link');
    // The sidebar's button on desktop, the top bar's on phones: only one of them is ever rendered visibly.
    this.logOutButton = page.getByRole('button', { name: 'Log out', exact: true });
  }

  /** The user card's lines (name, plan) inside the sidebar. */
  userCardText(text: string): Locator {
    return this.sidebar.getByText(text, { exact: true });
  }

  /** The href of every locator in `links`, in order. */
  async hrefs(links: Locator): Promise<(string | null)[]> {
    return links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
  }

  async expectSignedInLayout(): Promise<void> {
    await expect(this.sidebar).toBeVisible();
    await expect(this.logOutButton).toBeVisible();
  }

  async logOut(): Promise<void> {
    await this.logOutButton.click();
  }
}
