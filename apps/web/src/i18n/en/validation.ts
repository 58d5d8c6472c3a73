import { GOAL_MESSAGES, PROPERTY_MESSAGES, SETTINGS_MESSAGES, TEXT_MESSAGES } from '@rentfolio/contracts';

/**
 * English texts of the validation messages that @rentfolio/contracts writes (and the API sends back), so that they can
 * be shown in the user's language: ../translate-message.ts finds a message by its English wording, or by one of the
 * templates below with a field's label in it. The templates must match the contracts' wording exactly;
 * translate-message.test.ts checks them against the schemas' own messages.
 */
export const validationTexts = {
  templates: {
    required: '{{field}} is required.',
    notNumber: '{{field}} must be a number.',
    between: '{{field}} must be between {{min}} and {{max}}.',
    negative: '{{field}} cannot be negative.',
    atMostCharacters: '{{field}} must be at most {{max}} characters.',
    atMost: '{{field}} must be at most {{max}}.',
    moreThan: '{{field}} must be more than {{min}}.',
    wholeNumber: '{{field}} must be a whole number.',
    notText: '{{field}} must be text.',
    brokenCharacter: TEXT_MESSAGES.loneSurrogate('{{field}}'),
    controlCharacter: TEXT_MESSAGES.control('{{field}}'),
    propertyLimit:
      'An account can hold at most {{limit}} properties, and this one has {{current}}. Delete some before adding more.',
    savedAnalysisLimit:
      'An account can keep at most {{limit}} saved analyses. Delete some before saving more.',
  },
  /** The field names the contracts' messages start with, as they read at the start of a sentence. */
  labels: {
    purchasePrice: 'Purchase price',
    monthlyRent: 'Monthly rent',
    operatingExpenses: 'Operating expenses',
    propertyTaxes: 'Property taxes',
    insurance: 'Insurance',
    maintenance: 'Maintenance',
    rehabCosts: 'Rehab costs',
    vacancy: 'Vacancy',
    downPayment: 'Down payment',
    interestRate: 'Interest rate',
    loanTerm: 'Loan term',
    closingCosts: 'Closing costs',
    address: 'Address',
    city: 'City',
    state: 'State',
    zipCode: 'ZIP code',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    squareFeet: 'Square feet',
    notes: 'Notes',
    currentValue: 'Current value',
    minPrice: 'Minimum price',
    maxPrice: 'Maximum price',
    minROI: 'Minimum ROI',
    maxROI: 'Maximum ROI',
    searchText: 'The search text',
    targetValue: 'Target portfolio value',
    targetCashFlow: 'Monthly cash flow target',
    targetProperties: 'Target number of properties',
    targetROI: 'Target average ROI',
    name: 'Name',
    projectionYears: 'Projection years',
    rentGrowth: 'Rent growth',
    expenseGrowth: 'Expense growth',
    appreciation: 'Appreciation',
    sellingCosts: 'Selling costs',
  },
  property: { ...PROPERTY_MESSAGES },
  goals: { ...GOAL_MESSAGES },
  settings: { ...SETTINGS_MESSAGES },
} as const;
