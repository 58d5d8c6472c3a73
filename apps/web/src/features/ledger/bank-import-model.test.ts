import type { TStatementLine } from '@rentfolio/bank-statements';
import { describe, expect, it } from 'vitest';
import { countUnassigned, importChoices, initialChoices, statementOf } from './bank-import-model';

const line = (n: number, payee: string, amountCents: number): TStatementLine => ({
  line: n,
  date: '2025-10-01',
  amountCents,
  payee,
  memo: '',
  fitId: `F${n}`,
  account: '1',
});
const RULES = [
  { id: 1, payeeContains: 'ace hardware', category: 'repairs' as const, propertyId: 7, createdAt: '' },
  { id: 2, payeeContains: 'city water', category: 'utilities' as const, propertyId: null, createdAt: '' },
];

describe('the bank import preview', () => {
  it('counts the check’s dollars in whole cents, 0.29 and 1,350.40 included', () => {
    const read = {
      format: 'ofx' as const,
      lines: [
        { line: 1, date: '2025-10-01', amount: 0.29, payee: 'A', memo: '', fitId: 'F1', account: '1' },
        { line: 2, date: '2025-10-02', amount: -1350.4, payee: 'B', memo: 'm', fitId: null, account: null },
      ],
      errors: [{ line: 3, message: 'x' }],
      total: 3,
    };
    // 0.29 × 100 is 28.999999999999996 in binary floating point: the cents are 29.
    expect(statementOf(read)).toEqual({
      format: 'ofx',
      lines: [
        { line: 1, date: '2025-10-01', amountCents: 29, payee: 'A', memo: '', fitId: 'F1', account: '1' },
        {
          line: 2,
          date: '2025-10-02',
          amountCents: -135040,
          payee: 'B',
          memo: 'm',
          fitId: null,
          account: null,
        },
      ],
      errors: [{ line: 3, message: 'x' }],
      total: 3,
    });
  });

  it('leaves out what is booked or a likely duplicate, and fills in what a rule says', () => {
    const lines = [
      line(1, 'ACE HARDWARE #12', -8_417),
      line(2, 'City Water Dept', -4_000),
      line(3, 'Jordan Lee', 240_000),
      line(4, 'Ace Hardware', -100),
      line(5, 'X', -5),
    ];
    const { lines: preview, choices } = initialChoices(lines, RULES, { booked: [4], duplicates: [5] });
    expect(preview.map((entry) => [entry.line, entry.status, entry.ruleId])).toEqual([
      [1, 'new', 1],
      [2, 'new', 2],
      [3, 'new', null],
      [4, 'booked', 1],
      [5, 'duplicate', null],
    ]);
    expect(Object.fromEntries(choices)).toEqual({
      1: { include: true, category: 'repairs', propertyId: 7 },
      2: { include: true, category: 'utilities', propertyId: null },
      3: { include: true, category: '', propertyId: null },
      4: { include: false, category: 'repairs', propertyId: 7 },
      5: { include: false, category: '', propertyId: null },
    });
    // Line 3 lacks a category; without a file property, line 2 lacks a property too.
    expect(countUnassigned(preview, choices, null)).toBe(2);
    expect(countUnassigned(preview, choices, 9)).toBe(1);
    expect(importChoices(preview, choices, 9)).toEqual({
      assignments: [
        { line: 1, category: 'repairs', propertyId: 7 },
        { line: 2, category: 'utilities', propertyId: 9 },
      ],
      keepDuplicateLines: [],
    });
    // A duplicate taken in all the same is kept; a booked line never goes, whatever is chosen.
    choices.set(5, { include: true, category: 'supplies', propertyId: null });
    choices.set(4, { include: true, category: 'repairs', propertyId: 7 });
    expect(importChoices(preview, choices, 9)).toEqual({
      assignments: [
        { line: 1, category: 'repairs', propertyId: 7 },
        { line: 2, category: 'utilities', propertyId: 9 },
        { line: 5, category: 'supplies', propertyId: 9 },
      ],
      keepDuplicateLines: [5],
    });
  });
});
