import type { Db } from '../create-db';
import type { LedgerRuleRow } from '../schema';

/** The owner's payee rules, oldest first. */
export async function findLedgerRules(db: Db, userId: number): Promise<LedgerRuleRow[]> {
  return db.selectFrom('ledgerRules').selectAll().where('userId', '=', userId).orderBy('id').execute();
}

export async function countLedgerRules(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledgerRules')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function insertLedgerRule(
  db: Db,
  rule: { userId: number; payeeContains: string; category: string; propertyId: number | null; now: number },
): Promise<LedgerRuleRow> {
  const { now, ...fields } = rule;
  return db
    .insertInto('ledgerRules')
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateLedgerRule(
  db: Db,
  userId: number,
  id: number,
  changes: { payeeContains: string; category: string; propertyId: number | null; now: number },
): Promise<LedgerRuleRow | undefined> {
  const { now, ...fields } = changes;
  return db
    .updateTable('ledgerRules')
    .set({ ...fields, updatedAt: now })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteLedgerRule(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('ledgerRules')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The owner's remembered CSV mappings, newest first. */
export async function findBankMappings(db: Db, userId: number) {
  return db
    .selectFrom('bankMappings')
    .select(['signature', 'mapping', 'updatedAt'])
    .where('userId', '=', userId)
    .orderBy('updatedAt', 'desc')
    .limit(200)
    .execute();
}

/** Remembers a bank's mapping by its file's header line (the newest import's mapping wins). */
export async function upsertBankMapping(
  db: Db,
  row: { userId: number; signature: string; mapping: string; updatedAt: number },
): Promise<void> {
  await db
    .insertInto('bankMappings')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['userId', 'signature']).doUpdateSet({ mapping: row.mapping, updatedAt: row.updatedAt }),
    )
    .execute();
}

/** Of these booking keys, those the owner's ledger holds already. */
export async function findBookedKeys(db: Db, userId: number, keys: readonly string[]): Promise<Set<string>> {
  const booked = new Set<string>();
  for (let start = 0; start < keys.length; start += 500) {
    const rows = await db
      .selectFrom('ledgerTransactions')
      .select('bookingKey')
      .where('userId', '=', userId)
      .where('bookingKey', 'in', keys.slice(start, start + 500))
      .execute();
    for (const row of rows) if (row.bookingKey) booked.add(row.bookingKey);
  }
  return booked;
}

/** A page of the owner's rows between two days (both included), by id, with what a likely duplicate compares. */
export async function findLedgerRowsBetween(
  db: Db,
  userId: number,
  period: { from: string; to: string },
  afterId: number,
  limit: number,
) {
  return db
    .selectFrom('ledgerTransactions')
    .select(['id', 'date', 'amountCents', 'category', 'payee'])
    .where('userId', '=', userId)
    .where('date', '>=', period.from)
    .where('date', '<=', period.to)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}
