import { existsSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LEDGER_MESSAGES } from '@rentfolio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RELAXED_LIMITS, send, signUpAndIn, type TestApp } from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

// Receipts (docs/product.md "Receipts"). The files below are made by hand from their formats' signatures: a PDF's
// header line (ISO 32000-1, 7.5.2), PNG's eight bytes (RFC 2083, 3.1), JPEG's SOI and APP0 markers, WebP's RIFF box.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(32, 2),
]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(28, 3),
]);
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 0)]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const MB = 1024 * 1024;

describe.each(TEST_DIALECTS)('receipts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });

  const receiptsFolder = () =>
    t.db.config.dialect === 'sqlite' ? join(dirname(t.db.config.filename), 'receipts') : null;
  const filesOf = (userId: number) => {
    const folder = receiptsFolder();
    if (!folder || !existsSync(join(folder, String(userId)))) return [];
    return readdirSync(join(folder, String(userId)));
  };
  const storedRows = async (userId: number) =>
    t.db.handle.db
      .selectFrom('ledgerReceipts')
      .select(['transactionId', 'size', 'fileKey'])
      .where('userId', '=', userId)
      .execute();

  /** A signed-in user with a property and one transaction on it. */
  async function owner() {
    const { cookie, user, password } = await signUpAndIn(t.app);
    const property = await send(t.app, 'POST', '/api/properties', {
      cookie,
      body: {
        address: '7 Birch Road',
        city: 'Denver',
        state: 'CO',
        propertyType: 'condo',
        purchasePrice: 300_000,
      },
    });
    expect(property.statusCode, property.body).toBe(201);
    const propertyId: number = property.json().id;
    const added = await send(t.app, 'POST', '/api/transactions', {
      cookie,
      body: {
        date: '2026-10-15',
        payee: 'Ace Plumbing',
        parts: [{ propertyId, category: 'repairs', amount: 180 }],
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    return { cookie, user, password, propertyId, transactionId: added.json()[0].id as number };
  }

  const upload = (
    cookie: string,
    id: number,
    bytes: Buffer,
    name?: string,
    contentType = 'application/octet-stream',
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/transactions/${id}/receipt${name === undefined ? '' : `?name=${encodeURIComponent(name)}`}`,
      headers: { cookie, 'content-type': contentType },
      payload: bytes,
    });
  const download = (cookie: string, id: number) =>
    t.app.inject({ method: 'GET', url: `/api/transactions/${id}/receipt`, headers: { cookie } });
  const transaction = async (cookie: string, id: number) =>
    (await send(t.app, 'GET', `/api/transactions/${id}`, { cookie })).json();

  it('attaches a receipt, lists it, serves it as a download nothing runs, replaces and removes it', async () => {
    const { cookie, user, transactionId } = await owner();
    const put = await upload(cookie, transactionId, PDF, 'invoice 2026-10.pdf');
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().receipt).toEqual({
      name: 'invoice 2026-10.pdf',
      type: 'application/pdf',
      size: PDF.length,
    });
    const page = (await send(t.app, 'GET', '/api/transactions', { cookie })).json();
    expect(page.items[0].receipt).toEqual({
      name: 'invoice 2026-10.pdf',
      type: 'application/pdf',
      size: PDF.length,
    });

    const got = await download(cookie, transactionId);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-length']).toBe(String(PDF.length));
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="invoice 2026-10.pdf"; filename*=UTF-8''invoice%202026-10.pdf`,
    );
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
    expect(got.headers['cache-control']).toBe('no-store');

    // A PNG named .html keeps its name and gains its real extension: nothing opens it as a page.
    const replaced = await upload(cookie, transactionId, PNG, 'scan.html');
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().receipt).toEqual({ name: 'scan.html.png', type: 'image/png', size: PNG.length });
    expect((await download(cookie, transactionId)).rawPayload.equals(PNG)).toBe(true);
    expect(await storedRows(user.id)).toHaveLength(1);
    // The replaced file is gone from the folder (SQLite): one file for one receipt.
    if (receiptsFolder()) expect(filesOf(user.id)).toHaveLength(1);

    const removed = await send(t.app, 'DELETE', `/api/transactions/${transactionId}/receipt`, { cookie });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().receipt).toBeNull();
    const gone = await download(cookie, transactionId);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(LEDGER_MESSAGES.receiptNotFound);
    expect(await storedRows(user.id)).toEqual([]);
    expect(filesOf(user.id)).toEqual([]);
    const again = await send(t.app, 'DELETE', `/api/transactions/${transactionId}/receipt`, { cookie });
    expect(again.statusCode).toBe(404);
  });

  it('takes a JPEG and a WebP, and names a file without a usable name by its type', async () => {
    const { cookie, transactionId } = await owner();
    const jpeg = await upload(cookie, transactionId, JPEG, 'IMG_0042.JPEG');
    expect(jpeg.json().receipt).toEqual({ name: 'IMG_0042.JPEG', type: 'image/jpeg', size: JPEG.length });
    const webp = await upload(cookie, transactionId, WEBP, '../../etc/\u202Egpj.exe');
    expect(webp.json().receipt).toEqual({ name: 'gpj.exe.webp', type: 'image/webp', size: WEBP.length });
    const unnamed = await upload(cookie, transactionId, PDF);
    expect(unnamed.json().receipt.name).toBe('receipt.pdf');
    const accented = await upload(cookie, transactionId, PDF, 'Quittung März.pdf');
    expect(accented.json().receipt.name).toBe('Quittung März.pdf');
    const got = await download(cookie, transactionId);
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="Quittung M_rz.pdf"; filename*=UTF-8''Quittung%20M%C3%A4rz.pdf`,
    );
  });

  it('refuses by the bytes, whatever the name or type says, and changes nothing', async () => {
    const { cookie, user, transactionId } = await owner();
    expect((await upload(cookie, transactionId, PDF, 'kept.pdf')).statusCode).toBe(200);
    const before = await transaction(cookie, transactionId);
    for (const [bytes, name] of [
      [HTML, 'receipt.pdf'],
      [SVG, 'receipt.png'],
      [EXE, 'receipt.jpg'],
      [GIF, 'receipt.gif'],
      [Buffer.from('%PD'), 'short.pdf'],
    ] as const) {
      const refused = await upload(cookie, transactionId, bytes, name);
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'INVALID_FILE_TYPE',
        message: LEDGER_MESSAGES.receiptType,
      });
    }
    const empty = await upload(cookie, transactionId, Buffer.alloc(0), 'empty.pdf');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(LEDGER_MESSAGES.receiptEmpty);
    const tooLarge = await upload(
      cookie,
      transactionId,
      Buffer.concat([PDF, Buffer.alloc(10 * MB + 1 - PDF.length, 0x20)]),
      'big.pdf',
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(LEDGER_MESSAGES.receiptTooLarge);
    const asJson = await upload(cookie, transactionId, PDF, 'x.pdf', 'application/json');
    expect(asJson.statusCode).toBe(415);
    expect(asJson.json().message).toBe(LEDGER_MESSAGES.receiptBody);
    const asPdf = await upload(cookie, transactionId, PDF, 'x.pdf', 'application/pdf');
    expect(asPdf.statusCode).toBe(415);
    const longName = await upload(cookie, transactionId, PDF, 'x'.repeat(1001));
    expect(longName.statusCode).toBe(400);

    expect(await transaction(cookie, transactionId)).toEqual(before);
    expect((await download(cookie, transactionId)).rawPayload.equals(PDF)).toBe(true);
    expect(await storedRows(user.id)).toHaveLength(1);
    if (receiptsFolder()) expect(filesOf(user.id)).toHaveLength(1);
  });

  it('takes exactly 10 MB', async () => {
    const { cookie, transactionId } = await owner();
    const bytes = Buffer.concat([PDF, Buffer.alloc(10 * MB - PDF.length, 0x20)]);
    const put = await upload(cookie, transactionId, bytes, 'scan.pdf');
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().receipt.size).toBe(10 * MB);
    expect((await download(cookie, transactionId)).rawPayload.equals(bytes)).toBe(true);
  });

  it("answers 404 for another user's transaction, and leaves its receipt alone", async () => {
    const alice = await owner();
    const mallory = await owner();
    expect((await upload(alice.cookie, alice.transactionId, PDF, 'alice.pdf')).statusCode).toBe(200);
    const put = await upload(mallory.cookie, alice.transactionId, PNG, 'mallory.png');
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe(LEDGER_MESSAGES.notFound);
    const got = await download(mallory.cookie, alice.transactionId);
    expect(got.statusCode).toBe(404);
    expect(got.json().message).toBe(LEDGER_MESSAGES.notFound);
    const removed = await send(t.app, 'DELETE', `/api/transactions/${alice.transactionId}/receipt`, {
      cookie: mallory.cookie,
    });
    expect(removed.statusCode).toBe(404);
    expect(removed.json().message).toBe(LEDGER_MESSAGES.notFound);
    expect((await download(alice.cookie, alice.transactionId)).rawPayload.equals(PDF)).toBe(true);
    expect(await storedRows(mallory.user.id)).toEqual([]);
    expect(filesOf(mallory.user.id)).toEqual([]);
  });

  it('reads no body without a session, and refuses a cross-site upload', async () => {
    const { cookie, transactionId } = await owner();
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/transactions/${transactionId}/receipt`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.concat([PDF, Buffer.alloc(2 * MB)]),
    });
    expect(anonymous.statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'PUT',
      url: `/api/transactions/${transactionId}/receipt`,
      headers: { cookie, 'content-type': 'application/octet-stream', 'sec-fetch-site': 'cross-site' },
      payload: PDF,
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await transaction(cookie, transactionId)).receipt).toBeNull();
  });

  it('goes with its transaction, its property and its account', async () => {
    const { cookie, user, password, propertyId, transactionId } = await owner();
    await upload(cookie, transactionId, PDF, 'a.pdf');
    await send(t.app, 'DELETE', `/api/transactions/${transactionId}`, { cookie });
    expect(await storedRows(user.id)).toEqual([]);
    expect(filesOf(user.id)).toEqual([]);

    const second = await send(t.app, 'POST', '/api/transactions', {
      cookie,
      body: { date: '2026-10-20', parts: [{ propertyId, category: 'supplies', amount: 40 }] },
    });
    const secondId: number = second.json()[0].id;
    await upload(cookie, secondId, PNG, 'b.png');
    expect(await storedRows(user.id)).toHaveLength(1);
    await send(t.app, 'DELETE', `/api/properties/${propertyId}`, { cookie });
    expect(await storedRows(user.id)).toEqual([]);
    expect(filesOf(user.id)).toEqual([]);

    const other = await owner();
    await upload(other.cookie, other.transactionId, JPEG, 'c.jpg');
    expect(await storedRows(other.user.id)).toHaveLength(1);
    const deleted = await send(t.app, 'POST', '/api/user/delete-account', {
      cookie: other.cookie,
      body: { password: other.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await storedRows(other.user.id)).toEqual([]);
    const folder = receiptsFolder();
    if (folder) expect(existsSync(join(folder, String(other.user.id)))).toBe(false);
    expect(password).toBeTruthy();
  });

  it('holds an account to 1 GB of receipts, counting a replaced receipt once', async () => {
    const { cookie, user, transactionId } = await owner();
    await upload(cookie, transactionId, PDF, 'first.pdf');
    // Another transaction whose stored receipt is recorded as taking all but 100 bytes of the 1 GB.
    const propertyId = (await transaction(cookie, transactionId)).propertyId;
    const big = await send(t.app, 'POST', '/api/transactions', {
      cookie,
      body: { date: '2026-10-21', parts: [{ propertyId, category: 'repairs', amount: 5 }] },
    });
    const bigId: number = big.json()[0].id;
    await t.db.handle.db
      .insertInto('ledgerReceipts')
      .values({
        transactionId: bigId,
        userId: user.id,
        size: 1024 * MB - 100 - PDF.length,
        fileKey: null,
        bytes: Buffer.from('%PDF-'),
        createdAt: 0,
      })
      .execute();
    // Replacing the first receipt with one of the same size fits (its old size is not counted twice)…
    expect((await upload(cookie, transactionId, PDF, 'same.pdf')).statusCode).toBe(200);
    // …one 101 bytes larger than the room left does not.
    const over = await upload(
      cookie,
      transactionId,
      Buffer.concat([PDF, Buffer.alloc(101, 0x20)]),
      'over.pdf',
    );
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ code: 'RECEIPT_QUOTA', message: LEDGER_MESSAGES.receiptQuota });
    expect((await transaction(cookie, transactionId)).receipt.name).toBe('same.pdf');
    if (receiptsFolder()) expect(filesOf(user.id)).toHaveLength(1);
  });

  it('puts each receipt in the data export, its bytes in base64', async () => {
    const { cookie, transactionId } = await owner();
    await upload(cookie, transactionId, PNG, 'photo.png');
    const exported = await send(t.app, 'GET', '/api/user/export', { cookie });
    expect(exported.statusCode).toBe(200);
    const document = JSON.parse(exported.body);
    expect(document.receipts).toEqual([
      {
        transactionId,
        name: 'photo.png',
        type: 'image/png',
        size: PNG.length,
        base64: PNG.toString('base64'),
      },
    ]);
    expect(document.transactions[0].receipt).toEqual({
      name: 'photo.png',
      type: 'image/png',
      size: PNG.length,
    });
  });

  it.runIf(dialect === 'sqlite')('sweeps the files no row names, once they are old enough', async () => {
    const { cookie, user, transactionId } = await owner();
    await upload(cookie, transactionId, PDF, 'kept.pdf');
    const folder = join(receiptsFolder() ?? '', String(user.id));
    const [live] = filesOf(user.id);
    const orphan = '0b1f8e38-56a4-4c43-9a57-7e2c1a8e0d11';
    const young = '5c0c3b1e-3f0a-4e7b-8d0e-2b8e7d6a9f10';
    const part = '9d9b2c4a-1e2f-4a3b-8c7d-6e5f4a3b2c1d.part';
    for (const name of [orphan, young, part, 'notes.txt']) writeFileSync(join(folder, name), 'x');
    const old = new Date(Date.now() - 60 * 60 * 1000);
    for (const name of [orphan, part, 'notes.txt', live ?? '']) utimesSync(join(folder, name), old, old);
    const removed = await t.app.rentfolio.receipts.sweep(t.db.handle.db, Date.now());
    expect(removed).toBe(2);
    expect(filesOf(user.id).sort()).toEqual([live, young, 'notes.txt'].sort());
    expect((await download(cookie, transactionId)).rawPayload.equals(PDF)).toBe(true);
  });

  it.runIf(dialect === 'sqlite')(
    'answers 404, not a broken download, when a receipt file is missing from disk',
    async () => {
      const { cookie, user, transactionId } = await owner();
      await upload(cookie, transactionId, PDF, 'lost.pdf');
      const [file] = filesOf(user.id);
      rmSync(join(receiptsFolder() ?? '', String(user.id), file ?? ''));
      const got = await download(cookie, transactionId);
      expect(got.statusCode).toBe(404);
      expect(got.json().message).toBe(LEDGER_MESSAGES.receiptNotFound);
      expect(got.headers['content-disposition']).toBeUndefined();
      const exported = JSON.parse((await send(t.app, 'GET', '/api/user/export', { cookie })).body);
      expect(exported.receipts).toEqual([
        { transactionId, name: 'lost.pdf', type: 'application/pdf', size: PDF.length, base64: null },
      ]);
    },
  );
});
