import { RENT_ROLL_MESSAGES } from '@rentfolio/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendRentRemindersJob } from '../src/jobs/rent-reminders';
import { createTestApp, RELAXED_LIMITS, send, signUpAndIn, type TestApp } from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

// The rent roll (docs/product.md "Rent roll"). The expected figures are worked by hand below, on 20 November 2026 with
// the default 5 days of grace.

const TODAY = '2026-11-20T12:00:00Z';

describe.each(TEST_DIALECTS)('the rent roll on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    t.clock.set('2026-11-21T10:00:00Z');
  });

  async function property(cookie: string, address: string): Promise<number> {
    const created = await send(t.app, 'POST', '/api/properties', {
      cookie,
      body: {
        address,
        city: 'Denver',
        state: 'CO',
        zipCode: '80202',
        propertyType: 'duplex',
        purchasePrice: 400_000,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id;
  }

  async function unit(cookie: string, propertyId: number, body: Record<string, unknown>) {
    const created = await send(t.app, 'POST', `/api/properties/${propertyId}/units`, { cookie, body });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { id: number };
  }

  const rent = async (cookie: string, date: string, propertyId: number, amount: number, unitId?: number) => {
    const response = await send(t.app, 'POST', '/api/transactions', {
      cookie,
      body: {
        date,
        payee: 'Tenant',
        parts: [{ propertyId, category: 'rents', amount, ...(unitId ? { unitId } : {}) }],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json()[0] as { id: number; unitId: number | null };
  };

  /** A duplex (Ann in Unit 1, Unit 2 vacant) and a house (Bob, month to month), with this autumn's rent. */
  async function portfolio() {
    t.clock.set(TODAY);
    const { cookie } = await signUpAndIn(t.app);
    const duplex = await property(cookie, '10 Duplex Way');
    const house = await property(cookie, '20 House Lane');
    const unit1 = await unit(cookie, duplex, {
      label: 'Unit 1',
      tenantName: 'Ann Tenant',
      leaseStart: '2026-01-01',
      leaseEnd: '2026-12-31',
      rent: 1500,
      deposit: 1500,
      dueDay: 1,
    });
    const unit2 = await unit(cookie, duplex, { label: 'Unit 2', rent: '1,200', dueDay: 1 });
    const home = await unit(cookie, house, {
      label: 'House',
      tenantName: 'Bob Renter',
      leaseStart: '2025-06-01',
      leaseEnd: null,
      rent: 2000,
      deposit: 2000,
      dueDay: 5,
    });
    // Unit 1: October part-paid (1,000 of 1,500), November paid. 300 for the duplex names no unit. The house has one
    // unit, so its rent (naming none) is that unit's: October and November paid.
    await rent(cookie, '2026-10-02', duplex, 1000, unit1.id);
    await rent(cookie, '2026-11-03', duplex, 1500, unit1.id);
    await rent(cookie, '2026-10-15', duplex, 300);
    await rent(cookie, '2026-10-05', house, 2000);
    await rent(cookie, '2026-11-06', house, 2000);
    return { cookie, duplex, house, unit1, unit2, home };
  }

  it('compares each month’s rent due with the rent received, and sums economic occupancy', async () => {
    const { cookie, duplex, unit1, unit2, home } = await portfolio();
    const response = await send(t.app, 'GET', '/api/rent-roll', { cookie });
    expect(response.statusCode, response.body).toBe(200);
    const roll = response.json();
    expect(roll.through).toBe('2026-11');
    expect(roll.today).toBe('2026-11-20');
    expect(roll.graceDays).toBe(5);
    expect(roll.months).toHaveLength(12);
    expect(roll.months[0]).toBe('2025-12');
    const byId = (id: number) => roll.units.find((u: { id: number }) => u.id === id);
    const month = (id: number, m: string) => byId(id).months.find((x: { month: string }) => x.month === m);

    // Unit 1: its lease starts in January, so December 2025 asks nothing; October is late: due 1 October, the grace
    // runs to the 6th, and on 20 November it is 50 days after the due date.
    expect(month(unit1.id, '2025-12')).toMatchObject({ dueDate: null, due: 0, status: 'none' });
    expect(month(unit1.id, '2026-10')).toEqual({
      month: '2026-10',
      dueDate: '2026-10-01',
      due: 1500,
      received: 1000,
      status: 'late',
      daysLate: 50,
    });
    expect(month(unit1.id, '2026-11')).toMatchObject({
      due: 1500,
      received: 1500,
      status: 'paid',
      daysLate: 0,
    });
    // 31 December is 41 days after 20 November.
    expect(byId(unit1.id)).toMatchObject({
      tenantName: 'Ann Tenant',
      leaseEndsInDays: 41,
      rent: 1500,
      deposit: 1500,
    });
    // The vacant unit: no rent due, ever.
    expect(byId(unit2.id).months.every((m: { status: string }) => m.status === 'none')).toBe(true);
    expect(byId(unit2.id)).toMatchObject({ rent: 1200, leaseStart: null, leaseEndsInDays: null });
    // The house: due on the 5th; September unpaid (76 days late: 25 + 31 + 20); October and November paid.
    expect(month(home.id, '2026-09')).toMatchObject({ dueDate: '2026-09-05', status: 'late', daysLate: 76 });
    expect(month(home.id, '2026-10')).toMatchObject({ received: 2000, status: 'paid' });
    expect(month(home.id, '2026-11')).toMatchObject({ received: 2000, status: 'paid' });

    // The 300 that names no unit of the duplex is shown apart, and counted in October's total.
    expect(roll.unassigned).toEqual([
      {
        propertyId: duplex,
        address: '10 Duplex Way',
        received: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 300, 0],
      },
    ]);
    // October: scheduled 1,500 + 1,200 + 2,000 = 4,700; due 1,500 + 2,000 = 3,500; received 1,000 + 300 + 2,000.
    const october = roll.totals.months[10];
    expect(october).toEqual({
      month: '2026-10',
      scheduled: 4700,
      due: 3500,
      received: 3300,
      occupancy: 3300 / 4700,
    });
    // Twelve months: 12 × 4,700 = 56,400 scheduled; 1,000 + 1,500 + 300 + 2,000 + 2,000 = 6,800 received.
    expect(roll.totals.scheduled).toBe(56_400);
    expect(roll.totals.received).toBe(6800);
    expect(roll.totals.occupancy).toBeCloseTo(6800 / 56_400, 12);

    // One property: only its units; an earlier window: the lease had not started in early 2025.
    const one = (
      await send(t.app, 'GET', `/api/rent-roll?propertyId=${duplex}&through=2025-12`, { cookie })
    ).json();
    expect(one.units.map((u: { id: number }) => u.id)).toEqual([unit1.id, unit2.id]);
    // January to December 2025: 12 × (1,500 + 1,200) scheduled, nothing due (no lease yet), nothing received.
    expect(one.totals).toMatchObject({ scheduled: 32_400, received: 0, occupancy: 0 });
    expect(one.totals.months.every((m: { due: number }) => m.due === 0)).toBe(true);
  });

  it('schedules no rent before the property was bought', async () => {
    t.clock.set(TODAY);
    const { cookie } = await signUpAndIn(t.app);
    const created = await send(t.app, 'POST', '/api/properties', {
      cookie,
      body: {
        address: '5 New Buy Lane',
        city: 'Denver',
        state: 'CO',
        propertyType: 'single-family',
        purchasePrice: 300_000,
        purchaseDate: '2026-09-15',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await unit(cookie, created.json().id, { label: 'House', rent: 2000, dueDay: 1 });
    const roll = (await send(t.app, 'GET', '/api/rent-roll', { cookie })).json();
    // Bought in September 2026: September, October and November each schedule 2,000; the nine months before nothing.
    expect(roll.totals.months.map((m: { scheduled: number }) => m.scheduled)).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 0, 2000, 2000, 2000,
    ]);
    expect(roll.totals.scheduled).toBe(6000);
  });

  it('uses the grace period the user sets, and refuses one out of range', async () => {
    const { cookie, unit1 } = await portfolio();
    const set = await send(t.app, 'PUT', '/api/rent-roll/settings', { cookie, body: { graceDays: 20 } });
    expect(set.statusCode, set.body).toBe(200);
    const roll = (await send(t.app, 'GET', '/api/rent-roll', { cookie })).json();
    expect(roll.graceDays).toBe(20);
    // October, due the 1st, 20 days of grace: still late on 20 November, and counted from the due date.
    const october = roll.units.find((u: { id: number }) => u.id === unit1.id).months[10];
    expect(october).toMatchObject({ status: 'late', daysLate: 50 });
    for (const graceDays of [29, -1, 1.5, '5', null]) {
      const refused = await send(t.app, 'PUT', '/api/rent-roll/settings', { cookie, body: { graceDays } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(RENT_ROLL_MESSAGES.graceDays);
    }
    expect((await send(t.app, 'GET', '/api/rent-roll', { cookie })).json().graceDays).toBe(20);
  });

  it('warns of a lease ending within 60 days and rent more than 10 days late, as insights and once as notifications', async () => {
    const { cookie, unit1, home } = await portfolio();
    const insights = (await send(t.app, 'GET', '/api/insights', { cookie })).json();
    const rentRoll = insights.filter(
      (i: { rule: string }) => i.rule === 'leaseEnding' || i.rule === 'rentLate',
    );
    expect(rentRoll.map((i: { id: string }) => i.id).sort()).toEqual(
      [`leaseEnding:u${unit1.id}`, `rentLate:u${home.id}`, `rentLate:u${unit1.id}`].sort(),
    );
    const late = rentRoll.find((i: { id: string }) => i.id === `rentLate:u${unit1.id}`);
    expect(late).toMatchObject({
      type: 'warning',
      title: 'Rent of Unit 1 at 10 Duplex Way is 50 days late',
      description: 'Only $1,000 of the $1,500 rent for Oct 2026 has come in, 50 days after it was due.',
    });
    expect(rentRoll.find((i: { id: string }) => i.id === `leaseEnding:u${unit1.id}`).title).toBe(
      'The lease of Unit 1 at 10 Duplex Way ends in 41 days',
    );

    const first = await sendRentRemindersJob(t.db.handle.db, t.clock.now, () => {});
    const again = await sendRentRemindersJob(t.db.handle.db, t.clock.now, () => {});
    expect(again.sent).toBe(0);
    expect(first.failedUsers).toEqual([]);
    const list = (await send(t.app, 'GET', '/api/notifications', { cookie })).json();
    const mine = list.items.filter(
      (n: { type: string }) => n.type === 'lease_ending' || n.type === 'rent_late',
    );
    expect(mine).toHaveLength(3);
    expect(mine.find((n: { type: string }) => n.type === 'lease_ending').data).toMatchObject({
      unitLabel: 'Unit 1',
      tenantName: 'Ann Tenant',
      date: '2026-12-31',
      days: 41,
    });
  });

  it('changes and deletes a unit; its ledger rows keep their property and lose the unit', async () => {
    const { cookie, duplex, unit1 } = await portfolio();
    const changed = await send(t.app, 'PUT', `/api/units/${unit1.id}`, {
      cookie,
      body: { label: 'Upstairs', tenantName: '', leaseStart: null, leaseEnd: null, rent: 1600, dueDay: 3 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      label: 'Upstairs',
      tenantName: '',
      rent: 1600,
      deposit: 0,
      dueDay: 3,
    });
    const row = await rent(cookie, '2026-11-10', duplex, 10, unit1.id);
    expect(row.unitId).toBe(unit1.id);
    const deleted = await send(t.app, 'DELETE', `/api/units/${unit1.id}`, { cookie });
    expect(deleted.statusCode).toBe(200);
    const after = await send(t.app, 'GET', `/api/transactions/${row.id}`, { cookie });
    expect(after.json()).toMatchObject({ propertyId: duplex, unitId: null });
    expect((await send(t.app, 'DELETE', `/api/units/${unit1.id}`, { cookie })).statusCode).toBe(404);
  });

  it('refuses a unit of another property on a ledger row, and moves a row off its unit with its property', async () => {
    const { cookie, duplex, house, unit1, home } = await portfolio();
    const wrong = await send(t.app, 'POST', '/api/transactions', {
      cookie,
      body: {
        date: '2026-11-01',
        parts: [{ propertyId: house, category: 'rents', amount: 5, unitId: unit1.id }],
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(RENT_ROLL_MESSAGES.unitOfProperty);
    const row = await rent(cookie, '2026-11-11', duplex, 25, unit1.id);
    const moved = await send(t.app, 'PATCH', `/api/transactions/${row.id}`, {
      cookie,
      body: { propertyId: house },
    });
    expect(moved.json()).toMatchObject({ propertyId: house, unitId: null });
    const named = await send(t.app, 'PATCH', `/api/transactions/${row.id}`, {
      cookie,
      body: { unitId: home.id },
    });
    expect(named.json()).toMatchObject({ propertyId: house, unitId: home.id });
    const mismatch = await send(t.app, 'PATCH', `/api/transactions/${row.id}`, {
      cookie,
      body: { unitId: unit1.id },
    });
    expect(mismatch.statusCode).toBe(400);
  });

  it('refuses bad units with a clear message, storing nothing', async () => {
    const { cookie, duplex } = await portfolio();
    const before = (await send(t.app, 'GET', '/api/units', { cookie })).json().items.length;
    const valid = { label: 'Unit 9', rent: 900, dueDay: 1 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, label: '  ' }, 'label', RENT_ROLL_MESSAGES.label],
      [{ ...valid, label: 'x'.repeat(41) }, 'label', RENT_ROLL_MESSAGES.label],
      [{ ...valid, rent: -1 }, 'rent', RENT_ROLL_MESSAGES.rent],
      [{ ...valid, rent: 10_000_001 }, 'rent', RENT_ROLL_MESSAGES.rent],
      [{ ...valid, deposit: 'lots' }, 'deposit', RENT_ROLL_MESSAGES.deposit],
      [{ ...valid, dueDay: 32 }, 'dueDay', RENT_ROLL_MESSAGES.dueDay],
      [{ ...valid, dueDay: 0 }, 'dueDay', RENT_ROLL_MESSAGES.dueDay],
      [{ ...valid, leaseStart: '2026-02-30' }, 'leaseStart', RENT_ROLL_MESSAGES.leaseStart],
      [
        { ...valid, leaseStart: '2026-05-01', leaseEnd: '2026-04-30' },
        'leaseEnd',
        RENT_ROLL_MESSAGES.endBeforeStart,
      ],
      [{ ...valid, tenantName: 'Someone' }, 'leaseStart', RENT_ROLL_MESSAGES.startNeeded],
      [{ ...valid, leaseEnd: '2027-01-01' }, 'leaseStart', RENT_ROLL_MESSAGES.startNeeded],
    ];
    for (const [body, field, message] of cases) {
      const response = await send(t.app, 'POST', `/api/properties/${duplex}/units`, { cookie, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().details?.[field] ?? response.json().message, JSON.stringify(body)).toBe(message);
    }
    expect((await send(t.app, 'GET', '/api/units', { cookie })).json().items).toHaveLength(before);
    for (const query of ['through=2026-13', 'through=1899-12', 'through=abc', 'propertyId=0']) {
      expect((await send(t.app, 'GET', `/api/rent-roll?${query}`, { cookie })).statusCode, query).toBe(400);
    }
  });

  it('answers 404 for another user’s property, unit and rent roll, changing nothing', async () => {
    const mine = await portfolio();
    const { cookie } = await signUpAndIn(t.app);
    const body = { label: 'Taken', rent: 1, dueDay: 1 };
    const answers = [
      await send(t.app, 'POST', `/api/properties/${mine.duplex}/units`, { cookie, body }),
      await send(t.app, 'PUT', `/api/units/${mine.unit1.id}`, { cookie, body }),
      await send(t.app, 'DELETE', `/api/units/${mine.unit1.id}`, { cookie }),
      await send(t.app, 'GET', `/api/units?propertyId=${mine.duplex}`, { cookie }),
      await send(t.app, 'GET', `/api/rent-roll?propertyId=${mine.duplex}`, { cookie }),
    ];
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(404);
    const own = await property(cookie, '30 Other Street');
    const borrowed = await send(t.app, 'POST', '/api/transactions', {
      cookie,
      body: {
        date: '2026-11-01',
        parts: [{ propertyId: own, category: 'rents', amount: 5, unitId: mine.unit1.id }],
      },
    });
    expect(borrowed.statusCode).toBe(404);
    expect((await send(t.app, 'GET', '/api/rent-roll', { cookie })).json().units).toEqual([]);
    const still = (await send(t.app, 'GET', '/api/units', { cookie: mine.cookie })).json().items;
    expect(still.find((u: { id: number }) => u.id === mine.unit1.id)).toMatchObject({ label: 'Unit 1' });
  });

  it('holds up to 100 units a property', async () => {
    const { cookie } = await signUpAndIn(t.app);
    const id = await property(cookie, '40 Tower Road');
    for (let index = 0; index < 100; index += 1)
      await unit(cookie, id, { label: `Apt ${index + 1}`, rent: 800, dueDay: 1 });
    const over = await send(t.app, 'POST', `/api/properties/${id}/units`, {
      cookie,
      body: { label: 'Apt 101', rent: 800, dueDay: 1 },
    });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ code: 'UNIT_LIMIT', message: RENT_ROLL_MESSAGES.tooManyForProperty });
  });
});
