/**
 * English texts of the property and deal fields, keyed by the field's name in the forms' model
 * (apps/web/src/lib/property-fields): its label, and its hint and placeholder where it has one. Every form that asks
 * for a field reads them here (the deal form, the property form, the quick deal card, onboarding); a form that words a
 * field its own way keeps that text in its own namespace (dealForm.fields, onboarding.fields).
 */
export const fieldsTexts = {
  address: { label: 'Property Address', placeholder: '123 Main St' },
  city: { label: 'City', placeholder: 'Denver' },
  state: { label: 'State', placeholder: 'CO' },
  zipCode: { label: 'ZIP Code', placeholder: '80202' },
  propertyType: { label: 'Property Type', placeholder: 'Select a type' },
  bedrooms: { label: 'Bedrooms' },
  bathrooms: { label: 'Bathrooms' },
  squareFeet: { label: 'Square Feet' },
  purchasePrice: { label: 'Purchase Price' },
  monthlyRent: { label: 'Monthly Rent' },
  operatingExpenses: {
    label: 'Operating Expenses (monthly)',
    hint: 'Utilities, HOA, management and other monthly costs.',
  },
  propertyTaxes: { label: 'Property Taxes (annual)' },
  insurance: { label: 'Insurance (annual)' },
  maintenance: { label: 'Maintenance (annual)' },
  vacancy: { label: 'Vacancy Rate (%)' },
  downPayment: { label: 'Down Payment (%)' },
  interestRate: { label: 'Interest Rate (%)' },
  loanTerm: { label: 'Loan Term (years)' },
  closingCosts: { label: 'Closing Costs (%)', hint: 'Percent of the purchase price.' },
  rehabCosts: { label: 'Rehab Costs' },
  purchaseDate: { label: 'Purchase Date' },
  currentValue: { label: 'Current Value', hint: 'Optional. Leave it blank and the purchase price is used.' },
  isOccupied: { label: 'Occupied', hint: 'Untick it while the property is vacant.' },
  notes: { label: 'Notes', placeholder: 'Tenants, condition, plans for the property...' },
} as const;
