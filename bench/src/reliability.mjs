// Rentfolio reliability suite (bench/README.md "Reliability", docs/operations.md): the built server, killed, starved
// and cut on SQLite and PostgreSQL, must lose nothing it acknowledged and keep answering. `npm run test:reliability`
// builds the server and runs the full suite; `npm run test:reliability:ci` (part of `npm test`) runs it shortened.
// PostgreSQL scenarios run when TEST_DATABASE_URL points at a database whose server lets this user create databases.
// Exits 1 when any check fails; prints each scenario's figures.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  addPropertiesInBulk,
  benchWorkspace,
  freePort,
  POST_HEADERS,
  request,
  serverEnv,
  signUp,
  sleep,
  startNode,
  startRentfolio,
  stopNode,
  variedProperties,
} from './helpers.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
const SERVER_ENTRY = join(ROOT, 'apps/server/dist/main.js');
const FULL = process.env.RELIABILITY_PROFILE === 'full';
/** The issue's figures in full; CI runs 8 s of load (enough for thousands of requests at 50 connections) and 5 kill rounds. */
const PROFILE = FULL
  ? {
      users: 100,
      propertiesPerUser: 200,
      loadS: 60,
      importRoundsSqlite: 20,
      importRoundsPg: 5,
      writeKills: 10,
    }
  : { users: 20, propertiesPerUser: 200, loadS: 8, importRoundsSqlite: 5, importRoundsPg: 2, writeKills: 3 };
const IMPORT_ROWS = 10_000;
const PG_URL = process.env.TEST_DATABASE_URL ?? null;
const SECRET = 'reliability-secret-0123456789-abcdefghij';

const workspace = benchWorkspace('rentfolio-reliability-');
const failures = [];
const report = [];

function check(scenario, ok, message) {
  if (!ok) failures.push(`${scenario}: ${message}`);
}

/** A fresh PostgreSQL database for one scenario; answers its URL and a function that drops it. */
async function freshPostgres(name) {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const database = `rentfolio_rel_${name}_${process.pid}`;
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${database}`;
  return {
    url: url.href,
    database,
    async drop() {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${database} with (force)`);
      await c.end();
    },
  };
}

/** One server: SQLite in `dataDir`, or PostgreSQL at `databaseUrl`. `restart` kills (-9) or stops it and starts it again. */
async function server({ dataDir, databaseUrl = null, port, env = {}, logName = 'server.log' }) {
  const fullEnv = serverEnv({
    port,
    dataDir,
    databaseUrl,
    LOG_LEVEL: 'warn',
    SESSION_SECRET: SECRET,
    RATE_LIMIT_MULTIPLIER: '1000',
    ...env,
  });
  let current = (await startRentfolio(workspace, SERVER_ENTRY, { port, env: fullEnv, logName })).server;
  return {
    get proc() {
      return current;
    },
    async kill9() {
      current.child.kill('SIGKILL');
      await current.exited;
    },
    async start() {
      current = (await startRentfolio(workspace, SERVER_ENTRY, { port, env: fullEnv, logName })).server;
    },
    stop: () => stopNode(current),
  };
}

const json = (body) => ({ method: 'POST', headers: POST_HEADERS, body: JSON.stringify(body) });
const withCookie = (cookie, options = {}) => ({
  ...options,
  headers: { ...(options.headers ?? {}), cookie },
});

async function countProperties(port, cookie) {
  const answer = await request(port, '/api/properties?limit=1', { headers: { cookie } });
  if (answer.status !== 200) throw new Error(`list: ${answer.status}`);
  return Number(answer.headers['x-total-count']);
}

// --- Load -------------------------------------------------------------------------------------------------------
/** The p-th percentile (0 to 100) of `values`, nearest rank. */
function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Edits properties of the load's users, a random user each time, from `count` loops until `running()` is false:
 * the writes a portfolio sees while others read. Answers the statuses and each write's time in ms.
 */
async function writeWhile(port, users, count, running) {
  const statuses = {};
  const times = [];
  await Promise.all(
    Array.from({ length: count }, async () => {
      while (running()) {
        const user = users[Math.floor(Math.random() * users.length)];
        const started = performance.now();
        const answer = await request(port, `/api/properties/${user.propertyId}`, {
          method: 'PATCH',
          headers: { ...POST_HEADERS, cookie: user.cookie },
          body: JSON.stringify({ monthlyRent: 1500 + Math.floor(Math.random() * 1000) }),
          timeoutMs: 15_000,
        }).catch(() => ({ status: 'error' }));
        times.push(performance.now() - started);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      }
    }),
  );
  return { statuses, times };
}

async function loadScenario(label, databaseUrl) {
  const port = await freePort();
  const dataDir = join(workspace.tempDir, `load-${label}`);
  mkdirSync(dataDir);
  const app = await server({ dataDir, databaseUrl, port, logName: `load-${label}.log` });
  const users = [];
  for (let u = 0; u < PROFILE.users; u += 1) {
    const cookie = await signUp(port, `load${u}`);
    await addPropertiesInBulk(port, cookie, variedProperties(PROFILE.propertiesPerUser, u));
    const first = JSON.parse(
      (await request(port, '/api/properties?limit=1', { headers: { cookie } })).body,
    )[0];
    users.push({ cookie, propertyId: first.id });
  }
  const readLoad = () =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 50,
      duration: PROFILE.loadS,
      // Every request is one of the users, in turn at random: rotating signed-in users.
      requests: [
        '/api/portfolio/metrics',
        '/api/properties?limit=50',
        '/api/insights?limit=20',
        '/api/goals/progress',
      ].map((path) => ({
        method: 'GET',
        path,
        setupRequest: (req) => ({
          ...req,
          headers: {
            ...req.headers,
            cookie: users[Math.floor(Math.random() * users.length)].cookie,
          },
        }),
      })),
    });
  const readFigures = (result) =>
    `${Math.round(result.requests.average)} rps, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.errors + result.timeouts + result.non2xx} errors`;
  const checkReads = (what, result) => {
    const errors = result.errors + result.timeouts + result.non2xx;
    check(
      what,
      errors === 0,
      `${errors} errors or non-2xx answers (${JSON.stringify(result.statusCodeStats)})`,
    );
  };

  const reads = await readLoad();
  report.push([
    `load ${label}`,
    `${PROFILE.users} users x ${PROFILE.propertiesPerUser}, ${PROFILE.loadS} s, 50 conn`,
    readFigures(reads),
  ]);
  checkReads(`load ${label}`, reads);

  // The same reads while four clients edit the users' properties (each edit moves its owner's figures).
  let reading = true;
  const writing = writeWhile(port, users, 4, () => reading);
  const readsBesideWrites = await readLoad();
  reading = false;
  const writes = await writing;
  const written = Object.values(writes.statuses).reduce((sum, n) => sum + n, 0);
  report.push([
    `load ${label} + writer`,
    `the same, with 4 clients editing properties`,
    `${readFigures(readsBesideWrites)}; ${written} writes, p50 ${Math.round(percentile(writes.times, 50))} ms, p99 ${Math.round(percentile(writes.times, 99))} ms`,
  ]);
  checkReads(`load ${label} + writer`, readsBesideWrites);
  check(
    `load ${label} + writer`,
    Object.keys(writes.statuses).every((status) => status === '200'),
    `write answers ${JSON.stringify(writes.statuses)}`,
  );
  await app.stop();
}

// --- kill -9 during an import ---------------------------------------------------------------------------------------
function importCsv(rows, tag) {
  const lines = ['address,city,state,zipCode,propertyType,purchasePrice,monthlyRent'];
  for (let i = 0; i < rows; i += 1)
    lines.push(`${i + 1} ${tag} St,Denver,CO,80205,condo,${200_000 + i},1500`);
  return `${lines.join('\n')}\n`;
}

async function importKillScenario(label, databaseUrl, rounds) {
  const port = await freePort();
  const dataDir = join(workspace.tempDir, `import-${label}`);
  mkdirSync(dataDir);
  const app = await server({ dataDir, databaseUrl, port, logName: `import-${label}.log` });
  let absent = 0;
  let present = 0;
  // How long a whole import takes here, so that each kill falls at a random moment inside one.
  const calibration = await signUp(port, 'calibration');
  const calibrationStart = performance.now();
  const whole = await request(port, '/api/properties/import', {
    method: 'POST',
    headers: { ...POST_HEADERS, cookie: calibration },
    body: JSON.stringify({
      importKey: randomUUID(),
      csv: importCsv(IMPORT_ROWS, 'Calibration'),
      fileName: 'c.csv',
    }),
    timeoutMs: 120_000,
  });
  check(`import kill ${label}`, whole.status === 200, `the calibration import answered ${whole.status}`);
  const importMs = performance.now() - calibrationStart;
  for (let round = 0; round < rounds; round += 1) {
    const cookie = await signUp(port, `importer${round}`);
    const importKey = randomUUID();
    const body = JSON.stringify({
      importKey,
      csv: importCsv(IMPORT_ROWS, `Round${round}`),
      fileName: 'big.csv',
    });
    const send = () =>
      request(port, '/api/properties/import', {
        method: 'POST',
        headers: { ...POST_HEADERS, cookie },
        body,
        timeoutMs: 120_000,
      });
    const pending = send().catch(() => null);
    // A random moment of the import: from reading the body to the commit.
    await sleep(Math.floor(importMs * (0.05 + 0.9 * Math.random())));
    await app.kill9();
    await pending;
    await app.start();
    const after = await countProperties(port, cookie);
    check(
      `import kill ${label}`,
      after === 0 || after === IMPORT_ROWS,
      `round ${round}: ${after} rows after the kill`,
    );
    if (after === 0) absent += 1;
    else present += 1;
    // Resending the key completes the import once, never twice.
    const resent = await send();
    check(`import kill ${label}`, resent.status === 200, `round ${round}: resend answered ${resent.status}`);
    const final = await countProperties(port, cookie);
    check(`import kill ${label}`, final === IMPORT_ROWS, `round ${round}: ${final} rows after the resend`);
  }
  report.push([
    `import kill -9 ${label}`,
    `${rounds} rounds of ${IMPORT_ROWS} rows (one takes ${Math.round(importMs)} ms)`,
    `${absent} absent, ${present} whole, never partial or doubled`,
  ]);
  await app.stop();
}

// --- kill -9 under a stream of writes ------------------------------------------------------------------------------
async function writeKillScenario(label, databaseUrl) {
  const port = await freePort();
  const dataDir = join(workspace.tempDir, `writes-${label}`);
  mkdirSync(dataDir);
  const app = await server({ dataDir, databaseUrl, port, logName: `writes-${label}.log` });
  const cookie = await signUp(port, 'writer');
  const acknowledged = new Set();
  let sent = 0;
  for (let kill = 0; kill < PROFILE.writeKills; kill += 1) {
    let stop = false;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      while (!stop) {
        sent += 1;
        const address = `${kill}-${w}-${sent} Ack St`;
        const answer = await request(port, '/api/properties', {
          ...json({ address, city: 'Denver', state: 'CO', propertyType: 'condo', purchasePrice: 250_000 }),
          headers: { ...POST_HEADERS, cookie, 'idempotency-key': `write-${kill}-${w}-${sent}` },
        }).catch(() => null);
        if (answer?.status === 201) acknowledged.add(address);
        if (!answer) return;
      }
    });
    await sleep(300 + Math.floor(Math.random() * 700));
    await app.kill9();
    stop = true;
    await Promise.all(writers);
    await app.start();
  }
  const stored = new Set();
  for (let offset = 0; ; offset += 1000) {
    const page = JSON.parse(
      (await request(port, `/api/properties?limit=1000&offset=${offset}`, { headers: { cookie } })).body,
    );
    for (const property of page) stored.add(property.address);
    if (page.length < 1000) break;
  }
  const lost = [...acknowledged].filter((address) => !stored.has(address));
  report.push([
    `writes kill -9 ${label}`,
    `${PROFILE.writeKills} kills`,
    `${acknowledged.size} acknowledged, ${lost.length} lost`,
  ]);
  check(
    `writes kill ${label}`,
    lost.length === 0,
    `${lost.length} acknowledged writes lost: ${lost.slice(0, 3).join('; ')}`,
  );
  await app.stop();
}

// --- PostgreSQL connections terminated during load -------------------------------------------------------------------
async function pgTerminateScenario() {
  const database = await freshPostgres('terminate');
  const port = await freePort();
  const dataDir = join(workspace.tempDir, 'terminate');
  mkdirSync(dataDir);
  const app = await server({ dataDir, databaseUrl: database.url, port, logName: 'terminate.log' });
  const cookie = await signUp(port, 'steady');
  await addPropertiesInBulk(port, cookie, variedProperties(50));
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  let terminated = 0;
  let cutting = true;
  const cutter = (async () => {
    while (cutting) {
      await sleep(500);
      const result = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database.database],
      );
      terminated += result.rowCount ?? 0;
    }
  })();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/properties?limit=20`,
    headers: { cookie },
    connections: 20,
    duration: Math.min(PROFILE.loadS, 15),
    timeout: 10,
  });
  cutting = false;
  await cutter;
  await admin.end();
  const codes = Object.keys(result.statusCodeStats);
  // Back without a restart: a request racing the last cut may still meet a dead connection, the next ones do not.
  let health = await request(port, '/api/health');
  for (let i = 0; i < 50 && health.status !== 200; i += 1) {
    await sleep(100);
    health = await request(port, '/api/health');
  }
  report.push([
    'PostgreSQL backends terminated',
    `${terminated} connections cut during ${Math.min(PROFILE.loadS, 15)} s`,
    `answers ${JSON.stringify(Object.fromEntries(codes.map((c) => [c, result.statusCodeStats[c].count])))}, max ${result.latency.max} ms, health ${health.status}`,
  ]);
  check('pg terminate', terminated > 0, 'no connection was terminated');
  check(
    'pg terminate',
    codes.every((c) => c === '200' || c === '503'),
    `answers other than 200 and 503: ${codes}`,
  );
  check(
    'pg terminate',
    result.timeouts === 0 && result.latency.max < 10_000,
    `a request took ${result.latency.max} ms`,
  );
  check(
    'pg terminate',
    health.status === 200,
    `health answered ${health.status} afterwards, without a restart`,
  );
  await app.stop();
  await database.drop();
}

// --- Slow bodies, an external SQLite writer, SIGTERM with an open upload ---------------------------------------------
function openUpload(port, cookie) {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(
    [
      'POST /api/properties/import HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      'Content-Length: 18000000',
      'x-rentfolio-client: reliability',
      ...(cookie ? [`Cookie: ${cookie}`] : []),
      '',
      '{"importKey":',
    ].join('\r\n'),
  );
  const closed = new Promise((resolve) => socket.once('close', resolve));
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk;
  });
  return { socket, closed, answer: () => answer };
}

async function slowClientScenario() {
  const port = await freePort();
  const dataDir = join(workspace.tempDir, 'slow');
  mkdirSync(dataDir);
  const app = await server({
    dataDir,
    port,
    env: { REQUEST_TIMEOUT_SECONDS: '3', SHUTDOWN_GRACE_SECONDS: '2' },
    logName: 'slow.log',
  });
  const cookie = await signUp(port, 'uploader');
  const anonymous = Array.from({ length: 8 }, () => openUpload(port, null));
  await sleep(500);
  const refused = anonymous.filter((upload) => upload.answer().startsWith('HTTP/1.1 401')).length;
  for (const upload of anonymous) upload.socket.destroy();
  const slow = openUpload(port, cookie);
  await Promise.race([slow.closed, sleep(10_000)]);
  const cut = slow.answer().startsWith('HTTP/1.1 408');
  const open = openUpload(port, cookie);
  await sleep(300);
  const stopping = performance.now();
  app.proc.child.kill('SIGTERM');
  await Promise.race([app.proc.exited, sleep(15_000)]);
  const stopMs = Math.round(performance.now() - stopping);
  open.socket.destroy();
  report.push([
    'slow clients',
    '8 anonymous 18 MB uploads, 1 stalled, SIGTERM with 1 open',
    `${refused}/8 refused at once, stalled cut ${cut ? 'with 408' : 'NOT'}, stopped in ${stopMs} ms`,
  ]);
  check(
    'slow clients',
    refused === 8,
    `${refused} of 8 anonymous uploads were answered 401 before their body`,
  );
  check('slow clients', cut, 'the stalled upload was not cut with 408 after REQUEST_TIMEOUT_SECONDS');
  check('slow clients', stopMs < 5_000, `SIGTERM with an open upload took ${stopMs} ms (grace 2 s)`);
  await app.stop();
}

async function externalWriterScenario() {
  const port = await freePort();
  const dataDir = join(workspace.tempDir, 'external');
  mkdirSync(dataDir);
  const app = await server({ dataDir, port, logName: 'external.log' });
  const cookie = await signUp(port, 'beside');
  // Another process holding SQLite's write lock a quarter second at a time, with real changes, for 5 s.
  const writer = startNode(
    'external SQLite writer',
    [
      '-e',
      `const Database = require('better-sqlite3');
       const db = new Database(process.argv[1]);
       db.pragma('busy_timeout = 5000');
       const end = Date.now() + 5000;
       while (Date.now() < end) {
         db.exec('begin immediate');
         db.prepare("update users set name = name || '' where id = (select min(id) from users)").run();
         const until = Date.now() + 250; while (Date.now() < until) {}
         db.exec('commit');
       }`,
      join(dataDir, 'rentfolio.db'),
    ],
    { cwd: join(ROOT, 'packages/db'), env: process.env },
  );
  workspace.track(writer);
  const statuses = {};
  let writes = 0;
  while (writer.child.exitCode === null) {
    writes += 1;
    const answer = await request(port, '/api/properties', {
      ...json({
        address: `${writes} Beside St`,
        city: 'Denver',
        state: 'CO',
        propertyType: 'condo',
        purchasePrice: 199_000,
      }),
      headers: { ...POST_HEADERS, cookie },
      timeoutMs: 15_000,
    });
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  }
  report.push(['external SQLite writer', `${writes} writes beside it for 5 s`, JSON.stringify(statuses)]);
  check(
    'external writer',
    Object.keys(statuses).every((s) => s === '201'),
    `answers ${JSON.stringify(statuses)}`,
  );
  await app.stop();
}

// --- Two instances on one PostgreSQL --------------------------------------------------------------------------------
/** The real limits (multiplier 1), so that the admin PIN's five tries are five. */
const LIMITED = { ADMIN_PIN: 'Kq7!', RATE_LIMIT_MULTIPLIER: '1' };

async function twoInstancesScenario() {
  const database = await freshPostgres('instances');
  const [portA, portB] = [await freePort(), await freePort()];
  const dirA = join(workspace.tempDir, 'instance-a');
  const dirB = join(workspace.tempDir, 'instance-b');
  mkdirSync(dirA);
  mkdirSync(dirB);
  // Started together: the market data set is loaded once (an advisory lock), and both serve.
  const [a, b] = await Promise.all([
    server({
      dataDir: dirA,
      databaseUrl: database.url,
      port: portA,
      env: LIMITED,
      logName: 'a.log',
    }),
    server({
      dataDir: dirB,
      databaseUrl: database.url,
      port: portB,
      env: LIMITED,
      logName: 'b.log',
    }),
  ]);
  const cookie = await signUp(portA, 'roamer');
  const onB = await request(portB, '/api/auth/user', { headers: { cookie } });
  check('two instances', onB.status === 200, `a session made on A answered ${onB.status} on B`);
  await request(portA, '/api/auth/logout', withCookie(cookie, json({})));
  await sleep(200);
  const afterSignOut = await request(portB, '/api/auth/user', { headers: { cookie } });
  check(
    'two instances',
    afterSignOut.status === 401,
    `B answered ${afterSignOut.status} 200 ms after a sign-out on A`,
  );
  // The admin PIN's limit (5 wrong tries) is counted in the database: tries on A and B add up.
  const statuses = [];
  for (let i = 0; i < 6; i += 1) {
    const answer = await request(i % 2 === 0 ? portA : portB, '/api/auth/admin', json({ pin: 'nope' }));
    statuses.push(answer.status);
  }
  check(
    'two instances',
    statuses.at(-1) === 429,
    `six wrong PINs over A and B answered ${statuses.join(', ')}`,
  );
  const loaded = await new pg.Client({ connectionString: database.url });
  await loaded.connect();
  const datasets = await loaded.query('select count(*)::int as n from market_dataset');
  await loaded.end();
  check('two instances', datasets.rows[0].n === 1, `${datasets.rows[0].n} market data sets stored`);
  report.push([
    'two instances, one PostgreSQL',
    'session, sign-out, PIN limit, market data',
    `B after sign-out ${afterSignOut.status}; PIN tries ${statuses.join(' ')}; data sets ${datasets.rows[0].n}`,
  ]);
  await Promise.all([a.stop(), b.stop()]);
  await database.drop();
}

async function main() {
  const started = performance.now();
  await loadScenario('SQLite', null);
  await importKillScenario('SQLite', null, PROFILE.importRoundsSqlite);
  await writeKillScenario('SQLite', null);
  await slowClientScenario();
  await externalWriterScenario();
  if (PG_URL) {
    for (const [name, run] of [
      ['load', (url) => loadScenario('PostgreSQL', url)],
      ['import', (url) => importKillScenario('PostgreSQL', url, PROFILE.importRoundsPg)],
      ['writes', (url) => writeKillScenario('PostgreSQL', url)],
    ]) {
      const database = await freshPostgres(name);
      try {
        await run(database.url);
      } finally {
        await database.drop();
      }
    }
    await pgTerminateScenario();
    await twoInstancesScenario();
  } else {
    report.push(['PostgreSQL', 'skipped', 'TEST_DATABASE_URL is not set']);
  }
  const width = Math.max(...report.map((row) => row[0].length));
  console.info(
    `\nReliability (${FULL ? 'full' : 'CI, shortened'}), ${Math.round((performance.now() - started) / 1000)} s:`,
  );
  for (const [name, what, figures] of report) console.info(`  ${name.padEnd(width)}  ${what}: ${figures}`);
}

const exitCode = await main().then(
  () => (failures.length === 0 ? 0 : 1),
  (error) => {
    failures.push(`the suite stopped: ${error.stack ?? error}`);
    for (const proc of workspace.processes) {
      const stderr = proc.stderr().trim();
      if (stderr) console.error(`\n--- ${proc.name} stderr ---\n${stderr.slice(-3000)}`);
    }
    return 1;
  },
);
if (failures.length > 0)
  console.error(`\nReliability failures:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
else console.info('\nReliability: every check passed.');
await workspace.cleanup();
process.exit(exitCode);
