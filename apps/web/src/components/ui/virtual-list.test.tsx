import '@/i18n';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLayout, scrollBox, scrollWindow } from '@/test/fake-layout';
import { VirtualList, type VirtualListProps } from './virtual-list';

type Thing = { id: number; name: string };

function things(count: number): Thing[] {
  return Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Thing ${index + 1}` }));
}

function renderList(props: Partial<VirtualListProps<Thing>> & { items: readonly Thing[] }) {
  const result = render(
    <VirtualList<Thing>
      scroll="box"
      getKey={(thing) => thing.id}
      renderItem={(thing) => <button type="button">{thing.name}</button>}
      estimateSize={50}
      label="Things"
      {...props}
    />,
  );
  const list = screen.getByRole('list', { name: 'Things' });
  return { ...result, list, box: list.parentElement as HTMLElement };
}

/** Every item element in the DOM: loaded ones and placeholders. */
function renderedItems(list: HTMLElement): HTMLElement[] {
  return Array.from(list.querySelectorAll(':scope > li'));
}

function liveRegion(container: HTMLElement): HTMLElement {
  const region = container.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!region) throw new Error('no live region');
  return region;
}

// Items 50 px high in a box 300 px high: 6 visible, and 6 more rendered below (the overscan).
let undoLayout: () => void;
beforeEach(() => {
  undoLayout = fakeLayout({ itemHeight: 50, boxHeight: 300 });
});
afterEach(() => {
  cleanup();
  undoLayout();
});

describe('VirtualList', () => {
  it('renders only the items near the view, each saying its place in the whole list', () => {
    const { list } = renderList({ items: things(1000) });

    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(items[0]?.getAttribute('aria-setsize')).toBe('1000');
    expect(items.map((item) => item.getAttribute('aria-posinset'))).toEqual(
      Array.from({ length: 12 }, (_, index) => String(index + 1)),
    );
  });

  it('counts the total, and shows the items not loaded yet as placeholders, announced once', () => {
    const { list, container } = renderList({ items: things(10), totalCount: 1000 });

    const loaded = within(list).getAllByRole('listitem');
    expect(loaded.map((item) => item.textContent)).toEqual(things(10).map((thing) => thing.name));
    expect(loaded[0]?.getAttribute('aria-setsize')).toBe('1000');
    const placeholders = renderedItems(list).filter((item) => item.getAttribute('aria-hidden') === 'true');
    expect(placeholders).toHaveLength(2);
    for (const placeholder of placeholders) {
      expect(placeholder.textContent).toBe('');
      expect(placeholder.hasAttribute('aria-setsize')).toBe(false);
    }
    expect(liveRegion(container).textContent).toBe('Loading...');
    expect(container.textContent?.match(/Loading\.\.\./g)).toHaveLength(1);
  });

  it('says nothing while every rendered item is loaded', () => {
    const { container } = renderList({ items: things(100), totalCount: 1000 });
    expect(liveRegion(container).textContent).toBe('');
  });

  it('renders the placeholder the caller gives', () => {
    const { list } = renderList({
      items: things(3),
      totalCount: 50,
      renderPlaceholder: (index) => <span data-testid="skeleton">{index}</span>,
    });
    const placeholders = list.querySelectorAll('[data-testid="skeleton"]');
    expect(Array.from(placeholders, (node) => node.textContent)).toEqual(
      Array.from({ length: 9 }, (_, index) => String(index + 3)),
    );
  });

  it('asks for more only when the rendered range comes within 20 items of the loaded end', () => {
    const onLoadMore = vi.fn();
    const { box, list } = renderList({ items: things(100), totalCount: 1000, onLoadMore });
    // Items 0 to 11 rendered: 68 short of where it asks.
    expect(onLoadMore).not.toHaveBeenCalled();

    act(() => scrollBox(box, 60 * 50)); // Items 60 to 77 rendered (6 above, 6 in view, 6 below).
    expect(onLoadMore).not.toHaveBeenCalled();

    act(() => scrollBox(box, 70 * 50)); // Up to item 87, within 20 of the 100th.
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(renderedItems(list).every((item) => item.getAttribute('aria-hidden') !== 'true')).toBe(true);
  });

  it('asks again as pages arrive while the range is still beyond them (a jump to the end)', () => {
    const onLoadMore = vi.fn();
    const props = { totalCount: 1000, onLoadMore };
    const { box, rerender } = renderList({ items: things(100), ...props });
    act(() => scrollBox(box, 990 * 50));
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    const renderWith = (count: number) =>
      rerender(
        <VirtualList<Thing>
          scroll="box"
          items={things(count)}
          getKey={(thing) => thing.id}
          renderItem={(thing) => <button type="button">{thing.name}</button>}
          estimateSize={50}
          label="Things"
          {...props}
        />,
      );
    renderWith(200);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
    renderWith(1000);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Thing 1000' })).toBeTruthy();
  });

  it('without a total larger than the items, shows no placeholders and never asks for more', () => {
    const onLoadMore = vi.fn();
    const { box, list, container } = renderList({ items: things(30), onLoadMore });
    act(() => scrollBox(box, 30 * 50));
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(renderedItems(list).some((item) => item.getAttribute('aria-hidden') === 'true')).toBe(false);
    expect(liveRegion(container).textContent).toBe('');
    expect(within(list).getAllByRole('listitem').at(-1)?.getAttribute('aria-posinset')).toBe('30');
  });

  it('keeps the item holding the focus rendered when it scrolls out of view', () => {
    const { box, list } = renderList({ items: things(10), totalCount: 1000 });
    const third = screen.getByRole('button', { name: 'Thing 3' });
    act(() => third.focus());

    act(() => scrollBox(box, 500 * 50));

    expect(document.activeElement).toBe(third);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Thing 3']);
  });

  it('in the window, counts the total too, and asks for more near the loaded end', () => {
    const onLoadMore = vi.fn();
    render(
      <VirtualList<Thing>
        scroll="window"
        items={things(100)}
        totalCount={400}
        onLoadMore={onLoadMore}
        getKey={(thing) => thing.id}
        renderItem={(thing) => <span>{thing.name}</span>}
        estimateSize={50}
        label="Things"
      />,
    );
    const list = screen.getByRole('list', { name: 'Things' });
    expect(within(list).getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('400');
    expect(onLoadMore).not.toHaveBeenCalled();

    act(() => scrollWindow(70 * 50));

    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
