import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookRecurringTransactionsJob } from '../src/jobs/recurring-bookings';
import {
  createTestApp,
  RELAXED_LIMITS,
  send,
  sessionCookieOf,
  signUpAndIn,
  type TestApp,
} from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

// Recurring transactions (docs/product.md "Recurring transactions"). The clock starts on 21 November 2026.
const START = '2026-11-21T10:00:00Z';

// $125,000 with 20% down: a $100,000 loan at 6% over 30 years, so a payment of $599.55.
const HOUSE = {
  address: '12 Elm Street',
  city: 'Denver',
  state: 'CO',
  propertyType: 'single-family',
  purchasePrice: 125_000,
  downPayment: 20,
  interestRate: 6,
  loanTerm: 30,
  purchaseDate: '2026-08-15',
};

type Row = {
  date: string;
  amount: number;
  category: string;
  payee: string;
  source: string;
  splitId: string | null;
};

describe.each(TEST_DIALECTS)('recurring transactions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    t.clock.set(START);
  });

  /** A user with one property; `signIn` opens a new session after the clock moved past the old one's timeout. */
  async function owner(property: Record<string, unknown> = HOUSE) {
    const { cookie, user, password } = await signUpAndIn(t.app);
    const created = await send(t.app, 'POST', '/api/properties', { cookie, body: property });
    expect(created.statusCode, created.body).toBe(201);
    const signIn = async () => {
      const login = await send(t.app, 'POST', '/api/auth/login', {
        body: { usernameOrEmail: user.username, password },
      });
      const fresh = sessionCookieOf(login);
      if (!fresh) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
      return fresh;
    };
    return { cookie, userId: user.id as number, propertyId: created.json().id as number, signIn };
  }

  const addSchedule = (cookie: string, body: Record<string, unknown>) =>
    send(t.app, 'POST', '/api/transaction-schedules', { cookie, body });
  const schedules = async (cookie: string) =>
    (await send(t.app, 'GET', '/api/transaction-schedules', { cookie })).json().items;
  /** The ledger oldest first, as date, amount and category. */
  const ledger = async (cookie: string) => {
    const page = await send(t.app, 'GET', '/api/transactions?limit=200', { cookie });
    expect(page.statusCode).toBe(200);
    const { items, totals } = page.json() as { items: Row[]; totals: { count: number; moneyIn: number } };
    return { rows: [...items].reverse(), totals };
  };
  const runJob = () => bookRecurringTransactionsJob(t.db.handle.db, t.clock.now, () => {});

  it('books rent from its start date on its day, then each month once, however often the job runs', async () => {
    const who = await owner();
    const { cookie, propertyId } = who;
    const created = await addSchedule(cookie, {
      propertyId,
      kind: 'rent',
      dayOfMonth: 1,
      amount: 2400,
      payee: 'Jordan Lee',
      startDate: '2026-08-15',
    });
    expect(created.statusCode, created.body).toBe(201);
    // 1 August is before the start: the first rent is 1 September; October and November are booked at once too.
    expect(created.json()).toMatchObject({
      kind: 'rent',
      dayOfMonth: 1,
      amount: 2400,
      bookedThrough: '2026-11',
      nextDate: '2026-12-01',
      nextLoanPayment: null,
    });
    const before = await ledger(cookie);
    expect(before.rows.map((row) => [row.date, row.amount, row.category, row.payee, row.source])).toEqual([
      ['2026-09-01', 2400, 'rents', 'Jordan Lee', 'recurring'],
      ['2026-10-01', 2400, 'rents', 'Jordan Lee', 'recurring'],
      ['2026-11-01', 2400, 'rents', 'Jordan Lee', 'recurring'],
    ]);

    // Nothing is due again before 1 December.
    expect((await runJob()).booked).toBe(0);
    t.clock.set('2026-12-01T00:30:00Z');
    const [first, second] = await Promise.all([runJob(), runJob()]);
    expect((first?.booked ?? 0) + (second?.booked ?? 0)).toBe(1);
    expect((await runJob()).booked).toBe(0);
    const later = await who.signIn();
    const after = await ledger(later);
    expect(after.rows.map((row) => row.date)).toEqual([
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
      '2026-12-01',
    ]);
    // The list's totals (kept by year and category) count the bookings: 4 × 2,400.
    expect(after.totals).toMatchObject({ count: 4, moneyIn: 9600 });
    expect((await schedules(later))[0]).toMatchObject({ bookedThrough: '2026-12', nextDate: '2027-01-01' });
  });

  it('splits the loan payment into interest and principal by the property’s own schedule', async () => {
    const { cookie, propertyId } = await owner();
    const created = await addSchedule(cookie, {
      propertyId,
      kind: 'loanPayment',
      dayOfMonth: 1,
      payee: 'First Bank',
      startDate: '2026-08-15',
      // An amount is the loan's, never the request's.
      amount: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    // Payment 1 on 1 September: 100,000 × 0.5% = 500.00 interest, 599.55 − 500.00 = 99.55 principal; then
    // 99,900.45 × 0.5% = 499.50 and 100.05; then 99,800.40 × 0.5% = 499.00 and 100.55. Next, payment 4:
    // 99,699.85 × 0.5% = 498.50 and 101.05.
    expect(created.json()).toMatchObject({
      amount: null,
      nextDate: '2026-12-01',
      nextLoanPayment: { number: 4, interest: 498.5, principal: 101.05 },
    });
    const { rows, totals } = await ledger(cookie);
    expect(rows.map((row) => [row.date, row.category, row.amount])).toEqual([
      ['2026-09-01', 'mortgageInterest', 500],
      ['2026-09-01', 'loanPrincipal', 99.55],
      ['2026-10-01', 'mortgageInterest', 499.5],
      ['2026-10-01', 'loanPrincipal', 100.05],
      ['2026-11-01', 'mortgageInterest', 499],
      ['2026-11-01', 'loanPrincipal', 100.55],
    ]);
    // Each month's two rows are one payment.
    expect(rows[0]?.splitId).not.toBeNull();
    expect(rows[0]?.splitId).toBe(rows[1]?.splitId);
    expect(rows[2]?.splitId).not.toBe(rows[0]?.splitId);
    expect(totals.count).toBe(6);
  });

  it('a change goes on after the last month booked, and a delete keeps what was booked', async () => {
    const who = await owner();
    const { propertyId } = who;
    let { cookie } = who;
    const { id } = (
      await addSchedule(cookie, {
        propertyId,
        kind: 'rent',
        dayOfMonth: 1,
        amount: 2400,
        startDate: '2026-10-01',
      })
    ).json();
    // Moved to the 25th with a new rent: November was booked on the 1st, so the next is 25 December.
    const changed = await send(t.app, 'PUT', `/api/transaction-schedules/${id}`, {
      cookie,
      body: {
        propertyId,
        kind: 'rent',
        dayOfMonth: 25,
        amount: 2500,
        startDate: '2026-10-01',
        endDate: '2027-01-31',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      dayOfMonth: 25,
      amount: 2500,
      nextDate: '2026-12-25',
      endDate: '2027-01-31',
    });
    t.clock.set('2027-03-01T12:00:00Z');
    await runJob();
    cookie = await who.signIn();
    expect((await ledger(cookie)).rows.map((row) => [row.date, row.amount])).toEqual([
      ['2026-10-01', 2400],
      ['2026-11-01', 2400],
      ['2026-12-25', 2500],
      ['2027-01-25', 2500],
    ]);
    // The end date has passed: nothing more to book.
    expect((await schedules(cookie))[0]).toMatchObject({ nextDate: null, bookedThrough: '2027-01' });

    expect((await send(t.app, 'DELETE', `/api/transaction-schedules/${id}`, { cookie })).statusCode).toBe(
      200,
    );
    expect(await schedules(cookie)).toEqual([]);
    expect((await ledger(cookie)).totals.count).toBe(4);
    expect((await send(t.app, 'DELETE', `/api/transaction-schedules/${id}`, { cookie })).statusCode).toBe(
      404,
    );
  });

  it('refuses a schedule that cannot book, with the reason on its field, and stores nothing', async () => {
    const { cookie, propertyId } = await owner();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: 'rent', dayOfMonth: 1, startDate: '2026-10-01' }, 'amount', 'Rent must be more than 0.'],
      [
        { kind: 'rent', dayOfMonth: 1, amount: -5, startDate: '2026-10-01' },
        'amount',
        'Rent must be more than 0.',
      ],
      [
        { kind: 'rent', dayOfMonth: 32, amount: 900, startDate: '2026-10-01' },
        'dayOfMonth',
        'Day of the month must be a whole number from 1 to 31.',
      ],
      [
        { kind: 'rent', dayOfMonth: 1.5, amount: 900, startDate: '2026-10-01' },
        'dayOfMonth',
        'Day of the month must be a whole number from 1 to 31.',
      ],
      [
        { kind: 'rent', dayOfMonth: 1, amount: 900, startDate: '2026-10-01', endDate: '2026-09-30' },
        'endDate',
        'The end date cannot be before the start date.',
      ],
      [
        { kind: 'lease', dayOfMonth: 1, amount: 900, startDate: '2026-10-01' },
        'kind',
        'Choose rent or a loan payment.',
      ],
      // Ten years back from 21 November 2026 is 21 November 2016.
      [
        { kind: 'rent', dayOfMonth: 1, amount: 900, startDate: '2016-11-20' },
        'startDate',
        'The start date can be at most 10 years ago.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const refused = await addSchedule(cookie, { propertyId, ...body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().details?.[field], JSON.stringify(body)).toBe(message);
    }
    // A property bought outright has no loan; one without a purchase date cannot count its payments.
    const outright = await send(t.app, 'POST', '/api/properties', {
      cookie,
      body: { ...HOUSE, downPayment: 100 },
    });
    const undated = await send(t.app, 'POST', '/api/properties', {
      cookie,
      body: { ...HOUSE, purchaseDate: null },
    });
    for (const [id, message] of [
      [outright.json().id, 'This property has no loan to pay: its down payment is the whole price.'],
      [undated.json().id, "Add the property's purchase date first: its loan payments count from it."],
    ] as const) {
      const refused = await addSchedule(cookie, {
        propertyId: id,
        kind: 'loanPayment',
        dayOfMonth: 1,
        startDate: '2026-10-01',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION', message, details: { propertyId: message } });
    }
    expect(await schedules(cookie)).toEqual([]);
    expect((await ledger(cookie)).totals.count).toBe(0);
  });

  it('keeps each user’s schedules their own: another user’s answer 404 and change nothing', async () => {
    const alice = await owner();
    const bob = await owner();
    const { id } = (
      await addSchedule(alice.cookie, {
        propertyId: alice.propertyId,
        kind: 'rent',
        dayOfMonth: 1,
        amount: 2400,
        startDate: '2026-11-01',
      })
    ).json();
    expect(await schedules(bob.cookie)).toEqual([]);
    const body = {
      propertyId: bob.propertyId,
      kind: 'rent',
      dayOfMonth: 2,
      amount: 1,
      startDate: '2026-11-01',
    };
    expect(
      (await send(t.app, 'PUT', `/api/transaction-schedules/${id}`, { cookie: bob.cookie, body })).statusCode,
    ).toBe(404);
    expect(
      (await send(t.app, 'DELETE', `/api/transaction-schedules/${id}`, { cookie: bob.cookie })).statusCode,
    ).toBe(404);
    // Bob cannot book on Alice's property.
    const onAlice = await addSchedule(bob.cookie, { ...body, propertyId: alice.propertyId });
    expect(onAlice.statusCode).toBe(404);
    expect((await schedules(alice.cookie))[0]).toMatchObject({ id, dayOfMonth: 1, amount: 2400 });
    expect((await ledger(bob.cookie)).totals.count).toBe(0);
    expect((await send(t.app, 'GET', '/api/transaction-schedules')).statusCode).toBe(401);
  });

  it('holds at most 200 schedules per account', async () => {
    const { cookie, propertyId, userId } = await owner();
    const now = t.clock.now();
    await t.db.handle.db
      .insertInto('ledgerSchedules')
      .values(
        Array.from({ length: 199 }, () => ({
          userId,
          propertyId,
          kind: 'rent',
          dayOfMonth: 1,
          amountCents: 100,
          payee: '',
          startDate: '2027-01-01',
          nextDate: '2027-01-01',
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    const body = { propertyId, kind: 'rent', dayOfMonth: 1, amount: 10, startDate: '2027-01-01' };
    expect((await addSchedule(cookie, body)).statusCode).toBe(201);
    const refused = await addSchedule(cookie, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'SCHEDULE_LIMIT',
      message: 'You can have at most 200 recurring transactions.',
    });
    expect(await schedules(cookie)).toHaveLength(200);
  });

  it('books every other user when one user’s bookings fail', async () => {
    const failing = await owner();
    const fine = await owner();
    for (const who of [failing, fine])
      await addSchedule(who.cookie, {
        propertyId: who.propertyId,
        kind: 'rent',
        dayOfMonth: 1,
        amount: 1000,
        startDate: '2026-12-01',
      });
    // The database refuses the failing user's rows, as a full disk or a broken row would.
    const db = t.db.handle.db;
    if (dialect === 'sqlite') {
      await sql`create temp trigger refuse_one_user before insert on ledger_transactions when new.user_id = ${sql.lit(
        failing.userId,
      )} begin select raise(abort, 'refused'); end`.execute(db);
    } else {
      await sql`create function refuse_one_user() returns trigger language plpgsql as $$ begin
        if new.user_id = ${sql.lit(failing.userId)} then raise exception 'refused'; end if; return new; end $$`.execute(
        db,
      );
      await sql`create trigger refuse_one_user before insert on ledger_transactions for each row execute function refuse_one_user()`.execute(
        db,
      );
    }
    try {
      t.clock.set('2026-12-01T06:00:00Z');
      const failures: number[] = [];
      const result = await bookRecurringTransactionsJob(db, t.clock.now, (userId) => failures.push(userId));
      expect(result.failedUsers).toEqual([failing.userId]);
      expect(failures).toEqual([failing.userId]);
      expect((await ledger(await fine.signIn())).rows.map((row) => row.date)).toEqual(['2026-12-01']);
      expect((await ledger(await failing.signIn())).totals.count).toBe(0);
    } finally {
      if (dialect === 'sqlite') await sql`drop trigger refuse_one_user`.execute(db);
      else {
        await sql`drop trigger refuse_one_user on ledger_transactions`.execute(db);
        await sql`drop function refuse_one_user()`.execute(db);
      }
    }
    // Once the fault is gone, the next run books the day it missed.
    expect((await runJob()).booked).toBe(1);
    expect((await ledger(await failing.signIn())).rows.map((row) => row.date)).toEqual(['2026-12-01']);
  });
});
