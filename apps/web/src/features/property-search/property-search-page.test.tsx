import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PropertySearchPage } from '@/routes/property-search-page';
import { createApiRouter, type RouteHandler } from '@/test/api-router';
import { fakeLayout, scrollWindow } from '@/test/fake-layout';
import { answerSearch, makeProperty, readBody } from '@/test/fake-property-search';
import { renderWithApp } from '@/test/render';

// 250 properties, newest first: odd ids in Denver, even ones in Austin.
const PORTFOLIO = Array.from({ length: 250 }, (_, index) => {
  const id = 250 - index;
  return makeProperty(id, id % 2 === 1 ? { city: 'Denver' } : { city: 'Austin', state: 'TX' });
});

let fetchMock: ReturnType<typeof createApiRouter>;
let undoLayout: () => void;

function serve(search: RouteHandler) {
  fetchMock = createApiRouter({ 'POST /api/properties/search': search });
  vi.stubGlobal('fetch', fetchMock);
}

/** The bodies of every search request so far. */
function searchBodies() {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/api/properties/search' && init?.method === 'POST')
    .map(([, init]) => readBody(init));
}

function rows() {
  return within(screen.getByRole('list', { name: 'Properties' })).queryAllByRole('listitem');
}

function placeholders() {
  return screen.getByRole('list', { name: 'Properties' }).querySelectorAll(':scope > li[aria-hidden="true"]');
}

beforeEach(() => {
  // Rows 96 px high in jsdom's 768 px window: 8 in view, 6 more rendered below.
  undoLayout = fakeLayout({ itemHeight: 96 });
});

afterEach(() => {
  cleanup();
  undoLayout();
  vi.unstubAllGlobals();
});

describe('PropertySearchPage', () => {
  it('loads every property a page at a time, and counts them all', async () => {
    serve((init) => answerSearch(PORTFOLIO, readBody(init)));
    renderWithApp(<PropertySearchPage />, { path: '/property-search' });

    expect(await screen.findByText('Showing all 250 properties')).toBeTruthy();
    expect(searchBodies()).toEqual([{ limit: 100, offset: 0 }]);
    expect(rows()).toHaveLength(14);
    expect(rows()[0]?.getAttribute('aria-setsize')).toBe('250');
    expect(within(rows()[0] as HTMLElement).getByRole('link').textContent).toBe('250 Main Street');
  });

  it('loads the next page when the rows near the end of the loaded ones, and only once', async () => {
    serve((init) => answerSearch(PORTFOLIO, readBody(init)));
    renderWithApp(<PropertySearchPage />, { path: '/property-search' });
    await screen.findByText('Showing all 250 properties');

    act(() => scrollWindow(60 * 96)); // Rows 60 to 73 rendered: far enough from the 100th.
    expect(searchBodies()).toHaveLength(1);

    act(() => scrollWindow(75 * 96)); // Up to row 88: within 20 of the 100th.
    await waitFor(() => expect(searchBodies()).toHaveLength(2));
    expect(searchBodies()[1]).toEqual({ limit: 100, offset: 100 });

    act(() => scrollWindow(105 * 96));
    await screen.findByRole('link', { name: '145 Main Street' });
    expect(placeholders()).toHaveLength(0);
    expect(searchBodies()).toHaveLength(2);
  });

  it('shows placeholders beyond the loaded rows until their page arrives', async () => {
    let releaseSecondPage!: () => void;
    const secondPage = new Promise<void>((resolve) => {
      releaseSecondPage = resolve;
    });
    serve(async (init) => {
      const body = readBody(init);
      if (body.offset === 100) await secondPage;
      return answerSearch(PORTFOLIO, body);
    });
    const { container } = renderWithApp(<PropertySearchPage />, { path: '/property-search' });
    await screen.findByText('Showing all 250 properties');

    act(() => scrollWindow(150 * 96));

    await waitFor(() => expect(searchBodies()).toHaveLength(2));
    expect(placeholders().length).toBeGreaterThan(0);
    expect(rows()).toHaveLength(0);
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('Loading...');

    releaseSecondPage();
    expect(await screen.findByRole('link', { name: '100 Main Street' })).toBeTruthy();
    expect(rows().map((row) => row.getAttribute('aria-posinset'))).toContain('151');
  });

  it('ends the list with Try again when a page fails, and Try again loads it', async () => {
    let isDown = true;
    serve((init) => {
      const body = readBody(init);
      if (body.offset === 100 && isDown) return new Response('down', { status: 503 });
      return answerSearch(PORTFOLIO, body);
    });
    renderWithApp(<PropertySearchPage />, { path: '/property-search' });
    await screen.findByText('Showing all 250 properties');

    act(() => scrollWindow(90 * 96));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'More properties could not be loaded. Check your connection and try again.',
    );
    // The list stops at what is loaded; the count is still every property.
    expect(rows().at(-1)?.getAttribute('aria-posinset')).toBe('100');
    expect(rows().at(-1)?.getAttribute('aria-setsize')).toBe('100');
    expect(placeholders()).toHaveLength(0);
    expect(screen.getByText('Showing all 250 properties')).toBeTruthy();
    expect(searchBodies()).toHaveLength(2); // Not retried by itself.

    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(searchBodies()).toEqual([
      { limit: 100, offset: 0 },
      { limit: 100, offset: 100 },
      { limit: 100, offset: 100 },
    ]);
    expect(rows()[0]?.getAttribute('aria-setsize')).toBe('250');
  });

  it('shows a search only once its first page came back, counted by its total', async () => {
    let answerCity!: () => void;
    const cityAnswered = new Promise<void>((resolve) => {
      answerCity = resolve;
    });
    serve(async (init) => {
      const body = readBody(init);
      if (body.city) await cityAnswered;
      return answerSearch(PORTFOLIO, body);
    });
    renderWithApp(<PropertySearchPage />, { path: '/property-search' });
    await screen.findByText('Showing all 250 properties');

    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Austin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(searchBodies()).toHaveLength(2));
    expect(searchBodies()[1]).toEqual({ city: 'Austin', limit: 100, offset: 0 });
    expect(screen.getByText('Showing all 250 properties')).toBeTruthy();
    expect(within(rows()[0] as HTMLElement).getByRole('link').textContent).toBe('250 Main Street');

    answerCity();

    expect(await screen.findByText('125 properties match')).toBeTruthy();
    expect(rows()[0]?.getAttribute('aria-setsize')).toBe('125');
    expect(within(rows()[0] as HTMLElement).getByRole('link').textContent).toBe('250 Main Street');
    expect(within(rows()[1] as HTMLElement).getByRole('link').textContent).toBe('248 Main Street');
  });

  it('keeps the list on screen when a search fails', async () => {
    serve((init) => {
      const body = readBody(init);
      if (body.city) return new Response('down', { status: 503 });
      return answerSearch(PORTFOLIO, body);
    });
    renderWithApp(<PropertySearchPage />, { path: '/property-search' });
    await screen.findByText('Showing all 250 properties');

    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Austin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(
      (await screen.findByText('The search could not be run. Check your connection and try again.'))
        .textContent,
    ).toBeTruthy();
    expect(screen.getByText('Showing all 250 properties')).toBeTruthy();
    expect(rows()[0]?.getAttribute('aria-setsize')).toBe('250');
  });

  it('Show All Properties goes back to every property, from the cache', async () => {
    serve((init) => answerSearch(PORTFOLIO, readBody(init)));
    renderWithApp(<PropertySearchPage />, { path: '/property-search' });
    await screen.findByText('Showing all 250 properties');
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Denver' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('125 properties match');

    fireEvent.click(screen.getByRole('button', { name: 'Show All Properties' }));

    expect(await screen.findByText('Showing all 250 properties')).toBeTruthy();
    expect(searchBodies()).toHaveLength(2);
  });
});
