import { vi } from 'vitest';
import { jsonResponse } from './render';

export type RouteHandler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * A fetch stand-in that answers by "METHOD /path" (`'POST /api/analyze-deal'`), so a screen that reads several
 * endpoints can be tested; an unknown call fails the test loudly.
 */
export function createApiRouter(routes: Record<string, RouteHandler>) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = routes[key];
    if (!handler)
      return jsonResponse(500, { error: 'Test', message: `No test route for ${key}`, requestId: 't' });
    return handler(init);
  });
}

/** The JSON body a mocked call was sent with. */
export function getJsonBody(fetchMock: ReturnType<typeof createApiRouter>, key: string): unknown {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}
