import {
  analyzeDealThroughApi,
  expect,
  expectNoSeriousA11yViolations,
  saveAnalysisThroughApi,
  signInThroughApi,
  test,
} from '../fixtures';
import { EXAMPLE_DEAL, EXAMPLE_DEAL_FIGURES } from '../page-models/deal-form';

// axe-core on /deal-analysis in the states a user meets (serious and critical violations fail), and the screen at
// phone width.

const PHONE = { width: 375, height: 740 };

test.describe('axe on /deal-analysis', () => {
  test('the empty screen', async ({ page, dealAnalysis, dealResults, savedAnalyses }) => {
    await signInThroughApi(page);
    await dealAnalysis.goto();
    await expect(dealResults.placeholderHeading).toBeVisible();
    await expect(savedAnalyses.emptyTitle).toBeVisible();

    await expectNoSeriousA11yViolations(page);
  });

  test.describe('after an analysis', () => {
    test.beforeEach(async ({ page, dealAnalysis, dealForm, dealResults }) => {
      await signInThroughApi(page);
      await dealAnalysis.goto();
      await dealForm.fill(EXAMPLE_DEAL);
      await dealForm.analyze();
      await expect(dealResults.heading).toBeVisible();
      await expect(dealResults.amortizationTable).toBeVisible();
    });

    test('the screen with its result', async ({ page }) => {
      await expectNoSeriousA11yViolations(page);
    });

    // A hovered primary button once fell to 4.46:1 (hover:bg-primary/90 lightened it towards white).
    test('the screen with the pointer on the primary button', async ({ page, dealForm }) => {
      await dealForm.analyzeButton.hover();
      await expectNoSeriousA11yViolations(page);
    });

    test("with Cap Rate's popover open", async ({ page, dealResults }) => {
      await dealResults.infoButton('Cap Rate').click();
      await expect(dealResults.popover('Cap Rate')).toBeVisible();

      await expectNoSeriousA11yViolations(page);
    });
  });

  test('with field messages shown', async ({ page, dealAnalysis, dealForm }) => {
    await signInThroughApi(page);
    await dealAnalysis.goto();
    await dealForm.fill({ ...EXAMPLE_DEAL, loanTerm: '60' });
    await dealForm.analyze();
    await expect(dealForm.field('loanTerm')).toHaveAttribute('aria-invalid', 'true');

    await expectNoSeriousA11yViolations(page);
  });

  test('with the delete confirmation open', async ({ page, dealAnalysis, savedAnalyses }) => {
    await signInThroughApi(page);
    await saveAnalysisThroughApi(page, { address: '1428 Elm Street', ...EXAMPLE_DEAL_FIGURES });
    await dealAnalysis.goto();

    await savedAnalyses.deleteButton('1428 Elm Street').click();
    await expect(savedAnalyses.confirmDialog).toBeVisible();

    await expectNoSeriousA11yViolations(page);
  });

  test('on the limited plan at its limit, and with the upgrade dialog open', async ({
    page,
    dealAnalysis,
    dealForm,
    upgradeDialog,
  }) => {
    await signInThroughApi(page, undefined, { plan: 'limited' });
    for (let used = 0; used < 3; used++) await analyzeDealThroughApi(page, EXAMPLE_DEAL_FIGURES);
    await dealAnalysis.goto();
    await expect(dealAnalysis.limitAlert).toBeVisible();

    await expectNoSeriousA11yViolations(page);

    await dealForm.upgradeButton.click();
    await expect(upgradeDialog.dialog).toBeVisible();

    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('at phone width (375 px)', () => {
  test.use({ viewport: PHONE });

  test('the screen does not scroll sideways, and Analyze Investment Deal can be reached and used', async ({
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

    await expectNoSeriousA11yViolations(page);
  });
});
