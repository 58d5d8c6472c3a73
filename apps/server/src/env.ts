import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { type DbConfig, POSTGRES_DEFAULTS } from '@rentfolio/db';
import { z } from 'zod';

/**
 * Every setting of the server, validated in one place (ARCHITECTURE.md "Configuration"). With no settings at all the
 * server runs on SQLite in ./data on port 5000. README.md lists the settings and their defaults.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const positiveDays = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number of days' })
    .positive({ error: 'must be more than 0 days' })
    .max(3650, { error: 'must be at most 3650 days' })
    .default(fallback);

const ZEnv = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number from 1 to 65535' })
    .int({ error: 'must be a whole number from 1 to 65535' })
    .min(1, { error: 'must be a whole number from 1 to 65535' })
    .max(65535, { error: 'must be a whole number from 1 to 65535' })
    .default(5000),
  HOST: optionalText.default('0.0.0.0'),
  DATA_DIR: optionalText.default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number of connections from 1 to 100' })
    .int({ error: 'must be a whole number of connections from 1 to 100' })
    .min(1, { error: 'must be a whole number of connections from 1 to 100' })
    .max(100, { error: 'must be a whole number of connections from 1 to 100' })
    .default(POSTGRES_DEFAULTS.poolSize),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 100 to 60000' })
    .int({ error: 'must be a whole number of milliseconds from 100 to 60000' })
    .min(100, { error: 'must be a whole number of milliseconds from 100 to 60000' })
    .max(60_000, { error: 'must be a whole number of milliseconds from 100 to 60000' })
    .default(POSTGRES_DEFAULTS.connectTimeoutMs),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 1000 to 600000' })
    .int({ error: 'must be a whole number of milliseconds from 1000 to 600000' })
    .min(1000, { error: 'must be a whole number of milliseconds from 1000 to 600000' })
    .max(600_000, { error: 'must be a whole number of milliseconds from 1000 to 600000' })
    .default(POSTGRES_DEFAULTS.statementTimeoutMs),
  SESSION_SECRET: optionalText.pipe(
    z
      .string()
      .min(32, { error: 'must be at least 32 characters (or leave it unset to use a key file)' })
      .optional(),
  ),
  SESSION_IDLE_TIMEOUT_DAYS: positiveDays(7),
  SESSION_ABSOLUTE_TIMEOUT_DAYS: positiveDays(30),
  SESSION_CACHE_TTL_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds from 0 to 60' })
    .min(0, { error: 'must be a number of seconds from 0 to 60' })
    .max(60, { error: 'must be a number of seconds from 0 to 60' })
    .default(5),
  WEB_DIST_DIR: z.string().trim().min(1, { error: 'must be a folder path' }).optional(),
  PORTFOLIO_MEMO: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  RATE_LIMIT_MULTIPLIER: z.coerce
    .number({ error: 'must be a whole number from 1 to 1000' })
    .int({ error: 'must be a whole number from 1 to 1000' })
    .min(1, { error: 'must be a whole number from 1 to 1000' })
    .max(1000, { error: 'must be a whole number from 1 to 1000' })
    .default(1),
  ADMIN_PIN: optionalText.pipe(z.string().length(4, { error: 'must be exactly 4 characters' }).optional()),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
  ),
  MAIL_FROM: optionalText.default('Rentfolio <reports@rentfolio.local>'),
  APP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, { error: 'must be an http:// or https:// URL' })
      .optional(),
  ),
  REPORT_SCHEDULE: optionalText.default('0 8 1 * *'),
  MAIL_RATE_PER_SECOND: z.coerce
    .number({ error: 'must be a number of messages from 1 to 10000' })
    .min(1, { error: 'must be a number of messages from 1 to 10000' })
    .max(10_000, { error: 'must be a number of messages from 1 to 10000' })
    .default(25),
  MAIL_POLL_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds from 0.1 to 3600' })
    .min(0.1, { error: 'must be a number of seconds from 0.1 to 3600' })
    .max(3600, { error: 'must be a number of seconds from 0.1 to 3600' })
    .default(2),
  SUPPORT_PHONE: optionalText,
  SUPPORT_EMAIL: optionalText.pipe(
    z
      .string()
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'must be an e-mail address' })
      .optional(),
  ),
  MAP_TILE_URL: optionalText.default('https://tile.openstreetmap.org/{z}/{x}/{y}.png').pipe(
    z.string().regex(/^https?:\/\/.+\{z\}.+\{x\}.+\{y\}/, {
      error: 'must be an http(s) URL with {z}, {x} and {y}',
    }),
  ),
  INSTANCE_NAME: optionalText.pipe(
    z
      .string()
      .max(100, { error: 'must be at most 100 characters' })
      .regex(/^[A-Za-z0-9.:-]+$/, { error: 'may hold only letters, digits, dots, colons and hyphens' })
      .optional(),
  ),
  REQUEST_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds from 1 to 600' })
    .int({ error: 'must be a whole number of seconds from 1 to 600' })
    .min(1, { error: 'must be a whole number of seconds from 1 to 600' })
    .max(600, { error: 'must be a whole number of seconds from 1 to 600' })
    .default(60),
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds from 1 to 600' })
    .int({ error: 'must be a whole number of seconds from 1 to 600' })
    .min(1, { error: 'must be a whole number of seconds from 1 to 600' })
    .max(600, { error: 'must be a whole number of seconds from 1 to 600' })
    .default(10),
  LOG_LEVEL: optionalText.default('info').pipe(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    }),
  ),
  TRUST_PROXY: optionalText.default('false').pipe(
    z.string().transform((value, context): false | number | string[] => {
      if (value === 'false') return false;
      // `true` used to trust every address in X-Forwarded-For, which a client writes itself: it now means one proxy.
      if (value === 'true') return 1;
      if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 10) return Number(value);
      const addresses = value.split(',').map((part) => part.trim());
      if (
        addresses.every((part) => isIP(part.split('/')[0] ?? '') !== 0 && /^[^/]+(\/\d{1,3})?$/.test(part))
      ) {
        return addresses;
      }
      context.addIssue({
        code: 'custom',
        message: 'must be false, the number of proxies in front of the server (1 to 10), or their addresses',
      });
      return z.NEVER;
    }),
  ),
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  database: DbConfig;
  /** null: read or create the key file in dataDir (resolveSessionSecret). */
  sessionSecret: string | null;
  sessionIdleTimeoutMs: number;
  sessionAbsoluteTimeoutMs: number;
  /** How long a session read is reused by this instance; 0 turns the cache off. */
  sessionCacheTtlMs: number;
  /**
   * Whether a user's metrics and insights are reused while their portfolio revision and the day stand
   * (services/revision-memo.ts); off only to measure what a read costs without it.
   */
  portfolioMemo: boolean;
  /** The built web app to serve; null: apps/web/dist beside the server. */
  webDistDir: string | null;
  /** Multiplies every rate limit (many users behind one address, test runs). */
  rateLimitMultiplier: number;
  adminPin: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** The address of the app in e-mails (links, unsubscribe); APP_URL, else http://localhost:PORT. */
  appUrl: string;
  /** Cron pattern of the monthly reports (server time). */
  reportSchedule: string;
  mailPollMs: number;
  mailRatePerSecond: number;
  supportPhone: string | null;
  supportEmail: string | null;
  mapTileUrl: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** This server's name among several on one database, the same across its restarts (default: hostname:port). */
  instanceName: string;
  /** How long a client may take to send a whole request (headers and body); a slower one is cut with 408. */
  requestTimeoutMs: number;
  /** How long a shutdown waits for requests in flight before it closes their connections. */
  shutdownGraceMs: number;
  /**
   * Which proxies' X-Forwarded-For and X-Forwarded-Proto are believed: none, the last N hops, or these addresses
   * (CIDR allowed). Never "any": a client writes the left-most addresses itself.
   */
  trustProxy: false | number | string[];
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the settings from `env`; throws a ConfigError naming every bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): AppConfig {
  // An empty setting means unset, for numbers as for text (a blank line in a .env file, `PORT= npm start`).
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = ZEnv.safeParse(given);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'settings');
        const got = env[name];
        const shown = name === 'SESSION_SECRET' || name === 'ADMIN_PIN' ? '' : ` (got "${got ?? ''}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  if (e.SESSION_ABSOLUTE_TIMEOUT_DAYS < e.SESSION_IDLE_TIMEOUT_DAYS) {
    throw new ConfigError([
      `SESSION_ABSOLUTE_TIMEOUT_DAYS must not be shorter than SESSION_IDLE_TIMEOUT_DAYS (got ${e.SESSION_ABSOLUTE_TIMEOUT_DAYS} < ${e.SESSION_IDLE_TIMEOUT_DAYS})`,
    ]);
  }
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(cwd, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? {
          dialect: 'postgres',
          connectionString: e.DATABASE_URL,
          poolSize: e.DATABASE_POOL_SIZE,
          connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
        }
      : { dialect: 'sqlite', filename: join(dataDir, 'rentfolio.db') },
    sessionSecret: e.SESSION_SECRET ?? null,
    sessionIdleTimeoutMs: e.SESSION_IDLE_TIMEOUT_DAYS * DAY_MS,
    sessionAbsoluteTimeoutMs: e.SESSION_ABSOLUTE_TIMEOUT_DAYS * DAY_MS,
    sessionCacheTtlMs: e.SESSION_CACHE_TTL_SECONDS * 1000,
    portfolioMemo: e.PORTFOLIO_MEMO === 'on',
    webDistDir: e.WEB_DIST_DIR
      ? isAbsolute(e.WEB_DIST_DIR)
        ? e.WEB_DIST_DIR
        : resolve(cwd, e.WEB_DIST_DIR)
      : null,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    adminPin: e.ADMIN_PIN ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    reportSchedule: e.REPORT_SCHEDULE,
    mailPollMs: Math.round(e.MAIL_POLL_SECONDS * 1000),
    mailRatePerSecond: e.MAIL_RATE_PER_SECOND,
    supportPhone: e.SUPPORT_PHONE ?? null,
    supportEmail: e.SUPPORT_EMAIL ?? null,
    mapTileUrl: e.MAP_TILE_URL,
    logLevel: e.LOG_LEVEL,
    instanceName: e.INSTANCE_NAME ?? `${hostname().replace(/[^A-Za-z0-9.:-]/g, '-')}:${e.PORT}`,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    trustProxy: e.TRUST_PROXY,
  };
}

export const SECRET_KEY_FILE = 'secret.key';

/**
 * SESSION_SECRET when set; otherwise a random key kept in DATA_DIR/secret.key (created on first start, readable by the
 * owner only), so that sessions survive a restart without any configuration.
 */
export function resolveSessionSecret(config: Pick<AppConfig, 'sessionSecret' | 'dataDir'>): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = join(config.dataDir, SECRET_KEY_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length < 32)
      throw new ConfigError([`${file} holds a key shorter than 32 characters; delete it to make a new one`]);
    return stored;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}
