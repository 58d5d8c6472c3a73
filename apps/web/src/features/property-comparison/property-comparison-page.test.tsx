import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PropertyComparisonPage } from '@/routes/property-comparison-page';
import { createApiRouter } from '@/test/api-router';
import { fakeLayout, scrollBox } from '@/test/fake-layout';
import { answerSearch, makeProperty, readBody } from '@/test/fake-property-search';
import { renderWithApp } from '@/test/render';

// 150 properties, newest first: odd ids in Denver, even ones in Austin.
const PORTFOLIO = Array.from({ length: 150 }, (_, index) => {
  const id = 150 - index;
  return makeProperty(id, id % 2 === 1 ? { city: 'Denver' } : { city: 'Austin', state: 'TX' });
});

let fetchMock: ReturnType<typeof createApiRouter>;
let undoLayout: () => void;

function searchBodies() {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/api/properties/search' && init?.method === 'POST')
    .map(([, init]) => readBody(init));
}

function list() {
  return screen.getByRole('list', { name: 'Your properties' });
}

function columnHeaders(table: string) {
  return within(screen.getByRole('table', { name: table }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent)
    .slice(1);
}

beforeEach(() => {
  // Options 60 px high in a 300 px box: 5 in view, 6 more below.
  undoLayout = fakeLayout({ itemHeight: 60, boxHeight: 300 });
  fetchMock = createApiRouter({
    'POST /api/properties/search': (init) => answerSearch(PORTFOLIO, readBody(init)),
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  undoLayout();
  vi.unstubAllGlobals();
});

describe('PropertyComparisonPage', () => {
  it('loads the candidates a page at a time as the list scrolls', async () => {
    renderWithApp(<PropertyComparisonPage />, { path: '/property-comparison' });
    await screen.findByRole('checkbox', { name: '150 Main Street' });
    expect(searchBodies()).toEqual([{ limit: 100, offset: 0 }]);
    expect(within(list()).getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('150');

    act(() => scrollBox(list().parentElement as HTMLElement, 140 * 60));

    expect(await screen.findByRole('checkbox', { name: '1 Main Street' })).toBeTruthy();
    expect(searchBodies()).toEqual([
      { limit: 100, offset: 0 },
      { limit: 100, offset: 100 },
    ]);
  });

  it('sends the filter to the server as the search text, once typing pauses', async () => {
    renderWithApp(<PropertyComparisonPage />, { path: '/property-comparison' });
    await screen.findByRole('checkbox', { name: '150 Main Street' });
    const filter = screen.getByLabelText('Filter properties');

    for (const text of ['a', 'au', 'aus']) fireEvent.change(filter, { target: { value: text } });

    await waitFor(() => expect(searchBodies()).toHaveLength(2));
    expect(searchBodies()[1]).toEqual({ query: 'aus', limit: 100, offset: 0 });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: '149 Main Street' })).toBeNull());
    expect(within(list()).getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('75');
    expect(screen.getByRole('checkbox', { name: '150 Main Street' })).toBeTruthy();
    // One request for what was typed, none for the letters on the way.
    expect(searchBodies()).toEqual([
      { limit: 100, offset: 0 },
      { query: 'aus', limit: 100, offset: 0 },
    ]);
  });

  it('keeps a ticked property selected and compared when the filter hides it', async () => {
    renderWithApp(<PropertyComparisonPage />, { path: '/property-comparison' });
    fireEvent.click(await screen.findByRole('checkbox', { name: '149 Main Street' })); // Denver
    fireEvent.click(screen.getByRole('checkbox', { name: '150 Main Street' })); // Austin

    fireEvent.change(screen.getByLabelText('Filter properties'), { target: { value: 'Austin' } });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: '149 Main Street' })).toBeNull());

    expect(screen.getByText('2 of 3 selected')).toBeTruthy();
    expect(columnHeaders('Financial Metrics')).toEqual(['149 Main Street', '150 Main Street']);
    expect((screen.getByRole('checkbox', { name: '150 Main Street' }) as HTMLInputElement).checked).toBe(
      true,
    );

    // A third from the filtered list reaches the limit; the rest are disabled.
    fireEvent.click(screen.getByRole('checkbox', { name: '148 Main Street' }));
    expect(columnHeaders('Financial Metrics')).toEqual([
      '149 Main Street',
      '150 Main Street',
      '148 Main Street',
    ]);
    expect((screen.getByRole('checkbox', { name: '146 Main Street' }) as HTMLInputElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear Selection' }));
    expect(screen.getByText('0 of 3 selected')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Financial Metrics' })).toBeNull();
  });

  it('says when nothing matches the filter', async () => {
    renderWithApp(<PropertyComparisonPage />, { path: '/property-comparison' });
    await screen.findByRole('checkbox', { name: '150 Main Street' });

    fireEvent.change(screen.getByLabelText('Filter properties'), { target: { value: 'Boston' } });

    expect(await screen.findByText('No properties match “Boston”.')).toBeTruthy();
    expect(searchBodies().at(-1)).toEqual({ query: 'Boston', limit: 100, offset: 0 });
  });
});
