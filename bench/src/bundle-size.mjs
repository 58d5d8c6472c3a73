// `npm run bench:bundle`: builds the web app, then prints the landing page's JavaScript (raw, gzip, brotli) and the
// largest chunk against their budgets, and appends the figures to bench/results/bundle.jsonl.
import { appendFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHUNK_GZIP_BUDGET, LANDING_JS_GZIP_BUDGET, measureBundle } from '../../scripts/bundle-size.mjs';
import { formatTable, gitCommit } from './helpers.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sizes = measureBundle(join(ROOT, 'apps/web/dist'));
console.info(
  formatTable([
    ['figure', 'raw', 'gzip', 'brotli (over the wire)', 'budget (gzip)'],
    [
      `landing page JS (${sizes.landingFiles.length} files)`,
      kb(sizes.landing.raw),
      kb(sizes.landing.gzip),
      kb(sizes.landing.brotli),
      `${kb(LANDING_JS_GZIP_BUDGET)} ${sizes.landing.gzip <= LANDING_JS_GZIP_BUDGET ? 'met' : 'MISSED'}`,
    ],
    [
      `largest chunk (${sizes.largest.file})`,
      kb(sizes.largest.raw),
      kb(sizes.largest.gzip),
      kb(sizes.largest.brotli),
      `${kb(CHUNK_GZIP_BUDGET)} ${sizes.largest.gzip <= CHUNK_GZIP_BUDGET ? 'met' : 'MISSED'}`,
    ],
  ]),
);
appendFileSync(
  join(ROOT, 'bench/results/bundle.jsonl'),
  `${JSON.stringify({ date: new Date().toISOString(), commit: gitCommit(), ...sizes })}\n`,
);
