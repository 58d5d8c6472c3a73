import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

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

/** Registers a new account and signs the page's browser context in, through the API (for tests not about sign-in). */
export async function signInThroughApi(
  page: Page,
  account: TestAccount = newAccount(),
): Promise<TestAccount> {
  await registerThroughApi(page.request, account);
  const response = await page.request.post('/api/auth/login', {
    data: { usernameOrEmail: account.username, password: account.password },
    headers: CLIENT,
  });
  expect(response.status(), await response.text()).toBe(200);
  return account;
}

/** Fails on any serious or critical axe-core violation of the current page, listing them. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) => `${v.id} (${v.impact}): ${v.help} – ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

export const test = base;
export { expect };
