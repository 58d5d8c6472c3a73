// Rentfolio portfolio benchmark (bench/README.md "Portfolio"): GET /api/portfolio/metrics for a user with 1,000
// properties against a bare hello-world server, and POST /api/properties/search for a user with 10,000 properties.
// `npm run bench:portfolio` builds first, then runs this file.
import { appendFileSync, existsSync, mkdirSync } from 'node:fs';
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
  POST_HEADERS,
  request,
  round,
  serverEnv,
  signUp,
  startHelloServer,
  startRentfolio,
  variedProperties,
} from './helpers.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = join(ROOT, 'apps/server/dist/main.js');
const RESULTS_FILE = join(ROOT, 'bench/results/portfolio.jsonl');

const TARGETS = { metricsRatioPct: 35, metricsP99Ms: 50, searchP99Ms: 100 };
/**
 * The searches measured, each for the first page as the search screen asks for it (100 rows; the list loads the next
 * page as it scrolls): a typical filtered one, and the text search the dashboard's search box sends.
 */
const PAGE = { limit: 100, offset: 0 };
const SEARCHES = {
  filtered: { state: 'CO', propertyType: 'single-family', minROI: 5, ...PAGE },
  text: { query: 'maple', ...PAGE },
};

const workspace = benchWorkspace('rentfolio-bench-');

/** `count` varied properties, added through the API (POST /api/properties/bulk, 1,000 per request). */
function addProperties(port, cookie, count) {
  return addPropertiesInBulk(port, cookie, variedProperties(count));
}

async function main() {
  if (!existsSync(SERVER_ENTRY))
    throw new Error(`${relative(ROOT, SERVER_ENTRY)} is missing: run npm run build`);
  const load = {
    duration: envNumber('BENCH_DURATION', 10),
    connections: envNumber('BENCH_CONNECTIONS', 50, { integer: true }),
    rounds: envNumber('BENCH_ROUNDS', 2, { integer: true }),
  };
  const helloPort = await startHelloServer(workspace);

  const port = await freePort();
  const dataDir = join(workspace.tempDir, 'data');
  mkdirSync(dataDir);
  const env = serverEnv({
    port,
    dataDir,
    // One user searching many times a second: the per-user limit of 300 writes a minute counts each search (POST)
    // and would answer 429 (the limits are tested elsewhere).
    RATE_LIMIT_MULTIPLIER: '1000',
  });
  await startRentfolio(workspace, SERVER_ENTRY, { port, env, logName: 'server.log' });

  const seedStarted = performance.now();
  const cookie1k = await signUp(port, 'bench1k');
  await addProperties(port, cookie1k, 1000);
  const cookie10k = await signUp(port, 'bench10k');
  await addProperties(port, cookie10k, 10_000);
  const seedS = (performance.now() - seedStarted) / 1000;

  // Checked once by hand: the measured answers are the real ones.
  const metrics = JSON.parse(
    (await request(port, '/api/portfolio/metrics', { headers: { cookie: cookie1k } })).body,
  );
  if (metrics.totalProperties !== 1000) throw new Error(`metrics: ${JSON.stringify(metrics)}`);
  const matches = {};
  for (const [name, filters] of Object.entries(SEARCHES)) {
    const answer = await request(port, '/api/properties/search', {
      method: 'POST',
      headers: { ...POST_HEADERS, cookie: cookie10k },
      body: JSON.stringify(filters),
    });
    if (answer.status !== 200)
      throw new Error(`search ${name}: ${answer.status} ${answer.body.slice(0, 300)}`);
    matches[name] = {
      count: Number(answer.headers['x-total-count']),
      rows: JSON.parse(answer.body).length,
      kB: Math.round(answer.body.length / 1024),
    };
  }

  const searchLoad = { ...load, connections: envNumber('BENCH_SEARCH_CONNECTIONS', 10, { integer: true }) };
  const rounds = { hello: [], metrics: [], filtered: [], text: [] };
  for (let round = 0; round < load.rounds; round += 1) {
    const first = round === 0;
    rounds.hello.push(await measure(`http://127.0.0.1:${helloPort}/`, { headers: {} }, load, first));
    rounds.metrics.push(
      await measure(
        `http://127.0.0.1:${port}/api/portfolio/metrics`,
        { headers: { cookie: cookie1k } },
        load,
        first,
      ),
    );
    for (const name of ['filtered', 'text']) {
      rounds[name].push(
        await measure(
          `http://127.0.0.1:${port}/api/properties/search`,
          {
            method: 'POST',
            headers: { ...POST_HEADERS, cookie: cookie10k },
            body: JSON.stringify(SEARCHES[name]),
          },
          searchLoad,
          first,
        ),
      );
    }
  }
  const runs = Object.fromEntries(Object.entries(rounds).map(([name, list]) => [name, combine(list)]));
  const bad = Object.entries(runs).filter(([, run]) => run.non2xx > 0 || run.errors > 0);
  if (bad.length > 0) {
    throw new Error(
      `the load runs must get only 2xx answers: ${bad.map(([n, r]) => `${n} ${JSON.stringify(r.statusCodes)} ${r.errors} errors`).join('; ')}`,
    );
  }

  const metricsRatioPct = (runs.metrics.rps / runs.hello.rps) * 100;
  const searchP99Ms = Math.max(runs.filtered.p99Ms, runs.text.p99Ms);
  const pass = {
    metricsRatio: metricsRatioPct >= TARGETS.metricsRatioPct,
    metricsP99: runs.metrics.p99Ms < TARGETS.metricsP99Ms,
    searchP99: searchP99Ms < TARGETS.searchP99Ms,
  };
  const verdict = (ok) => (ok ? 'PASS' : 'MISS');
  const commit = gitCommit();
  console.info(
    `\nRentfolio portfolio benchmark: ${load.rounds} alternating rounds of ${load.duration} s per target` +
      ` (node ${process.version}, ${os.availableParallelism()} CPUs${commit ? `, commit ${commit}` : ''});` +
      ` 11,000 properties added through the API in ${seedS.toFixed(1)} s\n`,
  );
  console.info(
    formatTable([
      ['target', 'connections', 'req/s (avg)', 'p50 ms', 'p99 ms', 'vs hello-world'],
      ['hello-world GET /', String(load.connections), ...loadCells(runs.hello), '100.0%'],
      [
        'GET /api/portfolio/metrics (1,000 properties)',
        String(load.connections),
        ...loadCells(runs.metrics),
        `${metricsRatioPct.toFixed(1)}%`,
      ],
      [
        `search ${JSON.stringify(SEARCHES.filtered)} (10,000; ${matches.filtered.count} match, ${matches.filtered.rows} sent, ${matches.filtered.kB} kB)`,
        String(searchLoad.connections),
        ...loadCells(runs.filtered),
        '',
      ],
      [
        `search ${JSON.stringify(SEARCHES.text)} (10,000; ${matches.text.count} match, ${matches.text.rows} sent, ${matches.text.kB} kB)`,
        String(searchLoad.connections),
        ...loadCells(runs.text),
        '',
      ],
    ]),
  );
  console.info('');
  console.info(
    formatTable([
      ['figure', 'value', 'target', 'result'],
      [
        'metrics / hello-world',
        `${metricsRatioPct.toFixed(1)}%`,
        `>= ${TARGETS.metricsRatioPct}%`,
        verdict(pass.metricsRatio),
      ],
      ['metrics p99', `${runs.metrics.p99Ms} ms`, `< ${TARGETS.metricsP99Ms} ms`, verdict(pass.metricsP99)],
      [
        'search p99 (worst of the two)',
        `${searchP99Ms} ms`,
        `< ${TARGETS.searchP99Ms} ms`,
        verdict(pass.searchP99),
      ],
    ]),
  );

  const record = {
    date: new Date().toISOString(),
    commit,
    node: process.version,
    cpus: os.availableParallelism(),
    durationS: load.duration,
    rounds: load.rounds,
    connections: load.connections,
    searchConnections: searchLoad.connections,
    helloRps: round(runs.hello.rps, 1),
    metricsRps: round(runs.metrics.rps, 1),
    metricsP50Ms: runs.metrics.p50Ms,
    metricsP99Ms: runs.metrics.p99Ms,
    metricsRatioPct: round(metricsRatioPct, 1),
    metricsRoundRatiosPct: rounds.hello.map((h, i) =>
      round(((rounds.metrics[i]?.rps ?? 0) / h.rps) * 100, 1),
    ),
    searchFilteredRps: round(runs.filtered.rps, 1),
    searchFilteredP99Ms: runs.filtered.p99Ms,
    searchFilteredMatches: matches.filtered.count,
    searchTextRps: round(runs.text.rps, 1),
    searchTextP99Ms: runs.text.p99Ms,
    searchTextMatches: matches.text.count,
    seedS: round(seedS, 1),
    targets: TARGETS,
    pass,
  };
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  appendFileSync(RESULTS_FILE, `${JSON.stringify(record)}\n`);
  console.info(`\nresults appended to ${relative(ROOT, RESULTS_FILE)}`);
}

const exitCode = await main().then(
  () => 0,
  (error) => {
    console.error(`\nbenchmark failed: ${error.message}`);
    for (const proc of workspace.processes) {
      const stderr = proc.stderr().trim();
      if (stderr) console.error(`\n--- ${proc.name} stderr ---\n${stderr}`);
    }
    return 1;
  },
);
await workspace.cleanup();
process.exit(exitCode);
