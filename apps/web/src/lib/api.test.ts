import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getOrNullOn401 } from './api';
import { getServerMessage } from './api-errors';
import { defaultQueryFn } from './query-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends no content type without a body', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('{"success":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiRequest('POST', '/api/auth/logout')).resolves.toEqual({ success: true });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toEqual({ 'x-rentfolio-client': 'web' });
    expect(init?.body).toBeUndefined();
  });

  it('throws "<status>: <body>" and keeps the parsed error body', async () => {
    const body = { error: 'Too Many Requests', message: 'Too many attempts.', requestId: 'r9' };
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status: 429 })),
    );

    const error = await apiRequest('POST', '/api/auth/admin', { pin: '1234' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`429: ${JSON.stringify(body)}`);
    expect((error as ApiError).status).toBe(429);
    expect(getServerMessage(error)).toBe('Too many attempts.');
  });

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(new Response(null, { status: 503, statusText: 'Service Unavailable' })),
    );
    await expect(apiRequest('GET', '/api/config')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('defaultQueryFn', () => {
  it("reads the query key's URL (path and params) and resolves a 401 to null", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    const signal = new AbortController().signal;
    const queryKey = ['/api/portfolio/history', { days: 365 }];

    // biome-ignore lint/suspicious/noExplicitAny: the query function context is irrelevant beyond key and signal.
    await expect(defaultQueryFn({ queryKey, signal } as any)).resolves.toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/portfolio/history?days=365');
  });
});

describe('getOrNullOn401', () => {
  it('answers null for a 401 and reads its body to the end, so the request completes', async () => {
    const response = new Response(
      JSON.stringify({ error: 'Unauthorized', message: 'You are not signed in.' }),
      {
        status: 401,
      },
    );
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(response));
    await expect(getOrNullOn401('/api/auth/user')).resolves.toBeNull();
    expect(response.bodyUsed).toBe(true);
  });
});
