/** English texts of the Plan vs Actual screen (docs/product.md "Plan against actual"). */
export const planActualTexts = {
  title: 'Plan vs Actual',
  subtitle: 'What your deal inputs planned beside what your ledger shows, line by line, and the IRR to date.',
  loading: 'Comparing the plan with the ledger...',
  loadFailed: 'The comparison could not be loaded.',
  controls: {
    label: 'Compare',
    period: 'Period',
    periods: {
      ttm: 'Trailing 12 months',
      year: 'Calendar year',
      sincePurchase: 'Since purchase',
    },
    year: 'Year',
    threshold: 'Flag lines off by more than (%)',
    value: 'Value for the IRR to date',
    values: {
      current: 'Current value',
      estimate: 'Index estimate',
    },
  },
  periodText: '{{from}} to {{to}}.',
  sincePurchaseText: 'From each purchase to {{to}}.',
  thresholdText: 'Lines off the plan by more than {{threshold}}% are flagged.',
  months: 'Months owned: {{months}} · with transactions: {{ledger}}',
  portfolio: 'Portfolio',
  noProperties: {
    title: 'Add a property first',
    text: "Plan vs Actual compares each property's deal inputs with its ledger.",
    action: 'Add Property',
  },
  noLedger: 'No transactions in this period yet, so every actual figure is 0.',
  openLedger: 'Open the Ledger',
  table: {
    label: 'Plan against actual of {{name}}',
    line: 'Line',
    plan: 'Plan',
    actual: 'Actual',
    difference: 'Difference',
    off: 'Off plan',
  },
  lines: {
    income: 'Income',
    operatingExpenses: 'Operating expenses',
    noi: 'Net operating income',
    debtService: 'Debt service',
    capitalImprovements: 'Capital improvements',
    cashFlow: 'Cash flow',
    dscr: 'DSCR',
    cashOnCash: 'Cash-on-cash (a year)',
    capRateOnCost: 'Cap rate on cost (a year)',
  },
  points: '{{value}} pts',
  irr: {
    line: 'IRR to date: {{value}}',
    equity:
      'Equity if sold today: {{equity}} ({{basis}} {{value}}, less {{selling}}% selling costs and the loan of {{loan}}). Cash invested at the purchase: {{invested}}.',
    portfolioEquity: 'Equity if sold today: {{equity}}.',
    basis: {
      estimate: 'index estimate',
      current: 'current value',
      price: 'purchase price',
    },
    reasons: {
      noPurchaseDate: 'Add the purchase date to see the IRR to date.',
      noLedger: 'Add the transactions since the purchase to see the IRR to date.',
      ledgerStartsLate:
        'The ledger starts on {{date}}, after the purchase: add the months before it to see the IRR to date.',
      noRate: 'These cash flows have no IRR.',
      notEveryProperty: "The portfolio's IRR to date needs every property's.",
    },
  },
} as const;
