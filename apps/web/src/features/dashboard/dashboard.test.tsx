import type {
  TGoalProgress,
  TInsight,
  TNotificationList,
  TPortfolioMetrics,
  TProperty,
} from '@rentfolio/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '@/routes/dashboard-page';
import { createApiRouter, type RouteHandler } from '@/test/api-router';
import { jsonResponse, renderWithApp, TEST_USER } from '@/test/render';

const EMPTY_METRICS: TPortfolioMetrics = {
  totalValue: 0,
  totalCashFlow: 0,
  avgROI: 0,
  portfolioROI: 0,
  totalProperties: 0,
  occupancyRate: 0,
  averageCapRate: 0,
  monthOverMonth: null,
  actual: { properties: 0, monthlyCashFlow: null },
};

const GOALS = {
  targetValue: 1_000_000,
  targetCashFlow: 2_000,
  targetProperties: 4,
  targetDate: '2027-06-30',
  targetROI: 8,
  isDefault: false,
};

const PROGRESS: TGoalProgress[] = [
  { goalType: 'portfolio_value', current: 1_250_000, target: 1_000_000, progress: 125, isReached: true },
  { goalType: 'cash_flow', current: 1_500, target: 2_000, progress: 75, isReached: false },
  { goalType: 'properties', current: 3, target: 4, progress: 75, isReached: false },
  { goalType: 'roi', current: 4, target: 8, progress: 50, isReached: false },
];

function property(id: number, overrides: Partial<TProperty> = {}): TProperty {
  return {
    id,
    address: `${id} Main Street`,
    city: 'Denver',
    state: 'CO',
    zipCode: null,
    propertyType: 'duplex',
    bedrooms: 4,
    bathrooms: 2.5,
    squareFeet: null,
    purchasePrice: 425_000,
    monthlyRent: 3_600,
    operatingExpenses: 700,
    propertyTaxes: 0,
    insurance: 0,
    maintenance: 0,
    vacancy: 5,
    downPayment: 20,
    interestRate: 7.5,
    loanTerm: 30,
    closingCosts: 3,
    rehabCosts: 0,
    purchaseDate: null,
    currentValue: null,
    isOccupied: true,
    notes: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    capRate: 8.1,
    cashFlow: 6_000,
    monthlyCashFlow: 500,
    roi: 7.41,
    cashOnCashReturn: 5,
    ...overrides,
  };
}

const NO_NOTIFICATIONS: TNotificationList = { items: [], unreadCount: 0, hasUnseen: false };

let fetchMock: ReturnType<typeof createApiRouter>;

function useRoutes(routes: Record<string, RouteHandler>) {
  fetchMock = createApiRouter({
    'GET /api/portfolio/metrics': () => jsonResponse(200, EMPTY_METRICS),
    'GET /api/portfolio/goals': () => jsonResponse(200, GOALS),
    'GET /api/goals/progress': () => jsonResponse(200, PROGRESS),
    'GET /api/properties?limit=3': () => jsonResponse(200, []),
    'GET /api/notifications': () => jsonResponse(200, NO_NOTIFICATIONS),
    'GET /api/insights?limit=3': () => jsonResponse(200, []),
    'GET /api/user/usage': () =>
      jsonResponse(200, { dealAnalysesUsed: 0, dealAnalysesLimit: -1, period: '2026-11' }),
    ...routes,
  });
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(() => {
  window.localStorage.clear();
  useRoutes({});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDashboard() {
  return renderWithApp(<DashboardPage />, { user: TEST_USER });
}

function metricCard(name: string) {
  return within(screen.getByRole('article', { name }));
}

async function findMetricCard(name: string) {
  return within(await screen.findByRole('article', { name }));
}

describe('DashboardPage', () => {
  it('shows the metrics with their month-over-month captions', async () => {
    useRoutes({
      'GET /api/portfolio/metrics': () =>
        jsonResponse(200, {
          totalValue: 2_450_000,
          totalCashFlow: -925,
          avgROI: 14.83,
          portfolioROI: 0,
          totalProperties: 12,
          occupancyRate: 91.67,
          averageCapRate: 7,
          monthOverMonth: {
            since: '2026-10-20',
            totalValue: 12.5,
            totalCashFlow: null,
            avgROI: 0.4,
            averageCapRate: 0,
            occupancyRate: -8.33,
            totalProperties: 2,
          },
          actual: { properties: 3, monthlyCashFlow: -412.5 },
        } satisfies TPortfolioMetrics),
    });
    renderDashboard();

    const value = await findMetricCard('Total Portfolio Value');
    expect(value.getByText('$2.45M')).toBeTruthy();
    expect(value.getByText('+12.5% from last month')).toBeTruthy();
    const cashFlow = metricCard('Monthly Cash Flow');
    expect(cashFlow.getByText('-$925')).toBeTruthy();
    expect(cashFlow.getByText('Down from $0 last month')).toBeTruthy();
    // Which figure is projected, and the actual one beside it where the ledger has 12 months (-412.50 in whole
    // dollars, as the card writes its figure: -$413).
    expect(cashFlow.getByText('Projected from your deal inputs.')).toBeTruthy();
    expect(
      cashFlow.getByText(
        'Actual: -$413 a month, with 3 of 12 properties from the last 12 months of their ledger (the rest projected).',
      ),
    ).toBeTruthy();
    const roi = metricCard('Average ROI');
    expect(roi.getByText('Projected from your deal inputs.')).toBeTruthy();
    expect(roi.getByText('14.83%')).toBeTruthy();
    expect(roi.getByText('Across 12 properties')).toBeTruthy();
    expect(roi.getByText('+0.4 pts from last month')).toBeTruthy();
    expect(metricCard('Occupancy Rate').getByText('\u22128.3 pts from last month')).toBeTruthy();
  });

  it('shows the loading texts, then an error with a retry that loads again', async () => {
    let calls = 0;
    useRoutes({
      'GET /api/portfolio/metrics': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(500, { error: 'Internal', message: 'boom', requestId: 'r' })
          : jsonResponse(200, EMPTY_METRICS);
      },
    });
    renderDashboard();
    expect(screen.getAllByText('Loading...').length).toBeGreaterThan(0);
    expect(screen.getByText('Loading properties...')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));

    expect((await findMetricCard('Total Portfolio Value')).getByText('No change data yet')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('shows each goal with its target, progress, remaining and the overall progress', async () => {
    renderDashboard();
    const card = within(await screen.findByRole('region', { name: '2027 Investment Goals' }));

    await card.findByText('Portfolio Value Target');
    const rows = card.getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    const value = within(rows[0] as HTMLElement);
    expect(value.getByText('125.0%')).toBeTruthy();
    expect(value.getByText('Goal reached')).toBeTruthy();
    expect(value.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    const count = within(rows[2] as HTMLElement);
    expect(count.getByText('Target 4 Properties')).toBeTruthy();
    expect(count.getByText('1 remaining')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('$500 remaining')).toBeTruthy();
    // (100 + 75 + 75 + 50) / 4
    expect(card.getByText('75.0%', { selector: '[data-testid="goals-overall-value"]' })).toBeTruthy();
    expect(card.getByRole('link', { name: 'Update Goals' }).getAttribute('href')).toBe('/portfolio-settings');
    expect(card.queryByText(/suggested targets/)).toBeNull();
  });

  it('lists the recent properties, each linking to its edit screen', async () => {
    useRoutes({
      'GET /api/properties?limit=3': () =>
        jsonResponse(200, [
          property(3),
          property(2, { state: null, roi: null, bedrooms: null }),
          property(1),
        ]),
    });
    renderDashboard();

    const link = await screen.findByRole('link', { name: 'View 3 Main Street' });
    expect(link.getAttribute('href')).toBe('/properties/3');
    const cards = screen.getAllByTestId('recent-property');
    expect(cards).toHaveLength(3);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('Denver, CO')).toBeTruthy();
    expect(first.getByText('Duplex')).toBeTruthy();
    expect(first.getByText('4 bd · 2.5 ba')).toBeTruthy();
    expect(first.getByText('$425,000')).toBeTruthy();
    expect(first.getByText('7.41%')).toBeTruthy();
    const second = within(cards[1] as HTMLElement);
    expect(second.getByText('Denver')).toBeTruthy();
    expect(second.getByText('n/a')).toBeTruthy();
    expect(second.getByText('– bd · 2.5 ba')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all properties' }).getAttribute('href')).toBe(
      '/property-search',
    );
    expect(screen.queryByTestId('onboarding-offer')).toBeNull();
  });

  it('offers the wizard to a user with no properties until Not now, remembered per user', async () => {
    const first = renderDashboard();
    const offer = within(await screen.findByTestId('onboarding-offer'));
    expect(offer.getByRole('link', { name: 'Start the Setup Wizard' }).getAttribute('href')).toBe(
      '/onboarding',
    );

    fireEvent.click(offer.getByRole('button', { name: 'Not now' }));

    expect(screen.queryByTestId('onboarding-offer')).toBeNull();
    expect(window.localStorage.getItem(`rentfolio.onboardingOffer.${TEST_USER.id}`)).toBe('dismissed');
    first.unmount();

    renderDashboard();
    await screen.findByTestId('recent-properties-empty');
    expect(screen.queryByTestId('onboarding-offer')).toBeNull();

    cleanup();
    renderWithApp(<DashboardPage />, { user: { ...TEST_USER, id: TEST_USER.id + 1 } });
    expect(await screen.findByTestId('onboarding-offer')).toBeTruthy();
  });

  it('counts starting the wizard as a dismissal', async () => {
    renderDashboard();
    const offer = within(await screen.findByTestId('onboarding-offer'));
    fireEvent.click(offer.getByRole('link', { name: 'Start the Setup Wizard' }));
    expect(window.localStorage.getItem(`rentfolio.onboardingOffer.${TEST_USER.id}`)).toBe('dismissed');
  });

  it("shows the first 3 insights in the user's words, or No insights available, and links to /insights", async () => {
    const insight = (id: number, type: TInsight['type']): TInsight => ({
      id: `vacant:${id}`,
      type,
      rule: 'vacant',
      title: 'server title',
      description: 'server description',
      params: { address: `${id} Main Street`, monthlyRent: 2400 },
      propertyId: id,
      generatedAt: new Date().toISOString(),
    });
    useRoutes({
      // The card asks the server for the first 3 only.
      'GET /api/insights?limit=3': () =>
        jsonResponse(
          200,
          [1, 2, 3].map((id) => insight(id, id === 1 ? 'warning' : 'opportunity')),
        ),
    });
    renderDashboard();
    const card = within(await screen.findByRole('region', { name: 'Investment Insights' }));
    expect(await card.findAllByTestId('insight')).toHaveLength(3);
    expect(card.getByText('1 Main Street is vacant')).toBeTruthy();
    expect(
      card.getByText('1 Main Street is marked vacant, so its $2,400 monthly rent is not coming in.'),
    ).toBeTruthy();
    expect(card.getByRole('link', { name: 'View property: 1 Main Street' }).getAttribute('href')).toBe(
      '/properties/1',
    );
    expect(card.getByText('Explainable')).toBeTruthy();
    expect(card.queryByText(/AI Powered/)).toBeNull();
    expect(card.getByRole('link', { name: 'View All Insights' }).getAttribute('href')).toBe('/insights');
    cleanup();

    useRoutes({});
    renderDashboard();
    const empty = within(await screen.findByRole('region', { name: 'Investment Insights' }));
    expect(await empty.findByText('No insights available')).toBeTruthy();
  });

  it('opens /property-search with the typed text on Enter', async () => {
    const { location } = renderDashboard();
    const box = screen.getByRole('searchbox', { name: 'Search properties' });
    expect(box.getAttribute('placeholder')).toBe('Search properties...');

    fireEvent.change(box, { target: { value: '  Oak & Elm ' } });
    fireEvent.submit(box);

    expect(location.history.at(-1)).toBe('/property-search?q=Oak%20%26%20Elm');
  });
});

describe('the notifications panel', () => {
  const UNSEEN: TNotificationList = {
    items: [
      {
        id: 1,
        type: 'properties_added',
        data: { count: 2 },
        createdAt: '2026-11-01T10:00:00.000Z',
        isRead: true,
      },
      {
        id: 2,
        type: 'property_added',
        data: { propertyId: 9, address: '9 Elm Street' },
        createdAt: new Date().toISOString(),
        isRead: false,
      },
    ],
    unreadCount: 1,
    hasUnseen: true,
  };

  it('clears the indicator on opening and marks everything read with Mark all read', async () => {
    useRoutes({
      'GET /api/notifications': () => jsonResponse(200, UNSEEN),
      'POST /api/notifications/seen': () => jsonResponse(200, { ...UNSEEN, hasUnseen: false }),
      'POST /api/notifications/read-all': () =>
        jsonResponse(200, {
          items: UNSEEN.items.map((item) => ({ ...item, isRead: true })),
          unreadCount: 0,
          hasUnseen: false,
        }),
    });
    renderDashboard();

    const bell = await screen.findByRole('button', { name: 'Notifications (new, 1 unread)' });
    expect(screen.getByTestId('notifications-indicator')).toBeTruthy();

    fireEvent.click(bell);

    const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    await waitFor(() => expect(screen.queryByTestId('notifications-indicator')).toBeNull());
    expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toBeTruthy();
    const items = panel.getAllByTestId('notification-item');
    expect(items.map((item) => item.getAttribute('data-unread'))).toEqual(['true', 'false']);
    expect(within(items[0] as HTMLElement).getByText('Property added')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('9 Elm Street')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Just now')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('2 properties added')).toBeTruthy();
    expect(panel.getByText('1 unread')).toBeTruthy();

    fireEvent.click(panel.getByRole('button', { name: 'Mark all read' }));

    expect(await panel.findByText('All caught up')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(panel.getAllByTestId('notification-item').map((item) => item.getAttribute('data-unread'))).toEqual(
      ['false', 'false'],
    );
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => url)).toEqual([
      '/api/notifications/seen',
      '/api/notifications/read-all',
    ]);
  });

  it('shows the empty state, and closes with its close button', async () => {
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    expect(panel.getByText('No notifications yet')).toBeTruthy();
    expect(panel.getByRole('button', { name: 'Mark all read' })).toHaveProperty('disabled', true);

    fireEvent.click(panel.getByRole('button', { name: 'Close notifications' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
