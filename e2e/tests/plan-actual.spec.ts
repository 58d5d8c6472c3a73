import type { Page } from '@playwright/test';
import {
  createPropertyThroughApi,
  expect,
  monthBefore,
  newProperty,
  signInThroughApi,
  test,
} from '../fixtures';
import { PlanActualPage } from '../page-models/plan-actual-page';

// /plan-actual (docs/product.md "Plan against actual"; docs/api.md "Plan against actual"): the plan of each property's
// deal inputs beside its ledger over the trailing 12 months, a year or since the purchase, flagged past a threshold,
// and the IRR to date; the empty, error and phone states. Its accessibility is scanned in accessibility.spec.ts.

const CLIENT = { 'x-rentfolio-client': 'e2e' };
const PHONE = { width: 375, height: 740 };

async function addThroughApi(page: Page, propertyId: number, date: string, category: string, amount: number) {
  const response = await page.request.post('/api/transactions', {
    data: { date, parts: [{ propertyId, category, amount }] },
    headers: CLIENT,
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * A house bought outright on the 1st six months ago (no loan), $2,000 rent with 5% vacancy and $1,075 a month of
 * expenses (600 a month, and 3,000 + 1,200 + 1,500 a year): the trailing 12 months hold the 5 months after the
 * purchase month. Its ledger: the 5 rents and one repair of $1,000.
 */
async function houseWithLedger(page: Page) {
  const bought = monthBefore(6);
  const property = await createPropertyThroughApi(
    page,
    newProperty({
      address: '18 Plan Street',
      city: 'Denver',
      purchasePrice: 300_000,
      downPayment: 100,
      monthlyRent: 2000,
      vacancy: 5,
      operatingExpenses: 600,
      propertyTaxes: 3000,
      insurance: 1200,
      maintenance: 1500,
      purchaseDate: `${bought}-01`,
    }),
  );
  for (let month = 5; month >= 1; month -= 1)
    await addThroughApi(page, property.id, `${monthBefore(month)}-03`, 'rents', 2000);
  await addThroughApi(page, property.id, `${monthBefore(2)}-18`, 'repairs', 1000);
  return property;
}

test('no property: the screen says to add one first', async ({ page }) => {
  await signInThroughApi(page);
  const screen = new PlanActualPage(page);
  await screen.goto();
  await expect(screen.heading).toBeVisible();
  await expect(screen.noPropertiesHeading).toBeVisible();
  await expect(screen.main.getByRole('link', { name: 'Add Property', exact: true })).toHaveAttribute(
    'href',
    '/add-property',
  );
});

test('the plan beside the ledger, line by line, flagged past the threshold, with the IRR to date', async ({
  page,
}) => {
  await signInThroughApi(page);
  await houseWithLedger(page);
  // A second property without a ledger: the portfolio's section shows, and its IRR needs every property's.
  await createPropertyThroughApi(page, newProperty({ address: '20 Quiet Road', city: 'Denver' }));
  const screen = new PlanActualPage(page);
  await screen.goto();

  const house = screen.section('18 Plan Street, Denver');
  await expect(house.getByTestId('plan-months')).toHaveText('Months owned: 5 · with transactions: 5');
  // Income: 5 × 2,000 × 0.95 = 9,500 planned; 10,000 had: +500 (500 / 9,500 = +5.26%), within 10%.
  const income = screen.row(house, 'Income');
  await expect(income.getByRole('cell')).toHaveText(['$9,500', '$10,000', '+$500 (+5.26%)']);
  await expect(income.getByText('Off plan', { exact: true })).toHaveCount(0);
  // Expenses: 5 × 1,075 = 5,375 planned; 1,000 had: −4,375 (4,375 / 5,375 = −81.40%), off the plan.
  const expenses = screen.row(house, 'Operating expenses');
  await expect(expenses.getByRole('cell')).toHaveText(['$5,375', '$1,000', '\u2212$4,375 (\u221281.40%)']);
  await expect(expenses.getByText('Off plan', { exact: true })).toBeVisible();
  // No loan: no debt service planned or had.
  await expect(screen.row(house, 'Debt service').getByRole('cell')).toHaveText(['$0', '$0', '$0']);
  // Each actual figure explains itself, as on the deal screen: NOI = income − operating expenses, 10,000 − 1,000.
  await screen
    .row(house, 'Net operating income')
    .getByRole('button', { name: 'How Net operating income, Actual is calculated' })
    .click();
  const explained = page.getByRole('dialog', { name: 'NOI (actual)' });
  await expect(explained).toContainText('income - operating expenses');
  await expect(explained).toContainText('Income from the ledger$10,000');
  await expect(explained).toContainText('Operating expenses from the ledger$1,000');
  await expect(explained).toContainText('$9,000');
  await page.keyboard.press('Escape');
  await expect(explained).toBeHidden();
  await expect(house.getByTestId('irr-to-date')).toContainText(/^IRR to date: -?\d+\.\d\d%/);
  await expect(house.getByTestId('irr-to-date')).toContainText('purchase price $300,000');

  const portfolio = screen.section('Portfolio');
  await expect(screen.row(portfolio, 'Income').getByRole('cell').first()).toHaveText(/^\$/);
  await expect(portfolio.getByTestId('irr-to-date')).toContainText(
    "IRR to date: The portfolio's IRR to date needs every property's.",
  );
  const quiet = screen.section('20 Quiet Road, Denver');
  await expect(quiet.getByTestId('irr-to-date')).toContainText(
    'Add the purchase date to see the IRR to date.',
  );

  // A threshold of 90%: the expenses (81.40% off) are no longer flagged. The choices are kept in the address.
  await screen.threshold.fill('90');
  await screen.threshold.press('Enter');
  await expect(page).toHaveURL(/threshold=90/);
  await expect(expenses.getByText('Off plan', { exact: true })).toHaveCount(0);
  await expect(screen.periodText).toContainText('Lines off the plan by more than 90% are flagged.');
  // Since the purchase: the same five months here.
  await screen.period.selectOption({ label: 'Since purchase' });
  await expect(page).toHaveURL(/period=sincePurchase/);
  await expect(screen.periodText).toContainText('From each purchase to');
  await expect(screen.row(house, 'Income').getByRole('cell')).toHaveText([
    '$9,500',
    '$10,000',
    '+$500 (+5.26%)',
  ]);
  // A calendar year offers this year and the nine before.
  await screen.period.selectOption({ label: 'Calendar year' });
  await expect(screen.year).toHaveValue(String(new Date().getFullYear()));
  await expect(screen.year.locator('option')).toHaveCount(10);
  await screen.value.selectOption({ label: 'Index estimate' });
  await expect(page).toHaveURL(/value=estimate/);
});

test('a property with no ledger yet says so, and links the Ledger', async ({ page }) => {
  await signInThroughApi(page);
  await createPropertyThroughApi(page, newProperty({ address: '20 Quiet Road', city: 'Denver' }));
  const screen = new PlanActualPage(page);
  await screen.goto();
  await expect(screen.noLedger).toBeVisible();
  await expect(screen.main.getByRole('link', { name: 'Open the Ledger', exact: true })).toHaveAttribute(
    'href',
    '/ledger',
  );
});

test('a failed read says so and offers a retry that works', async ({ page }) => {
  await signInThroughApi(page);
  await createPropertyThroughApi(page, newProperty({ address: '20 Quiet Road', city: 'Denver' }));
  let isFailing = true;
  await page.route('**/api/plan-actual**', (route) =>
    isFailing ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
  );
  const screen = new PlanActualPage(page);
  await screen.goto();
  await expect(screen.loadFailed).toBeVisible();
  isFailing = false;
  await screen.retryButton.click();
  await expect(screen.section('20 Quiet Road, Denver')).toBeVisible();
});

test('fits a 375 px phone: the tables scroll inside their cards, not the page', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInThroughApi(page);
  await houseWithLedger(page);
  const screen = new PlanActualPage(page);
  await screen.goto();
  const house = screen.section('18 Plan Street, Denver');
  // On a phone each line is a list of its plan, actual and difference.
  const income = house.getByRole('listitem').filter({ hasText: /^Income/ });
  await expect(income.getByRole('definition')).toHaveText(['$9,500', '$10,000', '+$500(+5.26%)']);
  await expect(house.getByRole('table')).toBeHidden();
  expect(await screen.horizontalOverflow()).toBeLessThanOrEqual(0);
});
