import type { TUser } from '@rentfolio/contracts';
import { createDb, type SqlDialect } from '@rentfolio/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/env';
import type { RateLimits } from '../../src/plugins/rate-limits';
import { createTestDb, type TestDb } from './test-db';

export const TEST_SECRET = 'test-secret-0123456789-abcdefghijklmnop';

/** A clock the test moves by hand. */
export function createTestClock(start = Date.parse('2026-11-21T10:00:00Z')) {
  let now = start;
  return {
    now: () => now,
    set: (iso: string) => {
      now = Date.parse(iso);
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  db: TestDb;
  clock: ReturnType<typeof createTestClock>;
  close(): Promise<void>;
};

export async function createTestApp(
  dialect: SqlDialect,
  options: {
    env?: Record<string, string>;
    rateLimits?: Partial<RateLimits>;
    /** Collects the app's JSON log lines (logging is off otherwise). */
    logLines?: string[];
    /** A built web app to serve (a directory with index.html and assets/). */
    webDistDir?: string;
    /** Each wait of a slowed-down attempt is recorded here instead of waited (real sleeps otherwise). */
    waits?: number[];
    /** Another server on the same database (a second instance): shares its tables, not its memory. */
    sameDatabaseAs?: TestApp;
    /** With sameDatabaseAs on PostgreSQL: reach that database through this URL instead (a proxy a test can cut). */
    connectionString?: string;
  } = {},
): Promise<TestApp> {
  const shared = options.sameDatabaseAs?.db;
  // A second instance opens its own connections (its own pool) to the first one's database.
  const sharedConfig =
    shared && options.connectionString && shared.config.dialect === 'postgres'
      ? { ...shared.config, connectionString: options.connectionString }
      : shared?.config;
  const db: TestDb =
    shared && sharedConfig
      ? { handle: createDb(sharedConfig), config: sharedConfig, drop: async () => undefined }
      : await createTestDb(dialect);
  const clock = options.sameDatabaseAs?.clock ?? createTestClock();
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: '/nonexistent', ...options.env }),
    database: db.config,
  };
  const app = await buildApp({
    config,
    dbHandle: db.handle,
    secret: TEST_SECRET,
    now: clock.now,
    logger: options.logLines !== undefined,
    ...(options.logLines
      ? { logStream: { write: (line: string) => void options.logLines?.push(line) } }
      : {}),
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
    ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
    ...(options.waits
      ? {
          sleep: async (ms: number) => {
            options.waits?.push(ms);
          },
        }
      : {}),
  });
  await app.ready();
  return {
    app,
    db,
    clock,
    async close() {
      await app.close();
      if (shared) await db.handle.close();
      else await db.drop();
    },
  };
}

/** Generous limits for suites that are not about rate limiting. */
const RELAXED: RateLimits[keyof RateLimits] = { max: 10_000, windowMs: 60_000 };
export const RELAXED_LIMITS: RateLimits = {
  loginPerIp: RELAXED,
  loginPerAccountAndIp: RELAXED,
  loginFailuresPerAccount: RELAXED,
  registerPerIp: RELAXED,
  registerPerAccount: RELAXED,
  adminPerIp: RELAXED,
  adminFailures: RELAXED,
  twoFactorPerAccount: RELAXED,
  twoFactorPerIp: RELAXED,
  writesPerUser: RELAXED,
};

type Json = Record<string, unknown> | unknown[] | string | number | boolean | null;

export async function send(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: Json; cookie?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
}

let counter = 0;

/** Registration input for a fresh, unique user. */
export function newUserInput(
  overrides: Partial<{ username: string; email: string; password: string; name: string }> = {},
) {
  counter += 1;
  const username = overrides.username ?? `investor${counter}_${Math.random().toString(36).slice(2, 7)}`;
  return {
    username,
    email: overrides.email ?? `${username}@example.com`,
    password: overrides.password ?? 'a-long-passphrase-1',
    ...(overrides.name !== undefined ? { name: overrides.name } : {}),
  };
}

/** The `name=value` pair of the session cookie in an answer, or undefined. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'rentfolio_session');
  return cookie && cookie.value !== '' ? `rentfolio_session=${cookie.value}` : undefined;
}

/** Registers and signs in a new user; answers the user and its session cookie. */
export async function signUpAndIn(
  app: FastifyInstance,
  overrides: Parameters<typeof newUserInput>[0] = {},
): Promise<{ user: TUser; cookie: string; password: string }> {
  const input = newUserInput(overrides);
  const registered = await send(app, 'POST', '/api/auth/register', { body: input });
  if (registered.statusCode !== 201)
    throw new Error(`register failed: ${registered.statusCode} ${registered.body}`);
  const login = await send(app, 'POST', '/api/auth/login', {
    body: { usernameOrEmail: input.username, password: input.password },
  });
  const cookie = sessionCookieOf(login);
  if (login.statusCode !== 200 || !cookie) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  return { user: login.json() as TUser, cookie, password: input.password };
}

/** The token of the newest confirmation link queued for `userId` (needs SMTP_URL), read from the stored message. */
export async function confirmationTokenOf(t: TestApp, userId: number): Promise<string> {
  const row = await t.db.handle.db
    .selectFrom('mailOutbox')
    .select('textBody')
    .where('userId', '=', userId)
    .where('kind', '=', 'email_confirmation')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const token = row ? /\/confirm-email\?token=(\S+)/.exec(row.textBody)?.[1] : undefined;
  if (!token) throw new Error(`no confirmation link was queued for user ${userId}`);
  return token;
}

/**
 * signUpAndIn, then the address confirmed through the link the server queued at registration (needs SMTP_URL), as
 * its owner would. The confirmation message is then removed from the outbox, so that the test's own mail (and the
 * hourly mail count) starts from nothing.
 */
export async function signUpConfirmed(
  t: TestApp,
  overrides: Parameters<typeof newUserInput>[0] = {},
): Promise<{ user: TUser; cookie: string; password: string }> {
  const signed = await signUpAndIn(t.app, overrides);
  const token = await confirmationTokenOf(t, signed.user.id);
  const confirmed = await send(t.app, 'POST', '/api/auth/confirm-email', { body: { token } });
  if (confirmed.statusCode !== 200)
    throw new Error(`confirmation failed: ${confirmed.statusCode} ${confirmed.body}`);
  await t.db.handle.db
    .deleteFrom('mailOutbox')
    .where('userId', '=', signed.user.id)
    .where('kind', '=', 'email_confirmation')
    .execute();
  return { ...signed, user: { ...signed.user, emailConfirmed: true } };
}

/** Signs in to the admin panel with `pin` (the app's ADMIN_PIN); answers the admin session's cookie. */
export async function adminCookie(app: FastifyInstance, pin: string): Promise<string> {
  const admin = await send(app, 'POST', '/api/auth/admin', { body: { pin } });
  const cookie = sessionCookieOf(admin);
  if (admin.statusCode !== 200 || !cookie)
    throw new Error(`admin sign-in: ${admin.statusCode} ${admin.body}`);
  return cookie;
}
