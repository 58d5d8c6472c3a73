import type { Page } from '@playwright/test';
import {
  createPropertiesThroughApi,
  expect,
  holdRequests,
  newProperty,
  type PropertyBody,
  signInThroughApi,
  test,
} from '../fixtures';
import { PropertyComparisonPage } from '../page-models/property-comparison-page';

// /property-comparison (docs/product.md "Screens" (Property Comparison), docs/product.md "States and behaviour" (Compare selection), docs/product.md "Limits" compare limit 3) against the real
// server: the selection rules, the figures of the tables, and the three summaries.

type StoredProperty = {
  id: number;
  address: string;
  city: string;
  state: string | null;
  propertyType: string;
  bedrooms: number | null;
  bathrooms: number | null;
  squareFeet: number | null;
  purchasePrice: number;
  currentValue: number | null;
  isOccupied: boolean;
  monthlyRent: number;
  operatingExpenses: number;
  monthlyCashFlow: number;
  cashFlow: number;
  capRate: number | null;
  roi: number | null;
  cashOnCashReturn: number | null;
  downPayment: number;
  closingCosts: number;
  rehabCosts: number;
};

const COMMON = { operatingExpenses: 400, propertyTaxes: 2400, insurance: 1200, maintenance: 1200 };

/**
 * Each summary has its own winner: Lake Shore the best ROI, Ocean the best cash flow, Colfax the lowest entry cost
 * (the test checks these against the API's figures before relying on them).
 */
const LAKE_SHORE = '3 Lake Shore Drive';
const OCEAN = '9 Ocean Drive';
const COLFAX = '22 Colfax Avenue';
const LARIMER = '10 Larimer Street';
const COMPARISON_SET: PropertyBody[] = [
  {
    address: LARIMER,
    city: 'Denver',
    state: 'CO',
    propertyType: 'single-family',
    purchasePrice: 300000,
    monthlyRent: 2600,
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1650,
    ...COMMON,
  },
  {
    address: COLFAX,
    city: 'Denver',
    state: 'CO',
    propertyType: 'condo',
    purchasePrice: 220000,
    monthlyRent: 1500,
    bedrooms: 2,
    bathrooms: 1,
    squareFeet: 950,
    rehabCosts: 5000,
    ...COMMON,
  },
  {
    address: OCEAN,
    city: 'Miami',
    state: 'FL',
    propertyType: 'apartment',
    purchasePrice: 650000,
    monthlyRent: 5200,
    bedrooms: 4,
    bathrooms: 3.5,
    squareFeet: 2400,
    currentValue: 700000,
    isOccupied: false,
    ...COMMON,
  },
  {
    address: LAKE_SHORE,
    city: 'Chicago',
    state: 'IL',
    propertyType: 'duplex',
    purchasePrice: 350000,
    monthlyRent: 3300,
    bedrooms: 4,
    bathrooms: 2,
    squareFeet: 2100,
    closingCosts: 2,
    ...COMMON,
  },
];

async function seed(page: Page, bodies: PropertyBody[]): Promise<StoredProperty[]> {
  await createPropertiesThroughApi(page, bodies);
  const response = await page.request.get('/api/properties');
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredProperty[];
}

/** Money as the screen shows it: cents only when the amount has them. */
function usd(value: number): string {
  const hasCents = Math.round(value * 100) % 100 !== 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: hasCents ? 2 : 0,
    maximumFractionDigits: hasCents ? 2 : 0,
  }).format(value);
}

function percent(value: number | null): string {
  return value === null
    ? 'n/a'
    : `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value)}%`;
}

/** docs/calculations.md totalCashInvested: down payment + closing costs + rehab costs, to the cent. */
function entryCost(property: StoredProperty): number {
  const cents =
    property.purchasePrice * property.downPayment +
    property.purchasePrice * property.closingCosts +
    property.rehabCosts * 100;
  return Math.round(cents) / 100;
}

function byAddress(stored: StoredProperty[], address: string): StoredProperty {
  const property = stored.find((candidate) => candidate.address === address);
  if (!property) throw new Error(`${address} was not stored`);
  return property;
}

test.describe('with four properties', () => {
  let stored: StoredProperty[];

  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page);
    stored = await seed(page, COMPARISON_SET);
  });

  test('ticking 3 disables the 4th and says why; unticking one enables it again; Clear Selection empties', async ({
    page,
  }) => {
    const compare = new PropertyComparisonPage(page);
    await compare.goto();
    await expect(compare.checkboxes).toHaveCount(4);
    await expect(compare.selectedCount).toHaveText('0 of 3 selected');
    await expect(compare.clearSelectionButton).toBeDisabled();

    await compare.checkbox(OCEAN).check();
    await compare.checkbox(LAKE_SHORE).check();
    await expect(compare.limitNote).toHaveCount(0);
    await compare.checkbox(COLFAX).check();

    await expect(compare.selectedCount).toHaveText('3 of 3 selected');
    await expect(compare.checkbox(LARIMER)).toBeDisabled();
    await expect(compare.checkbox(LARIMER)).not.toBeChecked();
    await expect(compare.limitNote).toBeVisible();
    await expect(compare.checkbox(LARIMER)).toHaveAccessibleDescription(
      /You can compare up to 3 properties\. Untick one to choose another\./,
    );
    for (const address of [OCEAN, LAKE_SHORE, COLFAX]) await expect(compare.checkbox(address)).toBeEnabled();

    await compare.checkbox(LAKE_SHORE).uncheck();

    await expect(compare.selectedCount).toHaveText('2 of 3 selected');
    await expect(compare.checkbox(LARIMER)).toBeEnabled();
    await expect(compare.limitNote).toHaveCount(0);
    await compare.checkbox(LARIMER).check();
    expect(await compare.columnAddresses('Financial Metrics')).toEqual([OCEAN, COLFAX, LARIMER]);

    await compare.clearSelectionButton.click();

    await expect(compare.selectedCount).toHaveText('0 of 3 selected');
    for (const box of await compare.checkboxes.all()) {
      await expect(box).not.toBeChecked();
      await expect(box).toBeEnabled();
    }
    await expect(compare.table('Financial Metrics')).toHaveCount(0);
    await expect(compare.pickMoreNote).toHaveText('Pick 2 or 3 properties to see them side by side.');
  });

  test('with fewer than 2 ticked, it explains that 2 or 3 show the comparison', async ({ page }) => {
    const compare = new PropertyComparisonPage(page);
    await compare.goto();
    await expect(compare.pickMoreNote).toHaveText('Pick 2 or 3 properties to see them side by side.');

    await compare.checkbox(OCEAN).check();
    await expect(compare.pickMoreNote).toHaveText(
      `Pick one or two more properties to compare with ${OCEAN}.`,
    );
    await expect(compare.table('Property Details')).toHaveCount(0);
    await expect(compare.summaries).toHaveCount(0);

    await compare.checkbox(COLFAX).check();
    await expect(compare.pickMoreNote).toHaveCount(0);
    expect(await compare.columnAddresses('Property Details')).toEqual([OCEAN, COLFAX]);
  });

  test('the tables show the real figures of the ticked properties, in the order ticked', async ({ page }) => {
    const compare = new PropertyComparisonPage(page);
    await compare.goto();
    const order = [OCEAN, LAKE_SHORE, COLFAX];
    for (const address of order) await compare.checkbox(address).check();
    const properties = order.map((address) => byAddress(stored, address));

    expect(await compare.columnAddresses('Property Details')).toEqual(order);
    expect(await compare.columnAddresses('Financial Metrics')).toEqual(order);

    const details: [string, (property: StoredProperty) => string][] = [
      ['City / State', (p) => `${p.city}, ${p.state}`],
      [
        'Property Type',
        (p) => ({ apartment: 'Apartment', duplex: 'Duplex', condo: 'Condo' })[p.propertyType] ?? '',
      ],
      ['Square Feet', (p) => new Intl.NumberFormat('en-US').format(p.squareFeet ?? 0)],
      ['Purchase Price', (p) => usd(p.purchasePrice)],
      ['Current Value', (p) => usd(p.currentValue ?? p.purchasePrice)],
      ['Occupied', (p) => (p.isOccupied ? 'Yes' : 'No')],
    ];
    for (const [label, format] of details) {
      await expect(compare.rowValues('Property Details', label)).toHaveText(properties.map(format));
    }
    await expect(compare.rowValues('Property Details', 'Beds / Baths')).toHaveText([
      '4 beds · 3.5 baths',
      '4 beds · 2 baths',
      '2 beds · 1 bath',
    ]);
    // Ocean's current value was given; the others fall back to their price; Ocean is vacant.
    await expect(compare.rowValues('Property Details', 'Current Value')).toHaveText([
      '$700,000',
      '$350,000',
      '$220,000',
    ]);
    await expect(compare.rowValues('Property Details', 'Occupied')).toHaveText(['No', 'Yes', 'Yes']);

    const metrics: [string, (property: StoredProperty) => string][] = [
      ['Monthly Rent', (p) => usd(p.monthlyRent)],
      ['Operating Expenses (monthly)', (p) => usd(p.operatingExpenses)],
      ['Monthly Cash Flow', (p) => usd(p.monthlyCashFlow)],
      ['Annual Cash Flow', (p) => usd(p.cashFlow)],
      ['Cap Rate', (p) => percent(p.capRate)],
      ['ROI', (p) => percent(p.roi)],
      ['Cash-on-Cash Return', (p) => percent(p.cashOnCashReturn)],
      ['Entry Cost', (p) => usd(entryCost(p))],
    ];
    for (const [label, format] of metrics) {
      await expect(compare.rowValues('Financial Metrics', label)).toHaveText(properties.map(format));
    }
    // Entry cost by hand: 650,000 × (20% + 3%); 350,000 × (20% + 2%); 220,000 × (20% + 3%) + 5,000 rehab.
    await expect(compare.rowValues('Financial Metrics', 'Entry Cost')).toHaveText([
      '$149,500',
      '$77,000',
      '$55,600',
    ]);
  });

  test('the summaries name the best ROI, the best cash flow and the lowest entry cost', async ({ page }) => {
    const compare = new PropertyComparisonPage(page);
    const lakeShore = byAddress(stored, LAKE_SHORE);
    const ocean = byAddress(stored, OCEAN);
    const colfax = byAddress(stored, COLFAX);
    // The seed gives each summary its own winner.
    const picked = [colfax, ocean, lakeShore];
    const bestRoi = Math.max(...picked.map((p) => p.roi ?? -Infinity));
    const bestCashFlow = Math.max(...picked.map((p) => p.monthlyCashFlow));
    const lowestEntry = Math.min(...picked.map(entryCost));
    expect(lakeShore.roi).toBe(bestRoi);
    expect(ocean.monthlyCashFlow).toBe(bestCashFlow);
    expect(entryCost(colfax)).toBe(lowestEntry);
    expect(ocean.roi).not.toBe(bestRoi);
    expect(lakeShore.monthlyCashFlow).not.toBe(bestCashFlow);

    await compare.goto();
    for (const property of picked) await compare.checkbox(property.address).check();

    await expect(compare.summary('Best ROI')).toContainText(LAKE_SHORE);
    await expect(compare.summary('Best ROI')).toContainText(`${percent(lakeShore.roi)} ROI`);
    await expect(compare.summary('Best Cash Flow')).toContainText(OCEAN);
    await expect(compare.summary('Best Cash Flow')).toContainText(`${usd(ocean.monthlyCashFlow)}/month`);
    await expect(compare.summary('Lowest Entry Cost')).toContainText(COLFAX);
    await expect(compare.summary('Lowest Entry Cost')).toContainText('$55,600 to buy');
    for (const [title, loser] of [
      ['Best ROI', OCEAN],
      ['Best Cash Flow', LAKE_SHORE],
      ['Lowest Entry Cost', OCEAN],
    ] as const) {
      await expect(compare.summary(title)).not.toContainText(loser);
    }

    // Swapping Colfax for Larimer moves the lowest entry cost to Larimer (300,000 × 23% = 69,000).
    await compare.checkbox(COLFAX).uncheck();
    await compare.checkbox(LARIMER).check();
    await expect(compare.summary('Lowest Entry Cost')).toContainText(LARIMER);
    await expect(compare.summary('Lowest Entry Cost')).toContainText('$69,000 to buy');
  });

  test('the list can be narrowed by text, and a ticked property stays ticked', async ({ page }) => {
    const compare = new PropertyComparisonPage(page);
    await compare.goto();
    await compare.checkbox(COLFAX).check();

    await compare.filterInput.fill('miami');
    await expect(compare.checkboxes).toHaveCount(1);
    await expect(compare.checkbox(OCEAN)).toBeVisible();
    await compare.checkbox(OCEAN).check();
    // Colfax is not in the filtered list, yet stays selected and compared.
    await expect(compare.checkbox(COLFAX)).toHaveCount(0);
    await expect(compare.selectedCount).toHaveText('2 of 3 selected');
    expect(await compare.columnAddresses('Financial Metrics')).toEqual([COLFAX, OCEAN]);

    await compare.filterInput.fill('nowhere');
    await expect(compare.checkboxes).toHaveCount(0);
    await expect(page.getByText('No properties match “nowhere”.', { exact: true })).toBeVisible();

    await compare.filterInput.fill('');
    await expect(compare.checkboxes).toHaveCount(4);
    await expect(compare.checkbox(COLFAX)).toBeChecked();
    await expect(compare.checkbox(OCEAN)).toBeChecked();
    expect(await compare.columnAddresses('Financial Metrics')).toEqual([COLFAX, OCEAN]);
  });

  test('the filter is a search on the server, sent once typing pauses, a page at a time', async ({
    page,
  }) => {
    const compare = new PropertyComparisonPage(page);
    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/properties/search') bodies.push(request.postDataJSON());
    });
    await compare.goto();
    expect(bodies).toEqual([{ limit: 100, offset: 0 }]);

    await compare.filterInput.pressSequentially('denv', { delay: 40 });

    // The two in Denver.
    await expect(compare.checkboxes).toHaveCount(2);
    await expect(compare.checkbox(LARIMER)).toBeVisible();
    await expect(compare.checkbox(COLFAX)).toBeVisible();
    // One request for the whole word, not one per key.
    expect(bodies).toEqual([
      { limit: 100, offset: 0 },
      { query: 'denv', limit: 100, offset: 0 },
    ]);
  });

  test('the boxes work from the keyboard', async ({ page }) => {
    const compare = new PropertyComparisonPage(page);
    await compare.goto();
    const first = compare.checkboxes.first();

    await compare.filterInput.focus();
    await page.keyboard.press('Tab'); // Clear Selection is disabled while nothing is ticked.
    await expect(first).toBeFocused();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    await expect(compare.selectedCount).toHaveText('1 of 3 selected');
  });

  test.describe('at phone width (375 px)', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the page does not scroll sideways; the tables scroll inside their boxes', async ({ page }) => {
      const compare = new PropertyComparisonPage(page);
      await compare.goto();
      for (const address of [OCEAN, LAKE_SHORE, COLFAX]) await compare.checkbox(address).check();
      await expect(compare.table('Financial Metrics')).toBeVisible();

      expect(await compare.horizontalOverflow()).toBeLessThanOrEqual(0);
      const box = compare.tableBox('Financial Metrics');
      const overflow = await box.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBeGreaterThan(0);
      // The box takes the keyboard focus, so it can be scrolled without a pointer.
      await box.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    });
  });
});

test('a tie names the first property compared', async ({ page }) => {
  await signInThroughApi(page);
  const twin = {
    city: 'Austin',
    state: 'TX',
    propertyType: 'duplex',
    purchasePrice: 300000,
    monthlyRent: 2800,
    ...COMMON,
  };
  await seed(page, [
    { address: '1 Twin Oaks Lane', ...twin },
    { address: '2 Twin Oaks Lane', ...twin },
  ]);
  const compare = new PropertyComparisonPage(page);
  await compare.goto();

  await compare.checkbox('2 Twin Oaks Lane').check();
  await compare.checkbox('1 Twin Oaks Lane').check();

  for (const title of ['Best ROI', 'Best Cash Flow', 'Lowest Entry Cost'] as const) {
    await expect(compare.summary(title)).toContainText('2 Twin Oaks Lane');
  }
});

test('with no properties, the screen offers to add one', async ({ page }) => {
  await signInThroughApi(page);
  const compare = new PropertyComparisonPage(page);
  await compare.goto();

  await expect(compare.emptyTitle).toBeVisible();
  await expect(compare.addPropertyLink).toHaveAttribute('href', '/add-property');
  await expect(compare.checkboxes).toHaveCount(0);
});

test('"Loading properties..." shows while the list loads', async ({ page }) => {
  await signInThroughApi(page);
  await createPropertiesThroughApi(page, [newProperty({ address: '1 Waiting Lane' })]);
  const compare = new PropertyComparisonPage(page);
  const list = await holdRequests(page, '**/api/properties/search');

  await page.goto('/property-comparison');

  await expect(compare.loading).toHaveText('Loading properties...');
  list.release();
  await expect(compare.checkbox('1 Waiting Lane')).toBeVisible();
});

test('a long portfolio loads a page at a time and keeps only the visible boxes in the page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInThroughApi(page);
  const bodies: PropertyBody[] = [];
  for (let index = 0; index < 1000; index++) bodies.push(newProperty({ address: `${index + 1} Picker Row` }));
  await createPropertiesThroughApi(page, bodies);
  const compare = new PropertyComparisonPage(page);
  const requests: { method: string; path: string; search: string; body: unknown }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The compared properties' value estimates (/api/properties/:id/market) are not the list's reads.
    if (!url.pathname.startsWith('/api/properties') || url.pathname.endsWith('/market')) return;
    requests.push({
      method: request.method(),
      path: url.pathname,
      search: url.search,
      body: request.method() === 'POST' ? request.postDataJSON() : null,
    });
  });
  await compare.goto();

  await expect(compare.checkbox('1000 Picker Row')).toBeVisible();
  expect(await compare.renderedItems.count()).toBeLessThan(50);
  expect(requests).toEqual([
    { method: 'POST', path: '/api/properties/search', search: '', body: { limit: 100, offset: 0 } },
  ]);

  // A ticked box stays ticked and compared while the list scrolls to its end, page by page.
  await compare.checkbox('1000 Picker Row').check();
  await compare.listBox.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  await expect(compare.placeholders.first()).toBeAttached();
  await expect(async () => {
    await compare.listBox.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await expect(compare.checkbox('1 Picker Row')).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  expect(await compare.renderedItems.count()).toBeLessThan(50);
  await compare.checkbox('1 Picker Row').check();
  await expect(compare.selectedCount).toHaveText('2 of 3 selected');
  expect(await compare.columnAddresses('Financial Metrics')).toEqual(['1000 Picker Row', '1 Picker Row']);
  expect(requests.map((request) => request.body)).toEqual(
    Array.from({ length: 10 }, (_, page) => ({ limit: 100, offset: page * 100 })),
  );

  requests.length = 0;
  await compare.filterInput.fill('500 picker');
  await expect(compare.checkboxes).toHaveCount(1);
  await expect(compare.checkbox('500 Picker Row')).toBeVisible();
  expect(requests).toEqual([
    {
      method: 'POST',
      path: '/api/properties/search',
      search: '',
      body: { query: '500 picker', limit: 100, offset: 0 },
    },
  ]);
});

test('a page of the list that fails ends it with Try again, which loads it', async ({ page }) => {
  await signInThroughApi(page);
  const bodies: PropertyBody[] = [];
  for (let index = 0; index < 150; index++)
    bodies.push(newProperty({ address: `${index + 1} Paging Place` }));
  await createPropertiesThroughApi(page, bodies);
  const compare = new PropertyComparisonPage(page);
  await page.route('**/api/properties/search', (route) =>
    (route.request().postDataJSON() as { offset?: number }).offset === 100
      ? route.fulfill({ status: 503, body: 'down' })
      : route.fallback(),
  );
  await compare.goto();

  await compare.listBox.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));

  await expect(compare.loadMoreError).toContainText(
    'More properties could not be loaded. Check your connection and try again.',
  );
  await compare.listBox.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  await expect(compare.checkbox('51 Paging Place')).toBeInViewport();
  await expect(compare.placeholders).toHaveCount(0);

  await page.unroute('**/api/properties/search');
  await compare.loadMoreRetryButton.click();

  await expect(compare.loadMoreError).toHaveCount(0);
  await expect(async () => {
    await compare.listBox.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await expect(compare.checkbox('1 Paging Place')).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
});
