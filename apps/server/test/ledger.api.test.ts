import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RELAXED_LIMITS, send, signUpAndIn, type TestApp } from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

const PROPERTY = {
  address: '12 Elm Street',
  city: 'Denver',
  state: 'CO',
  propertyType: 'single-family',
  purchasePrice: 250_000,
};

describe.each(TEST_DIALECTS)('the ledger on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A signed-in user with `count` properties. */
  async function owner(count = 1) {
    const { cookie, user } = await signUpAndIn(t.app);
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const created = await send(t.app, 'POST', '/api/properties', {
        cookie,
        body: { ...PROPERTY, address: `${12 + i} Elm Street` },
      });
      expect(created.statusCode, created.body).toBe(201);
      ids.push(created.json().id);
    }
    return { cookie, user, ids };
  }

  const add = (cookie: string, body: Record<string, unknown>) =>
    send(t.app, 'POST', '/api/transactions', { cookie, body });
  const list = async (cookie: string, query = '') =>
    (await send(t.app, 'GET', `/api/transactions${query}`, { cookie })).json();

  it('adds a payment, lists it newest first with its totals, changes and deletes it', async () => {
    const { cookie, ids } = await owner();
    const [propertyId] = ids as [number];
    const rent = await add(cookie, {
      date: '2026-10-01',
      payee: 'Jordan Lee',
      parts: [{ propertyId, category: 'rents', amount: 2400 }],
    });
    expect(rent.statusCode).toBe(201);
    expect(rent.json()).toEqual([
      expect.objectContaining({
        propertyId,
        date: '2026-10-01',
        amount: 2400,
        category: 'rents',
        payee: 'Jordan Lee',
        memo: null,
        splitId: null,
        source: 'manual',
      }),
    ]);
    // Amounts are rounded to the cent as they are stored: 180.125 → 180.13 (half away from zero).
    await add(cookie, {
      date: '2026-10-15',
      payee: 'Ace Plumbing',
      memo: 'Kitchen sink',
      parts: [{ propertyId, category: 'repairs', amount: '180.125' }],
    });
    await add(cookie, {
      date: '2026-09-20',
      parts: [{ propertyId, category: 'ownerContribution', amount: 5000 }],
    });

    const page = await list(cookie);
    expect(page.items.map((item: { date: string }) => item.date)).toEqual([
      '2026-10-15',
      '2026-10-01',
      '2026-09-20',
    ]);
    expect(page.items[0].amount).toBe(180.13);
    // In: 2,400 rent + 5,000 contribution = 7,400; out: 180.13; net 7,219.87.
    expect(page.totals).toEqual({
      count: 3,
      moneyIn: 7400,
      moneyOut: 180.13,
      net: 7219.87,
      byCategory: [
        { category: 'rents', count: 1, amount: 2400 },
        { category: 'repairs', count: 1, amount: 180.13 },
        { category: 'ownerContribution', count: 1, amount: 5000 },
      ],
    });

    const id = page.items[0].id;
    const changed = await send(t.app, 'PATCH', `/api/transactions/${id}`, {
      cookie,
      body: { category: 'cleaningMaintenance', amount: 175, memo: '' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ category: 'cleaningMaintenance', amount: 175, memo: null });
    expect((await send(t.app, 'GET', `/api/transactions/${id}`, { cookie })).json().amount).toBe(175);

    expect((await send(t.app, 'DELETE', `/api/transactions/${id}`, { cookie })).statusCode).toBe(200);
    expect((await send(t.app, 'GET', `/api/transactions/${id}`, { cookie })).statusCode).toBe(404);
    expect((await list(cookie)).totals.count).toBe(2);
  });

  it('stores a split payment as one row per part, all sharing one split id', async () => {
    const { cookie, ids } = await owner(2);
    const [first, second] = ids as [number, number];
    // A $1,450.40 mortgage payment: $1,100.25 interest and $250.15 principal on one property, $100 of insurance on
    // the other.
    const split = await add(cookie, {
      date: '2026-11-01',
      payee: 'First Bank',
      parts: [
        { propertyId: first, category: 'mortgageInterest', amount: 1100.25 },
        { propertyId: first, category: 'loanPrincipal', amount: 250.15 },
        { propertyId: second, category: 'insurance', amount: 100 },
      ],
    });
    expect(split.statusCode).toBe(201);
    const rows = split.json();
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row: { splitId: string }) => row.splitId)).size).toBe(1);
    expect(rows[0].splitId).toMatch(/^[0-9a-f-]{36}$/);
    const ofFirst = await list(cookie, `?propertyId=${first}`);
    expect(ofFirst.totals).toMatchObject({ count: 2, moneyIn: 0, moneyOut: 1350.4, net: -1350.4 });
    expect((await list(cookie)).totals.moneyOut).toBe(1450.4);
  });

  it('filters by property, period, categories and text, and pages', async () => {
    const { cookie, ids } = await owner(2);
    const [first, second] = ids as [number, number];
    for (let month = 1; month <= 12; month += 1) {
      const date = `2025-${String(month).padStart(2, '0')}-01`;
      await add(cookie, {
        date,
        payee: 'Tenant A',
        parts: [{ propertyId: first, category: 'rents', amount: 1000 }],
      });
      await add(cookie, {
        date,
        payee: 'City Water 50%_off',
        parts: [{ propertyId: second, category: 'utilities', amount: 40 }],
      });
    }
    // The second quarter of the first property: April, May, June.
    const quarter = await list(cookie, `?propertyId=${first}&from=2025-04-01&to=2025-06-30`);
    expect(quarter.totals).toMatchObject({ count: 3, moneyIn: 3000 });
    expect(quarter.items.map((item: { date: string }) => item.date)).toEqual([
      '2025-06-01',
      '2025-05-01',
      '2025-04-01',
    ]);
    // Categories as a list; the text is matched literally, so % and _ are no wildcards.
    expect((await list(cookie, '?category=rents,utilities')).totals.count).toBe(24);
    expect((await list(cookie, '?category=utilities&q=WATER%2050%25_')).totals.count).toBe(12);
    expect((await list(cookie, '?q=50__off')).totals.count).toBe(0);
    // Pages of 5, newest first: the third page holds the 11th to 15th rows, and the totals are of all 24.
    const third = await list(cookie, '?limit=5&offset=10');
    expect(third.items).toHaveLength(5);
    expect(third.totals.count).toBe(24);
    expect(third.items[0].date).toBe('2025-07-01');
  });

  it('matches the text as typed through the search index, kept in step with every add, edit and delete', async () => {
    const { cookie, ids } = await owner(2);
    const [first, second] = ids as [number, number];
    const other = await owner();
    const payees: [number, string, string | null][] = [
      [first, 'Home Depot', 'Paint "eggshell" white'],
      [first, 'Xcel Energy', 'Électricité de décembre'],
      [second, 'Home Depot Pro', null],
      [second, 'Ace', 'de-icer'],
    ];
    for (const [propertyId, payee, memo] of payees)
      await add(cookie, {
        date: '2026-10-01',
        payee,
        memo,
        parts: [{ propertyId, category: 'supplies', amount: 10 }],
      });
    // Another user's Home Depot is never counted.
    await add(other.cookie, {
      date: '2026-10-01',
      payee: 'Home Depot',
      parts: [{ propertyId: other.ids[0], category: 'supplies', amount: 10 }],
    });
    const count = async (q: string) =>
      (await list(cookie, `?q=${encodeURIComponent(q)}`)).totals.count as number;
    // Three characters or more (the index), any case, inside a word, over the payee and the memo.
    expect(await count('home depot')).toBe(2);
    expect(await count('DEPOT PRO')).toBe(1);
    expect(await count('ome dep')).toBe(1 + 1);
    expect(await count('"eggshell"')).toBe(1);
    expect(await count('électricité')).toBe(1);
    expect(await count('depot,')).toBe(0);
    // One or two characters are matched too (without the index): "de" is in Depot, Depot Pro, "de décembre" and
    // "de-icer".
    expect(await count('de')).toBe(4);
    expect(await count('x')).toBe(1);
    // An edit moves the row out of one search and into another; a delete and a property's delete take it away.
    const [depot] = (await list(cookie, '?q=depot%20pro')).items;
    await send(t.app, 'PATCH', `/api/transactions/${depot.id}`, { cookie, body: { payee: 'Lumber Yard' } });
    expect(await count('depot pro')).toBe(0);
    expect(await count('lumber')).toBe(1);
    const [paint] = (await list(cookie, '?q=eggshell')).items;
    expect((await send(t.app, 'DELETE', `/api/transactions/${paint.id}`, { cookie })).statusCode).toBe(200);
    expect(await count('home depot')).toBe(0);
    expect((await send(t.app, 'DELETE', `/api/properties/${second}`, { cookie })).statusCode).toBe(200);
    expect(await count('lumber')).toBe(0);
    expect(await count('xcel')).toBe(1);
    expect((await list(other.cookie, '?q=home%20depot')).totals.count).toBe(1);
    if (dialect === 'sqlite') {
      // The index holds exactly the rows of the table (FTS5's own check against its content table).
      await sql`insert into ledger_search (ledger_search, rank) values ('integrity-check', 1)`.execute(
        t.db.handle.db,
      );
    }
  });

  it('re-categorises many rows at once, all or none', async () => {
    const { cookie, ids } = await owner(2);
    const [first, second] = ids as [number, number];
    const made = [];
    for (const day of ['05', '06', '07'])
      made.push(
        (
          await add(cookie, {
            date: `2026-03-${day}`,
            payee: 'Home Depot',
            parts: [{ propertyId: first, category: 'other', amount: 30 }],
          })
        ).json()[0].id,
      );
    const moved = await send(t.app, 'POST', '/api/transactions/recategorize', {
      cookie,
      body: { ids: made, category: 'supplies', propertyId: second },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ updated: 3 });
    expect((await list(cookie, `?propertyId=${second}&category=supplies`)).totals).toMatchObject({
      count: 3,
      moneyOut: 90,
    });

    // One id that is not the caller's: nothing changes.
    const stranger = await owner();
    const theirs = (
      await add(stranger.cookie, {
        date: '2026-03-05',
        parts: [{ propertyId: stranger.ids[0], category: 'other', amount: 1 }],
      })
    ).json()[0].id;
    const refused = await send(t.app, 'POST', '/api/transactions/recategorize', {
      cookie,
      body: { ids: [...made, theirs], category: 'repairs' },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Transaction not found.');
    expect((await list(cookie, '?category=repairs')).totals.count).toBe(0);
    expect((await list(stranger.cookie)).items[0].category).toBe('other');
  });

  it("answers 404 for another user's transactions and properties, and changes nothing", async () => {
    const alice = await owner();
    const bob = await owner();
    const [alicesProperty] = alice.ids as [number];
    const alicesRow = (
      await add(alice.cookie, {
        date: '2026-01-02',
        parts: [{ propertyId: alicesProperty, category: 'rents', amount: 900 }],
      })
    ).json()[0];

    expect(
      (await send(t.app, 'GET', `/api/transactions/${alicesRow.id}`, { cookie: bob.cookie })).statusCode,
    ).toBe(404);
    const patch = await send(t.app, 'PATCH', `/api/transactions/${alicesRow.id}`, {
      cookie: bob.cookie,
      body: { amount: 1 },
    });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Transaction not found.' });
    expect(
      (await send(t.app, 'DELETE', `/api/transactions/${alicesRow.id}`, { cookie: bob.cookie })).statusCode,
    ).toBe(404);
    // Bob cannot book on Alice's property, list it, or move his own row onto it.
    const onHers = await add(bob.cookie, {
      date: '2026-01-02',
      parts: [{ propertyId: alicesProperty, category: 'rents', amount: 1 }],
    });
    expect(onHers.statusCode).toBe(404);
    expect(onHers.json().message).toBe('Property not found.');
    expect(
      (await send(t.app, 'GET', `/api/transactions?propertyId=${alicesProperty}`, { cookie: bob.cookie }))
        .statusCode,
    ).toBe(404);
    const bobsRow = (
      await add(bob.cookie, {
        date: '2026-01-03',
        parts: [{ propertyId: bob.ids[0], category: 'rents', amount: 5 }],
      })
    ).json()[0];
    expect(
      (
        await send(t.app, 'PATCH', `/api/transactions/${bobsRow.id}`, {
          cookie: bob.cookie,
          body: { propertyId: alicesProperty },
        })
      ).statusCode,
    ).toBe(404);
    // A split with one part on Alice's property stores none of its parts.
    const mixed = await add(bob.cookie, {
      date: '2026-01-04',
      parts: [
        { propertyId: bob.ids[0], category: 'repairs', amount: 10 },
        { propertyId: alicesProperty, category: 'repairs', amount: 10 },
      ],
    });
    expect(mixed.statusCode).toBe(404);

    expect((await list(alice.cookie)).items).toEqual([alicesRow]);
    expect((await list(bob.cookie)).totals.count).toBe(1);
    expect((await send(t.app, 'GET', '/api/transactions')).statusCode).toBe(401);
  });

  it('keeps its sums by year in step with every write: whole years, the ends of a period, edits, deletes, moves', async () => {
    const { cookie, user, ids } = await owner(2);
    const [first, second] = ids as [number, number];
    const row = async (date: string, propertyId: number, category: string, amount: number) =>
      (await add(cookie, { date, parts: [{ propertyId, category, amount }] })).json()[0];
    const march = await row('2024-03-10', first, 'rents', 1000);
    const repair = await row('2024-12-31', first, 'repairs', 200);
    await row('2025-01-01', first, 'rents', 1100);
    const water = await row('2025-06-15', second, 'utilities', 50);
    await row('2026-02-01', second, 'rents', 1200);
    const totals = async (query: string) => (await list(cookie, query)).totals;

    // Two whole years: 1,000 + 1,100 in, 200 + 50 out.
    expect(await totals('?from=2024-01-01&to=2025-12-31')).toMatchObject({
      count: 4,
      moneyIn: 2100,
      moneyOut: 250,
    });
    // June 2024 to January 2026: the repair of 31 December 2024 and all of 2025, but not March 2024 nor February 2026.
    expect(await totals('?from=2024-06-01&to=2026-01-31')).toMatchObject({
      count: 3,
      moneyIn: 1100,
      moneyOut: 250,
    });
    // Two days across New Year.
    expect(await totals('?from=2024-12-31&to=2025-01-01')).toMatchObject({
      count: 2,
      moneyIn: 1100,
      moneyOut: 200,
    });
    // Open at one end.
    expect(await totals('?from=2025-01-01')).toMatchObject({ count: 3, moneyIn: 2300, moneyOut: 50 });
    expect(await totals('?to=2024-12-31')).toMatchObject({ count: 2, moneyIn: 1000, moneyOut: 200 });

    // March 2024's rent moves to March 2025 at 900: 2025 now has 1,100 + 900 in.
    await send(t.app, 'PATCH', `/api/transactions/${march.id}`, {
      cookie,
      body: { date: '2025-03-10', amount: 900 },
    });
    expect(await totals('?from=2025-01-01&to=2025-12-31')).toMatchObject({
      count: 3,
      moneyIn: 2000,
      moneyOut: 50,
    });
    expect(await totals('?from=2024-01-01&to=2024-12-31')).toMatchObject({
      count: 1,
      moneyIn: 0,
      moneyOut: 200,
    });
    await send(t.app, 'DELETE', `/api/transactions/${water.id}`, { cookie });
    await send(t.app, 'POST', '/api/transactions/recategorize', {
      cookie,
      body: { ids: [repair.id], category: 'supplies', propertyId: second },
    });
    expect(await totals(`?propertyId=${second}&from=2024-01-01&to=2024-12-31`)).toMatchObject({
      count: 1,
      moneyOut: 200,
      byCategory: [{ category: 'supplies', count: 1, amount: 200 }],
    });
    expect(await totals(`?propertyId=${first}&from=2024-01-01&to=2024-12-31`)).toMatchObject({ count: 0 });

    // The kept sums are exactly the rows summed afresh.
    const db = t.db.handle.db;
    const kept = await db
      .selectFrom('ledgerYearTotals')
      .select(['propertyId', 'year', 'category', 'rowCount', 'amountCents'])
      .where('userId', '=', user.id)
      .where('rowCount', '>', 0)
      .orderBy(['propertyId', 'year', 'category'])
      .execute();
    const fresh = await db
      .selectFrom('ledgerTransactions')
      .select((eb) => [
        'propertyId',
        eb.fn<string>('substr', ['date', eb.val(1), eb.val(4)]).as('year'),
        'category',
        eb.fn.countAll<number>().as('rowCount'),
        eb.fn.sum<number>('amountCents').as('amountCents'),
      ])
      .where('userId', '=', user.id)
      .groupBy(['propertyId', 'year', 'category'])
      .orderBy(['propertyId', 'year', 'category'])
      .execute();
    const plain = (rows: typeof kept) =>
      rows.map((r) => ({ ...r, rowCount: Number(r.rowCount), amountCents: Number(r.amountCents) }));
    expect(plain(kept)).toEqual(plain(fresh as typeof kept));
    // Both 2025 rents of the first property, the moved supplies of 2024 and the second property's 2026 rent.
    expect(kept).toHaveLength(3);
  });

  it('deletes the ledger of a property with the property', async () => {
    const { cookie, ids } = await owner(2);
    const [first, second] = ids as [number, number];
    await add(cookie, { date: '2026-02-01', parts: [{ propertyId: first, category: 'rents', amount: 100 }] });
    await add(cookie, {
      date: '2026-02-01',
      parts: [{ propertyId: second, category: 'rents', amount: 200 }],
    });
    expect((await send(t.app, 'DELETE', `/api/properties/${first}`, { cookie })).statusCode).toBe(200);
    expect((await list(cookie)).totals).toMatchObject({ count: 1, moneyIn: 200 });
  });

  describe('refuses bad input with 400, a clear message, and stores nothing', () => {
    const cases: [string, (propertyId: number) => Record<string, unknown>, string, string][] = [
      [
        'no parts',
        () => ({ date: '2026-01-01', parts: [] }),
        'parts',
        'Add at least one category with an amount.',
      ],
      [
        '21 parts',
        (propertyId) => ({
          date: '2026-01-01',
          parts: Array.from({ length: 21 }, () => ({ propertyId, category: 'rents', amount: 1 })),
        }),
        'parts',
        'Split a payment into at most 20 parts.',
      ],
      [
        'a date that does not exist',
        (propertyId) => ({ date: '2026-02-30', parts: [{ propertyId, category: 'rents', amount: 1 }] }),
        'date',
        'Date must be a real date written as YYYY-MM-DD.',
      ],
      [
        'a date in 2101',
        (propertyId) => ({ date: '2101-01-01', parts: [{ propertyId, category: 'rents', amount: 1 }] }),
        'date',
        'Date must be between 1900-01-01 and 2100-12-31.',
      ],
      [
        'an unknown category',
        (propertyId) => ({
          date: '2026-01-01',
          parts: [{ propertyId, category: 'depreciation', amount: 1 }],
        }),
        'parts.0.category',
        'Choose a category from the list.',
      ],
      [
        'an amount of 0',
        (propertyId) => ({ date: '2026-01-01', parts: [{ propertyId, category: 'rents', amount: 0 }] }),
        'parts.0.amount',
        'Amount cannot be 0.',
      ],
      [
        'half a cent (0 once rounded)',
        (propertyId) => ({ date: '2026-01-01', parts: [{ propertyId, category: 'rents', amount: 0.004 }] }),
        'parts.0.amount',
        'Amount cannot be 0.',
      ],
      [
        'an absurd amount',
        (propertyId) => ({ date: '2026-01-01', parts: [{ propertyId, category: 'rents', amount: 1e12 }] }),
        'parts.0.amount',
        'Amount must be between -100000000 and 100000000.',
      ],
      [
        'text for an amount',
        (propertyId) => ({ date: '2026-01-01', parts: [{ propertyId, category: 'rents', amount: 'lots' }] }),
        'parts.0.amount',
        'Amount must be a number.',
      ],
      [
        'a payee of 201 characters',
        (propertyId) => ({
          date: '2026-01-01',
          payee: 'x'.repeat(201),
          parts: [{ propertyId, category: 'rents', amount: 1 }],
        }),
        'payee',
        'Payee must be at most 200 characters.',
      ],
      [
        'a control character in the memo',
        (propertyId) => ({
          date: '2026-01-01',
          memo: 'a\u0000b',
          parts: [{ propertyId, category: 'rents', amount: 1 }],
        }),
        'memo',
        'Memo contains an invisible control character that is not allowed. Remove it and try again.',
      ],
      [
        'a property id of 0',
        () => ({ date: '2026-01-01', parts: [{ propertyId: 0, category: 'rents', amount: 1 }] }),
        'parts.0.propertyId',
        'The property id must be a positive whole number.',
      ],
    ];
    it.each(cases)('%s', async (_case, body, field, message) => {
      const { cookie, ids } = await owner();
      const response = await add(cookie, body(ids[0] as number));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', details: { [field]: message } });
      expect((await list(cookie)).totals.count).toBe(0);
    });

    it('an empty patch, a bad id, reversed dates and an unknown category filter', async () => {
      const { cookie, ids } = await owner();
      const row = (
        await add(cookie, {
          date: '2026-01-01',
          parts: [{ propertyId: ids[0], category: 'rents', amount: 1 }],
        })
      ).json()[0];
      const empty = await send(t.app, 'PATCH', `/api/transactions/${row.id}`, { cookie, body: {} });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Send at least one field to change.');
      expect((await send(t.app, 'GET', '/api/transactions/01', { cookie })).json().message).toBe(
        'The transaction id must be a positive whole number.',
      );
      const reversed = await send(t.app, 'GET', '/api/transactions?from=2026-02-01&to=2026-01-01', {
        cookie,
      });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().message).toBe('The start date cannot be after the end date.');
      expect(
        (await send(t.app, 'GET', '/api/transactions?category=rents,bribes', { cookie })).statusCode,
      ).toBe(400);
      const tooMany = await send(t.app, 'POST', '/api/transactions/recategorize', {
        cookie,
        body: { ids: Array.from({ length: 501 }, (_, i) => i + 1), category: 'rents' },
      });
      expect(tooMany.json().message).toBe('Change at most 500 transactions at a time.');
      expect((await list(cookie)).items[0]).toEqual(row);
    });
  });
});
