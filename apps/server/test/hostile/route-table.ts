import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

// The server's route table, read from the built app (so that a route added later is covered without editing the
// hostile-input suite), and the admin-only routes, read from the route sources and docs/api.md.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteEntry = { method: HttpMethod; url: string };

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
export const WRITE_METHODS = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

export const routeKey = (route: RouteEntry) => `${route.method} ${route.url}`;

/**
 * Every route of the app with its methods, from `printRoutes({ commonPrefix: false })`. On Fastify 5 each line is a
 * node of the radix tree: its depth in blocks of four characters ("│   " or "    "), a branch ("├── " or "└── "), the
 * part of the path it adds to its parent's, and its methods in parentheses when a route ends there:
 *
 *   ├── /api/properties (GET, HEAD, POST)
 *   │   ├── /bulk (POST)
 *   │   └── /:id (GET, HEAD, PATCH, DELETE)
 *   │       └── /market (GET, HEAD)
 *
 * HEAD routes are Fastify's automatic twins of GET routes and are left out.
 */
export function parseRouteTree(printed: string): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const pathAtDepth: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (depth === 0 ? '' : (pathAtDepth[depth - 1] ?? '')) + (match[2] ?? '');
    pathAtDepth[depth] = path;
    pathAtDepth.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (METHODS.has(method)) routes.push({ method: method as HttpMethod, url: path });
    }
  }
  return routes;
}

/** The app's /api routes (wildcards aside: the API documentation's static files). */
export function listApiRoutes(app: FastifyInstance): RouteEntry[] {
  return parseRouteTree(app.printRoutes({ commonPrefix: false })).filter(
    (route) => route.url.startsWith('/api/') && !route.url.includes('*'),
  );
}

/** The `:name` parameters of a route path, in order. */
export function pathParams(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
}

/** A parameter that names a record someone owns: `id`, `…Id` or `…Key` (an import key). */
export const isOwnedParam = (name: string) => name === 'id' || /(?:Id|Key)$/.test(name);

const ROUTES_DIR = join(import.meta.dirname, '../../src/routes');
const API_DOC = join(import.meta.dirname, '../../../../docs/api.md');

/**
 * The routes whose handler refuses anyone but an admin (`role !== 'admin'`), read from apps/server/src/routes, and the
 * rows of docs/api.md that say "admin only". Both, so that neither a new check in the code nor a new line in the docs
 * goes untested.
 */
export function findAdminOnlyRoutes(): RouteEntry[] {
  const found = new Map<string, RouteEntry>();
  const add = (method: string, url: string) => {
    const route = { method: method.toUpperCase() as HttpMethod, url };
    found.set(routeKey(route), route);
  };
  for (const file of readdirSync(ROUTES_DIR).filter((name) => name.endsWith('.routes.ts'))) {
    const source = readFileSync(join(ROUTES_DIR, file), 'utf8');
    const registrations = [...source.matchAll(/\b(?:r|app)\.(get|post|put|patch|delete)\(\s*'([^']+)'/g)];
    registrations.forEach((registration, index) => {
      const end = registrations[index + 1]?.index ?? source.length;
      const handler = source.slice(registration.index, end);
      if (/role\s*!==\s*'admin'/.test(handler)) add(registration[1] ?? '', registration[2] ?? '');
    });
  }
  for (const row of readFileSync(API_DOC, 'utf8').split('\n')) {
    const route = /^\| `(GET|POST|PUT|PATCH|DELETE) (\/api\/[^`\s]+)`.*\badmin only\b/i.exec(row);
    if (route) add(route[1] ?? '', route[2] ?? '');
  }
  return [...found.values()];
}
