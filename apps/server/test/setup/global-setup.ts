import pg from 'pg';

/**
 * Runs once before the node test project. With TEST_DATABASE_URL set, every API test file also runs on PostgreSQL in
 * a schema of its own (test-db.ts); this checks the server answers first, so a wrong URL fails at once and clearly.
 * In CI (CI=true) the PostgreSQL half is required: a run without it fails instead of passing on SQLite alone.
 */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    if (process.env.CI === 'true')
      throw new Error(
        'CI=true but TEST_DATABASE_URL is not set: the PostgreSQL half of the API suite would not run.',
      );
    console.warn('\n[api tests] TEST_DATABASE_URL is not set: API tests run on SQLite only.\n');
    return;
  }
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('select 1');
    // The test database's sessions commit without waiting for the WAL's flush to disk (synchronous_commit off): every
    // statement behaves the same, only a machine crash could lose the last commits, which no test needs. Set on the
    // database, so every connection of every test file has it.
    const { rows } = await client.query<{ name: string }>('select current_database() as name');
    const name = rows[0]?.name;
    if (name)
      await client.query(`alter database "${name.replaceAll('"', '""')}" set synchronous_commit to off`);
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL does not answer (${(error as Error).message})`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
