import { PROPERTY_MESSAGES, SCHEDULE_E_MESSAGES } from '@rentfolio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RELAXED_LIMITS, send, signUpAndIn, type TestApp } from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

// Schedule E (docs/product.md "Schedule E"). The expected lines are worked by hand from the transactions below; the
// split of a property used personally is Publication 527's beach cottage (85 rental days, 14 personal: 85/99).

describe.each(TEST_DIALECTS)('Schedule E on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });

  async function owner() {
    const { cookie } = await signUpAndIn(t.app);
    const ids: number[] = [];
    for (const address of ['1 Oak Street', '2 Beach Road', '3 Idle Lane']) {
      const created = await send(t.app, 'POST', '/api/properties', {
        cookie,
        body: {
          address,
          city: 'Denver',
          state: 'CO',
          zipCode: '80202',
          propertyType: 'single-family',
          purchasePrice: 300_000,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      ids.push(created.json().id);
    }
    return { cookie, ids: ids as [number, number, number] };
  }

  const add = async (
    cookie: string,
    date: string,
    parts: { propertyId: number; category: string; amount: number }[],
  ) => {
    const response = await send(t.app, 'POST', '/api/transactions', {
      cookie,
      body: { date, payee: 'x', parts },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const schedule = async (cookie: string, query = '') =>
    send(t.app, 'GET', `/api/schedule-e${query}`, { cookie });
  const lineOf = (property: { lines: { line: number; amount: number | null }[] }, line: number) =>
    property.lines.find((entry) => entry.line === line)?.amount;

  it('sums a tax year of the ledger onto the lines, splits a personally used property, and totals lines 23a to 26', async () => {
    const { cookie, ids } = await owner();
    const [oak, beach] = ids;
    // Oak Street, 2025: rents 24,000 less a 100 refund; insurance 1,200; repairs 850.50 and a 50.25 refund; taxes
    // 3,600; mortgage interest 9,000 with principal 3,000 (not on the form); a 5,000 roof (an improvement, not on
    // the form either). A 2024 repair is another year.
    await add(cookie, '2025-01-01', [{ propertyId: oak, category: 'rents', amount: 24_000 }]);
    await add(cookie, '2025-02-01', [{ propertyId: oak, category: 'rents', amount: -100 }]);
    await add(cookie, '2025-03-01', [{ propertyId: oak, category: 'insurance', amount: 1_200 }]);
    await add(cookie, '2025-04-01', [{ propertyId: oak, category: 'repairs', amount: 850.5 }]);
    await add(cookie, '2025-04-15', [{ propertyId: oak, category: 'repairs', amount: -50.25 }]);
    await add(cookie, '2025-05-01', [{ propertyId: oak, category: 'taxes', amount: 3_600 }]);
    await add(cookie, '2025-06-01', [
      { propertyId: oak, category: 'mortgageInterest', amount: 9_000 },
      { propertyId: oak, category: 'loanPrincipal', amount: 3_000 },
    ]);
    await add(cookie, '2025-07-01', [{ propertyId: oak, category: 'capitalImprovement', amount: 5_000 }]);
    await add(cookie, '2024-12-31', [{ propertyId: oak, category: 'repairs', amount: 999 }]);
    // Beach Road, 2025: rents 8,500; insurance 1,000; utilities 333.33; used 14 days by the family.
    await add(cookie, '2025-07-15', [{ propertyId: beach, category: 'rents', amount: 8_500 }]);
    await add(cookie, '2025-05-20', [{ propertyId: beach, category: 'insurance', amount: 1_000 }]);
    await add(cookie, '2025-08-31', [{ propertyId: beach, category: 'utilities', amount: 333.33 }]);
    const set = await send(t.app, 'PUT', `/api/schedule-e/${beach}`, {
      cookie,
      body: { year: 2025, fairRentalDays: 85, personalUseDays: 14, rentalPercent: 100 },
    });
    expect(set.statusCode, set.body).toBe(200);

    const response = await schedule(cookie, '?year=2025');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.year).toBe(2025);
    expect(body.years).toEqual([2025, 2024]);
    // Idle Lane has no row in 2025 and no use set: it is not a column.
    expect(body.properties.map((p: { address: string }) => p.address)).toEqual([
      '1 Oak Street',
      '2 Beach Road',
    ]);
    const [a, b] = body.properties;
    expect(lineOf(a, 3)).toBe(23_900);
    expect(lineOf(a, 9)).toBe(1_200);
    expect(lineOf(a, 12)).toBe(9_000);
    expect(lineOf(a, 14)).toBe(800.25);
    expect(lineOf(a, 16)).toBe(3_600);
    expect(lineOf(a, 18)).toBeNull();
    expect(lineOf(a, 5)).toBe(0);
    // 1,200 + 9,000 + 800.25 + 3,600 = 14,600.25; 23,900 − 14,600.25 = 9,299.75.
    expect(a.totalExpenses).toBe(14_600.25);
    expect(a.income).toBe(9_299.75);
    expect(a.use).toEqual({ fairRentalDays: null, personalUseDays: 0, rentalPercent: 100 });
    expect(a.expenseShare).toBe(1);
    // Beach: 1,000 × 85/99 = 858.59; 333.33 × 85/99 = 286.19; the rent whole.
    expect(lineOf(b, 3)).toBe(8_500);
    expect(lineOf(b, 9)).toBe(858.59);
    expect(lineOf(b, 17)).toBe(286.19);
    expect(b.totalExpenses).toBe(1_144.78);
    expect(b.income).toBe(7_355.22);
    expect(b.expenseShare).toBeCloseTo(85 / 99, 12);
    expect(b.usedAsHome).toBe(false);
    expect(b.minimalRental).toBe(false);
    expect(body.totals).toEqual({
      rents: 32_400,
      mortgageInterest: 9_000,
      totalExpenses: 15_745.03,
      income: 16_654.97,
      losses: 0,
      total: 16_654.97,
    });

    // The CSV holds the same lines, each property a column.
    const csv = await send(t.app, 'GET', '/api/schedule-e/export?year=2025', { cookie });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="rentfolio-schedule-e-2025.csv"');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Schedule E (Form 1040) 2025,Part I,A,B');
    expect(lines[1]).toBe(
      '1a,Physical address,"1 Oak Street, Denver, CO 80202","2 Beach Road, Denver, CO 80202"',
    );
    expect(lines).toContain('2,Fair rental days,,85');
    expect(lines).toContain('14,Repairs,800.25,0');
    expect(lines).toContain('18,Depreciation expense or depletion,,');
    expect(lines).toContain('20,Total expenses,14600.25,1144.78');
    expect(lines).toContain('21,Income or (loss),9299.75,7355.22');
    expect(lines).toContain('26,Total rental real estate income or (loss),16654.97');
  });

  it('puts a loss on line 25, flags a home, and shows a property whose use was set without a row', async () => {
    const { cookie, ids } = await owner();
    const [oak, beach, idle] = ids;
    await add(cookie, '2025-01-05', [{ propertyId: oak, category: 'rents', amount: 10_000 }]);
    await add(cookie, '2025-01-06', [{ propertyId: oak, category: 'mortgageInterest', amount: 14_000 }]);
    await add(cookie, '2025-01-07', [{ propertyId: beach, category: 'rents', amount: 2_000 }]);
    await send(t.app, 'PUT', `/api/schedule-e/${beach}`, {
      cookie,
      body: { year: 2025, fairRentalDays: 10, personalUseDays: 200, rentalPercent: 50 },
    });
    await send(t.app, 'PUT', `/api/schedule-e/${idle}`, {
      cookie,
      body: { year: 2025, fairRentalDays: 0, personalUseDays: 0, rentalPercent: 100 },
    });
    const body = (await schedule(cookie, '?year=2025')).json();
    expect(body.properties.map((p: { propertyId: number }) => p.propertyId)).toEqual([oak, beach, idle]);
    const [a, b] = body.properties;
    expect(a.income).toBe(-4_000);
    expect(b.usedAsHome).toBe(true);
    expect(b.minimalRental).toBe(true);
    expect(b.expenseShare).toBeCloseTo((0.5 * 10) / 210, 12);
    // Beach Road, a home rented 10 days, is left off the totals: only Oak Street's loss counts.
    expect(body.totals).toMatchObject({ rents: 10_000, income: 0, losses: -4_000, total: -4_000 });
  });

  it('shows the last full year with rows unless a year is asked, and answers an empty year', async () => {
    const { cookie, ids } = await owner();
    // The test clock is in November 2026: 2026 is the year in progress, so 2025 is the default.
    await add(cookie, '2026-03-01', [{ propertyId: ids[0], category: 'rents', amount: 1_000 }]);
    await add(cookie, '2025-03-01', [{ propertyId: ids[0], category: 'rents', amount: 900 }]);
    expect((await schedule(cookie)).json().year).toBe(2025);
    const empty = (await schedule(cookie, '?year=1999')).json();
    expect(empty.properties).toEqual([]);
    expect(empty.totals.total).toBe(0);
    const nobody = await signUpAndIn(t.app);
    expect((await schedule(nobody.cookie)).json()).toMatchObject({ year: 2025, years: [], properties: [] });
  });

  it("refuses bad input and another user's property, and changes nothing", async () => {
    const { cookie, ids } = await owner();
    const other = await owner();
    const put = (propertyId: number, body: unknown, who = cookie) =>
      send(t.app, 'PUT', `/api/schedule-e/${propertyId}`, {
        cookie: who,
        body: body as Record<string, unknown>,
      });
    const good = { year: 2025, fairRentalDays: 300, personalUseDays: 10, rentalPercent: 100 };
    for (const [body, message] of [
      [{ ...good, year: 1899 }, SCHEDULE_E_MESSAGES.year],
      [{ ...good, year: '2025' }, SCHEDULE_E_MESSAGES.year],
      [{ ...good, fairRentalDays: 367 }, SCHEDULE_E_MESSAGES.fairRentalDays],
      [{ ...good, fairRentalDays: 1.5 }, SCHEDULE_E_MESSAGES.fairRentalDays],
      [{ ...good, personalUseDays: -1 }, SCHEDULE_E_MESSAGES.personalUseDays],
      [{ ...good, personalUseDays: 67 }, SCHEDULE_E_MESSAGES.daysTotal],
      [{ ...good, rentalPercent: 0 }, SCHEDULE_E_MESSAGES.rentalPercent],
      [{ ...good, rentalPercent: 100.5 }, SCHEDULE_E_MESSAGES.rentalPercent],
      [{ ...good, rentalPercent: 33.333 }, SCHEDULE_E_MESSAGES.rentalPercent],
      [{ ...good, fairRentalDays: null }, SCHEDULE_E_MESSAGES.fairDaysNeeded],
    ] as const) {
      const response = await put(ids[0], body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const stranger = await put(other.ids[0], good);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(PROPERTY_MESSAGES.notFound);
    const rows = await t.db.handle.db
      .selectFrom('propertyYearUses')
      .selectAll()
      .where('propertyId', 'in', [...ids, ...other.ids])
      .execute();
    expect(rows).toEqual([]);
    for (const query of ['?year=1899', '?year=20x5', '?year=']) {
      const response = await schedule(cookie, query);
      expect(response.statusCode, query).toBe(400);
    }
    // Another user's ledger never shows: the other account's rows are not in this one's schedule.
    await add(other.cookie, '2025-01-01', [{ propertyId: other.ids[0], category: 'rents', amount: 5_000 }]);
    expect((await schedule(cookie, '?year=2025')).json().properties).toEqual([]);
  });

  it('goes with its property', async () => {
    const { cookie, ids } = await owner();
    await send(t.app, 'PUT', `/api/schedule-e/${ids[2]}`, {
      cookie,
      body: { year: 2025, fairRentalDays: 200, personalUseDays: 0, rentalPercent: 100 },
    });
    await send(t.app, 'DELETE', `/api/properties/${ids[2]}`, { cookie });
    const rows = await t.db.handle.db
      .selectFrom('propertyYearUses')
      .selectAll()
      .where('propertyId', '=', ids[2])
      .execute();
    expect(rows).toEqual([]);
  });
});
