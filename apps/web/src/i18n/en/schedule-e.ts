/**
 * English texts of the Schedule E screen (docs/product.md "Schedule E"). The lines are named in the form's own words
 * (Schedule E (Form 1040), Part I).
 */
export const scheduleETexts = {
  title: 'Schedule E',
  subtitle:
    'A tax year of your ledger on the lines of Schedule E (Form 1040), Part I, one column per property.',
  loading: 'Loading Schedule E...',
  loadFailed: 'Schedule E could not be loaded.',
  year: 'Tax year',
  download: 'Download CSV',
  print: 'Print',
  notAdvice: 'A worksheet from your ledger to prepare the form with, not tax advice.',
  empty: {
    title: 'Nothing on Schedule E in {{year}}',
    text: 'Add the rent you received and the bills you paid in {{year}} to the ledger, and they show here on their lines.',
    action: 'Open Ledger',
  },
  summary: {
    label: 'Totals of {{year}}',
    rents: 'Rents received (23a)',
    expenses: 'Total expenses (23e)',
    total: 'Income or (loss) (26)',
  },
  table: {
    label: 'Part I, {{year}}',
    line: 'Line',
    item: 'Item',
    property: 'Property {{letter}}',
    use: 'Days and share',
    useLabel: 'Days and share of property {{letter}}, {{address}}',
  },
  rows: {
    address: 'Physical address',
    type: 'Type of property',
    fairRentalDays: 'Fair rental days',
    personalUseDays: 'Personal use days',
    rentalPercent: 'Part rented',
    expenseShare: 'Share of each expense reported',
    totalExpenses: 'Total expenses',
    income: 'Income or (loss)',
  },
  lines: {
    line3: 'Rents received',
    line5: 'Advertising',
    line6: 'Auto and travel',
    line7: 'Cleaning and maintenance',
    line8: 'Commissions',
    line9: 'Insurance',
    line10: 'Legal and other professional fees',
    line11: 'Management fees',
    line12: 'Mortgage interest paid to banks, etc.',
    line13: 'Other interest',
    line14: 'Repairs',
    line15: 'Supplies',
    line16: 'Taxes',
    line17: 'Utilities',
    line18: 'Depreciation expense or depletion',
    line19: 'Other',
  },
  notComputed: 'Not computed',
  depreciationNote:
    'Line 18, depreciation, is not summed from the ledger: add it from your depreciation records. Line 20 leaves it out.',
  notices: {
    home: 'Property {{letter}} was used personally for more than 14 days and 10% of its rental days: it counts as a home, and its deductions may be limited to its rent (IRS Publication 527, Worksheet 5-1).',
    minimal:
      'Property {{letter}} is a home rented fewer than 15 days: its rent is not reported and its expenses are not deducted, so it is left out of the totals (IRS Publication 527).',
    split:
      'Property {{letter}}: {{share}} of each expense is reported, from the part rented and the rental days against the personal use days (IRS Publication 527).',
  },
  totals: {
    title: 'Summary',
    rents: 'Total of all amounts reported on line 3',
    mortgageInterest: 'Total of all amounts reported on line 12',
    totalExpenses: 'Total of all amounts reported on line 20',
    income: 'Income (positive amounts of line 21)',
    losses: 'Losses (line 21, before the limits of Form 8582)',
    total: 'Total rental real estate income or (loss)',
  },
  useDialog: {
    title: 'Days and share of property {{letter}}',
    description:
      'How {{address}} was used in {{year}} (IRS Publication 527). Expenses are split by the part rented and, with personal use, by the rental days.',
    fairRentalDays: 'Fair rental days',
    fairRentalDaysHint: 'Days rented at a fair price. Empty when you do not know.',
    personalUseDays: 'Personal use days',
    personalUseDaysHint: 'Days you, your family or anyone paying less than a fair rent used it.',
    rentalPercent: 'Part rented (%)',
    rentalPercentHint: 'All of it is 100. A room that is 15% of the house is 15.',
    save: 'Save',
    saving: 'Saving...',
    cancel: 'Cancel',
    saved: 'Days and share saved',
    failed: 'The days and share could not be saved.',
  },
} as const;
