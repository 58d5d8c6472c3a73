import { expect, signInThroughApi, test } from '../fixtures';

// The app at phone width (375 px): the bottom bar and its More menu, and screens that must not scroll sideways. Each
// screen's own phone layout is tested in its spec; its accessibility at 375 px in accessibility.spec.ts.

const PHONE = { width: 375, height: 740 };

test.describe('at phone width (375 px)', () => {
  test.use({ viewport: PHONE });

  test('the bottom bar replaces the sidebar, and gives way to it at desktop width', async ({
    page,
    shell,
  }) => {
    await signInThroughApi(page);
    await page.goto('/no-such-page');

    await expect(shell.bottomBar).toBeVisible();
    await expect(shell.bottomBarLinks).toHaveText(['Dashboard', 'Analysis', 'Search', 'Account']);
    expect(await shell.hrefs(shell.bottomBarLinks)).toEqual([
      '/',
      '/deal-analysis',
      '/property-search',
      '/account',
    ]);
    await expect(shell.bottomBar.getByRole('button', { name: 'More' })).toBeVisible();
    await expect(shell.sidebar).toBeHidden();
    // The sidebar's Log out is hidden with it; the top bar offers one instead.
    await expect(shell.logOutButton).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });

    await expect(shell.sidebar).toBeVisible();
    await expect(shell.bottomBar).toBeHidden();
  });

  test('the More menu holds the other screens, works from the keyboard, and closes with Escape', async ({
    page,
    shell,
  }) => {
    await signInThroughApi(page);
    await page.goto('/');
    const more = shell.bottomBar.getByRole('button', { name: 'More' });
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'More screens' });
    await expect(menu.getByRole('link')).toHaveText([
      'Analytics',
      'Compare Properties',
      'Market Trends',
      'Market Heat Maps',
      'Insights',
      'Ledger',
      'Rent Roll',
      'Plan vs Actual',
      'Schedule E',
      'Achievements',
      'Import/Export',
      'Portfolio Settings',
      'Subscription',
      'Settings',
    ]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();

    // Two taps reach a screen of the menu.
    await more.click();
    await menu.getByRole('link', { name: 'Subscription' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(menu).toBeHidden();
    await expect(more).toHaveClass(/text-accent-foreground/);
  });

  test('the landing page does not scroll sideways', async ({ landing }) => {
    await landing.goto();

    await expect(landing.getStartedFreeButton).toBeVisible();
    expect(await landing.horizontalOverflow()).toBeLessThanOrEqual(0);
  });

  test('/deal-analysis does not scroll sideways, and Analyze Investment Deal can be reached and used', async ({
    page,
    dealAnalysis,
    dealForm,
    dealResults,
  }) => {
    await signInThroughApi(page);
    await dealAnalysis.goto();
    expect(await dealAnalysis.horizontalOverflow()).toBeLessThanOrEqual(0);

    await dealForm.fill({ purchasePrice: '250000', monthlyRent: '2400', operatingExpenses: '300' });
    // A click only lands when nothing (such as the bottom bar) covers the button.
    await dealForm.analyzeButton.click();

    await expect(dealResults.heading).toBeInViewport();
    await expect(dealResults.amortizationTable).toBeVisible();
    await expect(dealResults.projectionTable).toBeVisible();
    expect(await dealAnalysis.horizontalOverflow()).toBeLessThanOrEqual(0);
  });
});
