import type { TGoalProgress } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import { computeInsights, type InsightProperty } from './insight-rules';

const NOW = Date.parse('2026-11-25T12:00:00Z');

/** A healthy property with no market figures: no rule fires on it alone. */
function property(overrides: Partial<InsightProperty> = {}): InsightProperty {
  return {
    id: 1,
    address: '12 Elm St',
    monthlyRent: 2400,
    monthlyCashFlow: 300,
    capRate: 7,
    cashOnCashReturn: 8,
    dscr: 1.5,
    hasLoan: true,
    isOccupied: true,
    bedrooms: 3,
    value: 300_000,
    marketName: 'Denver, CO',
    marketRent: null,
    marketRentMonth: null,
    marketRentPlace: null,
    fairMarketRent: null,
    fairMarketRentVintage: null,
    estimatedValue: null,
    estimatedValueMonth: null,
    ...overrides,
  };
}

const rulesOf = (properties: InsightProperty[], goals: TGoalProgress[] = []) =>
  computeInsights(properties, goals, NOW).map((i) => i.rule);

describe('computeInsights', () => {
  it('finds nothing in a healthy single property, and nothing in an empty portfolio', () => {
    expect(computeInsights([property()], [], NOW)).toEqual([]);
    expect(computeInsights([], [], NOW)).toEqual([]);
  });

  it('warns of negative cash flow, citing the monthly and yearly amounts', () => {
    const [insight] = computeInsights([property({ monthlyCashFlow: -215.5 })], [], NOW);
    expect(insight).toMatchObject({
      id: 'negativeCashFlow:1',
      type: 'warning',
      rule: 'negativeCashFlow',
      propertyId: 1,
      title: '12 Elm St loses money every month',
      description: '12 Elm St has a cash flow of -$216 a month (-$2,586 a year) after its loan and expenses.',
      generatedAt: '2026-11-25T12:00:00.000Z',
    });
  });

  it('warns of a DSCR under 1.2 only when there is a loan', () => {
    const [insight] = computeInsights([property({ dscr: 1.05 })], [], NOW);
    expect(insight?.description).toBe(
      '12 Elm St has a debt service coverage ratio of 1.05: its net operating income covers its loan payments 1.05 times, and lenders usually want 1.20 or more.',
    );
    expect(rulesOf([property({ dscr: 1.2 })])).toEqual([]);
    expect(rulesOf([property({ dscr: 0.5, hasLoan: false })])).toEqual([]);
  });

  it('says a DSCR below 1.0 does not cover the loan, never that it barely does', () => {
    const [insight] = computeInsights([property({ dscr: 0.27 })], [], NOW);
    expect(insight?.title).toBe('12 Elm St does not cover its loan');
    // 0.27 of the payments is 27%.
    expect(insight?.description).toBe(
      '12 Elm St has a debt service coverage ratio of 0.27: its net operating income pays only 27% of its loan payments, so the rest comes from your pocket; lenders usually want 1.20 or more.',
    );
    expect(computeInsights([property({ dscr: 1 })], [], NOW)[0]?.title).toBe(
      '12 Elm St barely covers its loan',
    );
  });

  it('warns of a vacant property and the rent it is missing', () => {
    const [insight] = computeInsights([property({ isOccupied: false })], [], NOW);
    expect(insight?.description).toBe(
      '12 Elm St is marked vacant, so its $2,400 monthly rent is not coming in.',
    );
  });

  it('warns when more than half the value sits in one market, not at exactly half', () => {
    const a = property({ id: 1, value: 600_000 });
    const b = property({ id: 2, address: '9 Oak Ave', value: 400_000, marketName: 'Austin, TX' });
    const [insight] = computeInsights([a, b], [], NOW).filter((i) => i.rule === 'concentration');
    expect(insight).toMatchObject({
      id: 'concentration:portfolio',
      propertyId: null,
      title: '60% of your portfolio is in one market',
      description:
        "60% of your portfolio's value ($600,000 of $1,000,000) is in the Denver, CO area; a downturn there would hit most of your holdings at once.",
    });
    expect(
      rulesOf([property({ value: 500_000 }), property({ id: 2, value: 500_000, marketName: 'Austin, TX' })]),
    ).not.toContain('concentration');
    // One property is trivially "concentrated": no warning.
    expect(rulesOf([property()])).not.toContain('concentration');
  });

  it('sees rent more than 10% below the market rent or HUD’s FMR, citing both figures', () => {
    const under = property({
      monthlyRent: 1800,
      marketRent: 2118.81,
      marketRentMonth: '2023-10',
      marketRentPlace: '80205',
      fairMarketRent: 2874,
      fairMarketRentVintage: 'FY2024',
    });
    const [insight] = computeInsights([under], [], NOW);
    // (2118.81 - 1800) / 2118.81 = 15.0%; (2874 - 1800) / 2874 = 37.4%
    expect(insight).toMatchObject({
      type: 'opportunity',
      rule: 'rentBelowMarket',
      description:
        "The rent of $1,800 at 12 Elm St is 15% below Zillow's typical asking rent in 80205 ($2,119, Oct 2023) and 37% below HUD's Fair Market Rent for a 3-bedroom ($2,874, FY2024).",
    });
    // 9% below the market rent is not enough; the FMR alone can fire.
    expect(
      rulesOf([
        property({
          monthlyRent: 1930,
          marketRent: 2118.81,
          marketRentMonth: '2023-10',
          marketRentPlace: '80205',
        }),
      ]),
    ).toEqual([]);
    const fmrOnly = computeInsights(
      [property({ monthlyRent: 2000, fairMarketRent: 2874, fairMarketRentVintage: 'FY2024' })],
      [],
      NOW,
    );
    expect(fmrOnly[0]?.description).toBe(
      "The rent of $2,000 at 12 Elm St is 30% below HUD's Fair Market Rent for a 3-bedroom ($2,874, FY2024).",
    );
  });

  it('calls a 0-bedroom unit a studio', () => {
    const [insight] = computeInsights(
      [property({ bedrooms: 0, monthlyRent: 1000, fairMarketRent: 1658, fairMarketRentVintage: 'FY2024' })],
      [],
      NOW,
    );
    expect(insight?.description).toBe(
      "The rent of $1,000 at 12 Elm St is 40% below HUD's Fair Market Rent for a studio ($1,658, FY2024).",
    );
  });

  it('sees equity when the estimated value is at least 10% above the recorded value', () => {
    const [insight] = computeInsights(
      [property({ value: 400_000, estimatedValue: 529_028, estimatedValueMonth: '2025-01' })],
      [],
      NOW,
    );
    expect(insight?.description).toBe(
      "Zillow's home value index for its metro suggests 12 Elm St is worth about $529,028 (Jan 2025), 32% above the $400,000 you recorded. Updating its value, or refinancing, could free that equity.",
    );
    expect(
      rulesOf([property({ value: 400_000, estimatedValue: 439_000, estimatedValueMonth: '2025-01' })]),
    ).toEqual([]);
  });

  it('names the best cap rate and cash-on-cash against the portfolio average, from two properties on', () => {
    const a = property({ id: 1, capRate: 7.1, cashOnCashReturn: 4 });
    const b = property({
      id: 2,
      address: '9 Oak Ave',
      capRate: 5.3,
      cashOnCashReturn: 9.5,
      marketName: 'Austin, TX',
    });
    const insights = computeInsights([a, b], [], NOW);
    expect(insights.find((i) => i.rule === 'bestCapRate')).toMatchObject({
      propertyId: 1,
      description: '12 Elm St has a cap rate of 7.10%, against 6.20% across your properties.',
    });
    expect(insights.find((i) => i.rule === 'bestCashOnCash')).toMatchObject({
      propertyId: 2,
      description:
        '9 Oak Ave returns 9.50% a year on the cash you put in, against 6.75% across your properties.',
    });
    expect(rulesOf([a])).toEqual([]);
  });

  it('sees a goal within 10% of its target, not one reached or further away', () => {
    const goals: TGoalProgress[] = [
      { goalType: 'cash_flow', current: 2350, target: 2500, progress: 94, isReached: false },
      { goalType: 'properties', current: 15, target: 15, progress: 100, isReached: true },
      { goalType: 'roi', current: 12, target: 15, progress: 80, isReached: false },
    ];
    const insights = computeInsights([], goals, NOW);
    expect(insights).toHaveLength(1);
    expect(insights[0]).toMatchObject({
      id: 'goalNear:cash_flow',
      type: 'performance',
      title: 'Your monthly cash flow goal is within reach',
      description: 'Your monthly cash flow goal is 94% reached: $2,350 of $2,500.',
    });
  });

  it('lists warnings, then opportunities, then performance', () => {
    const a = property({ id: 1, capRate: 9, estimatedValue: 400_000, estimatedValueMonth: '2025-01' });
    const b = property({ id: 2, capRate: 5, isOccupied: false, marketName: 'Austin, TX' });
    expect(computeInsights([a, b], [], NOW).map((i) => i.type)).toEqual([
      'warning',
      'opportunity',
      'performance',
      'performance',
    ]);
  });
});
