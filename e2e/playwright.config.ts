import { accessSync, constants } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests in Debian's chromium-headless-shell (never a downloaded browser; docs/testing.md "Browser suite")
 * against the production build, served by start-server.mjs on a fresh SQLite database. `npm run test:e2e` builds
 * first.
 */
/** E2E_PORT and E2E_WEB_DIST let two runs share a checkout (each its own server, database and web build). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5199);
export const E2E_ADMIN_PIN = 'Kq7!';
/** A second server with SMTP_URL, sending to the SMTP sink (smtp-sink.mjs), whose messages are listed over HTTP. */
export const E2E_MAIL_PORT = E2E_PORT + 1;
const SMTP_PORT = E2E_PORT + 2;
export const E2E_SMTP_HTTP_PORT = E2E_PORT + 3;

/**
 * The e2e server's data folder (its SQLite database and receipts), shared with the seed module through the environment:
 * on a memory file system (/dev/shm) where the machine has one, so that no request of the server waits on a disk's
 * fsync (SQLite commits with synchronous = FULL and holds the event loop while it syncs); e2e/.tmp otherwise.
 */
function dataDirFor(port: number): string {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return `/dev/shm/rentfolio-e2e-${port}`;
  } catch {
    return fileURLToPath(new URL(port === 5199 ? './.tmp/data' : `./.tmp/data-${port}`, import.meta.url));
  }
}
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? dataDirFor(E2E_PORT);
process.env.E2E_DATA_DIR = E2E_DATA_DIR;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: `./.tmp/test-results-${E2E_PORT}`,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A trace records a screenshot of every frame of every test, kept or not: it cost more CPU than the tests. Off
    // unless E2E_TRACE=1; a failure still leaves its screenshot and page snapshot.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-software-rasterizer',
        '--disable-dev-shm-usage',
        '--disable-extensions',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node start-server.mjs',
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        E2E_DATA_DIR,
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
        HOST: '127.0.0.1',
        ADMIN_PIN: E2E_ADMIN_PIN,
        LOG_LEVEL: 'warn',
        // Every browser test comes from 127.0.0.1; the limits themselves are tested by the API suite.
        RATE_LIMIT_MULTIPLIER: '50',
      },
    },
    {
      command: 'node smtp-sink.mjs',
      url: `http://127.0.0.1:${E2E_SMTP_HTTP_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { SMTP_PORT: String(SMTP_PORT), HTTP_PORT: String(E2E_SMTP_HTTP_PORT) },
    },
    {
      command: 'node start-server.mjs',
      url: `http://127.0.0.1:${E2E_MAIL_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_MAIL_PORT),
        // Its own folder: the tests' E2E_DATA_DIR (in this process's environment, which a command inherits) is the
        // first server's.
        E2E_DATA_DIR: dataDirFor(E2E_MAIL_PORT),
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MULTIPLIER: '50',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_POLL_SECONDS: '0.2',
        MAIL_RATE_PER_SECOND: '100',
        APP_URL: `http://127.0.0.1:${E2E_MAIL_PORT}`,
      },
    },
  ],
});
