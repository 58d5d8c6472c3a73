import { type Kysely, SqliteAdapter } from 'kysely';

export type SqlDialect = 'sqlite' | 'postgres';

/** The dialect a Kysely instance (or a transaction of one) speaks, read from its adapter. */
// biome-ignore lint/suspicious/noExplicitAny: the instance of any schema will do.
export function dialectOf(db: Kysely<any>): SqlDialect {
  return db.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres';
}
