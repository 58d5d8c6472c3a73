import { expect, type Locator, type Page } from '@playwright/test';

export type NewAccountFields = { username?: string; email?: string; password?: string; name?: string };

/** The Sign In / Create Account panel (docs/product.md "Screens", "States and behaviour", "Input rules"). One panel, two modes; the fields differ by mode. */
export class AuthPanel {
  readonly page: Page;
  readonly heading: Locator;
  readonly error: Locator;
  readonly backToHomeLink: Locator;
  // Sign In mode
  readonly usernameOrEmailInput: Locator;
  readonly signInButton: Locator;
  readonly switchToCreateAccountButton: Locator;
  // Create Account mode
  readonly usernameInput: Locator;
  readonly emailInput: Locator;
  readonly fullNameInput: Locator;
  readonly createAccountButton: Locator;
  readonly switchToSignInButton: Locator;
  // Both modes
  readonly passwordInput: Locator;

  constructor(page: Page) {
    this.page = page;
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.error = main.getByRole('alert');
    this.backToHomeLink = page.getByRole('link', { name: 'Back to home', exact: true });
    this.usernameOrEmailInput = main.getByLabel('Username or Email', { exact: true });
    this.usernameInput = main.getByLabel('Username', { exact: true });
    this.emailInput = main.getByLabel('Email', { exact: true });
    this.passwordInput = main.getByLabel('Password', { exact: true });
    this.fullNameInput = main.getByLabel(/^Full Name/);
    // The submit button of one mode and the toggle of the other share a text, but never show at the same time.
    const form = main.locator('form');
    this.signInButton = form.getByRole('button', { name: 'Sign In', exact: true });
    this.createAccountButton = form.getByRole('button', { name: 'Create Account', exact: true });
    const toggleRow = main.getByText(/^(Don't have an account\?|Already have an account\?)/);
    this.switchToCreateAccountButton = toggleRow.getByRole('button', { name: 'Create Account', exact: true });
    this.switchToSignInButton = toggleRow.getByRole('button', { name: 'Sign In', exact: true });
  }

  async expectSignInMode(): Promise<void> {
    await expect(this.heading).toHaveText('Sign In');
    await expect(this.usernameOrEmailInput).toBeVisible();
  }

  async expectCreateAccountMode(): Promise<void> {
    await expect(this.heading).toHaveText('Create Account');
    await expect(this.usernameInput).toBeVisible();
  }

  async switchToCreateAccount(): Promise<void> {
    await this.switchToCreateAccountButton.click();
    await this.expectCreateAccountMode();
  }

  async switchToSignIn(): Promise<void> {
    await this.switchToSignInButton.click();
    await this.expectSignInMode();
  }

  /** Fills the Sign In fields (empty strings leave a field empty) and submits. */
  async signIn(usernameOrEmail: string, password: string): Promise<void> {
    await this.usernameOrEmailInput.fill(usernameOrEmail);
    await this.passwordInput.fill(password);
    await this.signInButton.click();
  }

  /** Fills the Create Account fields that are given and submits. */
  async createAccount(fields: NewAccountFields): Promise<void> {
    if (fields.username !== undefined) await this.usernameInput.fill(fields.username);
    if (fields.email !== undefined) await this.emailInput.fill(fields.email);
    if (fields.password !== undefined) await this.passwordInput.fill(fields.password);
    if (fields.name !== undefined) await this.fullNameInput.fill(fields.name);
    await this.createAccountButton.click();
  }

  async goBackToHome(): Promise<void> {
    await this.backToHomeLink.click();
  }
}
