import type { AddressInfo } from 'node:net';
import { createDb, enqueueMail } from '@rentfolio/db';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_TIMEOUT_MS, MailOutboxWorker } from '../src/jobs/mail-outbox';
import { queueMonthlyReports } from '../src/services/mail/mail.service';
import { createSmtpMailer } from '../src/services/mail/mailer';
import {
  adminCookie,
  createTestApp,
  RELAXED_LIMITS,
  send,
  signUpAndIn,
  signUpConfirmed,
  type TestApp,
} from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

// E-mail through a stored outbox, delivered to a real SMTP server (smtp-server on 127.0.0.1) (docs/product.md
// "E-mail"). Expected figures are written by hand from the property below.

type Received = { raw: string; to: string[]; headers: Map<string, string>; body: string };

/** A local SMTP server that keeps every message it accepts. */
async function startSmtp(port = 0): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const [head = '', ...rest] = raw.split('\r\n\r\n');
        const headers = new Map<string, string>();
        for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
          const at = line.indexOf(':');
          if (at > 0) headers.set(line.slice(0, at).toLowerCase(), line.slice(at + 1).trim());
        }
        received.push({
          raw,
          to: session.envelope.rcptTo.map((r) => r.address),
          headers,
          body: decodeQuotedPrintable(rest.join('\r\n\r\n')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable (RFC 2045) as nodemailer writes HTML and text parts: soft breaks and =XX bytes. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? ''));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Bought for cash, $2,000 rent, no vacancy or expenses: $2,000.00 a month of cash flow; worth $400,000.00. */
const PROPERTY = {
  address: '1420 Vine St',
  city: 'Denver',
  state: 'CO',
  zipCode: '80206',
  propertyType: 'single-family',
  purchasePrice: 400_000,
  monthlyRent: 2000,
  vacancy: 0,
  downPayment: 100,
  closingCosts: 0,
};

const silent = pino({ level: 'silent' });
const NOT_CONFIGURED =
  'E-mail is not set up on this server: set SMTP_URL (and MAIL_FROM) to send reports. Nothing was sent.';

describe.each(TEST_DIALECTS)('e-mail on %s', (dialect) => {
  describe('without SMTP_URL', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
    });
    afterAll(async () => {
      await t.close();
    });

    it('answers success false naming SMTP_URL, and queues nothing', async () => {
      const { cookie } = await signUpAndIn(t.app);
      for (const path of [
        '/api/reports/send-monthly',
        '/api/reports/send-test',
        '/api/notifications/send-portfolio-update',
      ]) {
        const response = await send(t.app, 'POST', path, { cookie, body: {} });
        expect(response.json(), path).toEqual({ success: false, message: NOT_CONFIGURED });
      }
      const rows = await t.db.handle.db.selectFrom('mailOutbox').selectAll().execute();
      expect(rows).toEqual([]);
      const status = (await send(t.app, 'GET', '/api/reports/status', { cookie })).json();
      expect(status).toEqual({ configured: false, emailNotifications: true, lastReport: null });
    });
  });

  describe('with SMTP_URL', () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let worker: MailOutboxWorker;
    let mailer: ReturnType<typeof createSmtpMailer>;
    const START = '2026-11-21T10:00:00Z';

    beforeAll(async () => {
      smtp = await startSmtp();
      t = await createTestApp(dialect, {
        rateLimits: RELAXED_LIMITS,
        env: {
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          MAIL_FROM: 'Rentfolio <reports@rentfolio.test>',
          APP_URL: 'https://rentfolio.test',
          ADMIN_PIN: '4321',
        },
      });
      mailer = createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Rentfolio <reports@rentfolio.test>');
      worker = new MailOutboxWorker(t.db.handle, mailer, t.clock.now, silent, { pollMs: 60_000 });
    });
    afterAll(async () => {
      mailer.close();
      await t.close();
      await smtp.close();
    });
    afterEach(() => {
      t.clock.set(START);
    });

    /** Sends everything due, as the worker's loop would. */
    async function deliver(): Promise<void> {
      while ((await worker.runOnce()) > 0) {
        // until the outbox has nothing due
      }
    }
    const to = (email: string) => smtp.received.filter((m) => m.to.includes(email));

    it('delivers the monthly report with the user’s real figures, in HTML and text, with one-click unsubscribe', async () => {
      const { cookie, user } = await signUpConfirmed(t, { name: 'Ada <Investor>' });
      expect((await send(t.app, 'POST', '/api/properties', { cookie, body: PROPERTY })).statusCode).toBe(201);
      const response = await send(t.app, 'POST', '/api/reports/send-monthly', { cookie, body: {} });
      expect(response.json()).toEqual({
        success: true,
        message: `Your monthly report is on its way to ${user.email}.`,
      });
      expect((await send(t.app, 'GET', '/api/reports/status', { cookie })).json().lastReport).toMatchObject({
        kind: 'monthly_report',
        status: 'queued',
        attempts: 0,
      });
      await deliver();
      const [mail, ...others] = to(user.email);
      expect(others).toEqual([]);
      if (!mail) throw new Error('no mail');
      expect(mail.headers.get('subject')).toBe('Your Rentfolio report for November 2026');
      expect(mail.headers.get('message-id')).toMatch(/^<[0-9a-f-]{36}@rentfolio\.test>$/);
      expect(mail.headers.get('list-unsubscribe')).toMatch(
        /^<https:\/\/rentfolio\.test\/api\/unsubscribe\?token=\d+\.0\.[A-Za-z0-9_-]{43}>/,
      );
      expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.body).toContain('$400,000.00');
      expect(mail.body).toContain('$2,000.00');
      expect(mail.body).toContain('1420 Vine St');
      // The name is escaped in the HTML, never markup; the text part has it as it is.
      const html = mail.body.slice(mail.body.indexOf('<!DOCTYPE html>'), mail.body.indexOf('</html>'));
      expect(html).toContain('Ada &lt;Investor&gt;');
      expect(html).not.toContain('<Investor>');
      expect(html).not.toMatch(/<script|<img/i);
      expect(mail.body).toContain('Hello Ada <Investor>,');
      const status = (await send(t.app, 'GET', '/api/reports/status', { cookie })).json();
      expect(status.lastReport).toMatchObject({
        status: 'sent',
        attempts: 1,
        sentAt: '2026-11-21T10:00:00.000Z',
      });
    });

    it('writes the report in the recipient’s language and formats', async () => {
      const { cookie, user } = await signUpConfirmed(t);
      await send(t.app, 'POST', '/api/properties', { cookie, body: PROPERTY });
      await send(t.app, 'PATCH', '/api/user/settings', {
        cookie,
        body: { language: 'de', dateFormat: 'DD/MM/YYYY' },
      });
      const sent = await send(t.app, 'POST', '/api/notifications/send-portfolio-update', {
        cookie,
        body: {},
      });
      expect(sent.json().success, sent.body).toBe(true);
      await deliver();
      const [mail] = to(user.email);
      // German number format: dots between thousands, a comma before the cents, the sign after.
      expect(mail?.body).toContain('400.000,00');
      expect(mail?.body).toContain('21/11/2026');
      expect(mail?.body).toContain('lang="de"');
    });

    it('keeps a message while SMTP is down and delivers it once when it is back', async () => {
      const down = await startSmtp();
      const port = down.port;
      await down.close();
      const deadMailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Rentfolio <reports@rentfolio.test>');
      const deadWorker = new MailOutboxWorker(t.db.handle, deadMailer, t.clock.now, silent, {
        pollMs: 60_000,
      });
      const { cookie, user } = await signUpConfirmed(t);
      await send(t.app, 'POST', '/api/reports/send-test', { cookie, body: {} });
      await deadWorker.runOnce();
      let row = await t.db.handle.db
        .selectFrom('mailOutbox')
        .selectAll()
        .where('toAddress', '=', user.email)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      // The first retry comes 30 s later: not before.
      expect(row.nextAttemptAt).toBe(Date.parse(START) + 30_000);
      t.clock.advance(29_000);
      expect(await deadWorker.runOnce()).toBe(0);
      // SMTP is back on the same port.
      const back = await startSmtp(port);
      try {
        t.clock.advance(1000);
        expect(await deadWorker.runOnce()).toBe(1);
        t.clock.advance(60 * 60_000);
        expect(await deadWorker.runOnce()).toBe(0);
        expect(back.received.filter((m) => m.to.includes(user.email))).toHaveLength(1);
        expect(back.received[0]?.headers.get('subject')).toBe('Rentfolio test report');
        row = await t.db.handle.db
          .selectFrom('mailOutbox')
          .selectAll()
          .where('id', '=', row.id)
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({ status: 'sent', attempts: 2 });
      } finally {
        deadMailer.close();
        await back.close();
      }
    });

    it('sends again, with the same Message-ID, a message whose worker died after sending', async () => {
      const { cookie, user } = await signUpConfirmed(t);
      await send(t.app, 'POST', '/api/reports/send-test', { cookie, body: {} });
      const dying = new MailOutboxWorker(t.db.handle, mailer, t.clock.now, silent, {
        pollMs: 60_000,
        afterSend: async () => {
          throw new Error('killed before marking sent');
        },
      });
      await expect(dying.runOnce()).rejects.toThrow('killed before marking sent');
      expect(to(user.email)).toHaveLength(1);
      // Still 'sending': nobody takes it until the claim times out.
      expect(await worker.runOnce()).toBe(0);
      t.clock.advance(CLAIM_TIMEOUT_MS + 1000);
      await deliver();
      const copies = to(user.email);
      expect(copies).toHaveLength(2);
      expect(copies[1]?.headers.get('message-id')).toBe(copies[0]?.headers.get('message-id'));
    });

    it('queues the scheduled monthly report once per user and month, and never to a user who opted out', async () => {
      const keen = await signUpConfirmed(t);
      const quiet = await signUpConfirmed(t);
      await send(t.app, 'PATCH', '/api/user/settings', {
        cookie: quiet.cookie,
        body: { emailNotifications: false },
      });
      const ctx = t.app.rentfolio;
      const first = await queueMonthlyReports(ctx, '2026-10');
      const second = await queueMonthlyReports(ctx, '2026-10');
      expect(first.queued).toBeGreaterThan(0);
      expect(second).toEqual({ queued: 0, failed: 0 });
      await deliver();
      const mine = to(keen.user.email).filter((m) => m.headers.get('subject')?.includes('October 2026'));
      expect(mine).toHaveLength(1);
      expect(to(quiet.user.email)).toEqual([]);
    });

    it('isolates a user whose report cannot be prepared: the users before and after still get theirs', async () => {
      const before = await signUpConfirmed(t);
      const broken = await signUpConfirmed(t);
      const after = await signUpConfirmed(t);
      await send(t.app, 'POST', '/api/properties', { cookie: broken.cookie, body: PROPERTY });
      // A goal stored before targets had a precision: an ROI target of 5e-324 makes progress infinite.
      await t.db.handle.db
        .insertInto('portfolioGoals')
        .values({
          userId: broken.user.id,
          targetValueCents: 100_000_00,
          targetCashFlowCents: 1_000_00,
          targetProperties: 2,
          targetDate: '2027-12-31',
          targetRoi: 5e-324,
          updatedAt: t.clock.now(),
        })
        .execute();
      try {
        const result = await queueMonthlyReports(t.app.rentfolio, '2026-09');
        expect(result.failed).toBe(1);
        await deliver();
        const september = (email: string) =>
          to(email).filter((m) => m.headers.get('subject')?.includes('September 2026'));
        expect(september(before.user.email)).toHaveLength(1);
        expect(september(after.user.email)).toHaveLength(1);
        expect(september(broken.user.email)).toEqual([]);
      } finally {
        await t.db.handle.db.deleteFrom('portfolioGoals').where('userId', '=', broken.user.id).execute();
      }
    });

    it('unsubscribes with one click, without a session, once; a forged token is refused', async () => {
      const { cookie, user } = await signUpConfirmed(t);
      await send(t.app, 'POST', '/api/reports/send-test', { cookie, body: {} });
      const row = await t.db.handle.db
        .selectFrom('mailOutbox')
        .selectAll()
        .where('toAddress', '=', user.email)
        .executeTakeFirstOrThrow();
      const token = new URL(row.unsubscribeUrl ?? '').searchParams.get('token') ?? '';
      const [id, nonce, mac] = token.split('.');
      const forged = [`${Number(id) + 1}.${nonce}.${mac}`, `${id}.${nonce}.${'A'.repeat(43)}`, 'nonsense'];
      for (const bad of forged) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/unsubscribe?token=${bad}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(response.statusCode, bad).toBe(400);
      }
      expect((await send(t.app, 'GET', '/api/user/settings', { cookie })).json().emailNotifications).toBe(
        true,
      );
      const once = await t.app.inject({
        method: 'POST',
        url: `/api/unsubscribe?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(once.statusCode).toBe(200);
      expect(once.body).toContain('You will no longer receive e-mail from Rentfolio.');
      expect((await send(t.app, 'GET', '/api/user/settings', { cookie })).json().emailNotifications).toBe(
        false,
      );
      const twice = await t.app.inject({ method: 'POST', url: `/api/unsubscribe?token=${token}` });
      expect(twice.statusCode).toBe(410);
      // The page behind the link asks first: following the link changes nothing.
      await send(t.app, 'PATCH', '/api/user/settings', { cookie, body: { emailNotifications: true } });
      const page = await t.app.inject({ method: 'GET', url: `/api/unsubscribe?token=${token}` });
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect((await send(t.app, 'GET', '/api/user/settings', { cookie })).json().emailNotifications).toBe(
        true,
      );
    });

    it('sends the portfolio update only to the user’s own address', async () => {
      const { cookie, user } = await signUpConfirmed(t);
      const response = await send(t.app, 'POST', '/api/notifications/send-portfolio-update', {
        cookie,
        body: { userEmail: 'victim@example.com\r\nBcc: all@example.com' },
      });
      expect(response.json()).toEqual({
        success: true,
        message: `Your portfolio update is on its way to ${user.email}.`,
      });
      await deliver();
      expect(smtp.received.filter((m) => m.to.includes('victim@example.com'))).toEqual([]);
      const [mail] = to(user.email);
      expect(mail?.to).toEqual([user.email]);
      expect(mail?.headers.has('bcc')).toBe(false);
      expect(mail?.headers.get('subject')).toBe('Your Rentfolio portfolio update');
    });

    it('refuses header injection in the names a message is built from', async () => {
      const { cookie } = await signUpConfirmed(t);
      const name = await send(t.app, 'PATCH', '/api/user/profile', {
        cookie,
        body: { name: 'Eve\r\nBcc: x@y.z' },
      });
      expect(name.statusCode).toBe(400);
      const registered = await send(t.app, 'POST', '/api/auth/register', {
        body: { username: 'injector', email: 'a@b.co\r\nBcc: x@y.z', password: 'a-long-passphrase-1' },
      });
      expect(registered.statusCode).toBe(400);
      await expect(
        mailer.send({
          id: 0,
          userId: 0,
          kind: 'test_report',
          dedupeKey: null,
          messageId: '<x@rentfolio.test>',
          toAddress: 'a@b.co',
          subject: 'Hello\r\nBcc: x@y.z',
          textBody: '',
          htmlBody: '',
          unsubscribeUrl: null,
          status: 'sending',
          attempts: 1,
          nextAttemptAt: 0,
          claimedAt: 0,
          sentAt: null,
          lastError: null,
          createdAt: 0,
        }),
      ).rejects.toThrow('line break');
    });

    it('never mails a list: an address that is not one mailbox is refused at sign-up, on the profile and at sending', async () => {
      const list = 'a0,victim0@evil.example';
      const refused = await send(t.app, 'POST', '/api/auth/register', {
        body: { username: `list${Date.now()}`, email: list, password: 'a-long-passphrase-1' },
      });
      expect(refused.statusCode).toBe(400);
      const { cookie, user, password } = await signUpConfirmed(t);
      const renamed = await send(t.app, 'PATCH', '/api/user/profile', {
        cookie,
        body: { email: 'Bob <bob@evil.example>', currentPassword: password },
      });
      expect(renamed.statusCode).toBe(400);
      // An address stored before the stricter rule: the request is refused and nothing is queued or delivered.
      await t.db.handle.db.updateTable('users').set({ email: list }).where('id', '=', user.id).execute();
      t.app.rentfolio.sessionCache.forgetUser(user.id);
      const before = smtp.received.length;
      const test = await send(t.app, 'POST', '/api/reports/send-test', { cookie, body: {} });
      expect(test.statusCode).toBe(400);
      const queued = await t.db.handle.db
        .selectFrom('mailOutbox')
        .select('id')
        .where('userId', '=', user.id)
        .execute();
      expect(queued).toEqual([]);
      // Even a row that reached the outbox some other way is not delivered to the list.
      await enqueueMail(t.db.handle.db, {
        userId: user.id,
        kind: 'test_report',
        dedupeKey: null,
        messageId: '<list-test@rentfolio.test>',
        toAddress: list,
        subject: 'Test',
        textBody: 'x',
        htmlBody: '<p>x</p>',
        unsubscribeUrl: null,
        status: 'queued',
        attempts: 0,
        nextAttemptAt: t.clock.now(),
        claimedAt: null,
        sentAt: null,
        lastError: null,
        createdAt: t.clock.now(),
      });
      await worker.runOnce();
      expect(smtp.received.slice(before).flatMap((m) => m.to)).not.toContain('victim0@evil.example');
      await t.db.handle.db.deleteFrom('mailOutbox').where('userId', '=', user.id).execute();
    });

    it('limits sending to 10 e-mails an hour per user', async () => {
      const { cookie } = await signUpConfirmed(t);
      for (let i = 0; i < 10; i += 1) {
        expect(
          (await send(t.app, 'POST', '/api/reports/send-test', { cookie, body: {} })).json().success,
        ).toBe(true);
      }
      const refused = await send(t.app, 'POST', '/api/reports/send-monthly', { cookie, body: {} });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('You can send at most 10 e-mails an hour. Try again later.');
      t.clock.advance(60 * 60_000 + 1000);
      expect(
        (await send(t.app, 'POST', '/api/reports/send-monthly', { cookie, body: {} })).json().success,
      ).toBe(true);
    });

    it('lets only the admin queue every monthly report', async () => {
      const { cookie } = await signUpConfirmed(t);
      const refused = await send(t.app, 'POST', '/api/reports/send-all-monthly', { cookie, body: {} });
      expect(refused.statusCode).toBe(403);
      const answer = await send(t.app, 'POST', '/api/reports/send-all-monthly', {
        cookie: await adminCookie(t.app, '4321'),
        body: {},
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().queued).toBeGreaterThan(0);
      expect(answer.json().message).toBe(`Monthly reports queued for ${answer.json().queued} users.`);
    });

    it('previews the report as a page with a strict policy, and the negative sample clearly marked', async () => {
      const { cookie } = await signUpConfirmed(t);
      await send(t.app, 'POST', '/api/properties', { cookie, body: PROPERTY });
      const page = await send(t.app, 'GET', '/api/reports/preview', { cookie });
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.body).toContain('$400,000.00');
      const sample = await send(t.app, 'GET', '/api/reports/preview-negative', { cookie });
      expect(sample.body).toContain('SAMPLE');
      expect(sample.body).toContain('-$845.50');
      expect((await send(t.app, 'GET', '/api/reports/preview')).statusCode).toBe(401);
    });

    if (dialect === 'postgres') {
      it('sends each message once with two workers on one database', async () => {
        const { user } = await signUpConfirmed(t);
        const ids: string[] = [];
        for (let i = 0; i < 40; i += 1) {
          const messageId = `<race-${i}-${user.id}@rentfolio.test>`;
          ids.push(messageId);
          await enqueueMail(t.db.handle.db, {
            userId: user.id,
            kind: 'test_report',
            dedupeKey: null,
            messageId,
            toAddress: user.email,
            subject: `Race ${i}`,
            textBody: 'x',
            htmlBody: '<p>x</p>',
            unsubscribeUrl: null,
            status: 'queued',
            attempts: 0,
            nextAttemptAt: t.clock.now(),
            claimedAt: null,
            sentAt: null,
            lastError: null,
            createdAt: t.clock.now(),
          });
        }
        const second = createDb(t.db.config);
        const other = new MailOutboxWorker(second, mailer, t.clock.now, silent, { pollMs: 60_000 });
        try {
          for (;;) {
            const [a, b] = await Promise.all([worker.runOnce(), other.runOnce()]);
            if (a + b === 0) break;
          }
        } finally {
          await second.close();
        }
        const got = to(user.email).map((m) => m.headers.get('message-id'));
        expect(got).toHaveLength(40);
        expect(new Set(got)).toEqual(new Set(ids));
      });
    }
  });
});
