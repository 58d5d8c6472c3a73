import { XIRR } from '@formulajs/formulajs';
import { describe, expect, it } from 'vitest';
import { computeIrr, computeNpv, computeXirr } from './irr';

describe('computeNpv', () => {
  it('discounts each flow by its year', () => {
    // -100 + 110 / 1.1 = 0; -100 + 60 / 1.1 + 60 / 1.21 = -100 + 54.5454… + 49.5867… = 4.1322…
    expect(computeNpv(0.1, [-100, 110])).toBeCloseTo(0, 12);
    expect(computeNpv(0.1, [-100, 60, 60])).toBeCloseTo(4.132231, 6);
    expect(computeNpv(0, [-100, 60, 60])).toBe(20);
  });

  it('refuses a rate of -100% or below', () => {
    expect(() => computeNpv(-1, [1])).toThrow(RangeError);
  });
});

describe('computeIrr', () => {
  it('solves simple cases exactly', () => {
    expect(computeIrr([-100, 110])).toBeCloseTo(0.1, 12); // 110 / 100 - 1
    expect(computeIrr([-100, 0, 121])).toBeCloseTo(0.1, 12); // √1.21 - 1
    expect(computeIrr([-100, 100])).toBeCloseTo(0, 12);
    expect(computeIrr([-100, 50])).toBeCloseTo(-0.5, 12);
    expect(computeIrr([-1, 10])).toBeCloseTo(9, 10); // +900%, inside the range
    expect(computeIrr([100, -110])).toBeCloseTo(0.1, 12); // a loan seen by the lender: same rate
  });

  it('matches the textbook example', () => {
    // Gitman, Principles of Managerial Finance: -100, 39, 59, 55, 20 → 28.095%
    expect(computeIrr([-100, 39, 59, 55, 20])).toBeCloseTo(0.28095, 5);
  });

  it('finds the rate of a ledger whose months change sign often, as formulajs does', () => {
    // Ten years of months after 100,000 invested: 900 most months, a loss of 2,500 every fifth month, and the equity
    // of 130,000 at the end: more than 40 sign changes.
    const flows = [{ date: '2015-01-10', amount: -100_000 }];
    for (let month = 1; month <= 120; month += 1) {
      const day = new Date(Date.UTC(2015, month, month % 28 || 1)).toISOString().slice(0, 10);
      flows.push({ date: day, amount: month % 5 === 0 ? -2500 : 900 });
    }
    flows.push({ date: '2025-01-20', amount: 130_000 });
    const oracle = XIRR(
      flows.map((flow) => flow.amount),
      flows.map((flow) => new Date(`${flow.date}T00:00:00Z`)),
    ) as number;
    expect(computeXirr(flows)).toBeCloseTo(oracle, 6);
  });

  it('picks the root nearest 0% when the flows change sign twice', () => {
    // -100 + 230x - 132x² = 0 with x = 1/(1+r): x = 10/11 or 10/12, so r = 10% or 20%
    expect(computeIrr([-100, 230, -132])).toBeCloseTo(0.1, 10);
  });

  it('finds a root right at the edge of steep flows near -100%', () => {
    // -100 + 0.1 / (1 + r) = 0 → r = -99.9%
    expect(computeIrr([-100, 0.1])).toBeCloseTo(-0.999, 10);
  });
});

describe('computeXirr', () => {
  it("matches Microsoft's worked example of XIRR", () => {
    // support.microsoft.com, "XIRR function": -10,000 on 1 Jan 2008, then 2,750, 4,250, 3,250 and 2,750 → 0.373362535,
    // which Excel finds to within 0.000001%; the exact root (bisection in Python) is 0.3733625335…
    const flows = [
      { date: '2008-01-01', amount: -10_000 },
      { date: '2008-03-01', amount: 2_750 },
      { date: '2008-10-30', amount: 4_250 },
      { date: '2009-02-15', amount: 3_250 },
      { date: '2009-04-01', amount: 2_750 },
    ];
    expect(computeXirr(flows)).toBeCloseTo(0.373362535, 8);
    // The order they come in does not matter.
    expect(computeXirr([...flows].reverse())).toBeCloseTo(0.373362535, 8);
  });

  it('counts a year as 365 days from the first flow', () => {
    // 1 Jan to 31 Dec 2024 is 365 days (a leap year): 1,100 / 1,000 - 1 = 10% exactly.
    expect(
      computeXirr([
        { date: '2024-01-01', amount: -1_000 },
        { date: '2024-12-31', amount: 1_100 },
      ]),
    ).toBeCloseTo(0.1, 12);
    // 1 Jan 2023 to 1 Jan 2025 is 731 days: 1.21^(365 / 731) - 1 = 0.0998565877…
    expect(
      computeXirr([
        { date: '2023-01-01', amount: -100 },
        { date: '2025-01-01', amount: 121 },
      ]),
    ).toBeCloseTo(0.0998565877, 9);
  });

  it('has no rate for flows of one sign, and refuses a date that is not a day', () => {
    expect(
      computeXirr([
        { date: '2024-01-01', amount: -1 },
        { date: '2024-06-01', amount: -1 },
      ]),
    ).toBeNull();
    expect(computeXirr([])).toBeNull();
    expect(() =>
      computeXirr([
        { date: '2024-02-30', amount: -1 },
        { date: '2024-06-01', amount: 2 },
      ]),
    ).toThrow(RangeError);
    expect(() =>
      computeXirr([
        { date: '1/1/2024', amount: -1 },
        { date: '2024-06-01', amount: 2 },
      ]),
    ).toThrow(RangeError);
  });

  it('picks the root nearest 0% when the flows change sign twice', () => {
    // Yearly flows 365 days apart are the periodic case: -100, 230, -132 has roots 10% and 20%.
    expect(
      computeXirr([
        { date: '2021-01-01', amount: -100 },
        { date: '2022-01-01', amount: 230 },
        { date: '2023-01-01', amount: -132 },
      ]),
    ).toBeCloseTo(0.1, 10);
  });
});
