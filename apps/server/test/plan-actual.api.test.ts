import { XIRR } from '@formulajs/formulajs';
import { ipmt, ppmt } from 'financial';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RELAXED_LIMITS, send, signUpAndIn, type TestApp } from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

// Plan against actual (docs/product.md "Plan against actual"). The clock is 21 November 2026: the trailing 12 months
// are November 2025 to October 2026.

// $125,000 with 20% down ($100,000 at 6% over 30 years), 3% closing costs ($28,750 invested), $1,500 rent with 5%
// vacancy and $500 a month of expenses; bought on 15 October 2025, worth $140,000 today.
const HOUSE = {
  address: '12 Elm Street',
  city: 'Denver',
  state: 'CO',
  propertyType: 'single-family',
  purchasePrice: 125_000,
  downPayment: 20,
  interestRate: 6,
  loanTerm: 30,
  closingCosts: 3,
  rehabCosts: 0,
  monthlyRent: 1500,
  vacancy: 5,
  operatingExpenses: 200,
  propertyTaxes: 2400,
  insurance: 1200,
  maintenance: 0,
  purchaseDate: '2025-10-15',
  currentValue: 140_000,
};

/** Payment n's interest and principal in cents, by numpy-financial (the loan schedule's oracle). */
const payment = (n: number) => ({
  interest: Math.round(-ipmt(0.005, n, 360, 100_000) * 100),
  principal: Math.round(-ppmt(0.005, n, 360, 100_000) * 100),
});

describe.each(TEST_DIALECTS)('plan against actual on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });

  const add = async (cookie: string, propertyId: number, date: string, category: string, amount: number) => {
    const response = await send(t.app, 'POST', '/api/transactions', {
      cookie,
      body: { date, parts: [{ propertyId, category, amount }] },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const read = (cookie: string, query = '') => send(t.app, 'GET', `/api/plan-actual${query}`, { cookie });

  /** The house with a year of ledger: rent each month, taxes, insurance, a repair, an improvement, the loan. */
  async function houseWithLedger() {
    const { cookie } = await signUpAndIn(t.app);
    const created = await send(t.app, 'POST', '/api/properties', { cookie, body: HOUSE });
    expect(created.statusCode, created.body).toBe(201);
    const propertyId = created.json().id as number;
    const rentDays: string[] = [];
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2025, 10 + month, 1)).toISOString().slice(0, 10);
      rentDays.push(date);
      await add(cookie, propertyId, date, 'rents', 1500);
    }
    await add(cookie, propertyId, '2025-11-20', 'insurance', 1200);
    await add(cookie, propertyId, '2025-12-10', 'taxes', 2400);
    await add(cookie, propertyId, '2026-03-05', 'repairs', 3000);
    await add(cookie, propertyId, '2026-06-12', 'capitalImprovement', 5000);
    // The security deposit is the tenant's money: no income, no cash flow.
    await add(cookie, propertyId, '2025-11-01', 'depositReceived', 1500);
    // The loan's payments from 1 November 2025 (payment 1) to 1 November 2026 (payment 13), split by its schedule.
    const schedule = await send(t.app, 'POST', '/api/transaction-schedules', {
      cookie,
      body: { propertyId, kind: 'loanPayment', dayOfMonth: 1, startDate: '2025-10-15' },
    });
    expect(schedule.statusCode, schedule.body).toBe(201);
    return { cookie, propertyId, rentDays };
  }

  it('turns actual figures off the plan into insights, each citing its numbers, once a property has 12 months of ledger', async () => {
    const { cookie, propertyId } = await houseWithLedger();
    const actualRules = ['expensesOverPlan', 'vacancyOverPlan', 'lowDscrActual'];
    const ruleIds = async () =>
      (
        (await send(t.app, 'GET', '/api/insights', { cookie })).json() as { id: string; rule: string }[]
      ).filter((insight) => actualRules.includes(insight.rule));
    // On plan (income +5.26%, expenses +10%, DSCR 11,400 ÷ 7,194.60 = 1.58): nothing.
    expect(await ruleIds()).toEqual([]);
    // A 1,000 repair: expenses 7,600 against 6,000, 26.67% over (more than 20%). A 3,000 rent refund: income 15,000
    // of the 17,100 ÷ 0.95 = 18,000 potential, a 16.67% loss against 5% planned (more than 5 points). NOI 15,000 −
    // 7,600 = 7,400 over 12 payments of 599.55 = 7,194.60: DSCR 1.03, under 1.20.
    await add(cookie, propertyId, '2026-04-01', 'repairs', 1000);
    await add(cookie, propertyId, '2026-05-02', 'rents', -3000);
    const insights = (await send(t.app, 'GET', '/api/insights', { cookie })).json() as {
      id: string;
      type: string;
      description: string;
      params: Record<string, unknown>;
    }[];
    const of = (rule: string) => insights.find((insight) => insight.id === `${rule}:${propertyId}`);
    expect(of('expensesOverPlan')).toMatchObject({
      type: 'warning',
      description:
        '12 Elm Street paid $7,600 of operating expenses in the last 12 months, 27% more than the $6,000 its deal planned.',
      params: { actual: 7600, plan: 6000, over: 27 },
    });
    expect(of('vacancyOverPlan')).toMatchObject({
      description:
        '12 Elm Street lost 16.67% of its rent to vacancy and unpaid rent in the last 12 months, against the 5.00% its deal planned.',
      params: { actual: 16.67, plan: 5 },
    });
    expect(of('lowDscrActual')).toMatchObject({
      description:
        'In the last 12 months of its ledger, 12 Elm Street had a debt service coverage ratio of 1.03; lenders usually want 1.20 or more.',
      params: { dscr: 1.03, minDscr: 1.2 },
    });
  });

  it('compares the trailing 12 months line by line, flagged past the threshold', async () => {
    const { cookie, propertyId } = await houseWithLedger();
    const answer = await read(cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.period).toEqual({ kind: 'ttm', from: '2025-11', to: '2026-10' });
    expect(body).toMatchObject({ threshold: 10, sellingCosts: 6, valueBasis: 'current' });
    const [house] = body.properties;
    expect(house).toMatchObject({
      propertyId,
      period: { from: '2025-11', to: '2026-10', months: 12 },
      ledgerMonths: 12,
    });

    // Payments 1 to 12, planned and booked alike.
    let debtCents = 0;
    for (let n = 1; n <= 12; n += 1) debtCents += payment(n).interest + payment(n).principal;
    const debt = debtCents / 100;
    const lines = house.lines;
    // Income: planned 1,500 × 0.95 × 12 = 17,100; had 18,000 (+900, 900 / 17,100 = +5.26%).
    expect(lines.income).toEqual({
      plan: 17_100,
      actual: 18_000,
      difference: 900,
      differencePercent: 5.26,
      isOff: false,
    });
    // Expenses: planned 500 × 12 = 6,000; had 1,200 + 2,400 + 3,000 = 6,600: exactly 10% over is not past 10%.
    expect(lines.operatingExpenses).toEqual({
      plan: 6000,
      actual: 6600,
      difference: 600,
      differencePercent: 10,
      isOff: false,
    });
    expect(lines.noi).toMatchObject({ plan: 11_100, actual: 11_400, difference: 300 });
    expect(lines.debtService).toMatchObject({
      plan: debt,
      actual: debt,
      difference: 0,
      differencePercent: 0,
    });
    // No improvement is planned: a difference without a percentage.
    expect(lines.capitalImprovements).toEqual({
      plan: 0,
      actual: 5000,
      difference: 5000,
      differencePercent: null,
      isOff: false,
    });
    const planCashFlow = Math.round((11_100 - debt) * 100) / 100;
    const actualCashFlow = Math.round((11_400 - debt - 5000) * 100) / 100;
    expect(lines.cashFlow).toMatchObject({ plan: planCashFlow, actual: actualCashFlow, isOff: true });
    expect(lines.dscr).toMatchObject({
      plan: Math.round((11_100 / debt) * 100) / 100,
      actual: Math.round((11_400 / debt) * 100) / 100,
    });
    // Cash-on-cash a year: on 28,750 planned, on 28,750 + 5,000 had; cap rate on cost: 11,100 / 125,000 = 8.88%
    // and 11,400 / 130,000 = 8.77%.
    expect(lines.cashOnCash.plan).toBeCloseTo((planCashFlow / 28_750) * 100, 2);
    expect(lines.cashOnCash.actual).toBeCloseTo((actualCashFlow / 33_750) * 100, 2);
    expect(lines.capRateOnCost).toMatchObject({ plan: 8.88, actual: 8.77 });
    // The portfolio of one property says the same.
    expect(body.portfolio.lines.income).toEqual(lines.income);

    // Each actual figure's popover: its formula and the ledger's figures in it.
    const explained = house.explanations;
    const termsOf = (name: string) =>
      Object.fromEntries(
        (explained[name].terms as { key: string; value: number }[]).map((entry) => [entry.key, entry.value]),
      );
    expect(explained.noi).toMatchObject({
      key: 'actualNoi',
      formula: 'income - operating expenses',
      result: 11_400,
    });
    expect(termsOf('noi')).toEqual({ ledgerIncome: 18_000, ledgerOperatingExpenses: 6600 });
    let interestCents = 0;
    for (let n = 1; n <= 12; n += 1) interestCents += payment(n).interest;
    expect(termsOf('debtService')).toEqual({
      mortgageInterest: interestCents / 100,
      loanPrincipal: (debtCents - interestCents) / 100,
    });
    expect(termsOf('cashFlow')).toEqual({
      netOperatingIncome: 11_400,
      debtService: debt,
      capitalImprovements: 5000,
    });
    expect(explained.cashFlow.result).toBe(actualCashFlow);
    expect(termsOf('cashOnCash')).toEqual({
      periodCashFlow: actualCashFlow,
      periodMonths: 12,
      cashInvestedToDate: 33_750,
    });
    expect(explained.cashOnCash.result).toBeCloseTo((actualCashFlow / 33_750) * 100, 2);
    expect(termsOf('capRateOnCost')).toEqual({
      netOperatingIncome: 11_400,
      periodMonths: 12,
      costBasis: 130_000,
    });
    expect(explained.capRateOnCost.result).toBe(8.77);
    expect(explained.dscr.result).toBe(lines.dscr.actual);
    expect(body.portfolio.explanations.noi.result).toBe(11_400);

    // The dashboard's metrics: the projected monthly cash flow, and beside it the actual one, this property having 12
    // months of ledger: its trailing 12 months' cash flow ÷ 12, to the cent.
    const metrics = (await send(t.app, 'GET', '/api/portfolio/metrics', { cookie })).json();
    expect(metrics.actual).toEqual({
      properties: 1,
      monthlyCashFlow: Math.round((actualCashFlow * 100) / 12) / 100,
    });
  });

  it('closes the IRR to date with the equity if sold today, as formulajs computes XIRR', async () => {
    const { cookie, rentDays } = await houseWithLedger();
    const [house] = (await read(cookie)).json().properties;
    // Thirteen payments made by 21 November 2026: the balance is what numpy-financial leaves of 100,000.
    let paid = 0;
    for (let n = 1; n <= 13; n += 1) paid -= ppmt(0.005, n, 360, 100_000);
    const balance = Math.round((100_000 - paid) * 100) / 100;
    // 140,000 × (1 − 6%) − the balance.
    const equity = Math.round((131_600 - balance) * 100) / 100;
    expect(house.irr).toMatchObject({
      value: 140_000,
      valueBasis: 'current',
      loanBalance: balance,
      equityIfSold: equity,
      cashInvested: 28_750,
      ledgerFrom: '2025-11-01',
      reason: null,
    });
    // The owner's flows, written out: each day's rent less the loan payment due that day, the bills, the improvement.
    const byDay = new Map<string, number>();
    const flow = (day: string, cents: number) => byDay.set(day, (byDay.get(day) ?? 0) + cents);
    for (const day of rentDays) flow(day, 150_000);
    for (let n = 1; n <= 13; n += 1) {
      const day = new Date(Date.UTC(2025, 9 + n, 1)).toISOString().slice(0, 10);
      flow(day, -(payment(n).interest + payment(n).principal));
    }
    flow('2025-11-20', -120_000);
    flow('2025-12-10', -240_000);
    flow('2026-03-05', -300_000);
    flow('2026-06-12', -500_000);
    const days = [...byDay.keys()].sort();
    const rate = XIRR(
      [-2_875_000, ...days.map((day) => byDay.get(day) ?? 0), Math.round(equity * 100)],
      ['2025-10-15', ...days, '2026-11-21'].map((day) => new Date(`${day}T00:00:00Z`)),
    ) as number;
    expect(house.irr.rate).toBeCloseTo(rate * 100, 1);
    expect((await read(cookie)).json().portfolio.irr.rate).toBe(house.irr.rate);
  });

  it('compares a calendar year to its last whole month, and since the purchase', async () => {
    const { cookie } = await houseWithLedger();
    const year = (await read(cookie, '?period=year&year=2026&threshold=5')).json();
    expect(year.period).toEqual({ kind: 'year', from: '2026-01', to: '2026-10' });
    const [house] = year.properties;
    expect(house.period.months).toBe(10);
    // Ten months: 1,425 × 10 planned; 1,500 × 10 had (750 / 14,250 = +5.26%, past the threshold of 5%).
    expect(house.lines.income).toMatchObject({
      plan: 14_250,
      actual: 15_000,
      differencePercent: 5.26,
      isOff: true,
    });
    const since = (await read(cookie, '?period=sincePurchase')).json();
    expect(since.period).toEqual({ kind: 'sincePurchase', from: null, to: '2026-10' });
    expect(since.properties[0].period).toEqual({ from: '2025-11', to: '2026-10', months: 12 });
  });

  it('answers the figures as they are now: a transaction or a property change shows at once', async () => {
    const { cookie, propertyId } = await houseWithLedger();
    expect((await read(cookie)).json().properties[0].lines.income.actual).toBe(18_000);
    await add(cookie, propertyId, '2026-10-20', 'rents', 250);
    expect((await read(cookie)).json().properties[0].lines.income.actual).toBe(18_250);
    const changed = await send(t.app, 'PATCH', `/api/properties/${propertyId}`, {
      cookie,
      body: { monthlyRent: 1600 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // 1,600 × 0.95 × 12 = 18,240 planned.
    expect((await read(cookie)).json().properties[0].lines.income.plan).toBe(18_240);
  });

  it('says why an IRR is missing: no purchase date, no ledger, a ledger that starts late', async () => {
    const { cookie } = await signUpAndIn(t.app);
    const make = async (overrides: Record<string, unknown>) =>
      (await send(t.app, 'POST', '/api/properties', { cookie, body: { ...HOUSE, ...overrides } })).json()
        .id as number;
    const undated = await make({ address: '1 Undated Road', purchaseDate: null });
    await make({ address: '2 Empty Road' });
    const late = await make({ address: '3 Late Road' });
    // Bought in October 2025: a ledger from January 2026 misses the first months.
    await add(cookie, late, '2026-01-01', 'rents', 1500);
    await add(cookie, undated, '2026-01-01', 'rents', 1500);
    const body = (await read(cookie)).json();
    expect(
      body.properties.map((p: { address: string; irr: { reason: string } }) => [p.address, p.irr.reason]),
    ).toEqual([
      ['1 Undated Road', 'noPurchaseDate'],
      ['2 Empty Road', 'noLedger'],
      ['3 Late Road', 'ledgerStartsLate'],
    ]);
    expect(body.portfolio.irr).toMatchObject({ rate: null, reason: 'notEveryProperty' });
  });

  it('answers 404 for another user’s property and 400 for a bad query, with its message', async () => {
    const { propertyId } = await houseWithLedger();
    const { cookie } = await signUpAndIn(t.app);
    expect((await read(cookie, `?propertyId=${propertyId}`)).statusCode).toBe(404);
    expect((await read(cookie)).json().properties).toEqual([]);
    for (const [query, field, message] of [
      ['?period=year', 'year', 'Choose the year to compare.'],
      ['?period=decade', 'period', 'Choose the trailing 12 months, a calendar year or since purchase.'],
      ['?threshold=0', 'threshold', 'threshold must be a whole number from 1 to 100.'],
      ['?value=zestimate', 'value', 'Choose the current value or the index estimate.'],
    ] as const) {
      const refused = await read(cookie, query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().details?.[field], query).toBe(message);
    }
    expect((await send(t.app, 'GET', '/api/plan-actual')).statusCode).toBe(401);
  });
});
