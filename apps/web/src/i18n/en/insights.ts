/**
 * English texts of the Investment Insights screen and the dashboard's Insights card (one file per area, owned with its
 * feature). The `rules` texts are the server's English sentences (apps/server/src/services/insights/insight-rules.ts)
 * with the numbers as placeholders: written from `rule` and `params` in English they equal the API's `title` and
 * `description` word for word (features/insights/insight-text.test.ts).
 */
export const insightsTexts = {
  title: 'Investment Insights',
  subtitle: 'What fixed rules find in your properties, your goals and public market data.',
  /** The insights come from written rules, not machine learning (docs/product.md "Insights"). */
  explainable: 'Explainable',
  explainableHint: 'Every insight comes from a written rule and cites the numbers behind it.',
  loading: 'Loading insights...',
  loadFailed: 'Your insights could not be loaded.',
  counters: {
    label: 'Insights by type',
    opportunity: 'Opportunities',
    performance: 'Performance',
    warning: 'Warnings',
  },
  /** One insight's kind, beside its icon. */
  types: {
    opportunity: 'Opportunity',
    performance: 'Performance',
    warning: 'Warning',
  },
  all: 'All Insights',
  allText: 'Warnings first, then opportunities, then performance.',
  openRentRoll: 'Open Rent Roll',
  openPlanActual: 'Open Plan vs Actual',
  viewProperty: 'View property',
  /** The link's name starts with its visible text (WCAG 2.5.3), then names the property. */
  viewPropertyLabel: 'View property: {{address}}',
  generatedToday: 'Generated today',
  generatedOn: 'Generated {{date}}',
  showMore: 'Show more',
  loadingMore: 'Loading more…',
  shownOf: '{{shown}} of {{total}} shown',
  emptyTitle: 'No Insights Available',
  emptyText: 'Add more properties to your portfolio, and insights about them will appear here.',
  addProperty: 'Add a Property',
  how: {
    toggle: 'How insights work',
    title: 'How insights work',
    intro:
      'Each insight is a fixed rule checked against your properties, your goals and the public market data of Zillow and HUD. It is not machine learning: the same portfolio always gives the same insights, and each one shows the numbers that triggered it.',
    warnings: 'Warnings',
    opportunities: 'Opportunities',
    performance: 'Performance',
    rules: {
      negativeCashFlow:
        'Negative cash flow: a property that loses money every month after its loan payment and expenses.',
      lowDscr:
        'Low debt coverage: a property with a loan whose net operating income covers its loan payments less than {{minDscr}} times.',
      vacant: 'Vacancy: a property marked vacant, so its rent is not coming in.',
      concentration:
        "Concentration: with two properties or more, over {{percent}} of your portfolio's value in one metro area.",
      expensesOverPlan:
        'Expenses over plan: with 12 months of ledger, operating expenses of the last 12 months more than {{percent}} above what the deal planned.',
      vacancyOverPlan:
        'Vacancy over plan: with 12 months of ledger, rent lost to vacancy and unpaid rent more than {{points}} points above the vacancy the deal planned.',
      lowDscrActual:
        'Low debt coverage on actual figures: with 12 months of ledger, net operating income that covers the loan payments less than {{minDscr}} times.',
      leaseEnding: 'Lease ending: a unit of your rent roll whose lease ends within {{days}} days.',
      rentLate:
        'Late rent: a unit whose rent for one of the last 12 months is more than {{days}} days late, after your grace period.',
      rentBelowMarket:
        "Rent below market: a rent more than {{percent}} below Zillow's typical asking rent for its ZIP code, or below HUD's Fair Market Rent for its number of bedrooms.",
      equityGain:
        "Equity gain: Zillow's home value index for the metro puts a property at least {{percent}} above the value you recorded.",
      bestCapRate:
        'Best cap rate: with two properties or more, the one with the highest cap rate, against your average.',
      bestCashOnCash:
        'Best cash-on-cash return: with two properties or more, the one with the highest cash-on-cash return, against your average.',
      goalNear: 'Goal within reach: a goal at least {{percent}} of the way there, not yet reached.',
    },
  },
  /** The dashboard's card: the first insights and a link to the screen. */
  card: {
    title: 'Investment Insights',
    text: 'The first of your insights, by importance.',
    empty: 'No insights available',
    emptyText: 'Insights appear as your portfolio grows.',
    viewAll: 'View All Insights',
  },
  /** The server's sentences, one rule each (insight-rules.ts). */
  rules: {
    negativeCashFlow: {
      title: '{{address}} loses money every month',
      description:
        '{{address}} has a cash flow of {{monthlyCashFlow}} a month ({{annualCashFlow}} a year) after its loan and expenses.',
    },
    dscrBelowOne: {
      title: '{{address}} does not cover its loan',
      description:
        '{{address}} has a debt service coverage ratio of {{dscr}}: its net operating income pays only {{share}} of its loan payments, so the rest comes from your pocket; lenders usually want {{minDscr}} or more.',
    },
    lowDscr: {
      title: '{{address}} barely covers its loan',
      description:
        '{{address}} has a debt service coverage ratio of {{dscr}}: its net operating income covers its loan payments {{dscr}} times, and lenders usually want {{minDscr}} or more.',
    },
    vacant: {
      title: '{{address}} is vacant',
      description: '{{address}} is marked vacant, so its {{monthlyRent}} monthly rent is not coming in.',
    },
    concentration: {
      title: '{{share}} of your portfolio is in one market',
      description:
        "{{share}} of your portfolio's value ({{marketValue}} of {{totalValue}}) is in the {{market}} area; a downturn there would hit most of your holdings at once.",
    },
    expensesOverPlan: {
      title: '{{address}} spends more than planned',
      description:
        '{{address}} paid {{actual}} of operating expenses in the last 12 months, {{over}} more than the {{plan}} its deal planned.',
    },
    vacancyOverPlan: {
      title: '{{address}} collects less rent than planned',
      description:
        '{{address}} lost {{actual}} of its rent to vacancy and unpaid rent in the last 12 months, against the {{plan}} its deal planned.',
    },
    lowDscrActual: {
      title: '{{address}} does not cover its loan comfortably',
      description:
        'In the last 12 months of its ledger, {{address}} had a debt service coverage ratio of {{dscr}}; lenders usually want {{minDscr}} or more.',
    },
    leaseEnding: {
      title_one: 'The lease of {{unit}} at {{address}} ends in {{count}} day',
      title_other: 'The lease of {{unit}} at {{address}} ends in {{count}} days',
      description_one:
        'The lease of {{unit}} at {{address}} ends in {{month}}, {{count}} day from now: renew it, or plan the turnover before the unit sits empty.',
      description_other:
        'The lease of {{unit}} at {{address}} ends in {{month}}, {{count}} days from now: renew it, or plan the turnover before the unit sits empty.',
    },
    rentLate: {
      title_one: 'Rent of {{unit}} at {{address}} is {{count}} day late',
      title_other: 'Rent of {{unit}} at {{address}} is {{count}} days late',
      description_one:
        'Only {{received}} of the {{due}} rent for {{month}} has come in, {{count}} day after it was due.',
      description_other:
        'Only {{received}} of the {{due}} rent for {{month}} has come in, {{count}} days after it was due.',
    },
    rentBelowMarket: {
      title: '{{address}} may be under-rented',
      /** {{comparison}} is one of the two comparisons below; {{market}} and {{fmr}} are both. */
      one: 'The rent of {{monthlyRent}} at {{address}} is {{comparison}}.',
      both: 'The rent of {{monthlyRent}} at {{address}} is {{market}} and {{fmr}}.',
      market: "{{gap}} below Zillow's typical asking rent in {{place}} ({{amount}}, {{month}})",
      fmr: "{{gap}} below HUD's Fair Market Rent for a {{unit}} ({{amount}}, {{vintage}})",
      unit_zero: 'studio',
      unit_one: '{{count}}-bedroom',
      unit_other: '{{count}}-bedroom',
    },
    equityGain: {
      title: '{{address}} may have gained equity',
      description:
        "Zillow's home value index for its metro suggests {{address}} is worth about {{estimatedValue}} ({{month}}), {{gain}} above the {{recordedValue}} you recorded. Updating its value, or refinancing, could free that equity.",
    },
    bestCapRate: {
      title: '{{address}} has your best cap rate',
      description: '{{address}} has a cap rate of {{capRate}}, against {{average}} across your properties.',
    },
    bestCashOnCash: {
      title: '{{address}} has your best cash-on-cash return',
      description:
        '{{address}} returns {{cashOnCash}} a year on the cash you put in, against {{average}} across your properties.',
    },
    goalNear: {
      title: 'Your {{goal}} goal is within reach',
      description: 'Your {{goal}} goal is {{progress}} reached: {{current}} of {{target}}.',
    },
  },
  /** A goal's name inside the goalNear sentences. */
  goalNames: {
    portfolio_value: 'portfolio value',
    cash_flow: 'monthly cash flow',
    properties: 'number of properties',
    roi: 'average ROI',
  },
};
