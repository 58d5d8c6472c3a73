import { expect, type Locator, type Page } from '@playwright/test';

export type InsightTypeName = 'opportunity' | 'performance' | 'warning';
export type CounterName = 'Opportunities' | 'Performance' | 'Warnings';

/** One insight of a list: its parts, by test id. */
export function insightParts(insight: Locator) {
  return {
    insight,
    type: insight.getByTestId('insight-type'),
    title: insight.getByTestId('insight-title'),
    description: insight.getByTestId('insight-description'),
    propertyLink: insight.getByTestId('insight-property-link'),
    generated: insight.getByTestId('insight-generated'),
  };
}

/**
 * /insights (docs/product.md "Insights"): the header with its "Explainable" badge and "How insights work", the three
 * counters, and the All Insights list or its empty state.
 */
export class InsightsPage {
  readonly page: Page;
  readonly main: Locator;
  readonly heading: Locator;
  readonly badge: Locator;
  readonly howToggle: Locator;
  readonly howPanel: Locator;
  readonly howRules: Locator;
  readonly counters: Locator;
  readonly list: Locator;
  readonly insights: Locator;
  readonly empty: Locator;
  readonly emptyTitle: Locator;
  readonly addPropertyLink: Locator;
  readonly loading: Locator;
  readonly error: Locator;
  readonly retryButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Investment Insights', exact: true });
    this.badge = this.main.getByTestId('insights-badge');
    this.howToggle = this.main.getByRole('button', { name: 'How insights work', exact: true });
    this.howPanel = this.main.getByRole('region', { name: 'How insights work', exact: true });
    this.howRules = this.howPanel.getByRole('listitem');
    this.counters = this.main.getByRole('region', { name: 'Insights by type', exact: true });
    this.list = this.main.getByRole('region', { name: 'All Insights', exact: true });
    this.insights = this.list.getByTestId('insight');
    this.empty = this.list.getByTestId('insights-empty');
    this.emptyTitle = this.empty.getByRole('heading', { name: 'No Insights Available', exact: true });
    this.addPropertyLink = this.empty.getByRole('link', { name: 'Add a Property', exact: true });
    this.loading = this.main.getByRole('status').filter({ hasText: 'Loading insights...' });
    this.error = this.main.getByRole('alert');
    this.retryButton = this.error.getByRole('button', { name: 'Try again', exact: true });
  }

  /** Opens /insights and waits for the counters (the list has loaded). */
  async goto(): Promise<void> {
    await this.page.goto('/insights');
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.counters).toBeVisible();
  }

  counter(name: CounterName): Locator {
    return this.counters.getByRole('group', { name, exact: true }).getByTestId('insight-counter-value');
  }

  /** The insights of one rule ('rentBelowMarket', 'vacant', ...). */
  byRule(rule: string) {
    return insightParts(this.list.locator(`[data-testid="insight"][data-rule="${rule}"]`));
  }

  async openHowInsightsWork(): Promise<void> {
    await this.howToggle.click();
    await expect(this.howPanel).toBeVisible();
  }

  /** How far the page is wider than the viewport (0 or less: nothing scrolls sideways). */
  async horizontalOverflow(): Promise<number> {
    const width = await this.page
      .locator('html')
      .evaluate((root) => (root.ownerDocument.scrollingElement ?? root).scrollWidth);
    return width - (this.page.viewportSize()?.width ?? 0);
  }
}

/** The dashboard's Investment Insights card: the first 3 insights and View All Insights. */
export class DashboardInsightsCard {
  readonly card: Locator;
  readonly insights: Locator;
  readonly empty: Locator;
  readonly viewAllLink: Locator;

  constructor(page: Page) {
    this.card = page.getByRole('main').getByRole('region', { name: 'Investment Insights', exact: true });
    this.insights = this.card.getByTestId('insight');
    this.empty = this.card.getByTestId('insights-card-empty');
    this.viewAllLink = this.card.getByRole('link', { name: 'View All Insights', exact: true });
  }
}
