import { expect, type Locator, type Page } from '@playwright/test';

/**
 * /properties/:id: one property to read. Its facts, figures (with the formula popovers), the loan today and the
 * payments left, the rent check and value estimate, the metro's trend, its notes, Edit and Delete; and its loading
 * and not-found states.
 */
export class PropertyPage {
  readonly page: Page;
  readonly main: Locator;
  readonly heading: Locator;
  readonly editLink: Locator;
  readonly deleteButton: Locator;
  readonly figures: Locator;
  readonly facts: Locator;
  readonly notes: Locator;
  readonly loan: Locator;
  readonly loanBalance: Locator;
  readonly loanEquity: Locator;
  readonly loanNote: Locator;
  readonly schedule: Locator;
  readonly scheduleTable: Locator;
  readonly marketCheck: Locator;
  readonly rentSentence: Locator;
  readonly currentValue: Locator;
  readonly estimatedValue: Locator;
  readonly useEstimateButton: Locator;
  readonly marketTrend: Locator;
  readonly marketChart: Locator;
  readonly noMarketData: Locator;
  readonly zillowAttribution: Locator;
  readonly hudAttribution: Locator;
  readonly deleteDialog: Locator;
  readonly notFoundHeading: Locator;
  readonly notFoundBackLink: Locator;

  constructor(page: Page) {
    this.page = page;
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.editLink = this.main.getByRole('link', { name: /^Edit / });
    this.deleteButton = this.main.getByRole('button', { name: 'Delete', exact: true });
    this.figures = this.main.getByRole('region', { name: 'Figures', exact: true });
    this.facts = this.main.getByRole('region', { name: 'Property details', exact: true });
    this.notes = this.main.getByRole('region', { name: 'Notes', exact: true });
    this.loan = this.main.getByRole('region', { name: 'Loan', exact: true });
    this.loanBalance = this.loan.getByTestId('loan-balance');
    this.loanEquity = this.loan.getByTestId('loan-equity');
    this.loanNote = this.loan.getByTestId('loan-note');
    this.schedule = this.main.getByRole('region', { name: 'Remaining schedule', exact: true });
    this.scheduleTable = this.schedule.getByRole('table', { name: 'Remaining amortization schedule' });
    this.marketCheck = this.main.getByRole('region', { name: 'Rent and value check', exact: true });
    this.rentSentence = this.marketCheck.getByTestId('rent-check-sentence');
    this.currentValue = this.marketCheck.getByTestId('current-value');
    this.estimatedValue = this.marketCheck.getByTestId('estimated-value');
    this.useEstimateButton = this.marketCheck.getByRole('button', { name: 'Use this estimate', exact: true });
    this.marketTrend = this.main.getByRole('region', { name: 'Local market', exact: true });
    this.marketChart = this.marketTrend.getByRole('img', { name: /^Line chart of the typical home value/ });
    this.noMarketData = this.marketTrend.getByText('No market data for this city.', { exact: true });
    this.zillowAttribution = this.main.getByText('Market data: Zillow Research (zillow.com/research/data)', {
      exact: true,
    });
    this.hudAttribution = this.main.getByText(
      'Fair Market Rents: U.S. Department of Housing and Urban Development',
      { exact: true },
    );
    this.deleteDialog = page.getByRole('alertdialog', { name: 'Delete this property?' });
    this.notFoundHeading = this.main.getByRole('heading', {
      level: 1,
      name: 'Property Not Found',
      exact: true,
    });
    this.notFoundBackLink = this.main.getByRole('link', { name: 'Back to Dashboard', exact: true });
  }

  async goto(id: number): Promise<void> {
    await this.page.goto(`/properties/${id}`);
  }

  /** Waits until the property and its market figures are on screen. */
  async expectLoaded(address: string): Promise<void> {
    await expect(this.heading).toHaveText(address);
    await expect(this.figures).toBeVisible();
    await expect(this.marketCheck.getByTestId('value-estimate')).toBeVisible();
  }

  /** A figure's value in the figures card ('capRate', 'cashFlow', …). */
  figure(key: string): Locator {
    return this.figures.locator(`[data-figure="${key}"] dd`);
  }

  /** A fact's value ('address', 'zipCode', 'currentValue', …). */
  fact(key: string): Locator {
    return this.facts.locator(`[data-fact="${key}"] dd`);
  }

  /** The info button of a figure, which opens its formula popover. */
  infoButton(label: string): Locator {
    return this.main.getByRole('button', { name: `How ${label} is calculated`, exact: true }).first();
  }

  /** How far the page scrolls sideways (0 when it fits). */
  horizontalOverflow(): Promise<number> {
    return this.page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);
  }
}
