import { expect, type Locator, type Page } from '@playwright/test';

/** What the recurring dialog's fields take: a property by its option text, dates as YYYY-MM-DD. */
export type ScheduleValues = {
  property?: string;
  kind?: 'Rent' | 'Loan payment';
  day?: string;
  amount?: string;
  payee?: string;
  startDate?: string;
  endDate?: string;
};

/** The Add and Edit Recurring Transaction dialog. */
export class ScheduleDialog {
  readonly dialog: Locator;
  readonly property: Locator;
  readonly day: Locator;
  readonly amount: Locator;
  readonly payee: Locator;
  readonly startDate: Locator;
  readonly endDate: Locator;
  readonly error: Locator;
  readonly cancelButton: Locator;
  readonly saveButton: Locator;

  constructor(page: Page, title: 'Add Recurring Transaction' | 'Edit Recurring Transaction') {
    this.dialog = page.getByRole('dialog', { name: title, exact: true });
    this.property = this.dialog.getByRole('combobox', { name: 'Property', exact: true });
    this.day = this.dialog.getByRole('spinbutton', { name: 'Day of the month', exact: true });
    this.amount = this.dialog.getByRole('textbox', { name: 'Monthly rent', exact: true });
    this.payee = this.dialog.getByRole('textbox', { name: 'Payee', exact: true });
    // A date input has no role; a required one's label ends in the marker '*'.
    this.startDate = this.dialog.getByLabel(/^Start date\*?$/);
    this.endDate = this.dialog.getByLabel('End date (optional)', { exact: true });
    this.error = this.dialog.getByRole('alert');
    this.cancelButton = this.dialog.getByRole('button', { name: 'Cancel', exact: true });
    this.saveButton = this.dialog.getByRole('button', { name: 'Save Recurring', exact: true });
  }

  kind(name: 'Rent' | 'Loan payment'): Locator {
    return this.dialog.getByRole('radio', { name: new RegExp(`^${name}`) });
  }

  async fill(values: ScheduleValues): Promise<void> {
    if (values.property !== undefined) await this.property.selectOption({ label: values.property });
    if (values.kind !== undefined) await this.kind(values.kind).check();
    if (values.day !== undefined) await this.day.fill(values.day);
    if (values.amount !== undefined) await this.amount.fill(values.amount);
    if (values.payee !== undefined) await this.payee.fill(values.payee);
    if (values.startDate !== undefined) await this.startDate.fill(values.startDate);
    if (values.endDate !== undefined) await this.endDate.fill(values.endDate);
  }

  /** The message said on a field (its aria-describedby's error). */
  async expectFieldError(field: Locator, message: string): Promise<void> {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(this.dialog.getByText(message, { exact: true })).toBeVisible();
  }
}

/** The ledger's Recurring section: its schedules, each with Edit and Delete, and Add Recurring. */
export class RecurringSection {
  readonly section: Locator;
  readonly addButton: Locator;
  readonly empty: Locator;
  readonly schedules: Locator;
  readonly addDialog: ScheduleDialog;
  readonly editDialog: ScheduleDialog;
  readonly deleteDialog: Locator;
  readonly confirmDeleteButton: Locator;

  constructor(page: Page) {
    this.section = page.getByRole('main').getByRole('region', { name: 'Recurring', exact: true });
    this.addButton = this.section.getByRole('button', { name: 'Add Recurring', exact: true });
    this.empty = this.section.getByText(/^None yet\./);
    this.schedules = this.section.getByTestId('schedule');
    this.addDialog = new ScheduleDialog(page, 'Add Recurring Transaction');
    this.editDialog = new ScheduleDialog(page, 'Edit Recurring Transaction');
    this.deleteDialog = page.getByRole('alertdialog', {
      name: 'Delete this recurring transaction?',
      exact: true,
    });
    this.confirmDeleteButton = this.deleteDialog.getByRole('button', { name: 'Delete', exact: true });
  }

  schedule(text: string): Locator {
    return this.schedules.filter({ hasText: text });
  }
}
