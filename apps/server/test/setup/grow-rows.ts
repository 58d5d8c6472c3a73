import type { Db } from '@rentfolio/db';

type OwnedTable = 'properties' | 'dealAnalyses';

async function countOwned(db: Db, table: OwnedTable, userId: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .where('userId', '=', userId)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Copies the user's rows of `table` until they hold `target` (doubling with INSERT ... SELECT: fast on both
 * databases). The user must hold at least one row.
 */
export async function growOwnedRows(
  db: Db,
  table: OwnedTable,
  userId: number,
  target: number,
): Promise<void> {
  const sample = await db
    .selectFrom(table)
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  const columns = Object.keys(sample).filter((column) => column !== 'id');
  for (
    let count = await countOwned(db, table, userId);
    count < target;
    count = await countOwned(db, table, userId)
  ) {
    await db
      .insertInto(table)
      .columns(columns as never)
      .expression(
        db
          .selectFrom(table)
          .select(columns as never)
          .where('userId', '=', userId)
          .limit(Math.min(count, target - count)) as never,
      )
      .execute();
  }
}

export { countOwned };
