import { RELEASE_NOTES, type TUpdateList, UPDATES_LISTED } from '@rentfolio/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/languages';
import { setFormatPreferences } from '@/lib/format';
import { createApiRouter, type RouteHandler } from '@/test/api-router';
import { jsonResponse, renderWithApp, TEST_USER } from '@/test/render';
import { UpdatesPanel } from './updates-panel';

/** The server's answer: the 8 newest notes in English, the first 3 new. */
const LISTED: TUpdateList = {
  items: RELEASE_NOTES.slice(0, UPDATES_LISTED).map((note, index) => ({
    id: note.id,
    date: note.date,
    type: note.type,
    isNew: index < 3,
    ...note.text.en,
  })),
  unreadCount: 3,
};
const ALL_READ: TUpdateList = {
  items: LISTED.items.map((item) => ({ ...item, isNew: false })),
  unreadCount: 0,
};

let fetchMock: ReturnType<typeof createApiRouter>;

function setRoutes(routes: Record<string, RouteHandler>) {
  fetchMock = createApiRouter({ 'GET /api/updates': () => jsonResponse(200, LISTED), ...routes });
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(() => setRoutes({}));

afterEach(async () => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  setFormatPreferences({ currency: 'USD', dateFormat: 'MM/DD/YYYY' });
  await changeLanguage('en');
});

async function renderPanel() {
  renderWithApp(
    <>
      <UpdatesPanel />
      <Toaster />
    </>,
    { user: TEST_USER },
  );
  const panel = within(screen.getByRole('region', { name: 'Updates & Changes' }));
  return panel;
}

describe('UpdatesPanel', () => {
  it('lists the 8 notes, each with its kind, date, title and description, and marks the new ones', async () => {
    setFormatPreferences({ currency: 'USD', dateFormat: 'DD/MM/YYYY' });
    const panel = await renderPanel();
    const list = within(await panel.findByRole('list', { name: 'Updates, newest first' }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(UPDATES_LISTED);
    expect(items.map((item) => item.getAttribute('data-new'))).toEqual([
      'true',
      'true',
      'true',
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
    const first = within(items[0] as HTMLElement);
    const note = RELEASE_NOTES[0]!;
    expect(first.getByRole('heading', { level: 3, name: note.text.en.title })).toBeTruthy();
    expect(first.getByText(note.text.en.description)).toBeTruthy();
    expect(first.getByText('New')).toBeTruthy();
    const [year, month, day] = note.date.split('-');
    expect(first.getByTestId('update-date').textContent).toBe(`${day}/${month}/${year}`);
    expect(within(items[7] as HTMLElement).queryByText('New')).toBeNull();

    const typeNames = {
      feature: 'Feature',
      'bug-fix': 'Bug fix',
      improvement: 'Improvement',
      security: 'Security',
    };
    LISTED.items.forEach((item, index) => {
      expect(within(items[index] as HTMLElement).getByTestId('update-type').textContent).toBe(
        typeNames[item.type],
      );
    });
  });

  it('shows the bell with its dot, named with the count, and 3 new', async () => {
    const panel = await renderPanel();
    const bell = await panel.findByRole('img', { name: '3 new updates' });
    expect(within(bell).getByTestId('updates-dot')).toBeTruthy();
    expect(panel.getByTestId('updates-unread-count').textContent).toBe('3 new');
  });

  it('Mark all read clears the markers and the dot in place, and is then disabled', async () => {
    setRoutes({ 'POST /api/updates/read-all': () => jsonResponse(200, ALL_READ) });
    const panel = await renderPanel();
    const button = await panel.findByRole('button', { name: 'Mark all read' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));

    fireEvent.click(button);

    expect(await panel.findByRole('img', { name: 'No new updates' })).toBeTruthy();
    expect(panel.queryByTestId('updates-dot')).toBeNull();
    expect(panel.queryAllByText('New')).toHaveLength(0);
    expect(panel.getByTestId('updates-unread-count').textContent).toBe('All caught up');
    expect(panel.getByRole('button', { name: 'Mark all read' })).toHaveProperty('disabled', true);
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url, init]) => [url, init?.body])).toEqual([['/api/updates/read-all', '{}']]);
    // The answer replaced the list: nothing was read again.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/updates')).toHaveLength(1);
  });

  it('says so when marking read fails, and keeps the markers', async () => {
    setRoutes({
      'POST /api/updates/read-all': () =>
        jsonResponse(500, { error: 'Internal', message: 'boom', requestId: 'r' }),
    });
    const panel = await renderPanel();
    await panel.findAllByTestId('update-item');
    fireEvent.click(panel.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('The updates could not be marked read. Please try again.')).toBeTruthy();
    expect(panel.getAllByText('New')).toHaveLength(3);
  });

  it('has Mark all read disabled when nothing is new', async () => {
    setRoutes({ 'GET /api/updates': () => jsonResponse(200, ALL_READ) });
    const panel = await renderPanel();
    expect(await panel.findByRole('img', { name: 'No new updates' })).toBeTruthy();
    expect(panel.getByRole('button', { name: 'Mark all read' })).toHaveProperty('disabled', true);
  });

  it("shows each note in the user's language, and an unknown note in the answer's English", async () => {
    setRoutes({
      'GET /api/updates': () =>
        jsonResponse(200, {
          items: [
            ...LISTED.items.slice(0, 2),
            {
              id: 'from-a-newer-server',
              date: '2027-01-01',
              type: 'security',
              title: 'Something new',
              description: 'Described in English.',
              isNew: false,
            },
          ],
          unreadCount: 2,
        } satisfies TUpdateList),
    });
    await changeLanguage('es');
    renderWithApp(<UpdatesPanel />, { user: TEST_USER });
    const panel = within(screen.getByRole('region', { name: 'Novedades y cambios' }));
    const note = RELEASE_NOTES[0]!;
    expect(await panel.findByRole('heading', { name: note.text.es.title })).toBeTruthy();
    expect(panel.getByText(note.text.es.description)).toBeTruthy();
    const unknown = panel.getByRole('heading', { name: 'Something new' });
    expect(unknown.getAttribute('lang')).toBe('en');
    expect(panel.getByText('Seguridad')).toBeTruthy();
    expect(panel.getByRole('img', { name: '2 novedades sin leer' })).toBeTruthy();
  });

  it('shows the empty state', async () => {
    setRoutes({ 'GET /api/updates': () => jsonResponse(200, { items: [], unreadCount: 0 }) });
    const panel = await renderPanel();
    expect(await panel.findByText('No updates yet')).toBeTruthy();
    expect(panel.queryByRole('list')).toBeNull();
  });

  it('shows the loading text, then an error with its own retry that loads again', async () => {
    let calls = 0;
    setRoutes({
      'GET /api/updates': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(500, { error: 'Internal', message: 'boom', requestId: 'r' })
          : jsonResponse(200, LISTED);
      },
    });
    const panel = await renderPanel();
    expect(panel.getByText('Loading updates...')).toBeTruthy();
    expect(await panel.findByText('The updates could not be loaded.')).toBeTruthy();
    expect(panel.getByRole('button', { name: 'Mark all read' })).toHaveProperty('disabled', true);

    fireEvent.click(panel.getByRole('button', { name: 'Try again to load the updates' }));

    expect(await panel.findAllByTestId('update-item')).toHaveLength(UPDATES_LISTED);
  });

  it('lets the keyboard reach the list, so a long one can be scrolled', async () => {
    const panel = await renderPanel();
    const list = await panel.findByRole('list', { name: 'Updates, newest first' });
    expect(list.tabIndex).toBe(0);
  });
});
