// Rentfolio API benchmark (bench/README.md): signed-in GET /api/auth/user against a bare Node hello-world server,
// plus the cold start and idle memory of the production build. `npm run bench` builds first, then runs this file.
import {
  appendFileSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  combine,
  envNumber,
  formatTable,
  freePort,
  gitCommit,
  hasExited,
  loadCells,
  measure,
  readRssMb,
  request,
  round,
  serverEnv,
  sleep,
  startNode,
  stopNode,
  WARMUP_S,
  waitFor200,
} from './helpers.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = join(ROOT, 'apps/server/dist/main.js');
const HELLO_ENTRY = join(ROOT, 'bench/src/hello-server.mjs');
const BARE_DEAL_ENTRY = join(ROOT, 'bench/src/bare-deal-server.mjs');
const RESULTS_FILE = join(ROOT, 'bench/results/auth-user.jsonl');

/** analyze-deal is compared with bare Fastify answering the same bytes to the same body (bare-deal-server.mjs). */
const TARGETS = { ratioPct: 35, dealVsBarePct: 50, coldStartMs: 1500, idleRssMb: 150 };
/** The full deal form of docs/calculations.md's example, with the default 10-year projection. */
const BENCH_DEAL = {
  purchasePrice: '250,000',
  monthlyRent: '2,400',
  operatingExpenses: '300',
  propertyTaxes: '3,000',
  insurance: '1,200',
  maintenance: '1,800',
  vacancy: '5',
  downPayment: '20',
  interestRate: '6.5',
  loanTerm: '30',
  closingCosts: '3',
  rehabCosts: '10,000',
  address: '12 Elm St',
  city: 'Denver',
  state: 'CO',
  propertyType: 'single-family',
  projection: { years: 10 },
};
const IDLE_WAIT_MS = 2000;
const POST_HEADERS = { 'content-type': 'application/json', 'x-rentfolio-client': 'web' };
const ACCOUNT = { username: 'bench', email: 'bench@example.com', password: 'bench-password-123' };

// Everything that must go away however the run ends: the child processes and the temp dir (database and server log).
const processes = [];
let tempDir = null;
let cleaning = null;

function cleanup() {
  cleaning ??= (async () => {
    await Promise.all(processes.map((proc) => stopNode(proc)));
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  })();
  return cleaning;
}

// Ctrl-C or a kill: stop the servers and remove the temp dir before leaving.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing ${tempDir ?? 'the temp dir'}`);
    cleanup().finally(() => process.exit(128 + os.constants.signals[signal]));
  });
}

// Last resort when the process ends some other way (an uncaught error): synchronous, so no graceful shutdown.
process.on('exit', () => {
  for (const proc of processes) if (!hasExited(proc)) proc.child.kill('SIGKILL');
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

async function main() {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(
      `${relative(ROOT, SERVER_ENTRY)} is missing: build the server first (npm run build -w @rentfolio/server)`,
    );
  }
  const load = {
    duration: envNumber('BENCH_DURATION', 10),
    connections: envNumber('BENCH_CONNECTIONS', 50, { integer: true }),
    rounds: envNumber('BENCH_ROUNDS', 2, { integer: true }),
  };
  tempDir = mkdtempSync(join(os.tmpdir(), 'rentfolio-bench-'));

  // 1. The baseline server, started first so that it is ready long before its turn.
  const helloPort = await freePort();
  const hello = startNode('hello-world server', [HELLO_ENTRY], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(helloPort) },
  });
  processes.push(hello);
  await waitFor200(hello, helloPort, '/');

  // 2. Cold start of the production build on an empty SQLite database: spawn to the first 200 of /api/health, which
  // includes loading the bundle, running every migration and opening the port. Polling every 15 ms bounds the error.
  // HOST keeps the bench server off the network; DATABASE_URL is dropped so that it always runs on SQLite.
  const port = await freePort();
  const dataDir = join(tempDir, 'data');
  mkdirSync(dataDir);
  const env = serverEnv({ port, dataDir });
  // LOG_LEVEL=info logs every request, as in production; the log goes to a file so that it costs what it costs there
  // without flooding the terminal.
  const logFd = openSync(join(tempDir, 'server.log'), 'w');
  const spawnedAt = performance.now();
  const server = startNode('Rentfolio server', [SERVER_ENTRY], { cwd: ROOT, env, stdout: logFd });
  closeSync(logFd); // the child has its own copy
  processes.push(server);
  const coldStartMs = (await waitFor200(server, port, '/api/health', { everyMs: 15 })) - spawnedAt;

  // 3. Idle memory once start-up work (migrations, first requests, lazy loading) has settled.
  await sleep(IDLE_WAIT_MS);
  if (hasExited(server)) throw new Error('Rentfolio server exited while idle');
  const idleRssMb = readRssMb(server.child.pid);

  // 4. A real account and session, so that the load hits the signed-in path (cookie -> session -> user lookup).
  const cookie = await signIn(port);

  // The bare analyze-deal baseline answers exactly what the real route answers to the bench deal.
  const dealAnswer = await request(port, '/api/analyze-deal', {
    method: 'POST',
    headers: { ...POST_HEADERS, cookie },
    body: JSON.stringify(BENCH_DEAL),
  });
  if (dealAnswer.status !== 200)
    throw new Error(`analyze-deal answered ${dealAnswer.status}: ${dealAnswer.body}`);
  const answerFile = join(tempDir, 'deal-answer.json');
  writeFileSync(answerFile, dealAnswer.body);
  const barePort = await freePort();
  const bare = startNode('bare analyze-deal server', [BARE_DEAL_ENTRY], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(barePort), ANSWER_FILE: answerFile },
  });
  processes.push(bare);
  await waitFor200(bare, barePort, '/');

  // 5. Throughput and latency. autocannon runs in this process and shares the machine's cores with the server it
  // loads, so absolute req/s depend on the machine and on the load generator; only the ratio of two figures
  // measured in the same run is meaningful, hence the hello-world baseline.
  // The host's speed drifts by tens of percent over a minute on this shared machine, so the two targets are measured
  // in alternating rounds (hello, signed-in, hello, signed-in…) and each figure is the mean over its rounds: drift then
  // hits both sides alike instead of deciding the ratio.
  const helloRounds = [];
  const userRounds = [];
  const dealRounds = [];
  const bareRounds = [];
  const dealRequest = {
    method: 'POST',
    body: JSON.stringify(BENCH_DEAL),
    headers: { cookie, ...POST_HEADERS },
  };
  for (let round = 0; round < load.rounds; round += 1) {
    helloRounds.push(await measure(`http://127.0.0.1:${helloPort}/`, { headers: {} }, load, round === 0));
    userRounds.push(
      await measure(`http://127.0.0.1:${port}/api/auth/user`, { headers: { cookie } }, load, round === 0),
    );
    dealRounds.push(
      await measure(`http://127.0.0.1:${port}/api/analyze-deal`, dealRequest, load, round === 0),
    );
    bareRounds.push(
      await measure(`http://127.0.0.1:${barePort}/api/analyze-deal`, dealRequest, load, round === 0),
    );
  }
  const helloRun = combine(helloRounds);
  const userRun = combine(userRounds);
  const dealRun = combine(dealRounds);
  const bareRun = combine(bareRounds);
  // A run that got errors (a 401, a 429, a dropped connection) measured something else: no figures at all.
  const bad = [
    ['hello-world', helloRun],
    ['signed-in', userRun],
    ['analyze-deal', dealRun],
    ['bare analyze-deal', bareRun],
  ].filter(([, run]) => run.non2xx > 0 || run.errors > 0);
  if (bad.length > 0) {
    const lines = bad.map(
      ([name, run]) =>
        `${name}: ${run.non2xx} non-2xx answers (status codes ${JSON.stringify(run.statusCodes)}), ${run.errors} errors (${run.timeouts} time-outs)`,
    );
    throw new Error(`the load runs must get only 2xx answers:\n  ${lines.join('\n  ')}`);
  }

  // 6. The report.
  const ratioPct = (userRun.rps / helloRun.rps) * 100;
  const dealRatioPct = (dealRun.rps / helloRun.rps) * 100;
  const dealVsBarePct = (dealRun.rps / bareRun.rps) * 100;
  const pass = {
    ratio: ratioPct >= TARGETS.ratioPct,
    dealVsBare: dealVsBarePct >= TARGETS.dealVsBarePct,
    coldStart: coldStartMs < TARGETS.coldStartMs,
    idleRss: idleRssMb < TARGETS.idleRssMb,
  };
  const verdict = (ok) => (ok ? 'PASS' : 'MISS');
  const commit = gitCommit();

  console.info(
    `\nRentfolio API benchmark: ${load.connections} connections, ${load.rounds} alternating rounds of ${load.duration} s per target after a ${WARMUP_S} s warm-up` +
      ` (node ${process.version}, ${os.availableParallelism()} CPUs${commit ? `, commit ${commit}` : ''})\n`,
  );
  console.info(
    formatTable([
      ['target', 'req/s (avg)', 'p50 ms', 'p99 ms', 'vs hello-world'],
      ['hello-world GET /', ...loadCells(helloRun), '100.0%'],
      ['signed-in GET /api/auth/user', ...loadCells(userRun), `${ratioPct.toFixed(1)}%`],
      [
        'POST /api/analyze-deal (full, 10-year projection)',
        ...loadCells(dealRun),
        `${dealRatioPct.toFixed(1)}%`,
      ],
      [
        'bare Fastify POST, same body and answer',
        ...loadCells(bareRun),
        `${((bareRun.rps / helloRun.rps) * 100).toFixed(1)}%`,
      ],
    ]),
  );
  console.info('');
  console.info(
    formatTable([
      ['figure', 'value', 'target', 'result'],
      [
        'signed-in / hello-world throughput',
        `${ratioPct.toFixed(1)}%`,
        `>= ${TARGETS.ratioPct}%`,
        verdict(pass.ratio),
      ],
      [
        'analyze-deal / bare Fastify throughput',
        `${dealVsBarePct.toFixed(1)}%`,
        `>= ${TARGETS.dealVsBarePct}%`,
        verdict(pass.dealVsBare),
      ],
      ['cold start', `${coldStartMs.toFixed(0)} ms`, `< ${TARGETS.coldStartMs} ms`, verdict(pass.coldStart)],
      ['idle RSS', `${idleRssMb.toFixed(1)} MB`, `< ${TARGETS.idleRssMb} MB`, verdict(pass.idleRss)],
    ]),
  );
  console.info(
    `\nnon-2xx answers: hello-world ${helloRun.non2xx}, signed-in ${userRun.non2xx}, analyze-deal ${dealRun.non2xx}`,
  );

  // 7. One JSON line per run, so that runs can be compared over time (same machine, same settings).
  const record = {
    date: new Date().toISOString(),
    commit,
    node: process.version,
    cpus: os.availableParallelism(),
    durationS: load.duration,
    rounds: load.rounds,
    roundRatiosPct: helloRounds.map((h, i) => round(((userRounds[i]?.rps ?? 0) / h.rps) * 100, 1)),
    connections: load.connections,
    // Server settings that change these figures, as given to this run (unset: the server's default).
    sessionCacheTtlSeconds: process.env.SESSION_CACHE_TTL_SECONDS ?? 'default',
    warmupS: WARMUP_S,
    helloRps: round(helloRun.rps, 1),
    helloP50Ms: helloRun.p50Ms,
    helloP99Ms: helloRun.p99Ms,
    helloRequests: helloRun.requests,
    userRps: round(userRun.rps, 1),
    userP50Ms: userRun.p50Ms,
    userP99Ms: userRun.p99Ms,
    userRequests: userRun.requests,
    userNon2xx: userRun.non2xx,
    ratioPct: round(ratioPct, 1),
    dealRps: round(dealRun.rps, 1),
    dealP50Ms: dealRun.p50Ms,
    dealP99Ms: dealRun.p99Ms,
    dealRequests: dealRun.requests,
    dealRatioPct: round(dealRatioPct, 1),
    bareDealRps: round(bareRun.rps, 1),
    dealVsBarePct: round(dealVsBarePct, 1),
    dealRoundRatiosPct: helloRounds.map((h, i) => round(((dealRounds[i]?.rps ?? 0) / h.rps) * 100, 1)),
    coldStartMs: round(coldStartMs, 0),
    idleRssMb: round(idleRssMb, 1),
    targets: TARGETS,
    pass,
  };
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  appendFileSync(RESULTS_FILE, `${JSON.stringify(record)}\n`);
  console.info(`results appended to ${relative(ROOT, RESULTS_FILE)}`);
}

/** Registers the bench account, signs in and returns the `rentfolio_session=...` cookie, checked once by hand. */
async function signIn(port) {
  const post = (path, body) =>
    request(port, path, { method: 'POST', headers: POST_HEADERS, body: JSON.stringify(body) });
  const registered = await post('/api/auth/register', ACCOUNT);
  if (registered.status !== 201) {
    throw new Error(`POST /api/auth/register answered ${registered.status}: ${registered.body}`);
  }
  const login = await post('/api/auth/login', {
    usernameOrEmail: ACCOUNT.username,
    password: ACCOUNT.password,
  });
  if (login.status !== 200) throw new Error(`POST /api/auth/login answered ${login.status}: ${login.body}`);
  const cookie = (login.headers['set-cookie'] ?? [])
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith('rentfolio_session='));
  if (!cookie) throw new Error('POST /api/auth/login set no rentfolio_session cookie');
  const me = await request(port, '/api/auth/user', { headers: { cookie } });
  if (me.status !== 200)
    throw new Error(`GET /api/auth/user with the session answered ${me.status}: ${me.body}`);
  return cookie;
}

/** The end of a (possibly large) file, to show what the server logged before a failure. */
function tail(file, bytes = 4000) {
  try {
    const size = statSync(file).size;
    const buffer = Buffer.alloc(Math.min(size, bytes));
    const fd = openSync(file, 'r');
    readSync(fd, buffer, 0, buffer.length, size - buffer.length);
    closeSync(fd);
    return buffer.toString('utf8');
  } catch {
    return '';
  }
}

const exitCode = await main().then(
  () => 0,
  (error) => {
    console.error(`\nbenchmark failed: ${error.message}`);
    for (const proc of processes) {
      const stderr = proc.stderr().trim();
      if (stderr) console.error(`\n--- ${proc.name} stderr ---\n${stderr}`);
    }
    const log = tempDir ? tail(join(tempDir, 'server.log')).trim() : '';
    if (log) console.error(`\n--- Rentfolio server log (end) ---\n${log}`);
    return 1;
  },
);
await cleanup();
process.exit(exitCode);
