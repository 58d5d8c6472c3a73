import { expect, signInThroughApi, test } from '../fixtures';

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
    await expect(shell.bottomBarLinks).toHaveText(['Dashboard', 'Analysis', 'Account', 'Settings']);
    expect(await shell.hrefs(shell.bottomBarLinks)).toEqual(['/', '/deal-analysis', '/account', '/settings']);
    await expect(shell.sidebar).toBeHidden();
    // The sidebar's Log out is hidden with it; the top bar offers one instead.
    await expect(shell.logOutButton).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });

    await expect(shell.sidebar).toBeVisible();
    await expect(shell.bottomBar).toBeHidden();
  });

  test('the landing page does not scroll sideways', async ({ landing }) => {
    await landing.goto();

    await expect(landing.getStartedFreeButton).toBeVisible();
    expect(await landing.horizontalOverflow()).toBeLessThanOrEqual(0);
  });
});
