import { expect, type Locator, type Page } from '@playwright/test';

export type AnalyticsTab =
  | 'Portfolio Performance'
  | 'Property ROI'
  | 'Market Trends'
  | 'Cash Flow'
  | 'Goals Progress';
export type SummaryCard =
  | 'Total Portfolio Value'
  | 'Monthly Cash Flow'
  | 'Total Properties'
  | 'Average Cap Rate';

/** /analytics: the header with Email Report, the four summary cards and the five chart tabs. */
export class AnalyticsPage {
  readonly page: Page;
  readonly main: Locator;
  readonly heading: Locator;
  readonly badge: Locator;
  readonly emailButton: Locator;
  readonly tabList: Locator;
  readonly activePanel: Locator;
  readonly strongPerformers: Locator;
  readonly needAttention: Locator;
  readonly enlargedDialog: Locator;
  readonly attribution: Locator;

  constructor(page: Page) {
    this.page = page;
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Advanced Analytics', exact: true });
    this.badge = this.main.getByText('Advanced Charts', { exact: true });
    this.emailButton = this.main.getByRole('button', { name: 'Email Report', exact: true });
    this.tabList = this.main.getByRole('tablist', { name: 'Charts' });
    this.activePanel = this.main.getByRole('tabpanel');
    this.strongPerformers = this.main.getByTestId('strong-performers');
    this.needAttention = this.main.getByTestId('need-attention');
    this.enlargedDialog = page.getByRole('dialog');
    this.attribution = this.main.getByText('Market data: Zillow Research (zillow.com/research/data)', {
      exact: true,
    });
  }

  async goto(): Promise<void> {
    await this.page.goto('/analytics');
    await expect(this.heading).toBeVisible();
    await expect(this.tabList).toBeVisible();
  }

  tab(name: AnalyticsTab): Locator {
    return this.tabList.getByRole('tab', { name, exact: true });
  }

  async openTab(name: AnalyticsTab): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  card(name: SummaryCard): Locator {
    return this.main.getByRole('article', { name, exact: true });
  }

  cardCaption(name: SummaryCard): Locator {
    return this.card(name).getByTestId('summary-caption');
  }

  /** The (first) chart, a canvas with its text alternative, of the open tab. */
  get chart(): Locator {
    return this.activePanel.getByRole('img').first();
  }

  /** Every chart of the open tab (Property ROI has two: the best ROIs and the distribution). */
  get charts(): Locator {
    return this.activePanel.getByRole('img');
  }

  /** A chart's card in the open tab, by its title. */
  chartCard(title: string | RegExp): Locator {
    return this.activePanel.getByRole('region', { name: title });
  }

  /** The line under the ROI chart counting the properties with an ROI it does not name ("and 3 more …"). */
  get roiMore(): Locator {
    return this.activePanel.getByTestId('roi-more');
  }

  get enlargeButton(): Locator {
    return this.activePanel.getByRole('button', { name: /^Enlarge / });
  }

  get tableToggle(): Locator {
    return this.activePanel.getByRole('button', { name: 'Show data table', exact: true });
  }

  get tableRows(): Locator {
    return this.activePanel.getByRole('table').locator('tbody tr');
  }

  get downloadButton(): Locator {
    return this.enlargedDialog.getByRole('button', { name: 'Download', exact: true });
  }
}

/** The dashboard's Market Trends card: 12M / 6M / 3M, the chart, the data table. */
export class DashboardMarketCard {
  readonly root: Locator;
  readonly chart: Locator;
  readonly tableToggle: Locator;
  readonly tableRows: Locator;
  readonly metro: Locator;
  readonly attribution: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId('market-trends-card');
    this.chart = this.root.getByRole('img');
    this.tableToggle = this.root.getByRole('button', { name: 'Show data table', exact: true });
    this.tableRows = this.root.getByRole('table').locator('tbody tr');
    this.metro = this.root.getByTestId('market-metro');
    this.attribution = this.root.getByText('Market data: Zillow Research (zillow.com/research/data)', {
      exact: true,
    });
  }

  range(label: '12M' | '6M' | '3M'): Locator {
    return this.root.getByRole('button', { name: label, exact: true });
  }
}
