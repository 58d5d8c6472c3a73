/**
 * The one shape of the web app's query keys: `[path, params]`, the API path a read asks for and its query parameters
 * as a plain object, left out when there are none. The key is the request: the default query function
 * (lib/query-client.ts) asks for `queryUrl(key)`, so two screens that read the same data share one cache entry. A
 * read loaded page by page (its own query function asks for each page) ends in 'pages': its cached value is a list of
 * pages, which must never share an entry with a single read of the same path.
 *
 * This module is kept to the two functions the first screen needs (the signed-in user's key and the default read):
 * it is in the landing page's script.
 */

/** A path of the API, as the server routes it (docs/api.md "Routes"). */
export type ApiPath = `/api/${string}`;

export type QueryParamValue = string | number | boolean;

/** A key's query parameters: present values only, sent in the order of their names. */
export type QueryParams = Readonly<Record<string, QueryParamValue>>;

/** The parameters a caller gives: an absent value (undefined or null) is no parameter at all. */
export type QueryParamsInput = Readonly<Record<string, QueryParamValue | null | undefined>>;

/** The key of one read: the URL it asks for. */
export type ApiReadKey = readonly [path: ApiPath] | readonly [path: ApiPath, params: QueryParams];

/** The key of a read loaded page by page: the parameters every page shares. */
export type ApiPagesKey = readonly [path: ApiPath, params: QueryParams, kind: 'pages'];

export type ApiQueryKey = ApiReadKey | ApiPagesKey;

// Every key TanStack Query sees is typed as one of these, so a key of another shape does not compile.
declare module '@tanstack/react-query' {
  interface Register {
    queryKey: ApiQueryKey;
  }
}

/**
 * The key of GET `path` with `params`: `[path]` without any, `[path, params]` with them, their names in order (so the
 * key and its URL are the same whatever order a caller wrote them in); with 'pages', the key of the pages of that read
 * (`[path, params, 'pages']`, params possibly empty).
 */
export function queryKey<const P extends ApiPath>(path: P): readonly [P];
export function queryKey(path: ApiPath, params: QueryParamsInput | undefined): ApiReadKey;
export function queryKey(path: ApiPath, params: QueryParamsInput | undefined, kind: 'pages'): ApiPagesKey;
export function queryKey(path: ApiPath, params?: QueryParamsInput, kind?: 'pages'): ApiQueryKey {
  const given = params ?? {};
  const present: Record<string, QueryParamValue> = {};
  for (const name of Object.keys(given).sort()) {
    const value = given[name];
    if (value != null) present[name] = value;
  }
  if (kind) return [path, present, kind];
  return Object.keys(present).length > 0 ? [path, present] : [path];
}

/** The URL a read's key asks for: its path, then its params in the key's order (URLSearchParams writes numbers as text). */
export function queryUrl([path, params]: ApiQueryKey): string {
  return params ? `${path}?${new URLSearchParams(params as Record<string, string>)}` : path;
}
