import { createPropertiesThroughApi, expect, newProperty, signInThroughApi, test } from '../fixtures';

// One list of property types on every screen (issue: honest inputs).
const TYPES = [
  'Single Family',
  'Duplex',
  'Triplex',
  'Fourplex',
  'Townhouse',
  'Condo',
  'Apartment',
  'Commercial',
];

test('search, deal form, onboarding and add property offer the same eight property types', async ({
  page,
}) => {
  await signInThroughApi(page);
  // The search shows its filters once there is a property to search.
  await createPropertiesThroughApi(page, [newProperty()]);
  const optionsOf = async (path: string, prepare?: () => Promise<void>) => {
    await page.goto(path);
    if (prepare) await prepare();
    const select = page.getByRole('main').getByLabel('Property Type', { exact: true }).first();
    await expect(select).toBeVisible();
    const labels = await select.locator('option').allTextContents();
    // The first option is the list's "any" or "choose" entry.
    return labels.filter((label) => TYPES.includes(label));
  };
  expect(await optionsOf('/property-search')).toEqual(TYPES);
  expect(await optionsOf('/deal-analysis')).toEqual(TYPES);
  expect(await optionsOf('/add-property')).toEqual(TYPES);
  expect(
    await optionsOf('/onboarding', async () => {
      await page.getByRole('button', { name: 'Get Started' }).click();
    }),
  ).toEqual(TYPES);
});
