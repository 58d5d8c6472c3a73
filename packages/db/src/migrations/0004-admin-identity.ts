import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../dialect';

/** The built-in admin account's identity. `.invalid` can never receive mail (RFC 2606), and no user may register it. */
export const ADMIN_IDENTITY = {
  username: 'admin',
  email: 'admin@rentfolio.invalid',
  name: 'Administrator',
} as const;

/**
 * The admin account exists from the first start, so that its username and e-mail are taken before anyone can register
 * them (a registration that claimed them used to make the PIN sign-in fail for good). It has no password: it signs in
 * through the PIN panel only. On a database where a user already holds one of the two keys, the admin gets a
 * numbered variant instead; the PIN sign-in finds the admin by role, never by name.
 */
export function adminIdentity(_dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const existing = await sql<{ id: number }>`select id from users where role = 'admin' limit 1`.execute(
        db,
      );
      if (existing.rows.length > 0) return;
      const taken = await sql<{ username_key: string; email_key: string }>`
        select username_key, email_key from users
        where username_key like 'admin%' or email_key like 'admin%@rentfolio.invalid'`.execute(db);
      const keys = new Set(taken.rows.flatMap((row) => [row.username_key, row.email_key]));
      let username: string = ADMIN_IDENTITY.username;
      let email: string = ADMIN_IDENTITY.email;
      for (let n = 2; keys.has(username) || keys.has(email); n += 1) {
        username = `${ADMIN_IDENTITY.username}${n}`;
        email = `${ADMIN_IDENTITY.username}${n}@rentfolio.invalid`;
      }
      const now = Date.now();
      await sql`
        insert into users (username, username_key, email, email_key, name, password_hash, role, plan,
          two_factor_enabled, created_at, updated_at)
        values (${username}, ${username}, ${email}, ${email}, ${ADMIN_IDENTITY.name}, null, 'admin', 'free', 0,
          ${now}, ${now})`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`delete from users where role = 'admin' and password_hash is null`.execute(db);
    },
  };
}
