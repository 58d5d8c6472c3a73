// Rentfolio isolation benchmark (bench/README.md "Isolation"): while one user with 10,000 properties reads every page
// of their list (GET /api/properties?limit=100&offset=…) at 10 connections, another user's GET /api/auth/user keeps
// its p99 under 50 ms. With BENCH_SCENARIO=insights the heavy user (BENCH_PROPERTIES properties, 50,000 by default)
// reads their insights, recomputed on every read (no cache), and downloads their data export, at 2 connections.
// `npm run bench:isolation` builds the server first, then runs this file.
import { appendFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  addPropertiesInBulk,
  benchWorkspace,
  envNumber,
  formatTable,
  freePort,
  gitCommit,
  request,
  round,
  serverEnv,
  signUp,
  startRentfolio,
  stopNode,
} from './helpers.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = join(ROOT, 'apps/server/dist/main.js');
const RESULTS_FILE = join(ROOT, 'bench/results/isolation.jsonl');
const TARGET_P99_MS = 50;
const SCENARIO = process.env.BENCH_SCENARIO === 'insights' ? 'insights' : 'pages';
const PROPERTIES = envNumber('BENCH_PROPERTIES', SCENARIO === 'insights' ? 50_000 : 10_000);
const PAGE_SIZE = 100;

const workspace = benchWorkspace('rentfolio-bench-');

function addProperties(port, cookie, count) {
  const properties = Array.from({ length: count }, (_, i) => {
    const price = 180_000 + ((i * 7919) % 400) * 1000;
    return {
      address: `${100 + (i % 9000)} Cedar St`,
      city: 'Denver',
      state: 'CO',
      propertyType: 'single-family',
      bedrooms: 3,
      bathrooms: 2,
      purchasePrice: price,
      monthlyRent: Math.round(price * 0.0065),
      operatingExpenses: 250,
      propertyTaxes: Math.round(price * 0.006),
      insurance: 1200,
    };
  });
  return addPropertiesInBulk(port, cookie, properties);
}

async function main() {
  if (!existsSync(SERVER_ENTRY))
    throw new Error(`${relative(ROOT, SERVER_ENTRY)} is missing: run npm run build`);
  const duration = envNumber('BENCH_DURATION', 10);
  const port = await freePort();
  const dataDir = join(workspace.tempDir, 'data');
  mkdirSync(dataDir);
  // The insights scenario recomputes on every read: no cache to lean on.
  const env = serverEnv({ port, dataDir, ...(SCENARIO === 'insights' ? { PORTFOLIO_MEMO: 'off' } : {}) });
  // The heavy reader is one user: the per-user write limit does not apply to reads, and the seeding is 10 requests.
  const { server } = await startRentfolio(workspace, SERVER_ENTRY, { port, env, logName: 'server.log' });

  const heavy = await signUp(port, 'heavyreader');
  await addProperties(port, heavy, PROPERTIES);
  const other = await signUp(port, 'otheruser');
  const firstPage = await request(port, `/api/properties?limit=${PAGE_SIZE}&offset=0`, {
    headers: { cookie: heavy },
  });
  if (firstPage.headers['x-total-count'] !== String(PROPERTIES))
    throw new Error(`list total: ${firstPage.headers['x-total-count']}`);
  const pageKb = Math.round(firstPage.body.length / 1024);

  const pages =
    SCENARIO === 'insights'
      ? [
          { method: 'GET', path: '/api/insights?limit=100', headers: { cookie: heavy } },
          { method: 'GET', path: '/api/user/export', headers: { cookie: heavy } },
        ]
      : Array.from({ length: PROPERTIES / PAGE_SIZE }, (_, index) => ({
          method: 'GET',
          path: `/api/properties?limit=${PAGE_SIZE}&offset=${index * PAGE_SIZE}`,
          headers: { cookie: heavy },
        }));
  const base = `http://127.0.0.1:${port}`;
  // Quiet baseline: the other user alone.
  const alone = await autocannon({
    url: `${base}/api/auth/user`,
    headers: { cookie: other },
    connections: 1,
    duration,
  });
  const [reader, bystander] = await Promise.all([
    autocannon({
      url: base,
      requests: pages,
      connections: SCENARIO === 'insights' ? 2 : 10,
      duration,
      timeout: 120,
    }),
    autocannon({ url: `${base}/api/auth/user`, headers: { cookie: other }, connections: 1, duration }),
  ]);
  await stopNode(server);
  if (reader.non2xx > 0 || bystander.non2xx > 0) throw new Error('non-2xx answers during the run');

  const result = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    scenario: SCENARIO,
    properties: PROPERTIES,
    pageKb,
    readerRps: round(reader.requests.average, 0),
    readerP99Ms: reader.latency.p99,
    otherAloneP99Ms: alone.latency.p99,
    otherUnderLoadP50Ms: bystander.latency.p50,
    otherUnderLoadP99Ms: bystander.latency.p99,
    targetP99Ms: TARGET_P99_MS,
  };
  console.info(
    formatTable([
      ['figure', 'value'],
      [
        SCENARIO === 'insights'
          ? `heavy user (${PROPERTIES} properties): insights and exports per second (2 connections)`
          : 'heavy user: pages of 100 read per second (10 connections)',
        String(result.readerRps),
      ],
      ['heavy user: p99 per request (ms)', String(result.readerP99Ms)],
      ['other user GET /api/auth/user p99, alone (ms)', String(result.otherAloneP99Ms)],
      ['other user GET /api/auth/user p99, under load (ms)', String(result.otherUnderLoadP99Ms)],
      [
        `target p99 under load < ${TARGET_P99_MS} ms`,
        result.otherUnderLoadP99Ms < TARGET_P99_MS ? 'met' : 'MISSED',
      ],
    ]),
  );
  appendFileSync(RESULTS_FILE, `${JSON.stringify(result)}\n`);
  return result.otherUnderLoadP99Ms < TARGET_P99_MS ? 0 : 1;
}

const exitCode = await main().then(
  (code) => code,
  (error) => {
    console.error(error);
    return 2;
  },
);
await workspace.cleanup();
process.exit(exitCode);
