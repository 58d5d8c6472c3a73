import { expect, type Locator, type Page } from '@playwright/test';

export type MetricName = 'Total Portfolio Value' | 'Monthly Cash Flow' | 'Average ROI' | 'Occupancy Rate';

/**
 * / (docs/product.md "Screens" (Dashboard)): the header with search and notifications, the first sign-in offer, the metric cards, the
 * Investment Goals card and Recent Properties. The Quick Deal Analysis card has its own model (QuickDealCard).
 */
export class DashboardPage {
  readonly page: Page;
  readonly main: Locator;
  readonly heading: Locator;
  readonly subtitle: Locator;
  readonly searchBox: Locator;

  readonly bell: Locator;
  readonly unreadIndicator: Locator;
  readonly notificationsPanel: Locator;
  readonly notificationItems: Locator;
  readonly unreadNotificationItems: Locator;
  readonly unreadCount: Locator;
  readonly markAllReadButton: Locator;
  readonly closeNotificationsButton: Locator;

  readonly metrics: Locator;

  readonly goalsCard: Locator;
  readonly goalRows: Locator;
  readonly overallProgress: Locator;
  readonly overallProgressBar: Locator;
  readonly suggestedGoalsNote: Locator;
  readonly updateGoalsLink: Locator;

  readonly recentCard: Locator;
  readonly recentProperties: Locator;
  readonly viewAllLink: Locator;
  readonly addFirstPropertyLink: Locator;
  readonly wizardLink: Locator;
  readonly examples: Locator;
  readonly exampleLines: Locator;

  readonly onboardingOffer: Locator;
  readonly startWizardLink: Locator;
  readonly notNowButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Investment Dashboard', exact: true });
    this.subtitle = this.main.getByText('Monitor your real estate portfolio performance', { exact: true });
    this.searchBox = this.main
      .getByRole('search')
      .getByRole('searchbox', { name: 'Search properties', exact: true });

    this.bell = page.getByTestId('notifications-bell');
    this.unreadIndicator = page.getByTestId('notifications-indicator');
    this.notificationsPanel = page.getByRole('dialog', { name: 'Notifications', exact: true });
    this.notificationItems = this.notificationsPanel.getByTestId('notification-item');
    this.unreadNotificationItems = this.notificationsPanel.locator(
      '[data-testid="notification-item"][data-unread="true"]',
    );
    this.unreadCount = this.notificationsPanel.getByTestId('notifications-unread-count');
    this.markAllReadButton = this.notificationsPanel.getByRole('button', {
      name: 'Mark all read',
      exact: true,
    });
    this.closeNotificationsButton = this.notificationsPanel.getByRole('button', {
      name: 'Close notifications',
      exact: true,
    });

    this.metrics = this.main.getByRole('region', { name: 'Portfolio figures', exact: true });

    this.goalsCard = this.main.getByTestId('goals-card');
    this.goalRows = this.goalsCard.locator('[data-goal]');
    this.overallProgress = this.goalsCard.getByTestId('goals-overall-value');
    this.overallProgressBar = this.goalsCard.getByRole('progressbar', {
      name: 'Overall Progress',
      exact: true,
    });
    this.suggestedGoalsNote = this.goalsCard.getByText(
      'These are the suggested targets. Set your own with Update Goals.',
    );
    this.updateGoalsLink = this.goalsCard.getByRole('link', { name: 'Update Goals', exact: true });

    this.recentCard = this.main.getByRole('region', { name: 'Recent Properties', exact: true });
    this.recentProperties = this.recentCard.getByTestId('recent-property');
    this.viewAllLink = this.recentCard.getByRole('link', { name: 'View all properties', exact: true });
    this.addFirstPropertyLink = this.recentCard.getByRole('link', {
      name: 'Add Your First Property',
      exact: true,
    });
    this.wizardLink = this.recentCard.getByRole('link', { name: 'Portfolio Setup Wizard', exact: true });
    this.examples = this.recentCard.getByRole('figure', { name: 'For example:', exact: true });
    this.exampleLines = this.examples.getByRole('listitem');

    this.onboardingOffer = page.getByTestId('onboarding-offer');
    this.startWizardLink = this.onboardingOffer.getByRole('link', {
      name: 'Start the Setup Wizard',
      exact: true,
    });
    this.notNowButton = this.onboardingOffer.getByRole('button', { name: 'Not now', exact: true });
  }

  /** Opens / and waits until every section has loaded (no loading text left in the main area). */
  async goto(): Promise<void> {
    await this.page.goto('/');
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.metrics.getByRole('article')).toHaveCount(4);
    await expect(this.goalRows).toHaveCount(4);
    await expect(this.main.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  }

  metricCard(name: MetricName): Locator {
    return this.metrics.getByRole('article', { name, exact: true });
  }

  metricValue(name: MetricName): Locator {
    return this.metricCard(name).getByTestId('metric-value');
  }

  metricCaption(name: MetricName): Locator {
    return this.metricCard(name).getByTestId('metric-caption');
  }

  goalsTitle(title: string): Locator {
    return this.goalsCard.getByRole('heading', { level: 2, name: title, exact: true });
  }

  /** A goal's row by its title (Portfolio Value Target, Monthly Cash Flow Target, ...). */
  goal(title: string): {
    row: Locator;
    progress: Locator;
    bar: Locator;
    target: Locator;
    remaining: Locator;
    reached: Locator;
    trophy: Locator;
  } {
    const row = this.goalRows.filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
    return {
      row,
      progress: row.getByTestId('goal-progress'),
      bar: row.getByRole('progressbar'),
      target: row.getByTestId('goal-target'),
      remaining: row.getByTestId('goal-remaining'),
      reached: row.getByTestId('goal-reached'),
      trophy: row.getByTestId('goal-trophy'),
    };
  }

  /** A recent property's card and its fields. */
  recentProperty(index: number): {
    card: Locator;
    link: Locator;
    place: Locator;
    type: Locator;
    rooms: Locator;
    price: Locator;
    roi: Locator;
  } {
    const card = this.recentProperties.nth(index);
    return {
      card,
      link: card.getByTestId('recent-property-address'),
      place: card.getByTestId('recent-property-place'),
      type: card.getByTestId('recent-property-type'),
      rooms: card.getByTestId('recent-property-rooms'),
      price: card.getByTestId('recent-property-price'),
      roi: card.getByTestId('recent-property-roi'),
    };
  }

  async openNotifications(): Promise<void> {
    await this.bell.click();
    await expect(this.notificationsPanel).toBeVisible();
  }

  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
    await this.searchBox.press('Enter');
  }

  /** document.scrollingElement's scroll width, in CSS pixels. */
  async scrollWidth(): Promise<number> {
    return this.page
      .locator('html')
      .evaluate((root) => (root.ownerDocument.scrollingElement ?? root).scrollWidth);
  }

  /** How far the page is wider than the viewport (0 or less: nothing scrolls sideways). */
  async horizontalOverflow(): Promise<number> {
    return (await this.scrollWidth()) - (this.page.viewportSize()?.width ?? 0);
  }

  async scrollToBottom(): Promise<void> {
    await this.page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  }

  async scrollToTop(): Promise<void> {
    await this.page.evaluate('window.scrollTo(0, 0)');
  }
}
