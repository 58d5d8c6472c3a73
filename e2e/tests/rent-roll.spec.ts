import type { Page } from '@playwright/test';
import {
  createPropertyThroughApi,
  expect,
  newProperty,
  recordRequests,
  signInThroughApi,
  test,
} from '../fixtures';
import { LedgerPage } from '../page-models/ledger-page';
import {
  addRentThroughApi,
  addUnitThroughApi,
  dayFromToday,
  daysSince,
  firstOfMonth,
  monthName,
  RentRollPage,
  shownDate,
} from '../page-models/rent-roll-page';

// /rent-roll (docs/product.md "Rent roll"; docs/api.md "Rent roll"): each unit with its tenant, lease, rent, deposit and
// this month's status; the 12 months of rent due against rent received; economic occupancy; the grace period; units
// added, changed and deleted in place; the dialog's messages; the empty, error and phone states; the ledger's unit
// choice. Its accessibility is scanned in accessibility.spec.ts.
//
// The server counts on the real clock (UTC), so the seed is dated from today; "M" is this month, "M-2" two months ago.
// The duplex "10 Duplex Way": Unit 1, Ann Tenant, lease from the 1st of M-2 to 30 days from today, $1,500 due on the
// 1st, $1,500 deposit; Unit 2 vacant, asking $1,200. Rent named for Unit 1: $1,000 on the 1st of M-2 (partly paid),
// $1,500 on the 1st of M-1 and of M (paid). Worked by hand:
// - M-2: due on its 1st, $1,000 of $1,500 by the end of the 5 days of grace: "Late N days", N the days from that 1st to
//   today (at least 59: past any grace period up to 28 days).
// - The 12 months to M: rent scheduled 12 × (1,500 + 1,200) = $32,400; received 1,000 + 1,500 + 1,500 = $4,000;
//   economic occupancy 4,000 ÷ 32,400 = 12.35…% → "12.35%" (a rate: two decimals).
// - Each month scheduled 2,700: M-2 1,000 ÷ 2,700 = 37.0…% → "37%"; M-1 and M 1,500 ÷ 2,700 = 55.6% → "56%"; the 9
//   months before the lease 0 of 2,700 → "0%".
// - Unit 3 added ($1,350, lease from the 1st of M+1): scheduled 12 × 4,050 = $48,600, 4,000 ÷ 48,600 = 8.23% → "8.23%".
// - Unit 2 asking $1,250: 12 × 4,100 = $49,200, 4,000 ÷ 49,200 = 8.13% → "8.13%".
// - Unit 3 deleted: 12 × 2,750 = $33,000, 4,000 ÷ 33,000 = 12.12% → "12.12%".
// - The 12 months to M-1: $33,000 scheduled; 1,000 + 1,500 = $2,500 received; 2,500 ÷ 33,000 = 7.58% → "7.58%".

const CLIENT = { 'x-rentfolio-client': 'e2e' };
const PHONE = { width: 375, height: 740 };
const DUPLEX = '10 Duplex Way';
const DUPLEX_OPTION = '10 Duplex Way, Denver';

/** The duplex above, in a new signed-in account; without `paidThisMonth`, nothing of this month's rent is in. */
async function duplexWithRent(page: Page, { paidThisMonth = true } = {}) {
  await signInThroughApi(page);
  const duplex = await createPropertyThroughApi(
    page,
    newProperty({ address: DUPLEX, city: 'Denver', propertyType: 'duplex' }),
  );
  const unit1 = await addUnitThroughApi(page, duplex.id, {
    label: 'Unit 1',
    tenantName: 'Ann Tenant',
    leaseStart: firstOfMonth(-2),
    leaseEnd: dayFromToday(30),
    rent: 1500,
    deposit: 1500,
    dueDay: 1,
  });
  const unit2 = await addUnitThroughApi(page, duplex.id, { label: 'Unit 2', rent: 1200, dueDay: 1 });
  await addRentThroughApi(page, {
    propertyId: duplex.id,
    unitId: unit1,
    date: firstOfMonth(-2),
    amount: 1000,
  });
  await addRentThroughApi(page, {
    propertyId: duplex.id,
    unitId: unit1,
    date: firstOfMonth(-1),
    amount: 1500,
  });
  if (paidThisMonth)
    await addRentThroughApi(page, {
      propertyId: duplex.id,
      unitId: unit1,
      date: firstOfMonth(0),
      amount: 1500,
    });
  return { duplex, unit1, unit2 };
}

test('a duplex: its units, the summary and the months; a unit added, changed and deleted; the grace period', async ({
  page,
  toasts,
}) => {
  const { duplex } = await duplexWithRent(page);
  const roll = new RentRollPage(page);
  await roll.goto();
  const late = daysSince(firstOfMonth(-2));

  await expect(roll.unitsTable).toHaveAccessibleName(`Units, ${monthName(0)}`);
  await expect(roll.unitRows()).toHaveCount(2);
  const one = roll.unit('Unit 1', DUPLEX);
  await expect(one.tenant).toHaveText('Ann Tenant');
  await expect(one.lease).toHaveText(
    `${shownDate(firstOfMonth(-2))} to ${shownDate(dayFromToday(30))} Ends in 30 days`,
    { useInnerText: true },
  );
  await expect(one.rent).toHaveText('$1,500 Due on day 1', { useInnerText: true });
  await expect(one.deposit).toHaveText('$1,500');
  await expect(one.status).toHaveText('Paid $1,500 of $1,500', { useInnerText: true });
  const two = roll.unit('Unit 2', DUPLEX);
  await expect(two.tenant).toHaveText('—');
  await expect(two.lease).toHaveText('Vacant');
  await expect(two.rent).toHaveText('$1,200 Due on day 1', { useInnerText: true });
  await expect(two.deposit).toHaveText('$0');
  await expect(two.status).toHaveText('No rent due No rent due; $0 received', { useInnerText: true });

  await expect(roll.summary).toHaveAccessibleName(`The 12 months to ${monthName(0)}`);
  await expect(roll.summaryValue('Rent scheduled')).toHaveText('$32,400');
  await expect(roll.summaryValue('Rent received')).toHaveText('$4,000');
  await expect(roll.summaryValue('Economic occupancy')).toHaveText('12.35%');

  // The months, oldest first: the lease starts in M-2, partly paid and late; M-1 and M paid.
  await expect(roll.historyTable).toHaveAccessibleName(`Rent by month, the 12 months to ${monthName(0)}`);
  await expect(roll.historyMonths()).toHaveCount(13);
  await expect(roll.historyCells('Unit 1', DUPLEX)).toHaveText(
    [...Array(9).fill('No rent due $0'), `Late ${late} days $1,000`, 'Paid $1,500', 'Paid $1,500'],
    { useInnerText: true },
  );
  await expect(roll.historyCells('Unit 2', DUPLEX)).toHaveText(Array(12).fill('No rent due $0'), {
    useInnerText: true,
  });
  // Each month's total: received over due.
  await expect(roll.historyRowCells('All units')).toHaveText(
    [...Array(9).fill('$0 $0'), '$1,000 $1,500', '$1,500 $1,500', '$1,500 $1,500'],
    { useInnerText: true },
  );
  await expect(roll.historyRowCells('Economic occupancy')).toHaveText([
    ...Array(9).fill('0%'),
    '37%',
    '56%',
    '56%',
  ]);

  // A unit added: its lease starts next month, so nothing is due this month.
  const add = await roll.openAdd();
  await expect(add.property).toHaveValue(String(duplex.id));
  await expect(add.dueDay).toHaveValue('1');
  await add.fill({
    property: DUPLEX_OPTION,
    label: 'Unit 3',
    tenant: 'Cara Renter',
    leaseStart: firstOfMonth(1),
    rent: '1,350',
    deposit: '1350',
    dueDay: '1',
  });
  await add.saveButton.click();
  await expect(toasts.withTitle('Unit added.')).toBeVisible();
  await expect(add.dialog).toBeHidden();
  await expect(roll.unitRows()).toHaveCount(3);
  const three = roll.unit('Unit 3', DUPLEX);
  await expect(three.tenant).toHaveText('Cara Renter');
  await expect(three.lease).toHaveText(`From ${shownDate(firstOfMonth(1))}, month to month`, {
    useInnerText: true,
  });
  await expect(three.rent).toHaveText('$1,350 Due on day 1', { useInnerText: true });
  await expect(three.deposit).toHaveText('$1,350');
  await expect(three.status).toHaveText('No rent due No rent due; $0 received', { useInnerText: true });
  await expect(roll.summaryValue('Rent scheduled')).toHaveText('$48,600');
  await expect(roll.summaryValue('Economic occupancy')).toHaveText('8.23%');

  // A unit changed: the dialog opens with its values, the property fixed.
  await two.editButton.click();
  const edit = roll.editDialog;
  await expect(edit.dialog).toBeVisible();
  await expect(edit.property).toBeDisabled();
  await expect(edit.property).toHaveValue(String(duplex.id));
  await expect(edit.label).toHaveValue('Unit 2');
  await expect(edit.tenant).toHaveValue('');
  await expect(edit.rent).toHaveValue('1200');
  await expect(edit.deposit).toHaveValue('');
  await expect(edit.dueDay).toHaveValue('1');
  await edit.fill({ label: 'Garden Unit', rent: '1,250' });
  await edit.saveButton.click();
  await expect(toasts.withTitle('Unit updated.')).toBeVisible();
  await expect(edit.dialog).toBeHidden();
  await expect(two.row).toHaveCount(0);
  await expect(roll.unit('Garden Unit', DUPLEX).rent).toHaveText('$1,250 Due on day 1', {
    useInnerText: true,
  });
  await expect(roll.summaryValue('Rent scheduled')).toHaveText('$49,200');
  await expect(roll.summaryValue('Economic occupancy')).toHaveText('8.13%');

  // A unit deleted, after its confirmation.
  await three.deleteButton.click();
  await expect(roll.deleteDialog('Unit 3')).toContainText(
    'The unit and its lease are removed from the rent roll. Its rent stays in the ledger, no longer assigned to a unit.',
  );
  await roll.confirmDeleteButton('Unit 3').click();
  await expect(toasts.withTitle('Unit deleted.')).toBeVisible();
  await expect(roll.deleteDialog('Unit 3')).toBeHidden();
  await expect(three.row).toHaveCount(0);
  await expect(roll.unitRows()).toHaveCount(2);
  await expect(roll.summaryValue('Rent scheduled')).toHaveText('$33,000');
  await expect(roll.summaryValue('Rent received')).toHaveText('$4,000');
  await expect(roll.summaryValue('Economic occupancy')).toHaveText('12.12%');

  // The grace period: 5 days unless changed; saved on Enter, and kept.
  await expect(roll.grace).toHaveValue('5');
  await roll.grace.fill('10');
  await roll.grace.press('Enter');
  await expect(toasts.withTitle('Grace period saved.')).toBeVisible();
  await page.reload();
  await roll.expectLoaded();
  await expect(roll.grace).toHaveValue('10');
  // Still late after 10 days of grace, counted from the due date.
  await expect(roll.historyCells('Unit 1', DUPLEX).nth(9)).toHaveText(`Late ${late} days $1,000`, {
    useInnerText: true,
  });

  // An earlier last month: the address keeps it; the 12 months to M-1.
  await roll.through.selectOption({ label: monthName(-1) });
  await expect(page).toHaveURL(new RegExp(`/rent-roll\\?through=${firstOfMonth(-1).slice(0, 7)}$`));
  await expect(roll.unitsTable).toHaveAccessibleName(`Units, ${monthName(-1)}`);
  await expect(one.status).toHaveText('Paid $1,500 of $1,500', { useInnerText: true });
  await expect(roll.summaryValue('Rent scheduled')).toHaveText('$33,000');
  await expect(roll.summaryValue('Rent received')).toHaveText('$2,500');
  await expect(roll.summaryValue('Economic occupancy')).toHaveText('7.58%');
  await expect(roll.historyCells('Unit 1', DUPLEX)).toHaveText(
    [...Array(10).fill('No rent due $0'), `Late ${late} days $1,000`, 'Paid $1,500'],
    { useInnerText: true },
  );
});

test('the unit dialog says what is wrong with each field and saves nothing; so does the grace period', async ({
  page,
}) => {
  await signInThroughApi(page);
  const duplex = await createPropertyThroughApi(
    page,
    newProperty({ address: DUPLEX, city: 'Denver', propertyType: 'duplex' }),
  );
  const unitPosts = recordRequests(page, `/api/properties/${duplex.id}/units`);
  const gracePuts = recordRequests(page, '/api/rent-roll/settings');
  const roll = new RentRollPage(page);
  await roll.goto();
  await expect(roll.emptyHeading).toBeVisible();

  const dialog = await roll.openAdd();
  await dialog.fill({
    label: '',
    tenant: 'Ann Tenant',
    leaseStart: '2026-05-01',
    leaseEnd: '2026-04-30',
    rent: '1500',
    dueDay: '40',
  });
  await dialog.saveButton.click();
  const messages = [
    [dialog.label, 'Give the unit a name of 1 to 40 characters.'],
    [dialog.leaseEnd, 'The lease cannot end before it starts.'],
    [dialog.dueDay, 'The due day must be a whole number from 1 to 31.'],
  ] as const;
  for (const [field, message] of messages) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(await dialog.errorOf(field)).toHaveText(message);
  }
  for (const field of [dialog.tenant, dialog.leaseStart, dialog.rent, dialog.deposit])
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.dialog).toBeVisible();

  // A tenant needs a lease start.
  await dialog.fill({ label: 'Unit 1', leaseStart: '', leaseEnd: '', dueDay: '1' });
  await dialog.saveButton.click();
  await expect(await dialog.errorOf(dialog.leaseStart)).toHaveText(
    'Enter the lease start too: a lease end or a tenant needs one.',
  );
  await expect(dialog.label).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.dueDay).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.cancelButton.click();
  await expect(dialog.dialog).toBeHidden();
  expect(unitPosts).toEqual([]);
  const units = await page.request.get('/api/units', { headers: CLIENT });
  expect(((await units.json()) as { items: unknown[] }).items).toEqual([]);
  await expect(roll.emptyHeading).toBeVisible();

  // The grace period: 0 to 28 days.
  await expect(roll.grace).toHaveValue('5');
  await roll.grace.fill('99');
  await roll.grace.press('Enter');
  await expect(roll.graceError).toHaveText('The grace period must be a whole number of days from 0 to 28.');
  await expect(roll.grace).toHaveAttribute('aria-invalid', 'true');
  expect(gracePuts).toEqual([]);
  const stored = await page.request.get('/api/rent-roll', { headers: CLIENT });
  expect(((await stored.json()) as { graceDays: number }).graceDays).toBe(5);
});

test('no property, then no unit; a failed read offers a retry that recovers', async ({ page }) => {
  await signInThroughApi(page);
  const roll = new RentRollPage(page);
  await roll.goto();
  await expect(roll.emptyHeading).toBeVisible();
  await expect(roll.noPropertiesText).toBeVisible();
  await expect(roll.addPropertyLink).toHaveAttribute('href', '/add-property');
  // Nothing to add a unit to: no Add Unit at all.
  await expect(roll.main.getByRole('button', { name: 'Add Unit' })).toHaveCount(0);

  const house = await createPropertyThroughApi(
    page,
    newProperty({ address: '7 Single Street', city: 'Denver' }),
  );
  await roll.goto();
  await expect(roll.emptyHeading).toBeVisible();
  await expect(roll.emptyText).toBeVisible();
  await expect(roll.noPropertiesText).toHaveCount(0);
  await expect(roll.main.getByRole('button', { name: 'Add Unit', exact: true })).toHaveCount(2);
  await roll.emptyAddButton.click();
  // The only property is chosen already.
  await expect(roll.addDialog.dialog).toBeVisible();
  await expect(roll.addDialog.property).toHaveValue(String(house.id));
  await roll.addDialog.cancelButton.click();
  await expect(roll.addDialog.dialog).toBeHidden();

  let failures = 0;
  const read = (url: URL) => url.pathname === '/api/rent-roll';
  await page.route(read, async (route) => {
    failures += 1;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
  });
  await page.goto('/rent-roll');
  await expect(roll.loadFailed).toBeVisible();
  expect(failures).toBeGreaterThan(0);
  await expect(roll.emptyHeading).toHaveCount(0);
  await page.unroute(read);
  await roll.retryButton.click();
  await expect(roll.emptyHeading).toBeVisible();
  await expect(roll.loadFailed).toHaveCount(0);
});

test('on a phone each unit is a card, and the months scroll in their own box from the latest', async ({
  page,
}) => {
  await duplexWithRent(page);
  await page.setViewportSize(PHONE);
  const roll = new RentRollPage(page);
  await roll.goto();
  // The units are cards (the table is for wider screens): each with its status, without scrolling sideways.
  await expect(roll.unitsTable).toBeHidden();
  const card = roll.main.getByRole('article', { name: `Unit 1, ${DUPLEX}`, exact: true });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Paid');
  await expect(card).toContainText('$1,500 of $1,500');
  await expect(card.getByRole('button', { name: `Edit Unit 1, ${DUPLEX}` })).toBeVisible();
  await expect(roll.historyTable).toBeVisible();
  expect(await roll.horizontalOverflow()).toBeLessThanOrEqual(0);
  // Wider than the phone: the box scrolls, not the page; it opens on the latest months, and the keyboard reaches it
  // and scrolls back to the older ones.
  const box = roll.historyBox;
  const size = await box.evaluate((element) => ({
    inner: element.scrollWidth,
    outer: element.clientWidth,
    left: element.scrollLeft,
  }));
  expect(size.inner).toBeGreaterThan(size.outer);
  expect(size.left).toBeGreaterThanOrEqual(size.inner - size.outer - 1);
  await box.focus();
  await expect(box).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeLessThan(size.left);
  expect(await roll.horizontalOverflow()).toBeLessThanOrEqual(0);
});

test('the ledger names a unit of a property with several, and its rent makes the month paid', async ({
  page,
  toasts,
}) => {
  await duplexWithRent(page, { paidThisMonth: false });
  const house = await createPropertyThroughApi(
    page,
    newProperty({ address: '20 House Lane', city: 'Denver' }),
  );
  await addUnitThroughApi(page, house.id, { label: 'House', rent: 2000, dueDay: 5 });
  const roll = new RentRollPage(page);
  await roll.goto();
  // This month's $1,500, due on the 1st, is not in: "Due" within the 5 days of grace, then late by the days since.
  const sinceDue = daysSince(firstOfMonth(0));
  await expect(roll.unit('Unit 1', DUPLEX).status).toHaveText(
    sinceDue > 5 ? `Late ${sinceDue} days $0 of $1,500` : 'Due $0 of $1,500',
    { useInnerText: true },
  );

  const ledger = new LedgerPage(page);
  await ledger.goto();
  const dialog = await ledger.openAdd();
  const part = dialog.part(1);
  const unit = part.part.getByRole('combobox', { name: 'Unit', exact: true });
  await dialog.fill({ date: firstOfMonth(0), payee: 'Ann Tenant' });
  await dialog.fillPart(1, { property: DUPLEX_OPTION, category: 'Rents received · Line 3', amount: '1500' });
  await expect(unit.locator('option')).toHaveText(['No unit named', 'Unit 1 · Ann Tenant', 'Unit 2']);
  await expect(unit).toHaveValue('');
  // A property with one unit asks for none: all its rent is that unit's.
  await part.property.selectOption({ label: '20 House Lane, Denver' });
  await expect(unit).toHaveCount(0);
  await part.property.selectOption({ label: DUPLEX_OPTION });
  await unit.selectOption({ label: 'Unit 1 · Ann Tenant' });
  await dialog.save();
  await expect(toasts.withTitle('Transaction added')).toBeVisible();
  await expect(dialog.dialog).toBeHidden();

  await roll.goto();
  await expect(roll.unit('Unit 1', DUPLEX).status).toHaveText('Paid $1,500 of $1,500', {
    useInnerText: true,
  });
  await expect(roll.historyCells('Unit 1', DUPLEX).last()).toHaveText('Paid $1,500', { useInnerText: true });
  // Received: 1,000 + 1,500 + 1,500 = $4,000.
  await expect(roll.summaryValue('Rent received')).toHaveText('$4,000');

  // One property at a time: the house alone.
  await roll.property.selectOption({ label: '20 House Lane, Denver' });
  await expect(page).toHaveURL(new RegExp(`/rent-roll\\?property=${house.id}$`));
  await expect(roll.unitRows()).toHaveCount(1);
  await expect(roll.unit('House', '20 House Lane').lease).toHaveText('Vacant');
});
