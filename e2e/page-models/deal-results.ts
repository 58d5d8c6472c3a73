import type { Locator, Page } from '@playwright/test';

/**
 * What an analysis shows on /deal-analysis: the results column ('Ready to Analyze' until the first result), the
 * figures' info popovers, the loan amortisation and the investment projection (docs/product.md "Screens"; docs/product.md "Deal formulas").
 */
export class DealResults {
  readonly page: Page;
  readonly placeholder: Locator;
  readonly placeholderHeading: Locator;
  readonly analyzingHeading: Locator;
  readonly region: Locator;
  readonly heading: Locator;
  readonly saveButton: Locator;
  readonly savedButton: Locator;
  readonly staleNotice: Locator;
  readonly metricsCard: Locator;
  readonly scoreCard: Locator;
  readonly score: Locator;
  readonly scoreBar: Locator;
  readonly ratingTerms: Locator;
  readonly ratings: Locator;
  // Loan amortisation
  readonly amortization: Locator;
  readonly amortizationTable: Locator;
  readonly amortizationRows: Locator;
  // Investment projection
  readonly projection: Locator;
  readonly updateProjectionButton: Locator;
  readonly resetProjectionButton: Locator;
  readonly projectionStatus: Locator;
  readonly irr: Locator;
  readonly irrCaption: Locator;
  readonly saleProceeds: Locator;
  readonly projectionTable: Locator;

  constructor(page: Page) {
    this.page = page;
    const main = page.getByRole('main');
    this.placeholder = main.getByRole('region', { name: /^(Ready to Analyze|Analyzing Deal\.\.\.)$/ });
    this.placeholderHeading = main.getByRole('heading', { level: 2, name: 'Ready to Analyze', exact: true });
    this.analyzingHeading = main.getByRole('heading', { level: 2, name: 'Analyzing Deal...', exact: true });
    this.region = main.getByRole('region', { name: 'Analysis Results', exact: true });
    this.heading = this.region.getByRole('heading', { level: 2, name: 'Analysis Results', exact: true });
    this.saveButton = this.region.getByRole('button', { name: 'Save Analysis', exact: true });
    this.savedButton = this.region.getByRole('button', { name: 'Saved', exact: true });
    this.staleNotice = this.region.getByText(
      'The form has changed since this analysis. Analyze again to update the figures.',
      { exact: true },
    );
    this.metricsCard = this.card('Investment Metrics');
    this.scoreCard = this.card('Deal Score & Recommendation');
    this.score = this.scoreCard.getByText(/^\d{1,3}$/);
    this.scoreBar = this.scoreCard.getByRole('progressbar', { name: 'Deal Score', exact: true });
    // The Ratings list is the score card's only list of terms.
    this.ratingTerms = this.scoreCard.getByRole('term');
    this.ratings = this.scoreCard.getByRole('definition');

    this.amortization = main.getByRole('region', { name: 'Loan Amortization', exact: true });
    this.amortizationTable = this.amortization.getByRole('table', {
      name: 'Yearly amortization schedule',
      exact: true,
    });
    this.amortizationRows = this.amortizationTable.getByRole('rowgroup').nth(1).getByRole('row');

    this.projection = main.getByRole('region', { name: 'Investment Projection', exact: true });
    this.updateProjectionButton = this.projection.getByRole('button', {
      name: 'Update Projection',
      exact: true,
    });
    this.resetProjectionButton = this.projection.getByRole('button', { name: 'Reset', exact: true });
    this.projectionStatus = this.projection.getByRole('status');
    const irrValue = this.projectionFigure(
      page.getByRole('button', { name: 'How IRR is calculated', exact: true }),
    );
    this.irr = irrValue.locator(':scope > span').first();
    this.irrCaption = irrValue.locator(':scope > span').last();
    this.saleProceeds = this.projectionFigure(page.getByText(/^Sale proceeds in year \d+$/))
      .locator(':scope > span')
      .first();
    this.projectionTable = this.projection.getByRole('table', { name: 'Projection by year', exact: true });
  }

  /** A card of the results column, by its heading. */
  private card(heading: string): Locator {
    return this.region
      .locator('[data-slot="card"]')
      .filter({ has: this.page.getByRole('heading', { level: 3, name: heading, exact: true }) });
  }

  /** The value of one of the projection's two headline figures, found by something in its term. */
  private projectionFigure(inTerm: Locator): Locator {
    return this.projection
      .locator('dl > div')
      .filter({ has: this.page.getByRole('term').filter({ has: inTerm }) })
      .getByRole('definition');
  }

  /** The info button beside a figure of the results column, such as 'Cap Rate' or 'Net Operating Income'. */
  infoButton(figure: string): Locator {
    return this.region.getByRole('button', { name: `How ${figure} is calculated`, exact: true });
  }

  /** A term/value pair of the results column (a `dl` row), by the figure its info button explains. */
  private figureRow(scope: Locator, label: string): Locator {
    const button = this.page.getByRole('button', { name: `How ${label} is calculated`, exact: true });
    return scope.locator('dl > div').filter({ has: button });
  }

  /** A figure of Investment Metrics or Financial Breakdown by its label: its value as shown. */
  figure(label: string): Locator {
    return this.figureRow(this.region, label).getByRole('definition');
  }

  /** One of the three rated figures of Investment Metrics (Cap Rate, Monthly Cash Flow, ROI): value and rating. */
  ratedFigure(label: 'Cap Rate' | 'Monthly Cash Flow' | 'ROI'): { value: Locator; rating: Locator } {
    const definition = this.figureRow(this.metricsCard, label).getByRole('definition');
    return {
      value: definition.locator(':scope > span').first(),
      rating: definition.getByText(/^(Excellent|Good|Fair|Poor)$/),
    };
  }

  recommendation(text: string): Locator {
    return this.scoreCard.getByText(text, { exact: true });
  }

  /** The popover an info button opens: a non-modal dialog named after the figure it explains. */
  popover(figure: string): Locator {
    return this.page.getByRole('dialog', { name: figure, exact: true });
  }

  /** A year's row of the amortisation table: the cells after the year (interest, principal, ending balance). */
  amortizationCells(year: number): Locator {
    return this.amortizationRows
      .filter({ has: this.page.getByRole('rowheader', { name: String(year), exact: true }) })
      .getByRole('cell');
  }

  /** A projection assumption field, such as 'Appreciation (%/yr)'. */
  assumption(label: string): Locator {
    return this.projection.getByRole('spinbutton', { name: label, exact: true });
  }
}
