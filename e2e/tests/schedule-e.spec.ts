import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createPropertyThroughApi, expect, newProperty, signInThroughApi, test } from '../fixtures';
import { ScheduleEPage } from '../page-models/schedule-e-page';

// /schedule-e (docs/product.md "Schedule E"): a tax year of the ledger on the form's lines, a column per property; the
// days and share of a property used personally (IRS Publication 527); the CSV; the printed page; the empty, error and
// phone states. Its accessibility is scanned in accessibility.spec.ts. Figures worked by hand:
// A (12 Oak): rents 24,000; repairs 800.25; mortgage interest 9,000 → expenses 9,800.25, income 14,199.75.
// B (2 Beach): rents 8,500; insurance 1,000; utilities 333.33; 85 rental and 14 personal days → 85/99 of each expense:
// 858.59 and 286.19, expenses 1,144.78, income 7,355.22. Totals: rents 32,500, expenses 10,945.03, 26: 21,554.97.

const CLIENT = { 'x-rentfolio-client': 'e2e' };
const PHONE = { width: 375, height: 740 };

async function addThroughApi(page: Page, propertyId: number, date: string, category: string, amount: number) {
  const response = await page.request.post('/api/transactions', {
    data: { date, payee: 'Seed', parts: [{ propertyId, category, amount }] },
    headers: CLIENT,
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Two properties with a 2025 ledger; B used 14 days by its owner unless `withUse` is false. */
async function seededAccount(page: Page, { withUse = true } = {}) {
  await signInThroughApi(page);
  const oak = await createPropertyThroughApi(page, newProperty({ address: '12 Oak Street', city: 'Denver' }));
  const beach = await createPropertyThroughApi(
    page,
    newProperty({ address: '2 Beach Road', city: 'Denver' }),
  );
  await addThroughApi(page, oak.id, '2025-01-01', 'rents', 24_000);
  await addThroughApi(page, oak.id, '2025-04-01', 'repairs', 800.25);
  await addThroughApi(page, oak.id, '2025-06-01', 'mortgageInterest', 9_000);
  await addThroughApi(page, beach.id, '2025-07-15', 'rents', 8_500);
  await addThroughApi(page, beach.id, '2025-05-20', 'insurance', 1_000);
  await addThroughApi(page, beach.id, '2025-08-31', 'utilities', 333.33);
  if (withUse) {
    const response = await page.request.put(`/api/schedule-e/${beach.id}`, {
      data: { year: 2025, fairRentalDays: 85, personalUseDays: 14, rentalPercent: 100 },
      headers: CLIENT,
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  return { oak, beach };
}

test('a tax year on the lines, a column per property, its summary and its CSV', async ({ page }) => {
  await seededAccount(page);
  const schedule = new ScheduleEPage(page);
  await schedule.goto('?year=2025');
  await expect(schedule.heading).toHaveText('Schedule E 2025');
  await expect(schedule.year).toHaveValue('2025');
  await expect(schedule.table.getByRole('columnheader')).toContainText([
    'Line',
    'Item',
    'Property A',
    'Property B',
  ]);
  await expect(schedule.lineCells('1a', 'Physical address')).toContainText([
    '12 Oak Street, Denver',
    '2 Beach Road, Denver',
  ]);
  await expect(schedule.lineCells('2', 'Fair rental days')).toHaveText(['—', '85']);
  await expect(schedule.lineCells('3', 'Rents received')).toHaveText(['$24,000', '$8,500']);
  await expect(schedule.lineCells('9', 'Insurance')).toHaveText(['$0', '$858.59']);
  await expect(schedule.lineCells('12', 'Mortgage interest paid to banks, etc.')).toHaveText([
    '$9,000',
    '$0',
  ]);
  await expect(schedule.lineCells('14', 'Repairs')).toHaveText(['$800.25', '$0']);
  await expect(schedule.lineCells('17', 'Utilities')).toHaveText(['$0', '$286.19']);
  await expect(schedule.lineCells('18', 'Depreciation expense or depletion')).toHaveText([
    'Not computed',
    'Not computed',
  ]);
  await expect(schedule.lineCells('20', 'Total expenses')).toHaveText(['$9,800.25', '$1,144.78']);
  await expect(schedule.lineCells('21', 'Income or (loss)')).toHaveText(['$14,199.75', '$7,355.22']);
  await expect(schedule.main).toContainText(
    'Property B: 85.86% of each expense is reported, from the part rented and the rental days against the personal use days',
  );
  await expect(schedule.summaryAmount('23a')).toHaveText('$32,500');
  await expect(schedule.summaryAmount('23e')).toHaveText('$10,945.03');
  await expect(schedule.summaryAmount('26')).toHaveText('$21,554.97');

  await expect(schedule.downloadLink).toHaveAttribute('href', '/api/schedule-e/export?year=2025');
  const downloading = page.waitForEvent('download');
  await schedule.downloadLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('rentfolio-schedule-e-2025.csv');
  const csv = (await readFile(await download.path(), 'utf8')).split('\r\n');
  expect(csv).toContain('21,Income or (loss),14199.75,7355.22');
  expect(csv).toContain('26,Total rental real estate income or (loss),21554.97');

  // Printed, the page is the schedule alone: no navigation, no controls.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation').first()).toBeHidden();
  await expect(schedule.printButton).toBeHidden();
  await expect(schedule.table).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
});

test("a property's days and share: each field's rule, then the split and the home notice", async ({
  page,
  toasts,
}) => {
  await seededAccount(page, { withUse: false });
  const schedule = new ScheduleEPage(page);
  await schedule.goto('?year=2025');
  await expect(schedule.lineCells('9', 'Insurance')).toHaveText(['$0', '$1,000']);
  await schedule.useButton('B').click();
  await expect(schedule.dialog).toBeVisible();
  await expect(schedule.dialog).toContainText('How 2 Beach Road was used in 2025');
  await schedule.field('Personal use days').fill('400');
  await schedule.dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(schedule.field('Personal use days')).toHaveAttribute('aria-invalid', 'true');
  await expect(schedule.dialog).toContainText('Personal-use days must be a whole number from 0 to 366.');
  await schedule.field('Personal use days').fill('30');
  await schedule.dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(schedule.dialog).toContainText(
    'Enter the fair rental days too: with personal use, the expenses are split by them.',
  );
  await schedule.field('Fair rental days').fill('120');
  await schedule.field('Part rented (%)').fill('50');
  await schedule.dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toasts.withTitle('Days and share saved')).toBeVisible();
  await expect(schedule.dialog).toBeHidden();
  // 50% × 120/150 = 40%: insurance 400, utilities 133.33 (133.332 rounded).
  await expect(schedule.lineCells('9', 'Insurance')).toHaveText(['$0', '$400']);
  await expect(schedule.lineCells('17', 'Utilities')).toHaveText(['$0', '$133.33']);
  await expect(schedule.lineCells('2', 'Personal use days')).toHaveText(['0', '30']);
  // 30 personal days is more than 14 and than 10% of 120 (12): a home.
  await expect(schedule.main).toContainText('Property B was used personally for more than 14 days');
});

test('an empty year, a failed read with its retry, and a phone', async ({ page }) => {
  await seededAccount(page);
  const schedule = new ScheduleEPage(page);
  await schedule.goto('?year=2025');
  await schedule.year.selectOption('2024');
  await expect(page).toHaveURL(/\/schedule-e\?year=2024$/);
  await expect(schedule.emptyHeading).toHaveText('Nothing on Schedule E in 2024');
  await expect(schedule.main.getByRole('link', { name: 'Open Ledger', exact: true })).toHaveAttribute(
    'href',
    '/ledger',
  );
  await expect(schedule.downloadLink).toHaveCount(0);

  let failures = 0;
  const read = (url: URL) => url.pathname === '/api/schedule-e';
  await page.route(read, async (route) => {
    failures += 1;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
  });
  await page.goto('/schedule-e?year=2025');
  await expect(schedule.loadFailed).toBeVisible();
  expect(failures).toBeGreaterThan(0);
  await page.unroute(read);
  await schedule.retryButton.click();
  await expect(schedule.table).toBeVisible();

  await page.setViewportSize(PHONE);
  await schedule.goto('?year=2025');
  await expect(schedule.table).toBeVisible();
  const overflow = await page
    .locator('html')
    .evaluate(
      (root) =>
        (root.ownerDocument.scrollingElement ?? root).scrollWidth -
        (root.ownerDocument.defaultView?.innerWidth ?? 0),
    );
  expect(overflow).toBeLessThanOrEqual(0);
  // The table scrolls in its own box, which the keyboard reaches.
  const box = schedule.main.getByRole('region', { name: 'Part I, 2025', exact: true });
  await box.focus();
  await expect(box).toBeFocused();
  await page.keyboard.press('ArrowRight');
});
