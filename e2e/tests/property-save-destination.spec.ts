import { createPropertyThroughApi, expect, newProperty, signInThroughApi, test } from '../fixtures';
import { AddPropertyPage, EditPropertyPage } from '../page-models/property-form';
import { PropertyPage } from '../page-models/property-page';

// docs/product.md "Screens": adding a property, or saving a change to one, opens that property's page.

test('saving an edit returns to the property’s page, with the change', async ({ page, toasts }) => {
  await signInThroughApi(page);
  const created = await createPropertyThroughApi(page, newProperty({ address: '12 Return Lane' }));
  const edit = new EditPropertyPage(page);
  await edit.goto(created.id);
  await expect(edit.field('address')).toHaveValue('12 Return Lane');

  await edit.fill({ address: '14 Return Lane' });
  await edit.saveButton.click();

  await expect(toasts.withTitle('Property Updated')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/properties/${created.id}$`));
  await expect(new PropertyPage(page).heading).toHaveText('14 Return Lane');
});

test('adding a property opens its page', async ({ page, toasts }) => {
  await signInThroughApi(page);
  const add = new AddPropertyPage(page);
  await add.goto();
  await add.fill({ address: '3 Fresh Court', city: 'Denver', state: 'CO', purchasePrice: '320000' });
  await add.submitButton.click();

  await expect(toasts.withTitle('Property Added')).toBeVisible();
  await expect(page).toHaveURL(/\/properties\/\d+$/);
  await expect(new PropertyPage(page).heading).toHaveText('3 Fresh Court');
});
