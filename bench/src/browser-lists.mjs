// Rentfolio's large lists in the browser (bench/README.md "Large lists in the browser"), in Debian's chromium on the
// production build: the heat map's map with every located ZIP drawn, dragged while each frame's time is recorded; and
// the property search over 10,000 properties, from the first page to the end of the list. Both were browser tests
// until the suite kept their behaviour at a size it can afford (e2e/tests/property-search.spec.ts) and the figures
// moved here. `npm run bench:browser-lists` builds first, then runs this file.
import { appendFileSync, existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import {
  addPropertiesInBulk,
  benchWorkspace,
  formatTable,
  freePort,
  gitCommit,
  request,
  round,
  serverEnv,
  signUp,
  sleep,
  startRentfolio,
} from './helpers.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = join(ROOT, 'apps/server/dist/main.js');
const WEB_INDEX = join(ROOT, 'apps/web/dist/index.html');
const RESULTS_FILE = join(ROOT, 'bench/results/browser-lists.jsonl');
/** What the browser tests asserted: a map that pans under 100 ms a frame, a list that never holds 100 rows. */
const TARGETS = { medianFrameMs: 100, renderedRows: 100 };
const PROPERTIES = 10_000;
const PAGE_SIZE = 100;
/** The frames recorded while the map is dragged (the first one, from the recording's start, is dropped). */
const FRAMES = 400;
const VIEWPORT = { width: 1280, height: 720 };
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const workspace = benchWorkspace('rentfolio-bench-');
let browser = null;

/** The value at quantile `q` of sorted numbers (nearest rank, as the browser test had it). */
function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** A fresh browser context (empty cache) that starts with the session cookie only. */
async function signedInPage(base, cookie) {
  const context = await browser.newContext({ viewport: VIEWPORT, baseURL: base });
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name, value, url: base }]);
  // No tile server is reachable from the benchmark (as in the browser tests): the markers draw on a plain background.
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
  return { context, page: await context.newPage() };
}

/**
 * The heat map: "View on Map" of the first place, wait until every located place of GET /api/market/heatmap is drawn,
 * zoom out to the whole country, then two drags of 40 mouse moves while requestAnimationFrame records each frame's
 * distance from the one before.
 */
async function measureMap(port, base, cookie) {
  const answer = await request(port, '/api/market/heatmap', { headers: { cookie }, timeoutMs: 30_000 });
  if (answer.status !== 200) throw new Error(`GET /api/market/heatmap: ${answer.status}`);
  const located = JSON.parse(answer.body).rows.filter((row) => row.lat !== null).length;

  const { context, page } = await signedInPage(base, cookie);
  try {
    await page.goto('/market-heatmaps');
    const list = page.getByRole('main').getByRole('list', { name: 'Places', exact: true });
    const viewOnMap = list.getByRole('button', { name: /^View on Map: / }).first();
    await viewOnMap.waitFor({ timeout: 30_000 });
    const opened = performance.now();
    await viewOnMap.click();
    const map = page.getByRole('dialog', { name: / on the map$/ }).getByTestId('heatmap-map');
    // Given 30 s; a map that draws another number is reported (markers against located places), not thrown.
    await page
      .waitForFunction(
        (count) => document.querySelector('[data-testid="heatmap-map"]')?.dataset.markerCount === count,
        String(located),
        { timeout: 30_000, polling: 50 },
      )
      .catch(() => {});
    const drawnMs = performance.now() - opened;
    const markers = Number(await map.getAttribute('data-marker-count'));

    // Zoomed out to the whole country, so that every marker is on the canvas (Leaflet animates each step).
    const zoomOut = map.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 7; i += 1) {
      await zoomOut.click();
      await sleep(300);
    }
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no box');
    await page.evaluate((frames) => {
      const deltas = [];
      window.__frames = deltas;
      let last = performance.now();
      const tick = (now) => {
        deltas.push(now - last);
        last = now;
        if (deltas.length < frames) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }, FRAMES);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const started = performance.now();
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= 40; i += 1) await page.mouse.move(x - i * 8, y - i * 3);
    await page.mouse.up();
    await page.mouse.down();
    for (let i = 1; i <= 40; i += 1) await page.mouse.move(x - 320 + i * 8, y - 120 + i * 3);
    await page.mouse.up();
    const panMs = performance.now() - started;
    await sleep(500);
    const frames = await page.evaluate(() => window.__frames.slice(1));
    const sorted = [...frames].sort((a, b) => a - b);
    return {
      located,
      markers,
      drawnMs,
      frames: frames.length,
      medianMs: quantile(sorted, 0.5),
      p95Ms: quantile(sorted, 0.95),
      maxMs: sorted.at(-1) ?? 0,
      panMs,
    };
  } finally {
    await context.close();
  }
}

/** The browser test's bodies: e2e/fixtures.ts newProperty() with the address, price and rent of the index. */
function bulkProperties(count) {
  return Array.from({ length: count }, (_, index) => ({
    address: `${index + 1} Bulk Avenue`,
    city: 'Denver',
    state: 'CO',
    zipCode: '80205',
    propertyType: 'single-family',
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1800,
    purchasePrice: 150_000 + (index % 500) * 1000,
    monthlyRent: 1200 + (index % 300) * 10,
    operatingExpenses: 600,
    propertyTaxes: 3000,
    insurance: 1200,
    maintenance: 1500,
  }));
}

/**
 * /property-search over 10,000 properties: the time to the first page shown, then scrolled to the end of the window
 * once a frame until the oldest property ('1 Bulk Avenue') is in view, counting the rows in the page at every frame
 * and every request the screen sends.
 */
async function measureList(base, cookie) {
  const { context, page } = await signedInPage(base, cookie);
  const calls = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (!url.pathname.startsWith('/api/properties')) return;
    calls.push({ path: url.pathname, body: sent.method() === 'POST' ? sent.postDataJSON() : null });
  });
  try {
    const main = page.getByRole('main');
    const list = main.getByRole('list', { name: 'Properties', exact: true });
    const started = performance.now();
    await page.goto('/property-search', { waitUntil: 'commit' });
    await list
      .getByRole('link', { name: `${PROPERTIES} Bulk Avenue`, exact: true })
      .waitFor({ timeout: 30_000 });
    const firstPageMs = performance.now() - started;
    const countText = await main
      .getByRole('status')
      .filter({ hasText: /^Showing all / })
      .textContent();
    if (countText !== `Showing all ${PROPERTIES.toLocaleString('en-US')} properties`)
      throw new Error(`the count says "${countText}"`);
    const setSize = await list.getByRole('listitem').first().getAttribute('aria-setsize');
    if (setSize !== String(PROPERTIES)) throw new Error(`aria-setsize is ${setSize}`);
    const firstRendered = await list.locator('> li').count();

    const scroll = await page.evaluate(
      async ({ address, timeoutMs }) => {
        const ul = document.querySelector('main ul[aria-label="Properties"]');
        const started = performance.now();
        let maxRendered = 0;
        let placeholders = false;
        for (;;) {
          window.scrollTo({ top: document.documentElement.scrollHeight });
          await new Promise((done) => requestAnimationFrame(() => done()));
          maxRendered = Math.max(maxRendered, ul.querySelectorAll(':scope > li').length);
          if (ul.querySelector(':scope > li[aria-hidden="true"]')) placeholders = true;
          const link = [...ul.querySelectorAll(':scope > li a')].find((a) => a.textContent === address);
          const box = link?.getBoundingClientRect();
          if (box && box.bottom > 0 && box.top < window.innerHeight) {
            return {
              ms: performance.now() - started,
              maxRendered,
              placeholders,
              posinset: link.closest('li').getAttribute('aria-posinset'),
            };
          }
          if (performance.now() - started > timeoutMs)
            return { ms: null, maxRendered, placeholders, posinset: null };
        }
      },
      { address: '1 Bulk Avenue', timeoutMs: 180_000 },
    );
    const searches = calls.filter((call) => call.path === '/api/properties/search');
    const inPages = searches.every(
      (call, i) =>
        Object.keys(call.body).length === 2 &&
        call.body.limit === PAGE_SIZE &&
        call.body.offset === i * PAGE_SIZE,
    );
    return {
      firstPageMs,
      firstRendered,
      maxRendered: Math.max(firstRendered, scroll.maxRendered),
      placeholders: scroll.placeholders,
      scrollMs: scroll.ms,
      reachedEnd: scroll.ms !== null && scroll.posinset === String(PROPERTIES),
      lastPosinset: scroll.posinset,
      searches: searches.length,
      inPages,
      otherCalls: calls.length - searches.length,
    };
  } finally {
    await context.close();
  }
}

async function main() {
  for (const file of [SERVER_ENTRY, WEB_INDEX]) {
    if (!existsSync(file)) throw new Error(`${relative(ROOT, file)} is missing: run npm run build`);
  }
  const port = await freePort();
  const dataDir = join(workspace.tempDir, 'data');
  mkdirSync(dataDir);
  // The browser suite's allowance: one user sends 100 searches (POST) in a few seconds, besides the bulk adds.
  const env = serverEnv({ port, dataDir, RATE_LIMIT_MULTIPLIER: '50' });
  await startRentfolio(workspace, SERVER_ENTRY, { port, env, logName: 'server.log' });
  const base = `http://127.0.0.1:${port}`;

  const cookie = await signUp(port, 'benchlists');
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const map = await measureMap(port, base, cookie);

  const seedStarted = performance.now();
  await addPropertiesInBulk(port, cookie, bulkProperties(PROPERTIES));
  const seedS = (performance.now() - seedStarted) / 1000;
  const list = await measureList(base, cookie);

  const pass = {
    markers: map.markers === map.located,
    frameTime: map.medianMs < TARGETS.medianFrameMs,
    renderedRows: list.maxRendered < TARGETS.renderedRows,
    reachedEnd: list.reachedEnd,
  };
  const verdict = (ok) => (ok ? 'PASS' : 'MISS');
  const ms = (value) => `${value.toFixed(1)} ms`;
  const commit = gitCommit();
  console.info(
    `\nRentfolio large lists in chromium (${VIEWPORT.width} x ${VIEWPORT.height})` +
      ` (node ${process.version}, ${os.availableParallelism()} CPUs${commit ? `, commit ${commit}` : ''})\n`,
  );
  console.info(
    formatTable([
      ['figure', 'value', 'target', 'result'],
      [
        'heat map: markers drawn / located places',
        `${map.markers.toLocaleString('en-US')} / ${map.located.toLocaleString('en-US')}`,
        'equal',
        verdict(pass.markers),
      ],
      ['heat map: View on Map → every marker drawn', `${Math.round(map.drawnMs)} ms`, '', ''],
      [`heat map: frames while dragged (two drags, ${Math.round(map.panMs)} ms)`, String(map.frames), '', ''],
      [
        'heat map: frame time, median',
        ms(map.medianMs),
        `< ${TARGETS.medianFrameMs} ms`,
        verdict(pass.frameTime),
      ],
      ['heat map: frame time, p95', ms(map.p95Ms), '', ''],
      ['heat map: frame time, max', ms(map.maxMs), '', ''],
      [
        `search: ${PROPERTIES.toLocaleString('en-US')} properties added (bulk)`,
        `${seedS.toFixed(1)} s`,
        '',
        '',
      ],
      ['search: first page shown', `${Math.round(list.firstPageMs)} ms`, '', ''],
      [
        'search: rows in the page (first page / most while scrolling)',
        `${list.firstRendered} / ${list.maxRendered}`,
        `< ${TARGETS.renderedRows}`,
        verdict(pass.renderedRows),
      ],
      [
        "search: scrolled to the end ('1 Bulk Avenue', aria-posinset 10000)",
        list.scrollMs === null ? 'not reached' : `${(list.scrollMs / 1000).toFixed(2)} s`,
        'reached',
        verdict(pass.reachedEnd),
      ],
      [
        `search: requests (pages of ${PAGE_SIZE}, in order)`,
        `${list.searches}${list.inPages ? '' : ' (not one page each, in order)'}`,
        '',
        '',
      ],
    ]),
  );
  if (list.otherCalls > 0)
    console.info(`\nthe screen also sent ${list.otherCalls} other /api/properties requests`);
  if (!list.placeholders) console.info('\nno placeholder row was seen while scrolling');

  const record = {
    date: new Date().toISOString(),
    commit,
    node: process.version,
    cpus: os.availableParallelism(),
    map: {
      located: map.located,
      markers: map.markers,
      drawnMs: Math.round(map.drawnMs),
      frames: map.frames,
      medianMs: round(map.medianMs, 1),
      p95Ms: round(map.p95Ms, 1),
      maxMs: round(map.maxMs, 1),
      panMs: Math.round(map.panMs),
    },
    search: {
      properties: PROPERTIES,
      seedS: round(seedS, 1),
      firstPageMs: Math.round(list.firstPageMs),
      firstRendered: list.firstRendered,
      maxRendered: list.maxRendered,
      scrollToEndMs: list.scrollMs === null ? null : Math.round(list.scrollMs),
      searches: list.searches,
      inPages: list.inPages,
      otherCalls: list.otherCalls,
    },
    targets: TARGETS,
    pass,
  };
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  appendFileSync(RESULTS_FILE, `${JSON.stringify(record)}\n`);
  console.info(`\nresults appended to ${relative(ROOT, RESULTS_FILE)}`);
  return Object.values(pass).every(Boolean) ? 0 : 1;
}

const exitCode = await main().then(
  (code) => code,
  (error) => {
    console.error(`\nbenchmark failed: ${error.message}`);
    for (const proc of workspace.processes) {
      const stderr = proc.stderr().trim();
      if (stderr) console.error(`\n--- ${proc.name} stderr ---\n${stderr}`);
    }
    return 1;
  },
);
await browser?.close().catch(() => {});
await workspace.cleanup();
process.exit(exitCode);
