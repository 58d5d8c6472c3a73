/**
 * Cross-checks against `financial` (a port of numpy-financial) over generated deals. Tolerances:
 * - monthly payment vs pmt: 1e-9 relative. Both evaluate the closed form in doubles (ours through expm1/log1p), so
 *   they agree to about 1e-12; 1e-9 leaves room without hiding a wrong formula (a wrong one is off by dollars).
 * - each schedule row's interest and principal vs ipmt/ppmt: 1e-8 of the loan amount. Our rows are a recurrence
 *   over up to 480 months, theirs a closed form per period; each step adds ~1e-16 relative error.
 * - the projection IRR vs irr: 1e-5 (0.001 percentage point). `irr` stops its Newton steps at 1e-6, ours bisects to
 *   1e-15. Compared where both exist: the flows change sign once, so that the root is unique (with several roots
 *   the two solvers may rightly report different ones), and `irr`'s answer is a root in our range. Newton's method
 *   can stop near -100% where the NPV is steep without having found a root (for [-12563.98, -10000, 0, 0, 9003] it
 *   answers -99.9995%; the root is -22.948%), so its answer must make the NPV 0 to be an IRR at all.
 */
import fc from 'fast-check';
import { ipmt, irr, pmt, ppmt } from 'financial';
import { describe, expect, it } from 'vitest';
import {
  computeAmortizationSchedule,
  computeDealFiguresAndLoan,
  computeLoan,
  computeNpv,
  computeProjection,
  IRR_MAX_RATE,
  IRR_MIN_RATE,
} from '../src/index';
import {
  assumptionsArbitrary,
  dealInputsArbitrary,
  financedLoanInputsArbitrary,
  projectionYearsArbitrary,
} from './arbitraries';

/** |NPV| within 1e-6 of the flows' discounted size: the scale-free test of a root. */
function isRoot(rate: number, flows: readonly number[]): boolean {
  const size = flows.reduce((sum, flow, t) => sum + Math.abs(flow) / (1 + rate) ** t, 0);
  return Math.abs(computeNpv(rate, flows)) <= 1e-6 * size;
}

function countSignChanges(flows: readonly number[]): number {
  const signs = flows.filter((flow) => flow !== 0).map(Math.sign);
  return signs.slice(1).filter((sign, index) => sign !== signs[index]).length;
}

describe('oracle: financial', () => {
  it('monthly payment equals pmt', () => {
    fc.assert(
      fc.property(financedLoanInputsArbitrary, (inputs) => {
        const loan = computeLoan(inputs);
        const expected = -pmt(loan.monthlyRate, loan.paymentCount, loan.loanAmount);
        expect(Math.abs(loan.monthlyPayment - expected)).toBeLessThanOrEqual(1e-9 * expected);
      }),
      { numRuns: 500 },
    );
  });

  it("each schedule row's interest and principal equal ipmt and ppmt", () => {
    fc.assert(
      fc.property(financedLoanInputsArbitrary, (inputs) => {
        const loan = computeLoan(inputs);
        const rows = computeAmortizationSchedule(loan);
        expect(rows).toHaveLength(loan.paymentCount);
        const tolerance = 1e-8 * loan.loanAmount;
        for (const row of rows) {
          // financial answers -0 for interest at 0%; its signs are those of cash leaving the borrower
          const interest = -ipmt(loan.monthlyRate, row.month, loan.paymentCount, loan.loanAmount);
          const principal = -ppmt(loan.monthlyRate, row.month, loan.paymentCount, loan.loanAmount);
          expect(Math.abs(row.interest - interest)).toBeLessThanOrEqual(tolerance);
          expect(Math.abs(row.principal - principal)).toBeLessThanOrEqual(tolerance);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('the projection IRR equals irr where both exist', () => {
    let compared = 0;
    fc.assert(
      fc.property(
        dealInputsArbitrary,
        assumptionsArbitrary,
        projectionYearsArbitrary,
        (inputs, assumptions, years) => {
          const { figures, loan } = computeDealFiguresAndLoan(inputs);
          const projection = computeProjection({ ...inputs, ...figures, loan }, { years, assumptions });
          const expected = irr(projection.cashFlows);
          if (projection.irr === null || !Number.isFinite(expected)) return;
          if (countSignChanges(projection.cashFlows) !== 1) return;
          if (expected <= IRR_MIN_RATE || expected >= IRR_MAX_RATE) return;
          if (!isRoot(expected, projection.cashFlows)) return;
          compared++;
          expect(Math.abs(projection.irr / 100 - expected)).toBeLessThanOrEqual(1e-5);
        },
      ),
      { numRuns: 500 },
    );
    // The generators must make the comparison happen, or this test proves nothing.
    expect(compared).toBeGreaterThan(100);
  });
});
