/** fast-check generators of plausible deals, in whole cents and hundredths of a percent, as a form sends them. */
import fc from 'fast-check';
import type { TDealInputs } from '../src/index';
import type { TProjectionAssumptions } from '../src/projection';

const dollars = (max: number): fc.Arbitrary<number> =>
  fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100);
const percent = (min: number, max: number): fc.Arbitrary<number> =>
  fc.integer({ min: min * 100, max: max * 100 }).map((hundredths) => hundredths / 100);

export const loanTermArbitrary = fc.constantFrom(1, 5, 10, 15, 20, 25, 30, 40);

/** Rates up to 20%, with 0% (seller financing) often enough to be exercised. */
export const interestRateArbitrary = fc.oneof(
  { weight: 1, arbitrary: fc.constant(0) },
  { weight: 9, arbitrary: percent(0, 20) },
);

export const loanInputsArbitrary = fc.record({
  purchasePrice: fc.integer({ min: 1000, max: 5_000_000 }),
  downPayment: fc.oneof(
    { weight: 1, arbitrary: fc.constant(100) },
    { weight: 9, arbitrary: percent(0, 100) },
  ),
  interestRate: interestRateArbitrary,
  loanTerm: loanTermArbitrary,
});

/** Loans that exist: a price and less than 100% down. */
export const financedLoanInputsArbitrary = loanInputsArbitrary.filter((loan) => loan.downPayment < 100);

export const dealInputsArbitrary: fc.Arbitrary<TDealInputs> = fc.record({
  purchasePrice: fc.integer({ min: 10_000, max: 5_000_000 }),
  monthlyRent: dollars(50_000),
  operatingExpenses: dollars(10_000),
  propertyTaxes: dollars(100_000),
  insurance: dollars(20_000),
  maintenance: dollars(50_000),
  vacancy: percent(0, 30),
  downPayment: fc.oneof(
    { weight: 1, arbitrary: fc.constant(100) },
    { weight: 9, arbitrary: percent(0, 100) },
  ),
  interestRate: interestRateArbitrary,
  loanTerm: loanTermArbitrary,
  closingCosts: percent(0, 6),
  rehabCosts: dollars(200_000),
});

export const assumptionsArbitrary: fc.Arbitrary<TProjectionAssumptions> = fc.record({
  rentGrowth: percent(-5, 10),
  expenseGrowth: percent(-5, 10),
  appreciation: percent(-10, 10),
  sellingCosts: percent(0, 10),
});

export const projectionYearsArbitrary = fc.integer({ min: 1, max: 40 });
