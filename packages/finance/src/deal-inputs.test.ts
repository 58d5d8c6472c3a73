import { describe, expect, it } from 'vitest';
import { DEAL_DEFAULTS, type TDealInputs } from './deal-fields';
import { findDealInputProblems, resolveDealInputs } from './deal-inputs';

const VALID: TDealInputs = resolveDealInputs({
  purchasePrice: 250_000,
  monthlyRent: 2000,
  operatingExpenses: 300,
});

describe('deal defaults (docs/product.md "Limits" (Form defaults))', () => {
  it('are vacancy 5, down 20, interest 7.5, term 30, closing 3, and 0 for T, I, M and H', () => {
    expect(DEAL_DEFAULTS).toEqual({
      propertyTaxes: 0,
      insurance: 0,
      maintenance: 0,
      vacancy: 5,
      downPayment: 20,
      interestRate: 7.5,
      loanTerm: 30,
      closingCosts: 3,
      rehabCosts: 0,
    });
    expect(Object.isFrozen(DEAL_DEFAULTS)).toBe(true);
  });

  it('fills only what is missing, keeps a given 0 and drops fields that are not the deal', () => {
    const resolved = resolveDealInputs({
      purchasePrice: 100_000,
      monthlyRent: 900,
      operatingExpenses: 100,
      vacancy: 0,
      interestRate: undefined,
      address: '1 Main St',
    } as Parameters<typeof resolveDealInputs>[0]);
    expect(resolved).toEqual({
      ...DEAL_DEFAULTS,
      purchasePrice: 100_000,
      monthlyRent: 900,
      operatingExpenses: 100,
      vacancy: 0,
    });
  });
});

describe('findDealInputProblems', () => {
  it('accepts a valid deal', () => {
    expect(findDealInputProblems(VALID)).toEqual([]);
  });

  it('refuses numbers that are not finite', () => {
    expect(findDealInputProblems({ ...VALID, monthlyRent: Number.NaN })).toEqual([
      { field: 'monthlyRent', message: 'monthlyRent must be a finite number' },
    ]);
  });

  it('refuses negative amounts and shares outside 0 to 100', () => {
    expect(findDealInputProblems({ ...VALID, purchasePrice: -1, vacancy: 101, downPayment: -5 })).toEqual([
      { field: 'purchasePrice', message: 'purchasePrice must not be negative' },
      { field: 'vacancy', message: 'vacancy must be between 0 and 100' },
      { field: 'downPayment', message: 'downPayment must be between 0 and 100' },
    ]);
  });

  it('needs a term of one month to 100 years when there is a loan, and none without', () => {
    const tooShort = [
      { field: 'loanTerm', message: 'loanTerm must be at least one month and at most 100 years' },
    ];
    expect(findDealInputProblems({ ...VALID, loanTerm: 0 })).toEqual(tooShort);
    expect(findDealInputProblems({ ...VALID, loanTerm: 0.04 })).toEqual(tooShort); // 0.48 months rounds to 0
    expect(findDealInputProblems({ ...VALID, loanTerm: 101 })).toEqual(tooShort);
    expect(findDealInputProblems({ ...VALID, loanTerm: 2.5 })).toEqual([]);
    expect(findDealInputProblems({ ...VALID, loanTerm: 10.05 })).toEqual([]); // 120.6 months: 121 payments
    expect(findDealInputProblems({ ...VALID, downPayment: 100, loanTerm: 0 })).toEqual([]);
  });
});
