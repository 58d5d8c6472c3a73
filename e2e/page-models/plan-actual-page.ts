import type { Locator, Page } from '@playwright/test';

/** /plan-actual: its choices, the portfolio's and each property's table of lines, and their IRR to date. */
export class PlanActualPage {
  readonly page: Page;
  readonly main: Locator;
  readonly heading: Locator;
  readonly controls: Locator;
  readonly period: Locator;
  readonly year: Locator;
  readonly threshold: Locator;
  readonly value: Locator;
  readonly periodText: Locator;
  readonly noPropertiesHeading: Locator;
  readonly noLedger: Locator;
  readonly loadFailed: Locator;
  readonly retryButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Plan vs Actual', exact: true });
    this.controls = this.main.getByRole('search', { name: 'Compare', exact: true });
    this.period = this.controls.getByRole('combobox', { name: 'Period', exact: true });
    this.year = this.controls.getByRole('combobox', { name: 'Year', exact: true });
    this.threshold = this.controls.getByRole('spinbutton', {
      name: 'Flag lines off by more than (%)',
      exact: true,
    });
    this.value = this.controls.getByRole('combobox', { name: 'Value for the IRR to date', exact: true });
    this.periodText = this.main.getByTestId('plan-period');
    this.noPropertiesHeading = this.main.getByRole('heading', { name: 'Add a property first', exact: true });
    this.noLedger = this.main.getByText('No transactions in this period yet, so every actual figure is 0.', {
      exact: true,
    });
    this.loadFailed = this.main.getByText('The comparison could not be loaded.', { exact: true });
    this.retryButton = this.main.getByRole('button', { name: 'Try again' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/plan-actual${query}`);
  }

  /** The section of a property ("12 Elm Street, Denver") or of the portfolio ("Portfolio"). */
  section(name: string): Locator {
    return this.main.getByRole('region', { name, exact: true });
  }

  /** A line's row in a section: its cells are the line, plan, actual and difference. */
  row(section: Locator, line: string): Locator {
    return section
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: new RegExp(`^${line}`) }) });
  }

  /** How far the page is wider than the viewport (0 or less: nothing scrolls sideways). */
  async horizontalOverflow(): Promise<number> {
    const width = await this.page
      .locator('html')
      .evaluate((root) => (root.ownerDocument.scrollingElement ?? root).scrollWidth);
    return width - (this.page.viewportSize()?.width ?? 0);
  }
}
