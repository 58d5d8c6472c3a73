// The translations under test, imported rather than retyped: the test checks that the tab shows them.
import { app as deApp } from '../../apps/web/src/i18n/locales/de/app';
import { expect, signInThroughApi, test } from '../fixtures';

// docs/product.md "Screens": each screen titles the tab "<screen> · Rentfolio" in the user's language; the landing
// page keeps "Rentfolio".

const CLIENT = { 'x-rentfolio-client': 'e2e' };

test('each screen names the tab, in English, and the title follows navigation', async ({
  page,
  landing,
  shell,
}) => {
  await landing.goto();
  await expect(page).toHaveTitle('Rentfolio');

  await signInThroughApi(page);
  await page.goto('/deal-analysis');
  await expect(page).toHaveTitle('Deal Analysis · Rentfolio');

  await shell.sidebar.getByRole('link', { name: 'Market Trends', exact: true }).click();
  await expect(page).toHaveTitle('Market Trends · Rentfolio');

  await page.goBack();
  await expect(page).toHaveTitle('Deal Analysis · Rentfolio');
});

test('in German, the tab names the screens in German', async ({ page, shell }) => {
  await signInThroughApi(page);
  const saved = await page.request.patch('/api/user/settings', { data: { language: 'de' }, headers: CLIENT });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto('/deal-analysis');
  await expect(page).toHaveTitle(`${deApp.nav.dealAnalysis} · Rentfolio`);

  await shell.sidebar.getByRole('link', { name: deApp.nav.marketTrends, exact: true }).click();
  await expect(page).toHaveTitle(`${deApp.nav.marketTrends} · Rentfolio`);
  expect(deApp.nav.marketTrends).not.toBe('Market Trends');
});
