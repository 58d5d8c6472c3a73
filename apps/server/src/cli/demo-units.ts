import { type Db, findPropertiesForPlan, findUnits, insertUnit, type UserRow } from '@rentfolio/db';
import { toCents } from '@rentfolio/finance';
import { toDay } from '../lib/clock';
import { fromDealColumns } from '../services/deal-columns';
import { DEMO_LEDGER_PROPERTIES } from './demo-ledger';
import { createRandom } from './demo-random';

const TENANTS = [
  'Maria Lopez',
  'James Carter',
  'Aisha Khan',
  'Tom Becker',
  'Priya Nair',
  'Daniel Kim',
  'Grace Okafor',
  'Luis Romero',
  'Emma Schultz',
  'Noah Williams',
];

/** A day `months` months from `day` (YYYY-MM-DD), on the 1st. */
function monthsFrom(day: string, months: number): string {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1 + months, 1));
  return date.toISOString().slice(0, 10);
}

function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * The demo rent roll: one unit for each of the user's oldest DEMO_LEDGER_PROPERTIES properties that has none, let at
 * the property's rent (its demo ledger's rent is that unit's) on a 12-month lease that began some months ago, so that
 * some end soon; a property marked vacant has a vacant unit. Deterministic for a property and a day.
 */
export async function seedDemoUnits(db: Db, user: UserRow, now: number): Promise<number> {
  const today = toDay(now);
  const properties = await findPropertiesForPlan(db, user.id, undefined, DEMO_LEDGER_PROPERTIES);
  const withUnits = new Set((await findUnits(db, user.id)).map((unit) => unit.propertyId));
  let added = 0;
  for (const row of properties) {
    if (withUnits.has(row.id)) continue;
    const random = createRandom(row.id * 104_729);
    const rent = fromDealColumns(row).monthlyRent;
    const isLet = row.isOccupied === 1;
    const start = monthsFrom(today, -Math.floor(random.next() * 12) - 1);
    await insertUnit(db, {
      userId: user.id,
      propertyId: row.id,
      label: 'Unit 1',
      tenantName: isLet ? (TENANTS[row.id % TENANTS.length] ?? '') : '',
      leaseStart: isLet ? start : null,
      // A year's lease ends the day before its anniversary.
      leaseEnd: isLet ? dayBefore(monthsFrom(start, 12)) : null,
      rentCents: toCents(rent),
      depositCents: isLet ? toCents(rent) : 0,
      dueDay: 1,
      createdAt: now,
      updatedAt: now,
    });
    added += 1;
  }
  return added;
}
