import type { Page } from '@playwright/test';
import { expect, seededTest as test } from '../fixtures';
import { MarketTrendsPage } from '../page-models/market-trends-page';

// /market-trends against the real server and its built-in Zillow Research data: every figure the test expects is
// worked out here from the API's own answer (GET /api/market-data), never from the app's code. Read-only: every test
// starts signed in as the worker's seeded account.

const CLIENT = { 'x-rentfolio-client': 'e2e' };

type MarketRecord = {
  month: string;
  medianPrice: number | null;
  averageRent: number | null;
  rentalYield: number | null;
  inventory: number | null;
  daysOnMarket: number | null;
};
type MarketData = {
  place: { metroName: string; metroFullName: string | null; isPrincipalCity: boolean; from: string };
  records: MarketRecord[];
  sources: { label: string; latest: string }[];
};

async function fetchMarket(page: Page, search = ''): Promise<MarketData> {
  const response = await page.request.get(`/api/market-data${search}`, { headers: CLIENT });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as MarketData;
}

type Field = 'medianPrice' | 'averageRent' | 'rentalYield' | 'inventory' | 'daysOnMarket';

/** The newest record that has `field`. */
function latest(data: MarketData, field: Field): MarketRecord & Record<Field, number> {
  const found = [...data.records].reverse().find((record) => record[field] !== null);
  if (!found) throw new Error(`no ${field} in the answer`);
  return found as MarketRecord & Record<Field, number>;
}

const usd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    value,
  );
const count = (value: number) => new Intl.NumberFormat('en-US').format(value);
const monthName = (month: string) => {
  const [year, index] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year as number, (index as number) - 1, 1)),
  );
};
/** The month `months` before 'YYYY-MM'. */
const monthsBefore = (month: string, months: number) => {
  const [year, index] = month.split('-').map(Number);
  const total = (year as number) * 12 + (index as number) - 1 - months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
};

test.describe('market trends', () => {
  test('shows Denver by default, with the figures the API answers and their sources', async ({ page }) => {
    const market = new MarketTrendsPage(page);
    const data = await fetchMarket(page);
    expect(data.place.from).toBe('default');
    expect(data.place.metroName).toBe('Denver, CO');
    await market.goto();

    await expect(market.cityInput).toHaveValue('Denver');
    await expect(market.stateSelect).toHaveValue('CO');
    await expect(market.metroLine).toHaveText(
      `Figures are for the ${data.place.metroFullName ?? data.place.metroName} metro area`,
    );
    await expect(market.metroNote).toHaveCount(0);

    const inventory = latest(data, 'inventory');
    await expect(market.cardValue('Inventory')).toHaveText(count(inventory.inventory));
    await expect(market.card('Inventory')).toContainText(
      `Homes listed for sale in ${monthName(inventory.month)}`,
    );
    const value = latest(data, 'medianPrice');
    await expect(market.cardValue('Typical home value (ZHVI)')).toHaveText(usd(value.medianPrice));
    const days = latest(data, 'daysOnMarket');
    await expect(market.cardValue('Days on Market')).toHaveText(count(days.daysOnMarket));
    await expect(market.card('Days on Market')).toContainText('Mean days to pending');
    const yieldRecord = latest(data, 'rentalYield');
    await expect(market.cardValue('Rental Yield')).toHaveText(`${yieldRecord.rentalYield.toFixed(2)}%`);
    await expect(market.cardValue('Avg Price/Sq Ft')).toHaveText('Not available');
    await expect(market.card('Avg Price/Sq Ft')).toContainText(
      'No open data source publishes price per square foot for existing homes by metro.',
    );

    // The price-to-rent ratio of the newest month with both figures: value / (12 × rent), to 1 decimal.
    const both = [...data.records].reverse().find((r) => r.medianPrice !== null && r.averageRent !== null);
    if (!both?.medianPrice || !both.averageRent) throw new Error('no month with both a value and a rent');
    const ratio = (both.medianPrice / (12 * both.averageRent)).toFixed(1);
    await expect(market.priceToRent).toContainText(`${ratio} in ${monthName(both.month)}`);

    // The analysis cites the figures it rests on.
    await expect(market.analysis).toContainText(`rental yield of ${yieldRecord.rentalYield.toFixed(2)}%`);
    await expect(market.analysis).toContainText(`${count(inventory.inventory)} homes were listed for sale`);
    await expect(market.recommendations).toContainText(`price-to-rent ratio of ${ratio}`);

    await expect(market.attribution).toBeVisible();
    for (const source of data.sources) {
      await expect(market.sources).toContainText(`${source.label}: newest month ${monthName(source.latest)}`);
    }
  });

  test('choosing Austin, TX in the picker changes the figures and the address; Back returns', async ({
    page,
  }) => {
    const market = new MarketTrendsPage(page);
    const denver = await fetchMarket(page);
    const austin = await fetchMarket(page, '?city=Austin&state=TX');
    const austinInventory = count(latest(austin, 'inventory').inventory);
    expect(austinInventory).not.toBe(count(latest(denver, 'inventory').inventory));
    await market.goto();
    await expect(market.cardValue('Inventory')).toHaveText(count(latest(denver, 'inventory').inventory));

    await market.cityInput.fill('Aus');
    await expect(market.option('Austin, TX').first()).toBeVisible();
    await market.cityInput.press('ArrowDown');
    await expect(market.cityInput).toHaveAttribute('aria-activedescendant', /.+/);
    await market.cityInput.press('Enter');

    await expect(page).toHaveURL(/\/market-trends\?city=Austin&state=TX$/);
    await expect(market.listbox).toBeHidden();
    await expect(market.stateSelect).toHaveValue('TX');
    await expect(market.cardValue('Inventory')).toHaveText(austinInventory);
    await expect(market.metroLine).toHaveText(
      `Figures are for the ${austin.place.metroFullName ?? austin.place.metroName} metro area`,
    );

    await page.goBack();
    await expect(market.cardValue('Inventory')).toHaveText(count(latest(denver, 'inventory').inventory));
    await expect(market.cityInput).toHaveValue('Denver');
  });

  test('a city that is not its metro’s principal city says that the figures cover the metro', async ({
    page,
  }) => {
    const market = new MarketTrendsPage(page);
    const aurora = await fetchMarket(page, '?city=Aurora&state=CO');
    expect(aurora.place.isPrincipalCity).toBe(false);
    await market.goto();

    // Found by typing: the server's list, chosen with the keyboard; Escape closes the list first.
    await market.cityInput.fill('Aurora');
    await expect(market.option('Aurora, CO')).toBeVisible();
    await market.cityInput.press('Escape');
    await expect(market.listbox).toBeHidden();
    await market.cityInput.press('ArrowDown');
    await expect(market.option('Aurora, CO')).toHaveAttribute('aria-selected', 'true');
    await market.cityInput.press('Enter');

    await expect(page).toHaveURL(/\?city=Aurora&state=CO$/);
    const metro = aurora.place.metroFullName ?? aurora.place.metroName;
    await expect(market.metroNote).toHaveText(
      `Aurora is part of the ${metro} metro area; figures cover the whole metro area.`,
    );
    await expect(market.metroLine).toHaveText(`Figures are for the ${metro} metro area`);
  });

  test('an unknown place shows that the sources have no figures for it, and the pickers still work', async ({
    page,
  }) => {
    const market = new MarketTrendsPage(page);
    const response = await page.request.get('/api/market-data?city=Nowhere&state=ZZ', { headers: CLIENT });
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { level: string }).level).toBe('none');
    await market.goto('?city=Nowhere&state=ZZ');

    await expect(market.emptyState).toContainText('No market figures for Nowhere, ZZ');
    await expect(market.error).toHaveCount(0);
    await expect(market.cityInput).toHaveValue('Nowhere');
    await expect(market.stateSelect).toHaveValue('ZZ');

    await market.quickPick('Tampa, FL').click();
    await expect(page).toHaveURL(/\?city=Tampa&state=FL$/);
    await expect(market.emptyState).toHaveCount(0);
    await expect(market.metroLine).toContainText('Tampa');
  });

  test('the range buttons set the chart’s months, and the data table shows the same figures', async ({
    page,
  }) => {
    const market = new MarketTrendsPage(page);
    const data = await fetchMarket(page);
    const withFigure = data.records.filter((r) => r.medianPrice !== null || r.averageRent !== null);
    const last = withFigure[withFigure.length - 1]?.month as string;
    const first = withFigure[0]?.month as string;
    await market.goto();
    await expect(market.chart).toBeVisible();

    await expect(market.rangeButton('5Y')).toHaveAttribute('aria-pressed', 'true');
    await expect(market.chartSpan).toHaveText(
      `From ${monthName(monthsBefore(last, 59))} to ${monthName(last)}`,
    );

    await market.rangeButton('1Y').click();
    await expect(market.rangeButton('1Y')).toHaveAttribute('aria-pressed', 'true');
    for (const other of ['3Y', '5Y', 'Max'] as const) {
      await expect(market.rangeButton(other)).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(market.chartSpan).toHaveText(
      `From ${monthName(monthsBefore(last, 11))} to ${monthName(last)}`,
    );
    await expect(market.chart).toHaveAccessibleName(
      `Line chart of the typical home value and the typical rent from ${monthName(monthsBefore(last, 11))} to ${monthName(last)}. The data table has the same figures.`,
    );

    await expect(market.table).toHaveCount(0);
    await expect(market.tableToggle).toHaveAttribute('aria-expanded', 'false');
    await market.tableToggle.click();
    await expect(market.tableToggle).toHaveText('Hide data table');
    await expect(market.tableToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(market.tableRows()).toHaveCount(12);
    // Newest first: the last month's rent, as the API answers it.
    const newest = data.records.find((r) => r.month === last) as MarketRecord;
    const firstRow = market.tableRows().first();
    await expect(firstRow.getByRole('rowheader')).toHaveText(monthName(last));
    await expect(firstRow.getByRole('cell').nth(1)).toHaveText(
      newest.averageRent === null ? '–' : usd(newest.averageRent),
    );

    await market.rangeButton('Max').click();
    await expect(market.rangeButton('Max')).toHaveAttribute('aria-pressed', 'true');
    await expect(market.chartSpan).toHaveText(`From ${monthName(first)} to ${monthName(last)}`);
    const months = data.records.filter((r) => r.month >= first && r.month <= last).length;
    await expect(market.tableRows()).toHaveCount(months);

    await market.tableToggle.click();
    await expect(market.table).toHaveCount(0);
    await expect(market.tableToggle).toHaveText('Show data table');
  });

  test('fits a 375 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const market = new MarketTrendsPage(page);
    await market.goto();
    await expect(market.cardValue('Inventory')).toBeVisible();
    await expect(market.chart).toBeVisible();
    await market.tableToggle.click();
    await expect(market.table).toBeVisible();
    await market.cityInput.fill('Aus');
    await expect(market.option('Austin, TX').first()).toBeVisible();
    expect(await market.horizontalOverflow()).toBe(0);
  });
});
