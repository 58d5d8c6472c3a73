// The web build's sizes (bench/README.md "Bundle"): the JavaScript the landing page downloads (the entry script of
// index.html and the modules it preloads, which is everything the first screen needs) and the largest chunk. Sizes are
// raw, gzip (level 9) and brotli (quality 11), the last being what a browser receives from our server.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Landing page budget and per-chunk budget, in bytes of gzip (issue "a fast first load"). */
export const LANDING_JS_GZIP_BUDGET = 120 * 1024;
export const CHUNK_GZIP_BUDGET = 150 * 1024;

export function sizesOf(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function sum(list) {
  return list.reduce(
    (total, item) => ({
      raw: total.raw + item.raw,
      gzip: total.gzip + item.gzip,
      brotli: total.brotli + item.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

/** Measures the build in `distDir` (apps/web/dist). */
export function measureBundle(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const landingFiles = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
  ].map((match) => match[1]);
  const chunks = readdirSync(join(distDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ file: `assets/${name}`, ...sizesOf(readFileSync(join(distDir, 'assets', name))) }));
  const landing = chunks.filter((chunk) => landingFiles.includes(chunk.file));
  if (landing.length !== landingFiles.length)
    throw new Error(`index.html names missing files: ${landingFiles}`);
  const largest = chunks.reduce((big, chunk) => (chunk.gzip > big.gzip ? chunk : big), chunks[0]);
  return { landingFiles, landing: sum(landing), largest, chunkCount: chunks.length };
}
