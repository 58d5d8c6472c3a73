import { expect, type Locator, type Page } from '@playwright/test';

export type ComparisonTableName = 'Property Details' | 'Financial Metrics';
export type SummaryTitle = 'Best ROI' | 'Best Cash Flow' | 'Lowest Entry Cost';

/** /property-comparison (docs/product.md "Screens" (Property Comparison)): the picker, the summaries and the two tables. */
export class PropertyComparisonPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly filterInput: Locator;
  readonly list: Locator;
  readonly checkboxes: Locator;
  /** The box the list scrolls in. */
  readonly listBox: Locator;
  /** Every item element in the DOM, loaded or placeholder. */
  readonly renderedItems: Locator;
  readonly placeholders: Locator;
  readonly loadMoreError: Locator;
  readonly loadMoreRetryButton: Locator;
  readonly selectedCount: Locator;
  readonly clearSelectionButton: Locator;
  readonly limitNote: Locator;
  readonly pickMoreNote: Locator;
  readonly summaries: Locator;
  readonly loading: Locator;
  readonly emptyTitle: Locator;
  readonly addPropertyLink: Locator;

  constructor(page: Page) {
    this.page = page;
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Property Comparison', exact: true });
    this.filterInput = main.getByLabel('Filter properties', { exact: true });
    this.list = main.getByRole('list', { name: 'Your properties', exact: true });
    this.checkboxes = this.list.getByRole('checkbox');
    this.listBox = this.list.locator('xpath=..');
    this.renderedItems = this.list.locator('> li');
    this.placeholders = this.list.locator('> li[aria-hidden="true"]');
    this.loadMoreError = main.getByRole('alert').filter({ hasText: 'More properties could not be loaded.' });
    this.loadMoreRetryButton = this.loadMoreError.getByRole('button', { name: 'Try again', exact: true });
    this.selectedCount = main.getByRole('status').filter({ hasText: /^\d of 3 selected$/ });
    this.clearSelectionButton = main.getByRole('button', { name: 'Clear Selection', exact: true });
    this.limitNote = main.getByText('You can compare up to 3 properties. Untick one to choose another.', {
      exact: true,
    });
    this.pickMoreNote = main.getByText(/^Pick (2 or 3 properties|one or two more properties)/);
    this.summaries = main.getByRole('region', { name: 'At a Glance', exact: true });
    this.loading = main.getByRole('status').filter({ hasText: 'Loading properties...' });
    this.emptyTitle = main.getByRole('heading', { name: 'No properties to compare yet', exact: true });
    this.addPropertyLink = main.getByRole('link', { name: 'Add Property', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/property-comparison');
    await expect(this.heading).toBeVisible();
    await expect(this.loading).toHaveCount(0);
  }

  /** A property's box in the picker, by its address. */
  checkbox(address: string): Locator {
    return this.list.getByRole('checkbox', { name: address, exact: true });
  }

  /** A summary card: its title, then the property's address, its city, and the figure. */
  summary(title: SummaryTitle): Locator {
    return this.summaries
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { level: 3, name: title, exact: true }) });
  }

  table(name: ComparisonTableName): Locator {
    return this.page.getByRole('main').getByRole('table', { name, exact: true });
  }

  /** The scrolling box around a table (sideways on a phone). */
  tableBox(name: ComparisonTableName): Locator {
    return this.page.getByRole('main').getByRole('region', { name, exact: true });
  }

  /** The column headers after 'Figure': the compared properties' addresses, in order. */
  async columnAddresses(name: ComparisonTableName): Promise<string[]> {
    const headers = await this.table(name).getByRole('columnheader').allTextContents();
    return headers.slice(1);
  }

  /** The cells of one row (by its label), one per compared property. */
  rowValues(name: ComparisonTableName, label: string): Locator {
    return this.table(name)
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) })
      .getByRole('cell');
  }

  /** The Estimated Value row's cells, one per compared property in column order: the figure with its month and metro, or why there is none. */
  estimateCells(): Locator {
    return this.rowValues('Property Details', 'Estimated Value');
  }

  /** The button that saves a property's estimate as its current value (its name says which property). */
  useEstimateButton(address: string): Locator {
    return this.table('Property Details').getByRole('button', {
      name: `Use this estimate for ${address}`,
      exact: true,
    });
  }

  async horizontalOverflow(): Promise<number> {
    return this.page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);
  }
}
