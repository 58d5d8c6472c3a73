import { expect, type Locator, type Page } from '@playwright/test';

/**
 * /schedule-e: the tax year, Download CSV and Print; the totals cards; Part I (the form's lines as rows, a column per
 * property with its "Days and share" button); the notices; the summary lines 23a to 26; the days-and-share dialog.
 */
export class ScheduleEPage {
  readonly page: Page;
  readonly main: Locator;
  readonly heading: Locator;
  readonly year: Locator;
  readonly downloadLink: Locator;
  readonly printButton: Locator;
  readonly table: Locator;
  readonly summary: Locator;
  readonly emptyHeading: Locator;
  readonly loadFailed: Locator;
  readonly retryButton: Locator;
  readonly dialog: Locator;

  constructor(page: Page) {
    this.page = page;
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.year = this.main.getByRole('combobox', { name: 'Tax year', exact: true });
    this.downloadLink = this.main.getByRole('link', { name: 'Download CSV', exact: true });
    this.printButton = this.main.getByRole('button', { name: 'Print', exact: true });
    this.table = this.main.getByRole('table', { name: /^Part I, \d{4}$/ });
    this.summary = this.main.getByRole('definition');
    this.emptyHeading = this.main.getByRole('heading', { name: /^Nothing on Schedule E in \d{4}$/ });
    this.loadFailed = this.main.getByText('Schedule E could not be loaded.', { exact: true });
    this.retryButton = this.main.getByRole('button', { name: 'Try again' });
    this.dialog = page.getByRole('dialog', { name: /^Days and share of property [A-Z]+$/ });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/schedule-e${query}`);
    await expect(this.main.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  }

  /** The cells of a line's row, by its line number and item name ("14", "Repairs"), one per property. */
  lineCells(line: string, item: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: line, exact: true }) })
      .filter({ has: this.page.getByRole('rowheader', { name: item, exact: true }) })
      .getByRole('cell');
  }

  /** A summary line's amount, by its number (23a to 26). */
  summaryAmount(line: string): Locator {
    return this.main
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${line}$`) })
      .locator('xpath=following-sibling::dd[2]');
  }

  useButton(letter: string): Locator {
    return this.table.getByRole('button', { name: new RegExp(`^Days and share of property ${letter}, `) });
  }

  field(name: 'Fair rental days' | 'Personal use days' | 'Part rented (%)'): Locator {
    return this.dialog.getByRole('textbox', { name, exact: true });
  }
}
