import { CLIENT_HEADER, CLIENT_HEADER_VALUE, type TApiError } from '@rentfolio/contracts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-OK answer of the API. The message follows docs/product.md "Messages" (Generic HTTP failure) (`"<status>: <body text or status
 * text>"`); `body` keeps the parsed `{ error, message, requestId, details? }` when the server sent one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: TApiError | null;

  constructor(status: number, text: string, body: TApiError | null) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

function parseApiErrorBody(text: string): TApiError | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && typeof (parsed as TApiError).message === 'string') {
      return parsed as TApiError;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, say): the text itself is the message.
  }
  return null;
}

/** Throws an ApiError for a non-OK response; returns the response otherwise. */
export async function throwIfNotOk(response: Response): Promise<Response> {
  if (response.ok) return response;
  const text = (await response.text().catch(() => '')) || response.statusText;
  throw new ApiError(response.status, text, parseApiErrorBody(text));
}

/** Headers every request carries: the client header is the server's CSRF check for state-changing calls. */
export function getBaseHeaders(extra?: Record<string, string>): Record<string, string> {
  return { [CLIENT_HEADER]: CLIENT_HEADER_VALUE, ...extra };
}

/**
 * A new Idempotency-Key (docs/api.md "Retries"): 32 random hex digits. crypto.getRandomValues, unlike randomUUID,
 * also works on a page served over plain HTTP.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Reads a JSON answer; an empty body (204, for example) gives undefined. */
async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Sends one API call with the session cookie; a body goes as JSON. Resolves with the parsed answer. */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  extraHeaders?: Record<string, string>,
): Promise<T> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: getBaseHeaders({ ...(hasBody ? { 'content-type': 'application/json' } : {}), ...extraHeaders }),
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(response);
  return readJson<T>(response);
}

const sessionEndedListeners = new Set<() => void>();

/**
 * Calls `listener` whenever a read answers 401, which means there is no session (any more): it expired, or it was
 * signed out on another device. Answers the function that stops the calls.
 */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => {
    sessionEndedListeners.delete(listener);
  };
}

/** A GET that treats 401 as "signed out" (null) rather than as a failure (docs/product.md "API calls"). */
export async function getOrNullOn401<T>(
  url: string,
  init: { headers?: Record<string, string>; signal?: AbortSignal; cache?: RequestCache } = {},
): Promise<T | null> {
  const response = await fetch(url, {
    method: 'GET',
    credentials: 'same-origin',
    headers: getBaseHeaders(init.headers),
    signal: init.signal,
    cache: init.cache,
  });
  if (response.status === 401) {
    // Read the answer to its end: an unread body keeps the request open, so the page never looks idle to the browser
    // (and tools that wait for network idle, such as Lighthouse, wait for ever).
    await response.text().catch(() => '');
    for (const listener of sessionEndedListeners) listener();
    return null;
  }
  await throwIfNotOk(response);
  return readJson<T>(response);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
