import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { settings as deSettings } from '../../apps/web/src/i18n/locales/de/settings';
import {
  analyzeDealThroughApi,
  confirmationLinkFor,
  confirmEmailThroughMail,
  createPropertiesThroughApi,
  createPropertyThroughApi,
  expect,
  expectNoSeriousA11yViolations,
  newAccount,
  newProperty,
  type PropertyBody,
  registerThroughApi,
  saveAnalysisThroughApi,
  setDarkModeThroughApi,
  setGoalsThroughApi,
  signInThroughApi,
  type TestAccount,
  test,
} from '../fixtures';
import { AccountSettingsPage } from '../page-models/account-page';
import { AchievementsPage } from '../page-models/achievements-page';
import { AnalyticsPage, DashboardMarketCard } from '../page-models/analytics-page';
import { BankImportPage } from '../page-models/bank-import-page';
import { ConfirmEmailPage } from '../page-models/confirm-email-page';
import { DashboardPage } from '../page-models/dashboard-page';
import { EXAMPLE_DEAL, EXAMPLE_DEAL_FIGURES } from '../page-models/deal-form';
import { AccountPage, GoalProgressPanel, GoalsForm, PortfolioSettingsPage } from '../page-models/goals-pages';
import { ImportExportPage } from '../page-models/import-export-page';
import { DashboardInsightsCard, InsightsPage } from '../page-models/insights-page';
import { LedgerPage } from '../page-models/ledger-page';
import { MarketHeatMapsPage } from '../page-models/market-heatmaps-page';
import { MarketTrendsPage } from '../page-models/market-trends-page';
import { OnboardingWizard } from '../page-models/onboarding-wizard';
import { PlanActualPage } from '../page-models/plan-actual-page';
import { PropertyComparisonPage } from '../page-models/property-comparison-page';
import { AddPropertyPage, EditPropertyPage, EXAMPLE_PROPERTY } from '../page-models/property-form';
import { PropertyPage } from '../page-models/property-page';
import { PropertySearchPage } from '../page-models/property-search-page';
import { RecurringSection } from '../page-models/recurring-section';
import {
  addRentThroughApi,
  addUnitThroughApi,
  dayFromToday,
  firstOfMonth,
  RentRollPage,
} from '../page-models/rent-roll-page';
import { ReportsCard } from '../page-models/reports-card';
import { ScheduleEPage } from '../page-models/schedule-e-page';
import { TwoFactorDialog } from '../page-models/two-factor-dialog';
import { UpdatesPanel } from '../page-models/updates-panel';
import { E2E_MAIL_PORT } from '../playwright.config';
import { totp } from '../totp';

// Every accessibility scan of the suite (axe-core through expectNoSeriousA11yViolations: serious and critical
// violations fail), one describe per screen by its address: each screen in light and in dark mode, in the states a
// user meets (messages, errors, dialogs, popovers, tabs, phone width). A test walks through its screen's states in one
// page session: the whole page is scanned once per mode, and a part that opens or changes on a screen already scanned
// whole in that mode (a dialog, a popover, a panel, a message) is scanned alone with `include`. Signed in, dark mode is
// the user's setting (setDarkModeThroughApi, then a load); signed out, it is the class on <html>, as the signed-out
// specs switch it. Themes: docs/product.md "Settings". What each state does is tested in the screen's own spec.

const CLIENT = { 'x-rentfolio-client': 'e2e' };
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 720 };
const MODES = [false, true] as const;

/** The parts scanned alone (CSS selectors for `include`). */
const MAIN = 'main';
const DIALOG = '[role="dialog"]';
const ALERT_DIALOG = '[role="alertdialog"]';
const TABS = '[role="tablist"], [role="tabpanel"]';
const COMBOBOX = '[role="combobox"], [role="listbox"]';
const TOASTS = '[data-sonner-toaster]';
const PREVIEW = '[data-testid="csv-preview"]';

function modeName(dark: boolean): string {
  return dark ? 'dark' : 'light';
}

/** <html> is in the mode: the `dark` class in dark mode, none in light mode. */
async function expectMode(page: Page, dark: boolean): Promise<void> {
  if (dark) await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

/** Signed out, dark mode as the signed-out specs switch it: the class on <html> (until the next load). */
async function darkenSignedOutPage(page: Page): Promise<void> {
  await page.locator('html').evaluate((html) => html.classList.add('dark'));
  await expectMode(page, true);
}

test.describe('/ signed out (the landing page)', () => {
  test('light and dark, wide and at 375 px', async ({ page, landing }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await landing.goto();
      await expectMode(page, false);
      await expectNoSeriousA11yViolations(page);
      await darkenSignedOutPage(page);
      await expectNoSeriousA11yViolations(page);
    }
  });
});

/** Registers an account and turns two-factor sign-in on through the API, then signs out again. */
async function accountWithTwoFactor(request: APIRequestContext): Promise<TestAccount> {
  const account = newAccount('tfa');
  await registerThroughApi(request, account);
  const login = await request.post('/api/auth/login', {
    data: { usernameOrEmail: account.username, password: account.password },
    headers: CLIENT,
  });
  expect(login.status()).toBe(200);
  const setup = await request.post('/api/auth/2fa/setup', { headers: CLIENT });
  const { secret } = (await setup.json()) as { secret: string };
  const verify = await request.post('/api/auth/2fa/verify', {
    data: { code: totp(secret, Date.now()), password: account.password },
    headers: CLIENT,
  });
  expect(verify.status(), await verify.text()).toBe(200);
  await request.post('/api/auth/logout', { headers: CLIENT });
  return account;
}

test.describe('/sign-in', () => {
  test('the panel with an error, and the two-factor code step with its error, light and dark', async ({
    page,
    landing,
    authPanel,
  }) => {
    const account = await accountWithTwoFactor(page.request);
    const main = page.getByRole('main');
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        await landing.goto();
        await landing.openLogIn();
        await authPanel.expectSignInMode();
        await authPanel.signInButton.click();
        await expect(authPanel.error).toBeVisible();
        if (dark) await darkenSignedOutPage(page);
        await expectMode(page, dark);
        await expectNoSeriousA11yViolations(page);

        await authPanel.usernameOrEmailInput.fill(account.username);
        await authPanel.passwordInput.fill(account.password);
        await authPanel.signInButton.click();
        await expect(authPanel.heading).toHaveText('Two-Factor Sign-In');
        await main.getByLabel('Verification code').fill('000000');
        await main.getByRole('button', { name: 'Verify', exact: true }).click();
        await expect(main.getByRole('alert')).toBeVisible();
        await expectMode(page, dark);
        await expectNoSeriousA11yViolations(page, { include: MAIN });
      });
    }
  });
});

test.describe('/sign-up', () => {
  test('the panel in Create Account mode, light and dark', async ({ page, landing, authPanel }) => {
    await landing.goto();
    await landing.getStartedFree();
    await authPanel.expectCreateAccountMode();
    await expectNoSeriousA11yViolations(page);
    await darkenSignedOutPage(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('/admin-access', () => {
  test('the admin PIN panel, light and dark', async ({ page, landing, adminPanel }) => {
    await landing.goto();
    await landing.openAdminAccess();
    await adminPanel.expectShown();
    await expectNoSeriousA11yViolations(page);
    await darkenSignedOutPage(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('an unknown address (the 404 page)', () => {
  test('signed out, light and dark', async ({ page, notFound }) => {
    await page.goto('/no-such-page');
    await expect(notFound.heading).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await darkenSignedOutPage(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('signed in, light and dark', async ({ page, notFound }) => {
    await signInThroughApi(page);
    for (const dark of MODES) {
      await setDarkModeThroughApi(page, dark);
      await page.goto('/no-such-page');
      await expect(notFound.heading).toBeVisible();
      await expectMode(page, dark);
      await expectNoSeriousA11yViolations(page);
    }
  });
});

test.describe('/confirm-email', () => {
  test.use({ baseURL: `http://127.0.0.1:${E2E_MAIL_PORT}` });

  test('confirmed, and refused when the link is used again, light and dark', async ({ page }) => {
    const confirmPage = new ConfirmEmailPage(page);
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        // A new account in each mode: its link confirms once.
        const account = await signInThroughApi(page);
        await setDarkModeThroughApi(page, dark);
        // The app keeps the settings in the browser, where the confirm page reads them before its first frame.
        await new DashboardPage(page).goto();
        await expectMode(page, dark);

        const link = await confirmationLinkFor(page.request, account.email);
        await confirmPage.open(link);
        await expect(confirmPage.confirmedHeading).toBeVisible();
        await expectMode(page, dark);
        await expectNoSeriousA11yViolations(page);

        await confirmPage.open(link);
        await expect(confirmPage.failedHeading).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: '[data-testid="confirm-email-panel"]' });
      });
    }
  });
});

/** The dashboard's own properties (dashboard.spec.ts), and two with insights (insights.spec.ts). */
const MAPLE = newProperty({
  address: '101 Maple Street',
  city: 'Denver',
  state: 'CO',
  propertyType: 'single-family',
  bedrooms: 3,
  bathrooms: 2,
  purchasePrice: 350000,
  monthlyRent: 2800,
  operatingExpenses: 600,
});
const ELM = newProperty({
  address: '22 Elm Avenue',
  city: 'Austin',
  state: 'TX',
  propertyType: 'duplex',
  bedrooms: 4,
  bathrooms: 2.5,
  purchasePrice: 425000,
  monthlyRent: 3600,
  operatingExpenses: 700,
  isOccupied: false,
});
/** 80205, 3 bedrooms, a rent far below HUD's Fair Market Rent, bought for cash in 2020. */
const WELTON_INSIGHTS: PropertyBody = {
  address: '2900 Welton St',
  city: 'Denver',
  state: 'CO',
  zipCode: '80205',
  propertyType: 'single-family',
  bedrooms: 3,
  purchasePrice: 400_000,
  monthlyRent: 1800,
  purchaseDate: '2020-06-15',
  downPayment: 100,
};
/** Vacant, and its rent does not pay the loan: three warnings. */
const VACANT: PropertyBody = {
  address: '14 Vacant Lane',
  city: 'Denver',
  state: 'CO',
  zipCode: null,
  propertyType: 'single-family',
  bedrooms: 3,
  purchasePrice: 400_000,
  monthlyRent: 1000,
  isOccupied: false,
};

test.describe('/ (the dashboard)', () => {
  test('empty, with the onboarding offer, and Send Now failing with its toast, light and dark', async ({
    page,
    toasts,
  }) => {
    await signInThroughApi(page);
    const dashboard = new DashboardPage(page);
    const card = new ReportsCard(page);
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        await setDarkModeThroughApi(page, dark);
        await dashboard.goto();
        await expectMode(page, dark);
        await expect(dashboard.onboardingOffer).toBeVisible();
        await card.expectLoaded();
        await expect(new UpdatesPanel(page).items.first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        // This server has no mail service: the failure toast.
        await card.sendNowButton.click();
        await expect(toasts.withTitle('Failed to Send Report')).toBeVisible();
        await expectNoSeriousA11yViolations(page, {
          include: `[data-testid="monthly-reports-card"], ${TOASTS}`,
        });
      });
    }
  });

  test('with goals and properties: the insights card, the notifications panel, the market card at 3M with its table, light and dark', async ({
    page,
  }) => {
    await signInThroughApi(page);
    await setGoalsThroughApi(page, {
      targetValue: 500_000,
      targetCashFlow: 10_000,
      targetProperties: 3,
      targetDate: '2027-12-31',
      targetROI: 8,
    });
    await createPropertiesThroughApi(page, [MAPLE, ELM]);
    await createPropertyThroughApi(page, WELTON_INSIGHTS);
    await createPropertyThroughApi(page, VACANT);
    const dashboard = new DashboardPage(page);
    const insights = new DashboardInsightsCard(page);
    const market = new DashboardMarketCard(page);
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        await setDarkModeThroughApi(page, dark);
        await dashboard.goto();
        await expectMode(page, dark);
        await expect(dashboard.recentProperties).toHaveCount(3);
        await expect(insights.insights).toHaveCount(3);
        await expect(market.chart).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        await dashboard.openNotifications();
        await expect(dashboard.notificationItems).not.toHaveCount(0);
        await expectNoSeriousA11yViolations(page, { include: DIALOG });
        await page.keyboard.press('Escape');
        await expect(dashboard.notificationsPanel).toBeHidden();

        await market.range('3M').click();
        await expect(market.range('3M')).toHaveAttribute('aria-pressed', 'true');
        await market.tableToggle.click();
        await expect(market.tableRows).toHaveCount(3);
        await expectNoSeriousA11yViolations(page, { include: '[data-testid="market-trends-card"]' });
      });
    }
  });

  test.describe('on the server that sends e-mail', () => {
    test.use({ baseURL: `http://127.0.0.1:${E2E_MAIL_PORT}` });

    test('the reports card after Send Now, with its toast, light and dark', async ({ page, toasts }) => {
      const account = await signInThroughApi(page);
      await confirmEmailThroughMail(page.request, account.email);
      await createPropertyThroughApi(
        page,
        newProperty({ address: '77 Delivery Lane', purchasePrice: 321_000 }),
      );
      const card = new ReportsCard(page);
      for (const dark of MODES) {
        await test.step(modeName(dark), async () => {
          await setDarkModeThroughApi(page, dark);
          await page.goto('/');
          await card.expectLoaded();
          await expectMode(page, dark);
          await card.sendNowButton.click();
          await expect(toasts.withTitle('Monthly Report Sent')).toBeVisible();
          await expect(card.lastStatus).toContainText('Sent', { timeout: 20_000 });
          await expectNoSeriousA11yViolations(page);
        });
      }
    });
  });
});

test.describe('/deal-analysis', () => {
  test('empty, and with field messages, light and dark', async ({
    page,
    dealAnalysis,
    dealForm,
    dealResults,
    savedAnalyses,
  }) => {
    await signInThroughApi(page);
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        await setDarkModeThroughApi(page, dark);
        await dealAnalysis.goto();
        await expectMode(page, dark);
        await expect(dealResults.placeholderHeading).toBeVisible();
        await expect(savedAnalyses.emptyTitle).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        // A minus sign in a money field.
        await dealForm.fill({ purchasePrice: '-5' });
        await expect(dealForm.field('purchasePrice')).toHaveAccessibleDescription(
          /Negative amounts are not allowed\./,
        );
        await expectNoSeriousA11yViolations(page, { include: 'main form' });

        // A field refused on Analyze.
        await dealForm.fill({ ...EXAMPLE_DEAL, loanTerm: '60' });
        await dealForm.analyze();
        await expect(dealForm.field('loanTerm')).toHaveAttribute('aria-invalid', 'true');
        await expectNoSeriousA11yViolations(page, { include: 'main form' });
      });
    }
  });

  test('after an analysis: the results, the pointer on the primary button, a popover, light and dark', async ({
    page,
    dealAnalysis,
    dealForm,
    dealResults,
  }) => {
    await signInThroughApi(page);
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        await setDarkModeThroughApi(page, dark);
        await dealAnalysis.goto();
        await expectMode(page, dark);
        await dealForm.fill(EXAMPLE_DEAL);
        await dealForm.analyze();
        await expect(dealResults.heading).toBeVisible();
        await expect(dealResults.amortizationTable).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        // A hovered primary button once fell to 4.46:1 (hover:bg-primary/90 lightened it towards white).
        await dealForm.analyzeButton.hover();
        await expectNoSeriousA11yViolations(page, { include: 'main form' });

        await dealResults.infoButton('Cap Rate').click();
        await expect(dealResults.popover('Cap Rate')).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: DIALOG });
      });
    }
  });

  test('a saved analysis and its delete confirmation, light and dark', async ({
    page,
    dealAnalysis,
    savedAnalyses,
  }) => {
    await signInThroughApi(page);
    await saveAnalysisThroughApi(page, { address: '1428 Elm Street', ...EXAMPLE_DEAL_FIGURES });
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        await setDarkModeThroughApi(page, dark);
        await dealAnalysis.goto();
        await expectMode(page, dark);
        await expect(savedAnalyses.item('1428 Elm Street')).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        await savedAnalyses.deleteButton('1428 Elm Street').click();
        await expect(savedAnalyses.confirmDialog).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: ALERT_DIALOG });
      });
    }
  });

  test('on the limited plan at its limit, and the upgrade dialog, light and dark', async ({
    page,
    dealAnalysis,
    dealForm,
    upgradeDialog,
  }) => {
    await signInThroughApi(page, undefined, { plan: 'limited' });
    for (let used = 0; used < 3; used++) await analyzeDealThroughApi(page, EXAMPLE_DEAL_FIGURES);
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        await setDarkModeThroughApi(page, dark);
        await dealAnalysis.goto();
        await expectMode(page, dark);
        await expect(dealAnalysis.limitAlert).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        await dealForm.upgradeButton.click();
        await expect(upgradeDialog.dialog).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: DIALOG });
      });
    }
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: PHONE });

    test('after an analysis, light and dark', async ({ page, dealAnalysis, dealForm, dealResults }) => {
      await signInThroughApi(page);
      for (const dark of MODES) {
        await test.step(modeName(dark), async () => {
          await setDarkModeThroughApi(page, dark);
          await dealAnalysis.goto();
          await expectMode(page, dark);
          await dealForm.fill({ purchasePrice: '250000', monthlyRent: '2400', operatingExpenses: '300' });
          await dealForm.analyzeButton.click();
          await expect(dealResults.heading).toBeInViewport();
          await expect(dealResults.amortizationTable).toBeVisible();
          await expectNoSeriousA11yViolations(page);
        });
      }
    });
  });
});

test.describe('/add-property', () => {
  test('empty, with its messages, and an implausible entry, light and dark', async ({ page }) => {
    await signInThroughApi(page);
    const add = new AddPropertyPage(page);
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        await setDarkModeThroughApi(page, dark);
        await add.goto();
        await expectMode(page, dark);
        await expect(add.form).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        await add.submitButton.click();
        await expect(add.fieldErrors()).toHaveCount(3);
        await expectNoSeriousA11yViolations(page, { include: 'main form' });

        // "Is this right?": a price under $10,000 and a rent above 10% of it.
        await add.fill({ ...EXAMPLE_PROPERTY, purchasePrice: '5000', monthlyRent: '2000' });
        await expect(page.getByRole('main').getByText('Is this right?', { exact: true })).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: MAIN });
      });
    }
  });

  test('prefilled from a saved analysis, and a saved analysis that is gone, light and dark', async ({
    page,
  }) => {
    await signInThroughApi(page);
    await saveAnalysisThroughApi(page, {
      address: '77 Saved Avenue',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      propertyType: 'triplex',
      bedrooms: 6,
      bathrooms: 3,
      purchasePrice: 400_000,
      monthlyRent: 3_600,
      operatingExpenses: 500,
      vacancy: 6,
      downPayment: 25,
      interestRate: 7,
      loanTerm: 15,
      notes: 'Three units, one vacant.',
    });
    const [analysis] = (await (await page.request.get('/api/analyses', { headers: CLIENT })).json()) as {
      id: number;
    }[];
    if (!analysis) throw new Error('the analysis was not saved');
    const add = new AddPropertyPage(page);
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        await setDarkModeThroughApi(page, dark);
        await add.goto(`?fromAnalysis=${analysis.id}`);
        await expect(add.prefilledNotice).toBeVisible();
        await expect(add.field('address')).toHaveValue('77 Saved Avenue');
        await expectMode(page, dark);
        await expectNoSeriousA11yViolations(page);

        await add.goto('?fromAnalysis=987654');
        await expect(add.analysisNotFound).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: MAIN });
      });
    }
  });
});

test.describe('/properties/:id/edit', () => {
  test('the form, its delete confirmation, a value estimate with its note, and an unknown id, light and dark', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const plain = await createPropertyThroughApi(page);
    // Five Points, Denver, bought in June 2020: the Zillow Home Value Index gives it an estimate.
    const welton = await createPropertyThroughApi(
      page,
      newProperty({
        address: '2900 Welton St',
        city: 'Denver',
        state: 'CO',
        zipCode: '80205',
        purchasePrice: 400_000,
        purchaseDate: '2020-06-15',
      }),
    );
    const edit = new EditPropertyPage(page);
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        await setDarkModeThroughApi(page, dark);
        await edit.goto(plain.id);
        await expectMode(page, dark);
        await expect(edit.previewFigure('Cap Rate')).not.toHaveText('—');
        await expectNoSeriousA11yViolations(page);

        await edit.deleteButton.click();
        await expect(edit.confirmDialog).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: ALERT_DIALOG });
        await edit.cancelDeleteButton.click();

        await edit.goto(welton.id);
        await expect(edit.useEstimateButton).toBeVisible();
        await edit.fill({ purchaseDate: '2021-01-10' });
        await expect(edit.estimateBasisNote).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: 'main form' });

        await edit.goto(plain.id + 1000);
        await expect(edit.notFoundHeading).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: MAIN });
      });
    }
  });
});

test.describe('/properties/:id', () => {
  test('a Denver property with its market chart, light and dark', async ({ page }) => {
    await signInThroughApi(page);
    const stored = await createPropertyThroughApi(
      page,
      newProperty({
        address: '2890 Gilpin Street',
        zipCode: '80205',
        bedrooms: 3,
        purchasePrice: 400_000,
        monthlyRent: 2400,
        purchaseDate: '2020-06-15',
        notes: 'Tenant renewed through 2026.',
      }),
    );
    const propertyPage = new PropertyPage(page);
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        await setDarkModeThroughApi(page, dark);
        await propertyPage.goto(stored.id);
        await propertyPage.expectLoaded('2890 Gilpin Street');
        await expectMode(page, dark);
        await expect(propertyPage.marketChart).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
});

/** Nine properties in six states (property-search.spec.ts): three in Texas. */
const SEARCH_SET: PropertyBody[] = [
  ['10 Larimer Street', 'Denver', 'CO', '80205', 'single-family', 300000, 2600],
  ['22 Colfax Avenue', 'Denver', 'CO', '80206', 'condo', 220000, 1500],
  ['5 Congress Avenue', 'Austin', 'TX', '78701', 'duplex', 410000, 3600],
  ['78 Rainey Street', 'Austin', 'TX', '78701', 'single-family', 520000, 2900],
  ['40 Denver Way', 'Austin', 'TX', '78702', 'townhouse', 260000, 2400],
  ['31 Camelback Road', 'Phoenix', 'AZ', '85016', 'townhouse', 275000, 2100],
  ['9 Ocean Drive', 'Miami', 'FL', '33139', 'apartment', 650000, 5200],
  ['14 Pike Street', 'Seattle', 'WA', '98101', 'condo', 480000, 2500],
  ['3 Lake Shore Drive', 'Chicago', 'IL', '60611', 'duplex', 350000, 3300],
].map(([address, city, state, zipCode, propertyType, purchasePrice, monthlyRent]) => ({
  address: address as string,
  city: city as string,
  state: state as string,
  zipCode: zipCode as string,
  propertyType: propertyType as string,
  purchasePrice: purchasePrice as number,
  monthlyRent: monthlyRent as number,
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1600,
  operatingExpenses: 400,
  propertyTaxes: 2400,
  insurance: 1200,
  maintenance: 1200,
}));

test.describe('/property-search', () => {
  test('no properties; then nine: the list, a search, a refused range, and at 375 px with the filters open, light and dark', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const search = new PropertySearchPage(page);
    for (const dark of MODES) {
      await test.step(`${modeName(dark)}, no properties`, async () => {
        await setDarkModeThroughApi(page, dark);
        await search.goto();
        await expectMode(page, dark);
        await expect(search.emptyTitle).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    }

    await createPropertiesThroughApi(page, SEARCH_SET);
    for (const dark of MODES) {
      await test.step(`${modeName(dark)}, nine properties`, async () => {
        await page.setViewportSize(DESKTOP);
        await setDarkModeThroughApi(page, dark);
        await search.goto();
        await expectMode(page, dark);
        await expect(search.count).toHaveText('Showing all 9 properties');
        await expectNoSeriousA11yViolations(page, { include: MAIN });

        await search.search({ state: 'TX' });
        await expect(search.count).toHaveText('3 properties match');
        await expectNoSeriousA11yViolations(page, { include: MAIN });

        await search.search({ minPrice: '9', maxPrice: '1' });
        await expect(search.minPriceInput).toHaveAttribute('aria-invalid', 'true');
        await expectNoSeriousA11yViolations(page, { include: MAIN });

        // On a phone the filters fold behind a button; a search unfolds them.
        await page.setViewportSize(PHONE);
        await search.goto();
        await expect(search.count).toHaveText('Showing all 9 properties');
        await search.search({ state: 'TX' });
        await expect(search.count).toHaveText('3 properties match');
        await expect(search.filters.getByRole('button', { name: 'Hide filters', exact: true })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    }
  });

  test('a long list loading more, and failing to, light and dark', async ({ page }) => {
    await signInThroughApi(page);
    const bodies: PropertyBody[] = [];
    for (let index = 0; index < 150; index++)
      bodies.push(newProperty({ address: `${index + 1} Paging Place` }));
    await createPropertiesThroughApi(page, bodies);
    const search = new PropertySearchPage(page);
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        await setDarkModeThroughApi(page, dark);
        // The second page (offset 100) is held, then fails.
        let answerSecondPage!: () => void;
        const secondPageAnswered = new Promise<void>((resolve) => {
          answerSecondPage = resolve;
        });
        await page.route('**/api/properties/search', async (route) => {
          if ((route.request().postDataJSON() as { offset?: number }).offset !== 100) return route.fallback();
          await secondPageAnswered;
          return route.fulfill({ status: 503, body: 'down' });
        });
        await search.goto();
        await expectMode(page, dark);
        await expect(search.count).toHaveText('Showing all 150 properties');
        await expectNoSeriousA11yViolations(page);

        await page.evaluate('window.scrollTo({ top: document.documentElement.scrollHeight })');
        await expect(search.placeholders.first()).toBeVisible();
        await expect(search.loadingMoreAnnouncement).toHaveText('Loading...');
        await expectNoSeriousA11yViolations(page, { include: MAIN });

        answerSecondPage();
        await expect(search.loadMoreError).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: MAIN });
        await page.unroute('**/api/properties/search');
      });
    }
  });
});

/** Four properties (property-comparison.spec.ts). */
const COMMON = { operatingExpenses: 400, propertyTaxes: 2400, insurance: 1200, maintenance: 1200 };
const LAKE_SHORE = '3 Lake Shore Drive';
const OCEAN = '9 Ocean Drive';
const COLFAX = '22 Colfax Avenue';
const COMPARISON_SET: PropertyBody[] = [
  {
    address: '10 Larimer Street',
    city: 'Denver',
    state: 'CO',
    propertyType: 'single-family',
    purchasePrice: 300000,
    monthlyRent: 2600,
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1650,
    ...COMMON,
  },
  {
    address: COLFAX,
    city: 'Denver',
    state: 'CO',
    propertyType: 'condo',
    purchasePrice: 220000,
    monthlyRent: 1500,
    bedrooms: 2,
    bathrooms: 1,
    squareFeet: 950,
    rehabCosts: 5000,
    ...COMMON,
  },
  {
    address: OCEAN,
    city: 'Miami',
    state: 'FL',
    propertyType: 'apartment',
    purchasePrice: 650000,
    monthlyRent: 5200,
    bedrooms: 4,
    bathrooms: 3.5,
    squareFeet: 2400,
    currentValue: 700000,
    isOccupied: false,
    ...COMMON,
  },
  {
    address: LAKE_SHORE,
    city: 'Chicago',
    state: 'IL',
    propertyType: 'duplex',
    purchasePrice: 350000,
    monthlyRent: 3300,
    bedrooms: 4,
    bathrooms: 2,
    squareFeet: 2100,
    closingCosts: 2,
    ...COMMON,
  },
];

test.describe('/property-comparison', () => {
  test('no properties; then four: nothing ticked, three compared, and at 375 px with a table scrolled, light and dark', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const compare = new PropertyComparisonPage(page);
    for (const dark of MODES) {
      await test.step(`${modeName(dark)}, no properties`, async () => {
        await setDarkModeThroughApi(page, dark);
        await compare.goto();
        await expectMode(page, dark);
        await expect(compare.emptyTitle).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    }

    await createPropertiesThroughApi(page, COMPARISON_SET);
    for (const dark of MODES) {
      await test.step(`${modeName(dark)}, four properties`, async () => {
        await page.setViewportSize(DESKTOP);
        await setDarkModeThroughApi(page, dark);
        await compare.goto();
        await expectMode(page, dark);
        await expect(compare.checkboxes).toHaveCount(4);
        await expectNoSeriousA11yViolations(page, { include: MAIN });

        for (const address of [OCEAN, LAKE_SHORE, COLFAX]) await compare.checkbox(address).check();
        await expect(compare.table('Financial Metrics')).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: MAIN });

        await page.setViewportSize(PHONE);
        await compare.goto();
        for (const address of [OCEAN, LAKE_SHORE, COLFAX]) await compare.checkbox(address).check();
        const box = compare.tableBox('Financial Metrics');
        await box.focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });

  test('two properties with value estimates and their Use estimate buttons, light and dark', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const welton = { city: 'Denver', state: 'CO', zipCode: '80205', purchasePrice: 400_000 };
    await createPropertyThroughApi(
      page,
      newProperty({ address: '2900 Welton St', purchaseDate: '2020-06-15', ...welton }),
    );
    await createPropertyThroughApi(
      page,
      newProperty({ address: '2950 Welton St', purchaseDate: '2018-03-02', ...welton }),
    );
    const compare = new PropertyComparisonPage(page);
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        await setDarkModeThroughApi(page, dark);
        await compare.goto();
        await expectMode(page, dark);
        await compare.checkbox('2900 Welton St').check();
        await compare.checkbox('2950 Welton St').check();
        await expect(compare.useEstimateButton('2900 Welton St')).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
});

/** Five properties whose cash flows span Excellent to Negative (analytics.spec.ts). */
const ANALYTICS_SET: PropertyBody[] = [
  ['1 Rich Road', 'Denver', 'CO', 3000],
  ['2 Solid Street', 'Denver', 'CO', 1200],
  ['3 Thin Terrace', 'Austin', 'TX', 900],
  ['4 Short Lane', 'Austin', 'TX', 600],
].map(([address, city, state, monthlyRent]) =>
  newProperty({
    address: address as string,
    city: city as string,
    state: state as string,
    monthlyRent: monthlyRent as number,
    operatingExpenses: 200,
    downPayment: 100,
  }),
);
ANALYTICS_SET.push(
  newProperty({
    address: '5 Maple Street',
    city: 'Denver',
    state: 'CO',
    monthlyRent: 2800,
    operatingExpenses: 600,
  }),
);

test.describe('/analytics', () => {
  test('Portfolio Performance, and Cash Flow with its table, light and dark', async ({ page }) => {
    await signInThroughApi(page);
    for (const property of ANALYTICS_SET) await createPropertyThroughApi(page, property);
    const analytics = new AnalyticsPage(page);
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        await setDarkModeThroughApi(page, dark);
        await analytics.goto();
        await expectMode(page, dark);
        await expect(analytics.chart).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        await analytics.openTab('Cash Flow');
        await analytics.tableToggle.click();
        await expect(analytics.tableRows).toHaveCount(5);
        await expectNoSeriousA11yViolations(page, { include: TABS });
      });
    }
  });
});

test.describe('/market-trends', () => {
  test('with its data table, and the city list open, light and dark', async ({ page }) => {
    await signInThroughApi(page);
    const market = new MarketTrendsPage(page);
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        await setDarkModeThroughApi(page, dark);
        await market.goto();
        await expectMode(page, dark);
        await expect(market.chart).toBeVisible();
        await market.tableToggle.click();
        await expect(market.table).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        await market.cityInput.fill('Den');
        await expect(market.listbox).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: COMBOBOX });
      });
    }
  });
});

test.describe('/market-heatmaps', () => {
  test('Denver with the score explained, the city list, the map and the import dialog, light and dark', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const heatmaps = new MarketHeatMapsPage(page);
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        await setDarkModeThroughApi(page, dark);
        await heatmaps.goto('city=Denver&state=CO');
        await expectMode(page, dark);
        await expect(heatmaps.rows.first()).toBeVisible();
        await heatmaps.scoreExplainer.click();
        await expectNoSeriousA11yViolations(page);

        await heatmaps.cityInput.click();
        await expect(heatmaps.listbox).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: COMBOBOX });
        await heatmaps.cityInput.press('Escape');

        // No tile server is reachable: the map says so.
        await heatmaps.rows
          .first()
          .getByRole('button', { name: /^View on Map/ })
          .click();
        await expect(heatmaps.tilesNotice).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: DIALOG });
        await page.keyboard.press('Escape');

        await heatmaps.importButton.click();
        await expect(heatmaps.importDialog).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: DIALOG });
      });
    }
  });
});

test.describe('/insights', () => {
  test('no insights; then eight with How insights work open, light and dark', async ({ page }) => {
    await signInThroughApi(page);
    const insights = new InsightsPage(page);
    for (const dark of MODES) {
      await test.step(`${modeName(dark)}, no properties`, async () => {
        await setDarkModeThroughApi(page, dark);
        await insights.goto();
        await expectMode(page, dark);
        await expect(insights.emptyTitle).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    }

    await createPropertyThroughApi(page, WELTON_INSIGHTS);
    await createPropertyThroughApi(page, VACANT);
    for (const dark of MODES) {
      await test.step(`${modeName(dark)}, two properties`, async () => {
        await setDarkModeThroughApi(page, dark);
        await insights.goto();
        await expectMode(page, dark);
        await insights.openHowInsightsWork();
        await expect(insights.insights).toHaveCount(8);
        await expectNoSeriousA11yViolations(page, { include: MAIN });
      });
    }
  });
});

test.describe('/ledger', () => {
  test('no property, no transaction; then rows with the bulk bar, the Add dialog with its messages and the delete confirmation, light and dark', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const ledger = new LedgerPage(page);
    for (const dark of MODES) {
      await test.step(`${modeName(dark)}, no property`, async () => {
        await setDarkModeThroughApi(page, dark);
        await ledger.goto();
        await expectMode(page, dark);
        await expect(ledger.noPropertiesHeading).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    }

    const property = await createPropertyThroughApi(page, newProperty({ address: '18 Ledger Lane' }));
    for (const dark of MODES) {
      await test.step(`${modeName(dark)}, no transaction`, async () => {
        await setDarkModeThroughApi(page, dark);
        await ledger.goto();
        await expectMode(page, dark);
        await expect(ledger.emptyHeading).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: MAIN });
      });
    }

    // A rent, a refund (a negative amount), a split payment and one without a payee: every look a row can have.
    const transactions = [
      {
        date: '2025-03-01',
        payee: 'Jordan Tenant',
        memo: 'March rent',
        parts: [{ category: 'rents', amount: 2400 }],
      },
      { date: '2025-03-08', payee: 'Ace Plumbing', parts: [{ category: 'repairs', amount: -40 }] },
      {
        date: '2025-03-05',
        payee: 'First Bank',
        parts: [
          { category: 'mortgageInterest', amount: 1100.25 },
          { category: 'loanPrincipal', amount: 250.15 },
        ],
      },
      { date: '2025-03-12', parts: [{ category: 'ownerDraw', amount: 500 }] },
    ];
    for (const { parts, ...transaction } of transactions) {
      const response = await page.request.post('/api/transactions', {
        data: { ...transaction, parts: parts.map((part) => ({ propertyId: property.id, ...part })) },
        headers: CLIENT,
      });
      expect(response.status(), await response.text()).toBe(201);
      // The plumber's refund has a receipt: its row shows the paperclip, its Edit dialog the download link.
      if (transaction.payee === 'Ace Plumbing') {
        const [row] = (await response.json()) as { id: number }[];
        const receipt = await page.request.put(`/api/transactions/${row?.id}/receipt?name=refund.pdf`, {
          data: Buffer.from('%PDF-1.4\n%%EOF\n'),
          headers: { ...CLIENT, 'content-type': 'application/octet-stream' },
        });
        expect(receipt.status(), await receipt.text()).toBe(200);
      }
    }
    for (const dark of MODES) {
      await test.step(`${modeName(dark)}, five rows`, async () => {
        await setDarkModeThroughApi(page, dark);
        await ledger.goto();
        await expectMode(page, dark);
        await expect(ledger.rows).toHaveCount(5);
        await ledger.selectCheckbox('Jordan Tenant', '03/01/2025').check();
        await expect(ledger.bulkBar).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: MAIN });

        const dialog = await ledger.openAdd();
        await dialog.addPartButton.click();
        await dialog.fillPart(1, { amount: '0' });
        await dialog.save();
        await expect(dialog.part(1).amount).toHaveAttribute('aria-invalid', 'true');
        await expect(dialog.part(2).category).toHaveAttribute('aria-invalid', 'true');
        await dialog.receiptInput.setInputFiles({
          name: 'receipt.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('<html></html>'),
        });
        await expect(dialog.receiptError).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: DIALOG });
        await dialog.cancelButton.click();
        await expect(dialog.dialog).toBeHidden();

        await ledger.editButton('Ace Plumbing', '03/08/2025').click();
        await expect(ledger.editDialog.receiptLink('refund.pdf')).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: DIALOG });
        await ledger.editDialog.cancelButton.click();
        await expect(ledger.editDialog.dialog).toBeHidden();

        await ledger.deleteButton('Jordan Tenant', '03/01/2025').click();
        await expect(ledger.deleteDialog).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: ALERT_DIALOG });
      });
    }
  });

  test('the Recurring section with rent and a loan payment, its dialog with messages and its delete confirmation, light and dark', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const property = await createPropertyThroughApi(
      page,
      newProperty({ address: '18 Ledger Lane', downPayment: 20, purchaseDate: '2026-01-15' }),
    );
    for (const kind of ['rent', 'loanPayment'] as const) {
      const response = await page.request.post('/api/transaction-schedules', {
        data: {
          propertyId: property.id,
          kind,
          dayOfMonth: 1,
          amount: 2400,
          payee: 'Jordan Tenant',
          startDate: '2026-03-01',
        },
        headers: CLIENT,
      });
      expect(response.status(), await response.text()).toBe(201);
    }
    const ledger = new LedgerPage(page);
    const recurring = new RecurringSection(page);
    for (const dark of MODES) {
      await test.step(`${modeName(dark)}, two schedules`, async () => {
        await setDarkModeThroughApi(page, dark);
        await ledger.goto();
        await expectMode(page, dark);
        await expect(recurring.schedules).toHaveCount(2);
        await expectNoSeriousA11yViolations(page, { include: MAIN });

        await recurring.addButton.click();
        await recurring.addDialog.fill({ day: '40' });
        await recurring.addDialog.saveButton.click();
        await expect(recurring.addDialog.day).toHaveAttribute('aria-invalid', 'true');
        await expectNoSeriousA11yViolations(page, { include: DIALOG });
        await recurring.addDialog.cancelButton.click();
        await expect(recurring.addDialog.dialog).toBeHidden();

        await recurring.schedules
          .first()
          .getByRole('button', { name: /^Delete / })
          .click();
        await expect(recurring.deleteDialog).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: ALERT_DIALOG });
        await recurring.deleteDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      });
    }
  });
});

test.describe('/ledger/import', () => {
  test('the file step, a statement read with a duplicate and a rule, a refusal, light and dark', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const property = await createPropertyThroughApi(page, newProperty({ address: '9 Bank Street' }));
    const typed = await page.request.post('/api/transactions', {
      data: {
        date: '2025-10-05',
        payee: 'ACE HARDWARE',
        parts: [{ propertyId: property.id, category: 'repairs', amount: 84.17 }],
      },
      headers: CLIENT,
    });
    expect(typed.status(), await typed.text()).toBe(201);
    const rule = await page.request.post('/api/ledger-rules', {
      data: { payeeContains: 'jordan', category: 'rents', propertyId: null },
      headers: CLIENT,
    });
    expect(rule.status(), await rule.text()).toBe(201);
    const ofx = [
      'OFXHEADER:100',
      'DATA:OFXSGML',
      'VERSION:102',
      '',
      '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>2<ACCTTYPE>CHECKING</BANKACCTFROM>',
      '<BANKTRANLIST><DTSTART>20251001<DTEND>20251031',
      '<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20251001<TRNAMT>2400.00<FITID>T1<NAME>JORDAN LEE</STMTTRN>',
      '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20251005<TRNAMT>-84.17<FITID>T2<NAME>ACE HARDWARE</STMTTRN>',
      '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20251099<TRNAMT>-5<FITID>T3<NAME>BAD DAY</STMTTRN>',
      '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    ].join('\n');
    const screen = new BankImportPage(page);
    for (const dark of MODES) {
      await test.step(`${modeName(dark)}, the file step`, async () => {
        await setDarkModeThroughApi(page, dark);
        await screen.goto();
        await expectMode(page, dark);
        await expectNoSeriousA11yViolations(page, { include: MAIN });
      });
      await test.step(`${modeName(dark)}, a statement read`, async () => {
        await screen.fileInput.setInputFiles({
          name: 'oct.ofx',
          mimeType: 'application/x-ofx',
          buffer: Buffer.from(ofx),
        });
        await expect(screen.main).toContainText('2 transactions read.');
        await expect(screen.main).toContainText('1 row could not be read:');
        await expectNoSeriousA11yViolations(page, { include: MAIN });
      });
      await test.step(`${modeName(dark)}, a file refused`, async () => {
        await screen.fileInput.setInputFiles({
          name: 'x.ofx',
          mimeType: 'application/x-ofx',
          buffer: Buffer.from('<html></html>'),
        });
        await expect(screen.error).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: MAIN });
      });
    }
  });
});

test.describe('/plan-actual', () => {
  test('no property; then two properties, one with a ledger and lines off the plan, light and dark', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const screen = new PlanActualPage(page);
    for (const dark of MODES) {
      await test.step(`${modeName(dark)}, no property`, async () => {
        await setDarkModeThroughApi(page, dark);
        await screen.goto();
        await expectMode(page, dark);
        await expect(screen.noPropertiesHeading).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: MAIN });
      });
    }
    const house = await createPropertyThroughApi(
      page,
      newProperty({ address: '18 Plan Street', purchaseDate: '2024-01-15', downPayment: 20 }),
    );
    await createPropertyThroughApi(page, newProperty({ address: '20 Quiet Road' }));
    for (const [date, category, amount] of [
      ['2026-02-01', 'rents', 900],
      ['2026-03-01', 'repairs', 4000],
    ] as const) {
      const response = await page.request.post('/api/transactions', {
        data: { date, parts: [{ propertyId: house.id, category, amount }] },
        headers: CLIENT,
      });
      expect(response.status(), await response.text()).toBe(201);
    }
    for (const dark of MODES) {
      await test.step(`${modeName(dark)}, the comparison`, async () => {
        await setDarkModeThroughApi(page, dark);
        await screen.goto('?period=year&year=2026');
        await expectMode(page, dark);
        await expect(screen.section('Portfolio')).toBeVisible();
        await expect(
          screen.main.getByRole('table').getByText('Off plan', { exact: true }).first(),
        ).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: MAIN });
      });
    }
  });
});

test.describe('/rent-roll', () => {
  test('no property; then a duplex with its units and late rent, and the unit dialog with its messages, light and dark', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const screen = new RentRollPage(page);
    for (const dark of MODES) {
      await test.step(`${modeName(dark)}, no property`, async () => {
        await setDarkModeThroughApi(page, dark);
        await screen.goto();
        await expectMode(page, dark);
        await expect(screen.noPropertiesText).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: MAIN });
      });
    }
    // The duplex of rent-roll.spec.ts: Unit 1 let with its lease ending in 30 days, two months ago partly paid (late),
    // last month paid; Unit 2 vacant.
    const duplex = await createPropertyThroughApi(
      page,
      newProperty({ address: '10 Duplex Way', propertyType: 'duplex' }),
    );
    const unit1 = await addUnitThroughApi(page, duplex.id, {
      label: 'Unit 1',
      tenantName: 'Ann Tenant',
      leaseStart: firstOfMonth(-2),
      leaseEnd: dayFromToday(30),
      rent: 1500,
      deposit: 1500,
      dueDay: 1,
    });
    await addUnitThroughApi(page, duplex.id, { label: 'Unit 2', rent: 1200, dueDay: 1 });
    await addRentThroughApi(page, {
      propertyId: duplex.id,
      unitId: unit1,
      date: firstOfMonth(-2),
      amount: 1000,
    });
    await addRentThroughApi(page, {
      propertyId: duplex.id,
      unitId: unit1,
      date: firstOfMonth(-1),
      amount: 1500,
    });
    for (const dark of MODES) {
      await test.step(`${modeName(dark)}, the units and their months`, async () => {
        await setDarkModeThroughApi(page, dark);
        await screen.goto();
        await expectMode(page, dark);
        await expect(screen.unitsTable).toBeVisible();
        await expect(screen.historyTable.getByText(/^Late \d+ days$/).first()).toBeVisible();
        await expect(screen.unitsTable.getByText('Ends in 30 days', { exact: true })).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: MAIN });
        const dialog = await screen.openAdd();
        await dialog.fill({ label: '', leaseStart: '2026-05-01', leaseEnd: '2026-04-30', dueDay: '40' });
        await dialog.saveButton.click();
        await expect(dialog.label).toHaveAttribute('aria-invalid', 'true');
        await expect(dialog.leaseEnd).toHaveAttribute('aria-invalid', 'true');
        await expect(dialog.dueDay).toHaveAttribute('aria-invalid', 'true');
        await expectNoSeriousA11yViolations(page, { include: DIALOG });
        await dialog.cancelButton.click();
        await expect(dialog.dialog).toBeHidden();
      });
    }
  });
});

test.describe('/schedule-e', () => {
  test('an empty year; then two properties, one used personally, with the days-and-share dialog and its messages, light and dark', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const screen = new ScheduleEPage(page);
    for (const dark of MODES) {
      await test.step(`${modeName(dark)}, an empty year`, async () => {
        await setDarkModeThroughApi(page, dark);
        await screen.goto('?year=2025');
        await expectMode(page, dark);
        await expect(screen.emptyHeading).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: MAIN });
      });
    }
    const oak = await createPropertyThroughApi(page, newProperty({ address: '12 Oak Street' }));
    const beach = await createPropertyThroughApi(page, newProperty({ address: '2 Beach Road' }));
    for (const [propertyId, category, amount] of [
      [oak.id, 'rents', 24_000],
      [oak.id, 'mortgageInterest', 30_000],
      [beach.id, 'rents', 8_500],
      [beach.id, 'insurance', 1_000],
    ] as const) {
      const response = await page.request.post('/api/transactions', {
        data: { date: '2025-06-01', parts: [{ propertyId, category, amount }] },
        headers: CLIENT,
      });
      expect(response.status(), await response.text()).toBe(201);
    }
    const use = await page.request.put(`/api/schedule-e/${beach.id}`, {
      data: { year: 2025, fairRentalDays: 100, personalUseDays: 30, rentalPercent: 100 },
      headers: CLIENT,
    });
    expect(use.status(), await use.text()).toBe(200);
    for (const dark of MODES) {
      await test.step(`${modeName(dark)}, the schedule`, async () => {
        await setDarkModeThroughApi(page, dark);
        await screen.goto('?year=2025');
        await expectMode(page, dark);
        await expect(screen.table).toBeVisible();
        // A loss on line 21 and both notices of a home.
        await expect(screen.main).toContainText('Property B was used personally');
        await expectNoSeriousA11yViolations(page, { include: MAIN });
        await screen.useButton('B').click();
        await screen.field('Personal use days').fill('999');
        await screen.dialog.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(screen.field('Personal use days')).toHaveAttribute('aria-invalid', 'true');
        await expectNoSeriousA11yViolations(page, { include: DIALOG });
        await screen.dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
        await expect(screen.dialog).toBeHidden();
      });
    }
  });
});

test.describe('/achievements', () => {
  test('every tab, light and dark', async ({ page }) => {
    await signInThroughApi(page);
    await createPropertyThroughApi(page, newProperty({ purchasePrice: 520000 }));
    await setGoalsThroughApi(page, {
      targetValue: 1_000_000,
      targetCashFlow: 2000,
      targetProperties: 1,
      targetDate: '2030-12-31',
      targetROI: 8,
    });
    const achievements = new AchievementsPage(page);
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        await setDarkModeThroughApi(page, dark);
        await achievements.goto();
        await expectMode(page, dark);
        await expect(achievements.byTitle('First Property').achievement).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        await achievements.openTab('Goals');
        await expect(achievements.goalProgress).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: TABS });
        await achievements.openTab('Streaks');
        await expect(achievements.streak('Days in a row using Rentfolio').current).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: TABS });
        await achievements.openTab('Level Ups');
        await expect(achievements.levelValue).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: TABS });
      });
    }
  });
});

/** Two good rows and four refused ones (import-export.spec.ts). */
const CSV_WITH_ERRORS = [
  'address,city,state,zip_code,property_type,purchase_price,monthly_rent,bedrooms',
  '"101 Import Way, Unit 2",Denver,CO,80205,Single Family,"$350,000",2800,3',
  '202 Import Ave,Austin,TX,78704,duplex,425000,3900,4',
  '303 Import Blvd,Boulder,CO',
  ',Denver,CO,80205,Condo,300000,2000,2',
  '404 Import Ct,Denver,CO,80205,castle,300000,2000,2',
  '505 Import Ln,Denver,CO,80205,Townhouse,abc,2000,2',
].join('\r\n');

/** Three properties in three cities (import-export.spec.ts), imported before: chosen again, every row is a duplicate. */
const RENTALS_CSV = [
  'address,city,state,zipCode,propertyType,purchasePrice,monthlyRent',
  '11 Again St,Denver,CO,80205,Condo,250000,1850',
  '12 Again Ave,Austin,TX,78704,Duplex,410000,3300',
  '"1300 Again Boulevard, Building C, Apartment 1204",Boise,ID,83702,Townhouse,330000,2400',
].join('\n');

test.describe('/import-export', () => {
  test('the preview, the results, and the preview with some or every row a likely duplicate, light and dark', async ({
    page,
  }) => {
    const screen = new ImportExportPage(page);
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        // A new account in each mode: its first import finds no duplicates, its second finds the first's two.
        await signInThroughApi(page);
        const imported = await page.request.post('/api/properties/import', {
          data: { importKey: randomUUID(), csv: RENTALS_CSV },
          headers: CLIENT,
        });
        expect(imported.status(), await imported.text()).toBe(200);
        await setDarkModeThroughApi(page, dark);
        await screen.goto();
        await expectMode(page, dark);
        await expectNoSeriousA11yViolations(page);

        await screen.chooseFile({ name: 'rentals.csv', text: CSV_WITH_ERRORS });
        await expect(screen.preview).toBeVisible();
        await expect(screen.previewCount('duplicates')).toHaveText('0');
        await expectNoSeriousA11yViolations(page, { include: PREVIEW });

        await screen.confirmButton(2).click();
        await expect(screen.results).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: MAIN });

        await screen.importAnotherButton.click();
        await screen.chooseFile({ name: 'rentals.csv', text: CSV_WITH_ERRORS });
        await expect(screen.previewCount('duplicates')).toHaveText('2');
        await expect(screen.duplicateRows).toHaveCount(2);
        await expectNoSeriousA11yViolations(page, { include: PREVIEW });

        await screen.cancelButton.click();
        await screen.chooseFile({ name: 'again.csv', text: RENTALS_CSV });
        await expect(screen.previewCount('duplicates')).toHaveText('3');
        await expect(screen.previewCount('ready')).toHaveText('0');
        await expectNoSeriousA11yViolations(page, { include: PREVIEW });
      });
    }
  });
});

test.describe('/portfolio-settings', () => {
  test('the suggested goals with the progress panel, and the form with its messages, light and dark', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const form = new GoalsForm(page);
    const panel = new GoalProgressPanel(page);
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        await setDarkModeThroughApi(page, dark);
        await new PortfolioSettingsPage(page).goto();
        await expectMode(page, dark);
        await expect(form.targetValue).toHaveValue('3,300,000');
        await expect(panel.goals).toHaveCount(4);
        await expectNoSeriousA11yViolations(page);

        await form.fill({ targetValue: '0', targetDate: '2024-06-30' });
        await form.save();
        await expect(form.targetValue).toHaveAttribute('aria-invalid', 'true');
        await expectNoSeriousA11yViolations(page, { include: '[data-testid="goals-form"]' });
        await form.fill({ targetValue: '500000' });
        await form.save();
        await expect(form.targetDate).toHaveAccessibleDescription(/Target date must be in the future\./);
        await expectNoSeriousA11yViolations(page, { include: '[data-testid="goals-form"]' });
      });
    }
  });
});

test.describe('/account (Profile)', () => {
  test("the e-mail's password message and a refused picture's, light and dark", async ({ page }) => {
    await signInThroughApi(page);
    const accountPage = new AccountSettingsPage(page);
    const profile = accountPage.profile;
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        await setDarkModeThroughApi(page, dark);
        await accountPage.goto();
        await expectMode(page, dark);
        await profile.emailInput.fill('someone-else@example.org');
        await profile.saveButton.click();
        await expect(profile.fieldError('currentPassword')).toBeVisible();
        await profile.chooseFile({ name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('<svg/>') });
        await expect(profile.pictureError).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
});

test.describe('/account?tab=security', () => {
  test('a password message, the delete dialog with its error, and the two-factor set-up with its errors and backup codes, light and dark', async ({
    page,
  }) => {
    const accountPage = new AccountSettingsPage(page);
    const security = accountPage.security;
    const dialog = new TwoFactorDialog(page);
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        // A new account in each mode: the set-up turns two-factor sign-in on.
        const account = await signInThroughApi(page);
        await setDarkModeThroughApi(page, dark);
        await accountPage.goto('security');
        await expectMode(page, dark);
        await expect(security.thisDevice).toBeVisible();
        await security.changePassword({ current: account.password, next: 'short12', confirm: 'short12' });
        await expect(security.fieldError('newPassword')).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        await security.deleteAccountButton.click();
        await security.deletePasswordInput.fill('not-the-password-9');
        await security.confirmDeleteButton.click();
        await expect(security.deleteError).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: DIALOG });
        await security.cancelDeleteButton.click();
        await expect(security.deleteDialog).toBeHidden();

        await security.enableTwoFactorButton.click();
        await expect(dialog.setupDialog).toBeVisible();
        const secret = (await dialog.shownSecret()).replace(/\s/g, '');
        await expectNoSeriousA11yViolations(page, { include: DIALOG });
        await dialog.verify(totp(secret, Date.now() - 3_600_000), account.password);
        await expect(dialog.codeError).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: DIALOG });
        await dialog.verify(totp(secret, Date.now()), 'not-the-password-9');
        await expect(dialog.setupPasswordError).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: DIALOG });
        await dialog.verify(totp(secret, Date.now()), account.password);
        await expect(dialog.backupDialog).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: DIALOG });
      });
    }
  });
});

test.describe('/account?tab=goals', () => {
  test('Current Progress with reached, amber and red goals, light and dark', async ({ page }) => {
    await signInThroughApi(page);
    const goalProperty = { operatingExpenses: 300, propertyTaxes: 0, insurance: 0, maintenance: 0 };
    await createPropertiesThroughApi(page, [
      newProperty({ address: '10 Goal Street', purchasePrice: 400_000, monthlyRent: 4_200, ...goalProperty }),
      newProperty({ address: '12 Goal Street', purchasePrice: 200_000, monthlyRent: 2_100, ...goalProperty }),
    ]);
    const metrics = (await (
      await page.request.get('/api/portfolio/metrics', { headers: CLIENT })
    ).json()) as {
      totalCashFlow: number;
      avgROI: number;
    };
    // Value reached (120%), cash flow at 75% and ROI at 80% (amber), properties at 50% (red).
    await setGoalsThroughApi(page, {
      targetValue: 500_000,
      targetCashFlow: Math.round((metrics.totalCashFlow / 0.75) * 100) / 100,
      targetProperties: 4,
      targetDate: '2030-12-31',
      targetROI: Math.round(metrics.avgROI * 1.25 * 100) / 100,
    });
    const panel = new GoalProgressPanel(page);
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        await setDarkModeThroughApi(page, dark);
        await new AccountPage(page).goto();
        await expectMode(page, dark);
        await expect(panel.goals).toHaveCount(4);
        await expect(panel.overall).toHaveText('76.3%');
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
});

const THEMES = ['Midnight', 'Forest', 'Arctic', 'Royal', 'Crimson', 'Monochrome', 'Neon', 'Ocean'];

/** Opens /settings and waits for its form. */
async function openSettings(page: Page, title = 'Settings'): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('switch').first()).toBeVisible();
}

test.describe('/settings', () => {
  // Dark mode is switched on in the form (shown at once, unsaved), then each theme is chosen in turn.
  for (const [index, themes] of [THEMES.slice(0, 4), THEMES.slice(4)].entries()) {
    test(`${index === 0 ? 'light, and ' : ''}dark in the themes ${themes.join(', ')}`, async ({ page }) => {
      await signInThroughApi(page);
      await openSettings(page);
      await expectMode(page, false);
      if (index === 0) await expectNoSeriousA11yViolations(page);
      await page.getByRole('switch', { name: 'Dark mode', exact: true }).click();
      for (const theme of themes) {
        await page.getByText(theme, { exact: true }).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme.toLowerCase());
        await expectMode(page, true);
        await expectNoSeriousA11yViolations(page);
      }
    });
  }

  test('in German, light and dark', async ({ page }) => {
    await signInThroughApi(page);
    const response = await page.request.patch('/api/user/settings', {
      data: { language: 'de' },
      headers: CLIENT,
    });
    expect(response.status(), await response.text()).toBe(200);
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        await setDarkModeThroughApi(page, dark);
        await openSettings(page, deSettings.title);
        await expect(page.getByRole('region', { name: deSettings.display.title, exact: true })).toBeVisible();
        await expectMode(page, dark);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });

  test('the two-factor modal: the overview, the replace step with an error, the new codes, light and dark', async ({
    page,
  }) => {
    const dialog = new TwoFactorDialog(page);
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        // A new account in each mode: a replacement spends a code step, and the next is not accepted yet.
        const account = await signInThroughApi(page);
        const setup = await page.request.post('/api/auth/2fa/setup', { headers: CLIENT });
        const { secret } = (await setup.json()) as { secret: string };
        const now = Date.now();
        const verify = await page.request.post('/api/auth/2fa/verify', {
          data: { code: totp(secret, now), password: account.password },
          headers: CLIENT,
        });
        expect(verify.status(), await verify.text()).toBe(200);
        // The next step: the one used to turn it on is spent.
        const freshCode = () => totp(secret, Math.max(Date.now(), now + 30_000));
        await setDarkModeThroughApi(page, dark);
        await openSettings(page);
        await expectMode(page, dark);
        await expect(page.getByTestId('two-factor-status')).toHaveText('Two-factor sign-in is on.');
        await expectNoSeriousA11yViolations(page);

        await page
          .getByRole('region', { name: 'Two-Factor Authentication', exact: true })
          .getByRole('button', { name: 'Manage', exact: true })
          .click();
        await expect(dialog.manageDialog).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: DIALOG });
        await dialog.replaceCodes('not-the-password-9', freshCode());
        await expect(dialog.replacePasswordError).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: DIALOG });
        await dialog.replaceBackButton.click();
        await expect(dialog.manageDialog).toBeVisible();
        await dialog.replaceCodes(account.password, freshCode());
        await expect(dialog.backupDialog).toBeVisible();
        await expect(dialog.oldCodesNotice).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: DIALOG });
      });
    }
  });
});

test.describe('/onboarding', () => {
  test('each step, with a list and field errors, light and dark', async ({ page }) => {
    await signInThroughApi(page);
    const wizard = new OnboardingWizard(page);
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        await setDarkModeThroughApi(page, dark);
        await wizard.goto();
        await expectMode(page, dark);
        await expect(wizard.welcomeHeading).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        await wizard.getStartedButton.click();
        await expect(wizard.entryHeading).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: MAIN });

        await wizard.sample('Denver Single Family').click();
        await wizard.addPropertyButton.click();
        await wizard.addPropertyButton.click();
        await expect(wizard.field('address')).toHaveAttribute('aria-invalid', 'true');
        await expectNoSeriousA11yViolations(page, { include: MAIN });

        await wizard.fill({ address: '9 Test Way', city: 'Omaha', purchasePrice: '150000' });
        await wizard.addPropertyButton.click();
        await wizard.continueButton.click();
        await expect(wizard.reviewHeading).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: MAIN });
      });
    }
  });
});

test.describe('/checkout', () => {
  test('light and dark', async ({ page, checkout }) => {
    await signInThroughApi(page);
    for (const dark of MODES) {
      await setDarkModeThroughApi(page, dark);
      await checkout.goto();
      await expect(checkout.heading).toBeVisible();
      await expectMode(page, dark);
      await expectNoSeriousA11yViolations(page);
    }
  });
});

test.describe('/subscription', () => {
  test('the plan and its usage, and the plan comparison dialog, light and dark', async ({
    page,
    subscription,
  }) => {
    await signInThroughApi(page);
    for (const dark of MODES) {
      await test.step(modeName(dark), async () => {
        await setDarkModeThroughApi(page, dark);
        await subscription.goto();
        await expect(subscription.usageLimitValue).toHaveText('Unlimited');
        await expectMode(page, dark);
        await expectNoSeriousA11yViolations(page);

        await subscription.openPlanComparison();
        await expect(subscription.dialog).toBeVisible();
        await expect(subscription.continueWithFreeButton).toBeFocused();
        await expectNoSeriousA11yViolations(page, { include: DIALOG });
      });
    }
  });
});
