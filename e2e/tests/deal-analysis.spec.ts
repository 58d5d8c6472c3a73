import {
  expect,
  holdRequests,
  recordRequests,
  saveAnalysisThroughApi,
  signInThroughApi,
  test,
} from '../fixtures';
import { EXAMPLE_DEAL, EXAMPLE_DEAL_FIGURES } from '../page-models/deal-form';

// The figures are those of docs/calculations.md's example deal, repeated here so that a changed figure fails a test.
// Rates show with exactly two decimals (docs/product.md "Number formats"): the example's cap rate is 7.10%.
const ANALYZE_PATH = '/api/analyze-deal';
const NOTES = 'Both units rented; new roof in 2021.';

test.beforeEach(async ({ page, dealAnalysis }) => {
  await signInThroughApi(page);
  await dealAnalysis.goto();
});

test.describe('analysing the full deal form', () => {
  test('the example deal, typed into all three tabs, gives the documented figures', async ({
    page,
    dealForm,
    dealResults,
    toasts,
  }) => {
    await expect(dealResults.placeholderHeading).toBeVisible();
    await expect(dealResults.region).toHaveCount(0);

    await dealForm.fill({ ...EXAMPLE_DEAL, notes: NOTES });
    await dealForm.openTab('Property Info');
    await expect(dealForm.field('bathrooms')).toHaveValue('2.5');
    await expect(dealForm.field('propertyType')).toHaveValue('duplex');
    await dealForm.openTab('Financials');
    await expect(dealForm.field('purchasePrice')).toHaveValue('250,000');

    const held = await holdRequests(page, `**${ANALYZE_PATH}`);
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === ANALYZE_PATH);
    await dealForm.analyze();

    await expect(dealForm.analyzingButton).toBeVisible();
    await expect(dealForm.analyzingButton).toBeDisabled();
    await expect(dealForm.analyzeButton).toHaveCount(0);
    await expect(dealResults.analyzingHeading).toBeVisible();
    expect((await sent).postDataJSON()).toMatchObject({
      address: '1428 Elm Street',
      city: 'Denver',
      state: 'CO',
      zipCode: '80205',
      propertyType: 'duplex',
      bedrooms: 4,
      bathrooms: 2.5,
      squareFeet: 1850,
      ...EXAMPLE_DEAL_FIGURES,
      notes: NOTES,
    });

    held.release();

    await expect(toasts.withTitle('Analysis Complete')).toBeVisible();
    await expect(
      toasts.region.getByText('Your property deal has been analyzed successfully.', { exact: true }),
    ).toBeVisible();
    await expect(dealForm.analyzeButton).toBeEnabled();
    await expect(dealResults.placeholder).toHaveCount(0);
    await expect(dealResults.region.getByText('For 1428 Elm Street', { exact: true })).toBeVisible();

    const capRate = dealResults.ratedFigure('Cap Rate');
    const cashFlow = dealResults.ratedFigure('Monthly Cash Flow');
    const roi = dealResults.ratedFigure('ROI');
    await expect(capRate.value).toHaveText('7.10%');
    await expect(capRate.rating).toHaveText('Good');
    await expect(cashFlow.value).toHaveText('$215.86/mo');
    await expect(cashFlow.rating).toHaveText('Good');
    await expect(roi.value).toHaveText('7.15%');
    await expect(roi.rating).toHaveText('Fair');
    await expect(dealResults.figure('Net Operating Income')).toHaveText('$17,760');
    await expect(dealResults.figure('Monthly Payment')).toHaveText('$1,264.14');
    await expect(dealResults.figure('Total Cash Invested')).toHaveText('$67,500');

    await expect(dealResults.score).toHaveText('55');
    await expect(dealResults.scoreBar).toHaveAttribute('aria-valuetext', 'Deal score: 55 out of 100');
    await expect(dealResults.recommendation('Moderate Investment Potential')).toBeVisible();
    await expect(dealResults.ratingTerms).toHaveText(['Cap Rate', 'Cash Flow', 'ROI']);
    await expect(dealResults.ratings).toHaveText(['Good', 'Good', 'Fair']);
  });

  test('a second analysis with another rent replaces the figures', async ({ dealForm, dealResults }) => {
    await dealForm.fill(EXAMPLE_DEAL);
    await dealForm.analyze();
    await expect(dealResults.ratedFigure('Cap Rate').value).toHaveText('7.10%');
    await expect(dealResults.staleNotice).toHaveCount(0);

    await dealForm.fill({ monthlyRent: '2600' });
    await expect(dealResults.staleNotice).toBeVisible();
    await dealForm.analyze();

    // The first analysis's toast may still show beside the second's, so the new figures are waited for instead.
    await expect(dealResults.ratedFigure('Cap Rate').value).toHaveText('8.02%');
    await expect(dealResults.staleNotice).toHaveCount(0);
    await expect(dealResults.ratedFigure('Monthly Cash Flow').value).toHaveText('$405.86/mo');
    await expect(dealResults.ratedFigure('ROI').value).toHaveText('10.53%');
    await expect(dealResults.figure('Net Operating Income')).toHaveText('$20,040');
    await expect(dealResults.score).toHaveText('75');
    await expect(dealResults.recommendation('Strong Investment Opportunity')).toBeVisible();
    await expect(dealResults.recommendation('Moderate Investment Potential')).toHaveCount(0);
    await expect(dealResults.ratings).toHaveText(['Excellent', 'Good', 'Good']);
  });
});

test.describe('Missing Information', () => {
  test('Analyze Investment Deal is disabled while purchase price, rent or expenses is empty', async ({
    dealForm,
  }) => {
    await expect(dealForm.analyzeButton).toBeDisabled();
    await expect(dealForm.requiredNote).toBeVisible();
    await expect(dealForm.analyzeButton).toHaveAccessibleDescription(
      'Purchase price, monthly rent and operating expenses are required.',
    );
    const required = { purchasePrice: '250000', monthlyRent: '2400', operatingExpenses: '300' } as const;
    await dealForm.fill(required);
    await expect(dealForm.analyzeButton).toBeEnabled();
    await expect(dealForm.requiredNote).toHaveCount(0);

    for (const [name, value] of Object.entries(required) as [keyof typeof required, string][]) {
      await dealForm.fill({ [name]: '' });
      await expect(dealForm.analyzeButton, `${name} empty`).toBeDisabled();
      await expect(dealForm.requiredNote).toBeVisible();
      await dealForm.fill({ [name]: value });
      await expect(dealForm.analyzeButton).toBeEnabled();
    }
  });

  test('Enter with a required field empty says what is missing and sends nothing', async ({
    page,
    dealForm,
    toasts,
  }) => {
    const analyzeCalls = recordRequests(page, ANALYZE_PATH);
    await dealForm.fill({ address: '1428 Elm Street', purchasePrice: '250000' });

    await dealForm.field('purchasePrice').press('Enter');

    await expect(toasts.withTitle('Missing Information')).toBeVisible();
    await expect(
      toasts.region.getByText('Please fill in purchase price, monthly rent, and operating expenses.', {
        exact: true,
      }),
    ).toBeVisible();
    // The first empty required field takes the focus.
    await expect(dealForm.field('monthlyRent')).toBeFocused();

    // From another tab, the Financials tab opens on the same field.
    await dealForm.openTab('Property Info');
    await dealForm.field('address').press('Enter');
    await expect(dealForm.tab('Financials')).toHaveAttribute('aria-selected', 'true');
    await expect(dealForm.field('monthlyRent')).toBeFocused();
    expect(analyzeCalls).toEqual([]);
  });
});

test.describe('errors', () => {
  test('a server failure shows Analysis Failed and keeps the placeholder', async ({
    page,
    dealForm,
    dealResults,
    toasts,
  }) => {
    await page.route(`**${ANALYZE_PATH}`, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await dealForm.fill(EXAMPLE_DEAL);

    await dealForm.analyze();

    await expect(toasts.withTitle('Analysis Failed')).toBeVisible();
    await expect(
      toasts.region.getByText('There was an error analyzing your deal. Please try again.', { exact: true }),
    ).toBeVisible();
    await expect(dealForm.analyzeButton).toBeEnabled();
    await expect(dealResults.placeholderHeading).toBeVisible();
    await expect(dealResults.region).toHaveCount(0);
  });

  test('a loan term of 60 shows its message next to the field, on the Loan Details tab', async ({
    page,
    dealForm,
    toasts,
  }) => {
    const analyzeCalls = recordRequests(page, ANALYZE_PATH);
    await dealForm.fill({ ...EXAMPLE_DEAL, loanTerm: '60' });
    await dealForm.openTab('Property Info');

    await dealForm.analyze();

    // A field to correct is not a failure of the system.
    await expect(toasts.withTitle('Check the highlighted fields')).toBeVisible();
    await expect(toasts.withTitle('Analysis Failed')).toHaveCount(0);
    await expect(dealForm.tab('Loan Details')).toHaveAttribute('aria-selected', 'true');
    await expect(dealForm.tab('Loan Details')).toHaveAccessibleName('Loan Details (has errors)');
    const loanTerm = dealForm.field('loanTerm');
    await expect(loanTerm).toBeFocused();
    await expect(loanTerm).toHaveAttribute('aria-invalid', 'true');
    await expect(loanTerm).toHaveAccessibleDescription('Loan term must be between 1 and 50.');
    await expect(
      dealForm.form.getByText('Loan term must be between 1 and 50.', { exact: true }),
    ).toBeVisible();
    // The form checks with the API's own rules, so nothing was sent.
    expect(analyzeCalls).toEqual([]);

    await dealForm.fill({ loanTerm: '30' });
    await expect(loanTerm).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dealForm.tab('Loan Details')).toHaveAccessibleName('Loan Details');
  });

  test("the server's refusal of a field shows its message next to the field", async ({
    page,
    dealForm,
    dealResults,
    toasts,
  }) => {
    // The form lets only valid terms through, so the request is changed on its way to the real server.
    await page.route(`**${ANALYZE_PATH}`, (route) =>
      route.fallback({ postData: { ...route.request().postDataJSON(), loanTerm: 60 } }),
    );
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === ANALYZE_PATH);
    await dealForm.fill(EXAMPLE_DEAL);
    await dealForm.openTab('Financials');

    await dealForm.analyze();

    expect((await answered).status()).toBe(400);
    await expect(toasts.withTitle('Check the highlighted fields')).toBeVisible();
    await expect(toasts.withTitle('Analysis Failed')).toHaveCount(0);
    await expect(dealForm.tab('Loan Details')).toHaveAttribute('aria-selected', 'true');
    await expect(dealForm.field('loanTerm')).toHaveAttribute('aria-invalid', 'true');
    await expect(dealForm.field('loanTerm')).toHaveAccessibleDescription(
      'Loan term must be between 1 and 50.',
    );
    await expect(dealResults.region).toHaveCount(0);
  });
});

test.describe('the live loan summary', () => {
  test('follows price, down payment, rate and term as they are typed, without analysing', async ({
    page,
    dealForm,
    dealResults,
  }) => {
    const analyzeCalls = recordRequests(page, ANALYZE_PATH);
    await dealForm.fill({ purchasePrice: '350000', downPayment: '20', interestRate: '6.5', loanTerm: '30' });

    await expect(dealForm.loanSummaryDownPayment).toHaveText('$70,000');
    await expect(dealForm.loanSummaryLoanAmount).toHaveText('$280,000');
    await expect(dealForm.loanSummaryMonthlyPayment).toHaveText('$1,769.79');

    await dealForm.fill({ downPayment: '25' });
    await expect(dealForm.loanSummaryDownPayment).toHaveText('$87,500');
    await expect(dealForm.loanSummaryLoanAmount).toHaveText('$262,500');

    // A blank down payment falls back to 20%.
    await dealForm.fill({ downPayment: '' });
    await expect(dealForm.loanSummaryDownPayment).toHaveText('$70,000');
    await expect(dealForm.loanSummaryLoanAmount).toHaveText('$280,000');
    await expect(dealForm.loanSummaryMonthlyPayment).toHaveText('$1,769.79');

    expect(analyzeCalls).toEqual([]);
    await expect(dealResults.placeholderHeading).toBeVisible();
  });
});

test.describe('after an analysis', () => {
  test.beforeEach(async ({ dealForm, dealResults }) => {
    await dealForm.fill(EXAMPLE_DEAL);
    await dealForm.analyze();
    await expect(dealResults.heading).toBeVisible();
  });

  test("Cap Rate's info button explains the formula and its numbers; Escape closes it", async ({
    page,
    dealResults,
  }) => {
    const infoButton = dealResults.infoButton('Cap Rate');
    const popover = dealResults.popover('Cap Rate');
    await expect(popover).toHaveCount(0);

    await infoButton.click();

    await expect(popover).toBeVisible();
    await expect(infoButton).toHaveAttribute('aria-expanded', 'true');
    await expect(popover.getByText('NOI / purchase price × 100', { exact: true })).toBeVisible();
    await expect(popover.getByRole('term')).toHaveText(['NOI', 'Purchase price', 'Result']);
    await expect(popover.getByRole('definition')).toHaveText(['$17,760', '$250,000', '7.10%']);

    await page.keyboard.press('Escape');

    await expect(popover).toHaveCount(0);
    await expect(infoButton).toBeFocused();
    await expect(infoButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('the amortisation runs from year 1 to a zero balance in year 30', async ({ dealResults }) => {
    await expect(dealResults.amortizationRows).toHaveCount(30);
    await expect(dealResults.amortizationCells(1)).toHaveText(['$12,934', '$2,235', '$197,765']);
    await expect(dealResults.amortizationCells(30)).toHaveText(['$521', '$14,649', '$0']);
  });

  test('the projection shows the IRR; new assumptions change it without a new analysis', async ({
    page,
    dealResults,
  }) => {
    await expect(dealResults.irr).toHaveText('13.52%');
    await expect(dealResults.irrCaption).toHaveText('Internal rate of return over 10 years');
    await expect(dealResults.saleProceeds).toHaveText('$146,268');
    await expect(dealResults.assumption('Appreciation (%/yr)')).toHaveValue('3');
    const analyzeCalls = recordRequests(page, ANALYZE_PATH);

    await dealResults.assumption('Appreciation (%/yr)').fill('5');
    await dealResults.updateProjectionButton.click();

    await expect(dealResults.irr).toHaveText('16.84%');
    await expect(dealResults.saleProceeds).toHaveText('$213,238');
    await expect(dealResults.projectionStatus).toHaveText('Projection updated for 10 years.');
    // The headline figures do not depend on appreciation.
    await expect(dealResults.ratedFigure('Cap Rate').value).toHaveText('7.10%');

    await dealResults.resetProjectionButton.click();

    await expect(dealResults.assumption('Appreciation (%/yr)')).toHaveValue('3');
    await expect(dealResults.irr).toHaveText('13.52%');
    expect(analyzeCalls).toEqual([]);
  });
});

test.describe('saved analyses', () => {
  /** The example deal as saved through the API, for the tests that start from a saved analysis. */
  const SAVED_DEAL = {
    address: '1428 Elm Street',
    city: 'Denver',
    state: 'CO',
    bathrooms: 2.5,
    ...EXAMPLE_DEAL_FIGURES,
    notes: NOTES,
  };

  test('the empty state, then Save Analysis after a result lists it under its address', async ({
    dealForm,
    dealResults,
    savedAnalyses,
    toasts,
  }) => {
    await expect(savedAnalyses.emptyTitle).toBeVisible();
    await expect(savedAnalyses.emptyText).toBeVisible();
    await dealForm.fill({ ...EXAMPLE_DEAL, notes: NOTES });
    await dealForm.analyze();

    await dealResults.saveButton.click();

    await expect(toasts.withTitle('Analysis Saved')).toBeVisible();
    await expect(dealResults.savedButton).toBeDisabled();
    await expect(savedAnalyses.emptyTitle).toHaveCount(0);
    await expect(savedAnalyses.items).toHaveCount(1);
    const item = savedAnalyses.item('1428 Elm Street');
    await expect(item).toBeVisible();
    await expect(item).toContainText('Denver, CO');
    await expect(item.getByRole('term')).toHaveText(['Cap rate', 'Cash flow', 'Score']);
    await expect(item.getByRole('definition')).toHaveText(['7.10%', '$215.86/mo', '55/100']);
    await expect(item).toHaveAttribute('aria-current', 'true');
  });

  test('Open brings a saved analysis back into the form with its figures, without analysing it again', async ({
    page,
    dealAnalysis,
    dealForm,
    dealResults,
    savedAnalyses,
    toasts,
  }) => {
    await saveAnalysisThroughApi(page, SAVED_DEAL);
    await dealAnalysis.goto();
    await expect(dealResults.placeholderHeading).toBeVisible();
    const analyzeCalls = recordRequests(page, ANALYZE_PATH);

    await savedAnalyses.openButton('1428 Elm Street').click();

    await expect(toasts.withTitle('Analysis Opened')).toBeVisible();
    await expect(dealForm.heading).toBeFocused();
    await expect(dealForm.field('notes')).toHaveValue(NOTES);
    await dealForm.openTab('Financials');
    await expect(dealForm.field('purchasePrice')).toHaveValue('250,000');
    await expect(dealForm.field('monthlyRent')).toHaveValue('2,400');
    await dealForm.openTab('Property Info');
    await expect(dealForm.field('address')).toHaveValue('1428 Elm Street');
    await expect(dealForm.field('bathrooms')).toHaveValue('2.5');
    await expect(dealResults.ratedFigure('Cap Rate').value).toHaveText('7.10%');
    await expect(dealResults.score).toHaveText('55');
    await expect(dealResults.region.getByText(/^Opened from your analysis saved .+\.$/)).toBeVisible();
    await expect(dealResults.staleNotice).toHaveCount(0);
    await expect(dealResults.savedButton).toBeDisabled();
    await expect(savedAnalyses.item('1428 Elm Street')).toHaveAttribute('aria-current', 'true');
    expect(analyzeCalls).toEqual([]);
  });

  test('Delete asks first: Cancel keeps the analysis, Delete removes it and the empty state returns', async ({
    page,
    dealAnalysis,
    savedAnalyses,
    toasts,
  }) => {
    await saveAnalysisThroughApi(page, SAVED_DEAL);
    await dealAnalysis.goto();
    const item = savedAnalyses.item('1428 Elm Street');
    await expect(item).toBeVisible();

    await savedAnalyses.deleteButton('1428 Elm Street').click();

    await expect(savedAnalyses.confirmDialog).toBeVisible();
    await expect(savedAnalyses.confirmDialog).toContainText(
      '“1428 Elm Street” will be removed from your saved analyses. This cannot be undone.',
    );
    await savedAnalyses.cancelDeleteButton.click();

    await expect(savedAnalyses.confirmDialog).toHaveCount(0);
    await expect(item).toBeVisible();
    await expect(savedAnalyses.deleteButton('1428 Elm Street')).toBeFocused();

    await savedAnalyses.deleteButton('1428 Elm Street').click();
    await savedAnalyses.confirmDeleteButton.click();

    await expect(savedAnalyses.confirmDialog).toHaveCount(0);
    await expect(toasts.withTitle('Analysis Deleted')).toBeVisible();
    await expect(savedAnalyses.items).toHaveCount(0);
    await expect(savedAnalyses.emptyTitle).toBeVisible();
    await expect(savedAnalyses.heading).toBeFocused();

    // The deletion is the server's, not only the screen's.
    await dealAnalysis.goto();
    await expect(savedAnalyses.emptyTitle).toBeVisible();
  });

  test('an analysis without an address is listed as an Untitled deal', async ({
    dealAnalysis,
    savedAnalyses,
    page,
  }) => {
    await saveAnalysisThroughApi(page, { ...EXAMPLE_DEAL_FIGURES });

    await dealAnalysis.goto();

    await expect(savedAnalyses.item('Untitled deal')).toBeVisible();
    await expect(savedAnalyses.openButton('Untitled deal')).toBeVisible();
  });
});
