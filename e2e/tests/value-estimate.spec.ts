import type { Page, Request } from '@playwright/test';
import { createPropertyThroughApi, expect, newProperty, signInThroughApi, test } from '../fixtures';
import { PropertyComparisonPage } from '../page-models/property-comparison-page';
import { AddPropertyPage, EditPropertyPage } from '../page-models/property-form';

// The value estimate (purchase price × Zillow Home Value Index today / ZHVI in the purchase month) on the edit form
// and on the comparison screen. The expected dollars are read from the API (GET /api/properties/:id/market), never
// worked out from the app's code; the words around them are the product's.

const PHONE = { width: 375, height: 812 };
const WELTON = '2900 Welton St';
const NO_DATE_REASON = 'No estimated value: the property has no purchase date. Add one to see an estimate.';

/** The property of the brief: Five Points, Denver, bought for $400,000 in June 2020. */
function weltonProperty(overrides: Record<string, string | number | null> = {}) {
  return newProperty({
    address: WELTON,
    city: 'Denver',
    state: 'CO',
    zipCode: '80205',
    purchasePrice: 400_000,
    purchaseDate: '2020-06-15',
    ...overrides,
  });
}

type ValueEstimate = {
  estimatedValue: number | null;
  estimatedValueMonth: string | null;
  metroName: string | null;
};

async function getEstimate(page: Page, id: number): Promise<ValueEstimate & { estimatedValue: number }> {
  const response = await page.request.get(`/api/properties/${id}/market`);
  expect(response.status()).toBe(200);
  const { valueEstimate } = (await response.json()) as { valueEstimate: ValueEstimate };
  expect(valueEstimate.estimatedValue, 'the Welton property has an estimate').not.toBeNull();
  return valueEstimate as ValueEstimate & { estimatedValue: number };
}

async function getStoredValue(page: Page, id: number): Promise<number | null> {
  const response = await page.request.get(`/api/properties/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { currentValue: number | null }).currentValue;
}

/** Whole dollars, as the screens show them. */
function usd(value: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(value);
}

/**
 * 'YYYY-MM' as the screens show a month in English: 'Oct 2023', with the age note of a month more than 6 calendar
 * months before this one (docs/product.md "Market data"): 'Jan 2025, data from 22 months ago'.
 */
function shortMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const name = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 2000, (monthNumber ?? 1) - 1, 1)),
  );
  const today = new Date();
  const age = today.getFullYear() * 12 + today.getMonth() - ((year ?? 2000) * 12 + (monthNumber ?? 1) - 1);
  return age > 6 ? `${name}, data from ${age} months ago` : name;
}

function estimateSentence(estimate: ValueEstimate & { estimatedValue: number }): string {
  return `Estimated value: ${usd(estimate.estimatedValue)} (Zillow Home Value Index for the ${estimate.metroName} metro, ${shortMonth(estimate.estimatedValueMonth ?? '')})`;
}

function isPatchOf(id: number) {
  return (request: Request) =>
    request.method() === 'PATCH' && new URL(request.url()).pathname === `/api/properties/${id}`;
}

test.describe('the value estimate on /properties/:id/edit', () => {
  test('"Use this estimate" puts the estimate in Current Value, and Save stores it', async ({ page }) => {
    await signInThroughApi(page);
    const stored = await createPropertyThroughApi(page, weltonProperty());
    const estimate = await getEstimate(page, stored.id);
    expect(estimate.metroName).toBe('Denver, CO');
    const edit = new EditPropertyPage(page);
    await edit.goto(stored.id);

    await expect(edit.estimatedValue).toHaveText(estimateSentence(estimate));
    await expect(edit.estimateAttribution).toBeVisible();
    await expect(edit.field('currentValue')).toHaveValue('');
    await expect(edit.estimateBasisNote).toHaveCount(0);

    // The estimate is that of the saved date and price: editing them says so, undoing the edit takes the note away.
    await edit.fill({ purchaseDate: '2021-01-10' });
    await expect(edit.estimateBasisNote).toBeVisible();
    await edit.fill({ purchaseDate: '2020-06-15' });
    await expect(edit.estimateBasisNote).toHaveCount(0);
    await edit.fill({ purchasePrice: '410000' });
    await expect(edit.estimateBasisNote).toBeVisible();
    await edit.fill({ purchasePrice: '400000' });
    await expect(edit.estimateBasisNote).toHaveCount(0);

    await edit.useEstimateButton.click();
    const inField = new Intl.NumberFormat('en-US').format(estimate.estimatedValue);
    await expect(edit.field('currentValue')).toHaveValue(inField);
    await expect(edit.field('currentValue')).toBeFocused();
    await expect(edit.useEstimateButton).toHaveCount(0);
    await expect(
      edit.valueEstimate.getByText(
        'The estimate is in the Current Value field. Save the changes to keep it.',
        {
          exact: true,
        },
      ),
    ).toBeVisible();
    // Nothing is stored until the form is saved.
    expect(await getStoredValue(page, stored.id)).toBeNull();

    const sent = page.waitForRequest(isPatchOf(stored.id));
    await edit.saveButton.click();
    expect((await sent).postDataJSON()).toEqual({ currentValue: estimate.estimatedValue });
    await expect(page).toHaveURL(new RegExp(`/properties/${stored.id}$`));
    expect(await getStoredValue(page, stored.id)).toBe(estimate.estimatedValue);

    // Back on the form, the saved value is the estimate.
    await edit.goto(stored.id);
    await expect(edit.field('currentValue')).toHaveValue(inField);
    await expect(edit.valueEstimate.getByText('This is the current value.', { exact: true })).toBeVisible();
  });

  test('without a purchase date the reason shows, with no button; the add form has no estimate', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const stored = await createPropertyThroughApi(page, weltonProperty({ purchaseDate: null }));
    const edit = new EditPropertyPage(page);
    await edit.goto(stored.id);
    await expect(edit.estimatedValue).toHaveText(NO_DATE_REASON);
    await expect(edit.valueEstimate.getByRole('button')).toHaveCount(0);

    const add = new AddPropertyPage(page);
    await add.goto();
    await expect(add.heading).toBeVisible();
    await expect(add.field('currentValue')).toBeVisible();
    await expect(page.getByTestId('form-value-estimate')).toHaveCount(0);
  });

  test('fits a phone', async ({ page }) => {
    await signInThroughApi(page);
    const stored = await createPropertyThroughApi(page, weltonProperty());
    const edit = new EditPropertyPage(page);
    await page.setViewportSize(PHONE);
    await edit.goto(stored.id);
    await expect(edit.useEstimateButton).toBeVisible();
    const overflow = await page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);
    expect(overflow).toBe(0);
    const field = await edit.field('currentValue').boundingBox();
    const panel = await edit.valueEstimate.boundingBox();
    expect(field && panel && panel.x + panel.width <= PHONE.width).toBe(true);
  });
});

test.describe('the value estimate on /property-comparison', () => {
  test('a row shows each estimate (or why there is none), and "Use this estimate" saves it', async ({
    page,
    toasts,
  }) => {
    await signInThroughApi(page);
    const welton = await createPropertyThroughApi(page, weltonProperty());
    const undated = await createPropertyThroughApi(
      page,
      weltonProperty({ address: '2950 Welton St', purchaseDate: null, purchasePrice: 350_000 }),
    );
    const estimate = await getEstimate(page, welton.id);

    const compare = new PropertyComparisonPage(page);
    await compare.goto();
    await compare.checkbox(WELTON).check();
    await compare.checkbox('2950 Welton St').check();
    expect(await compare.columnAddresses('Property Details')).toEqual([WELTON, '2950 Welton St']);

    const [weltonCell, undatedCell] = [compare.estimateCells().nth(0), compare.estimateCells().nth(1)];
    await expect(weltonCell.getByTestId('estimated-value')).toHaveText(
      `${usd(estimate.estimatedValue)}Zillow Home Value Index, Denver, CO metro, ${shortMonth(estimate.estimatedValueMonth ?? '')}`,
    );
    await expect(undatedCell).toHaveText(NO_DATE_REASON);
    await expect(compare.useEstimateButton('2950 Welton St')).toHaveCount(0);
    await expect(
      page
        .getByRole('main')
        .getByText('Market data: Zillow Research (zillow.com/research/data)', { exact: true }),
    ).toBeVisible();
    await expect(compare.rowValues('Property Details', 'Current Value')).toHaveText(['$400,000', '$350,000']);

    await compare.useEstimateButton(WELTON).click();
    await expect(toasts.withTitle('Current value updated')).toBeVisible();
    await expect(compare.rowValues('Property Details', 'Current Value')).toHaveText([
      usd(estimate.estimatedValue),
      '$350,000',
    ]);
    await expect(weltonCell.getByText('This is the current value.', { exact: true })).toBeVisible();
    await expect(compare.useEstimateButton(WELTON)).toHaveCount(0);
    expect(await getStoredValue(page, welton.id)).toBe(estimate.estimatedValue);
    expect(await getStoredValue(page, undated.id)).toBeNull();
  });

  test('on a phone the label column stays in view', async ({ page }) => {
    await signInThroughApi(page);
    await createPropertyThroughApi(page, weltonProperty());
    await createPropertyThroughApi(
      page,
      weltonProperty({ address: '2950 Welton St', purchaseDate: '2018-03-02' }),
    );
    const compare = new PropertyComparisonPage(page);
    await page.setViewportSize(PHONE);
    await compare.goto();
    await compare.checkbox(WELTON).check();
    await compare.checkbox('2950 Welton St').check();
    await expect(compare.useEstimateButton('2950 Welton St')).toBeVisible();
    expect(await compare.horizontalOverflow()).toBe(0);
    const box = compare.tableBox('Property Details');
    const label = compare
      .table('Property Details')
      .getByRole('rowheader', { name: 'Estimated Value', exact: true });
    await label.scrollIntoViewIfNeeded();
    const before = await label.boundingBox();
    await box.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    await expect.poll(async () => (await label.boundingBox())?.x).toBe(before?.x);
    await expect(compare.useEstimateButton('2950 Welton St')).toBeInViewport();
  });
});
