import { describe, expect, it } from 'vitest';
import { computeLoanSummary, parseDecimalField } from './loan-summary';

// $250,000 with the fallbacks (20%, 7.5%, 30 years): loan 200,000, r = 0.00625, (1 + r)^360 = 9.4215339047,
// payment = 200,000 × 0.00625 × 9.4215339047 / 8.4215339047 = 1,398.4290171
const DEFAULTED = { downPaymentAmount: 50_000, loanAmount: 200_000, monthlyPayment: 1398.43 };

describe('computeLoanSummary (docs/product.md "Input rules")', () => {
  it('computes the down payment, the loan and the payment', () => {
    // 225,000 at 6% over 15 years: r = 0.005, N = 180 → 1,898.6778631
    expect(
      computeLoanSummary({ purchasePrice: '250000', downPayment: '10', interestRate: '6', loanTerm: '15' }),
    ).toEqual({ downPaymentAmount: 25_000, loanAmount: 225_000, monthlyPayment: 1898.68 });
  });

  it('falls back to 20%, 7.5% and 30 years when the fields are blank', () => {
    expect(
      computeLoanSummary({ purchasePrice: '250000', downPayment: '', interestRate: '', loanTerm: '' }),
    ).toEqual(DEFAULTED);
    expect(
      computeLoanSummary({ purchasePrice: '250000', downPayment: '  ', interestRate: ' ', loanTerm: '\t' }),
    ).toEqual(DEFAULTED);
  });

  it('falls back when the fields are invalid', () => {
    expect(
      computeLoanSummary({ purchasePrice: '250000', downPayment: 'abc', interestRate: '-3', loanTerm: '0' }),
    ).toEqual(DEFAULTED);
    expect(
      computeLoanSummary({
        purchasePrice: '250000',
        downPayment: '120',
        interestRate: '1e3',
        loanTerm: 'thirty',
      }),
    ).toEqual(DEFAULTED);
    expect(
      computeLoanSummary({
        purchasePrice: '250000',
        downPayment: '0x10',
        interestRate: '7.5.1',
        loanTerm: '-30',
      }),
    ).toEqual(DEFAULTED);
  });

  it('keeps a valid 0: no down payment, or no interest', () => {
    // 250,000 / 360 = 694.4444
    expect(
      computeLoanSummary({ purchasePrice: '250000', downPayment: '0', interestRate: '0', loanTerm: '30' }),
    ).toEqual({ downPaymentAmount: 0, loanAmount: 250_000, monthlyPayment: 694.44 });
    expect(
      computeLoanSummary({
        purchasePrice: '250000',
        downPayment: '100',
        interestRate: '7.5',
        loanTerm: '30',
      }),
    ).toEqual({ downPaymentAmount: 250_000, loanAmount: 0, monthlyPayment: 0 });
  });

  it('reads money as the form shows it, with separators and a dollar sign', () => {
    expect(
      computeLoanSummary({
        purchasePrice: '$250,000.00',
        downPayment: '20',
        interestRate: '7.5',
        loanTerm: '30',
      }),
    ).toEqual(DEFAULTED);
  });

  it('shows zeros without a price', () => {
    const zeros = { downPaymentAmount: 0, loanAmount: 0, monthlyPayment: 0 };
    expect(
      computeLoanSummary({ purchasePrice: '', downPayment: '20', interestRate: '7.5', loanTerm: '30' }),
    ).toEqual(zeros);
    expect(
      computeLoanSummary({ purchasePrice: 'n/a', downPayment: '', interestRate: '', loanTerm: '' }),
    ).toEqual(zeros);
  });

  it('shows a payment of 0 when it is not finite', () => {
    // 0.01 years is 0.12 months, which rounds to 0 payments: the payment would be infinite
    expect(
      computeLoanSummary({
        purchasePrice: '250000',
        downPayment: '20',
        interestRate: '7.5',
        loanTerm: '0.01',
      }),
    ).toEqual({ downPaymentAmount: 50_000, loanAmount: 200_000, monthlyPayment: 0 });
  });
});

describe('parseDecimalField', () => {
  it('accepts plain decimals only', () => {
    expect(parseDecimalField('7.5')).toBe(7.5);
    expect(parseDecimalField('.5')).toBe(0.5);
    expect(parseDecimalField('30.')).toBe(30);
    expect(parseDecimalField('1,250,000')).toBe(1_250_000);
    expect(parseDecimalField('')).toBeNull();
    expect(parseDecimalField('.')).toBeNull();
    expect(parseDecimalField('-1')).toBeNull();
    expect(parseDecimalField('1e3')).toBeNull();
    expect(parseDecimalField('Infinity')).toBeNull();
  });
});
