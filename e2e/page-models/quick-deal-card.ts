import type { Locator, Page } from '@playwright/test';

export type QuickDealFields = {
  purchasePrice?: string;
  monthlyRent?: string;
  operatingExpenses?: string;
  vacancy?: string;
};

/** Quick Deal Analysis (docs/product.md "Screens", "Input rules" (Quick analyzer)): four fields, the loan defaults, four results. */
export class QuickDealCard {
  readonly page: Page;
  readonly card: Locator;
  readonly assumptions: Locator;
  readonly purchasePriceInput: Locator;
  readonly monthlyRentInput: Locator;
  readonly operatingExpensesInput: Locator;
  readonly vacancyInput: Locator;
  readonly analyzeButton: Locator;
  readonly results: Locator;
  readonly placeholder: Locator;

  constructor(page: Page) {
    this.page = page;
    this.card = page.getByRole('main').getByRole('region', { name: 'Quick Deal Analysis', exact: true });
    this.assumptions = this.card.getByText(
      'Assumes 20% down, 7.5%, 30 years, 3% closing costs, and no taxes, insurance or maintenance.',
    );
    this.purchasePriceInput = this.card.getByRole('textbox', { name: 'Purchase Price', exact: true });
    this.monthlyRentInput = this.card.getByRole('textbox', { name: 'Monthly Rent', exact: true });
    this.operatingExpensesInput = this.card.getByRole('textbox', {
      name: 'Operating Expenses (monthly)',
      exact: true,
    });
    this.vacancyInput = this.card.getByRole('spinbutton', { name: 'Vacancy Rate (%)', exact: true });
    this.analyzeButton = this.card.getByRole('button', { name: 'Analyze Deal', exact: true });
    this.results = this.card.getByRole('region', { name: 'Quick analysis results', exact: true });
    this.placeholder = this.results.getByText(
      'Enter a price, rent and expenses to see the cap rate, cash flow, ROI and NOI.',
      { exact: true },
    );
  }

  /** A result by its label (Cap Rate, Cash Flow, ROI, Annual NOI): its value as shown. */
  result(label: string): Locator {
    return this.results
      .locator('dl > div')
      .filter({ has: this.page.getByRole('term').getByText(label, { exact: true }) })
      .getByRole('definition');
  }

  /** Fills the given fields (an empty string clears one). */
  async fill(fields: QuickDealFields): Promise<void> {
    if (fields.purchasePrice !== undefined) await this.purchasePriceInput.fill(fields.purchasePrice);
    if (fields.monthlyRent !== undefined) await this.monthlyRentInput.fill(fields.monthlyRent);
    if (fields.operatingExpenses !== undefined)
      await this.operatingExpensesInput.fill(fields.operatingExpenses);
    if (fields.vacancy !== undefined) await this.vacancyInput.fill(fields.vacancy);
  }

  async analyze(fields: QuickDealFields): Promise<void> {
    await this.fill(fields);
    await this.analyzeButton.click();
  }
}
