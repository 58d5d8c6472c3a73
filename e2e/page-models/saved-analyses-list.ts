import type { Locator, Page } from '@playwright/test';

/** Saved Analyses on /deal-analysis: open one into the form, or delete it after a confirmation. */
export class SavedAnalysesList {
  readonly page: Page;
  readonly region: Locator;
  readonly heading: Locator;
  readonly emptyTitle: Locator;
  readonly emptyText: Locator;
  readonly items: Locator;
  readonly confirmDialog: Locator;
  readonly confirmDeleteButton: Locator;
  readonly cancelDeleteButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.region = page.getByRole('main').getByRole('region', { name: 'Saved Analyses', exact: true });
    this.heading = this.region.getByRole('heading', { level: 2, name: 'Saved Analyses', exact: true });
    this.emptyTitle = this.region.getByText('No saved analyses yet', { exact: true });
    this.emptyText = this.region.getByText('Analyze a deal, then choose Save Analysis to keep it here.', {
      exact: true,
    });
    this.items = this.region.getByRole('listitem');
    this.confirmDialog = page.getByRole('alertdialog', { name: 'Delete this analysis?', exact: true });
    this.confirmDeleteButton = this.confirmDialog.getByRole('button', { name: 'Delete', exact: true });
    this.cancelDeleteButton = this.confirmDialog.getByRole('button', { name: 'Cancel', exact: true });
  }

  /** The list item of a saved analysis, by the name it goes by (its address, or 'Untitled deal'). */
  item(name: string): Locator {
    return this.items.filter({ has: this.page.getByText(name, { exact: true }) });
  }

  openButton(name: string): Locator {
    return this.region.getByRole('button', { name: `Open ${name}`, exact: true });
  }

  deleteButton(name: string): Locator {
    return this.region.getByRole('button', { name: `Delete ${name}`, exact: true });
  }
}
