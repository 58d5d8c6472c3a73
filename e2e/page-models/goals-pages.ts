import type { Locator, Page } from '@playwright/test';

export type GoalValues = {
  targetValue?: string;
  targetCashFlow?: string;
  targetROI?: string;
  targetProperties?: string;
  targetDate?: string;
};

/** The Investment Goals form (/portfolio-settings and the Account page's tab). */
export class GoalsForm {
  readonly page: Page;
  readonly card: Locator;
  readonly targetValue: Locator;
  readonly targetCashFlow: Locator;
  readonly targetROI: Locator;
  readonly targetProperties: Locator;
  readonly targetDate: Locator;
  readonly saveButton: Locator;
  readonly savingButton: Locator;
  readonly suggestedNote: Locator;
  readonly pastDateHint: Locator;

  constructor(page: Page) {
    this.page = page;
    this.card = page.getByTestId('goals-form');
    this.targetValue = this.card.getByRole('textbox', { name: 'Target Portfolio Value', exact: true });
    this.targetCashFlow = this.card.getByRole('textbox', { name: 'Monthly Cash Flow Target', exact: true });
    this.targetROI = this.card.getByRole('spinbutton', { name: 'Target Average ROI (%)', exact: true });
    this.targetProperties = this.card.getByRole('spinbutton', {
      name: 'Target Number of Properties',
      exact: true,
    });
    // A date input has no role; its label ends in the required marker '*' (hidden from assistive technology).
    this.targetDate = this.card.getByLabel(/^Target Achievement Date\*?$/);
    this.saveButton = this.card.getByRole('button', { name: 'Save Goals', exact: true });
    this.savingButton = this.card.getByRole('button', { name: 'Saving...', exact: true });
    this.suggestedNote = this.card.getByText(/^These are suggested targets\./);
    this.pastDateHint = this.card.getByText(
      'This date has passed. Choose a new date to keep your goals current.',
      { exact: true },
    );
  }

  async fill(values: GoalValues): Promise<void> {
    if (values.targetValue !== undefined) await this.targetValue.fill(values.targetValue);
    if (values.targetCashFlow !== undefined) await this.targetCashFlow.fill(values.targetCashFlow);
    if (values.targetROI !== undefined) await this.targetROI.fill(values.targetROI);
    if (values.targetProperties !== undefined) await this.targetProperties.fill(values.targetProperties);
    if (values.targetDate !== undefined) await this.targetDate.fill(values.targetDate);
  }

  async save(): Promise<void> {
    await this.saveButton.click();
  }
}

/** One goal of the Current Progress panel, by its title (GOAL_TITLES). */
export class GoalProgressItem {
  readonly item: Locator;
  readonly progress: Locator;
  readonly bar: Locator;
  readonly barIndicator: Locator;
  readonly current: Locator;
  readonly target: Locator;
  readonly trophy: Locator;

  constructor(panel: Locator, title: string) {
    this.item = panel.getByRole('listitem', { name: title, exact: true });
    this.progress = this.item.getByTestId('goal-progress-value');
    this.bar = this.item.getByRole('progressbar', { name: `${title} progress`, exact: true });
    this.barIndicator = this.bar.locator('> div');
    this.current = this.item.getByTestId('goal-current');
    this.target = this.item.getByTestId('goal-target');
    this.trophy = this.item.getByTestId('goal-reached');
  }
}

/** The Current Progress panel: the real progress of each goal (GET /api/goals/progress). */
export class GoalProgressPanel {
  readonly page: Page;
  readonly region: Locator;
  readonly overall: Locator;
  readonly goals: Locator;
  readonly noPropertiesNote: Locator;

  constructor(page: Page) {
    this.page = page;
    this.region = page.getByRole('region', { name: 'Current Progress', exact: true });
    this.overall = this.region.getByTestId('overall-progress');
    this.goals = this.region.getByRole('listitem');
    this.noPropertiesNote = this.region.getByText(/^You have no properties yet/);
  }

  goal(title: string): GoalProgressItem {
    return new GoalProgressItem(this.region, title);
  }
}

/** /portfolio-settings */
export class PortfolioSettingsPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly backLink: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1, name: 'Portfolio Settings', exact: true });
    this.backLink = page.getByRole('main').getByRole('link', { name: 'Back to Dashboard', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/portfolio-settings');
  }
}

/** /account: Account Settings with the Investment Goals tab. */
export class AccountPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly backLink: Locator;
  readonly plan: Locator;
  readonly tabs: Locator;
  readonly goalsTab: Locator;
  readonly goalsPanel: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1, name: 'Account Settings', exact: true });
    this.backLink = page.getByRole('main').getByRole('link', { name: 'Back to Dashboard', exact: true });
    this.plan = page.getByTestId('account-plan');
    this.tabs = page.getByRole('tablist', { name: 'Account settings sections' }).getByRole('tab');
    this.goalsTab = page.getByRole('tab', { name: 'Investment Goals', exact: true });
    this.goalsPanel = page.getByRole('tabpanel', { name: 'Investment Goals', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/account?tab=goals');
  }
}
