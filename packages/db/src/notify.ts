import { sql } from 'kysely';
import pg from 'pg';
import type { DbConfig, DbHandle } from './create-db';

// PostgreSQL's LISTEN/NOTIFY between the servers that share one database (docs/operations.md "Several instances"):
// a change that a server keeps in memory (a session it reuses) is announced to the others at once. Channels belong to
// a database, not a schema, so a schema (the tests give each file one) is part of the channel's name.

function channelName(base: string, schema: string | undefined): string {
  const name = schema ? `${base}_${schema}` : base;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe channel name: ${name}`);
  return name;
}

/** Announces `payload` on `channel` to every server listening on this database (nothing on SQLite). */
export async function notifyServers(handle: DbHandle, channel: string, payload: string): Promise<void> {
  if (handle.dialect !== 'postgres') return;
  await sql`select pg_notify(${channelName(channel, handle.schema)}, ${payload})`.execute(handle.db);
}

export type Listener = { close(): Promise<void> };

/**
 * Listens on `channel` over a connection of its own (outside the pool), and calls `onMessage` with each payload.
 * A lost connection is opened again after `retryMs`; `onDown` is told, since announcements made meanwhile are missed.
 */
export function listenToServers(
  config: Extract<DbConfig, { dialect: 'postgres' }>,
  channel: string,
  onMessage: (payload: string) => void,
  onDown: (error: Error) => void,
  retryMs = 1000,
): Listener {
  const name = channelName(channel, config.schema);
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;

  const connect = async () => {
    timer = null;
    if (closed) return;
    const next = new pg.Client({
      connectionString: config.connectionString,
      application_name: config.applicationName ?? 'rentfolio',
      connectionTimeoutMillis: config.connectTimeoutMs ?? 5000,
      keepAlive: true,
    });
    const lost = (error: Error) => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => undefined);
      if (closed) return;
      onDown(error);
      timer = setTimeout(() => void connect(), retryMs);
      timer.unref();
    };
    next.on('error', lost);
    next.on('end', () => lost(new Error('listener connection ended')));
    next.on('notification', (message) => {
      if (message.channel === name && message.payload !== undefined) onMessage(message.payload);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${name}`);
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
    }
  };
  void connect();

  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
