import type { Locator, Page } from '@playwright/test';
import {
  createPropertyThroughApi,
  expect,
  newProperty,
  recordRequests,
  signInThroughApi,
  test,
} from '../fixtures';
import { LedgerPage } from '../page-models/ledger-page';

// /ledger (docs/product.md "Ledger"; docs/api.md "Ledger"): the transactions of the portfolio, filtered and totalled;
// added (in one part or split), edited, deleted and re-categorised; its empty, error and phone states, and the
// dialog by keyboard. Its accessibility is scanned in accessibility.spec.ts.

const CLIENT = { 'x-rentfolio-client': 'e2e' };
const PHONE = { width: 375, height: 740 };
const TRANSACTIONS = '/api/transactions';

type TransactionBody = {
  date: string;
  payee?: string;
  memo?: string;
  parts: { propertyId: number; category: string; amount: number }[];
};

/** Adds one payment through the API as the signed-in page's user (POST /api/transactions). */
async function addTransactionThroughApi(page: Page, body: TransactionBody): Promise<void> {
  const response = await page.request.post(TRANSACTIONS, { data: body, headers: CLIENT });
  expect(response.status(), await response.text()).toBe(201);
}

/** How many rows the account holds (GET /api/transactions). */
async function storedCount(page: Page): Promise<number> {
  const response = await page.request.get(TRANSACTIONS, { headers: CLIENT });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { totals: { count: number } }).totals.count;
}

/** A signed-in account with one property: its id, and its address as the lists show it. */
async function accountWithProperty(page: Page, address = '18 Ledger Lane') {
  await signInThroughApi(page);
  const property = await createPropertyThroughApi(page, newProperty({ address, city: 'Denver' }));
  return { id: property.id, label: `${address}, Denver` };
}

/**
 * Presses Tab until `target` has the focus, at most `presses` times: Chromium's date input keeps the focus for a few
 * Tabs (its month, day and year, and one more) before it moves on.
 */
async function tabTo(page: Page, target: Locator, presses = 5): Promise<void> {
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement)) return;
  }
  await expect(target).toBeFocused();
}

/** The category options as the lists write them (name · Schedule E line; a flow beside the form has no line). */
const RENTS = 'Rents received · Line 3';
const REPAIRS = 'Repairs · Line 14';
const UTILITIES = 'Utilities · Line 17';
const MORTGAGE_INTEREST = 'Mortgage interest paid to banks · Line 12';
const LOAN_PRINCIPAL = 'Loan principal';
const CLEANING = 'Cleaning and maintenance · Line 7';

test.describe('empty states and a failed read', () => {
  test('no property, then no transaction; a failed list read offers a retry', async ({ page }) => {
    await signInThroughApi(page);
    const ledger = new LedgerPage(page);
    await ledger.goto();
    await expect(ledger.noPropertiesHeading).toBeVisible();
    await expect(ledger.main).toContainText('Every transaction belongs to one of your properties.');
    await expect(ledger.addPropertyLink).toHaveAttribute('href', '/add-property');
    // Nothing to book on: no Add Transaction at all.
    await expect(ledger.main.getByRole('button', { name: 'Add Transaction' })).toHaveCount(0);

    await createPropertyThroughApi(page, newProperty());
    // The list's read (GET /api/transactions?…) fails until the route goes; the properties answer as usual.
    let failures = 0;
    const list = (url: URL) => url.pathname === TRANSACTIONS;
    await page.route(list, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      failures += 1;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    });
    await page.goto('/ledger');
    await expect(ledger.error).toContainText('The ledger could not be loaded.');
    expect(failures).toBeGreaterThan(0);
    await page.unroute(list);
    await ledger.retryButton.click();

    await expect(ledger.emptyHeading).toBeVisible();
    await expect(ledger.error).toHaveCount(0);
    await expect(ledger.main.getByRole('button', { name: 'Add Transaction', exact: true })).toHaveCount(2);
    await expect(ledger.addPropertyLink).toHaveCount(0);
  });
});

test.describe('adding, editing and deleting', () => {
  test('a rent, then a split loan payment: the rows and the totals follow', async ({ page, toasts }) => {
    const property = await accountWithProperty(page);
    const ledger = new LedgerPage(page);
    await ledger.goto();
    await expect(ledger.emptyHeading).toBeVisible();

    await ledger.emptyAddButton.click();
    const dialog = ledger.addDialog;
    await expect(dialog.dialog).toBeVisible();
    // The only property is chosen already.
    await expect(dialog.part(1).property).toHaveValue(String(property.id));
    await dialog.fill({ date: '2025-03-01', payee: 'Jordan Tenant' });
    await dialog.fillPart(1, { category: RENTS, amount: '2,400' });
    await expect(dialog.total).toHaveCount(0);
    await dialog.save();

    await expect(toasts.withTitle('Transaction added')).toBeVisible();
    await expect(dialog.dialog).toBeHidden();
    const rent = ledger.row('Jordan Tenant', '03/01/2025');
    await expect(ledger.rows).toHaveCount(1);
    await expect(rent.date).toHaveText('03/01/2025');
    await expect(rent.payee).toHaveText('Jordan Tenant');
    await expect(rent.category).toHaveText(RENTS);
    await expect(rent.property).toHaveText(property.label);
    await expect(rent.amount).toHaveText('+$2,400');
    await ledger.expectTotals({ moneyIn: '$2,400', moneyOut: '$0', net: '$2,400' });
    await expect(ledger.count).toHaveText('1 transaction');
    await toasts.close('Transaction added');

    // One bank payment, split into interest (line 12) and principal (not on Schedule E).
    await ledger.openAdd();
    await dialog.fill({ date: '2025-03-05', payee: 'First Bank', memo: 'March loan payment' });
    await dialog.fillPart(1, { category: MORTGAGE_INTEREST, amount: '1,100.25' });
    await dialog.addPartButton.click();
    await expect(dialog.part(2).property).toHaveValue(String(property.id));
    await dialog.fillPart(2, { category: LOAN_PRINCIPAL, amount: '250.15' });
    await expect(dialog.total).toHaveText('Total of the parts: $1,350.40');
    await dialog.save();

    await expect(toasts.withTitle('Transaction added')).toBeVisible();
    await expect(dialog.dialog).toBeHidden();
    await expect(ledger.rows).toHaveCount(3);
    await expect(ledger.row('First Bank', '03/05/2025').row).toHaveCount(2);
    // The parts of one payment share its date, payee and memo; each is marked as a part of a split.
    const parts: [string, string][] = [
      [MORTGAGE_INTEREST, '−$1,100.25'],
      [LOAN_PRINCIPAL, '−$250.15'],
    ];
    for (const [category, amount] of parts) {
      const part = ledger.row('First Bank', '03/05/2025', category);
      await expect(part.category).toHaveText(category);
      await expect(part.amount).toHaveText(amount);
      await expect(part.payee).toContainText('March loan payment');
      await expect(part.payee.getByRole('img', { name: 'Part of a split payment' })).toBeVisible();
      await expect(part.property).toHaveText(property.label);
    }
    // The newest date comes first.
    await expect(ledger.rows.first()).toContainText('First Bank');
    await expect(ledger.rows.last()).toContainText('Jordan Tenant');
    // 2,400 in; 1,100.25 + 250.15 = 1,350.40 out; 2,400 − 1,350.40 = 1,049.60.
    await ledger.expectTotals({ moneyIn: '$2,400', moneyOut: '$1,350.40', net: '$1,049.60' });
    await expect(ledger.count).toHaveText('3 transactions');
  });

  test('Edit changes a row, Delete removes one after its confirmation', async ({ page, toasts }) => {
    const property = await accountWithProperty(page);
    await addTransactionThroughApi(page, {
      date: '2025-03-01',
      payee: 'Jordan Tenant',
      parts: [{ propertyId: property.id, category: 'rents', amount: 2400 }],
    });
    await addTransactionThroughApi(page, {
      date: '2025-03-10',
      payee: 'Ace Plumbing',
      parts: [{ propertyId: property.id, category: 'repairs', amount: 180 }],
    });
    const ledger = new LedgerPage(page);
    await ledger.goto();
    await expect(ledger.rows).toHaveCount(2);
    await ledger.expectTotals({ moneyIn: '$2,400', moneyOut: '$180', net: '$2,220' });

    await ledger.editButton('Ace Plumbing', '03/10/2025').click();
    const dialog = ledger.editDialog;
    await expect(dialog.dialog).toBeVisible();
    await expect(dialog.payee).toHaveValue('Ace Plumbing');
    await expect(dialog.date).toHaveValue('2025-03-10');
    await expect(dialog.part(1).category).toHaveValue('repairs');
    await expect(dialog.part(1).amount).toHaveValue('180');
    // An edit changes one stored row: no split.
    await expect(dialog.addPartButton).toHaveCount(0);
    await dialog.part(1).amount.fill('215.50');
    await dialog.save();

    await expect(toasts.withTitle('Transaction updated')).toBeVisible();
    await expect(dialog.dialog).toBeHidden();
    const repair = ledger.row('Ace Plumbing', '03/10/2025');
    await expect(repair.amount).toHaveText('−$215.50');
    await ledger.expectTotals({ moneyIn: '$2,400', moneyOut: '$215.50', net: '$2,184.50' });

    await ledger.deleteButton('Ace Plumbing', '03/10/2025').click();
    await expect(ledger.deleteDialog).toBeVisible();
    await expect(ledger.deleteDialog).toContainText(
      'Ace Plumbing on 03/10/2025: $215.50. This cannot be undone.',
    );
    await ledger.confirmDeleteButton.click();

    await expect(toasts.withTitle('Transaction deleted')).toBeVisible();
    await expect(ledger.deleteDialog).toBeHidden();
    await expect(repair.row).toHaveCount(0);
    await expect(ledger.rows).toHaveCount(1);
    await ledger.expectTotals({ moneyIn: '$2,400', moneyOut: '$0', net: '$2,400' });
    expect(await storedCount(page)).toBe(1);
  });

  test('the field messages and a failed save keep the dialog open and save nothing', async ({ page }) => {
    const property = await accountWithProperty(page);
    await addTransactionThroughApi(page, {
      date: '2025-03-01',
      payee: 'Jordan Tenant',
      parts: [{ propertyId: property.id, category: 'rents', amount: 2400 }],
    });
    const ledger = new LedgerPage(page);
    await ledger.goto();
    await expect(ledger.rows).toHaveCount(1);
    const posts = recordRequests(page, TRANSACTIONS);

    const dialog = await ledger.openAdd();
    const part = dialog.part(1);
    await dialog.fill({ date: '2025-03-12', payee: 'Ace Plumbing' });
    await dialog.fillPart(1, { category: REPAIRS, amount: '0' });
    await dialog.save();
    await expect(part.amount).toHaveAttribute('aria-invalid', 'true');
    await expect(part.amount).toHaveAccessibleDescription('Amount cannot be 0.');
    await expect(part.category).not.toHaveAttribute('aria-invalid', 'true');

    await dialog.fillPart(1, { category: '—', amount: '125' });
    await dialog.save();
    await expect(part.category).toHaveAccessibleDescription('Choose a category from the list.');
    await expect(part.amount).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.dialog).toBeVisible();
    expect(posts.filter((request) => request.startsWith('POST'))).toEqual([]);

    // The server fails: its message (none here) or the dialog's own, and the form stays as typed.
    await page.route(`**${TRANSACTIONS}`, (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback(),
    );
    await dialog.fillPart(1, { category: REPAIRS });
    await dialog.save();
    await expect(dialog.error).toHaveText('The transaction could not be saved.');
    await expect(dialog.dialog).toBeVisible();
    await expect(dialog.payee).toHaveValue('Ace Plumbing');
    await dialog.cancelButton.click();
    await expect(dialog.dialog).toBeHidden();

    await expect(ledger.rows).toHaveCount(1);
    await expect(ledger.row('Ace Plumbing').row).toHaveCount(0);
    await ledger.expectTotals({ moneyIn: '$2,400', moneyOut: '$0', net: '$2,400' });
    expect(await storedCount(page)).toBe(1);
  });
});

test.describe('filters and re-categorising', () => {
  test('category, text and dates filter the list and its totals; two rows re-categorised at once', async ({
    page,
    toasts,
  }) => {
    const property = await accountWithProperty(page);
    const rows: [string, string, string, number, string?][] = [
      ['2025-01-05', 'Jordan Tenant', 'rents', 2400, 'January rent'],
      ['2025-01-20', 'Ace Plumbing', 'repairs', 180, 'Kitchen sink'],
      ['2025-02-05', 'Jordan Tenant', 'rents', 2400, 'February rent'],
      ['2025-02-14', 'City Water', 'utilities', 95.4],
      ['2025-03-02', 'Ace Plumbing', 'repairs', 320.75, 'Water heater'],
    ];
    for (const [date, payee, category, amount, memo] of rows)
      await addTransactionThroughApi(page, {
        date,
        payee,
        ...(memo ? { memo } : {}),
        parts: [{ propertyId: property.id, category, amount }],
      });
    const ledger = new LedgerPage(page);
    await ledger.goto();
    await expect(ledger.rows).toHaveCount(5);
    // 2 × 2,400 in; 180 + 95.40 + 320.75 = 596.15 out.
    const everything = { moneyIn: '$4,800', moneyOut: '$596.15', net: '$4,203.85' };
    await ledger.expectTotals(everything);
    await expect(ledger.count).toHaveText('5 transactions');

    await ledger.categoryFilter.selectOption({ label: REPAIRS });
    await expect(ledger.rows).toHaveCount(2);
    await expect(ledger.row('Ace Plumbing').row).toHaveCount(2);
    // 180 + 320.75.
    await ledger.expectTotals({ moneyIn: '$0', moneyOut: '$500.75', net: '-$500.75' });
    await expect(ledger.count).toHaveText('2 transactions');

    // The text matches the payee ("City Water") or the memo ("Water heater"), in any case.
    await ledger.categoryFilter.selectOption({ label: 'All categories' });
    await ledger.searchFilter.fill('water');
    await expect(ledger.rows).toHaveCount(2);
    await expect(ledger.rows).toContainText(['Ace Plumbing', 'City Water']);
    await ledger.expectTotals({ moneyIn: '$0', moneyOut: '$416.15', net: '-$416.15' });

    await ledger.searchFilter.fill('');
    await ledger.fromFilter.fill('2025-02-01');
    await ledger.toFilter.fill('2025-02-28');
    await expect(ledger.rows).toHaveCount(2);
    await expect(ledger.rows).toContainText(['City Water', 'Jordan Tenant']);
    await ledger.expectTotals({ moneyIn: '$2,400', moneyOut: '$95.40', net: '$2,304.60' });

    // February had no repair.
    await ledger.categoryFilter.selectOption({ label: REPAIRS });
    await expect(ledger.noMatches).toBeVisible();
    await expect(ledger.table).toHaveCount(0);
    await ledger.expectTotals({ moneyIn: '$0', moneyOut: '$0', net: '$0' });
    await ledger.clearFiltersButton.click();
    await expect(ledger.rows).toHaveCount(5);
    await ledger.expectTotals(everything);
    await expect(ledger.categoryFilter).toHaveValue('all');
    await expect(ledger.fromFilter).toHaveValue('');
    await expect(ledger.toFilter).toHaveValue('');

    // Both plumbing bills were cleaning and maintenance.
    await ledger.selectCheckbox('Ace Plumbing', '01/20/2025').check();
    await ledger.selectCheckbox('Ace Plumbing', '03/02/2025').check();
    await expect(ledger.bulkBar).toHaveAccessibleName('2 selected');
    await expect(ledger.recategorizeButton).toBeDisabled();
    await ledger.bulkCategory.selectOption({ label: CLEANING });
    await ledger.recategorizeButton.click();

    await expect(toasts.withTitle('2 transactions re-categorised.')).toBeVisible();
    await expect(ledger.bulkBar).toHaveCount(0);
    await expect(ledger.row('Ace Plumbing').category).toHaveText([CLEANING, CLEANING]);
    await expect(ledger.row('City Water').category).toHaveText(UTILITIES);
    await expect(ledger.selectAllCheckbox).not.toBeChecked();
    await ledger.expectTotals(everything);
    await ledger.categoryFilter.selectOption({ label: REPAIRS });
    await expect(ledger.noMatches).toBeVisible();
  });
});

test.describe('by keyboard', () => {
  test('Add Transaction is filled and saved with the keys alone, and Escape closes it', async ({
    page,
    toasts,
  }) => {
    await accountWithProperty(page);
    const ledger = new LedgerPage(page);
    await ledger.goto();
    await expect(ledger.emptyHeading).toBeVisible();

    await ledger.addButton.focus();
    await page.keyboard.press('Enter');
    const dialog = ledger.addDialog;
    await expect(dialog.dialog).toBeVisible();
    await expect(dialog.date).toBeFocused();
    // The date's segments in the browser's order (month, day, year), then each field in turn.
    await page.keyboard.type('04012025');
    await expect(dialog.date).toHaveValue('2025-04-01');
    await tabTo(page, dialog.payee);
    await page.keyboard.type('Keyboard Tenant');
    await page.keyboard.press('Tab');
    await expect(dialog.memo).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.part(1).property).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.part(1).category).toBeFocused();
    // The first category is the income group's only one.
    await page.keyboard.press('ArrowDown');
    await expect(dialog.part(1).category).toHaveValue('rents');
    await page.keyboard.press('Tab');
    await expect(dialog.part(1).amount).toBeFocused();
    await page.keyboard.type('1,250');
    await page.keyboard.press('Enter');

    await expect(toasts.withTitle('Transaction added')).toBeVisible();
    await expect(dialog.dialog).toBeHidden();
    const row = ledger.row('Keyboard Tenant', '04/01/2025');
    await expect(row.amount).toHaveText('+$1,250');
    await expect(row.category).toHaveText(RENTS);

    await ledger.addButton.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.dialog).toBeVisible();
    await expect(dialog.date).toBeFocused();
    await tabTo(page, dialog.payee);
    await page.keyboard.type('Never saved');
    await page.keyboard.press('Escape');
    await expect(dialog.dialog).toBeHidden();
    await expect(ledger.addButton).toBeFocused();
    await expect(ledger.rows).toHaveCount(1);
  });
});

test.describe('at phone width (375 px)', () => {
  test.use({ viewport: PHONE });

  test('nothing scrolls sideways: the empty state, the list with its bar, and the dialog', async ({
    page,
  }) => {
    const property = await accountWithProperty(
      page,
      '3 Very Long Address Boulevard, Apartment 1234 Northwest',
    );
    const ledger = new LedgerPage(page);
    await ledger.goto();
    await expect(ledger.emptyHeading).toBeVisible();
    expect(await ledger.horizontalOverflow()).toBeLessThanOrEqual(0);

    await addTransactionThroughApi(page, {
      date: '2025-03-01',
      payee: 'A payee with a rather long name, Property Management Incorporated',
      memo: 'A memo long enough to wrap over two lines of the narrow list on a phone screen',
      parts: [{ propertyId: property.id, category: 'rents', amount: 12_345_678.9 }],
    });
    await addTransactionThroughApi(page, {
      date: '2025-03-05',
      payee: 'First Bank',
      parts: [
        { propertyId: property.id, category: 'mortgageInterest', amount: 1100.25 },
        { propertyId: property.id, category: 'loanPrincipal', amount: 250.15 },
      ],
    });
    await ledger.goto();
    await expect(ledger.rows).toHaveCount(3);
    await ledger.selectCheckbox('First Bank', '03/05/2025').first().check();
    await expect(ledger.bulkBar).toBeVisible();
    expect(await ledger.horizontalOverflow()).toBeLessThanOrEqual(0);

    const dialog = await ledger.openAdd();
    await dialog.addPartButton.click();
    await expect(dialog.part(2).part).toBeVisible();
    const box = await dialog.dialog.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 1000)).toBeLessThanOrEqual(PHONE.width);
    expect(await ledger.horizontalOverflow()).toBeLessThanOrEqual(0);
  });
});
