import { createHmac } from 'node:crypto';
import { MESSAGES, TWO_FACTOR_MESSAGES } from '@rentfolio/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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

// An RFC 6238 / RFC 4226 implementation written here from the RFCs, independent of the library the server uses.
function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

function totp(key: Buffer, unixMs: number, digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(unixMs / 1000 / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

const START = Date.parse('2026-11-21T10:00:00Z');
const STEP = 30_000;

function challengeCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'rentfolio_2fa');
  return cookie && cookie.value !== '' ? `rentfolio_2fa=${cookie.value}` : undefined;
}

describe('the test TOTP generator', () => {
  it('matches RFC 6238 appendix B (SHA-1, 8 digits)', () => {
    const key = Buffer.from('12345678901234567890');
    expect(totp(key, 59_000, 8)).toBe('94287082');
    expect(totp(key, 1_111_111_109_000, 8)).toBe('07081804');
    expect(totp(key, 2_000_000_000_000, 8)).toBe('69279037');
  });
});

describe.each(TEST_DIALECTS)('two-factor sign-in on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
  });
  afterEach(() => {
    t.clock.set(new Date(START).toISOString());
  });
  afterAll(async () => {
    await t.close();
  });

  /** A signed-in user with two-factor sign-in on; answers its secret key and backup codes. */
  async function enabledUser() {
    const account = newUserInput();
    const { cookie, user } = await signUpAndIn(t.app, account);
    const setup = await send(t.app, 'POST', '/api/auth/2fa/setup', { cookie });
    expect(setup.statusCode).toBe(200);
    const key = base32Decode(setup.json().secret);
    const verified = await send(t.app, 'POST', '/api/auth/2fa/verify', {
      cookie,
      body: { code: totp(key, t.clock.now()), password: account.password },
    });
    expect(verified.statusCode).toBe(200);
    return { account, cookie, user, key, backupCodes: verified.json().backupCodes as string[] };
  }

  async function startSignIn(account: { username: string; password: string }) {
    const login = await send(t.app, 'POST', '/api/auth/login', {
      body: { usernameOrEmail: account.username, password: account.password },
    });
    expect(login.statusCode).toBe(202);
    const challenge = challengeCookieOf(login);
    expect(challenge).toBeDefined();
    return { login, challenge: challenge as string };
  }

  const finish = (challenge: string | undefined, body: Record<string, string>) =>
    send(t.app, 'POST', '/api/auth/2fa/challenge', { ...(challenge ? { cookie: challenge } : {}), body });

  it('sets up with an SVG QR code and a base32 secret, stores the secret encrypted, and enables nothing yet', async () => {
    const { cookie, user } = await signUpAndIn(t.app);
    const setup = await send(t.app, 'POST', '/api/auth/2fa/setup', { cookie });
    expect(setup.statusCode).toBe(200);
    const { qrCode, secret } = setup.json();
    expect(qrCode).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(secret).toMatch(/^[A-Z2-7]{26,}$/);
    expect(base32Decode(secret).length).toBeGreaterThanOrEqual(16);
    const row = await t.db.handle.db
      .selectFrom('users')
      .select(['twoFactorSecret', 'twoFactorEnabled'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.twoFactorEnabled).toBe(0);
    expect(row.twoFactorSecret).toBeTruthy();
    expect(row.twoFactorSecret).not.toContain(secret);
    expect(Buffer.from(row.twoFactorSecret ?? '').toString('base64')).not.toContain(
      Buffer.from(secret).toString('base64'),
    );
    const status = await send(t.app, 'GET', '/api/auth/2fa/status', { cookie });
    expect(status.json()).toEqual({ enabled: false, backupCodesRemaining: 0 });
  });

  it('verifies: a wrong code is refused with the product’s message, the right one enables it and answers 10 backup codes', async () => {
    const { cookie, password } = await signUpAndIn(t.app);
    const setup = await send(t.app, 'POST', '/api/auth/2fa/setup', { cookie });
    const key = base32Decode(setup.json().secret);
    const right = totp(key, t.clock.now());
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const refused = await send(t.app, 'POST', '/api/auth/2fa/verify', {
      cookie,
      body: { code: wrong, password },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Invalid verification code. Please try again.');
    expect((await send(t.app, 'GET', '/api/auth/2fa/status', { cookie })).json().enabled).toBe(false);
    // A session alone cannot turn it on: without the password, or with a wrong one, nothing changes.
    const noPassword = await send(t.app, 'POST', '/api/auth/2fa/verify', { cookie, body: { code: right } });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().details?.password).toBe('Enter your password.');
    const wrongPassword = await send(t.app, 'POST', '/api/auth/2fa/verify', {
      cookie,
      body: { code: right, password: 'not-the-password' },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().details?.password).toBe('The current password is not correct.');
    expect((await send(t.app, 'GET', '/api/auth/2fa/status', { cookie })).json().enabled).toBe(false);

    const verified = await send(t.app, 'POST', '/api/auth/2fa/verify', {
      cookie,
      body: { code: right, password },
    });
    expect(verified.statusCode).toBe(200);
    const codes: string[] = verified.json().backupCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    expect((await send(t.app, 'GET', '/api/auth/2fa/status', { cookie })).json()).toEqual({
      enabled: true,
      backupCodesRemaining: 10,
    });
    // Only hashes are stored.
    const stored = await t.db.handle.db.selectFrom('backupCodes').select('codeHash').execute();
    const hashes = stored.map((row) => row.codeHash).join(' ');
    for (const code of codes) {
      expect(hashes).not.toContain(code);
      expect(hashes).not.toContain(code.replace('-', ''));
    }
    // Setting up again while it is on is refused.
    expect((await send(t.app, 'POST', '/api/auth/2fa/setup', { cookie })).statusCode).toBe(409);
  });

  it('refuses to verify before a set-up, and refuses malformed codes with 400 and a clear message', async () => {
    const { cookie, password } = await signUpAndIn(t.app);
    const early = await send(t.app, 'POST', '/api/auth/2fa/verify', {
      cookie,
      body: { code: '123456', password },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(TWO_FACTOR_MESSAGES.notSetUp);
    for (const code of ['12345', '1234567', 'abcdef', '12 456', 123456]) {
      const response = await send(t.app, 'POST', '/api/auth/2fa/verify', {
        cookie,
        body: { code, password },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(TWO_FACTOR_MESSAGES.codeFormat);
    }
  });

  it('signs in with the second step only: the password alone starts no session', async () => {
    const { account, key } = await enabledUser();
    t.clock.advance(STEP);
    const { login, challenge } = await startSignIn(account);
    expect(login.json()).toEqual({
      twoFactorRequired: true,
      message: TWO_FACTOR_MESSAGES.secondStepNeeded,
      expiresInSeconds: 300,
    });
    expect(sessionCookieOf(login)).toBeUndefined();
    const challengeCookie = login.cookies.find((c) => c.name === 'rentfolio_2fa');
    expect(challengeCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/2fa' });
    // The challenge cookie is no session.
    expect((await send(t.app, 'GET', '/api/auth/user', { cookie: challenge })).statusCode).toBe(401);

    const done = await finish(challenge, { code: totp(key, t.clock.now()) });
    expect(done.statusCode).toBe(200);
    expect(done.json().username).toBe(account.username);
    const session = sessionCookieOf(done);
    expect(session).toBeDefined();
    expect((await send(t.app, 'GET', '/api/auth/user', { cookie: session })).json().username).toBe(
      account.username,
    );
    // The challenge is used up.
    const again = await finish(challenge, { code: totp(key, t.clock.now() + STEP) });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(TWO_FACTOR_MESSAGES.challengeMissing);
  });

  it('never accepts a code twice: the code used to enable is refused at sign-in within the same step', async () => {
    const { account, key } = await enabledUser();
    const used = totp(key, t.clock.now());
    const { challenge } = await startSignIn(account);
    const replay = await finish(challenge, { code: used });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    expect(sessionCookieOf(replay)).toBeUndefined();
    t.clock.advance(STEP);
    const next = await finish(challenge, { code: totp(key, t.clock.now()) });
    expect(next.statusCode).toBe(200);
    // …and the code just used cannot sign in again either.
    const second = await startSignIn(account);
    expect((await finish(second.challenge, { code: totp(key, t.clock.now()) })).statusCode).toBe(401);
  });

  it('lets one code finish only one of two sign-ins sent at once', async () => {
    const { account, key } = await enabledUser();
    t.clock.advance(STEP);
    const [a, b] = [await startSignIn(account), await startSignIn(account)];
    const code = totp(key, t.clock.now());
    const answers = await Promise.all([finish(a.challenge, { code }), finish(b.challenge, { code })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('accepts a code one step old and refuses one two steps old (pinned clock)', async () => {
    const { account, key } = await enabledUser();
    t.clock.advance(10 * 60_000);
    const { challenge } = await startSignIn(account);
    const twoOld = await finish(challenge, { code: totp(key, t.clock.now() - 2 * STEP) });
    expect(twoOld.statusCode).toBe(401);
    const oneOld = await finish(challenge, { code: totp(key, t.clock.now() - STEP) });
    expect(oneOld.statusCode).toBe(200);
    // A code one step ahead is accepted as well (clocks drift both ways), but the one-old step is now spent.
    const ahead = await startSignIn(account);
    expect((await finish(ahead.challenge, { code: totp(key, t.clock.now() - STEP) })).statusCode).toBe(401);
    expect((await finish(ahead.challenge, { code: totp(key, t.clock.now() + STEP) })).statusCode).toBe(200);
  });

  it('accepts each backup code once, typed in any case and with or without the dash', async () => {
    const { account, backupCodes, cookie } = await enabledUser();
    const [first, second] = backupCodes as [string, string];
    const one = await startSignIn(account);
    const used = await finish(one.challenge, { backupCode: first.toLowerCase().replace('-', ' ') });
    expect(used.statusCode).toBe(200);
    const two = await startSignIn(account);
    const reused = await finish(two.challenge, { backupCode: first });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    expect((await finish(two.challenge, { backupCode: second.replace('-', '') })).statusCode).toBe(200);
    expect((await send(t.app, 'GET', '/api/auth/2fa/status', { cookie })).json().backupCodesRemaining).toBe(
      8,
    );
  });

  it('refuses a challenge body with both, neither, or a malformed backup code', async () => {
    const { account, key } = await enabledUser();
    const { challenge } = await startSignIn(account);
    const code = totp(key, t.clock.now() + STEP);
    for (const [body, message] of [
      [{}, TWO_FACTOR_MESSAGES.codeOrBackupCode],
      [{ code, backupCode: 'ABCDE-FGHJK' }, TWO_FACTOR_MESSAGES.codeOrBackupCode],
      [{ backupCode: 'not a code!' }, TWO_FACTOR_MESSAGES.backupCodeFormat],
      [{ code: '12345' }, TWO_FACTOR_MESSAGES.codeFormat],
    ] as const) {
      const response = await finish(challenge, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    // Malformed bodies spent none of the five tries.
    t.clock.advance(STEP);
    expect((await finish(challenge, { code })).statusCode).toBe(200);
  });

  it('ends a half-finished sign-in after 5 minutes, and after 5 wrong tries', async () => {
    const { account, key } = await enabledUser();
    const missing = await finish(undefined, { code: '123456' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe(TWO_FACTOR_MESSAGES.challengeMissing);

    const late = await startSignIn(account);
    t.clock.advance(300_000);
    const expired = await finish(late.challenge, { code: totp(key, t.clock.now()) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(TWO_FACTOR_MESSAGES.challengeMissing);

    t.clock.advance(STEP);
    const { challenge } = await startSignIn(account);
    const right = totp(key, t.clock.now());
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const messages = [];
    for (let i = 0; i < 5; i++) messages.push((await finish(challenge, { code: wrong })).json().message);
    expect(messages).toEqual([
      ...Array(4).fill(TWO_FACTOR_MESSAGES.invalidCode),
      TWO_FACTOR_MESSAGES.challengeExhausted,
    ]);
    const after = await finish(challenge, { code: right });
    expect(after.statusCode).toBe(401);
    expect(sessionCookieOf(after)).toBeUndefined();
  });

  it('turns off only with the password and a current code; then the password alone signs in', async () => {
    const { account, cookie, key, user } = await enabledUser();
    t.clock.advance(STEP);
    const code = totp(key, t.clock.now());
    const wrongPassword = await send(t.app, 'POST', '/api/auth/2fa/disable', {
      cookie,
      body: { password: 'not-the-password', code },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe(MESSAGES.currentPasswordWrong);
    const noCode = await send(t.app, 'POST', '/api/auth/2fa/disable', {
      cookie,
      body: { password: account.password, code: '000000' === code ? '111111' : '000000' },
    });
    expect(noCode.statusCode).toBe(400);
    expect((await send(t.app, 'GET', '/api/auth/2fa/status', { cookie })).json().enabled).toBe(true);

    const off = await send(t.app, 'POST', '/api/auth/2fa/disable', {
      cookie,
      body: { password: account.password, code },
    });
    expect(off.statusCode).toBe(200);
    expect((await send(t.app, 'GET', '/api/auth/2fa/status', { cookie })).json()).toEqual({
      enabled: false,
      backupCodesRemaining: 0,
    });
    const row = await t.db.handle.db
      .selectFrom('users')
      .select(['twoFactorSecret'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.twoFactorSecret).toBeNull();
    const codes = await t.db.handle.db
      .selectFrom('backupCodes')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(codes).toEqual([]);
    const login = await send(t.app, 'POST', '/api/auth/login', {
      body: { usernameOrEmail: account.username, password: account.password },
    });
    expect(login.statusCode).toBe(200);
    expect(sessionCookieOf(login)).toBeDefined();
  });

  it('replaces the backup codes with the password and a current code: the old ones stop working', async () => {
    const { account, cookie, key, backupCodes } = await enabledUser();
    t.clock.advance(STEP);
    const code = totp(key, t.clock.now());
    const wrongPassword = await send(t.app, 'POST', '/api/auth/2fa/backup-codes', {
      cookie,
      body: { password: 'not-the-password', code },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().details?.password).toBe('The current password is not correct.');
    const fresh = await send(t.app, 'POST', '/api/auth/2fa/backup-codes', {
      cookie,
      body: { password: account.password, code },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const codes: string[] = fresh.json().backupCodes;
    expect(codes).toHaveLength(10);
    expect(codes.filter((c) => backupCodes.includes(c))).toEqual([]);
    expect((await send(t.app, 'GET', '/api/auth/2fa/status', { cookie })).json().backupCodesRemaining).toBe(
      10,
    );
    // An old code no longer finishes a sign-in; a new one does.
    const { challenge } = await startSignIn(account);
    expect((await finish(challenge, { backupCode: backupCodes[0] as string })).statusCode).toBe(401);
    expect((await finish(challenge, { backupCode: codes[0] as string })).statusCode).toBe(200);
    // Another user's session replaces nothing of this user's.
    const other = await signUpAndIn(t.app);
    const foreign = await send(t.app, 'POST', '/api/auth/2fa/backup-codes', {
      cookie: other.cookie,
      body: { password: other.password, code },
    });
    expect(foreign.statusCode).toBe(400);
    expect((await send(t.app, 'GET', '/api/auth/2fa/status', { cookie })).json().backupCodesRemaining).toBe(
      9,
    );
  });

  it("keeps each user's two-factor state their own", async () => {
    const owner = await enabledUser();
    const other = await signUpAndIn(t.app);
    expect((await send(t.app, 'GET', '/api/auth/2fa/status', { cookie: other.cookie })).json().enabled).toBe(
      false,
    );
    // The owner's current code does not turn off the owner's 2FA from another account (it is checked against the
    // caller's own, absent, secret).
    t.clock.advance(STEP);
    const attempt = await send(t.app, 'POST', '/api/auth/2fa/disable', {
      cookie: other.cookie,
      body: { password: other.password, code: totp(owner.key, t.clock.now()) },
    });
    expect(attempt.statusCode).toBe(400);
    expect((await send(t.app, 'GET', '/api/auth/2fa/status', { cookie: owner.cookie })).json().enabled).toBe(
      true,
    );
    // Someone else's challenge cookie cannot be finished with one's own code.
    const { challenge } = await startSignIn(owner.account);
    const otherSetup = await send(t.app, 'POST', '/api/auth/2fa/setup', { cookie: other.cookie });
    const otherKey = base32Decode(otherSetup.json().secret);
    expect((await finish(challenge, { code: totp(otherKey, t.clock.now()) })).statusCode).toBe(401);
  });

  it('needs a session for everything but the challenge', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/auth/2fa/setup', undefined],
      ['POST', '/api/auth/2fa/verify', { code: '123456', password: 'x' }],
      ['GET', '/api/auth/2fa/status', undefined],
      ['POST', '/api/auth/2fa/disable', { password: 'x', code: '123456' }],
    ] as const) {
      const response = await send(t.app, method, url, body ? { body } : {});
      expect(response.statusCode).toBe(401);
    }
  });
});

describe.each(TEST_DIALECTS)('two-factor attempt limits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      rateLimits: { ...RELAXED_LIMITS, twoFactorPerAccount: { max: 3, windowMs: 15 * 60_000 } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with Retry-After once an account has used its tries, even with the right code', async () => {
    const { cookie, password } = await signUpAndIn(t.app);
    const setup = await send(t.app, 'POST', '/api/auth/2fa/setup', { cookie });
    const key = base32Decode(setup.json().secret);
    const right = totp(key, t.clock.now());
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 3; i++) {
      expect(
        (await send(t.app, 'POST', '/api/auth/2fa/verify', { cookie, body: { code: wrong, password } }))
          .statusCode,
      ).toBe(400);
    }
    const limited = await send(t.app, 'POST', '/api/auth/2fa/verify', {
      cookie,
      body: { code: right, password },
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect((await send(t.app, 'GET', '/api/auth/2fa/status', { cookie })).json().enabled).toBe(false);
  });

  it('shares one count per user between turning it off and deleting the account', async () => {
    const { cookie, password } = await signUpAndIn(t.app);
    const setup = await send(t.app, 'POST', '/api/auth/2fa/setup', { cookie });
    const key = base32Decode(setup.json().secret);
    expect(
      (
        await send(t.app, 'POST', '/api/auth/2fa/verify', {
          cookie,
          body: { code: totp(key, t.clock.now()), password },
        })
      ).statusCode,
    ).toBe(200);
    // The verify above used one of the 3 tries; two wrong codes on turning it off use the rest.
    const right = () => totp(key, t.clock.now());
    const wrong = () => String((Number(right()) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 2; i++) {
      const off = await send(t.app, 'POST', '/api/auth/2fa/disable', {
        cookie,
        body: { password, code: wrong() },
      });
      expect(off.statusCode).toBe(400);
    }
    // Account deletion checks codes too: it is refused by the same count, even with the right code.
    const deletion = await send(t.app, 'POST', '/api/user/delete-account', {
      cookie,
      body: { password, code: right() },
    });
    expect(deletion.statusCode).toBe(429);
    expect((await send(t.app, 'GET', '/api/auth/user', { cookie })).statusCode).toBe(200);
  });
});
