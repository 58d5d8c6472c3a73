import type { Page } from '@playwright/test';
import { createPropertyThroughApi, expect, newProperty, signInThroughApi, test } from '../fixtures';
import { DashboardMarketCard } from '../page-models/analytics-page';
import { MarketTrendsPage } from '../page-models/market-trends-page';
import { PropertyPage } from '../page-models/property-page';

// Market figures that do not mislead (docs/product.md "Market data"): a place without figures is an empty state, a ZIP
// code shows its own series, market figures stay in dollars whatever the currency setting, an old figure says how old
// it is, and a chart draws only the series it has. Expected figures come from the API's answers, never the app's code.

const CLIENT = { 'x-rentfolio-client': 'e2e' };
const USD_NOTE = 'Market figures are in US dollars, whatever your currency setting.';

type MarketRecord = { month: string; medianPrice: number | null; averageRent: number | null };
type MarketAnswer = {
  level: 'metro' | 'zip' | 'none';
  place: { zipCode?: string | null; metroName?: string | null; metroFullName?: string | null };
  records: MarketRecord[];
};

async function fetchMarket(page: Page, search: string): Promise<MarketAnswer> {
  const response = await page.request.get(`/api/market-data${search}`, { headers: CLIENT });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as MarketAnswer;
}

function latest(data: MarketAnswer, field: 'medianPrice' | 'averageRent'): { month: string; value: number } {
  const found = [...data.records].reverse().find((record) => record[field] !== null);
  if (!found) throw new Error(`no ${field} in the answer`);
  return { month: found.month, value: found[field] as number };
}

const usd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    value,
  );
const monthName = (month: string) => {
  const [year, index] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year as number, (index as number) - 1, 1)),
  );
};
/** Whole calendar months from 'YYYY-MM' to this month. */
function monthsAgo(month: string): number {
  const [year, index] = month.split('-').map(Number);
  const today = new Date();
  return today.getFullYear() * 12 + today.getMonth() - ((year as number) * 12 + (index as number) - 1);
}

async function setCurrency(page: Page, currency: 'EUR' | 'USD'): Promise<void> {
  const response = await page.request.patch('/api/user/settings', { data: { currency }, headers: CLIENT });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('market figures', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page);
  });

  test('a town the sources have no figures for shows an empty state, not an error', async ({ page }) => {
    const market = new MarketTrendsPage(page);
    expect((await fetchMarket(page, '?city=Marfa&state=TX')).level).toBe('none');
    await market.goto();
    await market.stateSelect.selectOption('TX');
    await market.cityInput.fill('Marfa');
    await market.cityInput.press('Escape');
    await market.showButton.click();

    await expect(page).toHaveURL(/\?city=Marfa&state=TX$/);
    await expect(market.emptyState).toBeVisible();
    await expect(market.emptyState.getByRole('heading', { level: 2 })).toHaveText(
      'No market figures for Marfa, TX',
    );
    await expect(market.emptyState).toContainText(
      'Zillow Research and HUD publish no figures for this place.',
    );
    await expect(market.error).toHaveCount(0);
    await expect(market.main.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });

  test('a ZIP code shows its own rent series, says what only its metro has, and leads to the metro', async ({
    page,
  }) => {
    const market = new MarketTrendsPage(page);
    const zip = await fetchMarket(page, '?zipCode=80205');
    expect(zip.level).toBe('zip');
    const rent = latest(zip, 'averageRent');
    const metro = await fetchMarket(page, '?city=Denver&state=CO');
    // The ZIP's own rent is not its metro's.
    expect(usd(rent.value)).not.toBe(usd(latest(metro, 'averageRent').value));
    await market.goto();

    await market.cityInput.fill('80205');
    await expect(market.option('80205 – Denver, CO')).toBeVisible();
    await market.cityInput.press('ArrowDown');
    await market.cityInput.press('Enter');

    await expect(page).toHaveURL(/\?city=Denver&state=CO&zipCode=80205$/);
    await expect(market.cityInput).toHaveValue('80205');
    await expect(market.metroLine).toHaveText('Figures are for ZIP code 80205 (Denver, CO)');
    await expect(market.zipNote).toContainText(
      `Zillow publishes only rents for ZIP codes. Home values, the rental yield, inventory and days on market are published for the whole ${zip.place.metroName} metro area.`,
    );
    await expect(market.cardValue('Typical rent (ZORI)')).toHaveText(`${usd(rent.value)}/mo`);
    await expect(market.card('Typical rent (ZORI)')).toContainText(`In ${monthName(rent.month)}`);
    await expect(market.cardAge('Typical rent (ZORI)')).toHaveText(
      `Data from ${monthsAgo(rent.month)} months ago`,
    );
    await expect(market.card('Typical home value (ZHVI)')).toHaveCount(0);
    await expect(market.chart).toHaveCount(0);
    await expect(
      market.chartRegion.getByRole('img', { name: /^Line chart of the typical rent from/ }),
    ).toBeVisible();
    await expect(market.missingSeries).toHaveText(
      'No typical home value: Zillow publishes home values by metro area, not by ZIP code.',
    );

    await market.zipNote.getByRole('button', { name: `Show the ${zip.place.metroName} metro area` }).click();
    await expect(page).toHaveURL(/\?city=Denver&state=CO$/);
    await expect(market.metroLine).toHaveText(
      `Figures are for the ${metro.place.metroFullName ?? metro.place.metroName} metro area`,
    );
    await expect(market.cardValue('Typical rent (ZORI)')).toHaveText(
      `${usd(latest(metro, 'averageRent').value)}/mo`,
    );
  });

  test('with EUR chosen, market figures stay in dollars and say so; the user’s own rent is in euros', async ({
    page,
  }) => {
    await setCurrency(page, 'EUR');
    const market = new MarketTrendsPage(page);
    const data = await fetchMarket(page, '?zipCode=80205');
    const rent = latest(data, 'averageRent');
    await market.goto('?city=Denver&state=CO&zipCode=80205');

    await expect(market.cardValue('Typical rent (ZORI)')).toHaveText(`${usd(rent.value)}/mo`);
    await expect(market.usdNote).toHaveText(USD_NOTE);
    await expect(market.main).not.toContainText('€');
    await market.tableToggle.click();
    await expect(market.tableRows().first().getByRole('cell').last()).toHaveText(usd(rent.value));

    const denver = await fetchMarket(page, '?city=Denver&state=CO');
    await market.goto('?city=Denver&state=CO');
    const value = latest(denver, 'medianPrice');
    await expect(market.cardValue('Typical home value (ZHVI)')).toHaveText(usd(value.value));
    await expect(market.cardAge('Typical home value (ZHVI)')).toHaveText(
      `Data from ${monthsAgo(value.month)} months ago`,
    );
    await expect(market.analysis).toContainText(usd(value.value));
    await expect(market.main).not.toContainText('€');

    // The rent check: the user's rent in euros, HUD's and Zillow's figures in dollars, each with its age.
    const property = await createPropertyThroughApi(
      page,
      newProperty({ address: '2890 Gilpin Street', zipCode: '80205', bedrooms: 3, monthlyRent: 2400 }),
    );
    const propertyPage = new PropertyPage(page);
    await propertyPage.goto(property.id);
    await expect(propertyPage.rentSentence).toContainText('Your rent of €2,400 is 16% below');
    await expect(propertyPage.rentSentence).toContainText(
      `($2,874, FY2024, data from ${monthsAgo('2023-10')} months ago)`,
    );
    await expect(propertyPage.marketCheck.getByTestId('usd-note')).toHaveText(USD_NOTE);
    await expect(propertyPage.marketTrend.getByTestId('usd-note')).toHaveText(USD_NOTE);
    await expect(propertyPage.marketTrend.getByTestId('market-latest')).toContainText(usd(value.value));
  });

  test('the dashboard’s market card draws only the series it has and says why the other is missing', async ({
    page,
  }) => {
    await setCurrency(page, 'EUR');
    const denver = await fetchMarket(page, '');
    const value = latest(denver, 'medianPrice');
    const rent = latest(denver, 'averageRent');
    // The value series ends months before the rent series: the last 3 months hold rents only.
    expect(monthsAgo(value.month) - monthsAgo(rent.month)).toBeGreaterThan(3);
    await page.goto('/');
    const card = new DashboardMarketCard(page);
    await expect(card.chart).toBeVisible();
    const latestFigures = card.root.getByTestId('market-latest');
    await expect(latestFigures).toContainText(usd(value.value));
    await expect(latestFigures).toContainText(`${usd(rent.value)}/mo`);
    await expect(latestFigures.getByTestId('market-age').first()).toHaveText(
      `Data from ${monthsAgo(value.month)} months ago`,
    );
    await expect(card.root.getByTestId('usd-note')).toHaveText(USD_NOTE);

    await card.range('3M').click();
    await expect(card.root).toHaveAttribute('data-points', '3');
    await expect(card.root.getByTestId('missing-series')).toHaveText(
      `No typical home value in these months: Zillow's home value index for this place ends in ${monthName(value.month)}.`,
    );
    await expect(card.chart).toBeVisible();
    await card.range('12M').click();
    if (monthsAgo(value.month) - monthsAgo(rent.month) < 12)
      await expect(card.root.getByTestId('missing-series')).toHaveCount(0);
  });
});
