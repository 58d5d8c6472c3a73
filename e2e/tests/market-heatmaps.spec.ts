import type { Page } from '@playwright/test';
import { expect, signInThroughApi, test } from '../fixtures';
import { MarketHeatMapsPage } from '../page-models/market-heatmaps-page';

// /market-heatmaps (docs/product.md "Heat map") against the real server and its built-in data set: the Denver filter,
// a ZIP without a yield and why, a metro's own yield, a low-confidence place left out of the order, the metric's order
// and colours, the user's own scores (import, remove), the virtualised list, the map with no tile server reachable, and
// a phone's width.

type ApiRow = {
  id: string;
  kind: 'metro' | 'zip' | 'neighbourhood';
  name: string;
  city: string;
  state: string;
  lat: number | null;
  averageRent: number | null;
  rentMonth: string | null;
  rentGrowth: number | null;
  fairMarketRent2br: number | null;
  grossYield: number | null;
  yieldMonth: string | null;
  vacancyRate: number | null;
  housingUnits: number | null;
  lowConfidence: boolean;
  safetyScore: number | null;
  marketScore: number | null;
  marketScoreRank: number | null;
};

async function heatMapRows(page: Page, query = ''): Promise<ApiRow[]> {
  const response = await page.request.get(`/api/market/heatmap${query ? `?${query}` : ''}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { rows: ApiRow[] }).rows;
}

const usd = (value: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
  }).format(value);
const month = (period: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${period}-01T00:00:00Z`),
  );
const nameOf = (row: ApiRow) =>
  row.kind === 'metro'
    ? `${row.name} metro`
    : row.kind === 'zip'
      ? `ZIP ${row.name} · ${row.city}, ${row.state}`
      : `${row.name} · ${row.city}`;
/**
 * The list's order for a metric: highest first, then the low-confidence places (left out of the ranking), then the
 * rows without the metric; equal values by name.
 */
function byMetric(rows: ApiRow[], value: (row: ApiRow) => number | null): ApiRow[] {
  const group = (row: ApiRow) => (value(row) === null ? 2 : row.lowConfidence ? 1 : 0);
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return (
      group(a) - group(b) ||
      (x === null || y === null ? 0 : y - x) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
    );
  });
}

/** A place's position in the list (1-based), for the page model to scroll straight to it. */
function positionOf(rows: ApiRow[], value: (row: ApiRow) => number | null, name: string): number {
  const position = byMetric(rows, value).map(nameOf).indexOf(name) + 1;
  expect(position, name).toBeGreaterThan(0);
  return position;
}
const byScore = (row: ApiRow) => row.marketScore;

/** Blocks every tile request, as on a machine without internet (the default tiles are OpenStreetMap's). */
async function blockTiles(page: Page): Promise<void> {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
}

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page);
  await blockTiles(page);
});

test('the Denver filter lists ZIP 80205 with its own figures and why it has no yield, the metro, the neighbourhoods', async ({
  page,
}) => {
  const heatmaps = new MarketHeatMapsPage(page);
  const denver = await heatMapRows(page, 'city=Denver&state=CO');
  const zip = denver.find((row) => row.id === 'zip:80205');
  const neighbourhoods = denver.filter((row) => row.kind === 'neighbourhood');
  expect(zip).toBeDefined();
  expect(neighbourhoods).toHaveLength(78);

  await heatmaps.goto();
  await expect(heatmaps.cityInput).toHaveValue('All Cities');
  // The combobox by keyboard: the markets first, then any city by typing.
  await heatmaps.cityInput.focus();
  await heatmaps.cityInput.press('ArrowDown');
  await expect(heatmaps.listbox.getByRole('option')).toHaveText([
    'All Cities',
    'Denver',
    'Austin',
    'Phoenix',
  ]);
  await heatmaps.cityInput.press('ArrowDown');
  await heatmaps.cityInput.press('Enter');
  await expect(heatmaps.cityInput).toHaveValue('Denver');
  await expect(page).toHaveURL(/\/market-heatmaps\?city=Denver&state=CO$/);
  await expect(heatmaps.count).toHaveText(`${denver.length} places, highest Market Score first`);

  const row = await heatmaps.findRow(
    'ZIP 80205 · Denver, CO',
    positionOf(denver, byScore, 'ZIP 80205 · Denver, CO'),
  );
  const z = zip as ApiRow;
  // A ZIP's own rent, growth and HUD rent; no yield, cap rate or score, since no value of the ZIP is published.
  expect(await heatmaps.figures(row)).toEqual({
    Rent: `${usd(z.averageRent as number)} | Zillow rent, ${month(z.rentMonth as string)}`,
    'Rent growth (YoY)': `${(z.rentGrowth as number).toFixed(2)}%`,
    'HUD FMR (2 bedrooms)': usd(z.fairMarketRent2br as number),
    'Gross yield': '—',
    'Cap rate (estimate)': '—',
    Vacancy: '—',
    Safety: 'No data',
    Walk: 'No data',
    Schools: 'No data',
    'Market score': '—',
  });
  // The data set's figures, so that a change in the data or the maths shows here too.
  expect([z.averageRent, z.rentGrowth, z.fairMarketRent2br, z.grossYield, z.marketScore]).toEqual([
    2118.81,
    4.62,
    2201,
    null,
    null,
  ]);
  await expect(row).toContainText('ZIP code · Metro: Denver, CO');
  await expect(heatmaps.metricBadge(row)).toHaveText('Market Score: not computed for a ZIP');
  await expect(row.getByTestId('zip-no-yield')).toHaveText(
    'No home values are published for single ZIP codes, so no gross yield, cap rate or market score is computed for a ZIP: its rent over its metro’s value would mix two places.',
  );

  // The metro's yield is its own rent over its own value, of one month: 12 × ZORI / ZHVI of January 2025.
  const metro = denver.find((r) => r.kind === 'metro') as ApiRow;
  expect([metro.name, metro.yieldMonth, metro.grossYield]).toEqual(['Denver, CO', '2025-01', 3.93]);
  const metroRow = await heatmaps.findRow(
    'Denver, CO metro',
    positionOf(denver, byScore, 'Denver, CO metro'),
  );
  await expect(metroRow).toContainText('Metro area · Denver-Aurora-Lakewood, CO');
  const metroFigures = await heatmaps.figures(metroRow);
  expect(metroFigures['Gross yield']).toBe('3.93% | Rent and value of January 2025');
  expect(metroFigures['Market score']).toBe(
    `${(metro.marketScore as number).toFixed(1)} | No. ${metro.marketScoreRank} in the US`,
  );

  const fivePoints = await heatmaps.findRow(
    'Five Points · Denver',
    positionOf(denver, byScore, 'Five Points · Denver'),
  );
  await expect(fivePoints).toContainText('Neighbourhood');
  await expect(fivePoints.getByTestId('low-confidence')).toHaveCount(0);
  await expect(heatmaps.sources.getByRole('listitem')).toHaveText([
    'Market data: Zillow Research (zillow.com/research/data)',
    'Fair Market Rents: U.S. Department of Housing and Urban Development',
    'ZIP centroids: U.S. Census Bureau',
    'Denver neighbourhood statistics: City of Denver Open Data Catalog (CC BY 3.0)',
  ]);

  // Any other city by typing; the averages count the places with data.
  await heatmaps.chooseCity('Auror', 'Aurora, CO');
  await expect(page).toHaveURL(/city=Aurora&state=CO/);
  const aurora = await heatMapRows(page, 'city=Aurora&state=CO');
  await expect(heatmaps.count).toHaveText(`${aurora.length} places, highest Market Score first`);
  const withRent = aurora.filter((r) => r.averageRent !== null && !r.lowConfidence).length;
  await expect(heatmaps.averages).toContainText(`from ${withRent} of ${aurora.length} places`);
});

test('the airport’s neighbourhood is marked low-confidence, explained, and left out of the order', async ({
  page,
}) => {
  const heatmaps = new MarketHeatMapsPage(page);
  const denver = await heatMapRows(page, 'city=Denver&state=CO');
  const dia = denver.find((row) => row.id === 'nbhd:DIA') as ApiRow;
  // Its own yield and score are the highest of Denver, but rest on 678 housing units.
  expect([dia.housingUnits, dia.lowConfidence, dia.marketScore, dia.marketScoreRank]).toEqual([
    678,
    true,
    10,
    null,
  ]);
  const ranked = denver.filter((row) => row.marketScore !== null && !row.lowConfidence);
  expect(ranked.length).toBeGreaterThan(70);
  expect(ranked.every((row) => (row.marketScore as number) < 10)).toBe(true);

  await heatmaps.goto('city=Denver&state=CO');
  const row = await heatmaps.findRow('DIA · Denver', positionOf(denver, byScore, 'DIA · Denver'));
  await expect(row.getByTestId('low-confidence')).toHaveText('Low confidence');
  await expect(row).toContainText(
    'Only 678 housing units (under 1,000): the survey’s medians rest on few answers, so this place is shown but left out of the ranking and the averages.',
  );
  expect((await heatmaps.figures(row))['Market score']).toBe('10.0 | Not ranked');
  // After every ranked place: its position in the list is that of the order with it left out.
  const order = byMetric(denver, (r) => r.marketScore).map(nameOf);
  expect(order.indexOf('DIA · Denver')).toBeGreaterThanOrEqual(ranked.length);
  await expect(row.locator('xpath=..')).toHaveAttribute(
    'aria-posinset',
    String(order.indexOf('DIA · Denver') + 1),
  );
  // The averages leave it out too.
  await expect(heatmaps.averages).toContainText(`from ${ranked.length} of ${denver.length} places`);
});

test('the list is virtualised in its own box: a few rows in the page whatever the number of places', async ({
  page,
}) => {
  const heatmaps = new MarketHeatMapsPage(page);
  const all = await heatMapRows(page);
  expect(all.length).toBeGreaterThan(7000);
  await heatmaps.goto();
  await expect(heatmaps.rows.first()).toBeVisible();
  await expect(heatmaps.count).toHaveText(
    `${all.length.toLocaleString('en-US')} places, highest Market Score first`,
  );
  // Every place in the page would make it a million pixels tall; it keeps its own height and holds a few rows.
  let size = await heatmaps.pageSize();
  expect(size.renderedRows).toBeGreaterThan(0);
  expect(size.renderedRows).toBeLessThan(30);
  expect(size.pageHeight).toBeLessThan(4000);
  // The top of the national order: ranked places only, none a ZIP (a ZIP has no score), none low-confidence.
  const order = byMetric(all, (row) => row.marketScore);
  expect((await heatmaps.renderedNames()).slice(0, 3)).toEqual(order.slice(0, 3).map(nameOf));
  expect(order.slice(0, 10).every((row) => row.kind !== 'zip' && !row.lowConfidence)).toBe(true);
  await expect(heatmaps.rows.first().locator('xpath=..')).toHaveAttribute('aria-setsize', String(all.length));

  // The end of the list is a scroll away, still with a few rows, each saying its place in the whole list.
  await heatmaps.scrollListTo('end');
  await expect(heatmaps.rows.last().locator('xpath=..')).toHaveAttribute('aria-posinset', String(all.length));
  size = await heatmaps.pageSize();
  expect(size.renderedRows).toBeLessThan(30);

  // By keyboard: Tab moves from row to row, each focused button in view, and the box follows.
  await heatmaps.scrollListTo('top');
  // The rows of the top are rendered before the first button is focused: a busy machine could otherwise focus a row
  // of the end that the list then takes away, and the Tabs would start from the page's top.
  await expect(heatmaps.rows.first().locator('xpath=..')).toHaveAttribute('aria-posinset', '1');
  const firstButton = heatmaps.list.getByRole('button', { name: /^View on Map: / }).first();
  await firstButton.focus();
  await expect(firstButton).toBeFocused();
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAccessibleName(/^View on Map: /);
  await expect(focused).toBeInViewport();
  expect(await heatmaps.listScrollTop()).toBeGreaterThan(0);
  const name = ((await focused.getAttribute('aria-label')) ?? '').replace(/^View on Map: /, '');
  await page.keyboard.press('Enter');
  await expect(heatmaps.mapDialog.getByRole('heading', { name: `${name} on the map` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(heatmaps.mapDialog).toBeHidden();
  // Focus goes back to the row's button, still rendered.
  await expect(
    heatmaps.list.getByRole('button', { name: `View on Map: ${name}`, exact: true }),
  ).toBeFocused();
});

test('switching the metric re-sorts and re-colours the list, and keeps it in the address', async ({
  page,
}) => {
  const heatmaps = new MarketHeatMapsPage(page);
  const denver = await heatMapRows(page, 'city=Denver&state=CO');
  await heatmaps.goto('city=Denver&state=CO');
  await expect(heatmaps.rows.first()).toBeVisible();

  const byScore = byMetric(denver, (row) => row.marketScore)
    .slice(0, 3)
    .map(nameOf);
  expect((await heatmaps.renderedNames()).slice(0, 3)).toEqual(byScore);

  await heatmaps.chooseMetric('Rent Growth');
  await expect(page).toHaveURL(/metric=rentGrowth/);
  await expect(heatmaps.count).toHaveText(`${denver.length} places, highest Rent Growth first`);
  const byGrowth = byMetric(denver, (row) => row.rentGrowth);
  await expect
    .poll(async () => (await heatmaps.renderedNames()).slice(0, 3))
    .toEqual(byGrowth.slice(0, 3).map(nameOf));
  // Rent growth is coloured by its own thresholds (12% / 8%): each badge's band and words follow its value.
  const first = heatmaps.rows.first();
  const growth = byGrowth[0]?.rentGrowth as number;
  const band = growth >= 12 ? 'high' : growth >= 8 ? 'moderate' : 'low';
  await expect(heatmaps.metricBadge(first)).toHaveAttribute('data-band', band);
  await expect(heatmaps.metricBadge(first)).toContainText(
    `Rent Growth: ${growth.toFixed(2)}% · ${band === 'high' ? 'High' : band === 'moderate' ? 'Moderate' : 'Low'}`,
  );
  await expect(heatmaps.legend).toContainText('High: 12.00% or more');

  // The cap rate is an estimate with an editable expense ratio, checked from 0 to 90.
  await heatmaps.chooseMetric('Cap Rate');
  const byYield = byMetric(denver, (row) => row.grossYield);
  await expect.poll(async () => (await heatmaps.renderedNames())[0]).toBe(nameOf(byYield[0] as ApiRow));
  const top = byYield[0] as ApiRow;
  await expect(heatmaps.metricBadge(heatmaps.rows.first())).toContainText(
    `Cap Rate: ${(Math.round((top.grossYield as number) * 0.6 * 100) / 100).toFixed(2)}%`,
  );
  await heatmaps.expenseRatioInput.fill('95');
  await expect(heatmaps.expenseRatioError).toHaveText(
    'Enter an expense ratio from 0 to 90%. The estimate still uses 40%.',
  );
  await heatmaps.expenseRatioInput.fill('50');
  await expect(heatmaps.expenseRatioError).toHaveCount(0);
  await expect(heatmaps.metricBadge(heatmaps.rows.first())).toContainText(
    `Cap Rate: ${(Math.round((top.grossYield as number) * 0.5 * 100) / 100).toFixed(2)}%`,
  );

  // Back restores the previous metric.
  await page.goBack();
  await expect(heatmaps.metricSelect).toHaveValue('rentGrowth');
});

test('safety reads No data until an import; the import shows its count and row errors; Remove my data', async ({
  page,
}) => {
  const heatmaps = new MarketHeatMapsPage(page);
  const denver = await heatMapRows(page, 'city=Denver&state=CO');
  // Before the import no place has a safety score: the list is in name order.
  const bySafety = (row: ApiRow) => row.safetyScore;
  const before = positionOf(denver, bySafety, 'ZIP 80205 · Denver, CO');
  await heatmaps.goto('city=Denver&state=CO&metric=safetyScore');
  await expect(heatmaps.noOpenDataNote).toBeVisible();
  await expect(heatmaps.removeButton).toHaveCount(0);
  let row = await heatmaps.findRow('ZIP 80205 · Denver, CO', before);
  await expect(heatmaps.metricBadge(row)).toHaveText('Safety Score: No data');
  await expect(heatmaps.metricBadge(row)).toHaveAttribute('data-band', 'none');

  await heatmaps.page.evaluate('window.scrollTo(0, 0)');
  await heatmaps.importButton.click();
  await expect(heatmaps.importDialog).toBeVisible();
  await heatmaps.importFileInput.setInputFiles({
    name: 'scores.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('zip_or_neighbourhood,metric,value\n80205,safety_score,9\nAtlantis,safety_score,5\n'),
  });
  await expect(heatmaps.importTextarea).toHaveValue(/80205,safety_score,9/);
  await heatmaps.importSubmit.click();
  await expect(heatmaps.importDialog.getByText('1 value imported', { exact: true })).toBeVisible();
  await expect(heatmaps.importDialog.getByText('1 row was not imported', { exact: true })).toBeVisible();
  await expect(
    heatmaps.importDialog.getByText(
      'Row 3: “Atlantis” is not a ZIP code or Denver neighbourhood of the heat map.',
      { exact: true },
    ),
  ).toBeVisible();
  await heatmaps.importDialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(heatmaps.importDialog).toBeHidden();

  // The list refreshed: the imported place is first by safety, marked as the user's own, and coloured high.
  row = await heatmaps.findRow('ZIP 80205 · Denver, CO');
  await expect(heatmaps.metricBadge(row)).toHaveText('Safety Score: 9.0 · High');
  expect((await heatmaps.figures(row)).Safety).toBe('9.0 | your data');
  expect((await heatmaps.renderedNames())[0]).toBe('ZIP 80205 · Denver, CO');

  // A file the server refuses says why.
  await heatmaps.importButton.click();
  await heatmaps.importTextarea.fill('place;score\n1;2');
  await heatmaps.importSubmit.click();
  await expect(heatmaps.importDialog.getByRole('alert')).toHaveText(
    'The first row must be the header zip_or_neighbourhood,metric,value.',
  );
  await page.keyboard.press('Escape');

  await heatmaps.removeButton.click();
  await expect(heatmaps.removeDialog).toBeVisible();
  await heatmaps.removeDialog.getByRole('button', { name: 'Remove my data', exact: true }).click();
  await expect(heatmaps.main.getByText('1 imported value removed.', { exact: true })).toBeVisible();
  await expect(heatmaps.removeButton).toHaveCount(0);
  row = await heatmaps.findRow('ZIP 80205 · Denver, CO', before);
  await expect(heatmaps.metricBadge(row)).toHaveText('Safety Score: No data');
});

test('the map opens with tiles unavailable, says so, and draws every place of the list', async ({ page }) => {
  const heatmaps = new MarketHeatMapsPage(page);
  const denver = await heatMapRows(page, 'city=Denver&state=CO');
  const located = denver.filter((row) => row.lat !== null).length;
  await heatmaps.goto('city=Denver&state=CO');
  const row = await heatmaps.findRow(
    'ZIP 80205 · Denver, CO',
    positionOf(denver, byScore, 'ZIP 80205 · Denver, CO'),
  );
  await row.getByRole('button', { name: 'View on Map: ZIP 80205 · Denver, CO', exact: true }).click();

  await expect(heatmaps.mapDialog).toBeVisible();
  await expect(
    heatmaps.mapDialog.getByRole('heading', { name: 'ZIP 80205 · Denver, CO on the map' }),
  ).toBeVisible();
  await expect(heatmaps.tilesNotice).toBeVisible();
  await expect(heatmaps.map).toHaveAttribute('data-marker-count', String(located));
  await expect(heatmaps.mapDialog.getByText(`${located} places drawn`, { exact: true })).toBeVisible();
  // One canvas (preferCanvas) holds the markers, and it has been drawn on.
  const canvas = heatmaps.map.locator('.leaflet-overlay-pane canvas');
  await expect(canvas).toHaveCount(1);
  const painted = await canvas.evaluate((element) => {
    const c = element as unknown as {
      width: number;
      height: number;
      getContext(kind: '2d'): { getImageData(...box: number[]): { data: ArrayLike<number> } } | null;
    };
    const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
    let count = 0;
    for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) count += 1;
    return count;
  });
  expect(painted).toBeGreaterThan(1000);
  // The chosen place's popup, and the tile server's attribution.
  await expect(heatmaps.mapDialog.getByTestId('map-popup')).toContainText('ZIP 80205 · Denver, CO');
  await expect(heatmaps.mapDialog.getByTestId('map-popup')).toContainText(
    'Market Score: not computed for a ZIP',
  );
  await expect(heatmaps.map.locator('.leaflet-control-attribution')).toContainText(
    'OpenStreetMap contributors',
  );
  await page.keyboard.press('Escape');
  await expect(heatmaps.mapDialog).toBeHidden();
});

test('loading fails, then Try again loads; a city without places shows the empty state', async ({ page }) => {
  const heatmaps = new MarketHeatMapsPage(page);
  let failures = 1;
  await page.route('**/api/market/heatmap', (route) =>
    failures-- > 0 ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
  );
  await heatmaps.goto('city=Denver&state=CO');
  await expect(heatmaps.loadError).toBeVisible();
  await heatmaps.retryButton.click();
  await expect(heatmaps.rows.first()).toBeVisible();

  await heatmaps.goto('city=Nowhere&state=ZZ');
  await expect(heatmaps.empty).toBeVisible();
  await heatmaps.main.getByRole('button', { name: 'Show all cities', exact: true }).click();
  await expect(heatmaps.cityInput).toHaveValue('All Cities');
  await expect(heatmaps.rows.first()).toBeVisible();
});

test('at a phone’s width the page does not scroll sideways and the rows stack', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const heatmaps = new MarketHeatMapsPage(page);
  await heatmaps.goto('city=Denver&state=CO');
  const row = heatmaps.rows.first();
  await expect(row).toBeVisible();
  expect(await heatmaps.horizontalOverflow()).toBe(0);
  const title = await row.locator('h3').boundingBox();
  const button = await row.getByRole('button', { name: /^View on Map/ }).boundingBox();
  expect(button && title && button.y > title.y + title.height).toBe(true);
  await heatmaps.cityInput.fill('Phoe');
  await expect(heatmaps.listbox).toBeVisible();
  expect(await heatmaps.horizontalOverflow()).toBe(0);
  await heatmaps.cityInput.press('Escape');
  await row.getByRole('button', { name: /^View on Map/ }).click();
  await expect(heatmaps.tilesNotice).toBeVisible();
  expect(await heatmaps.horizontalOverflow()).toBe(0);
});
