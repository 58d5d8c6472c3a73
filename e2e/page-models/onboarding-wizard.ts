import type { Locator, Page } from '@playwright/test';

export type DraftFields = {
  address?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  propertyType?: string;
  bedrooms?: string;
  bathrooms?: string;
  squareFeet?: string;
  purchasePrice?: string;
  purchaseDate?: string;
  monthlyRent?: string;
  monthlyExpenses?: string;
  propertyTaxes?: string;
  insurance?: string;
  downPayment?: string;
  interestRate?: string;
};

/** The label of each onboarding field. */
const LABELS: Record<keyof DraftFields, string> = {
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP Code',
  propertyType: 'Property Type',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  squareFeet: 'Square Feet',
  purchasePrice: 'Purchase Price',
  purchaseDate: 'Purchase Date',
  monthlyRent: 'Monthly Rent',
  monthlyExpenses: 'Monthly Expenses',
  propertyTaxes: 'Property Taxes (per year)',
  insurance: 'Insurance (per year)',
  downPayment: 'Down Payment (%)',
  interestRate: 'Interest Rate (%)',
};

/** /onboarding: the three steps, the quick-start samples, the property form, the list and the review. */
export class OnboardingWizard {
  readonly page: Page;
  readonly heading: Locator;
  readonly progressBar: Locator;
  readonly progressValue: Locator;
  readonly stepLabel: Locator;
  readonly skipLink: Locator;
  // Step 1
  readonly welcomeHeading: Locator;
  readonly getStartedButton: Locator;
  // Step 2
  readonly entryHeading: Locator;
  readonly quickStart: Locator;
  readonly form: Locator;
  readonly addPropertyButton: Locator;
  readonly updatePropertyButton: Locator;
  readonly portfolio: Locator;
  readonly listItems: Locator;
  readonly listCount: Locator;
  readonly emptyList: Locator;
  readonly continueButton: Locator;
  readonly backButton: Locator;
  // Step 3
  readonly reviewHeading: Locator;
  readonly reviewCount: Locator;
  readonly reviewTotalValue: Locator;
  readonly reviewMonthlyRent: Locator;
  readonly reviewItems: Locator;
  readonly backToEditButton: Locator;
  readonly completeButton: Locator;
  readonly problems: Locator;

  constructor(page: Page) {
    this.page = page;
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Portfolio Setup', exact: true });
    this.progressBar = main.getByRole('progressbar', { name: 'Setup progress', exact: true });
    this.progressValue = main.getByTestId('onboarding-progress-value');
    this.stepLabel = main.getByText(/^Step \d of 3$/);
    this.skipLink = main.getByRole('link', { name: 'Skip for now', exact: true });

    this.welcomeHeading = main.getByRole('heading', { name: 'Welcome to Rentfolio!', exact: true });
    this.getStartedButton = main.getByRole('button', { name: 'Get Started', exact: true });

    this.entryHeading = main.getByRole('heading', { name: 'Add Your Properties', exact: true });
    this.quickStart = main.getByRole('region', { name: 'Quick Start', exact: true });
    this.form = main.getByTestId('onboarding-property-form');
    this.addPropertyButton = this.form.getByRole('button', { name: 'Add Property', exact: true });
    this.updatePropertyButton = this.form.getByRole('button', { name: 'Update Property', exact: true });
    this.portfolio = main.getByTestId('onboarding-portfolio');
    this.listItems = this.portfolio.getByTestId('onboarding-property-list').locator('> li');
    this.listCount = this.portfolio.getByText(/^\d+ propert(y|ies)$/);
    this.emptyList = this.portfolio.getByText('No properties added yet', { exact: true });
    this.continueButton = main.getByRole('button', { name: 'Continue', exact: true });
    this.backButton = main.getByRole('button', { name: 'Back', exact: true });

    this.reviewHeading = main.getByRole('heading', { name: 'Review Your Portfolio', exact: true });
    this.reviewCount = main.getByTestId('review-count');
    this.reviewTotalValue = main.getByTestId('review-total-value');
    this.reviewMonthlyRent = main.getByTestId('review-monthly-rent');
    this.reviewItems = main.getByTestId('onboarding-property-list').locator('> li');
    this.backToEditButton = main.getByRole('button', { name: 'Back to Edit', exact: true });
    this.completeButton = main.getByRole('button', { name: 'Complete Setup', exact: true });
    this.problems = main.getByTestId('onboarding-problems');
  }

  async goto(): Promise<void> {
    await this.page.goto('/onboarding');
  }

  /** A quick-start sample's button, by its name ('Denver Single Family'). */
  sample(name: string): Locator {
    return this.quickStart.getByRole('button', { name: new RegExp(`^${name}`) });
  }

  /** A field by its label; the required ones end in the marker '*', hidden from assistive technology. */
  field(name: keyof DraftFields): Locator {
    const label = LABELS[name].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.form.getByLabel(new RegExp(`^${label}\\*?$`));
  }

  async fill(fields: DraftFields): Promise<void> {
    for (const [name, value] of Object.entries(fields) as [keyof DraftFields, string][]) {
      if (name === 'propertyType') await this.field(name).selectOption(value);
      else await this.field(name).fill(value);
    }
  }

  /** The list item of the property at `address`. */
  listItem(address: string): Locator {
    return this.listItems.filter({ hasText: address });
  }

  removeButton(address: string): Locator {
    return this.portfolio.getByRole('button', { name: `Remove ${address}`, exact: true });
  }

  editButton(address: string): Locator {
    return this.portfolio.getByRole('button', { name: `Edit ${address}`, exact: true });
  }
}
