import type { Page } from '@playwright/test';
import { expect, signInThroughApi, test } from '../fixtures';

// /settings (docs/product.md "Settings"): dark mode, the themes and their custom colours, compact view, Reset to
// Defaults, and a failed load.

const THEMES = ['Midnight', 'Forest', 'Arctic', 'Royal', 'Crimson', 'Monochrome', 'Neon', 'Ocean'];

async function openSettings(page: Page) {
  await signInThroughApi(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

const html = (page: Page) => page.locator('html');
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save Changes' });

test.describe('Settings', () => {
  test('dark mode shows at once, Save stores it with the product’s toast, and it survives a reload', async ({
    page,
    toasts,
  }) => {
    await openSettings(page);
    await expect(saveButton(page)).toBeDisabled();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);

    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(saveButton(page)).toBeEnabled();
    await saveButton(page).click();
    await expect(toasts.withTitle('Settings Saved')).toBeVisible();
    await expect(page.getByText('Your preferences have been saved successfully.')).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();

    await page.reload();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(
      await page.evaluate<boolean>("JSON.parse(localStorage.getItem('userSettings') ?? '{}').darkMode"),
    ).toBe(true);
  });

  test('choosing a theme with dark mode off turns dark mode on and saves it without a reload', async ({
    page,
  }) => {
    await openSettings(page);
    let navigations = 0;
    page.on('framenavigated', () => {
      navigations += 1;
    });
    await page.getByText('Ocean', { exact: true }).click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(html(page)).toHaveAttribute('data-theme', 'ocean');
    await expect(page.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
    await expect
      .poll(async () => (await page.request.get('/api/user/settings')).json())
      .toMatchObject({ darkMode: true, theme: 'ocean' });
    expect(navigations).toBe(0);
    expect(await page.evaluate<string | null>("localStorage.getItem('darkModeTheme')")).toBe('ocean');
  });

  test('a custom colour pair under 4.5:1 is flagged and cannot be saved; a readable one can', async ({
    page,
  }) => {
    await openSettings(page);
    await page.getByRole('switch', { name: 'Use custom colors' }).click();
    await page.getByRole('textbox', { name: 'Accent', exact: true }).fill('#777777');
    await page.getByRole('textbox', { name: 'Background', exact: true }).fill('#FFFFFF');
    // #777777 on white is 4.48:1 (WebAIM's contrast checker).
    await expect(page.getByText('Contrast 4.48:1.', { exact: false })).toBeVisible();
    await expect(page.getByText(/must be at least 4\.5:1 \(WCAG AA\) before you can save/)).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();

    await page.getByRole('textbox', { name: 'Accent', exact: true }).fill('#767676');
    await expect(page.getByText('Contrast 4.54:1')).toBeVisible();
    await expect(saveButton(page)).toBeEnabled();

    await page.getByRole('textbox', { name: 'Accent', exact: true }).fill('#77');
    await expect(page.getByText('Colors are written as #RRGGBB, for example #10B981.')).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
  });

  test('Reset to Defaults restores the defaults, marks the form changed and removes the dark theme', async ({
    page,
  }) => {
    await openSettings(page);
    await page.getByText('Royal', { exact: true }).click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(saveButton(page)).toBeDisabled();
    // The theme is saved at once, with the 'Settings Saved' toast over the page's bottom corner. A pointer over a toast
    // holds it open, so the click waits until it has gone rather than reaching under it.
    await expect(page.getByText('Settings Saved', { exact: true })).toBeVisible();
    await expect(page.getByText('Settings Saved', { exact: true })).toBeHidden({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Reset to Defaults' }).click();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'false');
    await expect(saveButton(page)).toBeEnabled();
  });

  test('compact view tightens the spacing of the whole page', async ({ page }) => {
    await openSettings(page);
    const heading = page.getByRole('heading', { level: 1, name: 'Settings' });
    const before = await heading.boundingBox();
    await page.getByRole('switch', { name: 'Compact view' }).click();
    await expect(html(page)).toHaveClass(/\bcompact\b/);
    const after = await heading.boundingBox();
    expect(after?.y).toBeLessThan(before?.y ?? 0);
  });

  test('says so when the settings cannot be loaded, and retries', async ({ page }) => {
    await signInThroughApi(page);
    let fail = true;
    await page.route('**/api/user/settings', (route) =>
      fail ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
    );
    await page.goto('/settings');
    await expect(page.getByRole('alert')).toContainText('Your settings could not be loaded.');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeVisible();
  });

  test('each of the eight themes applies at once when chosen', async ({ page }) => {
    await openSettings(page);
    for (const theme of THEMES) {
      await page.getByText(theme, { exact: true }).click();
      await expect(html(page)).toHaveAttribute('data-theme', theme.toLowerCase());
    }
  });
});
