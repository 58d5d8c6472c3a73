import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEDGER_PROPERTIES, generateDemoLedger, seedDemoLedger } from '../src/cli/demo-ledger';
import { generateDemoProperties, seedDemoProperties } from '../src/cli/demo-properties';
import { seedDemoUnits } from '../src/cli/demo-units';
import { createTestApp, RELAXED_LIMITS, send, signUpAndIn, type TestApp } from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

describe('demo properties', () => {
  it('are varied: several markets and types, some vacant, some losing money, valid for the API', () => {
    const properties = generateDemoProperties(1000, Date.parse('2026-11-21T10:00:00Z'));
    expect(new Set(properties.map((p) => p.state)).size).toBe(8);
    expect(new Set(properties.map((p) => p.propertyType)).size).toBe(8);
    const vacant = properties.filter((p) => p.isOccupied === false).length;
    expect(vacant).toBeGreaterThan(20);
    expect(vacant).toBeLessThan(200);
    expect(properties.every((p) => p.purchaseDate && p.purchaseDate <= '2026-11-21')).toBe(true);
    // Plausible: a house never has more than one bathroom beyond its bedrooms, multi-units one bathroom per unit, and
    // every rent is between 0.25% and 2% of the price a month (Los Angeles sits near 0.3%; small multi-units in cheap markets near 1.5%).
    for (const p of properties) {
      expect(Number(p.bathrooms), JSON.stringify(p)).toBeLessThanOrEqual(Number(p.bedrooms) + 1);
      const ratio = Number(p.monthlyRent) / Number(p.purchasePrice);
      expect(ratio, JSON.stringify(p)).toBeGreaterThan(0.0025);
      expect(ratio, JSON.stringify(p)).toBeLessThan(0.02);
      // A price per square foot between $50 and $1,500.
      const perFoot = Number(p.purchasePrice) / Number(p.squareFeet);
      expect(perFoot, JSON.stringify(p)).toBeGreaterThan(50);
      expect(perFoot, JSON.stringify(p)).toBeLessThan(1500);
    }
    // The same seed gives the same portfolio.
    expect(generateDemoProperties(5, Date.parse('2026-11-21T10:00:00Z'))).toEqual(properties.slice(0, 5));
  });
});

describe.each(TEST_DIALECTS)('npm run db:seed-demo on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds 1,000 properties that the API serves, some with negative cash flow', async () => {
    const { user, cookie } = await signUpAndIn(t.app);
    const row = await t.db.handle.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(await seedDemoProperties(t.db.handle.db, row, 1000, t.clock.now())).toBe(1000);
    const list = (await send(t.app, 'GET', '/api/properties?limit=1000', { cookie })).json() as {
      monthlyCashFlow: number;
    }[];
    expect(list).toHaveLength(1000);
    const negative = list.filter((p) => p.monthlyCashFlow < 0).length;
    expect(negative).toBeGreaterThan(100);
    expect(negative).toBeLessThan(700);
    const metrics = (await send(t.app, 'GET', '/api/portfolio/metrics', { cookie })).json();
    expect(metrics.totalProperties).toBe(1000);
    expect(metrics.occupancyRate).toBeGreaterThan(80);
    expect(metrics.occupancyRate).toBeLessThan(100);
  });

  it('gives the oldest 50 properties up to three years of ledger, once, which Plan vs Actual reads', async () => {
    const { user, cookie } = await signUpAndIn(t.app);
    const row = await t.db.handle.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    await seedDemoProperties(t.db.handle.db, row, 60, t.clock.now());
    const first = await seedDemoLedger(t.db.handle.db, row, t.clock.now());
    // The oldest 50; one bought this month has no month to book yet.
    expect(first.properties).toBeGreaterThanOrEqual(DEMO_LEDGER_PROPERTIES - 5);
    expect(first.properties).toBeLessThanOrEqual(DEMO_LEDGER_PROPERTIES);
    // About 3 to 7 rows a month for up to 36 months each.
    expect(first.rows).toBeGreaterThan(DEMO_LEDGER_PROPERTIES * 20);
    expect(await seedDemoLedger(t.db.handle.db, row, t.clock.now())).toEqual({ rows: 0, properties: 0 });

    const page = (await send(t.app, 'GET', '/api/transactions?limit=1', { cookie })).json();
    expect(page.totals.count).toBe(first.rows);
    // Nothing after today (21 November 2026) nor before three years back.
    const oldest = (await send(t.app, 'GET', '/api/transactions?limit=1&to=2023-10-31', { cookie })).json();
    expect(oldest.totals.count).toBe(0);
    const future = (await send(t.app, 'GET', '/api/transactions?limit=1&from=2026-11-22', { cookie })).json();
    expect(future.totals.count).toBe(0);
    const comparison = (await send(t.app, 'GET', '/api/plan-actual', { cookie })).json();
    expect(comparison.properties).toHaveLength(60);
    const withLedger = comparison.properties.filter((p: { ledgerMonths: number }) => p.ledgerMonths > 0);
    expect(withLedger.length).toBeGreaterThanOrEqual(DEMO_LEDGER_PROPERTIES - 5);

    // The rent roll: a unit each, let on a year's lease unless the property is vacant, its rent the ledger's.
    expect(await seedDemoUnits(t.db.handle.db, row, t.clock.now())).toBe(DEMO_LEDGER_PROPERTIES);
    expect(await seedDemoUnits(t.db.handle.db, row, t.clock.now())).toBe(0);
    const roll = (await send(t.app, 'GET', '/api/rent-roll', { cookie })).json();
    expect(roll.units).toHaveLength(DEMO_LEDGER_PROPERTIES);
    const let_ = roll.units.filter((u: { leaseStart: string | null }) => u.leaseStart !== null);
    expect(let_.length).toBeGreaterThan(DEMO_LEDGER_PROPERTIES / 2);
    for (const unit of let_) {
      // A year's lease that began 1 to 12 months ago, ending the day before its anniversary.
      expect(unit.leaseStart >= '2025-10-01' && unit.leaseStart <= '2026-10-01', unit.leaseStart).toBe(true);
      const end = new Date(`${unit.leaseStart}T00:00:00Z`);
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      end.setUTCDate(end.getUTCDate() - 1);
      expect(unit.leaseEnd).toBe(end.toISOString().slice(0, 10));
    }
    // The ledger's rent is the units' rent received: some of it falls in the roll's months.
    expect(roll.totals.received).toBeGreaterThan(0);
    expect(roll.totals.occupancy).toBeGreaterThan(0.5);
  });
});

describe('a demo ledger', () => {
  // $125,000 with 20% down at 6% over 30 years, bought 15 March 2024; rent $1,500 with no vacancy.
  const house = {
    id: 7,
    purchasePrice: 125_000,
    downPayment: 20,
    interestRate: 6,
    loanTerm: 30,
    monthlyRent: 1500,
    operatingExpenses: 200,
    propertyTaxes: 2400,
    insurance: 1200,
    maintenance: 1200,
    vacancy: 0,
    purchaseDate: '2024-03-15',
    isOccupied: true,
  };

  it('books the rent each month, the loan split by its schedule, and nothing before the purchase or after today', () => {
    const rows = generateDemoLedger(house, '2024-06-20');
    const rents = rows.filter((row) => row.category === 'rents');
    expect(rents.map((row) => row.date.slice(0, 7))).toEqual(['2024-04', '2024-05', '2024-06']);
    // Payment 1 on 1 April: 500.00 interest and 99.55 principal (100,000 × 0.5%; 599.55 − 500.00).
    const april = rows.filter((row) => row.date === '2024-04-01' && row.payee === 'First National Bank');
    expect(april.map((row) => [row.category, row.amount])).toEqual([
      ['mortgageInterest', 500],
      ['loanPrincipal', 99.55],
    ]);
    expect(april[0]?.split).toBe(april[1]?.split);
    expect(rows.every((row) => row.date > '2024-03-31' && row.date <= '2024-06-20')).toBe(true);
    // The same property and day give the same ledger.
    expect(generateDemoLedger(house, '2024-06-20')).toEqual(rows);
  });

  it('leaves the last two months of a vacant property without rent', () => {
    const rows = generateDemoLedger({ ...house, isOccupied: false }, '2024-09-30');
    expect(rows.filter((row) => row.category === 'rents').map((row) => row.date.slice(0, 7))).toEqual([
      '2024-04',
      '2024-05',
      '2024-06',
      '2024-07',
    ]);
  });
});
