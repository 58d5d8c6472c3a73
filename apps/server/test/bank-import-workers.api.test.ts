import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BANK_IMPORT_MESSAGES } from '@rentfolio/contracts';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BankImportWorkers } from '../src/services/bank-import-workers';
import { createTestApp, RELAXED_LIMITS, send, signUpAndIn, type TestApp } from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

// The bank import's worker threads (services/bank-import-workers.ts), as the built server runs them: the worker entry
// is built the way build.mjs builds it (workspace packages bundled, every other package imported from node_modules)
// into a folder beside the sources, and the app is given workers of that file. Everything else about imports is
// tested in-process (bank-import.api.test.ts), where there is no built worker.

const SERVER_DIR = resolve(import.meta.dirname, '..');
const OUT_DIR = join(SERVER_DIR, `dist-test-worker-${randomBytes(4).toString('hex')}`);
const WORKER_FILE = join(OUT_DIR, 'bank-import-worker.js');

// Two payments and the rent, in OFX 1.0.2's SGML, each with its FITID.
const OFX = `OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>USD
<BANKACCTFROM><BANKID>121000248<ACCTID>555000111<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20251001<DTEND>20251031
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20251001<TRNAMT>2400.00<FITID>W1<NAME>JORDAN LEE<MEMO>October rent</STMTTRN>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20251005<TRNAMT>-84.17<FITID>W2<NAME>ACE HARDWARE</STMTTRN>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20251010<TRNAMT>-1350.40<FITID>W3<NAME>FIRST BANK</STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

beforeAll(async () => {
  await build({
    entryPoints: { 'bank-import-worker': join(SERVER_DIR, 'src/workers/bank-import-worker.ts') },
    outdir: OUT_DIR,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-node-modules',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@rentfolio/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}, 60_000);

afterAll(() => {
  rmSync(OUT_DIR, { recursive: true, force: true });
});

describe.each(TEST_DIALECTS)('bank imports written by worker threads on %s', (dialect) => {
  let t: TestApp;
  let workers: BankImportWorkers;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
    const made = BankImportWorkers.create(t.app.rentfolio.config.database, WORKER_FILE);
    if (!made) throw new Error('no workers for the built file');
    workers = made;
    t.app.rentfolio.bankWorkers = workers;
  });
  afterAll(async () => {
    await t.close();
  });

  /** A new user with one property. */
  async function owner(address: string) {
    const { cookie } = await signUpAndIn(t.app);
    const created = await send(t.app, 'POST', '/api/properties', {
      cookie,
      body: { address, city: 'Denver', state: 'CO', propertyType: 'condo', purchasePrice: 250_000 },
    });
    expect(created.statusCode, created.body).toBe(201);
    return { cookie, propertyId: created.json().id as number };
  }
  const importOfx = (cookie: string, importKey: string, assignments: unknown[]) =>
    send(t.app, 'POST', '/api/bank-imports', {
      cookie,
      body: { importKey, format: 'ofx', fileName: 'oct.ofx', text: OFX, assignments },
    });
  const countRows = async (cookie: string) =>
    (await send(t.app, 'GET', '/api/transactions?limit=10', { cookie })).json().totals.count as number;

  it('has no workers where there is no built worker file, or for an in-memory SQLite database', () => {
    expect(BankImportWorkers.create(t.app.rentfolio.config.database, join(OUT_DIR, 'missing.js'))).toBeNull();
    expect(BankImportWorkers.create({ dialect: 'sqlite', filename: ':memory:' }, WORKER_FILE)).toBeNull();
  });

  it('stores the chosen lines on their categories, with the year totals, and a second import adds nothing', async () => {
    const { cookie, propertyId } = await owner('3 Worker Way');
    // The preview's check starts a worker ahead of the import.
    const check = await send(t.app, 'POST', '/api/bank-imports/check', {
      cookie,
      body: { format: 'ofx', text: OFX },
    });
    expect(check.json()).toMatchObject({ booked: [], duplicates: [], statement: { total: 3 } });
    const assignments = [
      { line: 1, category: 'rents', propertyId },
      { line: 2, category: 'repairs', propertyId },
      { line: 3, category: 'mortgageInterest', propertyId },
    ];
    const importKey = randomUUID();
    const first = await importOfx(cookie, importKey, assignments);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      importKey,
      total: 3,
      imported: 3,
      skippedBooked: 0,
      skippedDuplicates: 0,
      failed: 0,
      errors: [],
    });
    const page = (await send(t.app, 'GET', '/api/transactions?limit=10', { cookie })).json();
    expect(
      page.items.map((row: { date: string; category: string; amount: number }) => [
        row.date,
        row.category,
        row.amount,
      ]),
    ).toEqual([
      ['2025-10-10', 'mortgageInterest', 1350.4],
      ['2025-10-05', 'repairs', 84.17],
      ['2025-10-01', 'rents', 2400],
    ]);
    // 2,400 in; 84.17 + 1,350.40 = 1,434.57 out.
    expect(page.totals).toMatchObject({ count: 3, moneyIn: 2400, moneyOut: 1434.57 });
    const status = await send(t.app, 'GET', `/api/bank-imports/${importKey}`, { cookie });
    expect(status.json()).toMatchObject({ phase: 'done', result: { imported: 3 } });

    // Another key, the same file: every FITID is booked already.
    const second = await importOfx(cookie, randomUUID(), assignments);
    expect(second.json()).toMatchObject({ imported: 0, skippedBooked: 3 });
    expect(await countRows(cookie)).toBe(3);
  });

  it('reads the files of the checks there too, and a file refused gets the reader’s answer', async () => {
    const { cookie } = await owner('4 Reader Row');
    const refused = await send(t.app, 'POST', '/api/bank-imports/check', {
      cookie,
      body: { format: 'ofx', text: '<html><body>not a bank</body></html>' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_FILE_TYPE', message: BANK_IMPORT_MESSAGES.notOfx });
    const read = await send(t.app, 'POST', '/api/bank-imports/check', {
      cookie,
      body: { format: 'ofx', text: OFX },
    });
    expect(
      read.json().statement.lines.map((line: { fitId: string; amount: number }) => [line.fitId, line.amount]),
    ).toEqual([
      ['W1', 2400],
      ['W2', -84.17],
      ['W3', -1350.4],
    ]);
  });

  it('writes two users’ imports at once, each in its own transactions, without mixing them', async () => {
    const users = await Promise.all(['5 Queue Lane', '6 Queue Lane', '7 Queue Lane'].map(owner));
    const results = await Promise.all(
      users.map(({ cookie, propertyId }) =>
        importOfx(
          cookie,
          randomUUID(),
          [1, 2, 3].map((line) => ({ line, category: 'other', propertyId })),
        ),
      ),
    );
    // Three imports, two workers at most: the third waited for a free one.
    for (const result of results) expect(result.json(), result.body).toMatchObject({ imported: 3 });
    for (const { cookie } of users) expect(await countRows(cookie)).toBe(3);
  });

  it('fails an import once the workers are closed (the server stopping), and gives its key back', async () => {
    const { cookie, propertyId } = await owner('8 Stop Street');
    await workers.close();
    const importKey = randomUUID();
    const assignments = [{ line: 1, category: 'rents', propertyId }];
    const refused = await importOfx(cookie, importKey, assignments);
    expect(refused.statusCode).toBe(500);
    expect(await countRows(cookie)).toBe(0);
    // The key was given back: in-process now, the same request stores the line.
    t.app.rentfolio.bankWorkers = null;
    const again = await importOfx(cookie, importKey, assignments);
    expect(again.json(), again.body).toMatchObject({ imported: 1 });
  });
});
