import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoProperties, seedDemoProperties } from '../src/cli/demo-properties';
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
});
