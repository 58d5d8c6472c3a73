import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHUNK_GZIP_BUDGET, LANDING_JS_GZIP_BUDGET, measureBundle } from '../../scripts/bundle-size.mjs';
import { expect, test } from '../fixtures';

const DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

test.describe('the first load', () => {
  // Deterministic: the sizes of the build the e2e server serves, against the budgets.
  test('the landing page JavaScript stays under 120 KB gzip and every chunk under 150 KB gzip', () => {
    const sizes = measureBundle(DIST);
    expect(sizes.landingFiles.length).toBeGreaterThan(0);
    expect(sizes.landing.gzip, `landing page JS is ${sizes.landing.gzip} bytes gzip`).toBeLessThanOrEqual(
      LANDING_JS_GZIP_BUDGET,
    );
    expect(
      sizes.largest.gzip,
      `${sizes.largest.file} is ${sizes.largest.gzip} bytes gzip`,
    ).toBeLessThanOrEqual(CHUNK_GZIP_BUDGET);
  });

  test('the signed-out landing page reaches network idle, downloads no signed-in code, and gets compressed scripts', async ({
    page,
  }) => {
    const scripts: string[] = [];
    const encodings = new Map<string, string>();
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) {
        const path = new URL(response.url()).pathname;
        scripts.push(path);
        encodings.set(path, (await response.allHeaders())['content-encoding'] ?? 'none');
      }
    });
    await page.goto('/', { waitUntil: 'networkidle', timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.some((path) => path.includes('signed-in-app'))).toBe(false);
    expect(scripts.some((path) => path.includes('dashboard'))).toBe(false);
    // The entry script (the largest file) arrives brotli-compressed; files under 1 KB are sent as they are.
    const entry = [...encodings.keys()].find((path) => /\/assets\/index-[\w-]+\.js$/.test(path));
    expect(entry).toBeDefined();
    expect(encodings.get(entry ?? '')).toBe('br');
  });
});
