import type { TProperty } from '@rentfolio/contracts';
import { SearchX } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { VirtualList } from '@/components/ui/virtual-list';
import { formatNumber } from '@/lib/format';
import { PropertyResultRow, PropertyResultRowPlaceholder } from './property-result-row';
import { EmptyState, LoadMoreFailed } from './result-states';

/** A row's height before it is measured: one line of figures on a wide screen, a card on a phone. */
const ESTIMATED_ROW_HEIGHT = 96;
const EDIT_HINT_ID = 'property-search-edit-hint';

export type PropertyResultsProps = {
  /** The properties loaded so far (the first pages). */
  properties: readonly TProperty[];
  /** The number of all matches (the server's X-Total-Count), which the count says. */
  total: number;
  /** How long the list is: `total` while more pages can be loaded, else what is loaded. */
  listLength: number;
  /** 'all': every property (the first state of docs/product.md "States and behaviour" (Search)); 'search': the results of the last search. */
  mode: 'all' | 'search';
  onShowAll: () => void;
  onClearFilters: () => void;
  /** Asks for the next page (the list calls it as its end comes near). */
  onLoadMore: () => void;
  /** The next page failed: the list ends at what is loaded, with Try again (`onRetryLoadMore`). */
  hasLoadMoreFailed: boolean;
  isLoadingMore: boolean;
  onRetryLoadMore: () => void;
};

/**
 * The results list with its count, virtualised and loaded page by page, so that 10,000 properties scroll smoothly
 * and are never sent at once.
 */
export function PropertyResults({
  properties,
  total,
  listLength,
  mode,
  onShowAll,
  onClearFilters,
  onLoadMore,
  hasLoadMoreFailed,
  isLoadingMore,
  onRetryLoadMore,
}: PropertyResultsProps) {
  const { t } = useTranslation();
  const count = total;
  const renderRow = useCallback(
    (property: TProperty) => <PropertyResultRow property={property} describedBy={EDIT_HINT_ID} />,
    [],
  );

  return (
    <section aria-labelledby="property-results-title" className="@container flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="property-results-title" className="font-semibold text-xl tracking-tight">
            {mode === 'all' ? t('search.results.allTitle') : t('search.results.searchTitle')}
          </h2>
          <p role="status" className="text-muted-foreground text-sm">
            {t(mode === 'all' ? 'search.results.allCount' : 'search.results.matchCount', {
              count,
              formatted: formatNumber(count, 0),
            })}
          </p>
        </div>
        {mode === 'search' ? (
          <Button variant="outline" onClick={onShowAll}>
            {t('search.filters.showAll')}
          </Button>
        ) : null}
      </div>

      {count === 0 && properties.length === 0 ? (
        <EmptyState
          icon={<SearchX className="size-6" aria-hidden="true" />}
          title={t('search.results.noMatchesTitle')}
          text={t('search.results.noMatchesText')}
          action={<Button onClick={onClearFilters}>{t('search.filters.clearFilters')}</Button>}
        />
      ) : (
        <>
          <p id={EDIT_HINT_ID} hidden>
            {t('propertyPage.links.searchHint')}
          </p>
          <VirtualList
            scroll="window"
            items={properties}
            totalCount={listLength}
            onLoadMore={onLoadMore}
            getKey={getPropertyKey}
            renderItem={renderRow}
            renderPlaceholder={renderPlaceholder}
            estimateSize={ESTIMATED_ROW_HEIGHT}
            label={t('search.results.listLabel')}
          />
          {hasLoadMoreFailed ? <LoadMoreFailed onRetry={onRetryLoadMore} isRetrying={isLoadingMore} /> : null}
        </>
      )}
    </section>
  );
}

function renderPlaceholder() {
  return <PropertyResultRowPlaceholder />;
}

function getPropertyKey(property: TProperty): number {
  return property.id;
}
