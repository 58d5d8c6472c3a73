// Rentfolio reads benchmark (bench/README.md "Reads"): what a signed-in read of a 1,000-property portfolio costs with
// the portfolio cache on and off, on SQLite and PostgreSQL, and how much one user's writer slows the other users'
// reads. `npm run bench:reads` builds the server first, then runs this file.
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
const RESULTS_FILE = join(ROOT, 'bench/results/reads.jsonl');

/** The issue's targets: a metrics read under 5 ms uncached; a writer slows other users' reads by at most 20%. */
const TARGETS = { metricsCostMs: 5, writerSlowdownPct: 20 };
const USERS = envNumber('BENCH_USERS', 5, { integer: true });
const PROPERTIES = envNumber('BENCH_PROPERTIES', 1000, { integer: true });
/** What the dashboard and the analytics page read, in the order a page asks for them. */
const MIXED_PATHS = [
  '/api/portfolio/metrics',
  '/api/goals/progress',
  '/api/properties?limit=50',
  '/api/analytics/summary',
  '/api/insights',
];

let workspace = null;

async function startServer(database, dataDir, cacheOn) {
  const port = await freePort();
  const env = serverEnv({
    port,
    dataDir,
    databaseUrl: database,
    PORTFOLIO_MEMO: cacheOn ? 'on' : 'off',
    // Many reads a second from one address: the per-address limits would answer 429 (they are tested elsewhere).
    RATE_LIMIT_MULTIPLIER: '1000',
  });
  const { server } = await startRentfolio(workspace, SERVER_ENTRY, { port, env });
  return { port, server };
}

function cannon(options) {
  return autocannon({ ...options, duration: options.duration });
}

/** One connection, one request at a time: the mean time of a request, in ms (fractions kept). */
async function meanLatency(url, headers, duration) {
  await cannon({ url, headers, connections: 1, duration: WARMUP_S });
  const result = await cannon({ url, headers, connections: 1, duration });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx`);
  return result.latency.average;
}

/** Every reader user's connections read MIXED_PATHS in turn, together; answers the totals. */
async function mixedReads(port, cookies, { duration, connections }) {
  const perUser = Math.max(1, Math.round(connections / cookies.length));
  const runs = await Promise.all(
    cookies.map((cookie) =>
      cannon({
        url: `http://127.0.0.1:${port}`,
        headers: { cookie },
        requests: MIXED_PATHS.map((path) => ({ method: 'GET', path })),
        connections: perUser,
        duration,
      }),
    ),
  );
  const bad = runs.reduce((sum, run) => sum + run.non2xx + run.errors, 0);
  if (bad > 0) throw new Error(`mixed reads: ${bad} non-2xx answers or errors`);
  return {
    rps: runs.reduce((sum, run) => sum + run.requests.average, 0),
    p50Ms: Math.max(...runs.map((run) => run.latency.p50)),
    p99Ms: Math.max(...runs.map((run) => run.latency.p99)),
  };
}

/** One user edits a property in a loop, one request at a time, until stopped; answers the writes made. */
function startWriter(port, cookie, propertyId) {
  let stopped = false;
  let writes = 0;
  const done = (async () => {
    while (!stopped) {
      const response = await request(port, `/api/properties/${propertyId}`, {
        method: 'PATCH',
        headers: { ...POST_HEADERS, cookie },
        body: JSON.stringify({ monthlyRent: 1500 + (writes % 500) }),
        timeoutMs: 60_000,
      });
      if (response.status !== 200)
        throw new Error(`writer: ${response.status} ${response.body.slice(0, 200)}`);
      writes += 1;
    }
    return writes;
  })();
  return {
    stop: async () => {
      stopped = true;
      return done;
    },
  };
}

async function seed(port) {
  const cookies = [];
  for (let u = 0; u < USERS; u += 1) {
    const cookie = await signUp(port, `reads${u}`);
    await addPropertiesInBulk(port, cookie, variedProperties(PROPERTIES, u));
    cookies.push(cookie);
  }
  const list = await request(port, '/api/properties?limit=1', { headers: { cookie: cookies[0] } });
  const [first] = JSON.parse(list.body);
  return { cookies, writerPropertyId: first.id };
}

async function measureDatabase(name, helloPort, load) {
  const dataDir = join(workspace.tempDir, `data-${name}`);
  mkdirSync(dataDir);
  const database = name === 'postgres' ? await freshPostgresDatabase('rentfolio_bench_reads') : null;
  const figures = {};
  let seeded = null;
  for (const cacheOn of [true, false]) {
    const { port, server } = await startServer(database, dataDir, cacheOn);
    seeded ??= await seed(port);
    const { cookies, writerPropertyId } = seeded;
    const metricsUrl = `http://127.0.0.1:${port}/api/portfolio/metrics`;
    const helloMs = await meanLatency(`http://127.0.0.1:${helloPort}/`, {}, load.duration);
    const metricsMs = await meanLatency(metricsUrl, { cookie: cookies[1] }, load.duration);
    // What each read costs alone, one at a time (less the hello-world request's own time).
    const perPathMs = {};
    for (const path of MIXED_PATHS) {
      const ms = await meanLatency(
        `http://127.0.0.1:${port}${path}`,
        { cookie: cookies[1] },
        load.duration / 2,
      );
      perPathMs[path] = round(Math.max(0, ms - helloMs), 2);
    }
    const readers = cookies.slice(1);
    await mixedReads(port, readers, { ...load, duration: WARMUP_S });
    const alone = await mixedReads(port, readers, load);
    const writer = startWriter(port, cookies[0], writerPropertyId);
    const withWriter = await mixedReads(port, readers, load);
    const writes = await writer.stop();
    figures[cacheOn ? 'cacheOn' : 'cacheOff'] = {
      metricsMs: round(metricsMs, 2),
      helloMs: round(helloMs, 2),
      metricsCostMs: round(Math.max(0, metricsMs - helloMs), 2),
      perPathMs,
      mixedRps: round(alone.rps, 1),
      mixedP50Ms: alone.p50Ms,
      mixedP99Ms: alone.p99Ms,
      withWriterRps: round(withWriter.rps, 1),
      withWriterP99Ms: withWriter.p99Ms,
      writesPerS: round(writes / load.duration, 1),
      writerSlowdownPct: round((1 - withWriter.rps / alone.rps) * 100, 1),
    };
    await stopNode(server);
  }
  return figures;
}

async function main() {
  if (!existsSync(SERVER_ENTRY))
    throw new Error(`${relative(ROOT, SERVER_ENTRY)} is missing: run npm run build`);
  const load = {
    duration: envNumber('BENCH_DURATION', 10),
    connections: envNumber('BENCH_CONNECTIONS', 50, { integer: true }),
  };
  const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
  workspace = benchWorkspace('rentfolio-bench-reads-');
  const helloPort = await startHelloServer(workspace);

  const results = {};
  for (const name of databases) results[name] = await measureDatabase(name, helloPort, load);

  const rows = [
    [
      'Database',
      'Cache',
      'Metrics read (ms, less hello)',
      'Mixed reads/s',
      'p99 (ms)',
      'With a writer/s',
      'p99 (ms)',
      'Writer slows others',
    ],
  ];
  const pass = {};
  for (const [name, byCache] of Object.entries(results)) {
    for (const [cache, f] of Object.entries(byCache)) {
      rows.push([
        name,
        cache === 'cacheOn' ? 'on' : 'off',
        `${f.metricsCostMs}`,
        `${f.mixedRps}`,
        `${f.mixedP99Ms}`,
        `${f.withWriterRps}`,
        `${f.withWriterP99Ms}`,
        `${f.writerSlowdownPct}%`,
      ]);
      pass[`${name}-${cache}`] = {
        metricsCost: f.metricsCostMs < TARGETS.metricsCostMs,
        writerSlowdown: f.writerSlowdownPct <= TARGETS.writerSlowdownPct,
      };
    }
  }
  console.info(
    `\nReads of ${USERS - 1} users with ${PROPERTIES.toLocaleString('en-US')} properties each, ${load.connections} connections, ${load.duration} s; the writer edits user 0's portfolio.\n`,
  );
  console.info(formatTable(rows));
  for (const [name, byCache] of Object.entries(results))
    for (const [cache, f] of Object.entries(byCache))
      console.info(
        `${name}, cache ${cache === 'cacheOn' ? 'on' : 'off'}: each read alone (ms) ${JSON.stringify(f.perPathMs)}`,
      );
  console.info(
    `\nTargets: a metrics read under ${TARGETS.metricsCostMs} ms uncached; a writer slows the other users' reads by at most ${TARGETS.writerSlowdownPct}%.`,
  );
  for (const [key, verdict] of Object.entries(pass))
    console.info(
      `${key}: metrics ${verdict.metricsCost ? 'PASS' : 'MISS'}, writer ${verdict.writerSlowdown ? 'PASS' : 'MISS'}`,
    );
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  appendFileSync(
    RESULTS_FILE,
    `${JSON.stringify({
      date: new Date().toISOString(),
      commit: gitCommit(),
      node: process.version,
      cpus: os.cpus().length,
      durationS: load.duration,
      connections: load.connections,
      users: USERS,
      properties: PROPERTIES,
      results,
      targets: TARGETS,
      pass,
    })}\n`,
  );
}

main()
  .then(() => workspace?.cleanup())
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
