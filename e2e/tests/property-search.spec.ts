import {
  createPropertiesThroughApi,
  expect,
  holdRequests,
  newProperty,
  type PropertyBody,
  recordRequests,
  signInThroughApi,
  test,
} from '../fixtures';
import { PropertySearchPage } from '../page-models/property-search-page';

// /property-search (docs/product.md "Screens" (Property Search), docs/product.md "States and behaviour" (Search), docs/product.md "Input rules" (Search filters)) against the real server: the
// filters one after another and together give exactly the expected properties, the states, bad input, and a portfolio
// loaded a page at a time. Each filter's rules in full are the API suite's (apps/server/test/properties.api.test.ts);
// 10,000 properties are measured by the benchmark (bench/src/browser-lists.mjs).

type StoredProperty = { id: number; address: string; roi: number | null; purchasePrice: number };

/** Nine properties in six states and five types; their ROIs (worked out by the server) are checked below. */
const SEARCH_SET: PropertyBody[] = [
  {
    address: '10 Larimer Street',
    city: 'Denver',
    state: 'CO',
    zipCode: '80205',
    propertyType: 'single-family',
    purchasePrice: 300000,
    monthlyRent: 2600,
  },
  {
    address: '22 Colfax Avenue',
    city: 'Denver',
    state: 'CO',
    zipCode: '80206',
    propertyType: 'condo',
    purchasePrice: 220000,
    monthlyRent: 1500,
  },
  {
    address: '5 Congress Avenue',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    propertyType: 'duplex',
    purchasePrice: 410000,
    monthlyRent: 3600,
  },
  {
    address: '78 Rainey Street',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    propertyType: 'single-family',
    purchasePrice: 520000,
    monthlyRent: 2900,
  },
  {
    address: '40 Denver Way',
    city: 'Austin',
    state: 'TX',
    zipCode: '78702',
    propertyType: 'townhouse',
    purchasePrice: 260000,
    monthlyRent: 2400,
  },
  {
    address: '31 Camelback Road',
    city: 'Phoenix',
    state: 'AZ',
    zipCode: '85016',
    propertyType: 'townhouse',
    purchasePrice: 275000,
    monthlyRent: 2100,
  },
  {
    address: '9 Ocean Drive',
    city: 'Miami',
    state: 'FL',
    zipCode: '33139',
    propertyType: 'apartment',
    purchasePrice: 650000,
    monthlyRent: 5200,
  },
  {
    address: '14 Pike Street',
    city: 'Seattle',
    state: 'WA',
    zipCode: '98101',
    propertyType: 'condo',
    purchasePrice: 480000,
    monthlyRent: 2500,
  },
  {
    address: '3 Lake Shore Drive',
    city: 'Chicago',
    state: 'IL',
    zipCode: '60611',
    propertyType: 'duplex',
    purchasePrice: 350000,
    monthlyRent: 3300,
  },
].map((property) => ({
  ...property,
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1600,
  operatingExpenses: 400,
  propertyTaxes: 2400,
  insurance: 1200,
  maintenance: 1200,
}));

const ALL_ADDRESSES = SEARCH_SET.map((property) => property.address);

function sorted(addresses: readonly string[]): string[] {
  return [...addresses].sort();
}

async function seedSearchSet(page: import('@playwright/test').Page): Promise<StoredProperty[]> {
  await createPropertiesThroughApi(page, SEARCH_SET);
  const response = await page.request.get('/api/properties');
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredProperty[];
}

test.describe('with a known set of properties', () => {
  let stored: StoredProperty[];

  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page);
    stored = await seedSearchSet(page);
  });

  test('shows every property at first, newest first, each linking to its edit screen', async ({ page }) => {
    const search = new PropertySearchPage(page);
    await search.goto();

    await expect(search.resultsHeading).toHaveText('All Properties');
    await expect(search.count).toHaveText('Showing all 9 properties');
    await expect(search.showAllButton).toHaveCount(0);
    await expect.poll(() => search.allAddresses()).toEqual(stored.map((property) => property.address));
    await expect.poll(async () => sorted(await search.allAddresses())).toEqual(sorted(ALL_ADDRESSES));

    const ocean = stored.find((property) => property.address === '9 Ocean Drive');
    await expect(search.rowLink('9 Ocean Drive')).toHaveAttribute('href', `/properties/${ocean?.id}`);
  });

  test('a row shows the property and its figures as the API answered them', async ({ page }) => {
    const search = new PropertySearchPage(page);
    const response = await page.request.get('/api/properties');
    const ocean = ((await response.json()) as Record<string, number | string | null>[]).find(
      (property) => property.address === '9 Ocean Drive',
    );
    await search.goto();

    const row = search.row('9 Ocean Drive');
    await expect(row).toContainText('Miami, FL · Apartment · 3 beds · 2 baths');
    const figures = await row
      .locator('dl > div')
      .evaluateAll((items) =>
        items.map((item) => [item.querySelector('dt')?.textContent, item.querySelector('dd')?.textContent]),
      );
    const usd = (value: number) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
        maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
      }).format(value);
    const percent = (value: number) => `${value}%`;
    expect(figures).toEqual([
      ['Purchase Price', usd(Number(ocean?.purchasePrice))],
      ['Monthly Rent', usd(Number(ocean?.monthlyRent))],
      ['Monthly Cash Flow', usd(Number(ocean?.monthlyCashFlow))],
      ['ROI', percent(Number(ocean?.roi))],
      ['Cap Rate', percent(Number(ocean?.capRate))],
    ]);
    // The figures of this seed, so that a change in the maths shows up here too.
    expect(figures.slice(2)).toEqual([
      ['Monthly Cash Flow', '$504.08'],
      ['ROI', '7.25%'],
      ['Cap Rate', '7.64%'],
    ]);
  });

  test('the ROIs of the seed split as the ROI filters below expect', async () => {
    const roiOf = (address: string) => stored.find((property) => property.address === address)?.roi;
    expect(sorted(stored.filter((p) => (p.roi ?? -Infinity) >= 5).map((p) => p.address))).toEqual(
      sorted(['5 Congress Avenue', '9 Ocean Drive', '3 Lake Shore Drive']),
    );
    expect(roiOf('10 Larimer Street')).toBe(3.07);
    expect(roiOf('40 Denver Way')).toBe(3.72);
    expect(roiOf('5 Congress Avenue')).toBe(7.36);
    expect(roiOf('3 Lake Shore Drive')).toBe(8.83);
  });

  test('each filter in turn, the one before cleared: its rows, its count and its address; then Clear Filters', async ({
    page,
  }) => {
    const search = new PropertySearchPage(page);
    await search.goto();
    // Every control once, in an order where no two searches in a row have the same count.
    type Step = { filters: Parameters<PropertySearchPage['search']>[0]; expected: string[]; url: RegExp };
    const steps: Step[] = [
      {
        // The text matches the address as well as the city.
        filters: { query: 'denver' },
        expected: ['10 Larimer Street', '22 Colfax Avenue', '40 Denver Way'],
        url: /\/property-search\?q=denver$/,
      },
      {
        // The city matches in part.
        filters: { query: '', city: 'den' },
        expected: ['10 Larimer Street', '22 Colfax Avenue'],
        url: /\/property-search\?city=den$/,
      },
      {
        filters: { city: '', state: 'TX' },
        expected: ['5 Congress Avenue', '78 Rainey Street', '40 Denver Way'],
        url: /\/property-search\?state=TX$/,
      },
      {
        filters: { state: 'All', propertyType: 'Condo' },
        expected: ['22 Colfax Avenue', '14 Pike Street'],
        url: /\/property-search\?propertyType=condo$/,
      },
      {
        filters: { propertyType: 'All', minRoi: '5' },
        expected: ['5 Congress Avenue', '9 Ocean Drive', '3 Lake Shore Drive'],
        url: /\/property-search\?minROI=5$/,
      },
      {
        // Both ends included: 300,000 (10 Larimer Street) and 480,000 (14 Pike Street).
        filters: { minRoi: '', minPrice: '300000', maxPrice: '480000' },
        expected: ['10 Larimer Street', '5 Congress Avenue', '14 Pike Street', '3 Lake Shore Drive'],
        url: /\/property-search\?minPrice=300000&maxPrice=480000$/,
      },
      {
        filters: { minPrice: '', maxPrice: '', maxRoi: '-5' },
        expected: ['22 Colfax Avenue', '78 Rainey Street', '14 Pike Street'],
        url: /\/property-search\?maxROI=-5$/,
      },
    ];
    for (const { filters, expected, url } of steps) {
      await search.search(filters);
      await expect(search.resultsHeading).toHaveText('Search Results');
      await expect(search.count).toHaveText(
        expected.length === 1 ? '1 property matches' : `${expected.length} properties match`,
      );
      await expect(page).toHaveURL(url);
      await expect.poll(async () => sorted(await search.allAddresses())).toEqual(sorted(expected));
    }

    await search.clearFiltersButton.click();
    await expect(search.resultsHeading).toHaveText('All Properties');
    await expect(search.count).toHaveText('Showing all 9 properties');
    await expect(search.maxRoiInput).toHaveValue('');
    await expect(page).toHaveURL(/\/property-search$/);
    await expect.poll(async () => sorted(await search.allAddresses())).toEqual(sorted(ALL_ADDRESSES));
  });

  test('filters together narrow to the properties matching all of them', async ({ page }) => {
    const search = new PropertySearchPage(page);
    await search.goto();

    await search.search({ state: 'TX', minRoi: '0' });
    await expect(search.count).toHaveText('2 properties match');
    // Polled: two searches in a row can both say "1 property matches" while the list still shows the first one's.
    await expect
      .poll(async () => sorted(await search.allAddresses()))
      .toEqual(sorted(['5 Congress Avenue', '40 Denver Way']));

    await search.search({ city: 'austin', propertyType: 'Townhouse', maxPrice: '300000' });
    await expect(search.count).toHaveText('1 property matches');
    await expect.poll(() => search.allAddresses()).toEqual(['40 Denver Way']);

    await search.search({
      query: 'street',
      state: 'All',
      propertyType: 'All',
      maxPrice: '',
      minRoi: '',
      minPrice: '500000',
    });
    await expect(search.count).toHaveText('1 property matches');
    await expect.poll(() => search.allAddresses()).toEqual(['78 Rainey Street']);
  });

  test('Enter in a field runs the search, and numeric filters are sent as numbers', async ({ page }) => {
    const search = new PropertySearchPage(page);
    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/properties/search') bodies.push(request.postDataJSON());
    });
    await search.goto();

    await search.fill({ city: 'Denver', minPrice: '250000', minRoi: '-12.5' });
    await search.cityInput.press('Enter');

    await expect(search.count).toHaveText('1 property matches');
    await expect.poll(() => search.allAddresses()).toEqual(['10 Larimer Street']);
    // The first page of every property, then the first page of the search.
    expect(bodies).toEqual([
      { limit: 100, offset: 0 },
      { city: 'Denver', minPrice: 250000, minROI: -12.5, limit: 100, offset: 0 },
    ]);
  });

  test('Show All Properties goes back to every property and empties the filters, the text box too', async ({
    page,
  }) => {
    const search = new PropertySearchPage(page);
    await search.goto();
    await search.search({ query: 'Denver', state: 'CO' });
    await expect(search.count).toHaveText('2 properties match');

    await search.showAllButton.click();

    await expect(search.resultsHeading).toHaveText('All Properties');
    await expect(search.count).toHaveText('Showing all 9 properties');
    await expect.poll(async () => sorted(await search.allAddresses())).toEqual(sorted(ALL_ADDRESSES));
    await expect(search.queryInput).toHaveValue('');
    await expect(search.stateSelect).toHaveValue('');
    await expect(search.showAllButton).toHaveCount(0);
    await expect(page).toHaveURL(/\/property-search$/);
  });

  test('sorts by price both ways, and keeps filters and sort in the address for Back and for sharing', async ({
    page,
  }) => {
    const search = new PropertySearchPage(page);
    await search.goto();
    await search.search({ state: 'TX' });
    await expect(search.count).toHaveText('3 properties match');
    await search.sortSelect.selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/state=TX/);
    await expect(page).toHaveURL(/sortBy=price&sortOrder=asc/);
    const prices = SEARCH_SET.filter((p) => p.state === 'TX').sort(
      (a, b) => Number(a.purchasePrice) - Number(b.purchasePrice),
    );
    await expect.poll(() => search.allAddresses()).toEqual(prices.map((p) => p.address));
    await search.sortSelect.selectOption({ label: 'Price: high to low' });
    await expect.poll(() => search.allAddresses()).toEqual([...prices].reverse().map((p) => p.address));

    // Back restores the previous order; the address opened elsewhere restores filters and sort.
    await page.goBack();
    await expect(search.sortSelect).toHaveValue('price-asc');
    await expect.poll(() => search.allAddresses()).toEqual(prices.map((p) => p.address));
    const shared = page.url();
    await page.goto('/');
    await page.goto(shared);
    await expect(search.stateSelect).toHaveValue('TX');
    await expect(search.sortSelect).toHaveValue('price-asc');
    await expect(search.count).toHaveText('3 properties match');
  });

  test('Clear Filters empties every filter and shows every property', async ({ page }) => {
    const search = new PropertySearchPage(page);
    await search.goto();
    await search.search({
      query: 'a',
      city: 'Austin',
      state: 'TX',
      propertyType: 'Duplex',
      minPrice: '1',
      maxPrice: '900000',
      minRoi: '-50',
      maxRoi: '50',
    });
    await expect(search.count).toHaveText('1 property matches');

    await search.clearFiltersButton.click();

    await expect(search.count).toHaveText('Showing all 9 properties');
    for (const input of [
      search.queryInput,
      search.cityInput,
      search.minPriceInput,
      search.maxPriceInput,
      search.minRoiInput,
      search.maxRoiInput,
    ]) {
      await expect(input).toHaveValue('');
    }
    await expect(search.stateSelect).toHaveValue('');
    await expect(search.typeSelect).toHaveValue('');
    await expect(search.stateSelect.locator('option:checked')).toHaveText('All');
    await expect.poll(async () => sorted(await search.allAddresses())).toEqual(sorted(ALL_ADDRESSES));
  });

  test('the q of the URL, as the dashboard sends it, is filled in and searched on arrival', async ({
    page,
  }) => {
    const search = new PropertySearchPage(page);
    const searches = recordRequests(page, '/api/properties/search');
    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/properties/search') bodies.push(request.postDataJSON());
    });
    await search.goto('Denver');

    await expect(search.queryInput).toHaveValue('Denver');
    await expect(search.count).toHaveText('3 properties match');
    await expect
      .poll(async () => sorted(await search.allAddresses()))
      .toEqual(sorted(['10 Larimer Street', '22 Colfax Avenue', '40 Denver Way']));
    // Only the search: every property is not loaded first.
    expect(searches).toHaveLength(1);
    expect(bodies).toEqual([{ query: 'Denver', limit: 100, offset: 0 }]);

    // Clearing takes the text out of the address, so a reload shows everything.
    await search.clearFiltersButton.click();
    await expect(page).toHaveURL(/\/property-search$/);
  });

  test('a reversed price range is refused next to the field, without a request, and the list stays', async ({
    page,
  }) => {
    const search = new PropertySearchPage(page);
    const searches = recordRequests(page, '/api/properties/search');
    await search.goto();
    expect(searches).toHaveLength(1); // The first page of every property.
    await search.search({ state: 'TX' });
    await expect(search.count).toHaveText('3 properties match');
    expect(searches).toHaveLength(2);

    await search.search({ state: 'All', minPrice: '400000', maxPrice: '300000' });

    const message = 'The minimum price cannot be more than the maximum price.';
    await expect(search.filters.getByText(message, { exact: true })).toBeVisible();
    await expect(search.minPriceInput).toHaveAccessibleDescription(message);
    await expect(search.minPriceInput).toHaveAttribute('aria-invalid', 'true');
    await expect(search.minPriceInput).toBeFocused();
    await expect(search.count).toHaveText('3 properties match');
    await expect
      .poll(async () => sorted(await search.allAddresses()))
      .toEqual(sorted(['5 Congress Avenue', '78 Rainey Street', '40 Denver Way']));
    expect(searches).toHaveLength(2);

    await search.search({ minRoi: '9', maxRoi: '2', minPrice: '' });
    await expect(search.minRoiInput).toHaveAccessibleDescription(
      'The minimum ROI cannot be more than the maximum ROI.',
    );
    // Correcting the range clears the message.
    await search.maxRoiInput.fill('20');
    await expect(search.minRoiInput).not.toHaveAttribute('aria-invalid');
  });

  test("the server's field message of a refused search shows next to its field, and the results stay", async ({
    page,
  }) => {
    const search = new PropertySearchPage(page);
    await search.goto();
    await search.search({ state: 'CO' });
    await expect(search.count).toHaveText('2 properties match');

    // The browser checks with the server's own schema, so only a stand-in answer can reach this path.
    await page.route('**/api/properties/search', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'Bad Request',
          message: 'Check the highlighted fields.',
          requestId: 'e2e',
          details: { state: 'State must be 2 letters, for example CO.' },
        }),
      }),
    );
    await search.search({ state: 'TX' });

    await expect(search.stateSelect).toHaveAccessibleDescription('State must be 2 letters, for example CO.');
    await expect(search.count).toHaveText('2 properties match');
    await expect
      .poll(async () => sorted(await search.allAddresses()))
      .toEqual(sorted(['10 Larimer Street', '22 Colfax Avenue']));
  });

  test('a search that fails says so and keeps the results', async ({ page }) => {
    const search = new PropertySearchPage(page);
    await search.goto();
    await page.route('**/api/properties/search', (route) => route.fulfill({ status: 503, body: 'down' }));

    await search.search({ city: 'Denver' });

    await expect(search.filters.getByRole('alert')).toHaveText(
      'The search could not be run. Check your connection and try again.',
    );
    await expect(search.count).toHaveText('Showing all 9 properties');
  });

  test('no matches suggests clearing the filters, which shows every property', async ({ page }) => {
    const search = new PropertySearchPage(page);
    await search.goto();

    await search.search({ city: 'Boston' });

    await expect(search.noMatchesTitle).toBeVisible();
    await expect(search.count).toHaveText('0 properties match');
    await expect(search.rows).toHaveCount(0);
    await search.noMatchesClearButton.click();
    await expect(search.count).toHaveText('Showing all 9 properties');
    await expect(search.cityInput).toHaveValue('');
  });

  test('a row is reached with Tab and opened with Enter', async ({ page }) => {
    const search = new PropertySearchPage(page);
    await search.goto();
    const newest = stored[0];
    if (!newest) throw new Error('no property stored');

    // After the filters comes the sort, then the first row.
    await search.sortSelect.focus();
    await page.keyboard.press('Tab');
    await expect(search.rowLink(newest.address)).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/properties/${newest.id}$`));
  });

  test('the comparison page is one link away', async ({ page }) => {
    const search = new PropertySearchPage(page);
    await search.goto();
    await search.compareLink.click();
    await expect(page).toHaveURL(/\/property-comparison$/);
  });

  test.describe('at phone width (375 px)', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('rows become cards and nothing scrolls sideways', async ({ page }) => {
      const search = new PropertySearchPage(page);
      await search.goto();
      await expect(search.count).toHaveText('Showing all 9 properties');

      const row = search.rows.first();
      const link = await row.getByRole('link').boundingBox();
      const price = await row.getByText('Purchase Price', { exact: true }).boundingBox();
      const rent = await row.getByText('Monthly Rent', { exact: true }).boundingBox();
      const roi = await row.getByText('ROI', { exact: true }).boundingBox();
      if (!link || !price || !rent || !roi) throw new Error('row parts not laid out');
      // The figures sit under the address, two to a line.
      expect(price.y).toBeGreaterThan(link.y + link.height);
      expect(rent.y).toBe(price.y);
      expect(roi.y).toBeGreaterThan(price.y);
      expect(await search.horizontalOverflow()).toBeLessThanOrEqual(0);

      // The filters beyond the text box are folded behind a button on a phone.
      await expect(search.stateSelect).toBeHidden();
      const unfold = search.filters.getByRole('button', { name: 'Show filters', exact: true });
      await expect(unfold).toHaveAttribute('aria-expanded', 'false');
      await search.search({ state: 'TX' });
      await expect(search.filters.getByRole('button', { name: 'Hide filters', exact: true })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(search.count).toHaveText('3 properties match');
      expect(await search.horizontalOverflow()).toBeLessThanOrEqual(0);
    });
  });

  test('at desktop width a row keeps its figures on the address line', async ({ page }) => {
    const search = new PropertySearchPage(page);
    await search.goto();
    const row = search.rows.first();
    const link = await row.getByRole('link').boundingBox();
    const price = await row.getByText('Purchase Price', { exact: true }).boundingBox();
    const capRate = await row.getByText('Cap Rate', { exact: true }).boundingBox();
    if (!link || !price || !capRate) throw new Error('row parts not laid out');
    expect(price.y).toBeLessThan(link.y + link.height);
    expect(capRate.y).toBe(price.y);
  });
});

test('with no properties, the screen offers to add one', async ({ page }) => {
  await signInThroughApi(page);
  const search = new PropertySearchPage(page);
  await search.goto();

  await expect(search.emptyTitle).toBeVisible();
  await expect(search.addPropertyLink).toHaveAttribute('href', '/add-property');
  await expect(search.filters).toHaveCount(0);
});

test('"Loading properties..." shows while the list loads', async ({ page }) => {
  await signInThroughApi(page);
  await createPropertiesThroughApi(page, [newProperty({ address: '1 Waiting Lane' })]);
  const search = new PropertySearchPage(page);
  const list = await holdRequests(page, '**/api/properties/search');

  await page.goto('/property-search');

  await expect(search.loading).toBeVisible();
  await expect(search.loading).toHaveText('Loading properties...');
  list.release();
  await expect(search.loading).toHaveCount(0);
  await expect(search.count).toHaveText('Showing 1 property');
  await expect(search.rowLink('1 Waiting Lane')).toBeVisible();
});

test('when the list cannot be loaded, Try again recovers', async ({ page }) => {
  await signInThroughApi(page);
  await createPropertiesThroughApi(page, [newProperty({ address: '2 Retry Road' })]);
  const search = new PropertySearchPage(page);
  await page.route('**/api/properties/search', (route) => route.fulfill({ status: 500, body: 'down' }));

  await page.goto('/property-search');

  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Your properties could not be loaded',
  );
  await page.unroute('**/api/properties/search');
  await page.getByRole('button', { name: 'Try again', exact: true }).click();
  await expect(search.rowLink('2 Retry Road')).toBeVisible();
});

/** What the screen asked the server for: every properties call, with its body, and the size of each answer. */
function recordPropertyCalls(page: import('@playwright/test').Page) {
  const calls: { method: string; path: string; search: string; body: Record<string, unknown> | null }[] = [];
  const answers: { offset: unknown; bytes: number; total: string | undefined }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/properties')) return;
    calls.push({
      method: request.method(),
      path: url.pathname,
      search: url.search,
      body: request.method() === 'POST' ? (request.postDataJSON() as Record<string, unknown>) : null,
    });
  });
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/api/properties/search') return;
    const body = response.request().postDataJSON() as Record<string, unknown>;
    const bytes = (await response.body()).length;
    answers.push({ offset: body.offset, bytes, total: response.headers()['x-total-count'] });
  });
  return { calls, answers };
}

test('250 properties: one page at a time, only the rows in view in the page, and the end of the list can be reached', async ({
  page,
}) => {
  // Three pages of 100 (the last one of 50): the behaviour of any size. 10,000 are timed by bench/src/browser-lists.mjs.
  await signInThroughApi(page);
  const bodies: PropertyBody[] = [];
  for (let index = 0; index < 250; index++) {
    bodies.push(
      newProperty({
        address: `${index + 1} Bulk Avenue`,
        purchasePrice: 150000 + index * 1000,
        monthlyRent: 1200 + index * 10,
      }),
    );
  }
  await createPropertiesThroughApi(page, bodies); // one request
  const search = new PropertySearchPage(page);
  const { calls, answers } = recordPropertyCalls(page);

  await search.goto();

  // The count is every property's, though only the first page is loaded.
  await expect(search.count).toHaveText('Showing all 250 properties');
  // Newest first: the last property added leads the list.
  await expect(search.rowLink('250 Bulk Avenue')).toBeVisible();
  const rendered = await search.renderedItems.count();
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(100);
  await expect(search.rows.first()).toHaveAttribute('aria-setsize', '250');
  expect(calls).toEqual([
    { method: 'POST', path: '/api/properties/search', search: '', body: { limit: 100, offset: 0 } },
  ]);
  // The first answer is one page (about 60 kB), not every property.
  await expect.poll(() => answers.length).toBe(1);
  expect(answers[0]?.total).toBe('250');
  expect(answers[0]?.bytes).toBeLessThan(100_000);

  // Scrolling to the far end shows placeholders (announced once), and loads page after page until the end. The next
  // pages are held until the placeholders have been seen: on this machine they would load before they could be.
  const nextPages = await holdRequests(page, '**/api/properties/search');
  await page.evaluate('window.scrollTo({ top: document.documentElement.scrollHeight })');
  await expect(search.placeholders.first()).toBeAttached();
  await expect(search.loadingMoreAnnouncement).toHaveText('Loading...');
  nextPages.release();
  await expect(async () => {
    await page.evaluate('window.scrollTo({ top: document.documentElement.scrollHeight })');
    await expect(search.rowLink('1 Bulk Avenue')).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(search.rows.last()).toHaveAttribute('aria-posinset', '250');
  await expect(search.placeholders).toHaveCount(0);
  await expect(search.loadingMoreAnnouncement).toHaveText('');
  expect(await search.renderedItems.count()).toBeLessThan(100);

  // Exactly three requests, each for one page, in order, and nothing loaded every property.
  const searches = calls.filter((call) => call.path === '/api/properties/search');
  expect(searches).toHaveLength(3);
  expect(searches.map((call) => call.body)).toEqual([
    { limit: 100, offset: 0 },
    { limit: 100, offset: 100 },
    { limit: 100, offset: 200 },
  ]);
  expect(calls.filter((call) => call.path !== '/api/properties/search')).toEqual([]);

  // A search over them answers with its own count, also a page at a time. The prices are 150,000 + 1,000 × index
  // (index 0 to 249), so at least 280,000 is index 130 to 249: 249 − 130 + 1 = 120 properties, two pages (100 + 20).
  await page.evaluate('window.scrollTo({ top: 0 })');
  calls.length = 0;
  await search.search({ minPrice: '280000' });
  await expect(search.count).toHaveText('120 properties match');
  await expect(search.rows.first()).toHaveAttribute('aria-setsize', '120');
  expect(await search.renderedItems.count()).toBeLessThan(100);
  // Its oldest match (the 131st property added, index 130, priced 280,000) ends the list.
  await expect(async () => {
    await page.evaluate('window.scrollTo({ top: document.documentElement.scrollHeight })');
    await expect(search.rowLink('131 Bulk Avenue')).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(search.rows.last()).toHaveAttribute('aria-posinset', '120');
  expect(calls.map((call) => call.body)).toEqual([
    { minPrice: 280000, limit: 100, offset: 0 },
    { minPrice: 280000, limit: 100, offset: 100 },
  ]);
});

test('placeholders while a page loads; a page that fails ends the list with Try again, which loads it', async ({
  page,
}) => {
  await signInThroughApi(page);
  const bodies: PropertyBody[] = [];
  for (let index = 0; index < 150; index++)
    bodies.push(newProperty({ address: `${index + 1} Paging Place` }));
  await createPropertiesThroughApi(page, bodies);
  const search = new PropertySearchPage(page);
  // The second page (offset 100) is held, then fails, until the route is removed.
  let answerSecondPage!: () => void;
  const secondPageAnswered = new Promise<void>((resolve) => {
    answerSecondPage = resolve;
  });
  await page.route('**/api/properties/search', async (route) => {
    if ((route.request().postDataJSON() as { offset?: number }).offset !== 100) return route.fallback();
    await secondPageAnswered;
    return route.fulfill({ status: 503, body: 'down' });
  });
  await search.goto();
  await expect(search.count).toHaveText('Showing all 150 properties');

  await page.evaluate('window.scrollTo({ top: document.documentElement.scrollHeight })');

  // While it loads: grey rows hidden from assistive technology, and "Loading..." said once.
  await expect(search.placeholders.first()).toBeVisible();
  await expect(search.loadingMoreAnnouncement).toHaveText('Loading...');
  await expect(search.placeholders.first()).toHaveText('');
  answerSecondPage();

  await expect(search.loadMoreError).toBeVisible();
  await expect(search.loadMoreError).toContainText(
    'More properties could not be loaded. Check your connection and try again.',
  );
  await expect(search.loadMoreRetryButton).toBeVisible();
  // The list ends at what is loaded (the 51st property added, 100th in the list), and still counts every property.
  await page.evaluate('window.scrollTo({ top: document.documentElement.scrollHeight })');
  await expect(search.rowLink('51 Paging Place')).toBeInViewport();
  await expect(search.rows.last()).toHaveAttribute('aria-posinset', '100');
  await expect(search.placeholders).toHaveCount(0);
  await expect(search.count).toHaveText('Showing all 150 properties');

  await page.unroute('**/api/properties/search');
  await search.loadMoreRetryButton.click();

  await expect(search.loadMoreError).toHaveCount(0);
  await expect(async () => {
    await page.evaluate('window.scrollTo({ top: document.documentElement.scrollHeight })');
    await expect(search.rowLink('1 Paging Place')).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(search.rows.last()).toHaveAttribute('aria-posinset', '150');
  await expect(search.rows.last()).toHaveAttribute('aria-setsize', '150');
});
