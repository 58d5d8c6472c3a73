import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RELAXED_LIMITS, send, signUpAndIn, type TestApp } from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(5000))});`;
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-1.js"></script></head></html>';

describe.each(TEST_DIALECTS)('serving the web app and large answers on %s', (dialect) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(os.tmpdir(), 'rentfolio-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets/app-1.js'), SCRIPT);
    writeFileSync(join(dist, 'assets/app-1.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, 'assets/app-1.js.gz'), gzipSync(SCRIPT));
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS, webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        ...(cookie ? { cookie } : {}),
      },
    });

  it('sends the brotli file to a browser that takes brotli, with Vary: Accept-Encoding', async () => {
    const response = await get('/assets/app-1.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client that takes only gzip, and the plain file to one that takes neither', async () => {
    const gz = await get('/assets/app-1.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/app-1.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers 404 for a missing asset, but the app page for any other path', async () => {
    const missing = await get('/assets/gone-2.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    const page = await get('/deal-analysis');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX);
  });

  it('compresses a large JSON answer for a client that accepts it, and leaves small ones alone', async () => {
    const { cookie } = await signUpAndIn(t.app);
    const properties = Array.from({ length: 40 }, (_, i) => ({
      address: `${i + 1} Maple Ave`,
      city: 'Denver',
      state: 'CO',
      propertyType: 'single-family',
      purchasePrice: 400_000 + i * 1000,
      monthlyRent: 2400,
    }));
    const bulk = await send(t.app, 'POST', '/api/properties/bulk', { cookie, body: { properties } });
    expect(bulk.statusCode, bulk.body).toBe(201);

    const plain = await get('/api/properties?limit=1000', undefined, cookie);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(8 * 1024);
    const br = await get('/api/properties?limit=1000', 'gzip, br', cookie);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await get('/api/properties?limit=1000', 'gzip;q=1, br;q=0', cookie);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    const small = await get('/api/auth/user', 'br', cookie);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().id).toBeGreaterThan(0);
  });
});
