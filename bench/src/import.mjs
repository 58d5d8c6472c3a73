// Rentfolio CSV benchmark (bench/README.md "CSV import and export"): 10,000 properties imported in one request
// (POST /api/properties/import) against the same 10,000 posted one by one to POST /api/properties (the old product's
// way), in one run; the server's peak RSS during the import; and the export of those 10,000 with its time and peak RSS.
// `npm run bench:import` builds the server first, then runs this file.
import { randomUUID } from 'node:crypto';
import { appendFileSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  envNumber,
  formatTable,
  freePort,
  gitCommit,
  hasExited,
  POST_HEADERS,
  readPeakRssMb,
  request,
  resetPeakRss,
  round,
  serverEnv,
  signUp,
  startNode,
  stopNode,
  waitFor200,
} from './helpers.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = join(ROOT, 'apps/server/dist/main.js');
const RESULTS_FILE = join(ROOT, 'bench/results/import.jsonl');
const TARGETS = { speedup: 50, importS: 3, peakRssMb: 300 };

const processes = [];
let tempDir = null;
process.on('exit', () => {
  for (const proc of processes) if (!hasExited(proc)) proc.child.kill('SIGKILL');
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(1));

const CITIES = [
  ['Denver', 'CO', '802'],
  ['Austin', 'TX', '787'],
  ['Phoenix', 'AZ', '850'],
  ['Tampa', 'FL', '336'],
  ['Columbus', 'OH', '432'],
];
const TYPES = ['Single Family', 'Duplex', 'Townhouse', 'Condo', 'Fourplex'];

/** `count` varied properties, as the rows of a file and as the JSON bodies of POST /api/properties. */
function makeProperties(count) {
  const rows = [];
  for (let i = 0; i < count; i += 1) {
    const [city, state, zip] = CITIES[i % CITIES.length];
    const price = 150_000 + ((i * 7919) % 500) * 1000;
    rows.push({
      address: `${100 + (i % 9000)} Maple St, Unit ${i}`,
      city,
      state,
      zipCode: `${zip}${String(i % 100).padStart(2, '0')}`,
      propertyType: TYPES[i % TYPES.length],
      bedrooms: 1 + (i % 5),
      bathrooms: 1 + (i % 3),
      squareFeet: 900 + (i % 20) * 100,
      purchasePrice: price,
      monthlyRent: Math.round(price * 0.007),
      operatingExpenses: 200 + (i % 10) * 25,
      propertyTaxes: Math.round(price * 0.01),
      insurance: 1200,
      notes: i % 10 === 0 ? 'Roof replaced, "new" windows' : '',
    });
  }
  return rows;
}

function toCsv(rows) {
  const columns = Object.keys(rows[0]);
  const cell = (value) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [columns.join(','), ...rows.map((row) => columns.map((c) => cell(row[c])).join(','))].join('\r\n');
}

const SLUGS = {
  'Single Family': 'single-family',
  Duplex: 'duplex',
  Townhouse: 'townhouse',
  Condo: 'condo',
  Fourplex: 'fourplex',
};

async function main() {
  if (!existsSync(SERVER_ENTRY))
    throw new Error(`${relative(ROOT, SERVER_ENTRY)} is missing: run npm run build`);
  const count = envNumber('BENCH_IMPORT_ROWS', 10_000, { integer: true });
  tempDir = mkdtempSync(join(os.tmpdir(), 'rentfolio-bench-'));
  const port = await freePort();
  const dataDir = join(tempDir, 'data');
  mkdirSync(dataDir);
  // The one-by-one run sends 10,000 writes in well under a minute: the per-user write limit (300 a minute) is
  // raised for it, as the old product had none.
  const env = serverEnv({
    port,
    dataDir,
    RATE_LIMIT_MULTIPLIER: '1000',
  });
  const logFd = openSync(join(tempDir, 'server.log'), 'w');
  const server = startNode('Rentfolio server', [SERVER_ENTRY], { cwd: ROOT, env, stdout: logFd });
  closeSync(logFd);
  processes.push(server);
  await waitFor200(server, port, '/api/health');

  const rows = makeProperties(count);
  const csv = toCsv(rows);
  const bulkCookie = await signUp(port, 'bench_import');
  const singleCookie = await signUp(port, 'bench_single');

  // 1. One request.
  resetPeakRss(server.child.pid);
  const rssBefore = readPeakRssMb(server.child.pid);
  const importStarted = performance.now();
  const imported = await request(port, '/api/properties/import', {
    method: 'POST',
    headers: { ...POST_HEADERS, cookie: bulkCookie },
    body: JSON.stringify({ importKey: randomUUID(), csv, fileName: 'bench.csv' }),
    timeoutMs: 120_000,
  });
  const importS = (performance.now() - importStarted) / 1000;
  const importPeakMb = readPeakRssMb(server.child.pid);
  const result = JSON.parse(imported.body);
  if (imported.status !== 200 || result.imported !== count || result.failed !== 0)
    throw new Error(`import: ${imported.status} ${imported.body.slice(0, 300)}`);

  // 2. The same rows one by one, sequentially, as the old product did.
  const singleStarted = performance.now();
  for (const row of rows) {
    const body = { ...row, propertyType: SLUGS[row.propertyType], notes: row.notes || undefined };
    const answer = await request(port, '/api/properties', {
      method: 'POST',
      headers: { ...POST_HEADERS, cookie: singleCookie },
      body: JSON.stringify(body),
      timeoutMs: 30_000,
    });
    if (answer.status !== 201) throw new Error(`one by one: ${answer.status} ${answer.body.slice(0, 300)}`);
  }
  const singleS = (performance.now() - singleStarted) / 1000;

  // 3. Export the imported 10,000.
  resetPeakRss(server.child.pid);
  const exportStarted = performance.now();
  const exported = await request(port, '/api/properties/export', {
    headers: { cookie: bulkCookie },
    timeoutMs: 120_000,
  });
  const exportS = (performance.now() - exportStarted) / 1000;
  const exportPeakMb = readPeakRssMb(server.child.pid);
  const lines = exported.body.split('\r\n').filter((line) => line !== '').length;
  if (exported.status !== 200 || lines !== count + 1)
    throw new Error(`export: ${exported.status}, ${lines} lines`);

  await stopNode(server);
  const speedup = singleS / importS;
  const pass = {
    speedup: speedup >= TARGETS.speedup,
    importS: importS < TARGETS.importS,
    peak: importPeakMb < TARGETS.peakRssMb,
  };
  const verdict = (ok) => (ok ? 'PASS' : 'MISS');
  const commit = gitCommit();
  console.info(
    `\nRentfolio CSV benchmark: ${count.toLocaleString('en-US')} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB)` +
      ` on SQLite (node ${process.version}, ${os.availableParallelism()} CPUs${commit ? `, commit ${commit}` : ''})\n`,
  );
  console.info(
    formatTable([
      ['figure', 'value', 'target', 'result'],
      [
        'POST /api/properties/import, one request',
        `${importS.toFixed(2)} s`,
        `< ${TARGETS.importS} s`,
        verdict(pass.importS),
      ],
      ['POST /api/properties, one by one', `${singleS.toFixed(1)} s`, '', ''],
      ['speed-up', `${speedup.toFixed(0)}x`, `>= ${TARGETS.speedup}x`, verdict(pass.speedup)],
      [
        'server peak RSS during the import',
        `${importPeakMb.toFixed(0)} MB (from ${rssBefore.toFixed(0)} MB)`,
        `< ${TARGETS.peakRssMb} MB`,
        verdict(pass.peak),
      ],
      [
        'GET /api/properties/export (10,000)',
        `${exportS.toFixed(2)} s, ${(exported.body.length / 1024 / 1024).toFixed(1)} MB`,
        '',
        '',
      ],
      ['server peak RSS during the export', `${exportPeakMb.toFixed(0)} MB`, '', ''],
    ]),
  );
  appendFileSync(
    RESULTS_FILE,
    `${JSON.stringify({
      at: new Date().toISOString(),
      commit,
      rows: count,
      importS: round(importS, 3),
      singleS: round(singleS, 1),
      speedup: round(speedup, 1),
      importPeakRssMb: round(importPeakMb, 0),
      exportS: round(exportS, 3),
      exportPeakRssMb: round(exportPeakMb, 0),
    })}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
