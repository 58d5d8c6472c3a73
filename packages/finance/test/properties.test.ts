/** Properties that hold for every deal (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyzeDeal,
  computeAmortizationSchedule,
  computeDealFigures,
  computeDealFiguresAndLoan,
  computeDealScore,
  computeIrr,
  computeLoan,
  computeNpv,
  computeProjection,
  roundDealFigures,
} from '../src/index';
import {
  assumptionsArbitrary,
  dealInputsArbitrary,
  financedLoanInputsArbitrary,
  projectionYearsArbitrary,
} from './arbitraries';

const HALF_CENT = 0.005;
/** Sums of hundreds of doubles near $1M carry about 1e-9 of error; the half-cent bound is what is asserted. */
const FLOAT_SLACK = 1e-6;

describe('amortisation schedule', () => {
  it('repays exactly the loan amount: the principal sums to it within a cent', () => {
    fc.assert(
      fc.property(financedLoanInputsArbitrary, (inputs) => {
        const loan = computeLoan(inputs);
        const principal = computeAmortizationSchedule(loan).reduce((sum, row) => sum + row.principal, 0);
        expect(Math.abs(principal - loan.loanAmount)).toBeLessThanOrEqual(0.01);
      }),
      { numRuns: 300 },
    );
  });

  it('ends with a balance of 0, the last payment within a cent of the others', () => {
    fc.assert(
      fc.property(financedLoanInputsArbitrary, (inputs) => {
        const loan = computeLoan(inputs);
        const rows = computeAmortizationSchedule(loan);
        const last = rows[rows.length - 1]!;
        expect(last.month).toBe(loan.paymentCount);
        expect(Math.abs(last.balance)).toBeLessThanOrEqual(0.01);
        expect(Math.abs(last.payment - loan.monthlyPayment)).toBeLessThanOrEqual(0.01);
        // the balance falls every month and never goes below 0
        const isFalling = rows.every(
          (row, index) => row.balance < (index === 0 ? loan.loanAmount : rows[index - 1]!.balance),
        );
        expect(isFalling).toBe(true);
        expect(Math.min(...rows.map((row) => row.balance))).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('deal score', () => {
  it('stays within 0 to 100 for any figures, n/a included', () => {
    const maybe = (arbitrary: fc.Arbitrary<number>) =>
      fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary });
    fc.assert(
      fc.property(
        maybe(fc.double({ min: -1e6, max: 1e6, noNaN: true })),
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        maybe(fc.double({ min: -1e6, max: 1e6, noNaN: true })),
        (capRate, cashFlow, roi) => {
          const score = computeDealScore({ capRate, cashFlow, roi });
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
        },
      ),
    );
  });

  it('stays within 0 to 100 for any deal', () => {
    fc.assert(
      fc.property(dealInputsArbitrary, (inputs) => {
        const { score } = analyzeDeal(inputs);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }),
      { numRuns: 300 },
    );
  });
});

describe('rounding at the edge', () => {
  it('never moves a figure by more than half a cent (money) or half a hundredth (percentages, ratios)', () => {
    fc.assert(
      fc.property(dealInputsArbitrary, (inputs) => {
        const figures = computeDealFigures(inputs);
        const rounded = roundDealFigures(figures);
        for (const key of Object.keys(figures) as (keyof typeof figures)[]) {
          const value = figures[key];
          const shown = rounded[key];
          if (typeof value === 'number' && typeof shown === 'number') {
            expect(Math.abs(shown - value), key).toBeLessThanOrEqual(HALF_CENT + FLOAT_SLACK);
          } else {
            expect(shown, key).toBe(value);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('IRR', () => {
  it('makes the NPV of the projection cash flows 0 when it is found', () => {
    let found = 0;
    fc.assert(
      fc.property(
        dealInputsArbitrary,
        assumptionsArbitrary,
        projectionYearsArbitrary,
        (inputs, assumptions, years) => {
          const { figures, loan } = computeDealFiguresAndLoan(inputs);
          const projection = computeProjection({ ...inputs, ...figures, loan }, { years, assumptions });
          if (projection.irr === null) return;
          found++;
          const rate = projection.irr / 100;
          // |NPV| relative to the discounted size of the flows, since near -100% both are huge
          const size = projection.cashFlows.reduce(
            (sum, flow, t) => sum + Math.abs(flow) / (1 + rate) ** t,
            0,
          );
          expect(Math.abs(computeNpv(rate, projection.cashFlows))).toBeLessThanOrEqual(1e-9 * size);
        },
      ),
      { numRuns: 500 },
    );
    expect(found).toBeGreaterThan(250);
  });

  it('makes the NPV of any cash flows 0 when it is found, and finds one when the flows change sign once', () => {
    const flow = fc.integer({ min: -1_000_000, max: 1_000_000 });
    fc.assert(
      fc.property(fc.array(flow, { minLength: 2, maxLength: 30 }), (flows) => {
        const irr = computeIrr(flows);
        if (irr === null) return;
        expect(irr).toBeGreaterThanOrEqual(-0.9999);
        expect(irr).toBeLessThanOrEqual(10);
        const size = flows.reduce((sum, value, t) => sum + Math.abs(value) / (1 + irr) ** t, 0);
        expect(Math.abs(computeNpv(irr, flows))).toBeLessThanOrEqual(1e-9 * size);
      }),
      { numRuns: 500 },
    );
    // An outlay, then returns that add up to more but to less than 11 times as much: one sign change, and the NPV
    // is positive at 0% and negative at 1000%, so a root lies between.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 30 }),
        (outlay, returns) => {
          const total = returns.reduce((sum, value) => sum + value, 0);
          fc.pre(total > outlay && total < 11 * outlay);
          const irr = computeIrr([-outlay, ...returns]);
          expect(irr).not.toBeNull();
          expect(irr!).toBeGreaterThan(0);
        },
      ),
    );
  });
});
