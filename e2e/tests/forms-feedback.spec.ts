import { expect, signInThroughApi, test } from '../fixtures';
import { EXAMPLE_DEAL } from '../page-models/deal-form';
import { AddPropertyPage, EXAMPLE_PROPERTY } from '../page-models/property-form';

// Feedback on the forms (docs/product.md "Input rules", "Messages"): a refused minus sign said in words, the focus
// and the toast after an analysis, the toast's place on a phone, and the "Is this right?" warning of an implausible
// property.

test.beforeEach(async ({ page, dealAnalysis }) => {
  await signInThroughApi(page);
  await dealAnalysis.goto();
});

test('a minus sign in a money field is not dropped in silence: the field says negative amounts are not allowed', async ({
  page,
  dealForm,
}) => {
  const price = dealForm.field('purchasePrice');
  await dealForm.fill({ purchasePrice: '-5' });
  await expect(price).toHaveValue('5');
  await expect(price).toHaveAccessibleDescription(
    /Negative amounts are not allowed\. Enter the amount without a minus sign\./,
  );
  await price.fill('350000');
  await expect(page.getByText('Negative amounts are not allowed.', { exact: false })).toHaveCount(0);

  // Typed a key at a time, the sign is dropped at once: the digits typed after it do not hide the message.
  await price.fill('');
  await price.pressSequentially('-50');
  await expect(price).toHaveValue('50');
  await expect(price).toHaveAccessibleDescription(
    /Negative amounts are not allowed\. Enter the amount without a minus sign\./,
  );
});

test('after an analysis the focus moves to the results, and the toast hides no title', async ({
  page,
  dealForm,
  dealResults,
  toasts,
  shell,
}) => {
  await dealForm.fill(EXAMPLE_DEAL);
  await dealForm.analyze();
  await expect(dealResults.heading).toBeFocused();
  const toast = toasts.withTitle('Analysis Complete');
  await expect(toast).toBeVisible();
  // Once the toast has slid in.
  await expect
    .poll(async () => (await toasts.region.locator('li').first().boundingBox())?.y ?? 0)
    .toBeLessThan(page.viewportSize()?.height ?? 0);
  const title = await page.getByRole('heading', { level: 1 }).boundingBox();
  const toastBox = await toasts.region.locator('li').first().boundingBox();
  if (!title || !toastBox) throw new Error('title or toast not laid out');
  const overlaps =
    toastBox.x < title.x + title.width &&
    title.x < toastBox.x + toastBox.width &&
    toastBox.y < title.y + title.height &&
    title.y < toastBox.y + toastBox.height;
  expect(overlaps).toBe(false);
  // At the foot of the sidebar (docs/product.md "States and behaviour"): below the middle of the window, within the
  // sidebar's width, so it covers none of the screen's own content.
  const viewport = page.viewportSize();
  const sidebar = await shell.sidebar.boundingBox();
  if (!sidebar) throw new Error('no sidebar');
  expect(toastBox.y).toBeGreaterThan((viewport?.height ?? 0) / 2);
  expect(toastBox.x).toBeGreaterThanOrEqual(sidebar.x);
  expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(sidebar.x + sidebar.width + 1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the toast sits above the bottom bar', async ({ dealForm, toasts, shell }) => {
    await dealForm.fill(EXAMPLE_DEAL);
    await dealForm.analyze();
    await expect(toasts.withTitle('Analysis Complete')).toBeVisible();
    const bar = await shell.bottomBar.boundingBox();
    if (!bar) throw new Error('bottom bar not laid out');
    // Polled: the toast slides in from below before it settles.
    await expect
      .poll(async () => {
        const box = await toasts.region.locator('li').first().boundingBox();
        return box ? box.y + box.height : Number.POSITIVE_INFINITY;
      })
      .toBeLessThanOrEqual(bar.y);
  });
});

test('an implausible property gets an "is this right?" warning in words, and can still be saved', async ({
  page,
  toasts,
}) => {
  const add = new AddPropertyPage(page);
  await add.goto();
  await add.fill({ ...EXAMPLE_PROPERTY, purchasePrice: '5000', monthlyRent: '2000' });
  const notice = page.getByRole('main').getByText('Is this right?', { exact: true });
  await expect(notice).toBeVisible();
  await expect(
    page.getByText(
      'A purchase price under $10,000 is unusual for a rental property. Check for a missing digit.',
    ),
  ).toBeVisible();
  await expect(
    page.getByText(
      'A monthly rent above 10% of the purchase price is far above any real rental. Check the rent and the price.',
    ),
  ).toBeVisible();
  await add.submitButton.click();
  await expect(toasts.withTitle('Property Added')).toBeVisible();
});

test('a plausible property shows no warning', async ({ page }) => {
  const add = new AddPropertyPage(page);
  await add.goto();
  await add.fill(EXAMPLE_PROPERTY);
  await expect(page.getByText('Is this right?', { exact: true })).toHaveCount(0);
});
