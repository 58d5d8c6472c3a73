import { describe, expect, it } from 'vitest';
import { parseNumericText, ZAnalyzeDealRequest } from './deal';
import { roundDollarsToCents } from './fields';

const messagesOf = (body: unknown) => {
  const result = ZAnalyzeDealRequest.safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('parseNumericText', () => {
  it('reads plain numbers and digits grouped by thousands', () => {
    expect(parseNumericText('350000')).toBe(350_000);
    expect(parseNumericText(' 350,000.50 ')).toBe(350_000.5);
    expect(parseNumericText('1,234,567')).toBe(1_234_567);
    expect(parseNumericText('-12.5')).toBe(-12.5);
    expect(parseNumericText(42)).toBe(42);
    expect(parseNumericText('')).toBeUndefined();
  });

  it('refuses text that is not a number rather than guessing', () => {
    for (const text of ['12a', '3,50', '1,2345', '$350000', '1e5', '.5', 'NaN', '1 000']) {
      expect(parseNumericText(text), text).toBeNaN();
    }
  });
});

describe('ZAnalyzeDealRequest', () => {
  it('accepts the quick fields as numeric text', () => {
    const parsed = ZAnalyzeDealRequest.parse({
      purchasePrice: '350,000',
      monthlyRent: '2,800',
      operatingExpenses: '600',
      vacancy: '5',
    });
    expect(parsed).toMatchObject({
      purchasePrice: 350_000,
      monthlyRent: 2800,
      operatingExpenses: 600,
      vacancy: 5,
    });
  });

  it('names every missing required field', () => {
    expect(messagesOf({})).toEqual({
      purchasePrice: 'Purchase price is required.',
      monthlyRent: 'Monthly rent is required.',
      operatingExpenses: 'Operating expenses is required.',
    });
    expect(messagesOf({ purchasePrice: '', monthlyRent: null, operatingExpenses: '  ' })).toMatchObject({
      purchasePrice: 'Purchase price is required.',
      monthlyRent: 'Monthly rent is required.',
    });
  });

  it.each([
    [{ purchasePrice: 0 }, 'purchasePrice', 'Purchase price must be more than 0.'],
    [{ purchasePrice: -5 }, 'purchasePrice', 'Purchase price cannot be negative.'],
    [{ monthlyRent: '-1' }, 'monthlyRent', 'Monthly rent cannot be negative.'],
    [{ operatingExpenses: 'lots' }, 'operatingExpenses', 'Operating expenses must be a number.'],
    [{ vacancy: 101 }, 'vacancy', 'Vacancy must be between 0 and 100.'],
    [{ vacancy: -1 }, 'vacancy', 'Vacancy cannot be negative.'],
    [{ downPayment: 120 }, 'downPayment', 'Down payment must be between 0 and 100.'],
    [{ interestRate: 31 }, 'interestRate', 'Interest rate must be between 0 and 30.'],
    [{ loanTerm: 0 }, 'loanTerm', 'Loan term must be between 1 and 50.'],
    [{ loanTerm: 51 }, 'loanTerm', 'Loan term must be between 1 and 50.'],
    [{ closingCosts: 21 }, 'closingCosts', 'Closing costs must be between 0 and 20.'],
    [{ rehabCosts: '-100' }, 'rehabCosts', 'Rehab costs cannot be negative.'],
    [{ propertyTaxes: 'abc' }, 'propertyTaxes', 'Property taxes must be a number.'],
    [{ bedrooms: 2.5 }, 'bedrooms', 'Bedrooms must be a whole number.'],
    [
      { propertyType: 'castle' },
      'propertyType',
      expect.stringMatching(/^Property type must be one of single-family/),
    ],
  ])('refuses %j', (fields, path, message) => {
    const body = { purchasePrice: 100_000, monthlyRent: 1000, operatingExpenses: 200, ...fields };
    expect(messagesOf(body)[path]).toEqual(message);
  });
});

describe('roundDollarsToCents', () => {
  it('rounds half away from zero to whole cents, as a person would', () => {
    const cases: [number, number][] = [
      [350_000, 350_000],
      [1200.5, 1200.5],
      [0.07, 0.07],
      [1.005, 1.01],
      [0.004, 0],
      [0.005, 0.01],
      [-0.005, -0.01],
      [2.675, 2.68],
      [19.999, 20],
      [1_000_000_000.004, 1_000_000_000],
    ];
    for (const [value, expected] of cases) expect(roundDollarsToCents(value), String(value)).toBe(expected);
  });
});
