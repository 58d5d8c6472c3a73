/** True when `error` is a unique-constraint violation, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  // PostgreSQL: unique_violation; SQLite (better-sqlite3): SQLITE_CONSTRAINT_UNIQUE or _PRIMARYKEY.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** PostgreSQL's SQLSTATEs of a database that is away: the whole class 08, shutdowns, and too many connections. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // SQLite's write lock still held by another process after the busy timeout.
  'SQLITE_BUSY',
]);
/** pg's own words for a connection it lost or could not make (it gives these errors no code). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'Client was closed',
];

/**
 * True when `error` says the database is away or too busy to answer (answered 503, never 500): a connection refused,
 * cut or timed out, a server shutting down, a statement cancelled by its timeout, SQLite busy past its timeout.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (code.startsWith('08') && code.length === 5) return true;
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NODE_CODES.has(code)) return true;
  }
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text));
}
