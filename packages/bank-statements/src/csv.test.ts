import { BANK_IMPORT_MESSAGES, type TBankCsvMapping } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import { guessBankCsvMapping, readBankAmount, readBankCsv, readBankCsvTable, readBankDate } from './csv';

const MAPPING: TBankCsvMapping = {
  date: 0,
  amount: 2,
  debit: null,
  credit: null,
  payee: 1,
  memo: 3,
  dateOrder: 'mdy',
  decimalComma: false,
  outflowPositive: false,
};

describe('a bank CSV', () => {
  it('is read through its mapping: days, signed cents, payee and memo, row numbers as a spreadsheet shows them', async () => {
    const table = readBankCsvTable(
      'Date,Description,Amount,Memo\r\n03/01/2025,JORDAN LEE,"2,400.00",March rent\r\n03/05/2025,ACE HARDWARE,-84.17,\r\n',
    );
    const statement = await readBankCsv(table, MAPPING);
    expect(statement).toEqual({
      format: 'csv',
      total: 2,
      errors: [],
      lines: [
        {
          line: 2,
          date: '2025-03-01',
          amountCents: 240_000,
          payee: 'JORDAN LEE',
          memo: 'March rent',
          fitId: null,
          account: null,
        },
        {
          line: 3,
          date: '2025-03-05',
          amountCents: -8_417,
          payee: 'ACE HARDWARE',
          memo: '',
          fitId: null,
          account: null,
        },
      ],
    });
  });

  it('reads debit and credit columns, decimal commas, day-first dates, and money out written positive', async () => {
    const table = readBankCsvTable(
      'Datum;Empfänger;Soll;Haben\n31.03.2025;Stadtwerke;120,50;\n01.04.2025;Mieter;;1.250,00\n',
    );
    expect(guessBankCsvMapping(table)).toEqual({
      date: 0,
      amount: null,
      debit: 2,
      credit: 3,
      payee: 1,
      memo: null,
      dateOrder: 'dmy',
      decimalComma: true,
      outflowPositive: false,
    });
    const statement = await readBankCsv(table, guessBankCsvMapping(table));
    expect(statement.lines.map((line) => [line.date, line.amountCents, line.payee])).toEqual([
      ['2025-03-31', -12_050, 'Stadtwerke'],
      ['2025-04-01', 125_000, 'Mieter'],
    ]);
    // A card statement: purchases positive, a payment negative.
    const card = readBankCsvTable(
      'Posted Date,Payee,Amount\n2025-02-03,HOME DEPOT,84.17\n2025-02-10,PAYMENT THANK YOU,-500.00\n',
    );
    const cardStatement = await readBankCsv(card, { ...guessBankCsvMapping(card), outflowPositive: true });
    expect(cardStatement.lines.map((line) => line.amountCents)).toEqual([-8_417, 50_000]);
  });

  it('lists each row it cannot read with the reason', async () => {
    const table = readBankCsvTable(
      'Date,Description,Debit,Credit\n02/30/2025,A,1.00,\n03/01/2025,B,abc,\n03/02/2025,C,5.00,6.00\n03/03/2025,D,0,\n03/04/2025,E,,12.00\n',
    );
    const statement = await readBankCsv(table, { ...MAPPING, amount: null, debit: 2, credit: 3, memo: null });
    expect(statement.errors).toEqual([
      { line: 2, message: BANK_IMPORT_MESSAGES.date },
      { line: 3, message: BANK_IMPORT_MESSAGES.amount },
      { line: 4, message: BANK_IMPORT_MESSAGES.debitAndCredit },
      { line: 5, message: BANK_IMPORT_MESSAGES.amountZero },
    ]);
    expect(statement.lines.map((line) => [line.line, line.amountCents])).toEqual([[6, 1_200]]);
  });

  it('refuses a file the reader refuses, with its message, and one over the limits', () => {
    expect(() => readBankCsvTable('')).toThrow('Please upload a CSV file or paste CSV data.');
    expect(() => readBankCsvTable('Date,Amount\n"03/01/2025,5\n')).toThrow(/quote/i);
    expect(() => readBankCsvTable(`Date,Amount\n${'03/01/2025,1\n'.repeat(20_001)}`)).toThrow(
      BANK_IMPORT_MESSAGES.tooManyTransactions,
    );
  });
});

describe('readBankDate', () => {
  it('reads a day in the order chosen, ISO in any order, and nothing that is not a real day', () => {
    expect(readBankDate('03/04/2025', 'mdy')).toBe('2025-03-04');
    expect(readBankDate('03/04/2025', 'dmy')).toBe('2025-04-03');
    expect(readBankDate('3.4.25', 'dmy')).toBe('2025-04-03');
    expect(readBankDate('2025-04-03', 'mdy')).toBe('2025-04-03');
    expect(readBankDate('20250403', 'dmy')).toBe('2025-04-03');
    expect(readBankDate('2025-04-03 13:45:00', 'ymd')).toBe('2025-04-03');
    expect(readBankDate('02/29/2024', 'mdy')).toBe('2024-02-29');
    expect(readBankDate('02/29/2025', 'mdy')).toBeNull();
    expect(readBankDate('13/01/2025', 'mdy')).toBeNull();
    expect(readBankDate('03/04/2025', 'ymd')).toBeNull();
    expect(readBankDate('yesterday', 'mdy')).toBeNull();
  });
});

describe('readBankAmount', () => {
  it('reads the ways banks write money', () => {
    expect(readBankAmount('$1,250.50', false)).toBe(125_050);
    expect(readBankAmount('-$84.17', false)).toBe(-8_417);
    expect(readBankAmount('(12.00)', false)).toBe(-1_200);
    expect(readBankAmount('12.00-', false)).toBe(-1_200);
    expect(readBankAmount('1.250,50', true)).toBe(125_050);
    expect(readBankAmount('-7,5', true)).toBe(-750);
    expect(readBankAmount('1,250', false)).toBe(125_000);
    expect(readBankAmount('twelve', false)).toBeNull();
    expect(readBankAmount('', false)).toBeNull();
  });
});
