import { randomUUID } from 'node:crypto';
import { BANK_IMPORT_MESSAGES, IMPORT_MESSAGES, PROPERTY_MESSAGES } from '@rentfolio/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RELAXED_LIMITS, send, signUpAndIn, type TestApp } from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

// Bank statements in (docs/product.md "Bank statements"). A statement written by hand in OFX 1.0.2's SGML: two
// payments out and the rent in, each with its FITID.
const OFX = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20251231<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>USD
<BANKACCTFROM><BANKID>121000248<ACCTID>555000111<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20251001<DTEND>20251031
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20251001<TRNAMT>2400.00<FITID>T1<NAME>JORDAN LEE<MEMO>October rent</STMTTRN>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20251005<TRNAMT>-84.17<FITID>T2<NAME>ACE HARDWARE</STMTTRN>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20251010<TRNAMT>-1350.40<FITID>T3<NAME>FIRST BANK</STMTTRN>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20251099<TRNAMT>-5.00<FITID>T4<NAME>BAD DAY</STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

const CSV = 'Date,Description,Amount\n10/01/2025,JORDAN LEE,"2,400.00"\n10/05/2025,Ace Hardware,-84.17\n';
const CSV_MAPPING = {
  date: 0,
  amount: 2,
  debit: null,
  credit: null,
  payee: 1,
  memo: null,
  dateOrder: 'mdy',
  decimalComma: false,
  outflowPositive: false,
};

describe.each(TEST_DIALECTS)('bank statements on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });
  // A test that moves the clock puts it back.
  const START = '2026-11-21T10:00:00Z';
  afterEach(() => {
    t.clock.set(START);
  });

  async function owner() {
    const { cookie, user } = await signUpAndIn(t.app);
    const created = await send(t.app, 'POST', '/api/properties', {
      cookie,
      body: {
        address: '9 Bank Street',
        city: 'Denver',
        state: 'CO',
        propertyType: 'condo',
        purchasePrice: 300_000,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return { cookie, user, propertyId: created.json().id as number };
  }
  const ledger = async (cookie: string) =>
    (await send(t.app, 'GET', '/api/transactions?limit=200', { cookie })).json();
  const importFile = (cookie: string, body: Record<string, unknown>) =>
    send(t.app, 'POST', '/api/bank-imports', { cookie, body });

  it('imports an OFX statement on the categories chosen, once: a second import of the file adds nothing', async () => {
    const { cookie, propertyId } = await owner();
    const assignments = [
      { line: 1, category: 'rents', propertyId },
      { line: 2, category: 'repairs', propertyId },
      { line: 3, category: 'mortgageInterest', propertyId },
    ];
    const importKey = randomUUID();
    const first = await importFile(cookie, {
      importKey,
      format: 'ofx',
      fileName: 'oct.ofx',
      text: OFX,
      assignments,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      importKey,
      total: 4,
      imported: 3,
      skippedBooked: 0,
      skippedDuplicates: 0,
      failed: 1,
      errors: [{ line: 4, message: BANK_IMPORT_MESSAGES.date }],
    });
    const page = await ledger(cookie);
    expect(
      page.items.map(
        (row: {
          date: string;
          category: string;
          amount: number;
          payee: string;
          memo: string | null;
          source: string;
        }) => [row.date, row.category, row.amount, row.payee, row.memo, row.source],
      ),
    ).toEqual([
      ['2025-10-10', 'mortgageInterest', 1350.4, 'FIRST BANK', null, 'import'],
      ['2025-10-05', 'repairs', 84.17, 'ACE HARDWARE', null, 'import'],
      ['2025-10-01', 'rents', 2400, 'JORDAN LEE', 'October rent', 'import'],
    ]);
    expect(page.totals).toMatchObject({ count: 3, moneyIn: 2400, moneyOut: 1434.57 });

    // The same key again: the first answer, nothing stored.
    const again = await importFile(cookie, {
      importKey,
      format: 'ofx',
      fileName: 'oct.ofx',
      text: OFX,
      assignments,
    });
    expect(again.json()).toEqual(first.json());
    // A new key with the same file: every FITID is booked already.
    const second = await importFile(cookie, {
      importKey: randomUUID(),
      format: 'ofx',
      text: OFX,
      assignments,
    });
    expect(second.json()).toMatchObject({ imported: 0, skippedBooked: 3, skippedDuplicates: 0 });
    expect((await ledger(cookie)).totals.count).toBe(3);

    const status = await send(t.app, 'GET', `/api/bank-imports/${importKey}`, { cookie });
    expect(status.json()).toMatchObject({ phase: 'done', result: { imported: 3 } });
  });

  it('imports a CSV through its mapping, remembers the mapping, and skips a likely duplicate unless kept', async () => {
    const { cookie, propertyId } = await owner();
    // Typed by hand before: the hardware bill (money out 84.17 in repairs, the payee in another case).
    await send(t.app, 'POST', '/api/transactions', {
      cookie,
      body: {
        date: '2025-10-05',
        payee: 'ACE HARDWARE',
        parts: [{ propertyId, category: 'repairs', amount: 84.17 }],
      },
    });
    const check = await send(t.app, 'POST', '/api/bank-imports/check', {
      cookie,
      body: { format: 'csv', fileName: 'bank.csv', text: CSV, mapping: CSV_MAPPING },
    });
    // The CSV's two rows (lines 2 and 3), the second a likely duplicate of the bill typed before.
    expect(check.json()).toEqual({
      statement: {
        format: 'csv',
        lines: [
          {
            line: 2,
            date: '2025-10-01',
            amount: 2400,
            payee: 'JORDAN LEE',
            memo: '',
            fitId: null,
            account: null,
          },
          {
            line: 3,
            date: '2025-10-05',
            amount: -84.17,
            payee: 'Ace Hardware',
            memo: '',
            fitId: null,
            account: null,
          },
        ],
        errors: [],
        total: 2,
      },
      booked: [],
      duplicates: [3],
      reading: expect.any(String),
    });
    const assignments = [
      { line: 2, category: 'rents', propertyId },
      { line: 3, category: 'repairs', propertyId },
    ];
    const skipped = await importFile(cookie, {
      importKey: randomUUID(),
      format: 'csv',
      fileName: 'bank.csv',
      text: CSV,
      mapping: CSV_MAPPING,
      assignments,
    });
    expect(skipped.json()).toMatchObject({ total: 2, imported: 1, skippedDuplicates: 1, failed: 0 });
    const kept = await importFile(cookie, {
      importKey: randomUUID(),
      format: 'csv',
      text: CSV,
      mapping: CSV_MAPPING,
      assignments: [{ line: 3, category: 'repairs', propertyId }],
      keepDuplicateLines: [3],
    });
    expect(kept.json()).toMatchObject({ imported: 1, skippedDuplicates: 0 });
    expect((await ledger(cookie)).totals.count).toBe(3);
    const mappings = (await send(t.app, 'GET', '/api/bank-mappings', { cookie })).json();
    expect(mappings).toEqual([
      { signature: 'date\u001fdescription\u001famount', mapping: CSV_MAPPING, updatedAt: expect.any(String) },
    ]);
  });

  it('checks the file as the server reads it, and an import may name that reading for 15 minutes instead of the file', async () => {
    const { cookie, user, propertyId } = await owner();
    const stranger = await owner();
    const readings = () =>
      [...t.app.rentfolio.bankReadings.entries()].filter(([key]) => key.startsWith(`${user.id}:`));
    const check = () =>
      send(t.app, 'POST', '/api/bank-imports/check', { cookie, body: { format: 'ofx', text: OFX } });
    const first = await check();
    // The three readable transactions of the statement, as the server read them, by hand from OFX above; the
    // fourth's day (October 99) does not exist.
    expect(first.json()).toEqual({
      statement: {
        format: 'ofx',
        lines: [
          {
            line: 1,
            date: '2025-10-01',
            amount: 2400,
            payee: 'JORDAN LEE',
            memo: 'October rent',
            fitId: 'T1',
            account: '555000111',
          },
          {
            line: 2,
            date: '2025-10-05',
            amount: -84.17,
            payee: 'ACE HARDWARE',
            memo: '',
            fitId: 'T2',
            account: '555000111',
          },
          {
            line: 3,
            date: '2025-10-10',
            amount: -1350.4,
            payee: 'FIRST BANK',
            memo: '',
            fitId: 'T3',
            account: '555000111',
          },
        ],
        errors: [{ line: 4, message: BANK_IMPORT_MESSAGES.date }],
        total: 4,
      },
      booked: [],
      duplicates: [],
      reading: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const { reading } = first.json();
    expect(readings().map(([, kept]) => kept.statement.lines.map((line) => line.fitId))).toEqual([
      ['T1', 'T2', 'T3'],
    ]);

    // Named, not sent: the import stores the line, and the same request again answers the same.
    const byReading = (importKey: string, line: number, as: { cookie: string; propertyId: number }) => ({
      importKey,
      format: 'ofx',
      reading,
      assignments: [{ line, category: 'repairs', propertyId: as.propertyId }],
    });
    const importKey = randomUUID();
    const imported = await importFile(cookie, byReading(importKey, 2, { cookie, propertyId }));
    expect(imported.json()).toEqual({
      importKey,
      total: 4,
      imported: 1,
      skippedBooked: 0,
      skippedDuplicates: 0,
      failed: 1,
      errors: [{ line: 4, message: BANK_IMPORT_MESSAGES.date }],
    });
    // The import dropped the reading it used; its key still answers its result.
    expect(readings()).toEqual([]);
    expect((await importFile(cookie, byReading(importKey, 2, { cookie, propertyId }))).json()).toEqual(
      imported.json(),
    );
    expect((await check()).json()).toMatchObject({ booked: [2], duplicates: [], reading });

    // Another user cannot use the reading, and one read as another format is not this file's: 409, nothing stored.
    const gone = [
      [stranger.cookie, byReading(randomUUID(), 1, stranger)],
      [
        cookie,
        { ...byReading(randomUUID(), 1, { cookie, propertyId }), format: 'csv', mapping: CSV_MAPPING },
      ],
    ] as const;
    for (const [who, body] of gone) {
      const refused = await importFile(who, body);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'READING_GONE',
        message: BANK_IMPORT_MESSAGES.readingGone,
      });
    }
    expect((await ledger(stranger.cookie)).totals.count).toBe(0);

    // 15 minutes on, the reading is dropped: named alone it is gone; with the file, the import reads it again. The
    // first import's key still answers its result.
    t.clock.advance(15 * 60_000);
    const late = await importFile(cookie, byReading(randomUUID(), 3, { cookie, propertyId }));
    expect(late.statusCode).toBe(409);
    expect(readings()).toEqual([]);
    expect((await importFile(cookie, byReading(importKey, 2, { cookie, propertyId }))).json()).toEqual(
      imported.json(),
    );
    const withFile = await importFile(cookie, {
      ...byReading(randomUUID(), 3, { cookie, propertyId }),
      text: OFX,
    });
    expect(withFile.json()).toMatchObject({ imported: 1, skippedBooked: 0 });
    expect((await ledger(cookie)).totals.count).toBe(2);
  });

  it('refuses a check of a file that is no statement, or a CSV without its mapping, with the reason', async () => {
    const { cookie, user } = await owner();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ format: 'ofx', text: '<html><body>not a bank</body></html>' }, 400, BANK_IMPORT_MESSAGES.notOfx],
      [{ format: 'ofx', text: OFX.replace('</BANKTRANLIST>', '') }, 400, BANK_IMPORT_MESSAGES.unreadableOfx],
      [{ format: 'csv', text: CSV }, 400, BANK_IMPORT_MESSAGES.mappingNeeded],
      [{ format: 'qif', text: CSV }, 400, BANK_IMPORT_MESSAGES.format],
      [{ format: 'ofx' }, 400, IMPORT_MESSAGES.csvText],
    ];
    for (const [body, status, message] of cases) {
      const response = await send(t.app, 'POST', '/api/bank-imports/check', { cookie, body });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    // Nothing kept of a file refused.
    expect(
      [...t.app.rentfolio.bankReadings.entries()].filter(([key]) => key.startsWith(`${user.id}:`)),
    ).toEqual([]);
    // An import needs the file or its reading.
    const neither = await importFile(cookie, {
      importKey: randomUUID(),
      format: 'ofx',
      assignments: [{ line: 1, category: 'rents', propertyId: 1 }],
    });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe(BANK_IMPORT_MESSAGES.textNeeded);
  });

  it('refuses a file that is no statement, a line the file lacks, a mapping missing and a stranger, changing nothing', async () => {
    const { cookie, propertyId } = await owner();
    const other = await owner();
    const base = { format: 'ofx', text: OFX, assignments: [{ line: 1, category: 'rents', propertyId }] };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, text: '<html><body>not a bank</body></html>' }, 400, BANK_IMPORT_MESSAGES.notOfx],
      [{ ...base, text: OFX.replace('</BANKTRANLIST>', '') }, 400, BANK_IMPORT_MESSAGES.unreadableOfx],
      [
        { ...base, assignments: [{ line: 4, category: 'repairs', propertyId }] },
        400,
        BANK_IMPORT_MESSAGES.lineUnknown,
      ],
      [{ ...base, assignments: [] }, 400, BANK_IMPORT_MESSAGES.assignmentsEmpty],
      [
        {
          ...base,
          assignments: [
            { line: 1, category: 'rents', propertyId },
            { line: 1, category: 'repairs', propertyId },
          ],
        },
        400,
        BANK_IMPORT_MESSAGES.lineTwice,
      ],
      [{ ...base, format: 'csv', text: CSV }, 400, BANK_IMPORT_MESSAGES.mappingNeeded],
      [{ ...base, format: 'qif' }, 400, BANK_IMPORT_MESSAGES.format],
      [{ ...base, format: 'csv', text: 'Date,Amount\n"10/01/2025,5\n', mapping: CSV_MAPPING }, 400, ''],
      [
        { ...base, assignments: [{ line: 1, category: 'rents', propertyId: other.propertyId }] },
        404,
        PROPERTY_MESSAGES.notFound,
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await importFile(cookie, { importKey: randomUUID(), ...body });
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(status);
      if (message) expect(response.json().message).toBe(message);
    }
    expect((await ledger(cookie)).totals.count).toBe(0);
    expect((await ledger(other.cookie)).totals.count).toBe(0);

    // A key used for one file answers 409 for another, and a property import's key is not a bank import's.
    const key = randomUUID();
    expect((await importFile(cookie, { importKey: key, ...base })).statusCode).toBe(200);
    const reused = await importFile(cookie, {
      importKey: key,
      ...base,
      assignments: [{ line: 2, category: 'repairs', propertyId }],
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IMPORT_KEY_REUSED');
    const propertyKey = randomUUID();
    await send(t.app, 'POST', '/api/properties/import', {
      cookie,
      body: { importKey: propertyKey, csv: 'address,city,purchasePrice\n1 A St,Denver,100000\n' },
    });
    const wrongKind = await send(t.app, 'GET', `/api/bank-imports/${propertyKey}`, { cookie });
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.json().message).toBe(IMPORT_MESSAGES.notFound);
    const strangers = await send(t.app, 'GET', `/api/bank-imports/${key}`, { cookie: other.cookie });
    expect(strangers.statusCode).toBe(404);
  });

  it('keeps payee rules: add, list, change and delete; 404 for a stranger; 500 at most', async () => {
    const { cookie, user, propertyId } = await owner();
    const other = await owner();
    const created = await send(t.app, 'POST', '/api/ledger-rules', {
      cookie,
      body: { payeeContains: 'Ace Hardware', category: 'repairs', propertyId },
    });
    expect(created.statusCode, created.body).toBe(201);
    const rule = created.json();
    expect(rule).toMatchObject({ payeeContains: 'Ace Hardware', category: 'repairs', propertyId });
    const changed = await send(t.app, 'PUT', `/api/ledger-rules/${rule.id}`, {
      cookie,
      body: { payeeContains: 'ACE', category: 'supplies', propertyId: null },
    });
    expect(changed.json()).toMatchObject({
      id: rule.id,
      payeeContains: 'ACE',
      category: 'supplies',
      propertyId: null,
    });
    expect((await send(t.app, 'GET', '/api/ledger-rules', { cookie })).json()).toHaveLength(1);

    for (const [method, body] of [
      ['PUT', { payeeContains: 'x', category: 'repairs', propertyId: null }],
      ['DELETE', undefined],
    ] as const) {
      const response = await send(t.app, method, `/api/ledger-rules/${rule.id}`, {
        cookie: other.cookie,
        ...(body ? { body } : {}),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(BANK_IMPORT_MESSAGES.ruleNotFound);
    }
    for (const body of [
      { payeeContains: '', category: 'repairs', propertyId: null },
      { payeeContains: 'x'.repeat(101), category: 'repairs', propertyId: null },
      { payeeContains: 'x', category: 'groceries', propertyId: null },
    ]) {
      const response = await send(t.app, 'POST', '/api/ledger-rules', { cookie, body });
      expect(response.statusCode).toBe(400);
    }
    const strangersProperty = await send(t.app, 'POST', '/api/ledger-rules', {
      cookie,
      body: { payeeContains: 'x', category: 'repairs', propertyId: other.propertyId },
    });
    expect(strangersProperty.statusCode).toBe(404);
    expect((await send(t.app, 'GET', '/api/ledger-rules', { cookie })).json()).toHaveLength(1);

    const now = Date.now();
    await t.db.handle.db
      .insertInto('ledgerRules')
      .values(
        Array.from({ length: 499 }, (_, i) => ({
          userId: user.id,
          payeeContains: `payee ${i}`,
          category: 'other',
          propertyId: null,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    const over = await send(t.app, 'POST', '/api/ledger-rules', {
      cookie,
      body: { payeeContains: 'one too many', category: 'other', propertyId: null },
    });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ code: 'RULE_LIMIT', message: BANK_IMPORT_MESSAGES.tooManyRules });

    expect((await send(t.app, 'DELETE', `/api/ledger-rules/${rule.id}`, { cookie })).statusCode).toBe(200);
    expect((await send(t.app, 'DELETE', `/api/ledger-rules/${rule.id}`, { cookie })).statusCode).toBe(404);
  });
});
