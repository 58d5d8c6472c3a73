// Rentfolio CSV import in the browser (bench/README.md "CSV import and export"): a 10,000-row file chosen on
// /import-export in Chromium, parsed in the page's Web Worker, previewed, confirmed, uploaded and imported, until the
// results show. `npm run bench:import-browser` builds first, then runs this file.
import { appendFileSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import {
  envNumber,
  formatTable,
  freePort,
  gitCommit,
  hasExited,
  round,
  serverEnv,
  startNode,
  stopNode,
  waitFor200,
} from './helpers.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = join(ROOT, 'apps/server/dist/main.js');
const WEB_INDEX = join(ROOT, 'apps/web/dist/index.html');
const RESULTS_FILE = join(ROOT, 'bench/results/import-browser.jsonl');
const TARGET_S = 3;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const processes = [];
let tempDir = null;
process.on('exit', () => {
  for (const proc of processes) if (!hasExited(proc)) proc.child.kill('SIGKILL');
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

function makeCsv(count) {
  const cities = [
    ['Denver', 'CO', '802'],
    ['Austin', 'TX', '787'],
    ['Phoenix', 'AZ', '850'],
    ['Tampa', 'FL', '336'],
  ];
  const types = ['Single Family', 'Duplex', 'Townhouse', 'Condo'];
  const lines = [
    'address,city,state,zip_code,property_type,bedrooms,bathrooms,square_feet,purchase_price,monthly_rent,operating_expenses,property_taxes,insurance',
  ];
  for (let i = 0; i < count; i += 1) {
    const [city, state, zip] = cities[i % cities.length];
    const price = 150_000 + ((i * 7919) % 500) * 1000;
    lines.push(
      [
        `"${100 + (i % 9000)} Maple St, Unit ${i}"`,
        city,
        state,
        `${zip}${String(i % 100).padStart(2, '0')}`,
        types[i % types.length],
        1 + (i % 5),
        1 + (i % 3),
        900 + (i % 20) * 100,
        `"$${price.toLocaleString('en-US')}"`,
        Math.round(price * 0.007),
        200 + (i % 10) * 25,
        Math.round(price * 0.01),
        1200,
      ].join(','),
    );
  }
  return lines.join('\r\n');
}

async function main() {
  for (const built of [SERVER_ENTRY, WEB_INDEX]) {
    if (!existsSync(built)) throw new Error(`${relative(ROOT, built)} is missing: run npm run build`);
  }
  const count = envNumber('BENCH_IMPORT_ROWS', 10_000, { integer: true });
  tempDir = mkdtempSync(join(os.tmpdir(), 'rentfolio-bench-'));
  const port = await freePort();
  const dataDir = join(tempDir, 'data');
  mkdirSync(dataDir);
  const env = serverEnv({ port, dataDir });
  const logFd = openSync(join(tempDir, 'server.log'), 'w');
  const server = startNode('Rentfolio server', [SERVER_ENTRY], { cwd: ROOT, env, stdout: logFd });
  closeSync(logFd);
  processes.push(server);
  await waitFor200(server, port, '/api/health');

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
    const page = await context.newPage();
    const headers = { 'x-rentfolio-client': 'bench' };
    const account = {
      username: 'bench_browser',
      email: 'bench_browser@example.com',
      password: 'bench-password-123',
    };
    await page.request.post('/api/auth/register', { data: account, headers });
    const login = await page.request.post('/api/auth/login', {
      data: { usernameOrEmail: account.username, password: account.password },
      headers,
    });
    if (!login.ok()) throw new Error(`login: ${login.status()}`);
    await page.goto('/import-export');
    await page.getByRole('heading', { level: 1, name: 'Import/Export' }).waitFor();

    const csv = makeCsv(count);
    const main = page.getByRole('main');
    const input = main.getByLabel('CSV file to import', { exact: true });
    const confirm = main.getByRole('button', { name: `Import ${count.toLocaleString('en-US')} properties` });
    const confirmPlain = main.getByRole('button', { name: `Import ${count} properties` });
    const results = main.getByRole('region', { name: 'Import Results', exact: true });

    const started = performance.now();
    await input.setInputFiles({
      name: 'portfolio.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    const button = confirm.or(confirmPlain);
    await button.waitFor({ timeout: 60_000 });
    const previewed = performance.now();
    await button.click();
    await results.waitFor({ timeout: 120_000 });
    const done = performance.now();

    const total = Number(
      (await page.request.get('/api/properties?limit=1', { headers })).headers()['x-total-count'],
    );
    if (total !== count) throw new Error(`the import stored ${total} properties, not ${count}`);
    const previewS = (previewed - started) / 1000;
    const importS = (done - previewed) / 1000;
    const endToEndS = (done - started) / 1000;
    const commit = gitCommit();
    console.info(
      `\nRentfolio CSV import in Chromium: ${count.toLocaleString('en-US')} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB)` +
        ` (node ${process.version}, ${os.availableParallelism()} CPUs${commit ? `, commit ${commit}` : ''})\n`,
    );
    console.info(
      formatTable([
        ['step', 'seconds', 'target', 'result'],
        ['file chosen → preview ready (Web Worker parse and validation)', previewS.toFixed(2), '', ''],
        ['confirm → results shown (upload, server import, results)', importS.toFixed(2), '', ''],
        ['end to end', endToEndS.toFixed(2), `< ${TARGET_S}`, endToEndS < TARGET_S ? 'PASS' : 'MISS'],
      ]),
    );
    appendFileSync(
      RESULTS_FILE,
      `${JSON.stringify({ at: new Date().toISOString(), commit, rows: count, previewS: round(previewS, 3), importS: round(importS, 3), endToEndS: round(endToEndS, 3) })}\n`,
    );
  } finally {
    await browser.close();
    await stopNode(server);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
