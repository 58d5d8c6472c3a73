// Rentfolio e-mail benchmark (bench/README.md "E-mail"): the monthly reports of 1,000 users queued (the admin's
// send-all-monthly, the same path as the schedule) and delivered by the outbox worker to a local SMTP server
// (smtp-server, in this process), while signed-in reads (GET /api/auth/user) are measured against the same reads just
// before. `npm run bench:mail` builds the server first, then runs this file.
import { appendFileSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import {
  envNumber,
  formatTable,
  freePort,
  gitCommit,
  hasExited,
  measure,
  POST_HEADERS,
  readPeakRssMb,
  request,
  resetPeakRss,
  round,
  serverEnv,
  signUp,
  sleep,
  startNode,
  stopNode,
  waitFor200,
} from './helpers.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = join(ROOT, 'apps/server/dist/main.js');
const RESULTS_FILE = join(ROOT, 'bench/results/mail.jsonl');
const TARGETS = { deliverS: 60, readsPct: 80 };
const PIN = 'B3n!';

const processes = [];
let tempDir = null;
process.on('exit', () => {
  for (const proc of processes) if (!hasExited(proc)) proc.child.kill('SIGKILL');
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

async function main() {
  if (!existsSync(SERVER_ENTRY))
    throw new Error(`${relative(ROOT, SERVER_ENTRY)} is missing: run npm run build`);
  const users = envNumber('BENCH_MAIL_USERS', 1000, { integer: true });
  const duration = envNumber('BENCH_DURATION', 5);
  tempDir = mkdtempSync(join(os.tmpdir(), 'rentfolio-bench-'));

  let delivered = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        delivered += 1;
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise((done) => smtp.listen(smtpPort, '127.0.0.1', done));

  const port = await freePort();
  const dataDir = join(tempDir, 'data');
  mkdirSync(dataDir);
  const env = serverEnv({
    port,
    dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_POLL_SECONDS: '1',
    ADMIN_PIN: PIN,
  });
  const logFd = openSync(join(tempDir, 'server.log'), 'w');
  const server = startNode('Rentfolio server', [SERVER_ENTRY], { cwd: ROOT, env, stdout: logFd });
  closeSync(logFd);
  processes.push(server);
  await waitFor200(server, port, '/api/health');

  // The recipients, written straight into the server's database (registering 1,000 through the API would time
  // argon2, not e-mail). They have no password: nobody signs in as them.
  const sqlite = new Database(join(dataDir, 'rentfolio.db'));
  const insert = sqlite.prepare(
    'insert into users (username, username_key, email, email_key, name, password_hash, role, plan, created_at, updated_at) values (?, ?, ?, ?, ?, null, ?, ?, ?, ?)',
  );
  const now = Date.now();
  sqlite.transaction(() => {
    for (let i = 0; i < users; i += 1) {
      const name = `reader${i}`;
      insert.run(
        name,
        name,
        `${name}@bench.test`,
        `${name}@bench.test`,
        `Reader ${i}`,
        'user',
        'free',
        now,
        now,
      );
    }
  })();
  sqlite.close();

  const cookie = await signUp(port, 'bench_reads');
  const adminLogin = await request(port, '/api/auth/admin', {
    method: 'POST',
    headers: POST_HEADERS,
    body: JSON.stringify({ pin: PIN }),
  });
  const adminCookie = (adminLogin.headers['set-cookie'] ?? [])
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith('rentfolio_session='));
  if (adminLogin.status !== 200 || !adminCookie)
    throw new Error(`admin: ${adminLogin.status} ${adminLogin.body}`);

  const readUrl = `http://127.0.0.1:${port}/api/auth/user`;
  const load = { duration, connections: 10 };
  const before = await measure(readUrl, { headers: { cookie } }, load, true);

  resetPeakRss(server.child.pid);
  const expected = users + 1; // every reader, and the account that measures the reads
  const started = performance.now();
  const queuedAnswer = request(port, '/api/reports/send-all-monthly', {
    method: 'POST',
    headers: { ...POST_HEADERS, cookie: adminCookie },
    body: '{}',
    timeoutMs: 120_000,
  });
  // The reads are measured over the first 30 s of the run (or BENCH_MAIL_WINDOW), while reports are queued and sent.
  const during = measure(
    readUrl,
    { headers: { cookie } },
    { ...load, duration: envNumber('BENCH_MAIL_WINDOW', 30) },
    false,
  );
  const queued = await queuedAnswer;
  const queuedS = (performance.now() - started) / 1000;
  if (queued.status !== 200 || JSON.parse(queued.body).queued !== expected)
    throw new Error(`send-all-monthly: ${queued.status} ${queued.body}`);
  while (delivered < expected && performance.now() - started < 120_000) await sleep(50);
  const deliverS = (performance.now() - started) / 1000;
  const duringReads = await during;
  const peakMb = readPeakRssMb(server.child.pid);
  await stopNode(server);
  await new Promise((done) => smtp.close(done));
  if (delivered !== expected) throw new Error(`delivered ${delivered} of ${expected}`);

  const readsPct = (duringReads.rps / before.rps) * 100;
  const verdict = (ok) => (ok ? 'PASS' : 'MISS');
  const commit = gitCommit();
  console.info(
    `\nRentfolio e-mail benchmark: ${expected.toLocaleString('en-US')} monthly reports to a local SMTP server on SQLite` +
      ` (node ${process.version}, ${os.availableParallelism()} CPUs${commit ? `, commit ${commit}` : ''})\n`,
  );
  console.info(
    formatTable([
      ['figure', 'value', 'target', 'result'],
      ['queued (rendered and stored)', `${queuedS.toFixed(1)} s`, '', ''],
      [
        'all delivered',
        `${deliverS.toFixed(1)} s`,
        `< ${TARGETS.deliverS} s`,
        verdict(deliverS < TARGETS.deliverS),
      ],
      ['messages per second', (expected / deliverS).toFixed(0), '', ''],
      ['server peak RSS', `${peakMb.toFixed(0)} MB`, '', ''],
      [
        `signed-in reads while sending (${duringReads.rps.toFixed(0)} vs ${before.rps.toFixed(0)} req/s)`,
        `${readsPct.toFixed(0)}%`,
        `>= ${TARGETS.readsPct}%`,
        verdict(readsPct >= TARGETS.readsPct),
      ],
    ]),
  );
  appendFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ at: new Date().toISOString(), commit, messages: expected, queuedS: round(queuedS, 2), deliverS: round(deliverS, 2), peakRssMb: round(peakMb, 0), readsPct: round(readsPct, 1) })}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
