import { dirname, join } from 'node:path';
import { API_ERROR_CODES } from '@rentfolio/contracts';
import { getUserById } from '@rentfolio/db';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { startSession } from '../../src/services/session.service';
import { confirmationTokenOf, send, signUpConfirmed, type TestApp } from '../setup/test-app';
import { DigestReader, installWriteCounter, type UserDigest } from './digest';
import {
  type BodyPlan,
  type CasePlan,
  leafPaths,
  OTHER_USER_ID,
  RawJson,
  setOwn,
  toJsonText,
  UTF16_BODY,
} from './payloads';
import {
  type Actor,
  BANK_OFX,
  CSV_HEADER,
  PROPERTY,
  RECEIPT_PDF,
  type RouteFile,
  type RouteSpec,
  type SpecContext,
  uuidOf,
} from './route-specs';
import { type HttpMethod, isOwnedParam, pathParams, type RouteEntry } from './route-table';

// The hostile-input suite's plumbing: users and their records, requests built from case plans, the checks every answer
// must pass, and the digest comparisons. The assertions themselves are in suite.ts.

export type ResourceKind =
  | 'property'
  | 'analysis'
  | 'achievement'
  | 'session'
  | 'user'
  /** A property import's key (POST /api/properties/import). */
  | 'importKey'
  /** A bank statement import's key (POST /api/bank-imports): a key of one kind is never the other's. */
  | 'bankImportKey'
  | 'transaction'
  | 'schedule'
  /** A transaction with a receipt attached: what the routes under /api/transactions/:id/receipt act on. */
  | 'receipt'
  /** A payee rule (POST /api/ledger-rules). */
  | 'ledgerRule'
  /** A unit of the rent roll (POST /api/properties/:id/units). */
  | 'unit';

/** The kinds whose parameter is an import key (a UUID), not a decimal id: a decimal id there is refused, not 404. */
export const IMPORT_KEY_KINDS: ReadonlySet<ResourceKind> = new Set(['importKey', 'bankImportKey']);

/** What the owned parameter of a route names, by the path segment in front of it. */
export function resourceKindOf(url: string): ResourceKind | undefined {
  const owned = pathParams(url).find(isOwnedParam);
  if (!owned) return undefined;
  const segments = url.split('/');
  const before = segments[segments.indexOf(`:${owned}`) - 1];
  const kinds: Record<string, ResourceKind> = {
    properties: 'property',
    analyses: 'analysis',
    achievements: 'achievement',
    sessions: 'session',
    user: 'user',
    import: 'importKey',
    'bank-imports': 'bankImportKey',
    'ledger-rules': 'ledgerRule',
    units: 'unit',
    transactions: 'transaction',
    'transaction-schedules': 'schedule',
    'schedule-e': 'property',
  };
  const kind = before ? kinds[before] : undefined;
  // A receipt route on the caller's own transaction must find a receipt there, or GET and DELETE only answer 404.
  if (kind === 'transaction' && segments.at(-1) === 'receipt') return 'receipt';
  return kind;
}

export type BuiltRequest = {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /**
   * Whether app.inject will send another path than `url`: it resolves dot segments ('%2e%2e' too) as a browser does,
   * so such a request reaches another route (or none) and only the checks that hold for any route apply.
   */
  rewritten: boolean;
  /** The body as the server should read it: none, a JSON value, text that is not JSON, bytes that are not UTF-8. */
  parsed:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'notJson' }
    | { kind: 'notUtf8' }
    /** A file's raw bytes, to a route that takes a file (RouteSpec.file). */
    | { kind: 'file'; bytes: Buffer };
};

/** Whether a Content-Type names `mediaType` (its parameters and letter case aside). */
const IS_MEDIA = (contentType: string, mediaType: string) =>
  contentType.split(';')[0]?.trim().toLowerCase() === mediaType;

/** Whether a Content-Type names another media type than JSON. */
const OTHER_MEDIA = (contentType: string) => !IS_MEDIA(contentType, 'application/json');

const OCTET_STREAM = 'application/octet-stream';

/** Problems with an error answer: docs/api.md "Errors" gives every one the shape { error, code, message, requestId }. */
export function errorShapeProblems(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return [`error answered as ${type || 'no content type'}`];
  let body: Record<string, unknown>;
  try {
    body = response.json();
  } catch {
    return ['error body is not JSON'];
  }
  if (typeof body.error !== 'string' || body.error === '') problems.push('error is not a non-empty string');
  if (!(API_ERROR_CODES as readonly unknown[]).includes(body.code))
    problems.push(`unknown code ${String(body.code)}`);
  if (typeof body.message !== 'string' || body.message.trim() === '') problems.push('message is empty');
  if (typeof body.requestId !== 'string' || body.requestId !== response.headers['x-request-id'])
    problems.push('requestId is not the x-request-id header');
  if (body.details !== undefined) {
    const details = body.details as Record<string, unknown>;
    if (typeof details !== 'object' || Object.values(details).some((v) => typeof v !== 'string'))
      problems.push('details is not a map of messages');
  }
  if (/at .*\.(js|ts):\d+/.test(response.body)) problems.push('error leaks a stack trace');
  return problems;
}

/** Replaces the value at `path` in `target` (in place); a path through something that is no object is left alone. */
function replaceInPlace(target: unknown, path: (string | number)[], value: unknown): void {
  let node = target as Record<string, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = node[key as string];
    if (next === null || typeof next !== 'object' || next instanceof RawJson) return;
    node = next as Record<string, unknown>;
  }
  setOwn(node, String(path.at(-1)), value);
}

function dropInPlace(target: unknown, path: (string | number)[]): void {
  let node = target as Record<string, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = node[key as string];
    if (next === null || typeof next !== 'object') return;
    node = next as Record<string, unknown>;
  }
  const last = path.at(-1);
  if (Array.isArray(node)) node.splice(Number(last), 1);
  else delete node[String(last)];
}

/** The other user's id where a case put OTHER_USER_ID. */
function fillOtherUser(value: unknown, otherId: number): unknown {
  if (value === OTHER_USER_ID) return otherId;
  if (value instanceof RawJson || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => fillOtherUser(item, otherId));
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value))
    setOwn(copy, key, fillOtherUser((value as Record<string, unknown>)[key], otherId));
  return copy;
}

/** The JSON text a raw-valid plan makes of a valid body. */
function rawValidText(how: Extract<BodyPlan, { kind: 'rawValid' }>['how'], valid: unknown): string {
  const text = toJsonText(valid ?? {});
  const isObject = text.startsWith('{');
  const inject = (entry: string) =>
    isObject ? (text === '{}' ? `{${entry}}` : `{${entry},${text.slice(1)}`) : `{${entry}}`;
  switch (how) {
    case 'bom':
      return `\uFEFF${text}`;
    case 'dupKey': {
      const first = isObject ? Object.keys(valid as object)[0] : undefined;
      return first ? `${text.slice(0, -1)},${JSON.stringify(first)}:null}` : '{"a":1,"a":2}';
    }
    case 'proto':
      return inject('"__proto__":{"role":"admin","isAdmin":true}');
    case 'constructor':
      return inject('"constructor":{"prototype":{"role":"admin"}}');
    case 'truncate':
      return text.slice(0, Math.max(1, Math.floor(text.length / 2)));
    case 'nul':
      return `${text}\u0000`;
    case 'spaces':
      return ` \n\t${text} \r\n`;
  }
}

/** The bytes a hostile value puts into a file: a string as its UTF-8, anything else as its JSON text. */
const bytesOfValue = (value: unknown) => Buffer.from(typeof value === 'string' ? value : toJsonText(value));

/** Hostile bytes land in a file's first bytes, where its type is read (every receipt signature is within 12). */
const FILE_HEAD = 16;

/** `file` with `bytes` written over it from `pick` (within its head) on, longer when they run past its end. */
function overwrite(file: Buffer, pick: number, bytes: Buffer): Buffer {
  const at = pick % Math.min(FILE_HEAD, file.length);
  return Buffer.concat([file.subarray(0, at), bytes, file.subarray(at + bytes.length)]);
}

/**
 * What a case plan sends to a route that takes a file: the hostile value goes into the bytes (written over the file's
 * head, one byte of it dropped, the whole body replaced), a privileged field into the query string (the only other
 * input such a route reads), another content type around the valid file. No `bytes`: no body at all.
 */
function fileBody(
  body: BodyPlan,
  valid: Buffer,
  otherUserId: number,
): { bytes?: Buffer; contentType?: string; query?: string } {
  switch (body.kind) {
    case 'valid':
      return { bytes: valid };
    case 'replace': {
      let file = valid;
      body.picks.forEach((pick, i) => {
        file = overwrite(
          file,
          pick,
          bytesOfValue(fillOtherUser(body.values[i % body.values.length], otherUserId)),
        );
      });
      return { bytes: file };
    }
    case 'drop': {
      const at = body.pick % Math.min(FILE_HEAD, valid.length);
      return { bytes: Buffer.concat([valid.subarray(0, at), valid.subarray(at + 1)]) };
    }
    case 'extra': {
      const value = fillOtherUser(body.value, otherUserId);
      const text = typeof value === 'string' ? value : toJsonText(value);
      return { bytes: valid, query: `${encodeURIComponent(body.key)}=${encodeURIComponent(text)}` };
    }
    case 'whole':
      return { bytes: bytesOfValue(fillOtherUser(body.value, otherUserId)) };
    case 'raw':
      return { bytes: Buffer.from(body.text) };
    case 'rawValid':
      switch (body.how) {
        // The file behind a UTF-8 byte-order mark or white space: its signature is no longer at byte 0.
        case 'bom':
          return { bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), valid]) };
        case 'spaces':
          return { bytes: Buffer.concat([Buffer.from(' \n\t'), valid, Buffer.from(' \r\n')]) };
        case 'nul':
          return { bytes: Buffer.concat([valid, Buffer.from([0])]) };
        case 'truncate':
          return { bytes: valid.subarray(0, Math.max(1, Math.floor(valid.length / 2))) };
        default:
          return { bytes: Buffer.from(rawValidText(body.how, {})) };
      }
    case 'bytes':
      return {
        bytes:
          body.bytes === UTF16_BODY
            ? Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{}', 'utf16le')])
            : Buffer.from(body.bytes),
      };
    case 'contentType':
      return { bytes: valid, contentType: body.contentType };
    case 'none':
      return {};
  }
}

function parseJsonText(text: string): BuiltRequest['parsed'] {
  try {
    // The server reads UTF-8 with its byte-order mark dropped (plugins/security.ts), then JSON.
    return { kind: 'json', value: JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text) };
  } catch {
    return { kind: 'notJson' };
  }
}

export type RequestInputs = {
  route: RouteEntry;
  spec: RouteSpec;
  plan: CasePlan;
  context: SpecContext;
  /** The caller's own id for the route's owned parameter. */
  ownId: string | undefined;
  otherUserId: number;
};

/** The request a case plan makes for a route. */
export function buildRequest({
  route,
  spec,
  plan,
  context,
  ownId,
  otherUserId,
}: RequestInputs): BuiltRequest {
  let url = route.url;
  for (const name of pathParams(route.url)) {
    const value = isOwnedParam(name) ? (plan.path.kind === 'id' ? plan.path.id : (ownId ?? '1')) : 'Denver';
    url = url.replace(`:${name}`, value);
  }
  const validQuery = spec.query?.(context) ?? '';
  // A stray query string takes the place of the valid one (the unsubscribe link's token, say).
  url += plan.query ?? validQuery;

  const headers: Record<string, string> = { ...(spec.headers?.(context) ?? {}) };
  if (spec.file) {
    const made = fileBody(plan.body, spec.file.bytes(context), otherUserId);
    if (made.query) url += `${url.includes('?') ? '&' : '?'}${made.query}`;
    if (made.bytes) headers['content-type'] = made.contentType ?? OCTET_STREAM;
    return {
      method: route.method,
      url,
      headers,
      rewritten: isRewritten(url),
      ...(made.bytes
        ? { payload: made.bytes, parsed: { kind: 'file', bytes: made.bytes } }
        : { parsed: { kind: 'none' } }),
    };
  }
  const valid = spec.body?.(context);
  const base: unknown = valid === undefined ? {} : structuredClone(valid);
  const json = (value: unknown): Pick<BuiltRequest, 'payload' | 'parsed'> => {
    const text = toJsonText(fillOtherUser(value, otherUserId));
    headers['content-type'] = 'application/json';
    return { payload: text, parsed: parseJsonText(text) };
  };
  const body = plan.body;
  let sent: Pick<BuiltRequest, 'payload' | 'parsed'>;
  switch (body.kind) {
    case 'valid':
      sent = valid === undefined ? { parsed: { kind: 'none' } } : json(base);
      break;
    case 'replace': {
      const leaves = leafPaths(base);
      if (leaves.length === 0) {
        sent = json(body.values[0]);
        break;
      }
      body.picks.forEach((pick, i) => {
        replaceInPlace(base, leaves[pick % leaves.length] ?? [], body.values[i % body.values.length]);
      });
      sent = json(base);
      break;
    }
    case 'drop': {
      const leaves = leafPaths(base);
      if (leaves.length > 0) dropInPlace(base, leaves[body.pick % leaves.length] ?? []);
      sent = json(base);
      break;
    }
    case 'extra': {
      const target = base !== null && typeof base === 'object' && !Array.isArray(base) ? base : {};
      setOwn(target as Record<string, unknown>, body.key, body.value);
      sent = json(target);
      break;
    }
    case 'whole':
      sent = json(body.value);
      break;
    case 'raw':
      headers['content-type'] = 'application/json';
      sent = { payload: body.text, parsed: parseJsonText(body.text) };
      break;
    case 'rawValid': {
      const text = rawValidText(body.how, base);
      headers['content-type'] = 'application/json';
      sent = { payload: text, parsed: parseJsonText(text) };
      break;
    }
    case 'bytes': {
      headers['content-type'] = 'application/json';
      const bytes =
        body.bytes === UTF16_BODY
          ? Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(toJsonText(base), 'utf16le')])
          : Buffer.concat([Buffer.from('{"name":"'), Buffer.from(body.bytes), Buffer.from('"}')]);
      sent = { payload: bytes, parsed: { kind: 'notUtf8' } };
      break;
    }
    case 'contentType': {
      const text = toJsonText(base);
      headers['content-type'] = body.contentType;
      sent = {
        payload: text,
        parsed: OTHER_MEDIA(body.contentType) ? { kind: 'notJson' } : parseJsonText(text),
      };
      break;
    }
    case 'none':
      sent = { parsed: { kind: 'none' } };
      break;
  }
  return { method: route.method, url, headers, rewritten: isRewritten(url), ...sent };
}

/** Whether app.inject sends another path than the one in `url` (BuiltRequest.rewritten). */
function isRewritten(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url;
  const decoded = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  // light-my-request parses the URL with new URL(): percent-encoding aside, a different path is another route.
  return decoded(new URL(path, 'http://localhost').pathname) !== decoded(path);
}

/**
 * Whether a request's body is one its contract takes but whose file the route's reader refuses (RouteSpec.content):
 * the server must refuse it as it refuses what the contract refuses. False when the route reads no file, when the body
 * is no JSON the route reads, or when the contract refuses it already (answerProblems checks that).
 */
export async function isContentRefused(request: BuiltRequest, spec: RouteSpec): Promise<boolean> {
  if (!spec.content || !spec.contract || request.rewritten || request.parsed.kind !== 'json') return false;
  const type = request.headers['content-type'];
  if (type === undefined || OTHER_MEDIA(type)) return false;
  const value = request.parsed.value;
  if (!spec.contract.safeParse(value).success) return false;
  return !(await spec.content.accepts(value));
}

/** A request with a plain JSON body, checked by its own test rather than by answerProblems. */
export function plainJsonRequest(method: HttpMethod, url: string, value: unknown): BuiltRequest {
  return {
    method,
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(value),
    rewritten: false,
    parsed: { kind: 'json', value },
  };
}

/** The `code` of an error answer, if it is JSON with one. */
function codeOf(response: LightMyRequestResponse): string | undefined {
  try {
    return (response.json() as { code?: string }).code;
  } catch {
    return undefined;
  }
}

/**
 * The checks every answer to a hostile request must pass, whatever the route: never a 5xx; every 4xx in the API's
 * error shape; a body its contract refuses is refused with 400 (or 413 when it is over the limit); bytes that are not
 * UTF-8 are 400; a body that is not JSON is 415 (docs/api.md "Conventions"). A route that takes a file (`file`) turns
 * the last one round: anything but application/octet-stream is 415, and bytes its contract refuses are 400 or 413.
 */
export function answerProblems(
  request: BuiltRequest,
  response: LightMyRequestResponse,
  contract: z.ZodType | undefined,
  options: {
    takesForms: boolean;
    nowIso: string;
    file?: RouteFile;
    /** The body's file is one the route's reader refuses (RouteSpec.content), though the contract takes the body. */
    contentRefused?: boolean;
  },
): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push(`answered ${status}`);
  const isPage = options.takesForms && String(response.headers['content-type'] ?? '').startsWith('text/html');
  if (status >= 400 && !isPage) problems.push(...errorShapeProblems(response));
  if (status < 300) problems.push(...acceptedAnswerProblems(response.body, options.nowIso));
  if (status === 401) {
    if (codeOf(response) === 'UNAUTHENTICATED')
      problems.push('the signed-in session was no longer accepted (401 UNAUTHENTICATED)');
  }
  const type = request.headers['content-type'];
  // A path the API refuses is answered 400 BAD_URL "before any other check" (docs/api.md "Plain paths").
  const badUrl = status === 400 && codeOf(response) === 'BAD_URL';
  if (options.file) {
    // A rewritten path reached another route (or none), whose rules are not this one's.
    if (request.rewritten || badUrl) return problems;
    const isFile = type !== undefined && IS_MEDIA(type, OCTET_STREAM);
    if (!isFile && status !== 415)
      problems.push(`a file route answered ${status} to ${type ?? 'no content type'}, not 415`);
    if (isFile && status === 415) problems.push('a file sent as application/octet-stream answered 415');
    if (
      isFile &&
      request.parsed.kind === 'file' &&
      !options.file.accepts(request.parsed.bytes) &&
      status !== 400 &&
      status !== 413
    )
      problems.push(`bytes the route's contract refuses answered ${status}, not 400`);
    return problems;
  }
  if (request.parsed.kind === 'notUtf8' && status !== 400)
    problems.push(`bytes that are not UTF-8 answered ${status}`);
  if (!options.takesForms && type !== undefined && OTHER_MEDIA(type) && status !== 415 && !badUrl)
    problems.push(`a ${type} body answered ${status}, not 415`);
  if (
    request.parsed.kind === 'notJson' &&
    type !== undefined &&
    !OTHER_MEDIA(type) &&
    status !== 400 &&
    status !== 413
  )
    problems.push(`a body that is not JSON answered ${status}`);
  if (
    contract &&
    !request.rewritten &&
    request.parsed.kind !== 'notJson' &&
    request.parsed.kind !== 'notUtf8'
  ) {
    const value = request.parsed.kind === 'json' ? request.parsed.value : undefined;
    const accepted = contract.safeParse(value).success;
    if (!accepted && status !== 400 && status !== 413)
      problems.push(`a body its contract refuses answered ${status}, not 400`);
    if (accepted && options.contentRefused && status !== 400 && status !== 413)
      problems.push(`a body whose file the route's reader refuses answered ${status}, not 400`);
  }
  if (type !== undefined && !OTHER_MEDIA(type) && status === 415)
    problems.push(`a JSON body sent as ${type} answered 415`);
  return problems;
}

/**
 * What an accepted request's answer may never show, whatever privileged fields the body carried: a role but 'user', a
 * plan but 'free' (every account's, docs/product.md "Roles and plans"), a confirmed address just registered, or a time
 * other than the server's own (the test clock stands still, so every record is made at `nowIso`).
 */
export function acceptedAnswerProblems(body: string, nowIso: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return [];
  }
  const problems: string[] = [];
  const visit = (node: unknown, path: string) => {
    if (node === null || typeof node !== 'object') return;
    for (const [key, inner] of Object.entries(node)) {
      const at = path ? `${path}.${key}` : key;
      if (key === 'role' && inner !== 'user') problems.push(`${at} is ${JSON.stringify(inner)}`);
      if (key === 'plan' && inner !== 'free') problems.push(`${at} is ${JSON.stringify(inner)}`);
      if (['createdAt', 'updatedAt', 'joinDate', 'earnedAt'].includes(key) && inner !== nowIso)
        problems.push(`${at} is ${JSON.stringify(inner)}, not the server's time`);
      visit(inner, at);
    }
  };
  visit(value, '');
  const registered = (value as { user?: { emailConfirmed?: unknown } } | null)?.user;
  if (registered && registered.emailConfirmed !== false) problems.push('a new account answered as confirmed');
  return problems;
}

/** Users, their records and the requests sent, for one app. */
export class Harness {
  /** Hostile requests sent (set-up requests are not counted). */
  sent = 0;
  readonly #awards = new Set<Promise<void>>();

  constructor(readonly t: TestApp) {
    // Achievements after a stored usage count (an analysis, a day's first visit) are evaluated after the request has
    // been answered (services/usage-buffer.ts). The suite waits for them before it reads the next digest, so that a
    // late achievement is never taken for a change made by the next, refused, request.
    const buffer = t.app.rentfolio.usageBuffer;
    const evaluate = buffer.onStored;
    buffer.onStored = (userIds) => {
      const run = evaluate ? evaluate(userIds) : Promise.resolve();
      this.#awards.add(run);
      void run.finally(() => this.#awards.delete(run));
      return run;
    };
  }

  #reader: DigestReader | undefined;

  /** Installs what readWriteMark reads (PostgreSQL) and reads the schema; before the first request. */
  async start(): Promise<void> {
    await installWriteCounter(this.db, this.t.db.handle.dialect);
    // SQLite keeps receipts' bytes as files, so the digest reads the user's folder too.
    this.#reader = await DigestReader.open(
      this.db,
      this.t.db.handle.dialect,
      this.t.db.config.dialect === 'sqlite' ? (userId) => this.receiptFolder(userId) : undefined,
    );
  }

  /**
   * Where a user's receipts are kept as files: `receipts/<userId>` beside the SQLite database file (docs/operations.md
   * "Receipts"); none on PostgreSQL, which keeps them in their rows.
   */
  receiptFolder(userId: number): string | undefined {
    const { config } = this.t.db;
    if (config.dialect !== 'sqlite') return undefined;
    return join(dirname(config.filename), 'receipts', String(userId));
  }

  /** The tables a digest covers. */
  get digestTables(): string[] {
    return this.#reader?.tableNames ?? [];
  }

  get db() {
    return this.t.db.handle.db;
  }

  /** Waits until every count is stored and every achievement evaluation it started has finished. */
  async settle(): Promise<void> {
    for (let round = 0; round < 10; round += 1) {
      await this.t.app.rentfolio.usageBuffer.flush();
      if (this.#awards.size === 0) return;
      await Promise.allSettled([...this.#awards]);
    }
  }

  async digest(userId: number): Promise<UserDigest> {
    await this.settle();
    if (!this.#reader) throw new Error('start() the harness first');
    return this.#reader.read(userId);
  }

  async newActor(): Promise<Actor> {
    const { user, cookie, password } = await signUpConfirmed(this.t);
    await this.settle();
    return { id: user.id, username: user.username, email: user.email, password, cookie };
  }

  /**
   * A new session of `actor`, started as the sign-in route starts one once the password is right
   * (services/session.service.ts): a case that signs the actor out is followed by hundreds of these, and an argon2
   * check each would cost seconds. The sign-in itself is among the routes the suite attacks.
   */
  async newSession(actor: Actor): Promise<string> {
    const row = await getUserById(this.db, actor.id);
    if (!row) throw new Error(`user ${actor.id} is gone`);
    const token = await startSession(this.t.app.rentfolio, row, { userAgent: 'hostile-input suite' });
    await this.settle();
    return `rentfolio_session=${token}`;
  }

  /** Signs `actor` in again (a new session cookie). */
  async signIn(actor: Actor): Promise<void> {
    actor.cookie = await this.newSession(actor);
  }

  /**
   * The rows of `userId` after a request: `before` itself when nothing that could be anyone's row was written since it
   * was read (readWriteMark), else read again.
   */
  async digestAfter(userId: number, before: UserDigest): Promise<UserDigest> {
    await this.settle();
    if (!this.#reader) throw new Error('start() the harness first');
    const mark = await this.#reader.mark(userId);
    return mark === before.mark ? before : this.digest(userId);
  }

  async inject(request: BuiltRequest, cookie: string | undefined): Promise<LightMyRequestResponse> {
    this.sent += 1;
    return this.t.app.inject({
      method: request.method,
      url: request.url,
      headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
  }

  /** Records made for the suite so far: when this moves, the caller's rows changed and their digest is read again. */
  setupWrites = 0;

  /** An id of the actor's own record of `kind`, made through the API when there is none (any more). */
  async ownId(
    kind: ResourceKind,
    actor: Actor,
    cache: Partial<Record<ResourceKind, string>>,
  ): Promise<string> {
    const cached = cache[kind];
    if (cached !== undefined && (kind !== 'session' || (await this.hasOtherSession(actor, cached))))
      return cached;
    const made = await this.makeResource(kind, actor);
    this.setupWrites += 1;
    cache[kind] = made;
    await this.settle();
    return made;
  }

  /** Whether `id` is still one of the actor's sessions, and not the one its cookie opens. */
  async hasOtherSession(actor: Actor, id: string): Promise<boolean> {
    const answer = await send(this.t.app, 'GET', '/api/user/sessions', { cookie: actor.cookie });
    if (answer.statusCode !== 200) return false;
    return (answer.json() as { id: string; current: boolean }[]).some((s) => s.id === id && !s.current);
  }

  async makeResource(kind: ResourceKind, actor: Actor): Promise<string> {
    const { app } = this.t;
    const cookie = actor.cookie;
    const must = (response: LightMyRequestResponse, what: string) => {
      if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
      return response.json() as Record<string, unknown>;
    };
    switch (kind) {
      case 'user':
        return String(actor.id);
      case 'property':
        return String(
          must(await send(app, 'POST', '/api/properties', { cookie, body: PROPERTY }), 'property').id,
        );
      case 'transaction': {
        const propertyId = must(
          await send(app, 'POST', '/api/properties', { cookie, body: PROPERTY }),
          'property',
        ).id;
        const rows = (
          await send(app, 'POST', '/api/transactions', {
            cookie,
            body: {
              date: '2026-11-01',
              payee: 'Tenant',
              parts: [{ propertyId, category: 'rents', amount: 2600 }],
            },
          })
        ).json() as { id: number }[];
        if (!rows[0]) throw new Error('transaction: none stored');
        return String(rows[0].id);
      }
      case 'receipt': {
        const transactionId = await this.makeResource('transaction', actor);
        const attached = await app.inject({
          method: 'PUT',
          url: `/api/transactions/${transactionId}/receipt?name=kept.pdf`,
          headers: { cookie, 'content-type': 'application/octet-stream' },
          payload: RECEIPT_PDF,
        });
        must(attached, 'receipt');
        return transactionId;
      }
      case 'schedule': {
        const propertyId = must(
          await send(app, 'POST', '/api/properties', { cookie, body: PROPERTY }),
          'property',
        ).id;
        return String(
          must(
            await send(app, 'POST', '/api/transaction-schedules', {
              cookie,
              body: { propertyId, kind: 'rent', dayOfMonth: 1, amount: 2600, startDate: '2026-11-01' },
            }),
            'schedule',
          ).id,
        );
      }
      case 'analysis':
        return String(
          must(
            await send(app, 'POST', '/api/analyses', {
              cookie,
              body: { purchasePrice: 300_000, monthlyRent: 2500, operatingExpenses: 400 },
            }),
            'analysis',
          ).id,
        );
      case 'achievement': {
        // The first property earns the first milestone (docs/product.md "Achievements").
        await this.makeResource('property', actor);
        const list = (await send(app, 'GET', '/api/achievements', { cookie })).json() as { id: number }[];
        if (!list[0]) throw new Error('no achievement after the first property');
        return String(list[0].id);
      }
      case 'session': {
        // Another device of the same user: a second session, listed by its public id.
        await this.newSession(actor);
        const sessions = (await send(app, 'GET', '/api/user/sessions', { cookie })).json() as {
          id: string;
          current: boolean;
        }[];
        const spare = sessions.find((session) => !session.current);
        if (!spare) throw new Error('no second session');
        return spare.id;
      }
      case 'ledgerRule': {
        const propertyId = must(
          await send(app, 'POST', '/api/properties', { cookie, body: PROPERTY }),
          'property',
        ).id;
        return String(
          must(
            await send(app, 'POST', '/api/ledger-rules', {
              cookie,
              body: { payeeContains: 'Owned Rule Hardware', category: 'repairs', propertyId },
            }),
            'rule',
          ).id,
        );
      }
      case 'unit': {
        const propertyId = must(
          await send(app, 'POST', '/api/properties', { cookie, body: PROPERTY }),
          'property',
        ).id;
        return String(
          must(
            await send(app, 'POST', `/api/properties/${propertyId}/units`, {
              cookie,
              body: {
                label: 'Owned Unit',
                tenantName: 'Kept Tenant',
                leaseStart: '2026-01-01',
                rent: 1800,
                dueDay: 1,
              },
            }),
            'unit',
          ).id,
        );
      }
      case 'bankImportKey': {
        const propertyId = must(
          await send(app, 'POST', '/api/properties', { cookie, body: PROPERTY }),
          'property',
        ).id;
        const importKey = uuidOf(0xba4c0000 + actor.id);
        must(
          await send(app, 'POST', '/api/bank-imports', {
            cookie,
            body: {
              importKey,
              format: 'ofx',
              fileName: 'owned.ofx',
              text: BANK_OFX,
              assignments: [{ line: 1, category: 'rents', propertyId }],
            },
          }),
          'bank import',
        );
        return importKey;
      }
      case 'importKey': {
        const importKey = uuidOf(0xfeed0000 + actor.id);
        must(
          await send(app, 'POST', '/api/properties/import', {
            cookie,
            body: { importKey, csv: `${CSV_HEADER}\n1 Owned Import Rd,Denver,CO,80202,condo,250000\n` },
          }),
          'import',
        );
        return importKey;
      }
    }
  }

  /** A token the route needs, made through the API as its user would get it (SMTP_URL is set, nothing is sent). */
  async prepare(need: NonNullable<RouteSpec['needs']>, actor: Actor): Promise<string> {
    const { app } = this.t;
    if (need === 'propertyId') {
      const made = await send(app, 'POST', '/api/properties', { cookie: actor.cookie, body: PROPERTY });
      if (made.statusCode !== 201) throw new Error(`property: ${made.statusCode} ${made.body}`);
      return String(made.json().id);
    }
    if (need === 'emailConfirmationToken') {
      const changed = await send(app, 'PATCH', '/api/user/profile', {
        cookie: actor.cookie,
        body: { email: `confirm_${actor.id}@example.com`, currentPassword: actor.password },
      });
      if (changed.statusCode !== 200) throw new Error(`e-mail change: ${changed.statusCode} ${changed.body}`);
      return confirmationTokenOf(this.t, actor.id);
    }
    const queued = await send(app, 'POST', '/api/reports/send-monthly', { cookie: actor.cookie, body: {} });
    if (queued.statusCode !== 200) throw new Error(`monthly report: ${queued.statusCode} ${queued.body}`);
    const row = await this.db
      .selectFrom('mailOutbox')
      .select('unsubscribeUrl')
      .where('userId', '=', actor.id)
      .where('unsubscribeUrl', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const token = row?.unsubscribeUrl ? new URL(row.unsubscribeUrl).searchParams.get('token') : null;
    if (!token) throw new Error('no unsubscribe link was queued');
    return token;
  }
}
