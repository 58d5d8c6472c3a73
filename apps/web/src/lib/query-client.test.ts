import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { createQueryClient } from './query-client';
import { type ApiQueryKey, queryKey } from './query-keys';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Reads `key` through the default query function and gives the URL it asked for, with the answer. */
async function readThroughDefault(key: ApiQueryKey) {
  const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { ok: true }));
  vi.stubGlobal('fetch', fetchMock);
  const data = await createQueryClient().fetchQuery({ queryKey: key });
  return { url: String(fetchMock.mock.calls[0]?.[0]), calls: fetchMock.mock.calls.length, data };
}

describe('the default query function', () => {
  it('asks for the path of a key without params', async () => {
    const read = await readThroughDefault(queryKey('/api/portfolio/metrics'));
    expect(read).toEqual({ url: '/api/portfolio/metrics', calls: 1, data: { ok: true } });
  });

  it("asks for the path with the key's params, in the order of their names", async () => {
    const read = await readThroughDefault(
      queryKey('/api/market/rent-check', { zipCode: '80205', bedrooms: 3 }),
    );
    expect(read.url).toBe('/api/market/rent-check?bedrooms=3&zipCode=80205');
  });

  it('asks for a place with a space in it as a form query writes it', async () => {
    const read = await readThroughDefault(
      queryKey('/api/market-data', { state: 'CO', city: 'Fort Collins' }),
    );
    expect(read.url).toBe('/api/market-data?city=Fort+Collins&state=CO');
  });

  it('resolves to null when the answer is 401 (signed out)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse(401, { error: 'Unauthorized', message: 'Sign in' })),
    );
    await expect(
      createQueryClient().fetchQuery({ queryKey: queryKey('/api/user/goals') }),
    ).resolves.toBeNull();
  });
});
