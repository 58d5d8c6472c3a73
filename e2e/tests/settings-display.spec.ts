import type { Locator, Page, Route } from '@playwright/test';
// The translations under test, imported rather than retyped: the test checks that the interface shows them.
import { app as deApp } from '../../apps/web/src/i18n/locales/de/app';
import { dashboard as deDashboard } from '../../apps/web/src/i18n/locales/de/dashboard';
import { settings as deSettings } from '../../apps/web/src/i18n/locales/de/settings';
import { app as esApp } from '../../apps/web/src/i18n/locales/es/app';
import { dashboard as esDashboard } from '../../apps/web/src/i18n/locales/es/dashboard';
import { settings as esSettings } from '../../apps/web/src/i18n/locales/es/settings';
import {
  createPropertyThroughApi,
  expect,
  newProperty,
  recordRequests,
  setGoalsThroughApi,
  signInThroughApi,
  test,
} from '../fixtures';
import { DashboardPage } from '../page-models/dashboard-page';

// /settings' Display & Formatting and Regional Settings (docs/product.md "Settings", "Languages", "Number formats"):
// the currency, date format, refresh rate and language, applied across the app.

const CLIENT = { 'x-rentfolio-client': 'e2e' };

/** The Display & Formatting and Regional Settings sections of /settings, and its Save button. */
function settingsForm(page: Page) {
  const display = page.getByRole('region', { name: 'Display & Formatting', exact: true });
  const regional = page.getByRole('region', { name: 'Regional Settings', exact: true });
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Settings', exact: true }),
    display,
    regional,
    currency: display.getByLabel('Currency', { exact: true }),
    dateFormat: display.getByLabel('Date format', { exact: true }),
    refresh: display.getByLabel('Dashboard refresh rate', { exact: true }),
    language: regional.getByLabel('Language', { exact: true }),
    saveButton: page.getByRole('button', { name: 'Save Changes', exact: true }),
    savingButton: page.getByRole('button', { name: 'Saving...', exact: true }),
  };
}

async function openSettings(page: Page) {
  const form = settingsForm(page);
  await page.goto('/settings');
  await expect(form.heading).toBeVisible();
  await expect(form.language).toBeVisible();
  return form;
}

async function patchSettings(page: Page, changes: Record<string, unknown>): Promise<void> {
  const response = await page.request.patch('/api/user/settings', { data: changes, headers: CLIENT });
  expect(response.status(), await response.text()).toBe(200);
}

/** The settings this browser keeps under `userSettings` (docs/product.md "Data"), once the app has stored them. */
async function storedSettings(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate<Record<string, unknown>>("JSON.parse(localStorage.getItem('userSettings') ?? '{}')");
}

const optionLabels = (select: Locator) =>
  select.locator('option').evaluateAll((options) => options.map((option) => option.textContent ?? ''));
const optionValues = (select: Locator) =>
  select
    .locator('option')
    .evaluateAll((options) => options.map((option) => option.getAttribute('value') ?? ''));

test.describe('Settings: display, formatting and language', () => {
  test('the new sections offer the product’s formats, rates and languages', async ({ page }) => {
    await signInThroughApi(page);
    const form = await openSettings(page);

    expect(await optionValues(form.currency)).toEqual(['USD', 'EUR', 'GBP', 'CAD', 'AUD']);
    await expect(form.currency).toHaveValue('USD');
    expect(await optionValues(form.dateFormat)).toEqual(['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD']);
    const dateLabels = await optionLabels(form.dateFormat);
    expect(dateLabels.map((label) => label.split(' ')[0])).toEqual([
      'MM/DD/YYYY',
      'DD/MM/YYYY',
      'YYYY-MM-DD',
    ]);
    await expect(form.dateFormat).toHaveValue('MM/DD/YYYY');
    expect(await optionLabels(form.refresh)).toEqual([
      'Manual only',
      'Every minute',
      'Every 5 minutes',
      'Every 15 minutes',
      'Every 30 minutes',
      'Every 60 minutes',
    ]);
    // The product's default: every 5 minutes.
    await expect(form.refresh).toHaveValue('5');
    expect(await optionLabels(form.language)).toEqual([
      'English',
      'Español',
      'Français',
      'Deutsch',
      'Italiano',
    ]);
    await expect(form.language).toHaveValue('en');
  });

  test('EUR and DD/MM/YYYY: Save shows Saving... then Settings Saved, and the dashboard shows € and day-first dates', async ({
    page,
    toasts,
  }) => {
    await signInThroughApi(page);
    await createPropertyThroughApi(page, newProperty({ purchasePrice: 350000 }));
    await setGoalsThroughApi(page, {
      targetValue: 1_000_000,
      targetCashFlow: 5_000,
      targetProperties: 5,
      targetDate: '2031-12-31',
      targetROI: 10,
    });
    const form = await openSettings(page);
    await expect(form.saveButton).toBeDisabled();

    await form.currency.selectOption('EUR');
    await expect(form.saveButton).toBeEnabled();
    await form.dateFormat.selectOption('DD/MM/YYYY');

    // The save is held at the network until the button has been seen saying so.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/user/settings', async (route: Route) => {
      if (route.request().method() === 'PATCH') await released;
      await route.fallback();
    });
    await form.saveButton.click();
    await expect(form.savingButton).toBeVisible();
    await expect(form.savingButton).toBeDisabled();
    release();
    await expect(toasts.withTitle('Settings Saved')).toBeVisible();
    await expect(toasts.region.getByText('Your preferences have been saved successfully.')).toBeVisible();
    await expect(form.saveButton).toBeDisabled();

    const stored = await page.request.get('/api/user/settings', { headers: CLIENT });
    expect(await stored.json()).toMatchObject({ currency: 'EUR', dateFormat: 'DD/MM/YYYY' });

    await page.getByRole('main').getByRole('link', { name: 'Back to Dashboard', exact: true }).click();
    const dashboard = new DashboardPage(page);
    await dashboard.expectLoaded();
    // One property of $350,000 is shown as 350K in euros: no conversion, only the symbol.
    await expect(dashboard.metricValue('Total Portfolio Value')).toHaveText('€350K');
    await expect(dashboard.metricValue('Monthly Cash Flow')).toContainText('€');
    await expect(dashboard.metrics).not.toContainText('$');
    await expect(page.getByTestId('portfolio-value-box')).toContainText('€350K');
    await expect(dashboard.goalsCard.getByText('Targets for 31/12/2031.', { exact: true })).toBeVisible();
  });

  test('Español switches the whole interface, and a reload renders the first screen in Spanish', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const form = await openSettings(page);
    await form.language.selectOption({ label: 'Español' });
    await form.saveButton.click();

    await expect(page.getByRole('heading', { level: 1, name: esSettings.title, exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: esSettings.display.title, exact: true }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect((await (await page.request.get('/api/user/settings', { headers: CLIENT })).json()).language).toBe(
      'es',
    );

    const nav = page.getByTestId('sidebar').getByRole('navigation', { name: esApp.nav.main, exact: true });
    await nav.getByRole('link', { name: esApp.nav.dashboard, exact: true }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: esDashboard.title, exact: true })).toBeVisible();
    await expect(main.getByText(esDashboard.subtitle, { exact: true })).toBeVisible();
    const metrics = main.getByRole('region', { name: esDashboard.metrics.label, exact: true });
    for (const name of [
      esDashboard.metrics.totalValue,
      esDashboard.metrics.monthlyCashFlow,
      esDashboard.metrics.averageRoi,
      esDashboard.metrics.occupancyRate,
    ])
      await expect(metrics.getByRole('article', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: esApp.nav.dealAnalysis, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: esApp.nav.search, exact: true })).toBeVisible();
    await expect(main.getByText('Investment Dashboard')).toHaveCount(0);

    // Every level-1 heading the page ever renders after the reload is recorded: none may be the English one.
    await page.addInitScript(`
      const seen = [];
      window.__headings = seen;
      new MutationObserver(() => {
        for (const heading of document.querySelectorAll('h1')) {
          const text = heading.textContent ?? '';
          if (!seen.includes(text)) seen.push(text);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    `);
    await page.reload();
    await expect(main.getByRole('heading', { level: 1, name: esDashboard.title, exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const headings = await page.evaluate<string[]>('window.__headings');
    expect(headings).toContain(esDashboard.title);
    expect(headings).not.toContain('Investment Dashboard');
  });

  test('Deutsch switches the interface to German, and English switches it back', async ({ page }) => {
    await signInThroughApi(page);
    const form = await openSettings(page);
    await form.language.selectOption({ label: 'Deutsch' });
    await form.saveButton.click();

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: deSettings.title, exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const regional = page.getByRole('region', { name: deSettings.regional.title, exact: true });
    await expect(regional.getByLabel(deSettings.regional.language, { exact: true })).toHaveValue('de');

    const nav = page.getByTestId('sidebar').getByRole('navigation', { name: deApp.nav.main, exact: true });
    await nav.getByRole('link', { name: deApp.nav.dashboard, exact: true }).click();
    await expect(main.getByRole('heading', { level: 1, name: deDashboard.title, exact: true })).toBeVisible();
    await expect(main.getByText(deDashboard.subtitle, { exact: true })).toBeVisible();
    await expect(
      main.getByRole('region', { name: deDashboard.metrics.label, exact: true }).getByRole('article', {
        name: deDashboard.metrics.totalValue,
        exact: true,
      }),
    ).toBeVisible();
    await expect(nav.getByRole('link', { name: deApp.nav.search, exact: true })).toBeVisible();

    // Back to English, from the German settings page.
    await page.getByTestId('sidebar').getByRole('link', { name: deApp.nav.settings, exact: true }).click();
    await expect(main.getByRole('heading', { level: 1, name: deSettings.title, exact: true })).toBeVisible();
    await regional
      .getByLabel(deSettings.regional.language, { exact: true })
      .selectOption({ label: 'English' });
    await page.getByRole('button', { name: deSettings.save, exact: true }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Settings', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByTestId('sidebar').getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(
      main.getByRole('heading', { level: 1, name: 'Investment Dashboard', exact: true }),
    ).toBeVisible();
    await expect(
      main.getByText('Monitor your real estate portfolio performance', { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByTestId('sidebar').getByRole('link', { name: 'Property Search', exact: true }),
    ).toBeVisible();
  });

  test('with a refresh every minute, an open dashboard fetches its figures again after 61 seconds', async ({
    page,
  }) => {
    await signInThroughApi(page);
    await patchSettings(page, { dashboardRefresh: '1' });
    await page.clock.install();
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    // The server's settings have reached the page (it stores them in the browser once applied).
    await expect.poll(async () => (await storedSettings(page)).dashboardRefresh).toBe('1');

    const metricsRequests = recordRequests(page, '/api/portfolio/metrics');
    await page.clock.runFor(61_000);
    await expect
      .poll(() => metricsRequests.filter((line) => line.startsWith('GET ')).length)
      .toBeGreaterThan(0);
    await dashboard.expectLoaded();
  });

  test('with Manual only, an open dashboard fetches nothing on its own, even after six minutes', async ({
    page,
  }) => {
    await signInThroughApi(page);
    await patchSettings(page, { dashboardRefresh: '0' });
    await page.clock.install();
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await expect.poll(async () => (await storedSettings(page)).dashboardRefresh).toBe('0');

    const metricsRequests = recordRequests(page, '/api/portfolio/metrics');
    const marks = recordRequests(page, '/api/health');
    // Past the default (every 5 minutes) too, so that no interval left from before the settings arrived can fire.
    await page.clock.runFor(6 * 60_000);
    // A request sent after the clock has run: any refetch the timers started was sent before it.
    await page.evaluate("fetch('/api/health').then((response) => response.status)");
    await expect.poll(() => marks.length).toBe(1);
    expect(metricsRequests).toEqual([]);
  });
});
