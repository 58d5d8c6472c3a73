import { expect, type Locator, type Page } from '@playwright/test';

export type MarketCardName =
  | 'Typical home value (ZHVI)'
  | 'Typical rent (ZORI)'
  | 'Avg Price/Sq Ft'
  | 'Rental Yield'
  | 'Inventory'
  | 'Days on Market';
export type MarketRange = '1Y' | '3Y' | '5Y' | 'Max';

/** /market-trends: the place pickers, the figure cards, the chart with its ranges and table, the analysis. */
export class MarketTrendsPage {
  readonly page: Page;
  readonly main: Locator;
  readonly heading: Locator;
  readonly stateSelect: Locator;
  readonly cityInput: Locator;
  readonly listbox: Locator;
  readonly showButton: Locator;
  readonly quickPicks: Locator;
  readonly metroLine: Locator;
  readonly metroNote: Locator;
  readonly loading: Locator;
  readonly error: Locator;
  readonly retryButton: Locator;
  readonly chartRegion: Locator;
  readonly chart: Locator;
  readonly chartSpan: Locator;
  readonly priceToRent: Locator;
  readonly tableToggle: Locator;
  readonly table: Locator;
  readonly analysis: Locator;
  readonly recommendations: Locator;
  readonly attribution: Locator;
  readonly sources: Locator;
  readonly noData: Locator;
  /** A place the sources have no figures for: an empty state, not an error. */
  readonly emptyState: Locator;
  readonly usdNote: Locator;
  readonly zipNote: Locator;
  /** Why the chart draws one series only. */
  readonly missingSeries: Locator;

  constructor(page: Page) {
    this.page = page;
    const main = page.getByRole('main');
    this.main = main;
    this.heading = main.getByRole('heading', { level: 1, name: 'Market Trends', exact: true });
    this.stateSelect = main.getByLabel('State', { exact: true });
    this.cityInput = main.getByRole('combobox', { name: 'City', exact: true });
    this.listbox = main.getByRole('listbox');
    this.showButton = main.getByRole('button', { name: 'Show', exact: true });
    this.quickPicks = main.getByRole('list', { name: 'Popular markets', exact: true });
    this.metroLine = main.getByTestId('metro-line');
    this.metroNote = main.getByTestId('metro-note');
    this.loading = main.getByRole('status').filter({ hasText: 'Loading market data...' });
    this.error = main.getByRole('alert');
    this.retryButton = this.error.getByRole('button', { name: 'Try again', exact: true });
    this.chartRegion = main.getByRole('region', { name: 'Home Value and Rent', exact: true });
    this.chart = this.chartRegion.getByRole('img', { name: /^Line chart of the typical home value/ });
    this.chartSpan = this.chartRegion.getByTestId('chart-span');
    this.priceToRent = this.chartRegion.getByTestId('price-to-rent');
    this.tableToggle = this.chartRegion.getByRole('button', { name: /^(Show|Hide) data table$/ });
    this.table = this.chartRegion.getByRole('table', {
      name: 'Typical home value and rent by month',
      exact: true,
    });
    this.analysis = main.getByRole('region', { name: 'Market Analysis', exact: true });
    this.recommendations = main.getByRole('region', { name: 'Investment Recommendations', exact: true });
    this.attribution = main.getByText('Market data: Zillow Research (zillow.com/research/data)', {
      exact: true,
    });
    this.sources = main.getByRole('list', { name: 'Sources', exact: true });
    this.noData = main.getByText('No market data available for this location.', { exact: true });
    this.emptyState = main.getByTestId('market-empty');
    this.usdNote = main.getByTestId('usd-note');
    this.zipNote = main.getByTestId('zip-note');
    this.missingSeries = this.chartRegion.getByTestId('missing-series');
  }

  /** Opens the screen (with `search`, such as '?city=Austin&state=TX') and waits for the figures or the error. */
  async goto(search = ''): Promise<void> {
    await this.page.goto(`/market-trends${search}`);
    await expect(this.heading).toBeVisible();
    await expect(this.loading).toHaveCount(0);
  }

  card(name: MarketCardName): Locator {
    return this.main.getByRole('article', { name, exact: true });
  }

  /** The big figure of a card. */
  cardValue(name: MarketCardName): Locator {
    return this.card(name).getByTestId('market-value');
  }

  /** A card's "Data from N months ago" note (a figure more than 6 months old). */
  cardAge(name: MarketCardName): Locator {
    return this.card(name).getByTestId('market-age');
  }

  rangeButton(range: MarketRange): Locator {
    return this.chartRegion
      .getByRole('group', { name: 'Time range', exact: true })
      .getByRole('button', { name: range, exact: true });
  }

  option(label: string): Locator {
    return this.listbox.getByRole('option', { name: label });
  }

  quickPick(label: string): Locator {
    return this.quickPicks.getByRole('button', { name: label, exact: true });
  }

  /** The body rows of the data table (one per month). */
  tableRows(): Locator {
    return this.table.locator('tbody tr');
  }

  async horizontalOverflow(): Promise<number> {
    return this.page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);
  }
}
