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
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** How close (in items) the rendered range may come to the end of the loaded items before more are asked for. */
const LOAD_MORE_THRESHOLD = 20;

export type VirtualListProps<T> = {
  /** The items loaded so far (all of them, unless `totalCount` says the list is longer). */
  items: readonly T[];
  /**
   * How many items the whole list has, when only the first `items.length` are loaded: the others take their place
   * in the scroll height and show as placeholders until they arrive. `items.length` when omitted.
   */
  totalCount?: number;
  /**
   * Called when the rendered range comes within ~20 items of the end of the loaded items (and again as they
   * arrive while it still is); the caller loads the next page unless one is already on its way.
   */
  onLoadMore?: () => void;
  getKey: (item: T) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** An item not loaded yet: a light skeleton of about an item's height (a grey bar of `estimateSize` by default). */
  renderPlaceholder?: (index: number) => ReactNode;
  /** What assistive technology hears, once, while placeholders are on screen; 'Loading...' when omitted. */
  loadingLabel?: string;
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
 * smoothly as 10, and that can be longer than what is loaded (a paged list): the rest show as placeholders and
 * `onLoadMore` asks for them as the range nears them. It stays a real list for assistive technology (each item says
 * its position in the whole list), and the item holding the keyboard focus stays rendered when it scrolls out of
 * view, so that focus is never lost.
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

/**
 * The key of the item at an index: the item's own, or the index's for a placeholder. Kept stable between renders
 * (the virtualiser recomputes every item's position when it changes).
 */
function useItemKey<T>(items: readonly T[], getKey: (item: T) => Key) {
  return useCallback(
    (index: number): Key => (index < items.length ? getKey(items[index] as T) : `placeholder-${index}`),
    [items, getKey],
  );
}

function WindowVirtualList<T>({
  items,
  totalCount,
  getKey,
  estimateSize,
  overscan = 6,
  ...rest
}: VirtualListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const scrollMargin = useDocumentOffset(listRef);
  const { rangeExtractor, handleFocus, handleBlur } = useFocusedItemRange();
  const getItemKey = useItemKey(items, getKey);
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: Math.max(totalCount ?? items.length, items.length),
    estimateSize: () => estimateSize,
    getItemKey,
    overscan,
    scrollMargin,
    rangeExtractor,
  });
  return (
    <VirtualItems
      {...rest}
      listRef={listRef}
      virtualizer={virtualizer}
      items={items}
      estimateSize={estimateSize}
      offset={scrollMargin}
      onFocus={handleFocus}
      onBlur={handleBlur}
    />
  );
}

function BoxVirtualList<T>({
  items,
  totalCount,
  getKey,
  estimateSize,
  overscan = 6,
  className,
  ...rest
}: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { rangeExtractor, handleFocus, handleBlur } = useFocusedItemRange();
  const getItemKey = useItemKey(items, getKey);
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLLIElement>({
    count: Math.max(totalCount ?? items.length, items.length),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    getItemKey,
    overscan,
    rangeExtractor,
  });
  return (
    <VirtualItems
      {...rest}
      scrollRef={scrollRef}
      scrollClassName={className}
      virtualizer={virtualizer}
      items={items}
      estimateSize={estimateSize}
      offset={0}
      onFocus={handleFocus}
      onBlur={handleBlur}
    />
  );
}

type VirtualItemsProps<T> = Pick<
  VirtualListProps<T>,
  'renderItem' | 'renderPlaceholder' | 'loadingLabel' | 'onLoadMore' | 'label' | 'itemClassName' | 'className'
> & {
  listRef?: Ref<HTMLUListElement>;
  /** For a box list: the box that scrolls, and its classes. */
  scrollRef?: Ref<HTMLDivElement>;
  scrollClassName?: string | undefined;
  virtualizer: Virtualizer<HTMLDivElement, HTMLLIElement> | Virtualizer<Window, HTMLLIElement>;
  items: readonly T[];
  estimateSize: number;
  /** The list's own distance from the top of what scrolls; items are placed relative to the list. */
  offset: number;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
};

function VirtualItems<T>({
  listRef,
  scrollRef,
  scrollClassName,
  virtualizer,
  items,
  renderItem,
  renderPlaceholder,
  loadingLabel,
  onLoadMore,
  estimateSize,
  label,
  offset,
  className,
  itemClassName,
  onFocus,
  onBlur,
}: VirtualItemsProps<T>) {
  const { t } = useTranslation();
  const count = virtualizer.options.count;
  const loaded = items.length;
  const virtualItems = virtualizer.getVirtualItems();
  const lastRendered = virtualItems.at(-1)?.index ?? -1;
  const hasPlaceholdersInView = lastRendered >= loaded;

  // Asked again whenever the range or the loaded count moves while the range is still near the end: a jump to the
  // far end of a long list loads page after page until it gets there.
  useEffect(() => {
    if (onLoadMore && loaded < count && lastRendered >= loaded - LOAD_MORE_THRESHOLD) onLoadMore();
  }, [onLoadMore, loaded, count, lastRendered]);

  const list = (
    <ul
      ref={listRef}
      aria-label={label}
      className={cn('relative w-full', className)}
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {virtualItems.map((virtualItem) => {
        const isLoaded = virtualItem.index < loaded;
        return (
          <li
            key={virtualItem.key}
            data-index={virtualItem.index}
            ref={virtualizer.measureElement}
            // A placeholder is a picture of a row to come; the live region below says "Loading..." once for all.
            aria-hidden={isLoaded ? undefined : true}
            aria-setsize={isLoaded ? count : undefined}
            aria-posinset={isLoaded ? virtualItem.index + 1 : undefined}
            className={cn('absolute top-0 left-0 w-full', itemClassName)}
            style={{ transform: `translateY(${virtualItem.start - offset}px)` }}
          >
            {isLoaded
              ? renderItem(items[virtualItem.index] as T, virtualItem.index)
              : (renderPlaceholder?.(virtualItem.index) ?? (
                  <div
                    className="rounded-md bg-muted motion-safe:animate-pulse"
                    style={{ height: estimateSize }}
                  />
                ))}
          </li>
        );
      })}
    </ul>
  );

  return (
    <>
      {scrollRef ? (
        <div ref={scrollRef} className={cn('overflow-y-auto overscroll-contain', scrollClassName)}>
          {list}
        </div>
      ) : (
        list
      )}
      {/* Always in the page, so that the text is announced when it appears; not a status role, which the list's
          own counts use. */}
      <div aria-live="polite" className="sr-only">
        {hasPlaceholdersInView ? (loadingLabel ?? t('common.loading')) : ''}
      </div>
    </>
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
