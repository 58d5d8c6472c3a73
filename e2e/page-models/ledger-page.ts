import { expect, type Locator, type Page } from '@playwright/test';

/** What the dialog's fields take: a date as YYYY-MM-DD, a category by its option's text ("Repairs · Line 14"). */
export type TransactionPartValues = { property?: string; category?: string; amount?: string };
export type TransactionValues = { date?: string; payee?: string; memo?: string };

/** One part of the dialog (a fieldset named "Part N"): its property, category and amount, and its remove button. */
export function transactionPart(dialog: Locator, number: number) {
  const part = dialog.getByRole('group', { name: `Part ${number}`, exact: true });
  return {
    part,
    property: part.getByRole('combobox', { name: 'Property', exact: true }),
    category: part.getByRole('combobox', { name: 'Category', exact: true }),
    amount: part.getByRole('textbox', { name: 'Amount', exact: true }),
    removeButton: part.getByRole('button', { name: `Remove part ${number}`, exact: true }),
  };
}

/**
 * The Add Transaction and Edit Transaction dialog: date, payee, memo, its parts (property, category, amount),
 * "Split: add a part" with the parts' total, its failure message, Cancel and Save Transaction.
 */
export class TransactionDialog {
  readonly dialog: Locator;
  readonly date: Locator;
  readonly payee: Locator;
  readonly memo: Locator;
  readonly addPartButton: Locator;
  readonly total: Locator;
  readonly error: Locator;
  readonly cancelButton: Locator;
  readonly saveButton: Locator;
  /** The Receipt section: its file input (hidden behind Attach Receipt and Replace), buttons, link and refusal. */
  readonly receipt: Locator;
  readonly receiptInput: Locator;
  readonly attachReceiptButton: Locator;
  readonly replaceReceiptButton: Locator;
  readonly removeReceiptButton: Locator;
  readonly keepReceiptButton: Locator;
  readonly discardReceiptButton: Locator;
  readonly receiptError: Locator;
  readonly uploadProgress: Locator;

  constructor(page: Page, title: 'Add Transaction' | 'Edit Transaction') {
    this.dialog = page.getByRole('dialog', { name: title, exact: true });
    // A date input has no role; its label ends in the required marker '*' (hidden from assistive technology).
    this.date = this.dialog.getByLabel(/^Date\*?$/);
    this.payee = this.dialog.getByRole('textbox', { name: 'Payee', exact: true });
    this.memo = this.dialog.getByRole('textbox', { name: 'Memo', exact: true });
    this.addPartButton = this.dialog.getByRole('button', { name: 'Split: add a part', exact: true });
    this.total = this.dialog.getByText(/^Total of the parts:/);
    this.error = this.dialog.getByRole('alert');
    this.cancelButton = this.dialog.getByRole('button', { name: 'Cancel', exact: true });
    this.saveButton = this.dialog.getByRole('button', { name: 'Save Transaction', exact: true });
    this.receipt = this.dialog.getByRole('region', { name: 'Receipt', exact: true });
    this.receiptInput = this.receipt.getByLabel('Receipt file', { exact: true });
    this.attachReceiptButton = this.receipt.getByRole('button', { name: 'Attach Receipt', exact: true });
    this.replaceReceiptButton = this.receipt.getByRole('button', { name: 'Replace', exact: true });
    this.removeReceiptButton = this.receipt.getByRole('button', { name: 'Remove', exact: true });
    this.keepReceiptButton = this.receipt.getByRole('button', { name: 'Keep Receipt', exact: true });
    this.discardReceiptButton = this.receipt.getByRole('button', { name: "Don't Attach", exact: true });
    this.receiptError = this.receipt.getByRole('alert');
    this.uploadProgress = this.dialog.getByRole('progressbar', { name: 'Receipt upload', exact: true });
  }

  /** The receipt's download link, named "Download <file name>". */
  receiptLink(name: string): Locator {
    return this.receipt.getByRole('link', { name: `Download ${name}`, exact: true });
  }

  part(number: number) {
    return transactionPart(this.dialog, number);
  }

  async fill(values: TransactionValues): Promise<void> {
    if (values.date !== undefined) await this.date.fill(values.date);
    if (values.payee !== undefined) await this.payee.fill(values.payee);
    if (values.memo !== undefined) await this.memo.fill(values.memo);
  }

  async fillPart(number: number, values: TransactionPartValues): Promise<void> {
    const part = this.part(number);
    if (values.property !== undefined) await part.property.selectOption({ label: values.property });
    if (values.category !== undefined) await part.category.selectOption({ label: values.category });
    if (values.amount !== undefined) await part.amount.fill(values.amount);
  }

  async save(): Promise<void> {
    await this.saveButton.click();
  }
}

/**
 * The rows of `rows` (one or several): their cells in the table's order (box, date, payee, category, property, amount,
 * actions), one cell per row.
 */
export function ledgerRow(rows: Locator) {
  const cell = (column: number) => rows.locator(`td:nth-child(${column})`);
  return {
    row: rows,
    checkbox: rows.getByRole('checkbox'),
    date: cell(2),
    payee: cell(3),
    category: cell(4),
    property: cell(5),
    amount: cell(6),
    /** The paperclip that downloads the row's receipt ("Download the receipt <name>"). */
    receiptLink: rows.getByRole('link', { name: /^Download the receipt / }),
  };
}

/**
 * /ledger (docs/product.md "Ledger"): the header with Add Transaction; its empty states (no property, no transaction,
 * no match); the filters, the totals of what they pass, the list with its Edit and Delete buttons, the bar that
 * re-categorises the ticked rows; the Add/Edit dialog and the delete confirmation; loading and error.
 */
export class LedgerPage {
  readonly page: Page;
  readonly main: Locator;
  readonly heading: Locator;
  /** The header's button (the empty state without transactions has a second one). */
  readonly addButton: Locator;
  readonly noPropertiesHeading: Locator;
  readonly addPropertyLink: Locator;
  readonly emptyHeading: Locator;
  readonly emptyAddButton: Locator;
  readonly noMatches: Locator;
  readonly clearFiltersButton: Locator;
  readonly filters: Locator;
  readonly propertyFilter: Locator;
  readonly fromFilter: Locator;
  readonly toFilter: Locator;
  readonly categoryFilter: Locator;
  readonly searchFilter: Locator;
  readonly totals: Locator;
  readonly moneyIn: Locator;
  readonly moneyOut: Locator;
  readonly net: Locator;
  readonly count: Locator;
  readonly list: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly selectAllCheckbox: Locator;
  readonly bulkBar: Locator;
  readonly bulkCategory: Locator;
  readonly recategorizeButton: Locator;
  readonly addDialog: TransactionDialog;
  readonly editDialog: TransactionDialog;
  readonly deleteDialog: Locator;
  readonly confirmDeleteButton: Locator;
  readonly loading: Locator;
  readonly error: Locator;
  readonly retryButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Ledger', exact: true });
    this.addButton = this.main.getByRole('button', { name: 'Add Transaction', exact: true }).first();
    this.noPropertiesHeading = this.main.getByRole('heading', { name: 'Add a property first', exact: true });
    this.addPropertyLink = this.main.getByRole('link', { name: 'Add Property', exact: true });
    this.emptyHeading = this.main.getByRole('heading', { name: 'No transactions yet', exact: true });
    this.emptyAddButton = this.main.getByRole('button', { name: 'Add Transaction', exact: true }).last();
    this.noMatches = this.main.getByRole('heading', {
      name: 'No transactions match these filters.',
      exact: true,
    });
    this.clearFiltersButton = this.main.getByRole('button', { name: 'Clear filters', exact: true });
    this.filters = this.main.getByRole('search', { name: 'Filter transactions', exact: true });
    this.propertyFilter = this.filters.getByRole('combobox', { name: 'Property', exact: true });
    this.fromFilter = this.filters.getByLabel('From', { exact: true });
    this.toFilter = this.filters.getByLabel('To', { exact: true });
    this.categoryFilter = this.filters.getByRole('combobox', { name: 'Category', exact: true });
    this.searchFilter = this.filters.getByRole('searchbox', { name: 'Payee or memo', exact: true });
    this.totals = this.main.getByRole('region', { name: 'Totals of the transactions shown', exact: true });
    this.moneyIn = this.totals.getByTestId('ledger-money-in');
    this.moneyOut = this.totals.getByTestId('ledger-money-out');
    this.net = this.totals.getByTestId('ledger-net');
    this.count = this.totals.getByText(/^\d+ transactions?$/);
    this.list = this.main.getByRole('region', { name: 'Transactions', exact: true });
    this.table = this.list.getByRole('table', { name: 'Transactions', exact: true });
    this.rows = this.table.locator('tbody').getByRole('row');
    this.selectAllCheckbox = this.table.getByRole('checkbox', {
      name: 'Select all transactions on this page',
      exact: true,
    });
    this.bulkBar = this.main.getByRole('form', { name: /^\d+ selected$/ });
    this.bulkCategory = this.bulkBar.getByRole('combobox', { name: 'New category', exact: true });
    this.recategorizeButton = this.bulkBar.getByRole('button', { name: 'Re-categorise', exact: true });
    this.addDialog = new TransactionDialog(page, 'Add Transaction');
    this.editDialog = new TransactionDialog(page, 'Edit Transaction');
    this.deleteDialog = page.getByRole('alertdialog', { name: 'Delete this transaction?', exact: true });
    this.confirmDeleteButton = this.deleteDialog.getByRole('button', { name: 'Delete', exact: true });
    this.loading = this.main.getByRole('status').filter({ hasText: 'Loading the ledger...' });
    this.error = this.main.getByRole('alert');
    this.retryButton = this.error.getByRole('button', { name: 'Try again', exact: true });
  }

  /** Opens /ledger and waits for its heading and the end of loading. */
  async goto(): Promise<void> {
    await this.page.goto('/ledger');
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.main.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  }

  /** The rows whose text holds `payee` and each of `texts` (a date as shown, "03/01/2025"; a category). */
  row(payee: string, ...texts: string[]) {
    let rows = this.rows.filter({ hasText: payee });
    for (const text of texts) rows = rows.filter({ hasText: text });
    return ledgerRow(rows);
  }

  /** A row's Edit button, by its accessible name "Edit <payee> on <date>". */
  editButton(payee: string, date: string): Locator {
    return this.table.getByRole('button', { name: `Edit ${payee} on ${date}`, exact: true });
  }

  deleteButton(payee: string, date: string): Locator {
    return this.table.getByRole('button', { name: `Delete ${payee} on ${date}`, exact: true });
  }

  selectCheckbox(payee: string, date: string): Locator {
    return this.table.getByRole('checkbox', { name: `Select ${payee} on ${date}`, exact: true });
  }

  /** Opens the Add Transaction dialog from the header. */
  async openAdd(): Promise<TransactionDialog> {
    await this.addButton.click();
    await expect(this.addDialog.dialog).toBeVisible();
    return this.addDialog;
  }

  /** The totals cards as shown: Money in, Money out, Net. */
  async expectTotals(totals: { moneyIn: string; moneyOut: string; net: string }): Promise<void> {
    await expect(this.moneyIn).toHaveText(totals.moneyIn);
    await expect(this.moneyOut).toHaveText(totals.moneyOut);
    await expect(this.net).toHaveText(totals.net);
  }

  /** How far the page is wider than the viewport (0 or less: nothing scrolls sideways). */
  async horizontalOverflow(): Promise<number> {
    const width = await this.page
      .locator('html')
      .evaluate((root) => (root.ownerDocument.scrollingElement ?? root).scrollWidth);
    return width - (this.page.viewportSize()?.width ?? 0);
  }
}
