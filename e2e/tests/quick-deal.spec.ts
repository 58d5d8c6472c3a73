import { expect, recordRequests, signInThroughApi, test } from '../fixtures';
import { DashboardPage } from '../page-models/dashboard-page';

// docs/calculations.md "Quick analysis": $200,000 at $1,800 rent and $500 expenses, with 20% down, 7.5%, 30 years.
// The card is on the dashboard (docs/product.md "Screens" (Dashboard)); it moved there from the Deal Analysis screen.
const ANALYZE_PATH = '/api/analyze-deal';

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page);
  await new DashboardPage(page).goto();
});

test('the card is on the dashboard, and no longer on the Deal Analysis screen', async ({
  quickDeal,
  dealAnalysis,
  dealResults,
}) => {
  await expect(quickDeal.card).toBeVisible();

  await dealAnalysis.goto();

  await expect(dealResults.placeholderHeading).toBeVisible();
  await expect(quickDeal.card).toHaveCount(0);
});

test('the card states its assumptions, and vacancy starts at 5%', async ({ quickDeal }) => {
  await expect(quickDeal.assumptions).toBeVisible();
  await expect(quickDeal.vacancyInput).toHaveValue('5');
  await expect(quickDeal.placeholder).toBeVisible();
});

test('a typed price shows with separators and is sent without them', async ({ page, quickDeal }) => {
  await quickDeal.purchasePriceInput.pressSequentially('350000');
  await expect(quickDeal.purchasePriceInput).toHaveValue('350,000');
  await quickDeal.fill({ monthlyRent: '2800', operatingExpenses: '400' });
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === ANALYZE_PATH);

  await quickDeal.analyzeButton.click();

  const request = await sent;
  const body = request.postDataJSON() as Record<string, unknown>;
  expect(String(body.purchasePrice)).toBe('350000');
  expect(String(body.monthlyRent)).toBe('2800');
  expect(String(body.operatingExpenses)).toBe('400');
  expect(request.postData()).not.toContain('350,000');
  await expect(quickDeal.result('Cap Rate')).toHaveText('7.75%');
});

test('Analyze Deal is enabled only once price, rent and expenses are all filled in', async ({
  page,
  quickDeal,
}) => {
  const analyzeCalls = recordRequests(page, ANALYZE_PATH);
  await expect(quickDeal.analyzeButton).toBeDisabled();

  await quickDeal.fill({ purchasePrice: '200000' });
  await expect(quickDeal.analyzeButton).toBeDisabled();
  await quickDeal.fill({ monthlyRent: '1800' });
  await expect(quickDeal.analyzeButton).toBeDisabled();
  await quickDeal.fill({ operatingExpenses: '500' });
  await expect(quickDeal.analyzeButton).toBeEnabled();

  await quickDeal.fill({ monthlyRent: '' });
  await expect(quickDeal.analyzeButton).toBeDisabled();
  // Enter in a field does not get round the disabled button.
  await quickDeal.purchasePriceInput.press('Enter');
  await expect(quickDeal.placeholder).toBeVisible();
  expect(analyzeCalls).toEqual([]);
});

test('the results show cap rate, cash flow, ROI and annual NOI', async ({ page, quickDeal }) => {
  const dashboard = new DashboardPage(page);
  await quickDeal.analyze({ purchasePrice: '200000', monthlyRent: '1800', operatingExpenses: '500' });

  await expect(quickDeal.result('Cap Rate')).toHaveText('7.26%');
  await expect(quickDeal.result('Cash Flow')).toHaveText(/^\$91\.26\s*per month$/);
  await expect(quickDeal.result('ROI')).toHaveText('5.59%');
  await expect(quickDeal.result('Annual NOI')).toHaveText('$14,520');
  await expect(quickDeal.placeholder).toHaveCount(0);
  // The quick card has results of its own: an analysis is not a property, so the portfolio figures do not move.
  await expect(dashboard.metricValue('Total Portfolio Value')).toHaveText('$0');
  await expect(dashboard.recentProperties).toHaveCount(0);
});

test('a server failure shows Analysis Failed', async ({ page, quickDeal, toasts }) => {
  await page.route(`**${ANALYZE_PATH}`, (route) => route.fulfill({ status: 500, body: 'boom' }));

  await quickDeal.analyze({ purchasePrice: '200000', monthlyRent: '1800', operatingExpenses: '500' });

  await expect(toasts.withTitle('Analysis Failed')).toBeVisible();
  await expect(quickDeal.placeholder).toBeVisible();
  await expect(quickDeal.analyzeButton).toBeEnabled();
});
