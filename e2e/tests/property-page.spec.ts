import { createPropertyThroughApi, expect, newProperty, signInThroughApi, test } from '../fixtures';
import { DashboardPage } from '../page-models/dashboard-page';
import { EXAMPLE_DEAL } from '../page-models/deal-form';
import { PropertyPage } from '../page-models/property-page';
import { PropertySearchPage } from '../page-models/property-search-page';

// /properties/:id, the page of one property, and the rent check on the deal analysis results. The market figures are
// those of the built-in data set: HUD's FY2024 Fair Market Rent for a 3-bedroom in 80205 is $2,874. Zillow's typical
// asking rent was $2,118.81 in 80205 in October 2023, $1,905.04 in the city of Denver in September 2025 and $1,889.63
// in the Denver metro in November 2025: from November 2026 on, the ZIP's and the city's are over 12 months old and the
// metro's is the freshest, so it is the one used (docs/product.md "Market data"). The percentages are worked by hand:
// (2,400 − 2,874) / 2,874 = −16.5% → "16% below"; (2,400 − 1,889.63) / 1,889.63 = 27.0% → "27% above".

const PHONE = { width: 375, height: 812 };

/** Whole calendar months from 'YYYY-MM' to this month, as the screens count a figure's age. */
function monthsAgo(month: string): number {
  const [year, index] = month.split('-').map(Number);
  const today = new Date();
  return today.getFullYear() * 12 + today.getMonth() - ((year as number) * 12 + (index as number) - 1);
}

// HUD's FY2024 took effect in October 2023.
const DENVER_SENTENCE = `Your rent of $2,400 is 16% below HUD's Fair Market Rent for a 3-bedroom in 80205 ($2,874, FY2024, data from ${monthsAgo('2023-10')} months ago) and 27% above Zillow's typical asking rent in the Denver-Aurora-Lakewood, CO metro ($1,890, Nov 2025, data from ${monthsAgo('2025-11')} months ago).`;
const ESTIMATE =
  /^Estimated value: \$[\d,]+ \(Zillow Home Value Index for the Denver, CO metro, [A-Z][a-z]{2} \d{4}, data from \d+ months ago\)$/;

/** The Denver property of the brief: 80205, 3 bedrooms, $2,400 rent, bought in June 2020. */
function denverProperty(overrides: Record<string, string | number | null> = {}) {
  return newProperty({
    address: '2890 Gilpin Street',
    zipCode: '80205',
    bedrooms: 3,
    purchasePrice: 400_000,
    monthlyRent: 2400,
    purchaseDate: '2020-06-15',
    notes: 'Tenant renewed through 2026.',
    ...overrides,
  });
}

async function getStoredProperty(page: import('@playwright/test').Page, id: number) {
  const response = await page.request.get(`/api/properties/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { currentValue: number | null };
}

async function getEstimate(page: import('@playwright/test').Page, id: number): Promise<number> {
  const response = await page.request.get(`/api/properties/${id}/market`);
  expect(response.status()).toBe(200);
  const market = (await response.json()) as { valueEstimate: { estimatedValue: number | null } };
  if (market.valueEstimate.estimatedValue === null) throw new Error('no estimate');
  return market.valueEstimate.estimatedValue;
}

test.describe('/properties/:id', () => {
  test('shows the facts, the figures, the loan, the rent check and the value estimate', async ({ page }) => {
    await signInThroughApi(page);
    const stored = await createPropertyThroughApi(page, denverProperty());
    const propertyPage = new PropertyPage(page);
    await propertyPage.goto(stored.id);
    await propertyPage.expectLoaded('2890 Gilpin Street');

    await expect(propertyPage.fact('zipCode')).toHaveText('80205');
    await expect(propertyPage.fact('bedrooms')).toHaveText('3');
    await expect(propertyPage.fact('purchasePrice')).toHaveText('$400,000');
    await expect(propertyPage.fact('purchaseDate')).toHaveText('06/15/2020');
    await expect(propertyPage.fact('occupancy')).toHaveText('Occupied');
    await expect(propertyPage.notes).toContainText('Tenant renewed through 2026.');

    // The figures are the ones the server stored, with the deal screen's formula popovers.
    await expect(propertyPage.figure('capRate')).toHaveText(`${stored.capRate}%`);
    await propertyPage.infoButton('Cap Rate').click();
    await expect(page.getByRole('dialog')).toContainText('Formula');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await expect(propertyPage.rentSentence).toHaveText(DENVER_SENTENCE);
    await expect(propertyPage.estimatedValue).toHaveText(ESTIMATE);
    await expect(propertyPage.hudAttribution.first()).toBeVisible();
    await expect(propertyPage.zillowAttribution.first()).toBeVisible();

    // Bought in 2020 with 20% down: some payments made, the balance below the $320,000 loan.
    await expect(propertyPage.loanNote).toContainText(/\d+ monthly payments made since 06\/15\/2020\./);
    await expect(propertyPage.loanNote).toContainText('From the estimated value.');
    await expect(propertyPage.loanBalance).toContainText('Balance today');
    await expect(propertyPage.scheduleTable).toBeVisible();

    await expect(propertyPage.marketChart).toBeVisible();
    await expect(propertyPage.marketTrend).toContainText('Denver, CO');
  });

  test('"Use this estimate" makes the estimate the current value', async ({ page, toasts }) => {
    await signInThroughApi(page);
    const stored = await createPropertyThroughApi(page, denverProperty());
    const estimate = await getEstimate(page, stored.id);
    const propertyPage = new PropertyPage(page);
    await propertyPage.goto(stored.id);
    await propertyPage.expectLoaded('2890 Gilpin Street');
    await expect(propertyPage.currentValue).toHaveText('$400,000');

    await propertyPage.useEstimateButton.click();
    await expect(toasts.withTitle('Current value updated')).toBeVisible();
    const shown = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }).format(estimate);
    await expect(propertyPage.currentValue).toHaveText(shown);
    await expect(propertyPage.fact('currentValue')).toHaveText(shown);
    await expect(propertyPage.useEstimateButton).toHaveCount(0);
    expect((await getStoredProperty(page, stored.id)).currentValue).toBe(estimate);
  });

  test('without a purchase date: the loan from its start, and why there is no estimate', async ({ page }) => {
    await signInThroughApi(page);
    const stored = await createPropertyThroughApi(page, denverProperty({ purchaseDate: null }));
    const propertyPage = new PropertyPage(page);
    await propertyPage.goto(stored.id);
    await propertyPage.expectLoaded('2890 Gilpin Street');
    await expect(propertyPage.loanBalance).toHaveText('Balance at the start of the loan$320,000');
    await expect(propertyPage.loanNote).toContainText('the balance is shown from the start of the loan');
    await expect(propertyPage.estimatedValue).toHaveText(
      'No estimated value: the property has no purchase date. Add one to see an estimate.',
    );
    // Equity from the price: $400,000 − $320,000.
    await expect(propertyPage.loanEquity).toHaveText('Equity$80,000');
  });

  test('a city without market data says so quietly', async ({ page }) => {
    await signInThroughApi(page);
    const stored = await createPropertyThroughApi(
      page,
      denverProperty({ city: 'Smallville', state: 'KS', zipCode: '66002' }),
    );
    const propertyPage = new PropertyPage(page);
    await propertyPage.goto(stored.id);
    await expect(propertyPage.heading).toHaveText('2890 Gilpin Street');
    await expect(propertyPage.noMarketData).toBeVisible();
  });

  test('opens from the search list and from the dashboard’s Recent Properties; Edit opens the form', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const stored = await createPropertyThroughApi(page, denverProperty());
    const propertyPage = new PropertyPage(page);

    const search = new PropertySearchPage(page);
    await search.goto();
    await search.rowLink('2890 Gilpin Street').click();
    await expect(page).toHaveURL(new RegExp(`/properties/${stored.id}$`));
    await expect(propertyPage.heading).toHaveText('2890 Gilpin Street');

    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await dashboard.recentProperty(0).link.click();
    await expect(page).toHaveURL(new RegExp(`/properties/${stored.id}$`));
    await expect(propertyPage.heading).toHaveText('2890 Gilpin Street');

    await propertyPage.editLink.click();
    await expect(page).toHaveURL(new RegExp(`/properties/${stored.id}/edit$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Property' })).toBeVisible();
  });

  test('a notification about a property opens its page', async ({ page }) => {
    await signInThroughApi(page);
    const stored = await createPropertyThroughApi(page, denverProperty());
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await dashboard.openNotifications();
    await dashboard.notificationItems.getByRole('link', { name: '2890 Gilpin Street', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/properties/${stored.id}$`));
    await expect(dashboard.notificationsPanel).toHaveCount(0);
    await expect(new PropertyPage(page).heading).toHaveText('2890 Gilpin Street');
  });

  test('Delete asks first, then goes back to the dashboard', async ({ page, toasts }) => {
    await signInThroughApi(page);
    const stored = await createPropertyThroughApi(page, denverProperty());
    const propertyPage = new PropertyPage(page);
    await propertyPage.goto(stored.id);
    await expect(propertyPage.heading).toHaveText('2890 Gilpin Street');

    await propertyPage.deleteButton.click();
    await expect(propertyPage.deleteDialog).toBeVisible();
    await propertyPage.deleteDialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toasts.withTitle('Property Deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get(`/api/properties/${stored.id}`)).status()).toBe(404);

    await propertyPage.goto(stored.id);
    await expect(propertyPage.notFoundHeading).toBeVisible();
  });

  test("another user's property shows not-found, with a way back", async ({ page }) => {
    await signInThroughApi(page);
    const theirs = await createPropertyThroughApi(page, denverProperty());
    await signInThroughApi(page);
    const propertyPage = new PropertyPage(page);
    await propertyPage.goto(theirs.id);
    await expect(propertyPage.notFoundHeading).toBeVisible();
    await expect(page.getByText('2890 Gilpin Street')).toHaveCount(0);
    await propertyPage.notFoundBackLink.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('fits a 375 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInThroughApi(page);
    const stored = await createPropertyThroughApi(page, denverProperty());
    const propertyPage = new PropertyPage(page);
    await propertyPage.goto(stored.id);
    await propertyPage.expectLoaded('2890 Gilpin Street');
    await expect(propertyPage.marketChart).toBeVisible();
    await expect(propertyPage.scheduleTable).toBeVisible();
    expect(await propertyPage.horizontalOverflow()).toBe(0);
  });
});

test.describe('the rent check on the deal analysis results', () => {
  test('shows the rent sentence for ZIP 80205 and 3 bedrooms', async ({
    page,
    dealAnalysis,
    dealForm,
    dealResults,
  }) => {
    await signInThroughApi(page);
    await dealAnalysis.goto();
    await dealForm.fill({ ...EXAMPLE_DEAL, bedrooms: '3' });
    await dealForm.analyze();
    await expect(dealResults.heading).toBeVisible();
    const rentCheck = dealResults.region.getByTestId('rent-check');
    await expect(rentCheck.getByTestId('rent-check-sentence')).toHaveText(DENVER_SENTENCE);
    await expect(rentCheck).toContainText(
      'Fair Market Rents: U.S. Department of Housing and Urban Development',
    );
    await expect(rentCheck).toContainText('Market data: Zillow Research (zillow.com/research/data)');
  });
});
