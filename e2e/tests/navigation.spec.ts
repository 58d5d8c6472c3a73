import { expect, seededTest as test } from '../fixtures';

// Every screen is reachable in two clicks from any other (issue: navigation): the sidebar links each one and marks the
// current one. Read-only: the test starts signed in as the worker's seeded account.
const SCREENS: [string, string, RegExp][] = [
  ['Deal Analysis', '/deal-analysis', /Deal Analysis|Analy/],
  ['Property Search', '/property-search', /Search/],
  ['Compare Properties', '/property-comparison', /Compar/],
  ['Analytics', '/analytics', /Advanced Analytics/],
  ['Market Trends', '/market-trends', /Market Trends/],
  ['Market Heat Maps', '/market-heatmaps', /Market Heat Maps/],
  ['Insights', '/insights', /Investment Insights/],
  ['Ledger', '/ledger', /Ledger/],
  ['Rent Roll', '/rent-roll', /Rent Roll/],
  ['Plan vs Actual', '/plan-actual', /Plan vs Actual/],
  ['Schedule E', '/schedule-e', /Schedule E/],
  ['Achievements', '/achievements', /Achievements/],
  ['Import/Export', '/import-export', /Import\/Export/],
  ['Portfolio Settings', '/portfolio-settings', /Portfolio Settings/],
  ['Account', '/account', /Account Settings/],
  ['Subscription', '/subscription', /./],
  ['Dashboard', '/', /Investment Dashboard/],
];

test.describe('the sidebar', () => {
  test('links every screen in one click, marks the current one, and Settings is the gear', async ({
    page,
    shell,
  }) => {
    await page.goto('/subscription');
    for (const [label, href, heading] of SCREENS) {
      await shell.sidebarLinks.filter({ hasText: label }).first().click();
      await expect(page).toHaveURL(new RegExp(`${href === '/' ? '/$' : `${href}$`}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(shell.sidebarLinks.filter({ hasText: label }).first()).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await shell.settingsLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });
});
