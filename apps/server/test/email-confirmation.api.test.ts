import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queueMonthlyReports } from '../src/services/mail/mail.service';
import {
  confirmationTokenOf,
  createTestApp,
  RELAXED_LIMITS,
  send,
  signUpAndIn,
  signUpConfirmed,
  type TestApp,
} from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

// E-mail only to addresses that proved they are their owner's (docs/product.md "E-mail address"). The expected texts
// are the product's own wording, written out here; links are read from the stored messages, as a mailbox would.

const NOT_CONFIRMED =
  'Confirm your e-mail address first: Rentfolio sends e-mail only to an address you confirmed with the link we sent to it.';
const LINK_INVALID =
  'This confirmation link is not valid any more: it was used, or a newer link replaced it. Send a new one from your Account page.';
const LINK_EXPIRED =
  'This confirmation link has expired (links work for 48 hours). Send a new one from your Account page.';
const START = '2026-11-21T10:00:00Z';

describe.each(TEST_DIALECTS)('e-mail confirmation on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      rateLimits: RELAXED_LIMITS,
      // Messages stay in the outbox: no worker delivers them here (mail.api.test.ts delivers over SMTP).
      env: {
        SMTP_URL: 'smtp://127.0.0.1:9',
        MAIL_FROM: 'Rentfolio <reports@rentfolio.test>',
        APP_URL: 'https://rentfolio.test',
      },
    });
    t.clock.set(START);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    t.clock.set(START);
  });

  const outbox = (userId: number) =>
    t.db.handle.db
      .selectFrom('mailOutbox')
      .select(['kind', 'toAddress', 'subject', 'textBody'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute();
  const confirm = (token: string) => send(t.app, 'POST', '/api/auth/confirm-email', { body: { token } });
  const me = async (cookie: string) => (await send(t.app, 'GET', '/api/auth/user', { cookie })).json();

  it('sends a link at registration and mails reports only once the address is confirmed', async () => {
    const { cookie, user } = await signUpAndIn(t.app);
    expect(user).toMatchObject({ emailConfirmed: false, pendingEmail: null });
    const [link, ...more] = await outbox(user.id);
    expect(more).toEqual([]);
    expect(link).toMatchObject({
      kind: 'email_confirmation',
      toAddress: user.email,
      subject: 'Confirm your e-mail address for Rentfolio',
    });
    expect(link?.textBody).toContain(`Please confirm that ${user.email} is your address`);
    expect(link?.textBody).toMatch(
      /https:\/\/rentfolio\.test\/confirm-email\?token=\d+\.\d+\.[A-Za-z0-9_-]{43}\n/,
    );

    // Unconfirmed: no report, nothing queued.
    const refused = await send(t.app, 'POST', '/api/reports/send-test', { cookie, body: {} });
    expect(refused.json()).toEqual({ success: false, message: NOT_CONFIRMED });
    expect(await outbox(user.id)).toHaveLength(1);

    const token = await confirmationTokenOf(t, user.id);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Your e-mail address is confirmed.', email: user.email });
    expect(await me(cookie)).toMatchObject({ emailConfirmed: true, pendingEmail: null });

    // Each link works once.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(LINK_INVALID);

    const sent = await send(t.app, 'POST', '/api/reports/send-test', { cookie, body: {} });
    expect(sent.json()).toEqual({ success: true, message: `A test report is on its way to ${user.email}.` });
  });

  it('refuses a forged, altered, borrowed or expired link, and changes nothing', async () => {
    const alice = await signUpAndIn(t.app);
    const bob = await signUpAndIn(t.app);
    const token = await confirmationTokenOf(t, alice.user.id);
    const [, expires, signature] = token.split('.');
    const flipped = `${signature?.[0] === 'A' ? 'B' : 'A'}${signature?.slice(1)}`;
    for (const bad of [
      `${alice.user.id}.${expires}.${flipped}`,
      // Alice's signature on Bob's account, and a later expiry on Alice's.
      `${bob.user.id}.${expires}.${signature}`,
      `${alice.user.id}.${Number(expires) + 3_600_000}.${signature}`,
      'not-a-token',
      '',
    ]) {
      const answer = await confirm(bad);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().message, bad).toBe(LINK_INVALID);
    }
    const tooLong = await confirm('1'.repeat(201));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('This confirmation link is not valid.');
    expect((await send(t.app, 'POST', '/api/auth/confirm-email', { body: {} })).statusCode).toBe(400);

    // 48 hours later the genuine link has expired.
    t.clock.advance(48 * 3_600_000);
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(LINK_EXPIRED);
    expect(await me(alice.cookie)).toMatchObject({ emailConfirmed: false });
    expect(await me(bob.cookie)).toMatchObject({ emailConfirmed: false });
  });

  it('keeps a confirmed address until the new one is confirmed, and tells the old one', async () => {
    const { cookie, user, password } = await signUpConfirmed(t);
    const newAddress = `new-${user.email}`;
    const changed = await send(t.app, 'PATCH', '/api/user/profile', {
      cookie,
      body: { email: newAddress, currentPassword: password },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      email: user.email,
      emailConfirmed: true,
      pendingEmail: newAddress,
    });

    const mails = await outbox(user.id);
    expect(mails.map((m) => [m.kind, m.toAddress])).toEqual([
      ['email_confirmation', newAddress],
      ['email_change_notice', user.email],
    ]);
    expect(mails[1]?.textBody).toContain(
      `Someone signed in to your Rentfolio account asked to use ${newAddress} instead of this address.`,
    );
    expect(mails[1]?.textBody).toContain(
      'Rentfolio keeps sending to this address until the new one is confirmed.',
    );

    // Meanwhile reports still go to the confirmed address, and the new one does not sign in.
    const sent = await send(t.app, 'POST', '/api/reports/send-test', { cookie, body: {} });
    expect(sent.json().message).toBe(`A test report is on its way to ${user.email}.`);
    const signIn = await send(t.app, 'POST', '/api/auth/login', {
      body: { usernameOrEmail: newAddress, password },
    });
    expect(signIn.statusCode).toBe(401);

    const confirmed = await confirm(await confirmationTokenOf(t, user.id));
    expect(confirmed.json()).toEqual({ message: 'Your e-mail address is confirmed.', email: newAddress });
    expect(await me(cookie)).toMatchObject({ email: newAddress, emailConfirmed: true, pendingEmail: null });
    const after = await send(t.app, 'POST', '/api/reports/send-test', { cookie, body: {} });
    expect(after.json().message).toBe(`A test report is on its way to ${newAddress}.`);
  });

  it('cancels a pending change: the confirmed address stays and the link stops working', async () => {
    const { cookie, user, password } = await signUpConfirmed(t);
    await send(t.app, 'PATCH', '/api/user/profile', {
      cookie,
      body: { email: `other-${user.email}`, currentPassword: password },
    });
    const token = await confirmationTokenOf(t, user.id);
    const cancelled = await send(t.app, 'DELETE', '/api/user/email/pending', { cookie });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ email: user.email, emailConfirmed: true, pendingEmail: null });
    expect((await confirm(token)).json().message).toBe(LINK_INVALID);
    expect(await me(cookie)).toMatchObject({ email: user.email, pendingEmail: null });
    const nothing = await send(t.app, 'DELETE', '/api/user/email/pending', { cookie });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('There is no e-mail change waiting for confirmation.');
    expect((await send(t.app, 'DELETE', '/api/user/email/pending')).statusCode).toBe(401);
  });

  it('replaces an unconfirmed address at once, tells nobody, and sends the link to the new one', async () => {
    const { cookie, user, password } = await signUpAndIn(t.app);
    const oldLink = await confirmationTokenOf(t, user.id);
    const newAddress = `fresh-${user.email}`;
    const changed = await send(t.app, 'PATCH', '/api/user/profile', {
      cookie,
      body: { email: newAddress, currentPassword: password },
    });
    expect(changed.json()).toMatchObject({ email: newAddress, emailConfirmed: false, pendingEmail: null });
    const mails = await outbox(user.id);
    expect(mails.map((m) => [m.kind, m.toAddress])).toEqual([
      ['email_confirmation', user.email],
      ['email_confirmation', newAddress],
    ]);
    // The link sent to the old address confirms nothing now.
    expect((await confirm(oldLink)).json().message).toBe(LINK_INVALID);
    expect((await confirm(await confirmationTokenOf(t, user.id))).json().email).toBe(newAddress);
  });

  it('refuses the new address at confirmation when another account took it meanwhile', async () => {
    const first = await signUpConfirmed(t);
    const wanted = `wanted-${first.user.email}`;
    await send(t.app, 'PATCH', '/api/user/profile', {
      cookie: first.cookie,
      body: { email: wanted, currentPassword: first.password },
    });
    await signUpAndIn(t.app, { email: wanted });
    const answer = await confirm(await confirmationTokenOf(t, first.user.id));
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('An account with that email address already exists.');
    expect(await me(first.cookie)).toMatchObject({ email: first.user.email, pendingEmail: wanted });
  });

  it('sends a new link on request, within the hourly e-mail limit, and not for a confirmed address', async () => {
    const { cookie, user } = await signUpAndIn(t.app);
    // The registration's link is the first of the hour's ten messages.
    for (let i = 2; i <= 10; i += 1) {
      const answer = await send(t.app, 'POST', '/api/user/email/confirmation', { cookie });
      expect(answer.json(), `message ${i}`).toEqual({
        success: true,
        message: `A confirmation link is on its way to ${user.email}.`,
      });
    }
    const eleventh = await send(t.app, 'POST', '/api/user/email/confirmation', { cookie });
    expect(eleventh.statusCode).toBe(429);
    expect(await outbox(user.id)).toHaveLength(10);

    await confirm(await confirmationTokenOf(t, user.id));
    t.clock.advance(3_600_000);
    const confirmed = await send(t.app, 'POST', '/api/user/email/confirmation', { cookie });
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json().message).toBe('Your e-mail address is already confirmed.');
    expect((await send(t.app, 'POST', '/api/user/email/confirmation')).statusCode).toBe(401);
  });

  it('queues the monthly report for confirmed addresses only', async () => {
    const confirmed = await signUpConfirmed(t);
    const unconfirmed = await signUpAndIn(t.app);
    await queueMonthlyReports(t.app.rentfolio, '2026-10');
    const reports = async (userId: number) =>
      (await outbox(userId)).filter((mail) => mail.kind === 'monthly_report').map((mail) => mail.toAddress);
    expect(await reports(confirmed.user.id)).toEqual([confirmed.user.email]);
    expect(await reports(unconfirmed.user.id)).toEqual([]);
  });
});

describe.each(TEST_DIALECTS)('e-mail confirmation without SMTP_URL on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });

  it('says mail is not set up instead of sending a link, and queues nothing', async () => {
    const { cookie } = await signUpAndIn(t.app);
    const answer = await send(t.app, 'POST', '/api/user/email/confirmation', { cookie });
    expect(answer.json()).toEqual({
      success: false,
      message:
        'E-mail is not set up on this server: set SMTP_URL (and MAIL_FROM) to send reports. Nothing was sent.',
    });
    expect(await t.db.handle.db.selectFrom('mailOutbox').selectAll().execute()).toEqual([]);
  });
});
