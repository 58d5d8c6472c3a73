import { expect, type Locator, type Page } from '@playwright/test';

// The dates of a rent-roll test: the server counts on the real clock, in UTC (docs/api.md "Rent roll"), so a test
// writes its leases and rent relative to today.

const DAY_MS = 86_400_000;
const CLIENT = { 'x-rentfolio-client': 'e2e' };

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Today (UTC), as the server's rent roll counts it: YYYY-MM-DD. */
export function today(): string {
  return isoDay(new Date());
}

/** The day `days` after today (UTC; negative: before it), YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  const now = new Date();
  return isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)));
}

/** The 1st of the month `offset` months from this one (UTC; -2: two months ago), YYYY-MM-DD. */
export function firstOfMonth(offset: number): string {
  const now = new Date();
  return isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)));
}

/** Whole days from `date` (YYYY-MM-DD) to today (UTC). */
export function daysSince(date: string): number {
  return Math.round((Date.parse(`${today()}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / DAY_MS);
}

/** The month `offset` months from this one as the screen writes it in English: "November 2026". */
export function monthName(offset = 0): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${firstOfMonth(offset)}T00:00:00Z`),
  );
}

/** A calendar day (YYYY-MM-DD) in the default date format, as the screen shows it: MM/DD/YYYY. */
export function shownDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

/** A unit as POST /api/properties/:id/units takes it (docs/api.md "Rent roll"). */
export type UnitBody = {
  label: string;
  tenantName?: string;
  leaseStart?: string | null;
  leaseEnd?: string | null;
  rent: number | string;
  deposit?: number | string;
  dueDay: number;
};

/** Adds a unit to a property through the API as the signed-in page's user; answers its id. */
export async function addUnitThroughApi(page: Page, propertyId: number, unit: UnitBody): Promise<number> {
  const response = await page.request.post(`/api/properties/${propertyId}/units`, {
    data: { leaseStart: null, leaseEnd: null, ...unit },
    headers: CLIENT,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Books rent received (Rents received, line 3) through the API, naming the unit when `unitId` is given. */
export async function addRentThroughApi(
  page: Page,
  { propertyId, unitId, date, amount }: { propertyId: number; unitId?: number; date: string; amount: number },
): Promise<void> {
  const response = await page.request.post('/api/transactions', {
    data: {
      date,
      payee: 'Tenant',
      parts: [{ propertyId, category: 'rents', amount, ...(unitId ? { unitId } : {}) }],
    },
    headers: CLIENT,
  });
  expect(response.status(), await response.text()).toBe(201);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The Add Unit and Edit Unit dialog: property, name, tenant, lease start and end, rent, deposit, due day. */
export class UnitDialog {
  readonly dialog: Locator;
  readonly property: Locator;
  readonly label: Locator;
  readonly tenant: Locator;
  readonly leaseStart: Locator;
  readonly leaseEnd: Locator;
  readonly rent: Locator;
  readonly deposit: Locator;
  readonly dueDay: Locator;
  readonly cancelButton: Locator;
  readonly saveButton: Locator;

  constructor(page: Page, title: 'Add Unit' | 'Edit Unit') {
    this.dialog = page.getByRole('dialog', { name: title, exact: true });
    this.property = this.dialog.getByRole('combobox', { name: 'Property', exact: true });
    this.label = this.dialog.getByRole('textbox', { name: 'Unit name', exact: true });
    this.tenant = this.dialog.getByRole('textbox', { name: 'Tenant', exact: true });
    // A date input has no role.
    this.leaseStart = this.dialog.getByLabel('Lease start', { exact: true });
    this.leaseEnd = this.dialog.getByLabel('Lease end', { exact: true });
    this.rent = this.dialog.getByRole('textbox', { name: 'Monthly rent', exact: true });
    this.deposit = this.dialog.getByRole('textbox', { name: 'Deposit held', exact: true });
    this.dueDay = this.dialog.getByRole('textbox', { name: 'Due day', exact: true });
    this.cancelButton = this.dialog.getByRole('button', { name: 'Cancel', exact: true });
    this.saveButton = this.dialog.getByRole('button', { name: 'Save Unit', exact: true });
  }

  /** A field's error message: the paragraph "<field's id>-error" that the field is described by. */
  async errorOf(field: Locator): Promise<Locator> {
    const id = await field.getAttribute('id');
    expect(id, 'the field has an id').toBeTruthy();
    return this.dialog.locator(`[id="${id}-error"]`);
  }

  /** Types each given value into its field ('' empties it); the property is chosen by its option's text. */
  async fill(values: {
    property?: string;
    label?: string;
    tenant?: string;
    leaseStart?: string;
    leaseEnd?: string;
    rent?: string;
    deposit?: string;
    dueDay?: string;
  }): Promise<void> {
    if (values.property !== undefined) await this.property.selectOption({ label: values.property });
    if (values.label !== undefined) await this.label.fill(values.label);
    if (values.tenant !== undefined) await this.tenant.fill(values.tenant);
    if (values.leaseStart !== undefined) await this.leaseStart.fill(values.leaseStart);
    if (values.leaseEnd !== undefined) await this.leaseEnd.fill(values.leaseEnd);
    if (values.rent !== undefined) await this.rent.fill(values.rent);
    if (values.deposit !== undefined) await this.deposit.fill(values.deposit);
    if (values.dueDay !== undefined) await this.dueDay.fill(values.dueDay);
  }
}

/**
 * /rent-roll (docs/product.md "Rent roll"): the heading and Add Unit; the controls (last month shown, property, grace
 * period); the summary cards of the 12 months; the units table ("Units, <Month YYYY>") with each unit's Edit and
 * Delete; the "Rent by month" table; the empty, loading and error states; the unit dialog and the delete confirmation.
 */
export class RentRollPage {
  readonly page: Page;
  readonly main: Locator;
  readonly heading: Locator;
  /** The header's Add Unit (the empty state with a property has a second one). */
  readonly addButton: Locator;
  readonly controls: Locator;
  readonly through: Locator;
  readonly property: Locator;
  readonly grace: Locator;
  readonly graceError: Locator;
  readonly summary: Locator;
  readonly unitsBox: Locator;
  readonly unitsTable: Locator;
  readonly historyHeading: Locator;
  readonly historyBox: Locator;
  readonly historyTable: Locator;
  readonly emptyHeading: Locator;
  readonly emptyText: Locator;
  readonly noPropertiesText: Locator;
  readonly addPropertyLink: Locator;
  readonly emptyAddButton: Locator;
  readonly loadFailed: Locator;
  readonly retryButton: Locator;
  readonly addDialog: UnitDialog;
  readonly editDialog: UnitDialog;

  constructor(page: Page) {
    this.page = page;
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Rent Roll', exact: true });
    this.addButton = this.main.getByRole('button', { name: 'Add Unit', exact: true }).first();
    this.controls = this.main.getByRole('search', { name: 'Rent Roll', exact: true });
    this.through = this.controls.getByRole('combobox', { name: 'Last month shown', exact: true });
    this.property = this.controls.getByRole('combobox', { name: 'Property', exact: true });
    this.grace = this.controls.getByRole('spinbutton', { name: 'Grace period (days)', exact: true });
    this.graceError = this.controls.getByRole('alert');
    this.summary = this.main.getByRole('region', { name: /^The 12 months to / });
    this.unitsBox = this.main.getByRole('region', { name: /^Units, / });
    this.unitsTable = this.main.getByRole('table', { name: /^Units, / });
    this.historyHeading = this.main.getByText('Rent by month', { exact: true });
    this.historyBox = this.main.getByRole('region', { name: /^Rent by month, the 12 months to / });
    this.historyTable = this.main.getByRole('table', { name: /^Rent by month, the 12 months to / });
    this.emptyHeading = this.main.getByRole('heading', { name: 'No units yet', exact: true });
    this.emptyText = this.main.getByText(
      'Add each unit of your properties (a single-family home has one) with its tenant, lease and rent, and the rent roll compares the rent due with the rent your ledger received.',
      { exact: true },
    );
    this.noPropertiesText = this.main.getByText('Add a property first: units belong to a property.', {
      exact: true,
    });
    this.addPropertyLink = this.main.getByRole('link', { name: 'Add a Property', exact: true });
    this.emptyAddButton = this.main.getByRole('button', { name: 'Add Unit', exact: true }).last();
    this.loadFailed = this.main.getByText('The rent roll could not be loaded.', { exact: true });
    this.retryButton = this.main.getByRole('button', { name: 'Try again', exact: true });
    this.addDialog = new UnitDialog(page, 'Add Unit');
    this.editDialog = new UnitDialog(page, 'Edit Unit');
  }

  /** Opens /rent-roll (with `query`, such as "?through=2026-09") and waits for the end of loading. */
  async goto(query = ''): Promise<void> {
    await this.page.goto(`/rent-roll${query}`);
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.main.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  }

  /** A summary card's figure, by its label: "Rent scheduled", "Rent received" or "Economic occupancy". */
  summaryValue(label: 'Rent scheduled' | 'Rent received' | 'Economic occupancy'): Locator {
    return this.summary.getByRole('article', { name: label, exact: true }).getByTestId('summary-value');
  }

  /** The units table's rows (without its header). */
  unitRows(): Locator {
    return this.unitsTable.locator('tbody').getByRole('row');
  }

  /** A row of `table` whose header is the unit's name over its address. */
  private rowOf(table: Locator, label: string, address: string): Locator {
    return table.getByRole('row').filter({
      has: this.page.getByRole('rowheader', {
        name: new RegExp(`^${escapeRegExp(label)}\\s*${escapeRegExp(address)}$`),
      }),
    });
  }

  /**
   * A unit's row in the units table and its cells: tenant, lease (with "Ends in N days" within 60 days), rent (with
   * its due day), deposit held, the month's status (its badge, then "<Status>: $received of $due").
   */
  unit(label: string, address: string) {
    const row = this.rowOf(this.unitsTable, label, address);
    const cells = row.getByRole('cell');
    return {
      row,
      tenant: cells.nth(0),
      lease: cells.nth(1),
      rent: cells.nth(2),
      deposit: cells.nth(3),
      status: cells.nth(4),
      editButton: row.getByRole('button', { name: `Edit ${label}, ${address}`, exact: true }),
      deleteButton: row.getByRole('button', { name: `Delete ${label}, ${address}`, exact: true }),
    };
  }

  /** The month headers of "Rent by month", oldest first ("Dec 2025"). */
  historyMonths(): Locator {
    return this.historyTable.locator('thead').getByRole('columnheader');
  }

  /** A unit's 12 cells in "Rent by month", oldest first: its status badge over the rent received. */
  historyCells(label: string, address: string): Locator {
    return this.rowOf(this.historyTable, label, address).getByRole('cell');
  }

  /**
   * The 12 cells of a row of "Rent by month" named by its header: "All units" (whose header also says "Received; below
   * it, due"), "Economic occupancy".
   */
  historyRowCells(name: 'All units' | 'Economic occupancy'): Locator {
    const header =
      name === 'All units'
        ? this.page.getByRole('rowheader', { name: 'All units Received; below it, due', exact: true })
        : this.page.getByRole('rowheader', { name, exact: true });
    return this.historyTable.getByRole('row').filter({ has: header }).getByRole('cell');
  }

  /** The confirmation before a unit is deleted, titled "Delete <unit>?". */
  deleteDialog(label: string): Locator {
    return this.page.getByRole('alertdialog', { name: `Delete ${label}?`, exact: true });
  }

  confirmDeleteButton(label: string): Locator {
    return this.deleteDialog(label).getByRole('button', { name: 'Delete Unit', exact: true });
  }

  /** Opens the Add Unit dialog from the header. */
  async openAdd(): Promise<UnitDialog> {
    await this.addButton.click();
    await expect(this.addDialog.dialog).toBeVisible();
    return this.addDialog;
  }

  /** How far the page is wider than the viewport (0 or less: nothing scrolls sideways). */
  async horizontalOverflow(): Promise<number> {
    const width = await this.page
      .locator('html')
      .evaluate((root) => (root.ownerDocument.scrollingElement ?? root).scrollWidth);
    return width - (this.page.viewportSize()?.width ?? 0);
  }
}
