import {
  adjustLedgerYearTotals,
  type Db,
  findPropertiesForPlan,
  findPropertyIdsWithLedger,
  insertLedgerTransactions,
  ledgerSearchText,
  ledgerYearDeltas,
  type NewLedgerTransactionRow,
  type UserRow,
} from '@rentfolio/db';
import {
  bookingDate,
  loanPaymentParts,
  monthIndex,
  monthOfIndex,
  type TDealInputs,
  toCents,
} from '@rentfolio/finance';
import { toDay } from '../lib/clock';
import { fromDealColumns } from '../services/deal-columns';
import { createRandom } from './demo-random';

/** The years of ledger a demo property gets (fewer when it was bought since). */
export const DEMO_LEDGER_YEARS = 3;
/** The demo properties that get a ledger, oldest first: a landlord with 1 to 50 doors. */
export const DEMO_LEDGER_PROPERTIES = 50;

export type DemoLedgerProperty = Pick<
  TDealInputs,
  | 'purchasePrice'
  | 'downPayment'
  | 'interestRate'
  | 'loanTerm'
  | 'monthlyRent'
  | 'operatingExpenses'
  | 'propertyTaxes'
  | 'insurance'
  | 'maintenance'
  | 'vacancy'
> & { id: number; purchaseDate: string | null; isOccupied: boolean };

type DemoRow = {
  date: string;
  category: string;
  amount: number;
  payee: string;
  memo: string | null;
  split?: string;
};

const REPAIRERS = ['Ace Plumbing', 'Handy Helpers', 'Bright Electric', 'Mile High Heating'];
const IMPROVERS = ['Summit Roofing', 'Evergreen HVAC', 'Prairie Windows'];

const roundCents = (value: number) => Math.round(value * 100) / 100;

/**
 * A realistic ledger of one property from the month after its purchase (at most DEMO_LEDGER_YEARS back) to today: the
 * rent on the first days of each month (a month empty now and then, as its vacancy allows, and none for the last two
 * months of a vacant property), the loan's payment split by its schedule, taxes in two instalments, the yearly
 * insurance, utilities and management each month, repairs and supplies now and then, and sometimes an improvement.
 * Deterministic for a property and a day.
 */
export function generateDemoLedger(property: DemoLedgerProperty, today: string): DemoRow[] {
  const random = createRandom(property.id * 7919);
  const current = monthIndex(today);
  const purchase = property.purchaseDate
    ? monthIndex(property.purchaseDate)
    : current - 12 * DEMO_LEDGER_YEARS - 1;
  const first = Math.max(purchase + 1, current - 12 * DEMO_LEDGER_YEARS);
  const rows: DemoRow[] = [];
  const add = (row: DemoRow) => {
    if (row.date <= today && row.amount !== 0) rows.push(row);
  };
  for (let index = first; index <= current; index += 1) {
    const month = monthOfIndex(index);
    const day = (n: number) => bookingDate(month, n);
    const isVacantNow = !property.isOccupied && index >= current - 1;
    if (!isVacantNow && random.next() * 100 >= property.vacancy)
      add({
        date: day(1 + Math.floor(random.next() * 5)),
        category: 'rents',
        amount: property.monthlyRent,
        payee: 'Tenant',
        memo: `Rent ${month}`,
      });
    if (property.purchaseDate) {
      const parts = loanPaymentParts(property, property.purchaseDate, day(1));
      if (parts) {
        const split = `demo:${property.id}:${month}`;
        add({
          date: day(1),
          category: 'mortgageInterest',
          amount: parts.interestCents / 100,
          payee: 'First National Bank',
          memo: null,
          split,
        });
        add({
          date: day(1),
          category: 'loanPrincipal',
          amount: parts.principalCents / 100,
          payee: 'First National Bank',
          memo: null,
          split,
        });
      }
    }
    const monthNumber = Number(month.slice(5, 7));
    if (monthNumber === 4 || monthNumber === 10)
      add({
        date: day(10),
        category: 'taxes',
        amount: roundCents(property.propertyTaxes / 2),
        payee: 'County Treasurer',
        memo: null,
      });
    if (index % 12 === purchase % 12)
      add({
        date: day(15),
        category: 'insurance',
        amount: property.insurance,
        payee: 'State Farm',
        memo: 'Yearly premium',
      });
    // The deal's monthly operating expenses: about 40% utilities and 60% management, each a little off each month.
    add({
      date: day(20),
      category: 'utilities',
      amount: roundCents(property.operatingExpenses * 0.4 * random.between(0.85, 1.2)),
      payee: 'City Utilities',
      memo: null,
    });
    add({
      date: day(5),
      category: 'managementFees',
      amount: roundCents(property.operatingExpenses * 0.6),
      payee: 'Keystone Property Management',
      memo: null,
    });
    // Repairs a quarter of the months, two to five months of the maintenance budget each; supplies now and then.
    if (random.next() < 0.25)
      add({
        date: day(8 + Math.floor(random.next() * 18)),
        category: 'repairs',
        amount: roundCents((property.maintenance / 12) * random.between(2, 5)),
        payee: random.pick(REPAIRERS),
        memo: null,
      });
    if (random.next() < 0.15)
      add({
        date: day(12),
        category: 'supplies',
        amount: roundCents(random.between(25, 180)),
        payee: 'Home Depot',
        memo: null,
      });
    if (random.next() < 0.01)
      add({
        date: day(22),
        category: 'capitalImprovement',
        amount: Math.round(random.between(3000, 12_000) / 50) * 50,
        payee: random.pick(IMPROVERS),
        memo: 'Replacement',
      });
  }
  return rows;
}

/**
 * Adds the demo ledger to those of the user's oldest DEMO_LEDGER_PROPERTIES properties that have none yet, each in one
 * transaction with its sums. Answers the rows added and the properties they went to.
 */
export async function seedDemoLedger(
  db: Db,
  user: UserRow,
  now: number,
): Promise<{ rows: number; properties: number }> {
  const today = toDay(now);
  const properties = await findPropertiesForPlan(db, user.id, undefined, DEMO_LEDGER_PROPERTIES);
  const withLedger = await findPropertyIdsWithLedger(
    db,
    user.id,
    properties.map((row) => row.id),
  );
  let added = 0;
  let seeded = 0;
  for (const row of properties) {
    if (withLedger.has(row.id)) continue;
    const demo = generateDemoLedger(
      {
        ...fromDealColumns(row),
        id: row.id,
        purchaseDate: row.purchaseDate,
        isOccupied: row.isOccupied === 1,
      },
      today,
    );
    const rows: NewLedgerTransactionRow[] = demo.map((item) => ({
      userId: user.id,
      propertyId: row.id,
      date: item.date,
      amountCents: toCents(item.amount),
      category: item.category,
      payee: item.payee,
      memo: item.memo,
      splitId: item.split ?? null,
      source: 'manual',
      bookingKey: null,
      searchText: ledgerSearchText({ payee: item.payee, memo: item.memo }),
      createdAt: now,
      updatedAt: now,
    }));
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < rows.length; start += 500) {
        const inserted = await insertLedgerTransactions(trx, rows.slice(start, start + 500));
        await adjustLedgerYearTotals(trx, user.id, ledgerYearDeltas(inserted, 1));
      }
    });
    added += rows.length;
    if (rows.length > 0) seeded += 1;
  }
  return { rows: added, properties: seeded };
}
