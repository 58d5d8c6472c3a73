import { expect, type Locator, type Page } from '@playwright/test';

export type TabName = 'Milestones' | 'Goals' | 'Streaks' | 'Level Ups';
export type FilterName = 'All' | 'Milestones' | 'Goals' | 'Streaks' | 'Level Ups';
export type SummaryName = 'Total Achievements' | 'Achievement Points' | 'New Achievements';
export type StreakName =
  | 'Days in a row using Rentfolio'
  | 'Weeks in a row with a deal analysis'
  | 'Days in a row of portfolio growth';
export type XpSourceId = 'achievements' | 'properties' | 'analyses' | 'activeDays';

/** One achievement of the list: its parts, by test id. */
export function achievementParts(achievement: Locator) {
  return {
    achievement,
    title: achievement.getByTestId('achievement-title'),
    description: achievement.getByTestId('achievement-description'),
    value: achievement.getByTestId('achievement-value'),
    earned: achievement.getByTestId('achievement-earned'),
    newDot: achievement.getByTestId('achievement-new-dot'),
    markReadButton: achievement.getByRole('button', { name: /^Mark Read/ }),
  };
}

/**
 * /achievements (docs/product.md "Achievements"): the summary cards, 'Check for New Achievements', and the tabs
 * Milestones (the list and its filter row), Goals, Streaks and Level Ups.
 */
export class AchievementsPage {
  readonly page: Page;
  readonly main: Locator;
  readonly heading: Locator;
  readonly checkButton: Locator;
  readonly summary: Locator;
  readonly tabList: Locator;
  readonly list: Locator;
  readonly achievements: Locator;
  readonly filters: Locator;
  readonly empty: Locator;
  readonly emptyTitle: Locator;
  readonly filterEmpty: Locator;
  readonly error: Locator;
  readonly retryButton: Locator;
  readonly noGoals: Locator;
  readonly goalProgress: Locator;
  readonly streaks: Locator;
  readonly level: Locator;
  readonly levelValue: Locator;
  readonly levelXp: Locator;
  readonly xpRules: Locator;

  constructor(page: Page) {
    this.page = page;
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Achievements', exact: true });
    this.checkButton = this.main.getByTestId('check-achievements');
    this.summary = this.main.getByRole('region', { name: 'Achievement summary', exact: true });
    this.tabList = this.main.getByRole('tablist');
    this.list = this.main.getByRole('region', { name: 'Your Achievements', exact: true });
    this.achievements = this.list.getByTestId('achievement');
    this.filters = this.list.getByRole('group', { name: 'Show achievements', exact: true });
    this.empty = this.main.getByTestId('achievements-empty');
    this.emptyTitle = this.empty.getByRole('heading', { name: 'No Achievements Yet', exact: true });
    this.filterEmpty = this.list.getByTestId('achievement-filter-empty');
    this.error = this.main.getByRole('alert');
    this.retryButton = this.error.getByRole('button', { name: 'Try again', exact: true });
    this.noGoals = this.main.getByTestId('no-goals');
    this.goalProgress = this.main.getByTestId('goal-progress-panel');
    this.streaks = this.main.getByRole('region', { name: 'Your Streaks', exact: true });
    this.level = this.main.getByRole('region', { name: 'Your Level', exact: true });
    this.levelValue = this.level.getByTestId('level-value');
    this.levelXp = this.level.getByTestId('level-xp');
    this.xpRules = this.level.getByTestId('xp-rules').getByRole('listitem');
  }

  /** Opens /achievements and waits for the summary's figures (the list has loaded). */
  async goto(): Promise<void> {
    await this.page.goto('/achievements');
    await expect(this.heading).toBeVisible();
    await expect(this.summaryValue('Total Achievements')).toHaveText(/^\d+$/);
  }

  summaryValue(name: SummaryName): Locator {
    return this.summary.getByRole('group', { name, exact: true }).getByTestId('summary-value');
  }

  tab(name: TabName): Locator {
    return this.tabList.getByRole('tab', { name, exact: true });
  }

  async openTab(name: TabName): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  /** A filter button; its name is the filter and the number it lets through ("Milestones 2"). */
  filter(name: FilterName): Locator {
    return this.filters.getByRole('button', { name: new RegExp(`^${name} \\d+$`) });
  }

  /** The achievement whose English title is `title` (an unviewed one's heading ends in "(New)" for screen readers). */
  byTitle(title: string) {
    const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const heading = this.page
      .getByTestId('achievement-title')
      .filter({ hasText: new RegExp(`^${escaped}( \\(New\\))?$`) });
    return achievementParts(this.achievements.filter({ has: heading }));
  }

  streak(name: StreakName) {
    const streak = this.streaks.getByRole('region', { name, exact: true });
    return {
      streak,
      current: streak.getByTestId('streak-current'),
      best: streak.getByTestId('streak-best'),
      next: streak.getByTestId('streak-next'),
    };
  }

  xpSource(id: XpSourceId) {
    const source = this.level.locator(`[data-testid="xp-source"][data-source="${id}"]`);
    return { count: source.getByTestId('xp-source-count'), xp: source.getByTestId('xp-source-xp') };
  }

  /**
   * Counts the page's top-level navigations and marks the document; the returned function tells whether the page
   * navigated or reloaded since.
   */
  async watchForReloads(): Promise<() => Promise<{ navigations: number; sameDocument: boolean }>> {
    const page = this.page;
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page.evaluate("globalThis.__achievementsMarker = 'still here'");
    return async () => ({
      navigations,
      sameDocument: (await page.evaluate("globalThis.__achievementsMarker === 'still here'")) === true,
    });
  }

  /** How far the page is wider than the viewport (0 or less: nothing scrolls sideways). */
  async horizontalOverflow(): Promise<number> {
    const width = await this.page
      .locator('html')
      .evaluate((root) => (root.ownerDocument.scrollingElement ?? root).scrollWidth);
    return width - (this.page.viewportSize()?.width ?? 0);
  }
}
