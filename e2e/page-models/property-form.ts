import type { Locator, Page } from '@playwright/test';

/** Every field of the property form: its label and its role (the date field has none, so it is found by label). */
const FIELDS = {
  address: { label: 'Property Address', role: 'textbox' },
  city: { label: 'City', role: 'textbox' },
  state: { label: 'State', role: 'textbox' },
  zipCode: { label: 'ZIP Code', role: 'textbox' },
  propertyType: { label: 'Property Type', role: 'combobox' },
  bedrooms: { label: 'Bedrooms', role: 'spinbutton' },
  bathrooms: { label: 'Bathrooms', role: 'spinbutton' },
  squareFeet: { label: 'Square Feet', role: 'spinbutton' },
  purchasePrice: { label: 'Purchase Price', role: 'textbox' },
  monthlyRent: { label: 'Monthly Rent', role: 'textbox' },
  operatingExpenses: { label: 'Operating Expenses (monthly)', role: 'textbox' },
  propertyTaxes: { label: 'Property Taxes (annual)', role: 'textbox' },
  insurance: { label: 'Insurance (annual)', role: 'textbox' },
  maintenance: { label: 'Maintenance (annual)', role: 'textbox' },
  vacancy: { label: 'Vacancy Rate (%)', role: 'spinbutton' },
  downPayment: { label: 'Down Payment (%)', role: 'spinbutton' },
  interestRate: { label: 'Interest Rate (%)', role: 'spinbutton' },
  loanTerm: { label: 'Loan Term (years)', role: 'spinbutton' },
  closingCosts: { label: 'Closing Costs (%)', role: 'spinbutton' },
  rehabCosts: { label: 'Rehab Costs', role: 'textbox' },
  purchaseDate: { label: 'Purchase Date', role: null },
  currentValue: { label: 'Current Value', role: 'textbox' },
  notes: { label: 'Notes', role: 'textbox' },
} as const satisfies Record<string, { label: string; role: 'textbox' | 'spinbutton' | 'combobox' | null }>;

export type PropertyFieldName = keyof typeof FIELDS;

/** What to type, as a person types it; the property type is the option's visible label. */
export type PropertyFields = Partial<Record<PropertyFieldName, string>>;

/** The preview's figures by their labels. */
export type PreviewFigure =
  | 'Cap Rate'
  | 'Monthly Cash Flow'
  | 'Annual Cash Flow'
  | 'ROI'
  | 'Cash-on-Cash Return';

/** The example deal of docs/calculations.md as a property: cap rate 7.10%, $215.86 a month, ROI 7.15%. */
export const EXAMPLE_PROPERTY = {
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
} as const satisfies PropertyFields;

/** The property form of /add-property and /properties/:id/edit, with its live preview and its actions. */
export class PropertyForm {
  readonly page: Page;
  readonly form: Locator;
  readonly occupied: Locator;
  readonly preview: Locator;
  readonly previewHint: Locator;
  readonly cancelLink: Locator;

  constructor(page: Page, title: 'Add Property' | 'Edit Property') {
    this.page = page;
    this.form = page.getByRole('main').getByRole('form', { name: title, exact: true });
    this.occupied = this.form.getByRole('checkbox', { name: 'Occupied', exact: true });
    this.preview = this.form.getByRole('region', { name: 'Live Preview', exact: true });
    this.previewHint = this.preview.locator('p').last();
    this.cancelLink = this.form.getByRole('link', { name: 'Cancel', exact: true });
  }

  /** A field by its accessible name (a required field's asterisk is hidden from it). */
  field(name: PropertyFieldName): Locator {
    const { label, role } = FIELDS[name];
    return role
      ? this.form.getByRole(role, { name: label, exact: true })
      : this.form.getByLabel(label, { exact: true });
  }

  /** The message shown under a field (its id is the one the field's aria-describedby names). */
  fieldError(name: PropertyFieldName | 'isOccupied'): Locator {
    return this.form.locator(`#property-${name}-error`);
  }

  fieldErrors(): Locator {
    return this.form.locator('[id$="-error"]');
  }

  previewFigure(label: PreviewFigure): Locator {
    return this.preview
      .locator('dl > div')
      .filter({ has: this.page.getByRole('term').getByText(label, { exact: true }) })
      .getByRole('definition');
  }

  button(name: string): Locator {
    return this.form.getByRole('button', { name, exact: true });
  }

  /** Fills the given fields (an empty string clears one). */
  async fill(fields: PropertyFields): Promise<void> {
    for (const [name, value] of Object.entries(fields) as [PropertyFieldName, string][]) {
      const field = this.field(name);
      if (name === 'propertyType') await field.selectOption({ label: value });
      else await field.fill(value);
    }
  }
}

/** /add-property. */
export class AddPropertyPage extends PropertyForm {
  readonly heading: Locator;
  readonly submitButton: Locator;
  readonly submittingButton: Locator;
  readonly prefilledNotice: Locator;
  readonly analysisNotFound: Locator;
  readonly loading: Locator;

  constructor(page: Page) {
    super(page, 'Add Property');
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Add Property', exact: true });
    this.submitButton = this.button('Add Property');
    this.submittingButton = this.button('Adding Property...');
    this.prefilledNotice = main.getByRole('status').filter({ hasText: 'Prefilled from your saved analysis' });
    this.analysisNotFound = main.getByRole('alert').filter({ hasText: 'Saved analysis not found' });
    this.loading = main.getByRole('status').filter({ hasText: 'Loading your saved analysis...' });
  }

  async goto(search = ''): Promise<void> {
    await this.page.goto(`/add-property${search}`);
  }
}

/** /properties/:id/edit, its delete confirmation, and its loading and not-found states. */
export class EditPropertyPage extends PropertyForm {
  readonly heading: Locator;
  readonly saveButton: Locator;
  readonly savingButton: Locator;
  readonly deleteButton: Locator;
  readonly confirmDialog: Locator;
  readonly confirmDeleteButton: Locator;
  readonly cancelDeleteButton: Locator;
  readonly loading: Locator;
  readonly notFoundHeading: Locator;
  readonly notFoundText: Locator;
  readonly backToDashboardLink: Locator;
  /** The value estimate beside Current Value: its words (or why there is none), its button and its notes. */
  readonly valueEstimate: Locator;
  readonly estimatedValue: Locator;
  readonly useEstimateButton: Locator;
  readonly estimateBasisNote: Locator;
  readonly estimateAttribution: Locator;

  constructor(page: Page) {
    super(page, 'Edit Property');
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Edit Property', exact: true });
    this.saveButton = this.button('Save Changes');
    this.savingButton = this.button('Saving...');
    this.deleteButton = this.button('Delete Property');
    this.confirmDialog = page.getByRole('alertdialog', { name: 'Delete this property?', exact: true });
    this.confirmDeleteButton = this.confirmDialog.getByRole('button', { name: 'Delete', exact: true });
    this.cancelDeleteButton = this.confirmDialog.getByRole('button', { name: 'Cancel', exact: true });
    this.loading = main.getByRole('status').filter({ hasText: 'Loading...' });
    this.notFoundHeading = main.getByRole('heading', { level: 1, name: 'Property Not Found', exact: true });
    this.notFoundText = main.getByText('This property does not exist, or it is not in your portfolio.', {
      exact: true,
    });
    this.backToDashboardLink = main.getByRole('link', { name: 'Back to Dashboard', exact: true });
    this.valueEstimate = this.form.getByTestId('form-value-estimate');
    this.estimatedValue = this.valueEstimate.getByTestId('estimated-value');
    this.useEstimateButton = this.valueEstimate.getByRole('button', {
      name: 'Use this estimate',
      exact: true,
    });
    this.estimateBasisNote = this.valueEstimate.getByText('Based on the saved purchase date and price.', {
      exact: true,
    });
    this.estimateAttribution = this.valueEstimate.getByText(
      'Market data: Zillow Research (zillow.com/research/data)',
      { exact: true },
    );
  }

  async goto(id: number | string): Promise<void> {
    await this.page.goto(`/properties/${id}/edit`);
  }
}
