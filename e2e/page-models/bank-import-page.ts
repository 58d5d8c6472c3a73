import { expect, type Locator, type Page } from '@playwright/test';

/**
 * /ledger/import: the statement file, the CSV's columns, the transactions read (each with its category, property and
 * "Always like this"), the import's progress and result, and the rules.
 */
export class BankImportPage {
  readonly page: Page;
  readonly main: Locator;
  readonly heading: Locator;
  readonly fileInput: Locator;
  readonly error: Locator;
  readonly readButton: Locator;
  readonly transactions: Locator;
  readonly fileProperty: Locator;
  readonly rules: Locator;
  readonly result: Locator;

  constructor(page: Page) {
    this.page = page;
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Import Bank Statement', exact: true });
    this.fileInput = this.main.getByLabel('Statement file (CSV, OFX or QFX)', { exact: true });
    this.error = this.main.getByRole('alert');
    this.readButton = this.main.getByRole('button', { name: 'Read Transactions', exact: true });
    this.transactions = this.main.getByRole('list', { name: 'Transactions in the statement', exact: true });
    this.fileProperty = this.main.getByRole('combobox', {
      name: 'Property for these transactions',
      exact: true,
    });
    this.rules = this.main
      .locator('section, div')
      .filter({ has: page.getByText('Rules', { exact: true }) })
      .last();
    this.result = this.main.getByText(/^\d+ transactions? added to your ledger\.$/);
  }

  async goto(): Promise<void> {
    await this.page.goto('/ledger/import');
    await expect(this.heading).toBeVisible();
  }

  category(payee: string, date: string): Locator {
    return this.main.getByRole('combobox', { name: `Category of ${payee} on ${date}`, exact: true });
  }

  include(payee: string, date: string): Locator {
    return this.main.getByRole('checkbox', { name: `Import ${payee} on ${date}`, exact: true });
  }

  makeRule(payee: string): Locator {
    return this.main.getByRole('button', { name: `Always like this: ${payee}`, exact: true });
  }

  importButton(count: number): Locator {
    return this.main.getByRole('button', {
      name: `Import ${count} Transaction${count === 1 ? '' : 's'}`,
      exact: true,
    });
  }

  column(
    name: 'Date' | 'Amount' | 'Debit (money out)' | 'Credit (money in)' | 'Payee or description',
  ): Locator {
    return this.main.getByRole('combobox', { name, exact: true });
  }
}
