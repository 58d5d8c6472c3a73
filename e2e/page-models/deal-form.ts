import { expect, type Locator, type Page } from '@playwright/test';

type DealTab = 'Property Info' | 'Financials' | 'Loan Details';

/** Every field of the deal form: its label, its role and the tab that holds it (notes sit below the tabs). */
const FIELDS = {
  address: { label: 'Property Address', role: 'textbox', tab: 'Property Info' },
  city: { label: 'City', role: 'textbox', tab: 'Property Info' },
  state: { label: 'State', role: 'textbox', tab: 'Property Info' },
  zipCode: { label: 'ZIP Code', role: 'textbox', tab: 'Property Info' },
  propertyType: { label: 'Property Type', role: 'combobox', tab: 'Property Info' },
  bedrooms: { label: 'Bedrooms', role: 'spinbutton', tab: 'Property Info' },
  bathrooms: { label: 'Bathrooms', role: 'spinbutton', tab: 'Property Info' },
  squareFeet: { label: 'Square Feet', role: 'spinbutton', tab: 'Property Info' },
  purchasePrice: { label: 'Purchase Price', role: 'textbox', tab: 'Financials' },
  monthlyRent: { label: 'Monthly Rent', role: 'textbox', tab: 'Financials' },
  operatingExpenses: { label: 'Operating Expenses (monthly)', role: 'textbox', tab: 'Financials' },
  propertyTaxes: { label: 'Property Taxes (annual)', role: 'textbox', tab: 'Financials' },
  insurance: { label: 'Insurance (annual)', role: 'textbox', tab: 'Financials' },
  maintenance: { label: 'Maintenance (annual)', role: 'textbox', tab: 'Financials' },
  vacancy: { label: 'Vacancy Rate (%)', role: 'spinbutton', tab: 'Financials' },
  downPayment: { label: 'Down Payment (%)', role: 'spinbutton', tab: 'Loan Details' },
  interestRate: { label: 'Interest Rate (%)', role: 'spinbutton', tab: 'Loan Details' },
  loanTerm: { label: 'Loan Term (years)', role: 'spinbutton', tab: 'Loan Details' },
  closingCosts: { label: 'Closing Costs (%)', role: 'spinbutton', tab: 'Loan Details' },
  rehabCosts: { label: 'Rehab Costs', role: 'textbox', tab: 'Loan Details' },
  notes: { label: 'Investment Notes', role: 'textbox', tab: null },
} as const satisfies Record<string, { label: string; role: string; tab: DealTab | null }>;

export type DealFieldName = keyof typeof FIELDS;

/** What to put in the form, as a person types it; the property type is the option's visible label. */
export type DealFields = Partial<Record<DealFieldName, string>>;

/** The example deal of docs/calculations.md, with property details: cap rate 7.1%, $215.86 a month, ROI 7.15%. */
export const EXAMPLE_DEAL = {
  address: '1428 Elm Street',
  city: 'Denver',
  state: 'CO',
  zipCode: '80205',
  propertyType: 'Duplex',
  bedrooms: '4',
  bathrooms: '2.5',
  squareFeet: '1850',
  purchasePrice: '250000',
  monthlyRent: '2400',
  operatingExpenses: '300',
  propertyTaxes: '3000',
  insurance: '1200',
  maintenance: '1800',
  vacancy: '5',
  downPayment: '20',
  interestRate: '6.5',
  loanTerm: '30',
  closingCosts: '3',
  rehabCosts: '10000',
} as const satisfies DealFields;

/** The example deal's figures only (no property details), as the API takes them. */
export const EXAMPLE_DEAL_FIGURES = {
  purchasePrice: 250_000,
  monthlyRent: 2_400,
  operatingExpenses: 300,
  propertyTaxes: 3_000,
  insurance: 1_200,
  maintenance: 1_800,
  vacancy: 5,
  downPayment: 20,
  interestRate: 6.5,
  loanTerm: 30,
  closingCosts: 3,
  rehabCosts: 10_000,
} as const;

/** The deal form (docs/product.md "Screens", "Data", "Input rules"): three tabs of fields, the live loan summary, notes and the analyse button. */
export class DealForm {
  readonly page: Page;
  readonly heading: Locator;
  readonly form: Locator;
  readonly tabList: Locator;
  readonly analyzeButton: Locator;
  readonly analyzingButton: Locator;
  readonly upgradeButton: Locator;
  readonly requiredNote: Locator;
  readonly loanSummary: Locator;
  readonly loanSummaryDownPayment: Locator;
  readonly loanSummaryLoanAmount: Locator;
  readonly loanSummaryMonthlyPayment: Locator;

  constructor(page: Page) {
    this.page = page;
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 2, name: 'Deal Details', exact: true });
    this.form = main.getByRole('form', { name: 'Deal Details', exact: true });
    this.tabList = this.form.getByRole('tablist', { name: 'Deal details sections', exact: true });
    this.analyzeButton = this.form.getByRole('button', { name: 'Analyze Investment Deal', exact: true });
    this.analyzingButton = this.form.getByRole('button', { name: 'Analyzing Deal...', exact: true });
    this.upgradeButton = this.form.getByRole('button', { name: 'Upgrade to Analyze More', exact: true });
    this.requiredNote = this.form.getByText(
      'Purchase price, monthly rent and operating expenses are required.',
      { exact: true },
    );
    this.loanSummary = this.form.getByRole('region', { name: 'Loan Summary', exact: true });
    this.loanSummaryDownPayment = this.loanSummaryFigure('Down payment');
    this.loanSummaryLoanAmount = this.loanSummaryFigure('Loan amount');
    this.loanSummaryMonthlyPayment = this.loanSummaryFigure('Monthly payment');
  }

  private loanSummaryFigure(term: string): Locator {
    return this.loanSummary
      .locator('dl > div')
      .filter({ has: this.page.getByRole('term').getByText(term, { exact: true }) })
      .getByRole('definition');
  }

  /** A tab by its label; its accessible name gains ' (has errors)' while one of its fields has a message. */
  tab(name: DealTab): Locator {
    return this.tabList.getByRole('tab', { name: new RegExp(`^${name}`) });
  }

  field(name: DealFieldName): Locator {
    const { label, role } = FIELDS[name];
    return this.form.getByRole(role, { name: label, exact: true });
  }

  async openTab(name: DealTab): Promise<void> {
    const tab = this.tab(name);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }

  /** Fills the given fields, one tab at a time (an empty string clears a field). */
  async fill(fields: DealFields): Promise<void> {
    const entries = Object.entries(fields) as [DealFieldName, string][];
    const tabs = [...new Set(entries.map(([name]) => FIELDS[name].tab))];
    for (const tab of tabs) {
      if (tab) await this.openTab(tab);
      for (const [name, value] of entries.filter(([field]) => FIELDS[field].tab === tab)) {
        const field = this.field(name);
        if (FIELDS[name].role === 'combobox') await field.selectOption({ label: value });
        else await field.fill(value);
      }
    }
  }

  async analyze(): Promise<void> {
    await this.analyzeButton.click();
  }
}
