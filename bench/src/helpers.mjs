// Small helpers of the benchmark: free ports, plain HTTP requests, child processes and /proc readings.
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export { sleep };

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A port that is free right now: the OS picks one, we close it again and hand the number to a server. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * One HTTP request to 127.0.0.1 on a fresh connection (no keep-alive, so nothing stays open between steps).
 * Resolves with { status, headers, body } whatever the status; rejects on a network error or time-out.
 */
export function request(port, path, { method = 'GET', headers = {}, body, timeoutMs = 5000 } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method, headers, agent: false, timeout: timeoutMs },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Runs `node <args>` as a child process. stdout goes where `stdout` says (a file descriptor or 'ignore'); stderr is
 * kept (its last 20 kB) so that it can be shown when something fails.
 */
export function startNode(name, args, { cwd, env, stdout = 'ignore' }) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', stdout, 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-20_000);
  });
  const exited = new Promise((resolve) => {
    child.once('exit', resolve);
    child.once('error', resolve);
  });
  return { name, child, exited, stderr: () => stderr };
}

export function hasExited(proc) {
  return proc.child.exitCode !== null || proc.child.signalCode !== null;
}

/** SIGTERM (the server closes its database cleanly), then SIGKILL if it is still there after `graceMs`. */
export async function stopNode(proc, graceMs = 3000) {
  if (hasExited(proc) || proc.child.pid === undefined) return;
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), graceMs);
  await proc.exited;
  clearTimeout(timer);
}

/**
 * Polls GET `path` every `everyMs` until it answers 200; returns performance.now() of that first 200 answer.
 * Fails at once when the process exits, and after `timeoutMs` at the latest.
 */
export async function waitFor200(proc, port, path, { everyMs = 15, timeoutMs = 30_000 } = {}) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (hasExited(proc)) {
      throw new Error(
        `${proc.name} exited (code ${proc.child.exitCode ?? proc.child.signalCode}) before answering`,
      );
    }
    try {
      const answer = await request(port, path, { timeoutMs: 1000 });
      if (answer.status === 200) return performance.now();
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline)
      throw new Error(`${proc.name} did not answer 200 on ${path} in ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}

/** The resident set size of a process in MB, from VmRSS in /proc/<pid>/status (Linux only). */
export function readRssMb(pid) {
  let status;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch (error) {
    throw new Error(`cannot read /proc/${pid}/status (idle RSS needs Linux): ${error.message}`);
  }
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match) throw new Error(`no VmRSS line in /proc/${pid}/status`);
  return Number(match[1]) / 1024;
}

/** A positive number from the environment, or the default; anything else stops the run with a clear message. */
export function envNumber(name, fallback, { integer = false } = {}) {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be a positive ${integer ? 'whole ' : ''}number (got "${raw}")`);
  }
  return value;
}

/** Rows of strings as aligned text: the first column left-aligned, the others right-aligned. */
export function formatTable(rows) {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  return rows
    .map((row) => row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))))
    .map((cells) => cells.join('   ').trimEnd())
    .join('\n');
}

/** Seconds of the thrown-away warm-up run before the first measured round of each target. */
export const WARMUP_S = 2;

/** The rounds of one target as one figure: mean throughput, mean p50, worst p99, all answers counted. */
export function combine(runs) {
  const sum = (pick) => runs.reduce((total, run) => total + pick(run), 0);
  const statusCodes = {};
  for (const run of runs) {
    for (const [code, count] of Object.entries(run.statusCodes))
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
  }
  return {
    rps: sum((run) => run.rps) / runs.length,
    p50Ms: Math.round(sum((run) => run.p50Ms) / runs.length),
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    requests: sum((run) => run.requests),
    non2xx: sum((run) => run.non2xx),
    statusCodes,
    errors: sum((run) => run.errors),
    timeouts: sum((run) => run.timeouts),
  };
}

/**
 * A warm-up run that is thrown away (JIT, connection set-up, SQLite page cache) on the first round, then the run.
 * `request` holds autocannon's method, headers and body.
 */
export async function measure(url, request, { duration, connections }, withWarmup) {
  if (withWarmup) await autocannon({ url, ...request, connections, duration: WARMUP_S });
  const result = await autocannon({ url, ...request, connections, duration });
  return {
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]),
    ),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export function loadCells(run) {
  return [
    run.rps.toLocaleString('en-US', { maximumFractionDigits: 0 }),
    String(run.p50Ms),
    String(run.p99Ms),
  ];
}

export function round(value, digits) {
  return Number(value.toFixed(digits));
}

export function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();
  } catch {
    return null;
  }
}

/** The headers of the benchmarks' JSON writes (the CSRF check wants the client header). */
export const POST_HEADERS = { 'content-type': 'application/json', 'x-rentfolio-client': 'web' };

/** Registers `username`, signs in, and answers the session cookie. */
export async function signUp(port, username) {
  const post = (path, body) =>
    request(port, path, { method: 'POST', headers: POST_HEADERS, body: JSON.stringify(body) });
  const account = { username, email: `${username}@example.com`, password: 'bench-password-123' };
  const registered = await post('/api/auth/register', account);
  if (registered.status !== 201)
    throw new Error(`register ${username}: ${registered.status} ${registered.body}`);
  const login = await post('/api/auth/login', { usernameOrEmail: username, password: account.password });
  const cookie = (login.headers['set-cookie'] ?? [])
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith('rentfolio_session='));
  if (login.status !== 200 || !cookie) throw new Error(`login ${username}: ${login.status} ${login.body}`);
  return cookie;
}

/** Peak resident set size (VmHWM) of a process in MB, since it started or since resetPeakRss (Linux only). */
export function readPeakRssMb(pid) {
  const match = /^VmHWM:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmHWM line in /proc/${pid}/status`);
  return Number(match[1]) / 1024;
}

/** Starts a new peak: writing 5 to clear_refs resets VmHWM to the current RSS (Linux). */
export function resetPeakRss(pid) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/**
 * What a benchmark starts and must leave behind however it ends: its child processes and one temporary directory
 * (databases and server logs). `track` registers a process; `cleanup` stops them gently and removes the directory;
 * on SIGINT or SIGTERM it runs before the exit, and at any exit what still runs is killed.
 */
export function benchWorkspace(prefix) {
  const processes = [];
  const tempDir = mkdtempSync(join(os.tmpdir(), prefix));
  let cleaning = null;
  const cleanup = () => {
    cleaning ??= (async () => {
      await Promise.all(processes.map((proc) => stopNode(proc)));
      rmSync(tempDir, { recursive: true, force: true });
    })();
    return cleaning;
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => cleanup().finally(() => process.exit(128 + os.constants.signals[signal])));
  }
  process.on('exit', () => {
    for (const proc of processes) if (!hasExited(proc)) proc.child.kill('SIGKILL');
    rmSync(tempDir, { recursive: true, force: true });
  });
  return {
    tempDir,
    processes,
    track(proc) {
      processes.push(proc);
      return proc;
    },
    cleanup,
  };
}

/**
 * Starts the built Rentfolio server (`entry`) on `port` with `env`, its stdout in `logName` inside the workspace, and
 * waits for the first 200 of /api/health. Answers the process and the milliseconds from spawn to that answer.
 */
export async function startRentfolio(workspace, entry, { port, env, logName = `server-${port}.log` }) {
  const logFd = openSync(join(workspace.tempDir, logName), 'w');
  const started = performance.now();
  const server = workspace.track(startNode('Rentfolio server', [entry], { cwd: ROOT, env, stdout: logFd }));
  closeSync(logFd);
  const ms = (await waitFor200(server, port, '/api/health', { everyMs: 15 })) - started;
  return { server, ms };
}

/** Adds `properties` to the signed-in account through POST /api/properties/bulk, 1,000 per request. */
export async function addPropertiesInBulk(port, cookie, properties) {
  for (let start = 0; start < properties.length; start += 1000) {
    const response = await request(port, '/api/properties/bulk', {
      method: 'POST',
      headers: { ...POST_HEADERS, cookie },
      body: JSON.stringify({ properties: properties.slice(start, start + 1000) }),
      timeoutMs: 60_000,
    });
    if (response.status !== 201)
      throw new Error(`bulk add: ${response.status} ${response.body.slice(0, 300)}`);
  }
}

const CITIES = [
  ['Denver', 'CO'],
  ['Austin', 'TX'],
  ['Phoenix', 'AZ'],
  ['San Diego', 'CA'],
  ['Tampa', 'FL'],
  ['Seattle', 'WA'],
  ['Buffalo', 'NY'],
  ['Chicago', 'IL'],
];
const TYPES = ['single-family', 'duplex', 'townhouse', 'apartment', 'condo'];
const STREETS = ['Maple', 'Oak', 'Cedar', 'Elm', 'Pine', 'Willow', 'Aspen', 'Birch'];

/**
 * `count` varied properties of eight cities and five types, the same for the same `seed` (a seed shifts the prices,
 * so two users' portfolios differ).
 */
export function variedProperties(count, seed = 0) {
  return Array.from({ length: count }, (_, i) => {
    const [city, state] = CITIES[i % CITIES.length];
    const price = 150_000 + (((i + seed) * 7919) % 500) * 1000;
    return {
      address: `${100 + (i % 9000)} ${STREETS[i % STREETS.length]} St`,
      city,
      state,
      zipCode: String(80_000 + (i % 900)),
      propertyType: TYPES[i % TYPES.length],
      bedrooms: 1 + (i % 5),
      bathrooms: 1 + (i % 3),
      squareFeet: 900 + (i % 20) * 100,
      purchasePrice: price,
      monthlyRent: Math.round(price * (0.006 + (i % 7) * 0.0005)),
      operatingExpenses: 200 + (i % 10) * 25,
      propertyTaxes: Math.round(price * 0.01),
      insurance: 1200,
      isOccupied: i % 13 !== 0,
    };
  });
}

/** Starts the bare hello-world server (hello-server.mjs) that the ratios are measured against; answers its port. */
export async function startHelloServer(workspace) {
  const port = await freePort();
  const hello = workspace.track(
    startNode('hello-world server', [join(ROOT, 'bench/src/hello-server.mjs')], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port) },
    }),
  );
  await waitFor200(hello, port, '/');
  return port;
}

/**
 * The environment of a Rentfolio server under measurement: this port and data folder, loopback only, the production
 * log level (info), on SQLite unless `databaseUrl` is given (a DATABASE_URL of the caller's never leaks in); `extra`
 * settings on top.
 */
export function serverEnv({ port, dataDir, databaseUrl = null, ...extra }) {
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    ...extra,
  };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

/** The PostgreSQL server the benchmarks use (BENCH_PG_ADMIN_URL), through its admin database. */
export const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Drops and creates the database `name` on that server; answers its connection string. */
export async function freshPostgresDatabase(name) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
}
