import { expect, newAccount, registerThroughApi, test } from '../fixtures';

test.describe('signing up, in and out', () => {
  test('a visitor creates an account, signs in, sees the signed-in layout and logs out', async ({
    page,
    landing,
    authPanel,
    toasts,
    shell,
  }) => {
    // A name of its own, so that the user card is known to show what was typed in Full Name.
    const account = { ...newAccount('flow'), name: 'Robin Flowtester' };
    await landing.goto();

    await landing.openLogIn();
    await authPanel.expectSignInMode();
    await authPanel.switchToCreateAccount();
    await authPanel.createAccount(account);

    await expect(toasts.withTitle('Account created!')).toBeVisible();
    await authPanel.expectSignInMode();
    await expect(authPanel.usernameOrEmailInput).toHaveValue(account.username);
    await expect(authPanel.passwordInput).toHaveValue('');
    await expect(authPanel.passwordInput).toBeFocused();

    await authPanel.passwordInput.fill(account.password);
    await authPanel.signInButton.click();
    await expect(toasts.withTitle('Welcome back!')).toBeVisible();

    // The signed-in layout (docs/product.md "Screens"; docs/product.md "Real figures" for the Portfolio Value box).
    await shell.expectSignedInLayout();
    // Every screen that exists has a link; screens still to come have none.
    await expect(shell.sidebarLinks).toHaveText([
      'Dashboard',
      'Analytics',
      'Deal Analysis',
      'Property Search',
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
      'Account',
      'Subscription',
    ]);
    expect(await shell.hrefs(shell.sidebarLinks)).toEqual([
      '/',
      '/analytics',
      '/deal-analysis',
      '/property-search',
      '/property-comparison',
      '/market-trends',
      '/market-heatmaps',
      '/insights',
      '/ledger',
      '/rent-roll',
      '/plan-actual',
      '/schedule-e',
      '/achievements',
      '/import-export',
      '/portfolio-settings',
      '/account',
      '/subscription',
    ]);
    await expect(shell.settingsLink).toHaveAttribute('href', '/settings');
    await expect(shell.userCardText(account.name)).toBeVisible();
    await expect(shell.userCardText('Free Plan')).toBeVisible();
    await expect(shell.portfolioValueBox.getByText('Portfolio Value', { exact: true })).toBeVisible();
    await expect(shell.portfolioTotalValue).toHaveText('$0');
    await expect(shell.portfolioValueBox.getByText('0 properties', { exact: true })).toBeVisible();
    await expect(shell.addFirstPropertyLink).toHaveAttribute('href', '/add-property');
    // No goal is set, so no goal progress or target figure may show (the old version hard-coded one).
    await expect(shell.portfolioValueBox.getByText(/goal/i)).toHaveCount(0);
    await expect(shell.portfolioValueBox.getByRole('progressbar')).toHaveCount(0);
    await expect(shell.portfolioValueBox).not.toContainText('$3.3M');

    await shell.logOut();
    await landing.expectShown();
    await expect(shell.sidebar).toHaveCount(0);

    await page.reload();
    await landing.expectShown();
    await expect(shell.sidebar).toHaveCount(0);
  });

  test('an account created without a full name shows its username on the user card', async ({
    landing,
    authPanel,
    toasts,
    shell,
  }) => {
    const account = newAccount('noname');
    await landing.goto();
    await landing.getStartedFree();

    await authPanel.createAccount({
      username: account.username,
      email: account.email,
      password: account.password,
    });
    await expect(toasts.withTitle('Account created!')).toBeVisible();
    await authPanel.signIn(account.username, account.password);

    await shell.expectSignedInLayout();
    await expect(shell.userCardText(account.username)).toBeVisible();
    await expect(shell.userCardText('Free Plan')).toBeVisible();
  });

  test('signing in with the e-mail address in upper case works', async ({
    page,
    landing,
    authPanel,
    toasts,
    shell,
  }) => {
    const account = newAccount('upper');
    await registerThroughApi(page.request, account);
    await landing.goto();
    await landing.openLogIn();

    await authPanel.signIn(account.email.toUpperCase(), account.password);

    await expect(toasts.withTitle('Welcome back!')).toBeVisible();
    await shell.expectSignedInLayout();
    await expect(shell.userCardText(account.name)).toBeVisible();
  });

  test("the free-platform card's Get Started Free button opens Create Account mode", async ({
    landing,
    authPanel,
  }) => {
    await landing.goto();
    await expect(landing.getStartedFreeButton).toBeVisible();

    await landing.getStartedFree();

    await authPanel.expectCreateAccountMode();
    await expect(authPanel.emailInput).toBeVisible();
    await expect(authPanel.fullNameInput).toBeVisible();
    await expect(authPanel.createAccountButton).toBeEnabled();
  });

  test('the back link of the panel returns to the landing page', async ({ landing, authPanel }) => {
    await landing.goto();
    await landing.openLogIn();
    await authPanel.expectSignInMode();

    await authPanel.goBackToHome();

    await landing.expectShown();
    await expect(authPanel.usernameOrEmailInput).toHaveCount(0);
  });
});
