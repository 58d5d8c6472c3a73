import { createHmac, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { ACCOUNT_MESSAGES, DEFAULT_SETTINGS, MESSAGES } from '@rentfolio/contracts';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { growOwnedRows } from './setup/grow-rows';
import {
  createTestApp,
  newUserInput,
  RELAXED_LIMITS,
  send,
  sessionCookieOf,
  signUpAndIn,
  type TestApp,
} from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

const START_ISO = '2026-11-21T10:00:00.000Z';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';

// Image files by their first bytes (their "magic numbers", from each format's specification).
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const bytesOf = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const EXE = bytesOf('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0]);
const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

// An independent RFC 6238 code (see two-factor.api.test.ts for the RFC's test vectors).
function totp(secretBase32: string, unixMs: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secretBase32) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)?.map((byte) => Number.parseInt(byte, 2)) ?? []);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(unixMs / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

describe.each(TEST_DIALECTS)('the account on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
  });
  afterEach(() => {
    t.clock.set(START_ISO);
  });
  afterAll(async () => {
    await t.close();
  });

  async function signIn(username: string, password: string, userAgent?: string) {
    const login = await send(t.app, 'POST', '/api/auth/login', {
      body: { usernameOrEmail: username, password },
      ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
    });
    return { status: login.statusCode, cookie: sessionCookieOf(login) };
  }

  const isSignedIn = async (cookie: string | undefined) =>
    (await send(t.app, 'GET', '/api/auth/user', cookie ? { cookie } : {})).statusCode === 200;

  describe('password', () => {
    it('refuses a wrong current password, a mismatch and a short one, and changes nothing', async () => {
      const account = newUserInput();
      const { cookie } = await signUpAndIn(t.app, account);
      for (const [body, message] of [
        [
          {
            currentPassword: 'wrong-password-1',
            newPassword: 'new-passphrase-2',
            confirmPassword: 'new-passphrase-2',
          },
          MESSAGES.currentPasswordWrong,
        ],
        [
          {
            currentPassword: account.password,
            newPassword: 'new-passphrase-2',
            confirmPassword: 'new-passphrase-3',
          },
          "New password and confirmation don't match.",
        ],
        [
          { currentPassword: account.password, newPassword: 'short', confirmPassword: 'short' },
          'Password must be at least 8 characters long.',
        ],
        [
          { newPassword: 'new-passphrase-2', confirmPassword: 'new-passphrase-2' },
          'Enter your current password.',
        ],
      ] as const) {
        const response = await send(t.app, 'PATCH', '/api/user/password', { cookie, body });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message);
      }
      expect((await signIn(account.username, account.password)).status).toBe(200);
      expect(await isSignedIn(cookie)).toBe(true);
    });

    it('changes it, ends every other session, and gives this one a new token', async () => {
      const account = newUserInput();
      const { cookie } = await signUpAndIn(t.app, account);
      const elsewhere = await signIn(account.username, account.password);
      const changed = await send(t.app, 'PATCH', '/api/user/password', {
        cookie,
        body: {
          currentPassword: account.password,
          newPassword: 'new-passphrase-2',
          confirmPassword: 'new-passphrase-2',
        },
      });
      expect(changed.statusCode).toBe(200);
      const renewed = sessionCookieOf(changed);
      expect(renewed).toBeDefined();
      expect(renewed).not.toBe(cookie);
      expect(await isSignedIn(renewed)).toBe(true);
      expect(await isSignedIn(cookie)).toBe(false);
      expect(await isSignedIn(elsewhere.cookie)).toBe(false);
      expect((await signIn(account.username, account.password)).status).toBe(401);
      expect((await signIn(account.username, 'new-passphrase-2')).status).toBe(200);
    });
  });

  describe('profile picture', () => {
    it('stores PNG, JPEG, GIF and WebP by their bytes, whatever type was declared, and removes it with null', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const solid = (width: number, height: number) =>
        sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
      for (const [declared, bytes, stored] of [
        ['image/png', Buffer.from(PNG_1X1, 'base64'), 'image/png'],
        ['image/png', await solid(3, 2).jpeg().toBuffer(), 'image/jpeg'],
        // A GIF is kept as a PNG of its first frame.
        ['image/gif', await solid(3, 2).gif().toBuffer(), 'image/png'],
        ['image/webp', await solid(3, 2).webp().toBuffer(), 'image/webp'],
      ] as const) {
        const response = await send(t.app, 'PATCH', '/api/user/profile', {
          cookie,
          body: { profilePicture: dataUrl(declared, bytes) },
        });
        expect(response.statusCode, response.body).toBe(200);
        const picture: string = response.json().profilePicture;
        expect(picture.startsWith(`data:${stored};base64,`)).toBe(true);
        const decoded = await sharp(Buffer.from(picture.split(',')[1] ?? '', 'base64')).metadata();
        expect(decoded.format).toBe(stored.replace('image/', ''));
        expect([decoded.width, decoded.height]).toEqual(
          declared === 'image/png' && stored === 'image/png' ? [1, 1] : [3, 2],
        );
      }
      const removed = await send(t.app, 'PATCH', '/api/user/profile', {
        cookie,
        body: { profilePicture: null },
      });
      expect(removed.json().profilePicture).toBeNull();
    });

    it('stores a drawn copy, never the upload: a GIF that is also a web page loses the page, a large picture is shrunk', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#00ff00' } })
        .gif()
        .toBuffer();
      const polyglot = Buffer.concat([
        gif,
        Buffer.from('<html><script>alert(document.cookie)</script></html>'),
      ]);
      const stored = (
        await send(t.app, 'PATCH', '/api/user/profile', {
          cookie,
          body: { profilePicture: dataUrl('image/gif', polyglot) },
        })
      ).json().profilePicture as string;
      expect(Buffer.from(stored.split(',')[1] ?? '', 'base64').toString('latin1')).not.toContain('<script');
      // 4,000 x 3,000 is 12 megapixels: accepted, and kept at 512 pixels on its longer side.
      const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      const shrunk = (
        await send(t.app, 'PATCH', '/api/user/profile', {
          cookie,
          body: { profilePicture: dataUrl('image/png', photo) },
        })
      ).json().profilePicture as string;
      const size = await sharp(Buffer.from(shrunk.split(',')[1] ?? '', 'base64')).metadata();
      expect([size.width, size.height]).toEqual([512, 384]);
    });

    it('refuses a picture over 16 megapixels from its header, before decoding it, keeping the old picture', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const kept = (
        await send(t.app, 'PATCH', '/api/user/profile', {
          cookie,
          body: { profilePicture: dataUrl('image/png', Buffer.from(PNG_1X1, 'base64')) },
        })
      ).json().profilePicture as string;
      // The 1 x 1 PNG with its header saying 60,000 x 60,000 (3.6 gigapixels), its checksum made right.
      const bomb = Buffer.from(PNG_1X1, 'base64');
      bomb.writeUInt32BE(60_000, 16);
      bomb.writeUInt32BE(60_000, 20);
      bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
      const solid4001 = await sharp({
        create: { width: 4001, height: 4000, channels: 3, background: '#000' },
      })
        .png()
        .toBuffer();
      for (const picture of [bomb, solid4001]) {
        const response = await send(t.app, 'PATCH', '/api/user/profile', {
          cookie,
          body: { profilePicture: dataUrl('image/png', picture) },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(ACCOUNT_MESSAGES.avatarTooManyPixels);
      }
      expect((await send(t.app, 'GET', '/api/auth/user', { cookie })).json().profilePicture).toBe(kept);
    });

    it('refuses SVG, a disguised file, another type and one over 2 MB, each with its own message, keeping the old picture', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const png = (
        await send(t.app, 'PATCH', '/api/user/profile', {
          cookie,
          body: { profilePicture: dataUrl('image/png', Buffer.from(PNG_1X1, 'base64')) },
        })
      ).json().profilePicture as string;
      const big = Buffer.concat([Buffer.from(PNG_1X1, 'base64'), Buffer.alloc(2 * 1024 * 1024)]);
      const huge = Buffer.alloc(3 * 1024 * 1024, 1);
      for (const [picture, message] of [
        [dataUrl('image/svg+xml', SVG), ACCOUNT_MESSAGES.avatarSvg],
        [dataUrl('image/png', SVG), ACCOUNT_MESSAGES.avatarSvg],
        [dataUrl('image/png', EXE), ACCOUNT_MESSAGES.avatarDisguised],
        [dataUrl('application/pdf', PDF), ACCOUNT_MESSAGES.avatarType],
        ['https://example.com/me.png', ACCOUNT_MESSAGES.avatarType],
        [dataUrl('image/png', big), ACCOUNT_MESSAGES.avatarTooLarge],
        [dataUrl('image/png', huge), ACCOUNT_MESSAGES.avatarTooLarge],
      ] as const) {
        const response = await send(t.app, 'PATCH', '/api/user/profile', {
          cookie,
          body: { profilePicture: picture },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message);
      }
      expect((await send(t.app, 'GET', '/api/auth/user', { cookie })).json().profilePicture).toBe(png);
    });
  });

  describe('sessions', () => {
    it('lists where the user is signed in, with the device, and never the stored id', async () => {
      const account = newUserInput();
      await send(t.app, 'POST', '/api/auth/register', { body: account });
      const first = await signIn(account.username, account.password, CHROME_WINDOWS);
      t.clock.advance(60_000);
      const second = await signIn(account.username, account.password, FIREFOX_LINUX);
      const list = await send(t.app, 'GET', '/api/user/sessions', { cookie: second.cookie });
      expect(list.statusCode).toBe(200);
      const sessions = list.json();
      expect(sessions).toHaveLength(2);
      expect(sessions[0]).toMatchObject({ browser: 'Firefox', os: 'Linux', current: true });
      expect(sessions[1]).toMatchObject({ browser: 'Chrome', os: 'Windows', current: false });
      expect(sessions[1].createdAt).toBe(START_ISO);
      const stored = await t.db.handle.db.selectFrom('sessions').select('id').execute();
      for (const row of stored) expect(list.body).not.toContain(row.id);
      expect(await isSignedIn(first.cookie)).toBe(true);
    });

    it("revokes one session of the user's own, answers 404 for anyone else's, and signs out everywhere else", async () => {
      const account = newUserInput();
      await send(t.app, 'POST', '/api/auth/register', { body: account });
      const a = await signIn(account.username, account.password);
      const b = await signIn(account.username, account.password);
      const c = await signIn(account.username, account.password);
      const stranger = await signUpAndIn(t.app);
      const strangerSessions = (
        await send(t.app, 'GET', '/api/user/sessions', { cookie: stranger.cookie })
      ).json();

      const foreign = await send(t.app, 'DELETE', `/api/user/sessions/${strangerSessions[0].id}`, {
        cookie: a.cookie,
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe(ACCOUNT_MESSAGES.sessionNotFound);
      expect(await isSignedIn(stranger.cookie)).toBe(true);
      expect(
        (await send(t.app, 'DELETE', '/api/user/sessions/not-an-id', { cookie: a.cookie })).statusCode,
      ).toBe(400);

      const mine = (await send(t.app, 'GET', '/api/user/sessions', { cookie: a.cookie })).json();
      const bId = mine.find((s: { current: boolean }) => !s.current).id;
      expect(
        (await send(t.app, 'DELETE', `/api/user/sessions/${bId}`, { cookie: a.cookie })).statusCode,
      ).toBe(200);
      const signedIn = [await isSignedIn(a.cookie), await isSignedIn(b.cookie), await isSignedIn(c.cookie)];
      expect(signedIn.filter(Boolean)).toHaveLength(2);
      expect(signedIn[0]).toBe(true);

      const others = await send(t.app, 'POST', '/api/user/sessions/revoke-others', { cookie: a.cookie });
      expect(others.json()).toEqual({ revoked: 1 });
      expect([await isSignedIn(a.cookie), await isSignedIn(b.cookie), await isSignedIn(c.cookie)]).toEqual([
        true,
        false,
        false,
      ]);
      expect(await isSignedIn(stranger.cookie)).toBe(true);
    });
  });

  describe('settings', () => {
    it('answers the defaults, stores changes, and keeps each user’s own', async () => {
      const { cookie } = await signUpAndIn(t.app);
      const other = await signUpAndIn(t.app);
      expect((await send(t.app, 'GET', '/api/user/settings', { cookie })).json()).toEqual({
        darkMode: false,
        compactView: false,
        theme: 'midnight',
        customColors: {},
        emailNotifications: true,
        marketAlerts: true,
        pushNotifications: true,
        dashboardRefresh: '5',
        currency: 'USD',
        dateFormat: 'MM/DD/YYYY',
        language: 'en',
      });
      const changed = await send(t.app, 'PATCH', '/api/user/settings', {
        cookie,
        body: {
          language: 'de',
          currency: 'EUR',
          dashboardRefresh: '0',
          theme: 'forest',
          customColors: { forest: { accent: '#FFFFFF', background: '#0B1F14' } },
        },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({
        language: 'de',
        currency: 'EUR',
        dashboardRefresh: '0',
        theme: 'forest',
      });
      const again = await send(t.app, 'PATCH', '/api/user/settings', { cookie, body: { darkMode: true } });
      expect(again.json()).toMatchObject({
        darkMode: true,
        language: 'de',
        customColors: { forest: { accent: '#FFFFFF', background: '#0B1F14' } },
      });
      expect((await send(t.app, 'GET', '/api/user/settings', { cookie: other.cookie })).json()).toEqual(
        DEFAULT_SETTINGS,
      );
    });

    it('refuses unknown values and unreadable colours, changing nothing', async () => {
      const { cookie } = await signUpAndIn(t.app);
      await send(t.app, 'PATCH', '/api/user/settings', { cookie, body: { currency: 'GBP' } });
      for (const body of [
        {},
        { currency: 'JPY' },
        { language: 'pt' },
        { dashboardRefresh: 5 },
        { theme: 'sunset' },
        { customColors: { midnight: { accent: '#777777', background: '#FFFFFF' } } },
        { currency: 'EUR', unknownSetting: true },
      ]) {
        const response = await send(t.app, 'PATCH', '/api/user/settings', { cookie, body });
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().message.length).toBeGreaterThan(10);
      }
      expect((await send(t.app, 'GET', '/api/user/settings', { cookie })).json().currency).toBe('GBP');
    });
  });

  describe('data export and deletion', () => {
    async function userWithData() {
      const account = newUserInput();
      const signedIn = await signUpAndIn(t.app, account);
      const { cookie } = signedIn;
      const property = await send(t.app, 'POST', '/api/properties', {
        cookie,
        body: {
          address: '12 Elm St',
          city: 'Denver',
          state: 'CO',
          propertyType: 'single-family',
          purchasePrice: 400_000,
          monthlyRent: 2500,
        },
      });
      expect(property.statusCode, property.body).toBe(201);
      const rent = await send(t.app, 'POST', '/api/transactions', {
        cookie,
        body: {
          date: '2026-11-01',
          payee: 'Tenant',
          parts: [{ propertyId: property.json().id, category: 'rents', amount: 2500 }],
        },
      });
      expect(rent.statusCode, rent.body).toBe(201);
      const receipt = await t.app.inject({
        method: 'PUT',
        url: `/api/transactions/${rent.json()[0].id}/receipt?name=lease.pdf`,
        headers: { cookie, 'content-type': 'application/octet-stream' },
        payload: Buffer.from('%PDF-1.4\n%%EOF\n'),
      });
      expect(receipt.statusCode, receipt.body).toBe(200);
      // A recurring rent that starts next month: it has booked nothing yet.
      const schedule = await send(t.app, 'POST', '/api/transaction-schedules', {
        cookie,
        body: {
          propertyId: property.json().id,
          kind: 'rent',
          dayOfMonth: 1,
          amount: 2500,
          payee: 'Tenant',
          startDate: '2026-12-01',
        },
      });
      expect(schedule.statusCode, schedule.body).toBe(201);
      const analysis = await send(t.app, 'POST', '/api/analyses', {
        cookie,
        body: { purchasePrice: 300_000, monthlyRent: 2200, operatingExpenses: 400, notes: 'Corner lot.' },
      });
      expect(analysis.statusCode, analysis.body).toBe(201);
      const goals = await send(t.app, 'POST', '/api/portfolio/goals', {
        cookie,
        body: {
          targetValue: 1_000_000,
          targetCashFlow: 3500,
          targetProperties: 4,
          targetDate: '2027-06-30',
          targetROI: 12.5,
        },
      });
      expect(goals.statusCode, goals.body).toBe(200);
      await send(t.app, 'PATCH', '/api/user/settings', { cookie, body: { language: 'it' } });
      // A heat-map value of the user's own (this suite loads no market data to import against).
      await t.db.handle.db
        .insertInto('neighbourhoodValues')
        .values({
          userId: signedIn.user.id,
          placeId: 'zip:80205',
          metric: 'walkScore',
          value: 8.5,
          updatedAt: 0,
        })
        .execute();
      await send(t.app, 'POST', '/api/analyze-deal', {
        cookie,
        body: { purchasePrice: 300_000, monthlyRent: 2200, operatingExpenses: 400 },
      });
      const imported = await send(t.app, 'POST', '/api/properties/import', {
        cookie,
        body: {
          importKey: randomUUID(),
          csv: 'address,city,state,zipCode,propertyType,purchasePrice\n9 Elm St,Denver,CO,80205,condo,250000',
        },
      });
      expect(imported.json()).toMatchObject({ imported: 1 });
      await send(t.app, 'POST', '/api/updates/read-all', { cookie, body: {} });
      // Stores the counts still in memory and awards what they earn, so nothing changes behind the test's back.
      await send(t.app, 'POST', '/api/achievements/check', { cookie });
      return { ...signedIn, account };
    }

    it('streams a large export as the same indented JSON, answering another user while it is written', async () => {
      const { cookie, user } = await userWithData();
      await growOwnedRows(t.db.handle.db, 'properties', user.id, 3_001);
      const other = await signUpAndIn(t.app);
      const finished: string[] = [];
      const big = send(t.app, 'GET', '/api/user/export', { cookie }).then((response) => {
        finished.push('export');
        return response;
      });
      await new Promise((resolve) => setImmediate(resolve));
      const small = await send(t.app, 'GET', '/api/auth/user', { cookie: other.cookie });
      finished.push('other user');
      const response = await big;
      expect(small.statusCode).toBe(200);
      expect(finished[0]).toBe('other user');
      expect(response.statusCode).toBe(200);
      const data = response.json();
      expect(data.properties).toHaveLength(3_001);
      expect(Object.keys(data)).toEqual([
        'format',
        'version',
        'exportedAt',
        'profile',
        'twoFactor',
        'settings',
        'goals',
        'properties',
        'transactions',
        'receipts',
        'transactionSchedules',
        'units',
        'analyses',
        'portfolioHistory',
        'notifications',
        'neighbourhoodValues',
        'achievements',
      ]);
      // Written in pieces, it is still exactly the document JSON.stringify(data, null, 2) writes.
      expect(response.body).toBe(JSON.stringify(data, null, 2));
    }, 60_000);

    it('exports everything of the user and nothing of anyone else or any secret', async () => {
      const { cookie, user } = await userWithData();
      await userWithData();
      const response = await send(t.app, 'GET', '/api/user/export', { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="rentfolio-data-2026-11-21.json"',
      );
      const data = response.json();
      expect(data.profile).toMatchObject({ id: user.id, username: user.username, email: user.email });
      expect(data.properties.map((p: { address: string }) => p.address).sort()).toEqual([
        '12 Elm St',
        '9 Elm St',
      ]);
      expect(data.achievements.map((a: { key: string }) => a.key)).toContain('properties-1');
      expect(data.properties.find((p: { address: string }) => p.address === '12 Elm St').purchasePrice).toBe(
        400_000,
      );
      expect(data.neighbourhoodValues).toEqual([{ placeId: 'zip:80205', metric: 'walkScore', value: 8.5 }]);
      expect(data.analyses.map((a: { notes: string }) => a.notes)).toEqual(['Corner lot.']);
      expect(data.transactions).toEqual([
        expect.objectContaining({ date: '2026-11-01', payee: 'Tenant', category: 'rents', amount: 2500 }),
      ]);
      expect(data.transactionSchedules).toEqual([
        expect.objectContaining({ kind: 'rent', amount: 2500, dayOfMonth: 1, nextDate: '2026-12-01' }),
      ]);
      expect(data.goals).toMatchObject({ targetValue: 1_000_000, targetDate: '2027-06-30' });
      expect(data.settings.language).toBe('it');
      expect(data.notifications.length).toBeGreaterThan(0);
      expect(data.twoFactor).toEqual({ enabled: false, backupCodesRemaining: 0 });
      const row = await t.db.handle.db
        .selectFrom('users')
        .select('passwordHash')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(response.body).not.toContain(row.passwordHash);
      expect(response.body).not.toContain('passwordHash');
      expect(response.body).not.toContain(cookie.split('=')[1]);
    });

    const USER_TABLES = [
      'sessions',
      'usage_counters',
      'deal_analyses',
      'properties',
      'portfolio_snapshots',
      'portfolio_goals',
      'notifications',
      'notification_state',
      'backup_codes',
      'login_challenges',
      'user_settings',
      'neighbourhood_values',
      'achievements',
      'property_imports',
      'mail_outbox',
      'update_reads',
      'ledger_transactions',
      'ledger_year_totals',
      'ledger_schedules',
      'ledger_receipts',
    ];

    async function rowsOf(userId: number): Promise<Record<string, number>> {
      const counts: Record<string, number> = {};
      const db = t.db.handle.db;
      for (const table of USER_TABLES) {
        const { rows } = await sql<{
          n: number | string;
        }>`select count(*) as n from ${sql.table(table)} where user_id = ${userId}`.execute(db);
        counts[table] = Number(rows[0]?.n);
      }
      const { rows } = await sql<{
        n: number | string;
      }>`select count(*) as n from users where id = ${userId}`.execute(db);
      counts.users = Number(rows[0]?.n);
      return counts;
    }

    it('deletes the account only with the password, then every row of the user, and signs out', async () => {
      const { cookie, user, account } = await userWithData();
      const other = await userWithData();
      const before = await rowsOf(user.id);
      for (const table of [
        'users',
        'sessions',
        'deal_analyses',
        'properties',
        'portfolio_goals',
        'notifications',
        'user_settings',
        'neighbourhood_values',
        'achievements',
        'property_imports',
        'update_reads',
        'ledger_transactions',
        'ledger_year_totals',
        'ledger_schedules',
        'ledger_receipts',
      ])
        expect(before[table], table).toBeGreaterThan(0);
      const otherBefore = await rowsOf(other.user.id);

      const wrong = await send(t.app, 'POST', '/api/user/delete-account', {
        cookie,
        body: { password: 'not-it-at-all' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.passwordWrong);
      expect(await rowsOf(user.id)).toEqual(before);

      const deleted = await send(t.app, 'POST', '/api/user/delete-account', {
        cookie,
        body: { password: account.password },
      });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.cookies.find((c) => c.name === 'rentfolio_session')?.value).toBe('');
      const after = await rowsOf(user.id);
      expect(
        Object.values(after).every((n) => n === 0),
        JSON.stringify(after),
      ).toBe(true);
      expect(await isSignedIn(cookie)).toBe(false);
      expect((await signIn(account.username, account.password)).status).toBe(401);
      expect(await rowsOf(other.user.id)).toEqual(otherBefore);
    });

    it('needs a two-factor code as well when two-factor sign-in is on', async () => {
      const { cookie, user, account } = await userWithData();
      const setup = await send(t.app, 'POST', '/api/auth/2fa/setup', { cookie });
      const secret = setup.json().secret as string;
      await send(t.app, 'POST', '/api/auth/2fa/verify', {
        cookie,
        body: { code: totp(secret, t.clock.now()), password: account.password },
      });
      const noCode = await send(t.app, 'POST', '/api/user/delete-account', {
        cookie,
        body: { password: account.password },
      });
      expect(noCode.statusCode).toBe(400);
      expect(noCode.json().message).toBe(ACCOUNT_MESSAGES.twoFactorCodeNeeded);
      expect((await rowsOf(user.id)).users).toBe(1);
      t.clock.advance(30_000);
      const withCode = await send(t.app, 'POST', '/api/user/delete-account', {
        cookie,
        body: { password: account.password, code: totp(secret, t.clock.now()) },
      });
      expect(withCode.statusCode, withCode.body).toBe(200);
      expect((await rowsOf(user.id)).users).toBe(0);
    });
  });

  it('needs a session for every account route', async () => {
    for (const [method, url] of [
      ['PATCH', '/api/user/password'],
      ['GET', '/api/user/sessions'],
      ['POST', '/api/user/sessions/revoke-others'],
      ['GET', '/api/user/export'],
      ['POST', '/api/user/delete-account'],
      ['GET', '/api/user/settings'],
      ['PATCH', '/api/user/settings'],
    ] as const) {
      const response = await send(t.app, method, url, method === 'GET' ? {} : { body: {} });
      expect([400, 401], `${method} ${url}`).toContain(response.statusCode);
      if (method === 'GET') expect(response.statusCode).toBe(401);
    }
  });
});
