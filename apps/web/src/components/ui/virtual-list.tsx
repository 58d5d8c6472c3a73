import {
  defaultRangeExtractor,
  type Range,
  useVirtualizer,
  useWindowVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  type FocusEvent,
  type Key,
  type ReactNode,
  type Ref,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { cn } from '@/lib/utils';

export type VirtualListProps<T> = {
  items: readonly T[];
  getKey: (item: T) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** A first guess of an item's height in px; each rendered item is then measured. */
  estimateSize: number;
  /** The list's accessible name. */
  label: string;
  /**
   * 'window': the page scrolls and the list takes its full height (long result lists).
   * 'box': the list scrolls inside its own box, whose height `className` sets (a picker inside a card).
   */
  scroll: 'window' | 'box';
  /** How many items beyond the visible ones stay rendered on each side. */
  overscan?: number;
  className?: string;
  itemClassName?: string;
};

/**
 * A list that keeps only the visible items (and a few either side) in the DOM, so that 10,000 items scroll as
 * smoothly as 10. It stays a real list for assistive technology (each item says its position in the whole list),
 * and the item holding the keyboard focus stays rendered when it scrolls out of view, so that focus is never lost.
 */
export function VirtualList<T>(props: VirtualListProps<T>) {
  return props.scroll === 'window' ? <WindowVirtualList {...props} /> : <BoxVirtualList {...props} />;
}

/** Keeps the focused item's index in the rendered range. */
function useFocusedItemRange() {
  const focusedIndex = useRef<number | null>(null);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedIndex.current;
    if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
    return [...indexes, focused].sort((a, b) => a - b);
  }, []);
  const handleFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    focusedIndex.current = item ? Number(item.dataset.index) : null;
  }, []);
  const handleBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusedIndex.current = null;
  }, []);
  return { rangeExtractor, handleFocus, handleBlur };
}

function WindowVirtualList<T>({
  items,
  getKey,
  renderItem,
  estimateSize,
  label,
  overscan = 6,
  className,
  itemClassName,
}: VirtualListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const scrollMargin = useDocumentOffset(listRef);
  const { rangeExtractor, handleFocus, handleBlur } = useFocusedItemRange();
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: items.length,
    estimateSize: () => estimateSize,
    getItemKey: (index) => getKey(items[index] as T),
    overscan,
    scrollMargin,
    rangeExtractor,
  });
  return (
    <VirtualItems
      listRef={listRef}
      virtualizer={virtualizer}
      items={items}
      renderItem={renderItem}
      label={label}
      offset={scrollMargin}
      className={className}
      itemClassName={itemClassName}
      onFocus={handleFocus}
      onBlur={handleBlur}
    />
  );
}

function BoxVirtualList<T>({
  items,
  getKey,
  renderItem,
  estimateSize,
  label,
  overscan = 6,
  className,
  itemClassName,
}: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { rangeExtractor, handleFocus, handleBlur } = useFocusedItemRange();
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLLIElement>({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    getItemKey: (index) => getKey(items[index] as T),
    overscan,
    rangeExtractor,
  });
  return (
    <div ref={scrollRef} className={cn('overflow-y-auto overscroll-contain', className)}>
      <VirtualItems
        virtualizer={virtualizer}
        items={items}
        renderItem={renderItem}
        label={label}
        offset={0}
        itemClassName={itemClassName}
        onFocus={handleFocus}
        onBlur={handleBlur}
      />
    </div>
  );
}

type VirtualItemsProps<T> = {
  listRef?: Ref<HTMLUListElement>;
  virtualizer: Virtualizer<HTMLDivElement, HTMLLIElement> | Virtualizer<Window, HTMLLIElement>;
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  label: string;
  /** The list's own distance from the top of what scrolls; items are placed relative to the list. */
  offset: number;
  className?: string | undefined;
  itemClassName?: string | undefined;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
};

function VirtualItems<T>({
  listRef,
  virtualizer,
  items,
  renderItem,
  label,
  offset,
  className,
  itemClassName,
  onFocus,
  onBlur,
}: VirtualItemsProps<T>) {
  return (
    <ul
      ref={listRef}
      aria-label={label}
      className={cn('relative w-full', className)}
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {virtualizer.getVirtualItems().map((virtualItem) => (
        <li
          key={virtualItem.key}
          data-index={virtualItem.index}
          ref={virtualizer.measureElement}
          aria-setsize={items.length}
          aria-posinset={virtualItem.index + 1}
          className={cn('absolute top-0 left-0 w-full', itemClassName)}
          style={{ transform: `translateY(${virtualItem.start - offset}px)` }}
        >
          {renderItem(items[virtualItem.index] as T, virtualItem.index)}
        </li>
      ))}
    </ul>
  );
}

/**
 * How far `ref`'s element is from the top of the document, kept up to date when what is above it changes height
 * (a message appears, the filters wrap): the window virtualiser's scrollMargin.
 */
function useDocumentOffset(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // Anything above the list that changes height changes the body's height too.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}
