// Rentfolio ledger benchmark (bench/README.md "Ledger"): a portfolio of 50 properties with 10 years of monthly
// transactions (about 60,000 rows), on SQLite and PostgreSQL: the ledger's first page (the whole portfolio, and one
// property) at 10 connections, against a bare hello-world server measured in the same run. `npm run bench:ledger`
// builds the server first, then runs this file.
import { appendFileSync, existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  addPropertiesInBulk,
  benchWorkspace,
  envNumber,
  formatTable,
  freePort,
  freshPostgresDatabase,
  gitCommit,
  POST_HEADERS,
  request,
  round,
  serverEnv,
  signUp,
  startHelloServer,
  startRentfolio,
  stopNode,
  variedProperties,
  WARMUP_S,
} from './helpers.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = join(ROOT, 'apps/server/dist/main.js');
const RESULTS_FILE = join(ROOT, 'bench/results/ledger.jsonl');

/** The target: the ledger's first page under 50 ms (p99 at 10 connections). */
const TARGET_P99_MS = 50;
/** The plan-against-actual screen's read: every property's plan, sums and IRR to date. */
const TARGET_PLAN_P99_MS = 100;

/** A read's p99 target, or null when it is only reported. */
function targetOf(label) {
  if (label.startsWith('first page')) return TARGET_P99_MS;
  if (label.startsWith('plan against actual')) return TARGET_PLAN_P99_MS;
  return null;
}
const PROPERTIES = envNumber('BENCH_PROPERTIES', 50, { integer: true });
const YEARS = envNumber('BENCH_YEARS', 10, { integer: true });
/** Rows a property books a month: rent, interest, principal, taxes, insurance, repairs, utilities, management, supplies, other. */
const MONTHLY = [
  ['rents', 'Tenant', 1850],
  ['mortgageInterest', 'First Bank', 912.35],
  ['loanPrincipal', 'First Bank', 311.4],
  ['taxes', 'County Treasurer', 240],
  ['insurance', 'State Farm', 95],
  ['repairs', 'Ace Plumbing', 120],
  ['utilities', 'City Water', 62.18],
  ['managementFees', 'Keys Property Management', 148],
  ['supplies', 'Home Depot', 33.5],
  ['other', 'HOA', 45],
];

let workspace = null;

/** Every month of every property, as payments of 10 parts (one request each), through POST /api/transactions. */
async function seedLedger(port, cookie, propertyIds) {
  let rows = 0;
  const first = 2016;
  for (let year = first; year < first + YEARS; year += 1) {
    for (let month = 1; month <= 12; month += 1) {
      const date = `${year}-${String(month).padStart(2, '0')}-05`;
      for (const propertyId of propertyIds) {
        // One payment of 10 parts a property a month: the split of a statement's month.
        const response = await request(port, '/api/transactions', {
          method: 'POST',
          headers: { ...POST_HEADERS, cookie },
          body: JSON.stringify({
            date,
            payee: 'Monthly statement',
            memo: `Statement ${date.slice(0, 7)}`,
            parts: MONTHLY.map(([category, , amount]) => ({ propertyId, category, amount })),
          }),
          timeoutMs: 60_000,
        });
        if (response.status !== 201)
          throw new Error(`seed: ${response.status} ${response.body.slice(0, 200)}`);
        rows += MONTHLY.length;
      }
    }
  }
  return rows;
}

async function cannon(url, headers, { connections, duration }) {
  await autocannon({ url, headers, connections, duration: WARMUP_S });
  const result = await autocannon({ url, headers, connections, duration });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { p50Ms: result.latency.p50, p99Ms: result.latency.p99, rps: round(result.requests.average, 1) };
}

async function measureDatabase(name, helloPort, load) {
  const dataDir = join(workspace.tempDir, `data-${name}`);
  mkdirSync(dataDir);
  const database = name === 'postgres' ? await freshPostgresDatabase('rentfolio_bench_ledger') : null;
  const port = await freePort();
  const env = serverEnv({ port, dataDir, databaseUrl: database, RATE_LIMIT_MULTIPLIER: '1000' });
  const { server } = await startRentfolio(workspace, SERVER_ENTRY, { port, env });
  try {
    const cookie = await signUp(port, `ledger-${name}`);
    await addPropertiesInBulk(port, cookie, variedProperties(PROPERTIES));
    const list = await request(port, `/api/properties?limit=${PROPERTIES}`, { headers: { cookie } });
    const propertyIds = JSON.parse(list.body).map((property) => property.id);
    const started = performance.now();
    const rows = await seedLedger(port, cookie, propertyIds);
    const seedS = round((performance.now() - started) / 1000, 1);
    const base = `http://127.0.0.1:${port}/api/transactions`;
    const reads = {
      'first page, whole portfolio': `${base}?limit=50`,
      'first page, one property': `${base}?limit=50&propertyId=${propertyIds[0]}`,
      'one year, one category': `${base}?limit=50&from=2020-01-01&to=2020-12-31&category=repairs`,
      'payee or memo text': `${base}?limit=50&q=statement%202019`,
      'plan against actual, trailing 12 months': `http://127.0.0.1:${port}/api/plan-actual`,
      'plan against actual, since purchase': `http://127.0.0.1:${port}/api/plan-actual?period=sincePurchase`,
    };
    const hello = await cannon(`http://127.0.0.1:${helloPort}/`, {}, load);
    const figures = { rows, seedS, hello, reads: {} };
    for (const [label, url] of Object.entries(reads))
      figures.reads[label] = await cannon(url, { cookie }, load);
    return figures;
  } finally {
    await stopNode(server);
  }
}

async function main() {
  if (!existsSync(SERVER_ENTRY))
    throw new Error(`${relative(ROOT, SERVER_ENTRY)} is missing: run npm run build`);
  const load = {
    duration: envNumber('BENCH_DURATION', 10),
    connections: envNumber('BENCH_CONNECTIONS', 10, { integer: true }),
  };
  const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
  workspace = benchWorkspace('rentfolio-bench-ledger-');
  const helloPort = await startHelloServer(workspace);
  const results = {};
  for (const name of databases) results[name] = await measureDatabase(name, helloPort, load);

  const rows = [['Database', 'Read', 'p50 (ms)', 'p99 (ms)', 'req/s', 'p99 vs hello-world', 'Target']];
  for (const [name, f] of Object.entries(results)) {
    for (const [label, r] of Object.entries(f.reads)) {
      rows.push([
        name,
        label,
        `${r.p50Ms}`,
        `${r.p99Ms}`,
        `${r.rps}`,
        `${round(r.p99Ms / Math.max(1, f.hello.p99Ms), 1)}x`,
        targetOf(label) === null ? '' : r.p99Ms < targetOf(label) ? 'PASS' : 'MISS',
      ]);
    }
  }
  for (const [name, f] of Object.entries(results))
    console.info(
      `${name}: ${f.rows.toLocaleString('en-US')} rows of ${PROPERTIES} properties over ${YEARS} years, seeded through the API in ${f.seedS} s; hello-world p99 ${f.hello.p99Ms} ms`,
    );
  console.info(`\nLedger reads at ${load.connections} connections for ${load.duration} s each.\n`);
  console.info(formatTable(rows));
  console.info(
    `\nTargets: the ledger's first page under ${TARGET_P99_MS} ms at p99, plan against actual under ${TARGET_PLAN_P99_MS} ms.`,
  );
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  appendFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ at: new Date().toISOString(), commit: gitCommit(), cpus: os.cpus().length, load, results })}\n`,
  );
  await workspace.cleanup();
}

main().catch(async (error) => {
  console.error(error);
  await workspace?.cleanup();
  process.exit(1);
});
