import { expect, recordRequests, signInThroughApi, test } from '../fixtures';
import { OnboardingWizard } from '../page-models/onboarding-wizard';

// /onboarding (docs/product.md "Screens", "States and behaviour", "Input rules", "Messages"): Welcome 25%, property entry 60% with the quick-start samples and the list,
// review 100%; Complete Setup stores every property in one request (POST /api/properties/bulk, all or none).

const BULK_PATH = '/api/properties/bulk';
const CLIENT = { 'x-rentfolio-client': 'e2e' };

type StoredProperty = Record<string, unknown> & { address: string };

async function getStoredProperties(wizard: OnboardingWizard): Promise<StoredProperty[]> {
  const response = await wizard.page.request.get('/api/properties', { headers: CLIENT });
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredProperty[];
}

function toasts(wizard: OnboardingWizard) {
  return wizard.page.getByRole('region', { name: /^Notifications/ });
}

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page);
});

test('the whole path: samples, a typed property, remove, review, Complete Setup in one request', async ({
  page,
}) => {
  const wizard = new OnboardingWizard(page);
  const bulkRequests = recordRequests(page, BULK_PATH);
  const singleRequests = recordRequests(page, '/api/properties');
  await wizard.goto();

  // Step 1: 25%
  await expect(wizard.heading).toBeVisible();
  await expect(wizard.welcomeHeading).toBeVisible();
  await expect(wizard.stepLabel).toHaveText('Step 1 of 3');
  await expect(wizard.progressValue).toHaveText('25%');
  await expect(wizard.progressBar).toHaveAttribute('aria-valuenow', '25');
  await expect(wizard.skipLink).toHaveAttribute('href', '/');
  await wizard.getStartedButton.click();

  // Step 2: 60%
  await expect(wizard.entryHeading).toBeFocused();
  await expect(wizard.stepLabel).toHaveText('Step 2 of 3');
  await expect(wizard.progressValue).toHaveText('60%');
  await expect(wizard.progressBar).toHaveAttribute('aria-valuenow', '60');
  await expect(wizard.emptyList).toBeVisible();
  await expect(wizard.continueButton).toBeDisabled();

  await wizard.sample('Austin Duplex').click();
  await expect(wizard.field('address')).toHaveValue('4507 Avenue H');
  await expect(wizard.field('city')).toHaveValue('Austin');
  await expect(wizard.field('state')).toHaveValue('TX');
  await expect(wizard.field('propertyType')).toHaveValue('duplex');
  await expect(wizard.field('bedrooms')).toHaveValue('3');
  await expect(wizard.field('bathrooms')).toHaveValue('2');
  await expect(wizard.field('squareFeet')).toHaveValue('1800');
  await expect(wizard.field('monthlyExpenses')).toHaveValue('600');
  await expect(wizard.field('purchasePrice')).toHaveValue('625,000');
  await expect(wizard.field('monthlyRent')).toHaveValue('3,900');
  await wizard.addPropertyButton.click();

  await expect(toasts(wizard).getByText('Property Added', { exact: true })).toBeVisible();
  await expect(
    toasts(wizard).getByText('Property added to your portfolio setup.', { exact: true }),
  ).toBeVisible();
  await expect(wizard.listItems).toHaveCount(1);
  await expect(wizard.listCount).toHaveText('1 property');
  // The form is cleared for the next property.
  await expect(wizard.field('address')).toHaveValue('');
  await expect(wizard.field('bedrooms')).toHaveValue('');
  await expect(wizard.field('address')).toBeFocused();
  await expect(wizard.continueButton).toBeEnabled();

  // A second sample, added and then removed.
  await wizard.sample('Phoenix Condo').click();
  await expect(wizard.field('propertyType')).toHaveValue('condo');
  await wizard.addPropertyButton.click();
  await expect(wizard.listItems).toHaveCount(2);

  // A property typed by hand, with its financing.
  await wizard.fill({
    address: '77 Harbor View Road',
    city: 'Tampa',
    state: 'fl',
    zipCode: '33602',
    propertyType: 'townhouse',
    bedrooms: '2',
    bathrooms: '1.5',
    squareFeet: '1250',
    purchasePrice: '280000',
    purchaseDate: '2023-04-15',
    monthlyRent: '2150',
    monthlyExpenses: '350',
    propertyTaxes: '4600',
    insurance: '2100',
    downPayment: '25',
    interestRate: '6.5',
  });
  // The loan follows from the down payment: 280,000 x 75% = 210,000.
  await expect(wizard.page.getByText('Loan: $210,000')).toBeVisible();
  await wizard.addPropertyButton.click();
  await expect(wizard.listItems).toHaveCount(3);
  await expect(wizard.listItem('77 Harbor View Road')).toContainText('Tampa, FL · Townhouse · 2 bd · 1.5 ba');
  await expect(wizard.listItem('77 Harbor View Road')).toContainText('$280,000');
  await expect(wizard.listItem('77 Harbor View Road')).toContainText('$2,150/mo');

  await wizard.removeButton('1850 North Central Avenue, Unit 1204').click();
  await expect(wizard.listItems).toHaveCount(2);
  await expect(wizard.listItems).toHaveText([/4507 Avenue H/, /77 Harbor View Road/]);
  await expect(wizard.listCount).toHaveText('2 properties');

  await wizard.continueButton.click();

  // Step 3: 100%
  await expect(wizard.reviewHeading).toBeFocused();
  await expect(wizard.stepLabel).toHaveText('Step 3 of 3');
  await expect(wizard.progressValue).toHaveText('100%');
  await expect(wizard.progressBar).toHaveAttribute('aria-valuenow', '100');
  await expect(wizard.reviewCount).toHaveText('2');
  await expect(wizard.reviewTotalValue).toHaveText('$905,000');
  await expect(wizard.reviewMonthlyRent).toHaveText('$6,050');
  await expect(wizard.reviewItems).toHaveText([/4507 Avenue H/, /77 Harbor View Road/]);

  // Back to Edit keeps the list.
  await wizard.backToEditButton.click();
  await expect(wizard.entryHeading).toBeVisible();
  await expect(wizard.progressValue).toHaveText('60%');
  await expect(wizard.listItems).toHaveCount(2);
  await wizard.continueButton.click();
  await expect(wizard.reviewCount).toHaveText('2');

  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === BULK_PATH);
  await wizard.completeButton.click();
  expect((await sent).postDataJSON()).toEqual({
    properties: [
      {
        address: '4507 Avenue H',
        city: 'Austin',
        state: 'TX',
        zipCode: '78751',
        propertyType: 'duplex',
        bedrooms: 3,
        bathrooms: 2,
        squareFeet: 1800,
        purchasePrice: 625000,
        monthlyRent: 3900,
        operatingExpenses: 600,
        propertyTaxes: 11250,
        insurance: 2400,
      },
      {
        address: '77 Harbor View Road',
        city: 'Tampa',
        state: 'FL',
        zipCode: '33602',
        propertyType: 'townhouse',
        bedrooms: 2,
        bathrooms: 1.5,
        squareFeet: 1250,
        purchasePrice: 280000,
        purchaseDate: '2023-04-15',
        monthlyRent: 2150,
        operatingExpenses: 350,
        propertyTaxes: 4600,
        insurance: 2100,
        downPayment: 25,
        interestRate: 6.5,
      },
    ],
  });

  await expect(toasts(wizard).getByText('Portfolio Setup Complete!', { exact: true })).toBeVisible();
  await expect(
    toasts(wizard).getByText('Successfully added 2 properties to your portfolio.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  expect(bulkRequests).toHaveLength(1);
  expect(singleRequests.filter((request) => request.startsWith('POST'))).toEqual([]);
  const stored = await getStoredProperties(wizard);
  expect(stored).toHaveLength(2);
  const byAddress = Object.fromEntries(stored.map((property) => [property.address, property]));
  expect(byAddress['4507 Avenue H']).toMatchObject({
    city: 'Austin',
    state: 'TX',
    propertyType: 'duplex',
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1800,
    purchasePrice: 625000,
    monthlyRent: 3900,
    operatingExpenses: 600,
    propertyTaxes: 11250,
    insurance: 2400,
    downPayment: 20,
  });
  expect(byAddress['77 Harbor View Road']).toMatchObject({
    city: 'Tampa',
    state: 'FL',
    propertyType: 'townhouse',
    purchasePrice: 280000,
    purchaseDate: '2023-04-15',
    operatingExpenses: 350,
    propertyTaxes: 4600,
    insurance: 2100,
    downPayment: 25,
    interestRate: 6.5,
  });
});

test('Add Property with address, city or price missing says Missing Information', async ({ page }) => {
  const wizard = new OnboardingWizard(page);
  await wizard.goto();
  await wizard.getStartedButton.click();

  await wizard.fill({ city: 'Boise', monthlyRent: '1900' });
  await wizard.addPropertyButton.click();

  await expect(toasts(wizard).getByText('Missing Information', { exact: true })).toBeVisible();
  await expect(
    toasts(wizard).getByText('Please fill in address, city, and purchase price.', { exact: true }),
  ).toBeVisible();
  await expect(wizard.field('address')).toHaveAccessibleDescription(/Address is required\./);
  await expect(wizard.field('purchasePrice')).toHaveAccessibleDescription(/Purchase price is required\./);
  await expect(wizard.field('city')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(wizard.field('address')).toBeFocused();
  await expect(wizard.listItems).toHaveCount(0);
  await expect(wizard.emptyList).toBeVisible();
  // What was typed stays.
  await expect(wizard.field('city')).toHaveValue('Boise');
  await expect(wizard.field('monthlyRent')).toHaveValue('1,900');
  await expect(wizard.continueButton).toBeDisabled();
});

test('a state longer than 2 letters cannot be typed, and a loan above the price is refused', async ({
  page,
}) => {
  const wizard = new OnboardingWizard(page);
  await wizard.goto();
  await wizard.getStartedButton.click();

  await expect(wizard.field('state')).toHaveAttribute('maxlength', '2');
  await wizard.fill({ address: '5 Pine Court', city: 'Reno', purchasePrice: '300000', downPayment: '120' });
  await wizard.field('state').pressSequentially('NVX');
  await expect(wizard.field('state')).toHaveValue('NV');
  await wizard.addPropertyButton.click();

  await expect(wizard.field('downPayment')).toHaveAccessibleDescription(
    /Down payment must be between 0 and 100\./,
  );
  await expect(wizard.field('downPayment')).toBeFocused();
  await expect(wizard.listItems).toHaveCount(0);
});

test('Continue is disabled until a property is on the list', async ({ page }) => {
  const wizard = new OnboardingWizard(page);
  await wizard.goto();
  await wizard.getStartedButton.click();

  await expect(wizard.continueButton).toBeDisabled();
  await expect(wizard.continueButton).toHaveAccessibleDescription('Add at least one property to continue.');
  await wizard.sample('Denver Single Family').click();
  // A filled form that is not yet added does not count.
  await expect(wizard.continueButton).toBeDisabled();
  await wizard.addPropertyButton.click();
  await expect(wizard.continueButton).toBeEnabled();
  await wizard.removeButton('2145 Vine Street').click();
  await expect(wizard.continueButton).toBeDisabled();
  await expect(wizard.emptyList).toBeVisible();

  // Nothing was stored, but a removal can still be undone from its toast.
  await expect(
    toasts(wizard).getByText('2145 Vine Street was removed from your portfolio setup.', { exact: true }),
  ).toBeVisible();
  await toasts(wizard).getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(wizard.listItems).toHaveText([/2145 Vine Street/]);
  await expect(wizard.continueButton).toBeEnabled();
});

test('a failed Complete Setup shows Error, stores nothing and keeps the list', async ({ page }) => {
  const wizard = new OnboardingWizard(page);
  await wizard.goto();
  await wizard.getStartedButton.click();
  await wizard.sample('Denver Single Family').click();
  await wizard.addPropertyButton.click();
  await wizard.sample('Austin Duplex').click();
  await wizard.addPropertyButton.click();
  await wizard.continueButton.click();
  await expect(wizard.reviewCount).toHaveText('2');

  await page.route(`**${BULK_PATH}`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Internal Server Error', message: 'Boom', requestId: 'e2e' }),
    }),
  );
  await wizard.completeButton.click();

  await expect(toasts(wizard).getByText('Error', { exact: true })).toBeVisible();
  await expect(
    toasts(wizard).getByText('Failed to add properties. Please try again.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(wizard.reviewHeading).toBeVisible();
  await expect(wizard.reviewCount).toHaveText('2');
  await expect(wizard.completeButton).toBeEnabled();
  expect(await getStoredProperties(wizard)).toEqual([]);
});

test("a refused Complete Setup names the property and field to fix, and Edit shows the server's message", async ({
  page,
}) => {
  const wizard = new OnboardingWizard(page);
  await wizard.goto();
  await wizard.getStartedButton.click();
  await wizard.sample('Denver Single Family').click();
  await wizard.addPropertyButton.click();
  await wizard.sample('Phoenix Condo').click();
  await wizard.addPropertyButton.click();
  await wizard.continueButton.click();

  await page.route(`**${BULK_PATH}`, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'Bad Request',
        message: 'ZIP code must be at most 10 characters.',
        requestId: 'e2e',
        details: { 'properties.1.zipCode': 'ZIP code must be at most 10 characters.' },
      }),
    }),
  );
  await wizard.completeButton.click();

  await expect(toasts(wizard).getByText('Error', { exact: true })).toBeVisible();
  await expect(wizard.problems).toContainText(
    'Property 2 (1850 North Central Avenue, Unit 1204), ZIP Code: ZIP code must be at most 10 characters.',
  );

  await wizard.backToEditButton.click();
  await expect(wizard.listItem('1850 North Central Avenue, Unit 1204')).toContainText('Needs a fix');
  await expect(wizard.listItem('2145 Vine Street')).not.toContainText('Needs a fix');
  await wizard.editButton('1850 North Central Avenue, Unit 1204').click();
  await expect(wizard.field('zipCode')).toHaveValue('85004');
  await expect(wizard.field('zipCode')).toHaveAccessibleDescription(
    /ZIP code must be at most 10 characters\./,
  );
  await expect(wizard.field('zipCode')).toBeFocused();

  await wizard.updatePropertyButton.click();
  await expect(toasts(wizard).getByText('Property Updated', { exact: true })).toBeVisible();
  await expect(wizard.listItem('1850 North Central Avenue, Unit 1204')).not.toContainText('Needs a fix');
  await expect(wizard.listItems).toHaveCount(2);
});

test('Skip for now goes home without storing anything', async ({ page }) => {
  const wizard = new OnboardingWizard(page);
  await wizard.goto();
  await wizard.getStartedButton.click();
  await wizard.sample('Denver Single Family').click();
  await wizard.addPropertyButton.click();

  await wizard.skipLink.click();
  await expect(page).toHaveURL(/\/$/);
  expect(await getStoredProperties(wizard)).toEqual([]);
});

test.describe('at phone width (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('every step fits without scrolling sideways', async ({ page }) => {
    const wizard = new OnboardingWizard(page);
    const overflow = () => page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);
    await wizard.goto();
    await expect(wizard.getStartedButton).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);

    await wizard.getStartedButton.click();
    await wizard.sample('Phoenix Condo').click();
    await wizard.addPropertyButton.click();
    await expect(wizard.listItems).toHaveCount(1);
    expect(await overflow()).toBeLessThanOrEqual(0);
    // Bedrooms and bathrooms share a row on a phone.
    const bedrooms = await wizard.field('bedrooms').boundingBox();
    const bathrooms = await wizard.field('bathrooms').boundingBox();
    expect(bedrooms?.y).toBe(bathrooms?.y);

    await wizard.continueButton.scrollIntoViewIfNeeded();
    await wizard.continueButton.click();
    await expect(wizard.reviewTotalValue).toHaveText('$315,000');
    await expect(wizard.completeButton).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
