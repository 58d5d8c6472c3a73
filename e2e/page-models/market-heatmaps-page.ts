import { expect, type Locator, type Page } from '@playwright/test';

/**
 * /market-heatmaps (docs/product.md "Heat map"): the city combobox and metric select, the four averages, the
 * virtualised list of places in its own scrolling box (one article each, named "Denver, CO metro",
 * "ZIP 80205 · Denver, CO" or "Five Points · Denver"), the import and removal of the user's own scores, and the map
 * modal.
 */
/** Page scripts (run in the browser, as text: e2e has no DOM types): the list's scrolling box, and two frames. */
const LIST_BOX = `Promise.resolve(document.querySelector('main ul[aria-label="Places"]').parentElement)`;
const TWO_FRAMES = 'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))';

export class MarketHeatMapsPage {
  readonly page: Page;
  readonly main: Locator;
  readonly heading: Locator;
  readonly cityInput: Locator;
  readonly listbox: Locator;
  readonly metricSelect: Locator;
  readonly legend: Locator;
  readonly noOpenDataNote: Locator;
  readonly averages: Locator;
  readonly expenseRatioInput: Locator;
  readonly expenseRatioError: Locator;
  readonly scoreExplainer: Locator;
  readonly list: Locator;
  /** The box the list scrolls in (the page itself keeps its own height). */
  readonly listBox: Locator;
  readonly rows: Locator;
  readonly count: Locator;
  readonly empty: Locator;
  readonly loadError: Locator;
  readonly retryButton: Locator;
  readonly sources: Locator;
  readonly importButton: Locator;
  readonly importDialog: Locator;
  readonly importFileInput: Locator;
  readonly importTextarea: Locator;
  readonly importSubmit: Locator;
  readonly removeButton: Locator;
  readonly removeDialog: Locator;
  readonly mapDialog: Locator;
  readonly map: Locator;
  readonly tilesNotice: Locator;

  constructor(page: Page) {
    this.page = page;
    const main = page.getByRole('main');
    this.main = main;
    this.heading = main.getByRole('heading', { level: 1, name: 'Market Heat Maps', exact: true });
    this.cityInput = main.getByRole('combobox', { name: 'City', exact: true });
    this.listbox = main.getByRole('listbox');
    this.metricSelect = main.getByRole('combobox', { name: 'Metric', exact: true });
    this.legend = main.getByRole('list', { name: /^Color key for / });
    this.noOpenDataNote = main.getByText(
      'No open data source publishes safety, walk or school scores; import your own.',
      { exact: true },
    );
    this.averages = main.getByRole('region', { name: 'Averages of the places shown', exact: true });
    this.expenseRatioInput = main.getByRole('spinbutton', { name: 'Expense ratio (%)', exact: true });
    this.expenseRatioError = main.getByRole('alert').filter({ hasText: 'Enter an expense ratio' });
    this.scoreExplainer = main.getByText('How the market score works', { exact: true });
    this.list = main.getByRole('list', { name: 'Places', exact: true });
    this.listBox = this.list.locator('xpath=..');
    this.rows = this.list.getByRole('article');
    this.count = main.getByRole('status').filter({ hasText: /places?, highest/ });
    this.empty = main.getByText('No places match this filter.', { exact: true });
    this.loadError = main.getByRole('alert').filter({ hasText: 'The heat map could not be loaded' });
    this.retryButton = this.loadError.getByRole('button', { name: 'Try again', exact: true });
    this.sources = main.getByRole('list', { name: 'Sources', exact: true });
    this.importButton = main.getByRole('button', { name: 'Import neighbourhood data', exact: true });
    this.importDialog = page.getByRole('dialog', { name: 'Import neighbourhood data', exact: true });
    this.importFileInput = this.importDialog.getByLabel('CSV file', { exact: true });
    this.importTextarea = this.importDialog.getByRole('textbox', { name: 'Or paste the CSV', exact: true });
    this.importSubmit = this.importDialog.getByRole('button', { name: 'Import', exact: true });
    this.removeButton = main.getByRole('button', { name: 'Remove my data', exact: true });
    this.removeDialog = page.getByRole('alertdialog', { name: 'Remove your imported data?', exact: true });
    this.mapDialog = page.getByRole('dialog', { name: / on the map$/ });
    this.map = this.mapDialog.getByTestId('heatmap-map');
    this.tilesNotice = this.mapDialog.getByText(
      'Map tiles could not be loaded; the markers are shown on a plain background.',
      { exact: true },
    );
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/market-heatmaps${query ? `?${query}` : ''}`);
    await expect(this.heading).toBeVisible();
  }

  /** An option of the combobox by its city ("Aurora, CO"; a found city's option also says how many places it has). */
  cityOption(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.listbox.getByRole('option', { name: new RegExp(`^${escaped}( \\d[\\d,]* places?)?$`) });
  }

  /** Chooses a city in the combobox by typing it and picking its option. */
  async chooseCity(text: string, option: string): Promise<void> {
    await this.cityInput.click();
    await this.cityInput.fill(text);
    await this.cityOption(option).click();
  }

  async chooseMetric(label: string): Promise<void> {
    await this.metricSelect.selectOption({ label });
  }

  /**
   * A row of the list, by its place's name, scrolled into the rendered range first (the list is virtualised). With its
   * position in the list (1-based, as `aria-posinset` says), the box jumps there from the rendered rows' positions;
   * without one, it is scrolled from its top a screen and a half at a time (the rows a few screens either side of the
   * view stay rendered) until the row is.
   */
  async findRow(name: string, position?: number): Promise<Locator> {
    const row = this.rows.filter({ has: this.page.getByRole('heading', { name, exact: true }) });
    // The list box is scrolled by script below: it must be on the page first (it renders once the places load).
    await this.page.locator('main ul[aria-label="Places"] li[aria-posinset]').first().waitFor();
    if (position !== undefined) {
      for (let step = 0; step < 20 && (await row.count()) === 0; step += 1) {
        await this.page.evaluate(`${LIST_BOX}.then(async (box) => {
          // Each row is placed by a translateY; the mean height of the rendered ones estimates the others'.
          const items = [...box.querySelectorAll('li[aria-posinset]')];
          const first = items[0];
          const last = items.at(-1);
          if (!first || !last) return;
          const from = Number(first.getAttribute('aria-posinset'));
          const to = Number(last.getAttribute('aria-posinset'));
          const top = (element) => new DOMMatrix(getComputedStyle(element).transform).m42;
          const height = (top(last) + last.offsetHeight - top(first)) / (to - from + 1);
          box.scrollTo(0, top(first) + (${Number(position)} - from) * height - box.clientHeight / 3);
          await ${TWO_FRAMES};
        })`);
      }
    } else {
      await this.page.evaluate(`${LIST_BOX}.then((box) => box.scrollTo(0, 0))`);
      for (let step = 0; step < 300 && (await row.count()) === 0; step += 1) {
        await this.page.evaluate(
          `${LIST_BOX}.then(async (box) => { box.scrollBy(0, box.clientHeight * 1.5); await ${TWO_FRAMES}; })`,
        );
      }
    }
    await row.scrollIntoViewIfNeeded();
    return row;
  }

  /** How tall the page is, and how many rows of the list are in it. */
  async pageSize(): Promise<{ pageHeight: number; renderedRows: number }> {
    return (await this.page.evaluate(`({
      pageHeight: document.documentElement.scrollHeight,
      renderedRows: document.querySelectorAll('main ul[aria-label="Places"] > li').length,
    })`)) as { pageHeight: number; renderedRows: number };
  }

  /** Scrolls the list's box to its top or its end. */
  async scrollListTo(where: 'top' | 'end'): Promise<void> {
    await this.page.evaluate(
      `${LIST_BOX}.then(async (box) => { box.scrollTo(0, ${where === 'top' ? '0' : 'box.scrollHeight'}); await ${TWO_FRAMES}; })`,
    );
  }

  /** How far the list's box is scrolled, in CSS pixels. */
  async listScrollTop(): Promise<number> {
    return (await this.page.evaluate(`${LIST_BOX}.then((box) => box.scrollTop)`)) as number;
  }

  /** The rendered rows' names, in order (the first screens of the list). */
  async renderedNames(): Promise<string[]> {
    return this.rows.locator('h3').allTextContents();
  }

  /** A row's figures as [label, value] pairs (its dl, first dd of each). */
  async figures(row: Locator): Promise<Record<string, string>> {
    const pairs = await row
      .locator('dl > div')
      .evaluateAll((items) =>
        items.map((item) => [
          item.querySelector('dt')?.textContent ?? '',
          [...item.querySelectorAll('dd')].map((dd) => dd.textContent ?? '').join(' | '),
        ]),
      );
    return Object.fromEntries(pairs);
  }

  /** The badge of the chosen metric in a row: its text and its colour band. */
  metricBadge(row: Locator): Locator {
    return row.locator('[data-band]').first();
  }

  async horizontalOverflow(): Promise<number> {
    return this.page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);
  }
}
