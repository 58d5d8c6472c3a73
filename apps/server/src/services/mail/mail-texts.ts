// The texts of Rentfolio's e-mails in English (docs/product.md "E-mail"). Mail goes out in the recipient's language:
// the other languages are in mail-texts.<lang>.ts, typed by TMailTexts so that none can miss a text. {{name}} marks
// a value filled in when the mail is written.

import type { TGoalType, TInsightRule } from '@rentfolio/contracts';

export const mailTextsEn = {
  monthly: {
    subject: 'Your Rentfolio report for {{month}}',
    preheader: 'Your portfolio in {{month}}: value, cash flow, goals and what to look at.',
    title: 'Your portfolio in {{month}}',
    greeting: 'Hello {{name}},',
    intro: "Here is your rental portfolio's report for {{month}}, with its figures as of {{date}}.",
  },
  update: {
    subject: 'Your Rentfolio portfolio update',
    preheader: 'Your portfolio today: value, cash flow and returns.',
    title: 'Your portfolio today',
    intro: 'You asked for a summary of your portfolio. Here it is, as of {{date}}.',
  },
  test: {
    subject: 'Rentfolio test report',
    banner: 'This is a test report: it shows what your monthly report looks like, with your real figures.',
  },
  sample: {
    banner:
      'SAMPLE: this report uses a made-up portfolio with negative cash flow, to show how warnings look.',
  },
  figures: {
    portfolioValue: 'Portfolio value',
    monthlyCashFlow: 'Monthly cash flow',
    averageRoi: 'Average ROI',
    occupancy: 'Occupancy',
    properties: 'Properties',
    changeSinceLastMonth: '{{change}} since last month',
    noChangeData: 'No change data yet',
    negativeCashFlow: 'Your portfolio loses money each month. Check the properties below.',
  },
  performers: {
    title: 'Best and worst performers',
    best: 'Best',
    worst: 'Worst',
    line: '{{cashFlow}} a month, cap rate {{capRate}}',
    none: 'Add properties to see how each one performs.',
  },
  goals: {
    title: 'Goals',
    line: '{{progress}} of {{target}}',
    reached: 'Reached',
    none: 'You have not set goals yet.',
    names: {
      portfolio_value: 'Portfolio value',
      cash_flow: 'Monthly cash flow',
      properties: 'Properties',
      roi: 'Average ROI',
    } satisfies Record<TGoalType, string>,
  },
  achievements: {
    title: 'New achievements',
    count: 'Earned this month: {{count}}',
    none: 'No new achievements this month.',
  },
  insights: {
    title: 'Top insights',
    none: 'Nothing needs your attention.',
    dscrBelowOne: 'Rent does not cover the loan',
    rules: {
      negativeCashFlow: 'Negative cash flow',
      lowDscr: 'Rent barely covers the loan',
      vacant: 'Vacant property',
      concentration: 'Much of the portfolio in one metro',
      expensesOverPlan: 'Expenses above the plan',
      vacancyOverPlan: 'Less rent collected than planned',
      lowDscrActual: 'Actual income barely covers the loan',
      leaseEnding: 'A lease ends soon',
      rentLate: 'Rent is late',
      rentBelowMarket: 'Rent below the market',
      equityGain: 'Value above what you recorded',
      bestCapRate: 'Best cap rate',
      bestCashOnCash: 'Best cash-on-cash return',
      goalNear: 'Goal nearly reached',
    } satisfies Record<TInsightRule, string>,
  },
  footer: {
    open: 'Open Rentfolio',
    why: 'You get this e-mail because e-mail reports are on in your Rentfolio settings.',
    unsubscribe: 'Unsubscribe',
  },
  confirmEmail: {
    subject: 'Confirm your e-mail address for Rentfolio',
    title: 'Confirm your e-mail address',
    greeting: 'Hello {{name}},',
    intro:
      'Please confirm that {{address}} is your address, so that Rentfolio can send your reports and updates to it.',
    button: 'Confirm {{address}}',
    validity: 'The link works for {{hours}} hours and only once.',
    ignore: 'If you did not ask for this, ignore this e-mail: nothing will be sent to this address.',
  },
  changeNotice: {
    subject: 'Your Rentfolio e-mail address is about to change',
    title: 'A new e-mail address was requested',
    intro: 'Someone signed in to your Rentfolio account asked to use {{newAddress}} instead of this address.',
    keep: 'Rentfolio keeps sending to this address until the new one is confirmed.',
    notYou: 'If this was not you, sign in, change your password and cancel the change on the Account page.',
  },
  unsubscribePage: {
    title: 'Unsubscribe',
    done: 'You will no longer receive e-mail from Rentfolio. You can turn it back on in Settings.',
    used: 'This unsubscribe link has already been used.',
    invalid: 'This unsubscribe link is not valid.',
    confirm: 'Stop e-mail from Rentfolio',
    question: 'Stop the monthly reports and other e-mail from Rentfolio?',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type TMailTexts = Widen<typeof mailTextsEn>;
