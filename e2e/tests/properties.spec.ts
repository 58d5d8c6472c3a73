import type { Page, Request } from '@playwright/test';
import {
  createPropertyThroughApi,
  expect,
  holdRequests,
  newProperty,
  recordRequests,
  saveAnalysisThroughApi,
  signInThroughApi,
  test,
} from '../fixtures';
import { AddPropertyPage, EditPropertyPage, EXAMPLE_PROPERTY } from '../page-models/property-form';

// The property screens: /add-property (with its live preview and ?fromAnalysis=<id>), /properties/:id/edit and its
// delete confirmation. Figures are those of docs/calculations.md's example deal, written out here so that a changed
// figure fails a test: cap rate 17,760 / 250,000 = 7.10%, $215.86 a month, $2,590.37 a year, ROI 7.15%, cash-on-cash
// 2,590.37 / 67,500 = 3.84%.

const PROPERTIES_PATH = '/api/properties';
const PHONE = { width: 375, height: 812 };

type StoredProperty = Record<string, unknown> & {
  id: number;
  address: string;
  capRate: number | null;
  monthlyCashFlow: number;
  cashFlow: number;
  roi: number | null;
  cashOnCashReturn: number | null;
};

/** The figures as the screens show them (lib/format.ts): cents only when there are any, at most 2 decimals. */
function formatMoney(value: number): string {
  const hasCents = Math.round(value * 100) % 100 !== 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: hasCents ? 2 : 0,
    maximumFractionDigits: hasCents ? 2 : 0,
  }).format(value);
}

function formatPercent(value: number): string {
  return new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

async function getProperties(page: Page): Promise<StoredProperty[]> {
  const response = await page.request.get(PROPERTIES_PATH);
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredProperty[];
}

/** How far the page scrolls sideways (0 when it fits). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);
}

/** A date `days` from today, as the date field takes it (YYYY-MM-DD). */
function isoDateFromToday(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function isPropertyRequest(method: string) {
  return (request: Request) =>
    request.method() === method && new URL(request.url()).pathname.startsWith(PROPERTIES_PATH);
}

async function expectPreviewOf(form: AddPropertyPage | EditPropertyPage, property: StoredProperty) {
  await expect(form.previewFigure('Cap Rate')).toHaveText(formatPercent(property.capRate ?? Number.NaN));
  await expect(form.previewFigure('Monthly Cash Flow')).toHaveText(formatMoney(property.monthlyCashFlow));
  await expect(form.previewFigure('Annual Cash Flow')).toHaveText(formatMoney(property.cashFlow));
  await expect(form.previewFigure('ROI')).toHaveText(formatPercent(property.roi ?? Number.NaN));
  await expect(form.previewFigure('Cash-on-Cash Return')).toHaveText(
    formatPercent(property.cashOnCashReturn ?? Number.NaN),
  );
}

test.describe('/add-property', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page);
  });

  test('the form starts with the deal form defaults, occupied, and a preview that waits for a price', async ({
    page,
  }) => {
    const add = new AddPropertyPage(page);
    await add.goto();

    await expect(add.heading).toBeVisible();
    await expect(add.field('vacancy')).toHaveValue('5');
    await expect(add.field('downPayment')).toHaveValue('20');
    await expect(add.field('interestRate')).toHaveValue('7.5');
    await expect(add.field('loanTerm')).toHaveValue('30');
    await expect(add.field('closingCosts')).toHaveValue('3');
    await expect(add.field('bathrooms')).toHaveAttribute('step', '0.5');
    await expect(add.field('state')).toHaveAttribute('maxlength', '2');
    await expect(add.occupied).toBeChecked();
    await expect(add.field('currentValue')).toHaveAccessibleDescription(
      'Optional. Leave it blank and the purchase price is used.',
    );
    await expect(add.field('propertyType').locator('option')).toHaveText([
      'Single Family',
      'Duplex',
      'Triplex',
      'Fourplex',
      'Townhouse',
      'Condo',
      'Apartment',
      'Commercial',
    ]);

    for (const figure of [
      'Cap Rate',
      'Monthly Cash Flow',
      'Annual Cash Flow',
      'ROI',
      'Cash-on-Cash Return',
    ] as const) {
      await expect(add.previewFigure(figure)).toHaveText('—');
    }
    await expect(
      add.preview.getByText('Enter a purchase price to see the figures.', { exact: true }),
    ).toBeVisible();
  });

  test('the live preview shows the documented figures of the example deal and follows every change', async ({
    page,
  }) => {
    const add = new AddPropertyPage(page);
    await add.goto();
    await add.fill(EXAMPLE_PROPERTY);

    await expect(add.field('purchasePrice')).toHaveValue('250,000');
    await expect(add.previewFigure('Cap Rate')).toHaveText('7.10%');
    await expect(add.previewFigure('Monthly Cash Flow')).toHaveText('$215.86');
    await expect(add.previewFigure('Annual Cash Flow')).toHaveText('$2,590.37');
    await expect(add.previewFigure('ROI')).toHaveText('7.15%');
    await expect(add.previewFigure('Cash-on-Cash Return')).toHaveText('3.84%');

    // NOI = 2,600 × 12 × 0.95 - 9,600 = 20,040; 20,040 / 250,000 = 8.016%.
    await add.fill({ monthlyRent: '2600' });
    await expect(add.previewFigure('Cap Rate')).toHaveText('8.02%');

    // A value the server would refuse gives no figure, and says which field to fix.
    await add.fill({ vacancy: '150' });
    await expect(add.previewFigure('Cap Rate')).toHaveText('—');
    await expect(add.previewFigure('ROI')).toHaveText('—');
    await expect(
      add.preview.getByText('Check Vacancy Rate (%) to see the figures.', { exact: true }),
    ).toBeVisible();

    await add.fill({ vacancy: '5', purchasePrice: '' });
    await expect(add.previewFigure('Cap Rate')).toHaveText('—');
    await expect(
      add.preview.getByText('Enter a purchase price to see the figures.', { exact: true }),
    ).toBeVisible();
  });

  test('adding a property stores every field with the figures the preview showed, then opens its page', async ({
    page,
    toasts,
  }) => {
    const add = new AddPropertyPage(page);
    await add.goto();
    await add.fill({
      ...EXAMPLE_PROPERTY,
      state: 'co',
      purchaseDate: '2024-03-15',
      currentValue: '265000',
      notes: 'Both units rented.',
    });
    await add.occupied.uncheck();
    await expect(add.field('state')).toHaveValue('CO');
    await expect(add.previewFigure('Cap Rate')).toHaveText('7.10%');

    const held = await holdRequests(page, `**${PROPERTIES_PATH}`);
    const sent = page.waitForRequest(isPropertyRequest('POST'));
    await add.submitButton.click();

    await expect(add.submittingButton).toBeVisible();
    await expect(add.submittingButton).toBeDisabled();
    expect((await sent).postDataJSON()).toEqual({
      address: '1428 Elm Street',
      city: 'Denver',
      state: 'CO',
      zipCode: '80205',
      propertyType: 'duplex',
      bedrooms: 4,
      bathrooms: 2.5,
      squareFeet: 1850,
      purchasePrice: 250_000,
      monthlyRent: 2_400,
      operatingExpenses: 300,
      propertyTaxes: 3_000,
      insurance: 1_200,
      maintenance: 1_800,
      vacancy: 5,
      downPayment: 20,
      interestRate: 6.5,
      loanTerm: 30,
      closingCosts: 3,
      rehabCosts: 10_000,
      purchaseDate: '2024-03-15',
      currentValue: 265_000,
      isOccupied: false,
      notes: 'Both units rented.',
    });
    held.release();

    await expect(toasts.withTitle('Property Added')).toBeVisible();
    await expect(
      toasts.region.getByText('1428 Elm Street was added to your portfolio.', { exact: true }),
    ).toBeVisible();

    const [stored] = await getProperties(page);
    // The new property's own page opens, not the dashboard.
    await expect(page).toHaveURL(new RegExp(`/properties/${stored?.id}$`));
    expect(stored).toMatchObject({
      address: '1428 Elm Street',
      state: 'CO',
      propertyType: 'duplex',
      purchaseDate: '2024-03-15',
      currentValue: 265_000,
      isOccupied: false,
      capRate: 7.1,
      monthlyCashFlow: 215.86,
      cashFlow: 2_590.37,
      roi: 7.15,
      cashOnCashReturn: 3.84,
    });
  });

  test('every client check shows its message next to its field and sends nothing', async ({
    page,
    toasts,
  }) => {
    const add = new AddPropertyPage(page);
    const posts = recordRequests(page, PROPERTIES_PATH);
    await add.goto();

    await add.submitButton.click();
    await expect(toasts.withTitle('Missing Information')).toBeVisible();
    await expect(
      toasts.region.getByText('Please fill in address, city, and purchase price.', { exact: true }),
    ).toBeVisible();
    await expect(add.fieldError('address')).toHaveText('Address is required.');
    await expect(add.fieldError('city')).toHaveText('City is required.');
    await expect(add.fieldError('purchasePrice')).toHaveText('Purchase price is required.');
    await expect(add.fieldErrors()).toHaveCount(3);
    await expect(add.field('address')).toBeFocused();
    await expect(add.field('address')).toHaveAttribute('aria-invalid', 'true');
    await expect(add.field('address')).toHaveAccessibleDescription('Address is required.');

    // Typing into a field clears its message.
    await add.fill({ address: '9 Oak Lane' });
    await expect(add.fieldError('address')).toHaveCount(0);

    // Money fields keep digits only: a minus sign cannot be typed.
    await add.field('purchasePrice').pressSequentially('-300000');
    await expect(add.field('purchasePrice')).toHaveValue('300,000');
    // The state is 2 letters at most and upper-cased as typed.
    await add.field('state').pressSequentially('cox');
    await expect(add.field('state')).toHaveValue('CO');

    await add.fill({
      city: 'Austin',
      state: 'T',
      bedrooms: '-1',
      bathrooms: '-0.5',
      squareFeet: '-10',
      vacancy: '-5',
      downPayment: '120',
      loanTerm: '0',
    });
    await add.submitButton.click();
    await expect(add.fieldError('state')).toHaveText('State must be 2 letters, for example CO.');
    await expect(add.fieldError('bedrooms')).toHaveText('Bedrooms cannot be negative.');
    await expect(add.fieldError('bathrooms')).toHaveText('Bathrooms cannot be negative.');
    await expect(add.fieldError('squareFeet')).toHaveText('Square feet cannot be negative.');
    await expect(add.fieldError('vacancy')).toHaveText('Vacancy cannot be negative.');
    await expect(add.fieldError('downPayment')).toHaveText('Down payment must be between 0 and 100.');
    await expect(add.fieldError('loanTerm')).toHaveText('Loan term must be between 1 and 50.');
    await expect(add.fieldErrors()).toHaveCount(7);
    await expect(add.field('state')).toBeFocused();
    // Required fields are all there now, so no 'Missing Information' this time.
    await expect(toasts.withTitle('Missing Information')).toHaveCount(0);

    expect(posts.filter((request) => request.startsWith('POST'))).toEqual([]);
    expect(await getProperties(page)).toEqual([]);
  });

  test('a server field error (a purchase date in the future) shows next to its field, focused', async ({
    page,
  }) => {
    const add = new AddPropertyPage(page);
    await add.goto();
    await add.fill({ address: '5 Future Way', city: 'Denver', purchasePrice: '200000' });
    await add.fill({ purchaseDate: isoDateFromToday(400) });

    const answered = page.waitForResponse((response) => isPropertyRequest('POST')(response.request()));
    await add.submitButton.click();
    expect((await answered).status()).toBe(400);

    await expect(add.fieldError('purchaseDate')).toHaveText('Purchase date cannot be in the future.');
    await expect(add.field('purchaseDate')).toBeFocused();
    await expect(add.field('purchaseDate')).toHaveAccessibleDescription(
      'Purchase date cannot be in the future.',
    );
    await expect(page).toHaveURL(/\/add-property$/);
    await expect(add.field('address')).toHaveValue('5 Future Way');
    expect(await getProperties(page)).toEqual([]);
  });

  test('a failure that is not a field error is a destructive toast, and the form keeps what was typed', async ({
    page,
    toasts,
  }) => {
    const add = new AddPropertyPage(page);
    await page.route(`**${PROPERTIES_PATH}`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'Service Unavailable', message: 'Down', requestId: 't' }),
          })
        : route.fallback(),
    );
    await add.goto();
    await add.fill({
      address: '12 Retry Road',
      city: 'Denver',
      purchasePrice: '180000',
      monthlyRent: '1500',
    });
    await add.submitButton.click();

    await expect(toasts.withTitle('Property Not Added')).toBeVisible();
    await expect(
      toasts.region.getByText('Your property could not be added. Please try again.', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/add-property$/);
    await expect(add.field('address')).toHaveValue('12 Retry Road');
    await expect(add.field('purchasePrice')).toHaveValue('180,000');
    await expect(add.submitButton).toBeEnabled();
    await expect(add.fieldErrors()).toHaveCount(0);
  });
});

test.describe('/properties/:id/edit', () => {
  test('shows Loading... until the property arrives, then the form filled with it', async ({ page }) => {
    await signInThroughApi(page);
    const created = await createPropertyThroughApi(
      page,
      newProperty({ address: '31 Loading Lane', purchaseDate: '2023-06-01', currentValue: 400000 }),
    );
    const edit = new EditPropertyPage(page);
    const held = await holdRequests(page, `**${PROPERTIES_PATH}/${created.id}`);
    await edit.goto(created.id);

    await expect(edit.loading).toBeVisible();
    await expect(edit.form).toHaveCount(0);
    held.release();

    await expect(edit.heading).toBeVisible();
    await expect(
      page.getByRole('main').getByText('31 Loading Lane, Denver, CO', { exact: true }),
    ).toBeVisible();
    await expect(edit.field('address')).toHaveValue('31 Loading Lane');
    await expect(edit.field('propertyType')).toHaveValue('single-family');
    await expect(edit.field('purchasePrice')).toHaveValue('350,000');
    await expect(edit.field('currentValue')).toHaveValue('400,000');
    await expect(edit.field('purchaseDate')).toHaveValue('2023-06-01');
    await expect(edit.field('bathrooms')).toHaveValue('2');
    await expect(edit.occupied).toBeChecked();
    await expectPreviewOf(edit, created as StoredProperty);
  });

  test('Save sends only the changed fields and stores the new figures; a cleared current value becomes null', async ({
    page,
    toasts,
  }) => {
    await signInThroughApi(page);
    const created = await createPropertyThroughApi(
      page,
      newProperty({
        address: '1428 Elm Street',
        propertyType: 'duplex',
        purchasePrice: 250_000,
        monthlyRent: 2_400,
        operatingExpenses: 300,
        propertyTaxes: 3_000,
        insurance: 1_200,
        maintenance: 1_800,
        interestRate: 6.5,
        rehabCosts: 10_000,
        currentValue: 280_000,
      }),
    );
    const edit = new EditPropertyPage(page);
    await edit.goto(created.id);
    await expect(edit.previewFigure('Cap Rate')).toHaveText('7.10%');

    // Nothing changed: nothing is sent.
    const patches = recordRequests(page, `${PROPERTIES_PATH}/${created.id}`);
    await edit.saveButton.click();
    await expect(toasts.withTitle('No Changes')).toBeVisible();
    expect(patches.filter((request) => request.startsWith('PATCH'))).toEqual([]);

    await edit.fill({ monthlyRent: '2600', currentValue: '', notes: 'Rent raised in June.' });
    await edit.occupied.uncheck();
    await expect(edit.previewFigure('Cap Rate')).toHaveText('8.02%');
    const previewMonthly = await edit.previewFigure('Monthly Cash Flow').textContent();

    const held = await holdRequests(page, `**${PROPERTIES_PATH}/${created.id}`);
    const sent = page.waitForRequest(isPropertyRequest('PATCH'));
    await edit.saveButton.click();
    await expect(edit.savingButton).toBeDisabled();
    expect((await sent).postDataJSON()).toEqual({
      monthlyRent: 2_600,
      currentValue: null,
      isOccupied: false,
      notes: 'Rent raised in June.',
    });
    held.release();

    await expect(toasts.withTitle('Property Updated')).toBeVisible();
    await expect(
      toasts.region.getByText('Your changes to 1428 Elm Street were saved.', { exact: true }),
    ).toBeVisible();
    // Back on the property's page, not the dashboard.
    await expect(page).toHaveURL(new RegExp(`/properties/${created.id}$`));

    const [stored] = await getProperties(page);
    expect(stored).toMatchObject({
      monthlyRent: 2_600,
      currentValue: null,
      isOccupied: false,
      notes: 'Rent raised in June.',
      capRate: 8.02,
      cashFlow: 4_870.37,
      monthlyCashFlow: 405.86,
    });
    expect(formatMoney(stored?.monthlyCashFlow ?? Number.NaN)).toBe(previewMonthly);
  });

  test('a cleared count is saved as empty; a server 400 shows at its field', async ({ page }) => {
    await signInThroughApi(page);
    const created = await createPropertyThroughApi(page);
    const edit = new EditPropertyPage(page);
    await edit.goto(created.id);

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/properties/${created.id}`) && response.request().method() === 'PATCH',
    );
    await edit.fill({ bedrooms: '' });
    await edit.saveButton.click();
    expect((await (await saved).json()).bedrooms).toBeNull();
    const stored = await (await page.request.get(`/api/properties/${created.id}`)).json();
    expect(stored.bedrooms).toBeNull();

    await edit.goto(created.id);
    await edit.fill({ purchaseDate: isoDateFromToday(30) });
    await edit.saveButton.click();
    await expect(edit.fieldError('purchaseDate')).toHaveText('Purchase date cannot be in the future.');
    await expect(edit.field('purchaseDate')).toBeFocused();
  });

  test('Delete asks first: Cancel keeps the property, Delete removes it', async ({ page, toasts }) => {
    await signInThroughApi(page);
    const created = await createPropertyThroughApi(page, newProperty({ address: '8 Doomed Drive' }));
    const edit = new EditPropertyPage(page);
    await edit.goto(created.id);

    await edit.deleteButton.click();
    await expect(edit.confirmDialog).toBeVisible();
    await expect(edit.confirmDialog).toContainText(
      '“8 Doomed Drive” will be removed from your portfolio, with its figures. This cannot be undone.',
    );
    await expect(edit.cancelDeleteButton).toBeFocused();
    await edit.cancelDeleteButton.click();
    await expect(edit.confirmDialog).toHaveCount(0);
    await expect(edit.deleteButton).toBeFocused();
    expect((await page.request.get(`${PROPERTIES_PATH}/${created.id}`)).status()).toBe(200);

    // Escape cancels too.
    await edit.deleteButton.click();
    await page.keyboard.press('Escape');
    await expect(edit.confirmDialog).toHaveCount(0);
    expect((await page.request.get(`${PROPERTIES_PATH}/${created.id}`)).status()).toBe(200);

    await edit.deleteButton.click();
    const sent = page.waitForRequest(isPropertyRequest('DELETE'));
    await edit.confirmDeleteButton.click();
    expect(new URL((await sent).url()).pathname).toBe(`${PROPERTIES_PATH}/${created.id}`);

    await expect(toasts.withTitle('Property Deleted')).toBeVisible();
    await expect(
      toasts.region.getByText('8 Doomed Drive was removed from your portfolio.', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(edit.notFoundHeading).toHaveCount(0);
    await expect(page.locator('#main-content')).toBeFocused();
    expect((await page.request.get(`${PROPERTIES_PATH}/${created.id}`)).status()).toBe(404);
    expect(await getProperties(page)).toEqual([]);
  });

  test("another user's property, or no id at all, shows the not-found state", async ({ page }) => {
    await signInThroughApi(page);
    const theirs = await createPropertyThroughApi(page, newProperty({ address: '1 Private Road' }));

    // A second account in the same browser.
    await signInThroughApi(page);
    const edit = new EditPropertyPage(page);
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `${PROPERTIES_PATH}/${theirs.id}`,
    );
    await edit.goto(theirs.id);
    expect((await answered).status()).toBe(404);

    await expect(edit.notFoundHeading).toBeVisible();
    await expect(edit.notFoundText).toBeVisible();
    await expect(edit.form).toHaveCount(0);
    await expect(page.getByText('1 Private Road')).toHaveCount(0);
    await expect(edit.backToDashboardLink).toHaveAttribute('href', '/');

    const reads = recordRequests(page, `${PROPERTIES_PATH}/abc`);
    await edit.goto('abc');
    await expect(edit.notFoundHeading).toBeVisible();
    expect(reads).toEqual([]);

    await edit.backToDashboardLink.click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('from a saved analysis', () => {
  test('Add to portfolio opens the form prefilled from the analysis, and adds it', async ({
    page,
    toasts,
  }) => {
    await signInThroughApi(page);
    await saveAnalysisThroughApi(page, {
      address: '77 Saved Avenue',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      propertyType: 'triplex',
      bedrooms: 6,
      bathrooms: 3,
      purchasePrice: 400_000,
      monthlyRent: 3_600,
      operatingExpenses: 500,
      vacancy: 6,
      downPayment: 25,
      interestRate: 7,
      loanTerm: 15,
      notes: 'Three units, one vacant.',
    });
    const analyses = (await (await page.request.get('/api/analyses')).json()) as {
      id: number;
      capRate: number;
    }[];
    const [analysis] = analyses;
    if (!analysis) throw new Error('the analysis was not saved');

    await page.goto('/deal-analysis');
    const link = page.getByRole('link', { name: 'Add to portfolio: 77 Saved Avenue', exact: true });
    await expect(link).toHaveText('Add to portfolio');
    await link.click();

    const add = new AddPropertyPage(page);
    await expect(page).toHaveURL(new RegExp(`/add-property\\?fromAnalysis=${analysis.id}$`));
    await expect(add.prefilledNotice).toBeVisible();
    await expect(add.field('address')).toHaveValue('77 Saved Avenue');
    await expect(add.field('city')).toHaveValue('Austin');
    await expect(add.field('state')).toHaveValue('TX');
    await expect(add.field('propertyType')).toHaveValue('triplex');
    await expect(add.field('purchasePrice')).toHaveValue('400,000');
    await expect(add.field('vacancy')).toHaveValue('6');
    await expect(add.field('downPayment')).toHaveValue('25');
    await expect(add.field('loanTerm')).toHaveValue('15');
    await expect(add.field('notes')).toHaveValue('Three units, one vacant.');
    await expect(add.field('purchaseDate')).toHaveValue('');
    await expect(add.occupied).toBeChecked();
    // The same engine, the same inputs: the analysis's cap rate.
    await expect(add.previewFigure('Cap Rate')).toHaveText(formatPercent(analysis.capRate));

    await add.submitButton.click();
    await expect(toasts.withTitle('Property Added')).toBeVisible();
    const [stored] = await getProperties(page);
    await expect(page).toHaveURL(new RegExp(`/properties/${stored?.id}$`));
    expect(stored).toMatchObject({
      address: '77 Saved Avenue',
      propertyType: 'triplex',
      purchasePrice: 400_000,
      vacancy: 6,
      downPayment: 25,
      interestRate: 7,
      loanTerm: 15,
      capRate: analysis.capRate,
      notes: 'Three units, one vacant.',
    });
  });

  test('an analysis that is gone says so, and leaves an empty form', async ({ page }) => {
    await signInThroughApi(page);
    const add = new AddPropertyPage(page);
    const held = await holdRequests(page, '**/api/analyses/987654');
    await add.goto('?fromAnalysis=987654');
    await expect(add.loading).toBeVisible();
    held.release();

    await expect(add.analysisNotFound).toBeVisible();
    await expect(add.analysisNotFound).toContainText(
      'It may have been deleted. You can still enter the property below.',
    );
    await expect(add.prefilledNotice).toHaveCount(0);
    await expect(add.field('address')).toHaveValue('');
    await expect(add.field('purchasePrice')).toHaveValue('');
    await expect(add.field('vacancy')).toHaveValue('5');
  });
});

test.describe('at phone width (375 px)', () => {
  test.use({ viewport: PHONE });

  test('the form is one column with the preview under it, and nothing scrolls sideways', async ({ page }) => {
    await signInThroughApi(page);
    const add = new AddPropertyPage(page);
    await add.goto();
    await add.fill(EXAMPLE_PROPERTY);
    await expect(add.previewFigure('Cap Rate')).toHaveText('7.10%');

    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const address = await add.field('address').boundingBox();
    const city = await add.field('city').boundingBox();
    const purchasePrice = await add.field('purchasePrice').boundingBox();
    const monthlyRent = await add.field('monthlyRent').boundingBox();
    const notes = await add.field('notes').boundingBox();
    const preview = await add.preview.boundingBox();
    const submit = await add.submitButton.boundingBox();
    if (!address || !city || !purchasePrice || !monthlyRent || !notes || !preview || !submit)
      throw new Error('a part of the form is not laid out');

    // One column: fields stack and fill the width.
    expect(city.x).toBe(address.x);
    expect(monthlyRent.y).toBeGreaterThan(purchasePrice.y + purchasePrice.height);
    expect(address.width).toBeGreaterThan(PHONE.width - 100);
    // The preview comes after the last field and before the button, both inside the screen.
    expect(preview.y).toBeGreaterThan(notes.y + notes.height);
    expect(submit.y).toBeGreaterThan(preview.y + preview.height);
    expect(preview.x + preview.width).toBeLessThanOrEqual(PHONE.width);
    expect(submit.width).toBeGreaterThan(PHONE.width - 100);
  });

  test('the edit screen fits too, and its Add to portfolio seam wraps in the saved list', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const created = await createPropertyThroughApi(page);
    const edit = new EditPropertyPage(page);
    await edit.goto(created.id);
    await expect(edit.deleteButton).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await saveAnalysisThroughApi(page, {
      address: '2 Narrow Street',
      purchasePrice: 1,
      monthlyRent: 1,
      operatingExpenses: 0,
    });
    await page.goto('/deal-analysis');
    await expect(
      page.getByRole('link', { name: 'Add to portfolio: 2 Narrow Street', exact: true }),
    ).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
