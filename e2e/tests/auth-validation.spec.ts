import { expect, newAccount, recordRequests, registerThroughApi, test } from '../fixtures';

// Every message the panel can show (docs/product.md "Input rules", "Messages"), word for word: the texts of packages/contracts/src/messages.ts
// and apps/web/src/i18n/en.ts are repeated here on purpose, so that a changed wording fails a test.
const MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  fillAllRequired: 'Please fill in all required fields',
  passwordTooCommon: 'This password is too common. Please choose one that is harder to guess.',
  usernameRule: 'Username must be 3 to 32 characters: letters, numbers, dots, dashes or underscores.',
} as const;

test.describe('Sign In mode', () => {
  test.beforeEach(async ({ landing, authPanel }) => {
    await landing.goto();
    await landing.openLogIn();
    await authPanel.expectSignInMode();
  });

  test('empty fields ask to fill in all fields without calling the server', async ({ page, authPanel }) => {
    const loginCalls = recordRequests(page, '/api/auth/login');

    await authPanel.signInButton.click();

    await expect(authPanel.error).toHaveText(MESSAGES.fillAllFields);
    await expect(authPanel.usernameOrEmailInput).toHaveAttribute('aria-invalid', 'true');
    await expect(authPanel.passwordInput).toHaveAttribute('aria-invalid', 'true');
    // Filling one field only is still refused on the client.
    await authPanel.signIn('somebody', '');
    await expect(authPanel.error).toHaveText(MESSAGES.fillAllFields);
    await expect(authPanel.passwordInput).toHaveAttribute('aria-invalid', 'true');
    expect(loginCalls).toEqual([]);
  });

  test("a wrong password shows the server's message", async ({ page, authPanel, shell }) => {
    const account = newAccount('wrongpw');
    await registerThroughApi(page.request, account);
    const loginCalls = recordRequests(page, '/api/auth/login');

    await authPanel.signIn(account.username, 'not-the-right-password');

    await expect(authPanel.error).toHaveText('Invalid username/email or password.');
    expect(loginCalls).toHaveLength(1);
    await authPanel.expectSignInMode();
    await expect(shell.sidebar).toHaveCount(0);
  });

  test('a server failure shows the generic login message', async ({ page, authPanel }) => {
    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 500, body: 'boom' }));

    await authPanel.signIn('somebody', 'some-password-1');

    await expect(authPanel.error).toHaveText('Login failed. Please try again.');
    await expect(authPanel.signInButton).toBeEnabled();
  });
});

test.describe('Create Account mode', () => {
  test.beforeEach(async ({ landing, authPanel }) => {
    await landing.goto();
    await landing.getStartedFree();
    await authPanel.expectCreateAccountMode();
  });

  test('empty required fields ask to fill them in without calling the server', async ({
    page,
    authPanel,
  }) => {
    const registerCalls = recordRequests(page, '/api/auth/register');

    await authPanel.createAccount({ name: 'Only A Name' });

    await expect(authPanel.error).toHaveText(MESSAGES.fillAllRequired);
    await expect(authPanel.usernameInput).toHaveAttribute('aria-invalid', 'true');
    await expect(authPanel.emailInput).toHaveAttribute('aria-invalid', 'true');
    await expect(authPanel.passwordInput).toHaveAttribute('aria-invalid', 'true');
    expect(registerCalls).toEqual([]);
  });

  test('a 7-character password is refused', async ({ page, authPanel }) => {
    const account = newAccount('short');
    const registerCalls = recordRequests(page, '/api/auth/register');

    await authPanel.createAccount({ username: account.username, email: account.email, password: 'abcdef7' });

    await expect(authPanel.error).toHaveText('Password must be at least 8 characters long.');
    await expect(authPanel.passwordInput).toHaveAttribute('aria-invalid', 'true');
    expect(registerCalls).toEqual([]);
  });

  test('a common password is refused', async ({ authPanel }) => {
    const account = newAccount('common');

    await authPanel.createAccount({
      username: account.username,
      email: account.email,
      password: 'password123',
    });

    await expect(authPanel.error).toHaveText(MESSAGES.passwordTooCommon);
  });

  test('a malformed e-mail address is refused', async ({ authPanel }) => {
    const account = newAccount('bademail');

    await authPanel.createAccount({
      username: account.username,
      email: 'not-an-address@',
      password: account.password,
    });

    await expect(authPanel.error).toHaveText('Please enter a valid email address.');
    await expect(authPanel.emailInput).toHaveAttribute('aria-invalid', 'true');
  });

  test('a username with a space breaks the username rule', async ({ authPanel }) => {
    const account = newAccount('space');

    await authPanel.createAccount({ username: 'jane doe', email: account.email, password: account.password });

    await expect(authPanel.error).toHaveText(MESSAGES.usernameRule);
    await expect(authPanel.usernameInput).toHaveAttribute('aria-invalid', 'true');
  });

  test('a username already taken shows the conflict message', async ({ page, authPanel }) => {
    const existing = newAccount('taken');
    await registerThroughApi(page.request, existing);
    const other = newAccount('other');

    await authPanel.createAccount({
      username: existing.username,
      email: other.email,
      password: other.password,
    });

    await expect(authPanel.error).toHaveText('That username is already taken. Please choose another one.');
    await authPanel.expectCreateAccountMode();
    await expect(authPanel.usernameInput).toHaveValue(existing.username);
  });

  test('a server failure shows the generic registration message', async ({ page, authPanel }) => {
    await page.route('**/api/auth/register', (route) => route.fulfill({ status: 500, body: 'boom' }));
    const account = newAccount('boom');

    await authPanel.createAccount(account);

    await expect(authPanel.error).toHaveText('Registration failed. Please try again.');
    await authPanel.expectCreateAccountMode();
  });
});

test('switching mode clears the fields and the error', async ({ landing, authPanel }) => {
  await landing.goto();
  await landing.openLogIn();
  await authPanel.signIn('typed-in-sign-in', '');
  await expect(authPanel.error).toHaveText(MESSAGES.fillAllFields);

  await authPanel.switchToCreateAccount();

  await expect(authPanel.error).toHaveCount(0);
  for (const input of [authPanel.usernameInput, authPanel.emailInput, authPanel.passwordInput]) {
    await expect(input).toHaveValue('');
  }
  await expect(authPanel.fullNameInput).toHaveValue('');

  await authPanel.createAccount({ username: 'someone', password: 'abc' });
  await expect(authPanel.error).toHaveText(MESSAGES.fillAllRequired);

  await authPanel.switchToSignIn();

  await expect(authPanel.error).toHaveCount(0);
  await expect(authPanel.usernameOrEmailInput).toHaveValue('');
  await expect(authPanel.passwordInput).toHaveValue('');
});
