import { formatDealLimitMessage, type TAnalyzeDealResponse } from '@rentfolio/contracts';
import { analyzeDeal } from '@rentfolio/finance';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiRouter, getJsonBody } from '@/test/api-router';
import { jsonResponse, renderWithApp, TEST_USER } from '@/test/render';
import { QuickDealCard } from './quick-deal-card';

function makeQuickAnalysis(): TAnalyzeDealResponse {
  // docs/calculations.md "Quick analysis": $200,000 at $1,800 rent and $500 expenses.
  const { explanations: _explanations, ...analysis } = analyzeDeal({
    purchasePrice: 200_000,
    monthlyRent: 1_800,
    operatingExpenses: 500,
  });
  return analysis;
}

let fetchMock: ReturnType<typeof createApiRouter>;

function useRoutes(routes: Parameters<typeof createApiRouter>[0]) {
  fetchMock = createApiRouter({
    'GET /api/user/usage': () =>
      jsonResponse(200, { dealAnalysesUsed: 0, dealAnalysesLimit: -1, period: '2026-07' }),
    ...routes,
  });
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(() => useRoutes({}));

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard() {
  renderWithApp(
    <>
      <QuickDealCard />
      <Toaster />
    </>,
    { user: TEST_USER },
  );
  return within(screen.getByRole('region', { name: 'Quick Deal Analysis' }));
}

function type(card: ReturnType<typeof renderCard>, label: string, value: string) {
  fireEvent.change(card.getByLabelText(label), { target: { value } });
}

describe('QuickDealCard', () => {
  it('states its loan assumptions from the finance defaults', () => {
    const card = renderCard();
    expect(card.getByText(/Assumes 20% down, 7\.5%, 30 years/)).toBeTruthy();
  });

  it('enables Analyze Deal only once price, rent and expenses are filled in; vacancy starts at 5', () => {
    const card = renderCard();
    const button = card.getByRole('button', { name: 'Analyze Deal' });
    expect((card.getByLabelText('Vacancy Rate (%)') as HTMLInputElement).value).toBe('5');

    expect(button).toHaveProperty('disabled', true);
    type(card, 'Purchase Price', '200000');
    type(card, 'Monthly Rent', '1800');
    expect(button).toHaveProperty('disabled', true);
    type(card, 'Operating Expenses (monthly)', '500');
    expect(button).toHaveProperty('disabled', false);
  });

  it('shows 350000 as 350,000 and sends it without separators, then shows the four results', async () => {
    useRoutes({ 'POST /api/analyze-deal': () => jsonResponse(200, makeQuickAnalysis()) });
    const card = renderCard();
    type(card, 'Purchase Price', '350000');
    expect((card.getByLabelText('Purchase Price') as HTMLInputElement).value).toBe('350,000');
    type(card, 'Purchase Price', '200000');
    type(card, 'Monthly Rent', '1,800');
    type(card, 'Operating Expenses (monthly)', '500');

    fireEvent.click(card.getByRole('button', { name: 'Analyze Deal' }));

    // The worked example of docs/calculations.md: cap rate 7.26%, $91.26 a month, ROI 5.59%, NOI $14,520.
    expect(await card.findByText('7.26%')).toBeTruthy();
    expect(card.getByText('$91.26')).toBeTruthy();
    expect(card.getByText('5.59%')).toBeTruthy();
    expect(card.getByText('$14,520')).toBeTruthy();
    expect(getJsonBody(fetchMock, 'POST /api/analyze-deal')).toEqual({
      purchasePrice: 200000,
      monthlyRent: 1800,
      operatingExpenses: 500,
      vacancy: 5,
    });
    expect(card.getByRole('button', { name: 'How Cap Rate is calculated' })).toBeTruthy();
  });

  it('opens the upgrade dialog, with no toast, when the month’s limit is reached', async () => {
    useRoutes({
      'POST /api/analyze-deal': () =>
        jsonResponse(403, {
          error: 'Forbidden',
          code: 'DEAL_LIMIT',
          message: formatDealLimitMessage(3),
          requestId: 'r1',
        }),
    });
    const card = renderCard();
    type(card, 'Purchase Price', '200000');
    type(card, 'Monthly Rent', '1800');
    type(card, 'Operating Expenses (monthly)', '500');

    fireEvent.click(card.getByRole('button', { name: 'Analyze Deal' }));

    expect(await screen.findByRole('dialog', { name: 'Compare plans' })).toBeTruthy();
    expect(screen.queryByText('Analysis Failed')).toBeNull();
  });

  it("shows 'Analysis Failed' when the server fails", async () => {
    useRoutes({ 'POST /api/analyze-deal': () => new Response('oops', { status: 502 }) });
    const card = renderCard();
    type(card, 'Purchase Price', '200000');
    type(card, 'Monthly Rent', '1800');
    type(card, 'Operating Expenses (monthly)', '500');

    fireEvent.click(card.getByRole('button', { name: 'Analyze Deal' }));

    expect(await screen.findByText('Analysis Failed')).toBeTruthy();
    expect(screen.getByText('There was an error analyzing your deal. Please try again.')).toBeTruthy();
  });
});
