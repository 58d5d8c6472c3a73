import { formatDealLimitMessage, type TAnalyzeDealResponse, type TSavedAnalysis } from '@rentfolio/contracts';
import { analyzeDeal } from '@rentfolio/finance';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DealAnalysisPage } from '@/routes/deal-analysis-page';
import { createApiRouter, getJsonBody } from '@/test/api-router';
import { jsonResponse, renderWithApp, TEST_USER } from '@/test/render';

// jsdom has no canvas for chart.js; the schedule's table carries the same figures.
vi.mock('./amortization-chart', () => ({ default: () => null }));

const UNLIMITED_USAGE = { dealAnalysesUsed: 2, dealAnalysesLimit: -1, period: '2026-07' };

function makeAnalysis(): TAnalyzeDealResponse {
  const { explanations: _explanations, ...analysis } = analyzeDeal(
    { purchasePrice: 250_000, monthlyRent: 2_400, operatingExpenses: 300 },
    { includeSchedule: true, projection: {} },
  );
  return analysis;
}

let fetchMock: ReturnType<typeof createApiRouter>;

function useRoutes(routes: Parameters<typeof createApiRouter>[0]) {
  fetchMock = createApiRouter({
    'GET /api/user/usage': () => jsonResponse(200, UNLIMITED_USAGE),
    'GET /api/analyses': () => jsonResponse(200, []),
    ...routes,
  });
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(() => useRoutes({}));

afterEach(() => {
  // Sonner keeps its toasts in module state, across renders.
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(user = TEST_USER) {
  return renderWithApp(
    <>
      <DealAnalysisPage />
      <Toaster />
    </>,
    { user, path: '/deal-analysis' },
  );
}

function getDealForm() {
  return within(screen.getByRole('form', { name: 'Deal Details' }));
}

/** Labels are matched from their start: the required ones end with an asterisk. */
function typeInto(form: ReturnType<typeof getDealForm>, label: RegExp, value: string) {
  fireEvent.change(form.getByLabelText(label), { target: { value } });
}

describe('Deal Analysis: the Analyze Investment Deal button', () => {
  it('stays disabled until purchase price, monthly rent and operating expenses are all filled in', () => {
    renderPage();
    const form = getDealForm();
    const button = form.getByRole('button', { name: 'Analyze Investment Deal' });

    expect(button).toHaveProperty('disabled', true);
    typeInto(form, /^Purchase Price/, '250000');
    expect(button).toHaveProperty('disabled', true);
    typeInto(form, /^Monthly Rent/, '2400');
    expect(button).toHaveProperty('disabled', true);
    typeInto(form, /^Operating Expenses/, '300');
    expect(button).toHaveProperty('disabled', false);

    typeInto(form, /^Monthly Rent/, '');
    expect(button).toHaveProperty('disabled', true);
  });

  it("shows 'Missing Information' when Enter is pressed with a required field empty, and sends nothing", async () => {
    renderPage();
    const form = getDealForm();
    typeInto(form, /^Purchase Price/, '250000');

    fireEvent.keyDown(form.getByLabelText(/^Purchase Price/), { key: 'Enter' });

    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(
      screen.getByText('Please fill in purchase price, monthly rent, and operating expenses.'),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/analyze-deal')).toBe(false);
    // The tab holding the missing fields opens, with the first empty one focused.
    expect(screen.getByRole('tab', { name: /Financials/ }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement?.id).toBe('monthlyRent');
  });

  it('sends the amounts without separators, shows the results and counts the usage again', async () => {
    const analysis = makeAnalysis();
    useRoutes({ 'POST /api/analyze-deal': () => jsonResponse(200, analysis) });
    const { queryClient } = renderPage();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const form = getDealForm();
    typeInto(form, /^Purchase Price/, '250000');
    typeInto(form, /^Monthly Rent/, '2400');
    typeInto(form, /^Operating Expenses/, '300');
    expect((form.getByLabelText(/^Purchase Price/) as HTMLInputElement).value).toBe('250,000');

    fireEvent.click(form.getByRole('button', { name: 'Analyze Investment Deal' }));

    expect(await screen.findByText('Analysis Complete')).toBeTruthy();
    const body = getJsonBody(fetchMock, 'POST /api/analyze-deal') as Record<string, unknown>;
    expect(body).toMatchObject({
      purchasePrice: 250000,
      monthlyRent: 2400,
      operatingExpenses: 300,
      vacancy: 5,
      downPayment: 20,
      interestRate: 7.5,
      loanTerm: 30,
      closingCosts: 3,
      includeSchedule: true,
      projection: { years: 10, rentGrowth: 3, expenseGrowth: 2, appreciation: 3, sellingCosts: 6 },
    });
    expect(screen.getByRole('heading', { name: 'Investment Metrics' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Deal Score & Recommendation' })).toBeTruthy();
    expect(screen.getByText(analysis.recommendation)).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/user/usage'] });
  });

  it("shows the server's field message on its tab after a 400", async () => {
    useRoutes({
      'POST /api/analyze-deal': () =>
        jsonResponse(400, {
          error: 'Bad Request',
          message: 'Loan term must be between 1 and 50.',
          requestId: 'r1',
          details: { loanTerm: 'Loan term must be between 1 and 50.' },
        }),
    });
    renderPage();
    const form = getDealForm();
    typeInto(form, /^Purchase Price/, '250000');
    typeInto(form, /^Monthly Rent/, '2400');
    typeInto(form, /^Operating Expenses/, '300');

    fireEvent.click(form.getByRole('button', { name: 'Analyze Investment Deal' }));

    // A field to correct is not a failure of the system: the toast says to check the fields.
    expect(await screen.findByText('Check the highlighted fields')).toBeTruthy();
    expect(screen.queryByText('Analysis Failed')).toBeNull();
    expect(screen.getByRole('tab', { name: /Loan Details/ }).getAttribute('aria-selected')).toBe('true');
    const loanTerm = form.getByLabelText(/^Loan Term/);
    expect(loanTerm.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Loan term must be between 1 and 50.')).toBeTruthy();
  });

  it('opens the upgrade dialog without a toast when the server answers 403 about the limit', async () => {
    useRoutes({
      'POST /api/analyze-deal': () =>
        jsonResponse(403, {
          error: 'Forbidden',
          code: 'DEAL_LIMIT',
          message: formatDealLimitMessage(3),
          requestId: 'r2',
        }),
    });
    renderPage();
    const form = getDealForm();
    typeInto(form, /^Purchase Price/, '250000');
    typeInto(form, /^Monthly Rent/, '2400');
    typeInto(form, /^Operating Expenses/, '300');

    fireEvent.click(form.getByRole('button', { name: 'Analyze Investment Deal' }));

    expect(await screen.findByRole('dialog', { name: 'Compare plans' })).toBeTruthy();
    expect(screen.queryByText('Analysis Failed')).toBeNull();
  });
});

describe('Deal Analysis: the form on react-hook-form', () => {
  function fillRequired(form: ReturnType<typeof getDealForm>) {
    typeInto(form, /^Purchase Price/, '250000');
    typeInto(form, /^Monthly Rent/, '2400');
    typeInto(form, /^Operating Expenses/, '300');
  }

  it("blocks the analysis with the model's message, opens its tab and focuses it; an edit clears it", async () => {
    renderPage();
    const form = getDealForm();
    fillRequired(form);
    typeInto(form, /^Loan Term/, '60');

    fireEvent.click(form.getByRole('button', { name: 'Analyze Investment Deal' }));

    expect(await screen.findByText('Check the highlighted fields')).toBeTruthy();
    const loanTab = screen.getByRole('tab', { name: /Loan Details/ });
    expect(loanTab.getAttribute('aria-selected')).toBe('true');
    expect(loanTab.textContent).toContain('(has errors)');
    const loanTerm = form.getByLabelText(/^Loan Term/);
    expect(loanTerm.getAttribute('aria-invalid')).toBe('true');
    expect(form.getByText('Loan term must be between 1 and 50.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(loanTerm));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/analyze-deal')).toBe(false);

    // The form checks on submit only: an edit clears the message and the tab's mark at once.
    typeInto(form, /^Loan Term/, '6');
    expect(loanTerm.getAttribute('aria-invalid')).toBeNull();
    expect(form.queryByText('Loan term must be between 1 and 50.')).toBeNull();
    expect(loanTab.textContent).not.toContain('(has errors)');
  });

  it("puts a 400's field message on its field, on its tab, and focuses it", async () => {
    useRoutes({
      'POST /api/analyze-deal': () =>
        jsonResponse(400, {
          error: 'Bad Request',
          message: 'Purchase price must be more than 0.',
          requestId: 'r3',
          details: { purchasePrice: 'Purchase price must be more than 0.', other: 'Not a field.' },
        }),
    });
    renderPage();
    const form = getDealForm();
    fillRequired(form);
    fireEvent.click(screen.getByRole('tab', { name: /Property Info/ }));

    fireEvent.click(form.getByRole('button', { name: 'Analyze Investment Deal' }));

    expect(await screen.findByText('Check the highlighted fields')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Financials/ }).getAttribute('aria-selected')).toBe('true');
    const price = form.getByLabelText(/^Purchase Price/);
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(form.getByText('Purchase price must be more than 0.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(price));
    // What was typed stays, money shown with its separators.
    expect((price as HTMLInputElement).value).toBe('250,000');
  });
});

describe('Deal Analysis: Free Plan Usage', () => {
  it('is hidden on the default plan, which is Pro with unlimited analyses', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Saved Analyses' });
    expect(screen.queryByText('Free Plan Usage')).toBeNull();
  });

  it('shows the counter, the limit alert and the upgrade button at the limit of a limited plan', async () => {
    useRoutes({
      'GET /api/user/usage': () =>
        jsonResponse(200, { dealAnalysesUsed: 3, dealAnalysesLimit: 3, period: '2026-07' }),
    });
    renderPage({ ...TEST_USER, plan: 'limited' });

    expect(await screen.findByText('3 of 3 deal analyses used this month')).toBeTruthy();
    expect(screen.getByText(formatDealLimitMessage(3))).toBeTruthy();
    const upgrade = getDealForm().getByRole('button', { name: 'Upgrade to Analyze More' });
    expect(upgrade).toHaveProperty('disabled', false);

    fireEvent.click(upgrade);

    expect(await screen.findByRole('dialog', { name: 'Compare plans' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/analyze-deal')).toBe(false);
  });
});

describe('Deal Analysis: the placeholder', () => {
  it("says 'Ready to Analyze' before the first result", () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Ready to Analyze' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Investment Metrics' })).toBeNull();
  });
});

const SAVED: TSavedAnalysis = {
  id: 41,
  createdAt: '2026-07-02T15:30:00.000Z',
  address: '1428 Elm Street',
  city: 'Denver',
  state: 'CO',
  zipCode: '80205',
  propertyType: 'duplex',
  bedrooms: 4,
  bathrooms: 2.5,
  squareFeet: 1850,
  notes: 'Both units rented.',
  inputs: {
    purchasePrice: 250_000,
    monthlyRent: 2_400,
    operatingExpenses: 300,
    propertyTaxes: 0,
    insurance: 0,
    maintenance: 0,
    vacancy: 5,
    downPayment: 20,
    interestRate: 7.5,
    loanTerm: 30,
    closingCosts: 3,
    rehabCosts: 0,
  },
  capRate: 9.5,
  cashFlow: 298.57,
  roi: 8.2,
  score: 60,
  recommendation: 'Moderate Investment Potential',
};

describe('Deal Analysis: saved analyses', () => {
  it('says how to save one when there are none', async () => {
    renderPage();
    expect(await screen.findByText('No saved analyses yet')).toBeTruthy();
    expect(screen.getByText('Analyze a deal, then choose Save Analysis to keep it here.')).toBeTruthy();
  });

  it('opens one into the form with its figures, analysed in the browser without counting', async () => {
    useRoutes({ 'GET /api/analyses': () => jsonResponse(200, [SAVED]) });
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Open 1428 Elm Street' }));

    const form = getDealForm();
    expect((form.getByLabelText(/^Purchase Price/) as HTMLInputElement).value).toBe('250,000');
    expect((form.getByLabelText('Property Address') as HTMLInputElement).value).toBe('1428 Elm Street');
    expect((form.getByLabelText('Investment Notes') as HTMLTextAreaElement).value).toBe('Both units rented.');
    expect(screen.getByRole('heading', { name: 'Investment Metrics' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveProperty('disabled', true);
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/analyze-deal')).toBe(false);
  });

  it('deletes one after the confirmation', async () => {
    let list = [SAVED];
    useRoutes({
      'GET /api/analyses': () => jsonResponse(200, list),
      'DELETE /api/analyses/41': () => {
        list = [];
        return jsonResponse(200, { success: true });
      },
    });
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Delete 1428 Elm Street' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this analysis?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No saved analyses yet')).toBeTruthy();
    expect(screen.getByText('Analysis Deleted')).toBeTruthy();
  });
});
