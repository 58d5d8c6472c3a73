import type { Locator, Page } from '@playwright/test';

/**
 * The dashboard's Updates & Changes panel (docs/product.md "Screens" (Dashboard), "States and behaviour" (Updates
 * panel)): the bell with its unread dot, the 8 newest release notes, and Mark all read.
 */
export class UpdatesPanel {
  readonly page: Page;
  readonly root: Locator;
  readonly heading: Locator;
  readonly bell: Locator;
  readonly dot: Locator;
  readonly unreadCount: Locator;
  readonly list: Locator;
  readonly items: Locator;
  readonly newItems: Locator;
  readonly markAllReadButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.root = page.getByRole('region', { name: 'Updates & Changes', exact: true });
    this.heading = this.root.getByRole('heading', { level: 2, name: 'Updates & Changes', exact: true });
    this.bell = this.root.getByTestId('updates-bell');
    this.dot = this.root.getByTestId('updates-dot');
    this.unreadCount = this.root.getByTestId('updates-unread-count');
    this.list = this.root.getByRole('list', { name: 'Updates, newest first', exact: true });
    this.items = this.list.getByRole('listitem');
    this.newItems = this.list.locator('li[data-new="true"]');
    this.markAllReadButton = this.root.getByRole('button', { name: 'Mark all read', exact: true });
  }

  /** A note's parts, by its position (0 is the newest). */
  item(index: number): { root: Locator; type: Locator; date: Locator; title: Locator; description: Locator } {
    const root = this.items.nth(index);
    return {
      root,
      type: root.getByTestId('update-type'),
      date: root.getByTestId('update-date'),
      title: root.getByRole('heading', { level: 3 }),
      description: root.getByTestId('update-description'),
    };
  }
}
