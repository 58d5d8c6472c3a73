import type { Page } from '@playwright/test';
import { createPropertyThroughApi, expect, type PropertyBody, signInThroughApi, test } from '../fixtures';
import { DashboardPage } from '../page-models/dashboard-page';
import { DashboardInsightsCard, InsightsPage } from '../page-models/insights-page';

// /insights and the dashboard's Investment Insights card (docs/product.md "Insights"): rules over the user's
// properties and the shipped public market data (HUD Fair Market Rents, Zillow ZORI and ZHVI), written in the
// user's language from each insight's rule and numbers, which in English are the server's own words.

const CLIENT = { 'x-rentfolio-client': 'e2e' };
const PHONE = { width: 375, height: 740 };

/**
 * 2900 Welton St, Denver 80205, 3 bedrooms, bought for cash: HUD's FY2024 Fair Market Rent for a 3-bedroom in 80205
 * is $2,874, so a rent of $1,800 is 37% below it. Zillow's rent for the ZIP (Oct 2023) and the city (Sep 2025) are over
 * 12 months old, so the Denver metro's of November 2025 ($1,889.63) is compared: $1,800 is 5% below it, under the
 * rule's 10%, so only HUD's figure is cited. Denver's home value index has risen more than 10% since June 2020
 * (apps/server/test/market.api.test.ts).
 */
const WELTON: PropertyBody = {
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

/** Vacant, and its $1,000 rent does not pay the loan on $320,000: three warnings, and no market rule (no ZIP). */
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

type ApiInsight = { id: string; type: string; rule: string; title: string; description: string };

async function getInsights(page: Page): Promise<ApiInsight[]> {
  const response = await page.request.get('/api/insights', { headers: CLIENT });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ApiInsight[];
}

/** Each insight on the screen reads, in English, exactly as the API's `title` and `description`. */
async function expectServerWording(insights: InsightsPage, page: Page): Promise<void> {
  const fromApi = await getInsights(page);
  await expect(insights.insights).toHaveCount(fromApi.length);
  await expect(insights.list.getByTestId('insight-title')).toHaveText(fromApi.map((i) => i.title));
  await expect(insights.list.getByTestId('insight-description')).toHaveText(
    fromApi.map((i) => i.description),
  );
}

test.describe('an empty portfolio', () => {
  test('shows No Insights Available with a way to add a property, and the rules behind insights', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const insights = new InsightsPage(page);
    await insights.goto();

    await expect(insights.badge).toHaveText('Explainable');
    await expect(insights.main).not.toContainText('AI Powered');
    await expect(insights.counter('Opportunities')).toHaveText('0');
    await expect(insights.counter('Performance')).toHaveText('0');
    await expect(insights.counter('Warnings')).toHaveText('0');
    await expect(insights.emptyTitle).toBeVisible();
    await expect(insights.empty).toContainText('Add more properties');
    await expect(insights.insights).toHaveCount(0);

    // The rules, with the thresholds of contracts' INSIGHT_THRESHOLDS.
    await expect(insights.howPanel).toBeHidden();
    await insights.openHowInsightsWork();
    await expect(insights.howToggle).toHaveAttribute('aria-expanded', 'true');
    // Nine rules on the deal inputs and the market, three on the ledger's actual figures, two on the rent roll.
    await expect(insights.howRules).toHaveCount(14);
    await expect(insights.howPanel).toContainText('not machine learning');
    await expect(insights.howPanel).toContainText('less than 1.20 times');
    await expect(insights.howPanel).toContainText('more than 10% below');
    await expect(insights.howPanel).toContainText('over 50% of your portfolio');
    await expect(insights.howPanel).toContainText('at least 90% of the way');
    await expect(insights.howPanel).toContainText('more than 20% above what the deal planned');
    await expect(insights.howPanel).toContainText('more than 5 points above the vacancy the deal planned');
    await expect(insights.howPanel).toContainText('whose lease ends within 60 days');
    await expect(insights.howPanel).toContainText('more than 10 days late');

    await insights.addPropertyLink.click();
    await expect(page).toHaveURL(/\/add-property$/);

    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    const card = new DashboardInsightsCard(page);
    await expect(card.empty).toContainText('No insights available');
    await expect(card.insights).toHaveCount(0);
  });

  test('shows the loading text, then an error with a retry that loads the list', async ({ page }) => {
    await signInThroughApi(page);
    const insights = new InsightsPage(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The list's pages (/api/insights?limit=…&offset=…); the counts answer as usual.
    const LIST = /\/api\/insights\?/;
    await page.route(LIST, async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' });
    });
    await page.goto('/insights');
    await expect(insights.loading).toBeVisible();
    release();

    await expect(insights.error).toContainText('Your insights could not be loaded.');
    await page.unroute(LIST);
    await insights.retryButton.click();
    await expect(insights.emptyTitle).toBeVisible();
  });
});

test.describe('a portfolio with insights', () => {
  test('a rent below market and a gain in value are two opportunities, citing the public figures', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const property = await createPropertyThroughApi(page, WELTON);
    const insights = new InsightsPage(page);
    await insights.goto();

    await expect(insights.counter('Opportunities')).toHaveText('2');
    await expect(insights.counter('Performance')).toHaveText('0');
    await expect(insights.counter('Warnings')).toHaveText('0');
    await expect(insights.insights).toHaveCount(2);

    const rent = insights.byRule('rentBelowMarket');
    await expect(rent.type).toHaveText('Opportunity');
    await expect(rent.title).toHaveText('2900 Welton St may be under-rented');
    await expect(rent.description).toHaveText(
      "The rent of $1,800 at 2900 Welton St is 37% below HUD's Fair Market Rent for a 3-bedroom ($2,874, FY2024).",
    );
    await expect(rent.generated).toHaveText('Generated today');

    const equity = insights.byRule('equityGain');
    await expect(equity.title).toHaveText('2900 Welton St may have gained equity');
    await expect(equity.description).toContainText('above the $400,000 you recorded');
    await expectServerWording(insights, page);

    await expect(rent.propertyLink).toHaveAttribute('href', `/properties/${property.id}`);
    await expect(rent.propertyLink).toHaveAccessibleName('View property: 2900 Welton St');
  });

  test('a vacant property that loses money gives three warnings', async ({ page }) => {
    await signInThroughApi(page);
    await createPropertyThroughApi(page, VACANT);
    const insights = new InsightsPage(page);
    await insights.goto();

    await expect(insights.counter('Warnings')).toHaveText('3');
    await expect(insights.counter('Opportunities')).toHaveText('0');
    await expect(insights.counter('Performance')).toHaveText('0');
    await expect(insights.insights).toHaveCount(3);
    await expect(insights.byRule('negativeCashFlow').title).toHaveText(
      '14 Vacant Lane loses money every month',
    );
    // Its debt coverage is below 1.0: the income does not cover the loan at all, so "barely" would mislead.
    await expect(insights.byRule('lowDscr').title).toHaveText('14 Vacant Lane does not cover its loan');
    await expect(insights.byRule('vacant').description).toHaveText(
      '14 Vacant Lane is marked vacant, so its $1,000 monthly rent is not coming in.',
    );
    await expect(insights.byRule('vacant').type).toHaveText('Warning');
    await expectServerWording(insights, page);
  });

  test('with two properties, warnings come first, then opportunities, then performance', async ({ page }) => {
    await signInThroughApi(page);
    await createPropertyThroughApi(page, WELTON);
    await createPropertyThroughApi(page, VACANT);
    const insights = new InsightsPage(page);
    await insights.goto();

    // The three warnings of the vacant property and the concentration of both in Denver; Welton's two
    // opportunities; the best cap rate and cash-on-cash of the two.
    await expect(insights.counter('Warnings')).toHaveText('4');
    await expect(insights.counter('Opportunities')).toHaveText('2');
    await expect(insights.counter('Performance')).toHaveText('2');
    await expect(insights.insights).toHaveCount(8);
    const types = await insights.insights.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-type')),
    );
    expect(types).toEqual([
      'warning',
      'warning',
      'warning',
      'warning',
      'opportunity',
      'opportunity',
      'performance',
      'performance',
    ]);
    await expect(insights.byRule('concentration').propertyLink).toHaveCount(0);
    await expectServerWording(insights, page);
  });

  test('the dashboard card shows the first 3, and View All Insights opens the screen', async ({ page }) => {
    await signInThroughApi(page);
    await createPropertyThroughApi(page, WELTON);
    await createPropertyThroughApi(page, VACANT);
    const fromApi = await getInsights(page);
    expect(fromApi.length).toBeGreaterThan(3);

    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    const card = new DashboardInsightsCard(page);
    await expect(card.insights).toHaveCount(3);
    await expect(card.card.getByTestId('insight-title')).toHaveText(fromApi.slice(0, 3).map((i) => i.title));
    await expect(card.card).toContainText('Explainable');
    await expect(card.card).not.toContainText('AI Powered');

    await card.viewAllLink.click();
    await expect(page).toHaveURL(/\/insights$/);
    const insights = new InsightsPage(page);
    await insights.expectLoaded();
    await expect(insights.insights).toHaveCount(fromApi.length);
  });
});

test.describe('at phone width (375 px)', () => {
  test.use({ viewport: PHONE });

  test('nothing scrolls sideways, on the screen and on the dashboard', async ({ page }) => {
    await signInThroughApi(page);
    const insights = new InsightsPage(page);
    await insights.goto();
    expect(await insights.horizontalOverflow()).toBeLessThanOrEqual(0);

    await createPropertyThroughApi(page, WELTON);
    await createPropertyThroughApi(page, {
      ...VACANT,
      address: '3 Very Long Address Boulevard, Apartment 1234 Northwest',
    });
    await insights.goto();
    await insights.openHowInsightsWork();
    await expect(insights.insights).toHaveCount(8);
    expect(await insights.horizontalOverflow()).toBeLessThanOrEqual(0);

    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await expect(new DashboardInsightsCard(page).insights).toHaveCount(3);
    expect(await dashboard.horizontalOverflow()).toBeLessThanOrEqual(0);
  });
});
