import { expect, type Locator, type Page } from '@playwright/test';

export type SearchFilters = {
  query?: string;
  city?: string;
  /** A state code, or 'All'. */
  state?: string;
  /** The option's label ('Single Family'), or 'All'. */
  propertyType?: string;
  minPrice?: string;
  maxPrice?: string;
  minRoi?: string;
  maxRoi?: string;
};

/** /property-search (docs/product.md "Screens" (Property Search)): the filters, the results list and its states. */
export class PropertySearchPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly compareLink: Locator;
  readonly filters: Locator;
  readonly sortSelect: Locator;
  readonly queryInput: Locator;
  readonly cityInput: Locator;
  readonly stateSelect: Locator;
  readonly typeSelect: Locator;
  readonly minPriceInput: Locator;
  readonly maxPriceInput: Locator;
  readonly minRoiInput: Locator;
  readonly maxRoiInput: Locator;
  readonly searchButton: Locator;
  readonly clearFiltersButton: Locator;
  readonly results: Locator;
  readonly resultsHeading: Locator;
  /** 'Showing all N properties' or 'N properties match'. */
  readonly count: Locator;
  readonly showAllButton: Locator;
  readonly list: Locator;
  /** The loaded rows (placeholders of rows still to load are hidden from assistive technology, so not among them). */
  readonly rows: Locator;
  /** Every item element in the DOM, loaded or placeholder: what virtualisation keeps small. */
  readonly renderedItems: Locator;
  /** Rows not loaded yet (grey skeletons). */
  readonly placeholders: Locator;
  /** The one text that tells assistive technology that rows are loading. */
  readonly loadingMoreAnnouncement: Locator;
  /** The end of the list when its next page could not be loaded, with its Try again. */
  readonly loadMoreError: Locator;
  readonly loadMoreRetryButton: Locator;
  readonly loading: Locator;
  readonly emptyTitle: Locator;
  readonly addPropertyLink: Locator;
  readonly noMatchesTitle: Locator;
  readonly noMatchesClearButton: Locator;

  constructor(page: Page) {
    this.page = page;
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Property Search', exact: true });
    this.compareLink = main.getByRole('link', { name: 'Compare Properties', exact: true });
    this.filters = main.getByRole('form', { name: 'Filters', exact: true });
    this.sortSelect = main.getByLabel('Sort by', { exact: true });
    this.queryInput = this.filters.getByLabel('Search', { exact: true });
    this.cityInput = this.filters.getByLabel('City', { exact: true });
    this.stateSelect = this.filters.getByLabel('State', { exact: true });
    this.typeSelect = this.filters.getByLabel('Property Type', { exact: true });
    this.minPriceInput = this.filters.getByLabel('Min Price', { exact: true });
    this.maxPriceInput = this.filters.getByLabel('Max Price', { exact: true });
    this.minRoiInput = this.filters.getByLabel('Min ROI (%)', { exact: true });
    this.maxRoiInput = this.filters.getByLabel('Max ROI (%)', { exact: true });
    this.searchButton = this.filters.getByRole('button', { name: 'Search', exact: true });
    this.clearFiltersButton = this.filters.getByRole('button', { name: 'Clear Filters', exact: true });
    this.results = main.getByRole('region', { name: /^(All Properties|Search Results)$/ });
    this.resultsHeading = this.results.getByRole('heading', { level: 2 });
    this.count = this.results.getByRole('status');
    this.showAllButton = main.getByRole('button', { name: 'Show All Properties', exact: true });
    this.list = this.results.getByRole('list', { name: 'Properties', exact: true });
    this.rows = this.list.getByRole('listitem');
    this.renderedItems = this.list.locator('> li');
    this.placeholders = this.list.locator('> li[aria-hidden="true"]');
    this.loadingMoreAnnouncement = this.results.locator('[aria-live="polite"]');
    this.loadMoreError = this.results
      .getByRole('alert')
      .filter({ hasText: 'More properties could not be loaded.' });
    this.loadMoreRetryButton = this.loadMoreError.getByRole('button', { name: 'Try again', exact: true });
    this.loading = main.getByRole('status').filter({ hasText: 'Loading properties...' });
    this.emptyTitle = main.getByRole('heading', { name: 'No properties yet', exact: true });
    this.addPropertyLink = main.getByRole('link', { name: 'Add Property', exact: true });
    this.noMatchesTitle = main.getByRole('heading', {
      name: 'No properties match these filters',
      exact: true,
    });
    this.noMatchesClearButton = this.results.getByRole('button', { name: 'Clear Filters', exact: true });
  }

  /** Opens the screen (with `?q=` when `query` is given) and waits for its first list, empty state or error. */
  async goto(query?: string): Promise<void> {
    await this.page.goto(
      query === undefined ? '/property-search' : `/property-search?q=${encodeURIComponent(query)}`,
    );
    await expect(this.heading).toBeVisible();
    await expect(this.loading).toHaveCount(0);
  }

  /** Fills the given filters (others are left as they are) and runs the search with the Search button. */
  async search(filters: SearchFilters): Promise<void> {
    await this.fill(filters);
    await this.searchButton.click();
  }

  async fill(filters: SearchFilters): Promise<void> {
    // On a phone the filters beyond the text box are folded behind a button.
    const unfold = this.filters.getByRole('button', { name: 'Show filters', exact: true });
    const needsMore = Object.keys(filters).some((name) => name !== 'query');
    if (needsMore && (await unfold.isVisible())) await unfold.click();
    if (filters.query !== undefined) await this.queryInput.fill(filters.query);
    if (filters.city !== undefined) await this.cityInput.fill(filters.city);
    if (filters.state !== undefined) await this.stateSelect.selectOption({ label: filters.state });
    if (filters.propertyType !== undefined)
      await this.typeSelect.selectOption({ label: filters.propertyType });
    if (filters.minPrice !== undefined) await this.minPriceInput.fill(filters.minPrice);
    if (filters.maxPrice !== undefined) await this.maxPriceInput.fill(filters.maxPrice);
    if (filters.minRoi !== undefined) await this.minRoiInput.fill(filters.minRoi);
    if (filters.maxRoi !== undefined) await this.maxRoiInput.fill(filters.maxRoi);
  }

  /** A row of the results, by its address. */
  row(address: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('link', { name: address, exact: true }) });
  }

  rowLink(address: string): Locator {
    return this.list.getByRole('link', { name: address, exact: true });
  }

  /**
   * Every address in the results, in list order. The list is virtualised (only the rows near the viewport exist), so
   * this scrolls through it and gathers the rows by their position in the whole list.
   */
  async allAddresses(): Promise<string[]> {
    const found = new Map<number, string>();
    await this.list.evaluate((list) => list.scrollIntoView({ block: 'start' }));
    for (let step = 0; step < 200; step++) {
      const rows = await this.rows.evaluateAll((items) =>
        items.map((item) => ({
          position: Number(item.getAttribute('aria-posinset')),
          size: Number(item.getAttribute('aria-setsize')),
          address: item.querySelector('a')?.textContent ?? '',
        })),
      );
      for (const row of rows) found.set(row.position, row.address);
      const size = rows[0]?.size ?? 0;
      if (found.size >= size) break;
      // Half a screen at a time, so that every row is rendered at some step; then a moment for the list to render.
      await this.page.evaluate('window.scrollBy({ top: window.innerHeight / 2 })');
      await this.page.waitForTimeout(30);
    }
    await this.page.evaluate('window.scrollTo({ top: 0 })');
    return [...found.entries()].sort(([a], [b]) => a - b).map(([, address]) => address);
  }

  /** How far the document is wider than the viewport, in CSS pixels (0 or less: no horizontal scroll). */
  async horizontalOverflow(): Promise<number> {
    return this.page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);
  }
}
