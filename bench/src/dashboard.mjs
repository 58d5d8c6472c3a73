// Rentfolio dashboard benchmark (bench/README.md "Dashboard"): a user with 10,000 properties opens the dashboard in
// Debian's chromium; the time from navigation to the four metric cards showing their figures. `npm run
// bench:dashboard` builds first, then runs this file.
import { appendFileSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import {
  envNumber,
  formatTable,
  freePort,
  gitCommit,
  hasExited,
  request,
  serverEnv,
  startNode,
  stopNode,
  waitFor200,
} from './helpers.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = join(ROOT, 'apps/server/dist/main.js');
const WEB_INDEX = join(ROOT, 'apps/web/dist/index.html');
const RESULTS_FILE = join(ROOT, 'bench/results/dashboard.jsonl');
const POST_HEADERS = { 'content-type': 'application/json', 'x-rentfolio-client': 'web' };
const TARGET_MS = 1500;
const PROPERTIES = 10_000;
/** The metric cards' figures: the dashboard renders them once GET /api/portfolio/metrics has answered. */
const READY_SELECTOR = 'article[data-metric] [data-testid="metric-value"]';

const processes = [];
let tempDir = null;
let browser = null;
async function cleanup() {
  await browser?.close().catch(() => {});
  await Promise.all(processes.map((proc) => stopNode(proc)));
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
}
process.on('exit', () => {
  for (const proc of processes) if (!hasExited(proc)) proc.child.kill('SIGKILL');
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

async function main() {
  for (const file of [SERVER_ENTRY, WEB_INDEX]) {
    if (!existsSync(file)) throw new Error(`${relative(ROOT, file)} is missing: run npm run build`);
  }
  const runs = envNumber('BENCH_RUNS', 7, { integer: true });
  tempDir = mkdtempSync(join(os.tmpdir(), 'rentfolio-bench-'));
  const port = await freePort();
  const dataDir = join(tempDir, 'data');
  mkdirSync(dataDir);
  // The metrics cache is off, so that every load computes the portfolio's figures from its 10,000 rows.
  const env = serverEnv({
    port,
    dataDir,
    PORTFOLIO_MEMO: 'off',
  });
  const logFd = openSync(join(tempDir, 'server.log'), 'w');
  const server = startNode('Rentfolio server', [SERVER_ENTRY], { cwd: ROOT, env, stdout: logFd });
  closeSync(logFd);
  processes.push(server);
  await waitFor200(server, port, '/api/health');

  // The account and its portfolio, through the API.
  const account = { username: 'benchdash', email: 'benchdash@example.com', password: 'bench-password-123' };
  const post = (path, body, cookie) =>
    request(port, path, {
      method: 'POST',
      headers: { ...POST_HEADERS, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
      timeoutMs: 60_000,
    });
  const registered = await post('/api/auth/register', account);
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${registered.body}`);
  const login = await post('/api/auth/login', {
    usernameOrEmail: account.username,
    password: account.password,
  });
  const cookie = (login.headers['set-cookie'] ?? [])
    .map((h) => h.split(';')[0])
    .find((p) => p.startsWith('rentfolio_session='));
  if (!cookie) throw new Error('no session cookie');
  for (let start = 0; start < PROPERTIES; start += 1000) {
    const properties = Array.from({ length: 1000 }, (_, k) => {
      const i = start + k;
      const price = 150_000 + ((i * 7919) % 500) * 1000;
      return {
        address: `${100 + (i % 9000)} Maple St`,
        city: ['Denver', 'Austin', 'Phoenix', 'Tampa'][i % 4],
        state: ['CO', 'TX', 'AZ', 'FL'][i % 4],
        propertyType: ['single-family', 'duplex', 'condo'][i % 3],
        purchasePrice: price,
        monthlyRent: Math.round(price * 0.0075),
        operatingExpenses: 300,
        isOccupied: i % 11 !== 0,
      };
    });
    const added = await post('/api/properties/bulk', { properties }, cookie);
    if (added.status !== 201) throw new Error(`bulk: ${added.status} ${added.body.slice(0, 200)}`);
  }

  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const base = `http://127.0.0.1:${port}`;
  const timings = [];
  for (let run = 0; run < runs; run += 1) {
    // A new context each time: an empty HTTP cache and no app state, as a fresh visit (the first run also has a
    // cold server). The session cookie is the only thing it starts with.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: base }]);
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${base}/`, { waitUntil: 'commit' });
    await page.locator(READY_SELECTOR).nth(3).waitFor({ state: 'visible', timeout: 30_000 });
    timings.push(Date.now() - started);
    if (run === 0) {
      const count = await page.locator(READY_SELECTOR).count();
      if (count !== 4) throw new Error(`expected 4 metric cards, found ${count}`);
    }
    await context.close();
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const worst = sorted[sorted.length - 1];
  const commit = gitCommit();
  console.info(
    `\nRentfolio dashboard benchmark: ${PROPERTIES.toLocaleString('en-US')} properties, ${runs} fresh page loads in chromium` +
      ` (node ${process.version}, ${os.availableParallelism()} CPUs${commit ? `, commit ${commit}` : ''})\n`,
  );
  console.info(
    formatTable([
      ['figure', 'value', 'target', 'result'],
      [
        'first load (cold server)',
        `${timings[0]} ms`,
        `< ${TARGET_MS} ms`,
        timings[0] < TARGET_MS ? 'PASS' : 'MISS',
      ],
      ['median', `${median} ms`, `< ${TARGET_MS} ms`, median < TARGET_MS ? 'PASS' : 'MISS'],
      ['worst', `${worst} ms`, `< ${TARGET_MS} ms`, worst < TARGET_MS ? 'PASS' : 'MISS'],
    ]),
  );
  const record = {
    date: new Date().toISOString(),
    commit,
    node: process.version,
    cpus: os.availableParallelism(),
    properties: PROPERTIES,
    timingsMs: timings,
    medianMs: median,
    worstMs: worst,
    targetMs: TARGET_MS,
    pass: worst < TARGET_MS,
  };
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  appendFileSync(RESULTS_FILE, `${JSON.stringify(record)}\n`);
  console.info(`\nresults appended to ${relative(ROOT, RESULTS_FILE)}`);
}

const exitCode = await main().then(
  () => 0,
  (error) => {
    console.error(`\nbenchmark failed: ${error.message}`);
    return 1;
  },
);
await cleanup();
process.exit(exitCode);
