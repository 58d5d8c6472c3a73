import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page, type Route } from '@playwright/test';
import { AdminPinPanel } from './page-models/admin-pin-panel';
import { AppShell } from './page-models/app-shell';
import { AuthPanel } from './page-models/auth-panel';
import { CheckoutPage } from './page-models/checkout-page';
import { DealAnalysisPage } from './page-models/deal-analysis-page';
import { DealForm } from './page-models/deal-form';
import { DealResults } from './page-models/deal-results';
import { LandingPage } from './page-models/landing-page';
import { NotFoundPage } from './page-models/not-found-page';
import { QuickDealCard } from './page-models/quick-deal-card';
import { SavedAnalysesList } from './page-models/saved-analyses-list';
import { SubscriptionPage } from './page-models/subscription-page';
import { Toasts } from './page-models/toasts';
import { UpgradeDialog } from './page-models/upgrade-dialog';
import { E2E_SMTP_HTTP_PORT } from './playwright.config';
import { type PlanId, setPlan } from './seed-database';

export type { PlanId } from './seed-database';

export type TestAccount = { username: string; email: string; password: string; name: string };

let sequence = 0;

/** A new, unique account (not yet registered). */
export function newAccount(prefix = 'e2e'): TestAccount {
  sequence += 1;
  const username = `${prefix}${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 5)}`;
  return {
    username,
    email: `${username}@example.com`,
    password: 'e2e-passphrase-42',
    name: 'Casey Investor',
  };
}

const CLIENT = { 'x-rentfolio-client': 'e2e' };

/** Registers `account` through the API. */
export async function registerThroughApi(request: APIRequestContext, account: TestAccount): Promise<void> {
  const response = await request.post('/api/auth/register', { data: account, headers: CLIENT });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * Registers a new account and signs the page's browser context in, through the API (for tests not about sign-in);
 * with `plan`, the account is put on that plan before it signs in.
 */
export async function signInThroughApi(
  page: Page,
  account: TestAccount = newAccount(),
  { plan }: { plan?: PlanId } = {},
): Promise<TestAccount> {
  await registerThroughApi(page.request, account);
  if (plan) await setPlan(account.username, plan);
  const response = await page.request.post('/api/auth/login', {
    data: { usernameOrEmail: account.username, password: account.password },
    headers: CLIENT,
  });
  expect(response.status(), await response.text()).toBe(200);
  return account;
}

/** A message the e2e SMTP sink (smtp-sink.mjs) received from the mail server (E2E_MAIL_PORT). */
export type ReceivedMail = { to: string[]; subject: string; messageId: string; body: string };

/** The subject of the confirmation e-mail in English (apps/server/src/services/mail/mail-texts.ts, confirmEmail). */
export const CONFIRMATION_SUBJECT = 'Confirm your e-mail address for Rentfolio';

/** Every message the SMTP sink received for `email`, oldest first. */
export async function mailTo(request: APIRequestContext, email: string): Promise<ReceivedMail[]> {
  const response = await request.get(`http://127.0.0.1:${E2E_SMTP_HTTP_PORT}/messages`);
  return ((await response.json()) as ReceivedMail[]).filter((mail) => mail.to.includes(email));
}

/**
 * The link of the `nth` confirmation e-mail (1 = the first) the mail server sent to `email`, once it has arrived:
 * the absolute address in its text, as a mail client shows it.
 */
export async function confirmationLinkFor(
  request: APIRequestContext,
  email: string,
  nth = 1,
): Promise<string> {
  let links: string[] = [];
  await expect
    .poll(
      async () => {
        const mails = (await mailTo(request, email)).filter((mail) => mail.subject === CONFIRMATION_SUBJECT);
        links = mails.map(
          (mail) => mail.body.match(/https?:\/\/[^\s"'<>]+\/confirm-email\?token=[\w.-]+/)?.[0] ?? '',
        );
        return links.length;
      },
      { message: `confirmation e-mail number ${nth} to ${email}`, timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(nth);
  const link = links[nth - 1];
  expect(link, `the link in the confirmation e-mail to ${email}`).toBeTruthy();
  return link as string;
}

/**
 * Confirms `email` as its owner does, for tests that send mail on the mail server (reports go only to confirmed
 * addresses): the link of the confirmation e-mail that registration sent to it is opened through the API. Never a
 * change in the database.
 */
export async function confirmEmailThroughMail(request: APIRequestContext, email: string): Promise<void> {
  const link = new URL(await confirmationLinkFor(request, email));
  const response = await request.post(`${link.origin}/api/auth/confirm-email`, {
    data: { token: link.searchParams.get('token') },
    headers: CLIENT,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A deal request body as the API takes it (numbers or numeric text; see ZAnalyzeDealRequest). */
export type DealRequestBody = Record<string, string | number>;

/** Analyses a deal through the API as the signed-in page's user (it counts towards the month's usage). */
export async function analyzeDealThroughApi(page: Page, deal: DealRequestBody): Promise<void> {
  const response = await page.request.post('/api/analyze-deal', { data: deal, headers: CLIENT });
  expect(response.status(), await response.text()).toBe(200);
}

/** Saves an analysis through the API as the signed-in page's user (for tests not about saving). */
export async function saveAnalysisThroughApi(page: Page, deal: DealRequestBody): Promise<void> {
  const response = await page.request.post('/api/analyses', { data: deal, headers: CLIENT });
  expect(response.status(), await response.text()).toBe(201);
}

/** A property as POST /api/properties takes it (see ZPropertyInput); omitted deal fields take the form's defaults. */
export type PropertyBody = {
  address: string;
  city: string;
  state: string;
  propertyType: string;
  purchasePrice: number | string;
  [field: string]: string | number | boolean | null | undefined;
};

let propertySequence = 0;

/** The month `months` before this one (UTC, as the server counts; negative: after), as YYYY-MM. */
export function monthBefore(months: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1)).toISOString().slice(0, 7);
}

/** A realistic property body; `overrides` replace any field. */
export function newProperty(overrides: Partial<PropertyBody> = {}): PropertyBody {
  propertySequence += 1;
  return {
    address: `${100 + propertySequence} Maple Street`,
    city: 'Denver',
    state: 'CO',
    zipCode: '80205',
    propertyType: 'single-family',
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1800,
    purchasePrice: 350000,
    monthlyRent: 2800,
    operatingExpenses: 600,
    propertyTaxes: 3000,
    insurance: 1200,
    maintenance: 1500,
    ...overrides,
  };
}

/** Adds a property through the API as the signed-in page's user; answers the stored property (with its id). */
export async function createPropertyThroughApi(
  page: Page,
  property: PropertyBody = newProperty(),
): Promise<{ id: number } & Record<string, unknown>> {
  const response = await page.request.post('/api/properties', { data: property, headers: CLIENT });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number } & Record<string, unknown>;
}

/** Adds many properties in one request (POST /api/properties/bulk, at most 1,000 per call). */
export async function createPropertiesThroughApi(page: Page, properties: PropertyBody[]): Promise<void> {
  for (let start = 0; start < properties.length; start += 1000) {
    const response = await page.request.post('/api/properties/bulk', {
      data: { properties: properties.slice(start, start + 1000) },
      headers: CLIENT,
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

/** Saves the portfolio goals through the API (POST /api/portfolio/goals). */
export async function setGoalsThroughApi(
  page: Page,
  goals: {
    targetValue: number;
    targetCashFlow: number;
    targetProperties: number;
    targetDate: string;
    targetROI: number;
  },
): Promise<void> {
  const response = await page.request.post('/api/portfolio/goals', { data: goals, headers: CLIENT });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Fails on any serious or critical axe-core violation of the current page, listing them. With `include` (a CSS
 * selector), only that part of the page is scanned: a dialog or a panel opened on a screen already scanned whole.
 * Legacy mode scans the page's own frames only (the app has none from elsewhere), at about a third less CPU.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { include }: { include?: string } = {},
): Promise<void> {
  // Colours still transitioning (after a switch to dark mode, say) would be measured half-way: let the finite
  // animations finish (a spinner's never does).
  await page.evaluate(`Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  )`);
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) => `${v.id} (${v.impact}): ${v.help} – ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** Switches the signed-in user's theme through the API (PATCH /api/user/settings); the next load shows it. */
export async function setDarkModeThroughApi(page: Page, darkMode: boolean): Promise<void> {
  const response = await page.request.patch('/api/user/settings', { data: { darkMode }, headers: CLIENT });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Records every request the page sends whose path is `path` (such as '/api/auth/login'), so that a test can
 * assert that a client-side check stopped a call before it left the browser.
 */
export function recordRequests(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

/**
 * Holds every request to `urlPattern` until the returned `release()` is called, then lets them through to the
 * server: for observing what the app shows while a call is pending.
 */
export async function holdRequests(page: Page, urlPattern: string): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(urlPattern, async (route: Route) => {
    await released;
    await route.fallback();
  });
  return { release };
}

type PageModels = {
  landing: LandingPage;
  authPanel: AuthPanel;
  adminPanel: AdminPinPanel;
  shell: AppShell;
  toasts: Toasts;
  notFound: NotFoundPage;
  checkout: CheckoutPage;
  subscription: SubscriptionPage;
  dealAnalysis: DealAnalysisPage;
  dealForm: DealForm;
  dealResults: DealResults;
  quickDeal: QuickDealCard;
  savedAnalyses: SavedAnalysesList;
  upgradeDialog: UpgradeDialog;
};

/** Playwright's `test` with one page model per screen (e2e/page-models), each bound to the test's page. */
export const test = base.extend<PageModels>({
  landing: async ({ page }, use) => use(new LandingPage(page)),
  authPanel: async ({ page }, use) => use(new AuthPanel(page)),
  adminPanel: async ({ page }, use) => use(new AdminPinPanel(page)),
  shell: async ({ page }, use) => use(new AppShell(page)),
  toasts: async ({ page }, use) => use(new Toasts(page)),
  notFound: async ({ page }, use) => use(new NotFoundPage(page)),
  checkout: async ({ page }, use) => use(new CheckoutPage(page)),
  subscription: async ({ page }, use) => use(new SubscriptionPage(page)),
  dealAnalysis: async ({ page }, use) => use(new DealAnalysisPage(page)),
  dealForm: async ({ page }, use) => use(new DealForm(page)),
  dealResults: async ({ page }, use) => use(new DealResults(page)),
  quickDeal: async ({ page }, use) => use(new QuickDealCard(page)),
  savedAnalyses: async ({ page }, use) => use(new SavedAnalysesList(page)),
  upgradeDialog: async ({ page }, use) => use(new UpgradeDialog(page)),
});
/** What a seeded account starts with (a spec sets its own with `seededTest.use({ seed: ... })`). */
export type AccountSeed = { properties?: PropertyBody[]; goals?: Parameters<typeof setGoalsThroughApi>[1] };

/** The account a worker seeded once: who it is, what it holds, and its signed-in browser state. */
export type SeededAccount = {
  account: TestAccount;
  /** The stored properties, in the order of the seed. */
  properties: ({ id: number } & Record<string, unknown>)[];
  storageState: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>;
};

/**
 * `test` for read-only specs: each worker registers one account, seeds it through the API once (`seed`, a worker
 * option) and saves its signed-in state; every test of the spec starts signed in as it, with nothing to set up. A
 * test of `seededTest` must not change the account (its data, settings or theme): the next test sees the same one.
 */
export const seededTest = test.extend<object, { seed: AccountSeed; seededAccount: SeededAccount }>({
  seed: [{}, { scope: 'worker', option: true }],
  seededAccount: [
    async ({ browser, seed }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      const account = await signInThroughApi(page, newAccount('seeded'));
      const properties = [];
      for (const property of seed.properties ?? [])
        properties.push(await createPropertyThroughApi(page, property));
      if (seed.goals) await setGoalsThroughApi(page, seed.goals);
      const storageState = await context.storageState();
      await context.close();
      await use({ account, properties, storageState });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ seededAccount }, use) => use(seededAccount.storageState),
});
export { expect };
