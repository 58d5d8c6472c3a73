import type { TLedgerTransaction } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import {
  newTransactionValues,
  partsTotalCents,
  type TransactionFormValues,
  toTransactionPatch,
  transactionResolver,
  transactionValuesOf,
} from './transaction-form-model';

const resolve = (values: TransactionFormValues) =>
  transactionResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const ROW: TLedgerTransaction = {
  id: 7,
  propertyId: 3,
  unitId: null,
  date: '2026-10-01',
  amount: 2400,
  category: 'rents',
  payee: 'Jordan Lee',
  memo: null,
  splitId: null,
  source: 'manual',
  receipt: null,
  createdAt: '2026-10-01T12:00:00.000Z',
  updatedAt: '2026-10-01T12:00:00.000Z',
};

describe('the transaction form', () => {
  it('starts a new payment today on the given property, with one empty part', () => {
    expect(newTransactionValues(3, '2026-11-29')).toEqual({
      date: '2026-11-29',
      payee: '',
      memo: '',
      parts: [{ propertyId: '3', unitId: '', category: '', amount: '' }],
    });
    expect(newTransactionValues(null, '2026-11-29').parts[0]?.propertyId).toBe('');
  });

  it('sends numbers typed with thousands separators and a minus sign, rounded to the cent', async () => {
    const result = await resolve({
      date: '2026-11-01',
      payee: 'First Bank',
      memo: '',
      parts: [
        { propertyId: '3', unitId: '', category: 'mortgageInterest', amount: '1,100.255' },
        { propertyId: '4', unitId: '', category: 'repairs', amount: '-45' },
      ],
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      date: '2026-11-01',
      payee: 'First Bank',
      memo: '',
      parts: [
        { propertyId: 3, unitId: null, category: 'mortgageInterest', amount: 1100.26 },
        { propertyId: 4, unitId: null, category: 'repairs', amount: -45 },
      ],
    });
  });

  it("puts each of the schema's messages at its place: a part's own field, or the date", async () => {
    const result = await resolve({
      date: '2026-02-30',
      payee: '',
      memo: '',
      parts: [
        { propertyId: '3', unitId: '', category: 'rents', amount: '100' },
        { propertyId: '', unitId: '', category: '', amount: '0' },
      ],
    });
    expect(result.errors).toMatchObject({
      date: { message: 'Date must be a real date written as YYYY-MM-DD.' },
      parts: [
        undefined,
        {
          propertyId: { message: 'Choose a property.' },
          category: { message: 'Choose a category from the list.' },
          amount: { message: 'Amount cannot be 0.' },
        },
      ],
    });
  });

  it('sends only what an edit changed, and nothing when nothing changed', () => {
    const values = transactionValuesOf(ROW);
    expect(values.parts).toEqual([{ propertyId: '3', unitId: '', category: 'rents', amount: '2400' }]);
    const unchanged = {
      date: ROW.date,
      payee: ROW.payee,
      memo: '',
      parts: [{ propertyId: 3, category: 'rents' as const, amount: 2400 }],
    };
    expect(toTransactionPatch(ROW, unchanged)).toEqual({});
    expect(
      toTransactionPatch(ROW, {
        ...unchanged,
        memo: 'October',
        parts: [{ propertyId: 3, category: 'rents', amount: 2450 }],
      }),
    ).toEqual({ memo: 'October', amount: 2450 });
  });

  it('adds up the parts in cents, and says nothing while one is not a number', () => {
    // 1,100.25 + 250.15 + 100 = 1,450.40, exactly in cents (0.1 + 0.2 in floating point would not be).
    expect(
      partsTotalCents([
        { propertyId: '3', unitId: '', category: 'mortgageInterest', amount: '1,100.25' },
        { propertyId: '3', unitId: '', category: 'loanPrincipal', amount: '250.15' },
        { propertyId: '4', unitId: '', category: 'insurance', amount: '100' },
      ]),
    ).toBe(145_040);
    expect(partsTotalCents([{ propertyId: '3', unitId: '', category: 'rents', amount: 'abc' }])).toBeNull();
  });
});
