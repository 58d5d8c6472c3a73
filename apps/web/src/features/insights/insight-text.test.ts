import '@/i18n';
import '@/i18n/app-strings';
import type { TInsight } from '@rentfolio/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { setFormatPreferences } from '@/lib/format';
import { getInsightText } from './insight-text';

/**
 * The English sentences written by the web app from `rule` and `params` must be the server's own words
 * (apps/server/src/services/insights/insight-rules.ts). The expected strings are written out by hand from that file.
 */
type Sample = Pick<TInsight, 'rule' | 'params'> & { title: string; description: string };

const t = i18n.getFixedT('en');

const SAMPLES: Sample[] = [
  {
    rule: 'negativeCashFlow',
    params: { address: '12 Elm St', monthlyCashFlow: -215.5, annualCashFlow: -2586 },
    title: '12 Elm St loses money every month',
    description: '12 Elm St has a cash flow of -$216 a month (-$2,586 a year) after its loan and expenses.',
  },
  {
    rule: 'lowDscr',
    params: { address: '12 Elm St', dscr: 1.05, minDscr: 1.2 },
    title: '12 Elm St barely covers its loan',
    description:
      '12 Elm St has a debt service coverage ratio of 1.05: its net operating income covers its loan payments 1.05 times, and lenders usually want 1.20 or more.',
  },
  {
    rule: 'lowDscr',
    params: { address: '12 Elm St', dscr: 0.27, minDscr: 1.2 },
    title: '12 Elm St does not cover its loan',
    description:
      '12 Elm St has a debt service coverage ratio of 0.27: its net operating income pays only 27% of its loan payments, so the rest comes from your pocket; lenders usually want 1.20 or more.',
  },
  {
    rule: 'vacant',
    params: { address: '12 Elm St', monthlyRent: 2400 },
    title: '12 Elm St is vacant',
    description: '12 Elm St is marked vacant, so its $2,400 monthly rent is not coming in.',
  },
  {
    rule: 'concentration',
    params: { market: 'Denver, CO', share: 60, marketValue: 600_000, totalValue: 1_000_000 },
    title: '60% of your portfolio is in one market',
    description:
      "60% of your portfolio's value ($600,000 of $1,000,000) is in the Denver, CO area; a downturn there would hit most of your holdings at once.",
  },
  {
    rule: 'rentBelowMarket',
    params: {
      address: '2900 Welton St',
      monthlyRent: 1800,
      marketRent: 2118.81,
      marketGap: 15,
      marketRentPlace: '80205',
      marketRentMonth: '2023-10',
      fairMarketRent: 2874,
      fmrGap: 37,
      fairMarketRentVintage: 'FY2024',
      bedrooms: 3,
    },
    title: '2900 Welton St may be under-rented',
    description:
      "The rent of $1,800 at 2900 Welton St is 15% below Zillow's typical asking rent in 80205 ($2,119, Oct 2023) and 37% below HUD's Fair Market Rent for a 3-bedroom ($2,874, FY2024).",
  },
  {
    rule: 'rentBelowMarket',
    params: {
      address: '12 Elm St',
      monthlyRent: 2000,
      marketRent: null,
      marketGap: null,
      marketRentPlace: null,
      marketRentMonth: null,
      fairMarketRent: 2874,
      fmrGap: 30,
      fairMarketRentVintage: 'FY2024',
      bedrooms: 1,
    },
    title: '12 Elm St may be under-rented',
    description:
      "The rent of $2,000 at 12 Elm St is 30% below HUD's Fair Market Rent for a 1-bedroom ($2,874, FY2024).",
  },
  {
    rule: 'rentBelowMarket',
    params: {
      address: '12 Elm St',
      monthlyRent: 1500,
      marketRent: 2000,
      marketGap: 25,
      marketRentPlace: 'Denver',
      marketRentMonth: '2025-01',
      fairMarketRent: null,
      fmrGap: null,
      fairMarketRentVintage: null,
      bedrooms: null,
    },
    title: '12 Elm St may be under-rented',
    description:
      "The rent of $1,500 at 12 Elm St is 25% below Zillow's typical asking rent in Denver ($2,000, Jan 2025).",
  },
  {
    rule: 'equityGain',
    params: {
      address: '2900 Welton St',
      estimatedValue: 529_028,
      estimatedValueMonth: '2025-01',
      recordedValue: 400_000,
      gain: 32,
    },
    title: '2900 Welton St may have gained equity',
    description:
      "Zillow's home value index for its metro suggests 2900 Welton St is worth about $529,028 (Jan 2025), 32% above the $400,000 you recorded. Updating its value, or refinancing, could free that equity.",
  },
  {
    rule: 'bestCapRate',
    params: { address: '9 Oak Ave', capRate: 8.1, average: 7.55 },
    title: '9 Oak Ave has your best cap rate',
    description: '9 Oak Ave has a cap rate of 8.10%, against 7.55% across your properties.',
  },
  {
    rule: 'bestCashOnCash',
    params: { address: '9 Oak Ave', cashOnCash: 12, average: 9.5 },
    title: '9 Oak Ave has your best cash-on-cash return',
    description:
      '9 Oak Ave returns 12.00% a year on the cash you put in, against 9.50% across your properties.',
  },
  {
    rule: 'expensesOverPlan',
    params: { address: '12 Elm St', actual: 9_000, plan: 7_200, over: 25 },
    title: '12 Elm St spends more than planned',
    description:
      '12 Elm St paid $9,000 of operating expenses in the last 12 months, 25% more than the $7,200 its deal planned.',
  },
  {
    rule: 'vacancyOverPlan',
    params: { address: '12 Elm St', actual: 16.67, plan: 5 },
    title: '12 Elm St collects less rent than planned',
    description:
      '12 Elm St lost 16.67% of its rent to vacancy and unpaid rent in the last 12 months, against the 5.00% its deal planned.',
  },
  {
    rule: 'lowDscrActual',
    params: { address: '12 Elm St', dscr: 1.08, minDscr: 1.2 },
    title: '12 Elm St does not cover its loan comfortably',
    description:
      'In the last 12 months of its ledger, 12 Elm St had a debt service coverage ratio of 1.08; lenders usually want 1.20 or more.',
  },
  {
    rule: 'leaseEnding',
    params: { address: '12 Elm St', unit: 'Unit 2', leaseEnd: '2027-01', days: 45 },
    title: 'The lease of Unit 2 at 12 Elm St ends in 45 days',
    description:
      'The lease of Unit 2 at 12 Elm St ends in Jan 2027, 45 days from now: renew it, or plan the turnover before the unit sits empty.',
  },
  {
    rule: 'leaseEnding',
    params: { address: '12 Elm St', unit: 'Unit 2', leaseEnd: '2026-11', days: 1 },
    title: 'The lease of Unit 2 at 12 Elm St ends in 1 day',
    description:
      'The lease of Unit 2 at 12 Elm St ends in Nov 2026, 1 day from now: renew it, or plan the turnover before the unit sits empty.',
  },
  {
    rule: 'rentLate',
    params: { address: '12 Elm St', unit: 'Unit 2', month: '2026-10', days: 28, due: 1450, received: 500 },
    title: 'Rent of Unit 2 at 12 Elm St is 28 days late',
    description: 'Only $500 of the $1,450 rent for Oct 2026 has come in, 28 days after it was due.',
  },
  {
    rule: 'goalNear',
    params: { goalType: 'cash_flow', progress: 92, current: 1840, target: 2000 },
    title: 'Your monthly cash flow goal is within reach',
    description: 'Your monthly cash flow goal is 92% reached: $1,840 of $2,000.',
  },
  {
    rule: 'leaseEnding',
    params: { address: '12 Elm St', unit: 'Unit 2', leaseEnd: '2027-01', days: 45 },
    title: 'The lease of Unit 2 at 12 Elm St ends in 45 days',
    description:
      'The lease of Unit 2 at 12 Elm St ends in Jan 2027, 45 days from now: renew it, or plan the turnover before the unit sits empty.',
  },
  {
    rule: 'leaseEnding',
    params: { address: '12 Elm St', unit: 'Unit 2', leaseEnd: '2026-11', days: 1 },
    title: 'The lease of Unit 2 at 12 Elm St ends in 1 day',
    description:
      'The lease of Unit 2 at 12 Elm St ends in Nov 2026, 1 day from now: renew it, or plan the turnover before the unit sits empty.',
  },
  {
    rule: 'rentLate',
    params: { address: '12 Elm St', unit: 'Unit 2', month: '2026-10', days: 28, due: 1450, received: 500 },
    title: 'Rent of Unit 2 at 12 Elm St is 28 days late',
    description: 'Only $500 of the $1,450 rent for Oct 2026 has come in, 28 days after it was due.',
  },
  {
    rule: 'goalNear',
    params: { goalType: 'properties', progress: 90, current: 9, target: 10 },
    title: 'Your number of properties goal is within reach',
    description: 'Your number of properties goal is 90% reached: 9 of 10.',
  },
  {
    rule: 'leaseEnding',
    params: { address: '12 Elm St', unit: 'Unit 2', leaseEnd: '2027-01', days: 45 },
    title: 'The lease of Unit 2 at 12 Elm St ends in 45 days',
    description:
      'The lease of Unit 2 at 12 Elm St ends in Jan 2027, 45 days from now: renew it, or plan the turnover before the unit sits empty.',
  },
  {
    rule: 'leaseEnding',
    params: { address: '12 Elm St', unit: 'Unit 2', leaseEnd: '2026-11', days: 1 },
    title: 'The lease of Unit 2 at 12 Elm St ends in 1 day',
    description:
      'The lease of Unit 2 at 12 Elm St ends in Nov 2026, 1 day from now: renew it, or plan the turnover before the unit sits empty.',
  },
  {
    rule: 'rentLate',
    params: { address: '12 Elm St', unit: 'Unit 2', month: '2026-10', days: 28, due: 1450, received: 500 },
    title: 'Rent of Unit 2 at 12 Elm St is 28 days late',
    description: 'Only $500 of the $1,450 rent for Oct 2026 has come in, 28 days after it was due.',
  },
  {
    rule: 'goalNear',
    params: { goalType: 'roi', progress: 95, current: 7.6, target: 8 },
    title: 'Your average ROI goal is within reach',
    description: 'Your average ROI goal is 95% reached: 7.60% of 8.00%.',
  },
  {
    rule: 'leaseEnding',
    params: { address: '12 Elm St', unit: 'Unit 2', leaseEnd: '2027-01', days: 45 },
    title: 'The lease of Unit 2 at 12 Elm St ends in 45 days',
    description:
      'The lease of Unit 2 at 12 Elm St ends in Jan 2027, 45 days from now: renew it, or plan the turnover before the unit sits empty.',
  },
  {
    rule: 'leaseEnding',
    params: { address: '12 Elm St', unit: 'Unit 2', leaseEnd: '2026-11', days: 1 },
    title: 'The lease of Unit 2 at 12 Elm St ends in 1 day',
    description:
      'The lease of Unit 2 at 12 Elm St ends in Nov 2026, 1 day from now: renew it, or plan the turnover before the unit sits empty.',
  },
  {
    rule: 'rentLate',
    params: { address: '12 Elm St', unit: 'Unit 2', month: '2026-10', days: 28, due: 1450, received: 500 },
    title: 'Rent of Unit 2 at 12 Elm St is 28 days late',
    description: 'Only $500 of the $1,450 rent for Oct 2026 has come in, 28 days after it was due.',
  },
  {
    rule: 'goalNear',
    params: { goalType: 'portfolio_value', progress: 97, current: 970_000, target: 1_000_000 },
    title: 'Your portfolio value goal is within reach',
    description: 'Your portfolio value goal is 97% reached: $970,000 of $1,000,000.',
  },
];

afterEach(() => {
  setFormatPreferences({ currency: 'USD', dateFormat: 'MM/DD/YYYY' });
});

describe('getInsightText', () => {
  it.each(SAMPLES.map((sample) => [`${sample.rule} ${sample.title}`, sample] as const))(
    "writes %s in the server's English words",
    (_name, sample) => {
      // The server's text is deliberately not passed in, so a fallback to it cannot make the test pass.
      const text = getInsightText({ ...sample, title: '', description: '' }, t);
      expect(text).toEqual({ title: sample.title, description: sample.description });
    },
  );

  it('covers every rule of the engine', async () => {
    const { INSIGHT_RULES } = await import('@rentfolio/contracts');
    expect(new Set(SAMPLES.map((sample) => sample.rule))).toEqual(new Set(INSIGHT_RULES));
  });

  it("shows the server's text for a rule it does not know, or when a parameter is missing", () => {
    const server = { title: 'Server title', description: 'Server description.' };
    expect(getInsightText({ rule: 'newRule' as TInsight['rule'], params: {}, ...server }, t)).toEqual(server);
    expect(getInsightText({ rule: 'vacant', params: { address: '12 Elm St' }, ...server }, t)).toEqual(
      server,
    );
  });

  it("writes the amounts in the user's currency and the language's notation", async () => {
    await i18n.loadLanguages('de');
    const { app } = await import('@/i18n/locales/de/app');
    i18n.addResourceBundle('de', 'translation', app, true, true);
    await i18n.changeLanguage('de');
    try {
      setFormatPreferences({ currency: 'EUR', dateFormat: 'DD/MM/YYYY' });
      const text = getInsightText(
        { rule: 'vacant', params: { address: '12 Elm St', monthlyRent: 2400 }, title: '', description: '' },
        i18n.getFixedT('de'),
      );
      expect(text.description).toContain('2.400');
      expect(text.description).toContain('€');
      expect(text.description).not.toBe(
        '12 Elm St is marked vacant, so its €2,400 monthly rent is not coming in.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
