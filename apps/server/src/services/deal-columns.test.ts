import { describe, expect, it } from 'vitest';
import { fromDealColumns, toDealColumns, toDealInputsInit } from './deal-columns';

const INPUTS = {
  purchasePrice: 250_000,
  monthlyRent: 2_400.5,
  operatingExpenses: 300,
  propertyTaxes: 3_000,
  insurance: 1_200.25,
  maintenance: 1_800,
  vacancy: 5,
  downPayment: 20,
  interestRate: 6.5,
  loanTerm: 30,
  closingCosts: 3,
  rehabCosts: 10_000,
};

describe('deal columns', () => {
  it('stores money in whole cents and the rest as given', () => {
    expect(toDealColumns(INPUTS)).toEqual({
      purchasePriceCents: 25_000_000,
      monthlyRentCents: 240_050,
      operatingExpensesCents: 30_000,
      propertyTaxesCents: 300_000,
      insuranceCents: 120_025,
      maintenanceCents: 180_000,
      rehabCostsCents: 1_000_000,
      vacancyPct: 5,
      downPaymentPct: 20,
      interestRatePct: 6.5,
      loanTermYears: 30,
      closingCostsPct: 3,
    });
  });

  it('reads back what it stored', () => {
    expect(fromDealColumns(toDealColumns(INPUTS))).toEqual(INPUTS);
  });

  it('keeps the given defaulted fields, counts missing rent and expenses as 0, and leaves other defaults out', () => {
    expect(toDealInputsInit({ purchasePrice: 100_000, vacancy: 0, loanTerm: 15 })).toEqual({
      purchasePrice: 100_000,
      monthlyRent: 0,
      operatingExpenses: 0,
      vacancy: 0,
      loanTerm: 15,
    });
  });
});
