// Rentfolio market benchmark (bench/README.md "Market"): the market routes against a bare Node hello-world server in
// the same run, the first load of the market data set, and a start with it already loaded.
// `npm run bench:market` builds the server first, then runs this file.
import { appendFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  addPropertiesInBulk,
  benchWorkspace,
  combine,
  envNumber,
  formatTable,
  freePort,
  gitCommit,
  loadCells,
  measure,
  request,
  round,
  serverEnv,
  signUp,
  startHelloServer,
  startRentfolio,
  stopNode,
} from './helpers.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = join(ROOT, 'apps/server/dist/main.js');
const DATASET_FILE = join(ROOT, 'packages/market-data/dataset/market-data.json.gz');
const RESULTS_FILE = join(ROOT, 'bench/results/market.jsonl');
const TARGETS = {
  marketDataPct: 30,
  rentCheckPct: 30,
  insightsPct: 10,
  heatMapP99Ms: 100,
  warmStartMs: 1500,
};
const PROPERTIES = 1000;
// Real ZIPs of the data set in three metros, so every property meets the rent check and the value index.
const PLACES = [
  { city: 'Denver', state: 'CO', zipCode: '80205' },
  { city: 'Austin', state: 'TX', zipCode: '78704' },
  { city: 'Phoenix', state: 'AZ', zipCode: '85016' },
];

const workspace = benchWorkspace('rentfolio-bench-market-');

function addProperties(port, cookie) {
  const properties = Array.from({ length: PROPERTIES }, (_, i) => {
    const price = 220_000 + ((i * 7919) % 300) * 1000;
    return {
      address: `${100 + i} Cedar St`,
      ...PLACES[i % PLACES.length],
      propertyType: 'single-family',
      bedrooms: 2 + (i % 3),
      purchasePrice: price,
      monthlyRent: Math.round(price * (0.004 + (i % 5) * 0.001)),
      operatingExpenses: 250,
      propertyTaxes: Math.round(price * 0.006),
      insurance: 1200,
      purchaseDate: `${2015 + (i % 9)}-0${1 + (i % 9)}-15`,
      isOccupied: i % 17 !== 0,
    };
  });
  return addPropertiesInBulk(port, cookie, properties);
}

/** Spawn to the first 200 of /api/health, in ms. */
function startServer(port, dataDir, logName) {
  const env = serverEnv({ port, dataDir });
  return startRentfolio(workspace, SERVER_ENTRY, { port, env, logName });
}

async function main() {
  if (!existsSync(SERVER_ENTRY))
    throw new Error(`${relative(ROOT, SERVER_ENTRY)} is missing: run npm run build`);
  const load = {
    duration: envNumber('BENCH_DURATION', 5),
    connections: envNumber('BENCH_CONNECTIONS', 50, { integer: true }),
    rounds: envNumber('BENCH_ROUNDS', 2, { integer: true }),
  };
  const dataDir = join(workspace.tempDir, 'data');
  mkdirSync(dataDir);

  // First start on an empty database: every migration and the first load of the market data set.
  const port = await freePort();
  const first = await startServer(port, dataDir, 'first.log');
  await stopNode(first.server);
  const dbBytes = statSync(join(dataDir, 'rentfolio.db')).size;
  // A start with the data already loaded.
  const warm = await startServer(port, dataDir, 'warm.log');
  const server = warm.server;

  const helloPort = await startHelloServer(workspace);

  const light = await signUp(port, 'marketreader');
  const heavy = await signUp(port, 'portfolio1000');
  await addProperties(port, heavy);
  const insights = await request(port, '/api/insights?limit=1', { headers: { cookie: heavy } });
  if (insights.status !== 200) throw new Error(`insights: ${insights.status}`);
  const insightCount = Number(insights.headers['x-total-count']);
  const heatMap = await request(port, '/api/market/heatmap', { headers: { cookie: light } });
  const heatMapRows = JSON.parse(heatMap.body).rows.length;

  const base = `http://127.0.0.1:${port}`;
  const targets = [
    ['hello', `http://127.0.0.1:${helloPort}/`, {}],
    // As a browser asks: with Accept-Encoding (the records are 40 KB of JSON).
    [
      'marketData',
      `${base}/api/market-data/Denver/CO`,
      { headers: { cookie: light, 'accept-encoding': 'br, gzip' } },
    ],
    ['rentCheck', `${base}/api/market/rent-check?zipCode=80205&bedrooms=3`, { headers: { cookie: light } }],
    // The insights screen's first page (100 of the portfolio's thousands).
    ['insights', `${base}/api/insights`, { headers: { cookie: heavy, 'accept-encoding': 'br, gzip' } }],
    ['heatMap', `${base}/api/market/heatmap`, { headers: { cookie: light, 'accept-encoding': 'br, gzip' } }],
  ];
  const rounds = Object.fromEntries(targets.map(([name]) => [name, []]));
  // Alternating rounds, so the host's drift hits every target alike (bench/README.md).
  for (let round = 0; round < load.rounds; round += 1) {
    for (const [name, url, req] of targets) {
      const connections = name === 'heatMap' || name === 'insights' ? 10 : load.connections;
      rounds[name].push(await measure(url, req, { ...load, connections }, round === 0));
    }
  }
  await stopNode(server);
  const runs = Object.fromEntries(Object.entries(rounds).map(([name, list]) => [name, combine(list)]));
  for (const [name, run] of Object.entries(runs)) {
    if (run.non2xx > 0 || run.errors > 0)
      throw new Error(`${name}: ${run.non2xx} non-2xx, ${run.errors} errors`);
  }
  const pct = (name) => (runs[name].rps / runs.hello.rps) * 100;
  const result = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    cpus: os.cpus().length,
    durationS: load.duration,
    rounds: load.rounds,
    datasetGzipMb: round(statSync(DATASET_FILE).size / 1024 / 1024, 2),
    sqliteDbMb: round(dbBytes / 1024 / 1024, 1),
    firstStartMs: Math.round(first.ms),
    warmStartMs: Math.round(warm.ms),
    helloRps: round(runs.hello.rps, 0),
    marketDataPct: round(pct('marketData'), 1),
    rentCheckPct: round(pct('rentCheck'), 1),
    insightsPct: round(pct('insights'), 1),
    insightsFor: PROPERTIES,
    insightCount,
    heatMapRows,
    heatMapRps: round(runs.heatMap.rps, 0),
    heatMapP99Ms: runs.heatMap.p99Ms,
    targets: TARGETS,
  };
  const verdict = (ok) => (ok ? 'PASS' : 'MISS');
  console.info(
    formatTable([
      ['target', 'req/s', 'p50 ms', 'p99 ms', 'vs hello-world'],
      ['hello-world GET /', ...loadCells(runs.hello), '100.0%'],
      ['GET /api/market-data/Denver/CO', ...loadCells(runs.marketData), `${result.marketDataPct}%`],
      ['GET /api/market/rent-check (80205, 3 bd)', ...loadCells(runs.rentCheck), `${result.rentCheckPct}%`],
      [`GET /api/insights (${PROPERTIES} properties)`, ...loadCells(runs.insights), `${result.insightsPct}%`],
      [
        `GET /api/market/heatmap (${heatMapRows} places, 10 conn.)`,
        ...loadCells(runs.heatMap),
        `${round(pct('heatMap'), 1)}%`,
      ],
    ]),
  );
  console.info(
    formatTable([
      ['figure', 'value', 'target', 'result'],
      [
        'market-data / hello-world',
        `${result.marketDataPct}%`,
        '>= 30%',
        verdict(result.marketDataPct >= 30),
      ],
      ['rent check / hello-world', `${result.rentCheckPct}%`, '>= 30%', verdict(result.rentCheckPct >= 30)],
      [
        'insights (1,000 properties) / hello-world',
        `${result.insightsPct}%`,
        '>= 10%',
        verdict(result.insightsPct >= 10),
      ],
      [
        'heat map p99 (all places)',
        `${result.heatMapP99Ms} ms`,
        '< 100 ms',
        verdict(result.heatMapP99Ms < 100),
      ],
      ['first start (migrations + market data load)', `${result.firstStartMs} ms`, 'reported', ''],
      [
        'start with the data loaded',
        `${result.warmStartMs} ms`,
        '< 1500 ms',
        verdict(result.warmStartMs < 1500),
      ],
      [
        'data set (gzip) / SQLite database',
        `${result.datasetGzipMb} MB / ${result.sqliteDbMb} MB`,
        'reported',
        '',
      ],
    ]),
  );
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  appendFileSync(RESULTS_FILE, `${JSON.stringify(result)}\n`);
  console.info(`results appended to ${relative(ROOT, RESULTS_FILE)}`);
}

const exitCode = await main().then(
  () => 0,
  (error) => {
    console.error(`market benchmark failed: ${error.message}`);
    return 1;
  },
);
await workspace.cleanup();
process.exit(exitCode);
