import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, resolveSessionSecret, SECRET_KEY_FILE } from './env';

const DAY = 24 * 60 * 60 * 1000;

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/rentfolio');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('runs with no settings at all: port 5000, SQLite in ./data, 7 and 30 day sessions', () => {
    const config = loadConfig({}, '/srv/rentfolio');
    expect(config).toMatchObject({
      port: 5000,
      host: '0.0.0.0',
      dataDir: '/srv/rentfolio/data',
      database: { dialect: 'sqlite', filename: '/srv/rentfolio/data/rentfolio.db' },
      sessionSecret: null,
      sessionIdleTimeoutMs: 7 * DAY,
      sessionAbsoluteTimeoutMs: 30 * DAY,
      sessionCacheTtlMs: 5000,
      portfolioMemo: true,
      webDistDir: null,
      rateLimitMultiplier: 1,
      adminPin: null,
      smtpUrl: null,
      supportPhone: null,
      supportEmail: null,
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('treats empty settings as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', ADMIN_PIN: '', SMTP_URL: '  ' }, '/srv');
    expect(config.port).toBe(5000);
    expect(config.database.dialect).toBe('sqlite');
    expect(config.adminPin).toBeNull();
    expect(config.smtpUrl).toBeNull();
  });

  it('reads every setting', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: '/var/lib/rentfolio',
        DATABASE_URL: 'postgres://app@db:5432/rentfolio',
        SESSION_SECRET: 's'.repeat(40),
        SESSION_IDLE_TIMEOUT_DAYS: '2',
        SESSION_ABSOLUTE_TIMEOUT_DAYS: '14',
        SESSION_CACHE_TTL_SECONDS: '0',
        RATE_LIMIT_MULTIPLIER: '20',
        ADMIN_PIN: '9a8b',
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        MAIL_FROM: 'Reports <r@example.com>',
        SUPPORT_PHONE: '+1 555 0100',
        SUPPORT_EMAIL: 'help@example.com',
        MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
      },
      '/ignored',
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/rentfolio',
      database: { dialect: 'postgres', connectionString: 'postgres://app@db:5432/rentfolio' },
      sessionSecret: 's'.repeat(40),
      sessionIdleTimeoutMs: 2 * DAY,
      sessionAbsoluteTimeoutMs: 14 * DAY,
      sessionCacheTtlMs: 0,
      portfolioMemo: true,
      webDistDir: null,
      rateLimitMultiplier: 20,
      adminPin: '9a8b',
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Reports <r@example.com>',
      supportPhone: '+1 555 0100',
      supportEmail: 'help@example.com',
      mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
      logLevel: 'warn',
      trustProxy: 1,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 1 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535 (got "70000")'],
    [
      { DATABASE_URL: 'mysql://x' },
      'DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://x")',
    ],
    [
      { SESSION_SECRET: 'short' },
      'SESSION_SECRET must be at least 32 characters (or leave it unset to use a key file)',
    ],
    [{ ADMIN_PIN: '12345' }, 'ADMIN_PIN must be exactly 4 characters'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be an smtp:// or smtps:// URL (got "http://mail")'],
    [{ SUPPORT_EMAIL: 'nope' }, 'SUPPORT_EMAIL must be an e-mail address (got "nope")'],
    [
      { MAP_TILE_URL: 'https://tiles' },
      'MAP_TILE_URL must be an http(s) URL with {z}, {x} and {y} (got "https://tiles")',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    [
      { SESSION_CACHE_TTL_SECONDS: '61' },
      'SESSION_CACHE_TTL_SECONDS must be a number of seconds from 0 to 60 (got "61")',
    ],
    [
      { RATE_LIMIT_MULTIPLIER: '0.5' },
      'RATE_LIMIT_MULTIPLIER must be a whole number from 1 to 1000 (got "0.5")',
    ],
    [
      { TRUST_PROXY: 'yes' },
      'TRUST_PROXY must be false, the number of proxies in front of the server (1 to 10), or their addresses (got "yes")',
    ],
    [
      { TRUST_PROXY: '0' },
      'TRUST_PROXY must be false, the number of proxies in front of the server (1 to 10), or their addresses (got "0")',
    ],
    [{ SESSION_IDLE_TIMEOUT_DAYS: '0' }, 'SESSION_IDLE_TIMEOUT_DAYS must be more than 0 days (got "0")'],
  ])('names the bad setting in %j', (env, problem) => {
    expect(problemsOf(env)).toEqual([problem]);
  });

  it('trusts exactly the proxies named: a hop count or their addresses, never every address', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }, '/ignored').trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 10.1.0.0/16,::1')).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
    expect(() => trust('10.0.0.1,example.com')).toThrow(/TRUST_PROXY must be false/);
  });

  it('never repeats a secret in its message', () => {
    const [problem] = problemsOf({ ADMIN_PIN: 'secret-pin' });
    expect(problem).not.toContain('secret-pin');
  });

  it('lists every bad setting at once', () => {
    expect(problemsOf({ PORT: '0', LOG_LEVEL: 'x' })).toHaveLength(2);
  });

  it('refuses an absolute timeout shorter than the idle one', () => {
    expect(problemsOf({ SESSION_IDLE_TIMEOUT_DAYS: '10', SESSION_ABSOLUTE_TIMEOUT_DAYS: '5' })[0]).toMatch(
      /^SESSION_ABSOLUTE_TIMEOUT_DAYS must not be shorter/,
    );
  });
});

describe('resolveSessionSecret', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'rentfolio-env-'));
    dirs.push(dir);
    return join(dir, 'data');
  };

  it('uses SESSION_SECRET when set, without writing a file', () => {
    const dataDir = freshDir();
    expect(resolveSessionSecret({ sessionSecret: 'x'.repeat(32), dataDir })).toBe('x'.repeat(32));
    expect(() => statSync(join(dataDir, SECRET_KEY_FILE))).toThrow();
  });

  it('creates a random key file readable by its owner only, and reuses it', () => {
    const dataDir = freshDir();
    const first = resolveSessionSecret({ sessionSecret: null, dataDir });
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(join(dataDir, SECRET_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(resolveSessionSecret({ sessionSecret: null, dataDir })).toBe(first);
    expect(readFileSync(join(dataDir, SECRET_KEY_FILE), 'utf8').trim()).toBe(first);
    expect(resolveSessionSecret({ sessionSecret: null, dataDir: freshDir() })).not.toBe(first);
  });

  it('refuses a key file that holds too short a key', () => {
    const dataDir = freshDir();
    resolveSessionSecret({ sessionSecret: null, dataDir });
    writeFileSync(join(dataDir, SECRET_KEY_FILE), 'tiny');
    expect(() => resolveSessionSecret({ sessionSecret: null, dataDir })).toThrow(ConfigError);
  });
});
