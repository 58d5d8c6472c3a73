import type { Page } from '@playwright/test';
import {
  createPropertyThroughApi,
  expect,
  monthBefore,
  newProperty,
  signInThroughApi,
  test,
} from '../fixtures';
import { LedgerPage } from '../page-models/ledger-page';
import { RecurringSection } from '../page-models/recurring-section';

// The ledger's recurring transactions (docs/product.md "Recurring transactions"; docs/api.md "Recurring
// transactions"): rent and a loan payment split into interest and principal, booked from the start date at once; edit,
// delete, the field messages, and the phone. The section's accessibility is scanned in accessibility.spec.ts.

const CLIENT = { 'x-rentfolio-client': 'e2e' };
const PHONE = { width: 375, height: 740 };

/** A month as the screen writes a date on its first: MM/01/YYYY. */
const firstOf = (month: string) => `${month.slice(5, 7)}/01/${month.slice(0, 4)}`;

// $125,000 with 20% down: a $100,000 loan at 6% over 30 years ($599.55 a month), bought two months ago.
const LOAN_HOUSE = {
  address: '18 Ledger Lane',
  purchasePrice: 125_000,
  downPayment: 20,
  interestRate: 6,
  loanTerm: 30,
  purchaseDate: `${monthBefore(2)}-15`,
};

async function storedSchedules(page: Page): Promise<unknown[]> {
  const response = await page.request.get('/api/transaction-schedules', { headers: CLIENT });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { items: unknown[] }).items;
}

test('rent and the loan payment are booked from their start, and say what comes next', async ({
  page,
  toasts,
}) => {
  await signInThroughApi(page);
  await createPropertyThroughApi(page, newProperty({ ...LOAN_HOUSE, city: 'Denver' }));
  const ledger = new LedgerPage(page);
  const recurring = new RecurringSection(page);
  await ledger.goto();
  await expect(recurring.empty).toBeVisible();

  // Rent on the 1st since the first of the month two months ago: three months booked at once.
  await recurring.addButton.click();
  const dialog = recurring.addDialog;
  // The only property is chosen already, and rent on the 1st is the start.
  await expect(dialog.property).toHaveValue(/\d+/);
  await expect(dialog.kind('Rent')).toBeChecked();
  await expect(dialog.day).toHaveValue('1');
  await dialog.fill({ amount: '2,400', payee: 'Jordan Lee', startDate: `${monthBefore(2)}-01` });
  await dialog.saveButton.click();
  await expect(toasts.withTitle('Recurring transaction added')).toBeVisible();
  await toasts.close('Recurring transaction added');
  await expect(dialog.dialog).toBeHidden();
  await expect(ledger.rows).toHaveCount(3);
  await expect(ledger.moneyIn).toHaveText('$7,200');
  const rent = recurring.schedule('Rent');
  await expect(rent).toContainText('Rent · 18 Ledger Lane, Denver');
  await expect(rent).toContainText('$2,400 on day 1 of each month · Jordan Lee');
  await expect(rent.getByTestId('schedule-next')).toHaveText(`Next: ${firstOf(monthBefore(-1))}`);

  // The loan payment: payments 1 and 2 (on the 1st of the two months after the purchase) are booked, split by the
  // schedule: 100,000 × 0.5% = $500.00 interest and $99.55 principal, then 99,900.45 × 0.5% = $499.50 and $100.05.
  await recurring.addButton.click();
  await dialog.fill({ kind: 'Loan payment', payee: 'First Bank', startDate: LOAN_HOUSE.purchaseDate });
  // A loan payment's amount is the loan's: the form has no amount for it.
  await expect(dialog.amount).toHaveCount(0);
  await dialog.saveButton.click();
  await expect(toasts.withTitle('Recurring transaction added')).toBeVisible();
  await expect(ledger.rows).toHaveCount(7);
  // Out: 500.00 + 99.55 + 499.50 + 100.05 = $1,199.10.
  await expect(ledger.moneyOut).toHaveText('$1,199.10');
  // Payment 3 comes next: 99,800.40 × 0.5% = $499.00 interest and $100.55 principal.
  await expect(recurring.schedule('Loan payment').getByTestId('schedule-next')).toHaveText(
    `Next: ${firstOf(monthBefore(-1))}, payment 3: $499 interest and $100.55 principal`,
  );
});

test('edit changes what comes next; delete keeps what was booked', async ({ page, toasts }) => {
  await signInThroughApi(page);
  const property = await createPropertyThroughApi(page, newProperty({ ...LOAN_HOUSE, city: 'Denver' }));
  const response = await page.request.post('/api/transaction-schedules', {
    data: {
      propertyId: property.id,
      kind: 'rent',
      dayOfMonth: 1,
      amount: 2400,
      startDate: `${monthBefore(1)}-01`,
    },
    headers: CLIENT,
  });
  expect(response.status(), await response.text()).toBe(201);
  const ledger = new LedgerPage(page);
  const recurring = new RecurringSection(page);
  await ledger.goto();
  await expect(ledger.rows).toHaveCount(2);

  await recurring
    .schedule('Rent')
    .getByRole('button', { name: 'Edit Rent of 18 Ledger Lane, Denver' })
    .click();
  const dialog = recurring.editDialog;
  await expect(dialog.amount).toHaveValue('2400');
  await dialog.fill({ amount: '2,550', day: '5' });
  await dialog.saveButton.click();
  await expect(toasts.withTitle('Recurring transaction updated')).toBeVisible();
  await expect(recurring.schedule('Rent')).toContainText('$2,550 on day 5 of each month');
  // This month was booked on the 1st: the change starts next month, on the 5th.
  const next = monthBefore(-1);
  await expect(recurring.schedule('Rent').getByTestId('schedule-next')).toHaveText(
    `Next: ${next.slice(5, 7)}/05/${next.slice(0, 4)}`,
  );
  await expect(ledger.rows).toHaveCount(2);

  await recurring
    .schedule('Rent')
    .getByRole('button', { name: 'Delete Rent of 18 Ledger Lane, Denver' })
    .click();
  await expect(recurring.deleteDialog).toContainText(
    'Rent of 18 Ledger Lane, Denver. Nothing more will be booked; what it booked stays in the ledger.',
  );
  await recurring.confirmDeleteButton.click();
  await expect(toasts.withTitle('Recurring transaction deleted')).toBeVisible();
  await expect(recurring.empty).toBeVisible();
  await expect(ledger.rows).toHaveCount(2);
  expect(await storedSchedules(page)).toEqual([]);
});

test('the field messages and the server’s reasons are said on their fields, and nothing is saved', async ({
  page,
}) => {
  await signInThroughApi(page);
  await createPropertyThroughApi(page, newProperty({ address: '18 Ledger Lane', city: 'Denver' }));
  // Bought outright: no loan to book.
  await createPropertyThroughApi(
    page,
    newProperty({ address: '20 Cash Court', city: 'Denver', downPayment: 100, purchaseDate: '2024-01-10' }),
  );
  const ledger = new LedgerPage(page);
  const recurring = new RecurringSection(page);
  await ledger.goto();
  await recurring.addButton.click();
  const dialog = recurring.addDialog;

  // Checked in the browser: no property, no rent, a day past 31, an end before the start.
  await dialog.fill({ day: '32', startDate: '2026-03-01', endDate: '2026-02-01' });
  await dialog.saveButton.click();
  await dialog.expectFieldError(dialog.property, 'Choose a property.');
  await dialog.expectFieldError(dialog.amount, 'Rent must be more than 0.');
  await dialog.expectFieldError(dialog.day, 'Day of the month must be a whole number from 1 to 31.');
  await dialog.expectFieldError(dialog.endDate, 'The end date cannot be before the start date.');

  // Checked by the server: a loan payment on a property bought outright.
  await dialog.fill({ property: '20 Cash Court, Denver', kind: 'Loan payment', day: '1', endDate: '' });
  await dialog.saveButton.click();
  await dialog.expectFieldError(
    dialog.property,
    'This property has no loan to pay: its down payment is the whole price.',
  );
  await expect(dialog.dialog).toBeVisible();

  // A failed save says so, and keeps the dialog.
  await page.route('**/api/transaction-schedules', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
  );
  await dialog.fill({ property: '18 Ledger Lane, Denver', kind: 'Rent', amount: '1200' });
  await dialog.saveButton.click();
  await expect(dialog.error).toHaveText('The recurring transaction could not be saved.');
  await page.unroute('**/api/transaction-schedules');
  await dialog.cancelButton.click();
  expect(await storedSchedules(page)).toEqual([]);
  await expect(recurring.empty).toBeVisible();
});

test('the section and its dialog fit a 375 px phone, and the dialog works from the keyboard', async ({
  page,
  toasts,
}) => {
  await page.setViewportSize(PHONE);
  await signInThroughApi(page);
  await createPropertyThroughApi(page, newProperty({ ...LOAN_HOUSE, city: 'Denver' }));
  const ledger = new LedgerPage(page);
  const recurring = new RecurringSection(page);
  await ledger.goto();
  await recurring.addButton.scrollIntoViewIfNeeded();
  await recurring.addButton.focus();
  await recurring.addButton.press('Enter');
  const dialog = recurring.addDialog;
  await expect(dialog.dialog).toBeVisible();
  expect(await ledger.horizontalOverflow()).toBeLessThanOrEqual(0);
  await dialog.amount.fill('1,800');
  await dialog.amount.press('Enter');
  await expect(toasts.withTitle('Recurring transaction added')).toBeVisible();
  await expect(recurring.schedules).toHaveCount(1);
  expect(await ledger.horizontalOverflow()).toBeLessThanOrEqual(0);
});
