import type { TProperty } from '@rentfolio/contracts';
import { Columns3, Search } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  COMPARE_LIMIT,
  ComparisonSummaries,
  ComparisonTables,
  FILTER_DELAY_MS,
  PropertyPicker,
  toCandidateFilters,
  toggleSelection,
} from '@/features/property-comparison';
import { EmptyState, PropertiesLoadFailed, PropertiesLoading } from '@/features/property-search';
import { usePropertyPages } from '@/lib/api/properties';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * /property-comparison (docs/product.md "Screens" (Property Comparison), docs/product.md "States and behaviour" (Compare selection)): tick up to 3 properties, then see them
 * side by side with the best ROI, best cash flow and lowest entry cost named. The picker's list is loaded a page at a
 * time as it scrolls, and its filter is a search on the server.
 */
export function PropertyComparisonPage() {
  const { t } = useTranslation();
  const [filterText, setFilterText] = useState('');
  const filterQuery = useDebouncedValue(filterText.trim(), FILTER_DELAY_MS);
  const filters = useMemo(() => toCandidateFilters(filterQuery), [filterQuery]);
  // The list on screen stays (as placeholder data) while a new filter's first page loads.
  const candidates = usePropertyPages(filters, { keepPrevious: true });
  const { query } = candidates;
  /** In the order they were ticked; kept as objects, so a property the filter hides stays compared. */
  const [selected, setSelected] = useState<TProperty[]>([]);

  const handleToggle = useCallback((property: TProperty) => {
    setSelected((current) => toggleSelection(current, property));
  }, []);
  const handleClear = useCallback(() => setSelected([]), []);

  // Once the picker is on screen it stays, and shows a filter's loading or failure inside itself.
  const [hasLoadedOnce, setHasLoadedOnce] = useState(false);
  useEffect(() => {
    if (query.data !== undefined) setHasLoadedOnce(true);
  }, [query.data]);

  const isUnfiltered = filterQuery === '';
  const hasNoProperties =
    isUnfiltered &&
    query.data !== undefined &&
    !query.isPlaceholderData &&
    candidates.total === 0 &&
    candidates.items.length === 0;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('search.comparison.title')}</h1>
          <p className="text-lg text-muted-foreground">
            {t('search.comparison.text', { max: COMPARE_LIMIT })}
          </p>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link href="/property-search">
            <Search aria-hidden="true" />
            {t('search.comparison.searchLink')}
          </Link>
        </Button>
      </div>

      {!hasLoadedOnce && query.isPending ? (
        <PropertiesLoading />
      ) : !hasLoadedOnce && query.isError && query.data === undefined ? (
        <PropertiesLoadFailed onRetry={() => void query.refetch()} />
      ) : hasNoProperties ? (
        <EmptyState title={t('search.comparison.emptyTitle')} text={t('search.comparison.emptyText')} />
      ) : (
        <>
          <PropertyPicker
            candidates={candidates}
            filterText={filterText}
            filterQuery={filterQuery}
            onFilterTextChange={setFilterText}
            selected={selected}
            onToggle={handleToggle}
            onClear={handleClear}
          />
          {selected.length < 2 ? (
            <Alert variant="info">
              <Columns3 aria-hidden="true" />
              <p>
                {selected[0]
                  ? t('search.comparison.pickOneMore', { address: selected[0].address })
                  : t('search.comparison.pickMore')}
              </p>
            </Alert>
          ) : (
            <>
              <ComparisonSummaries properties={selected} />
              <ComparisonTables properties={selected} />
            </>
          )}
        </>
      )}
    </div>
  );
}
