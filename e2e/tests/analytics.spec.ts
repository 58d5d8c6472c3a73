import type { Page } from '@playwright/test';
import {
  type AccountSeed,
  createPropertiesThroughApi,
  expect,
  newProperty,
  seededTest,
  signInThroughApi,
  test,
} from '../fixtures';
import { AnalyticsPage, type AnalyticsTab, DashboardMarketCard } from '../page-models/analytics-page';

// Advanced Analytics at /analytics and the dashboard's Market Trends card (docs/product.md "Analytics").

/**
 * Monthly cash flows worked by hand (docs/calculations.md) with the fixtures' taxes $3,000, insurance $1,200 and
 * maintenance $1,500 a year ($475 a month) and the default 5% vacancy. With downPayment 100 there is no loan, so
 * cash flow = rent × 0.95 − operating expenses − 475:
 * - RICH (Denver): 3,000 × 0.95 − 200 − 475 = 2,175 → Excellent;
 * - SOLID (Denver): 1,200 × 0.95 − 200 − 475 = 465 → Good;
 * - THIN (Austin): 900 × 0.95 − 200 − 475 = 180 → Moderate;
 * - SHORT (Austin): 600 × 0.95 − 200 − 475 = −105 → Negative;
 * - MAPLE (Denver, the deal defaults: 20% down at 7.5% over 30 years): NOI 19,020 / 12 − 1,957.80 = −372.80 → Negative.
 * Strong Performers = Excellent + Good = 2; Need Attention = Negative = 2.
 */
const PROPERTIES = [
  newProperty({
    address: '1 Rich Road',
    city: 'Denver',
    state: 'CO',
    monthlyRent: 3000,
    operatingExpenses: 200,
    downPayment: 100,
  }),
  newProperty({
    address: '2 Solid Street',
    city: 'Denver',
    state: 'CO',
    monthlyRent: 1200,
    operatingExpenses: 200,
    downPayment: 100,
  }),
  newProperty({
    address: '3 Thin Terrace',
    city: 'Austin',
    state: 'TX',
    monthlyRent: 900,
    operatingExpenses: 200,
    downPayment: 100,
  }),
  newProperty({
    address: '4 Short Lane',
    city: 'Austin',
    state: 'TX',
    monthlyRent: 600,
    operatingExpenses: 200,
    downPayment: 100,
  }),
  newProperty({
    address: '5 Maple Street',
    city: 'Denver',
    state: 'CO',
    monthlyRent: 2800,
    operatingExpenses: 600,
  }),
];

const TABS: AnalyticsTab[] = [
  'Portfolio Performance',
  'Property ROI',
  'Market Trends',
  'Cash Flow',
  'Goals Progress',
];

/** The portfolio the read-only tests share: the worker's seeded account holds it (fixtures.ts, seededTest). */
const PORTFOLIO: AccountSeed = {
  properties: PROPERTIES,
  goals: {
    targetValue: 2_000_000,
    targetCashFlow: 2_000,
    targetProperties: 6,
    targetDate: `${new Date().getUTCFullYear() + 2}-12-31`,
    targetROI: 10,
  },
};

async function horizontalOverflow(page: Page): Promise<number> {
  return page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);
}

test.describe('Advanced Analytics', () => {
  test('an empty account shows each tab’s empty message and true captions', async ({ page }) => {
    await signInThroughApi(page);
    const analytics = new AnalyticsPage(page);
    await analytics.goto();
    await expect(analytics.badge).toBeVisible();
    await expect(analytics.cardCaption('Total Portfolio Value')).toHaveText('No change data yet');
    await expect(analytics.cardCaption('Total Properties')).toHaveText('0 new this quarter');
    await expect(analytics.cardCaption('Average Cap Rate')).toHaveText('No market estimate');

    const empty: Record<AnalyticsTab, string> = {
      'Portfolio Performance': 'No properties available for analysis',
      'Property ROI': 'No properties available for comparison',
      'Market Trends': 'No market data available',
      'Cash Flow': 'No properties available for analysis',
      'Goals Progress': 'No investment goals set up yet',
    };
    for (const name of TABS) {
      await analytics.openTab(name);
      await expect(analytics.activePanel.getByText(empty[name], { exact: true })).toBeVisible();
      await expect(analytics.chart).toHaveCount(0);
    }
  });

  test('the ROI chart names the 20 best and counts the rest: “and 3 more”', async ({ page }) => {
    await signInThroughApi(page);
    // 23 properties bought outright, rents $1,000 to $3,200: each has an ROI, the highest rent the highest ROI.
    await createPropertiesThroughApi(
      page,
      Array.from({ length: 23 }, (_, index) =>
        newProperty({
          address: `${index + 1} Ranked Road`,
          monthlyRent: 1000 + index * 100,
          downPayment: 100,
        }),
      ),
    );
    const analytics = new AnalyticsPage(page);
    await analytics.goto();
    await analytics.openTab('Property ROI');
    const best = analytics.chartCard('Top 20 Properties by ROI');
    await expect(best.getByRole('img')).toBeVisible();
    await expect(analytics.roiMore).toHaveText('and 3 more properties with an ROI');
    await best.getByRole('button', { name: 'Show data table', exact: true }).click();
    const rows = best.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toHaveText(/^23 Ranked Road/);
    await expect(rows.last()).toHaveText(/^4 Ranked Road/);
    // The distribution counts all 23.
    const spread = analytics.chartCard('ROI Distribution');
    await spread.getByRole('button', { name: 'Show data table', exact: true }).click();
    const counts = await spread.getByRole('table').locator('tbody tr td:last-child').allTextContents();
    expect(counts.reduce((sum, count) => sum + Number(count), 0)).toBe(23);
  });

  test('the tabs work from the keyboard', async ({ page }) => {
    await signInThroughApi(page);
    const analytics = new AnalyticsPage(page);
    await analytics.goto();
    await analytics.tab('Portfolio Performance').focus();
    await page.keyboard.press('ArrowRight');
    await expect(analytics.tab('Property ROI')).toBeFocused();
    await expect(analytics.tab('Property ROI')).toHaveAttribute('aria-selected', 'true');
  });

  test('Email Report says the e-mail service needs setting up', async ({ page }) => {
    await signInThroughApi(page);
    const analytics = new AnalyticsPage(page);
    await analytics.goto();
    await analytics.emailButton.click();
    await expect(page.getByText('Email Service Setup Required', { exact: true })).toBeVisible();
    await expect(page.getByText(/SMTP_URL/)).toBeVisible();
  });
});

// Playwright takes a worker option at the top of a file only: the seeded tests of this file share PORTFOLIO.
seededTest.use({ seed: PORTFOLIO });

seededTest.describe('Advanced Analytics of a portfolio', () => {
  seededTest(
    'with properties every tab shows its chart, and the cash-flow counters are right',
    async ({ page }) => {
      const analytics = new AnalyticsPage(page);
      await analytics.goto();
      await expect(analytics.cardCaption('Total Properties')).toHaveText('5 new this quarter');
      await expect(analytics.card('Total Properties').getByTestId('summary-value')).toHaveText('5');
      // Denver and Austin are in the data set, so the summary has an estimate: the caption is one of the three.
      await expect(analytics.cardCaption('Average Cap Rate')).toHaveText(
        /^(Above market average|Below market average|At market average)$/,
      );
      await expect(analytics.card('Average Cap Rate')).toContainText(
        /Market estimate \d+\.\d% \(.+\): gross yield × \(1 − 40% expenses\)/,
      );

      for (const name of TABS) {
        await analytics.openTab(name);
        await expect(analytics.chart, name).toBeVisible();
      }

      await analytics.openTab('Market Trends');
      await expect(analytics.attribution).toBeVisible();

      await analytics.openTab('Cash Flow');
      await expect(analytics.strongPerformers).toHaveText('2');
      await expect(analytics.needAttention).toHaveText('2');
      await expect(analytics.activePanel.getByTestId('band-count-excellent')).toHaveText('1');
      await expect(analytics.activePanel.getByTestId('band-count-good')).toHaveText('1');
      await expect(analytics.activePanel.getByTestId('band-count-moderate')).toHaveText('1');
      await expect(analytics.activePanel.getByTestId('band-count-breakEven')).toHaveText('0');
      await expect(analytics.activePanel.getByTestId('band-count-negative')).toHaveText('2');
      // One bar per band, not per property: 5 bars × 24 px + the axis is under the 200 px minimum.
      const box = await analytics.activePanel.getByTestId('chart-area').boundingBox();
      expect(box?.height).toBe(200);
      await analytics.tableToggle.click();
      await expect(analytics.tableRows).toHaveCount(5);
      await expect(analytics.activePanel.getByRole('row', { name: /^Excellent/ })).toContainText(
        'above $500',
      );
      await expect(analytics.activePanel.getByRole('row', { name: /^Negative/ })).toContainText('2');

      // ROI (docs/calculations.md "Cash flow and returns"), bought outright with 3% closing costs: 360,500 invested, so RICH
      // 26,100 / 360,500 = 7.24%, SOLID 1.55%, THIN 0.60%, SHORT −0.35%; MAPLE, with its loan, is below SHORT.
      await analytics.openTab('Property ROI');
      await expect(analytics.charts).toHaveCount(2);
      const best = analytics.chartCard('Top 5 Properties by ROI');
      await best.getByRole('button', { name: 'Show data table', exact: true }).click();
      await expect(best.getByRole('table').locator('tbody tr')).toHaveText([
        /^1 Rich Road, Denver, CO\s*7\.24%/,
        /^2 Solid Street/,
        /^3 Thin Terrace/,
        /^4 Short Lane/,
        /^5 Maple Street/,
      ]);
      await expect(analytics.roiMore).toHaveCount(0);
      const spread = analytics.chartCard('ROI Distribution');
      await spread.getByRole('button', { name: 'Show data table', exact: true }).click();
      // Below 0%: SHORT and MAPLE; 0% to 5%: SOLID and THIN; 5% to 10%: RICH.
      await expect(spread.getByRole('table').locator('tbody tr')).toHaveText([
        /^Below 0%\s*2$/,
        /^0% to 5%\s*2$/,
        /^5% to 10%\s*1$/,
        /^10% to 15%\s*0$/,
        /^15% to 20%\s*0$/,
        /^20% or more\s*0$/,
      ]);
    },
  );

  seededTest('Enlarge then Download saves the chart as a PNG', async ({ page }) => {
    const analytics = new AnalyticsPage(page);
    await analytics.goto();
    await analytics.openTab('Cash Flow');
    await analytics.enlargeButton.click();
    await expect(analytics.enlargedDialog).toBeVisible();
    await expect(analytics.enlargedDialog.getByRole('img')).toBeVisible();
    const download = page.waitForEvent('download');
    await analytics.downloadButton.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^rentfolio-cash-flow-\d{4}-\d{2}-\d{2}\.png$/);
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(path);
    expect([...bytes.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
  });

  seededTest('fits a 375 px phone without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const analytics = new AnalyticsPage(page);
    await analytics.goto();
    for (const name of TABS) {
      await analytics.openTab(name);
      await expect(analytics.chart).toBeVisible();
      expect(await horizontalOverflow(page), name).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('Dashboard Market Trends card', () => {
  test('12M / 6M / 3M change the chart’s range', async ({ page }) => {
    await signInThroughApi(page);
    await page.goto('/');
    const card = new DashboardMarketCard(page);
    await expect(card.chart).toBeVisible();
    await expect(card.metro).toContainText('Denver, CO');
    await expect(card.attribution).toBeVisible();
    await expect(card.range('12M')).toHaveAttribute('aria-pressed', 'true');
    await card.tableToggle.click();
    await expect(card.tableRows).toHaveCount(12);

    await card.range('6M').click();
    await expect(card.range('6M')).toHaveAttribute('aria-pressed', 'true');
    await expect(card.range('12M')).toHaveAttribute('aria-pressed', 'false');
    await expect(card.root).toHaveAttribute('data-points', '6');
    await expect(card.tableRows).toHaveCount(6);

    await card.range('3M').click();
    await expect(card.range('3M')).toHaveAttribute('aria-pressed', 'true');
    await expect(card.tableRows).toHaveCount(3);
  });
});
