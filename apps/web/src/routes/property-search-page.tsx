import type { TPropertySearchRequest } from '@rentfolio/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Columns3 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import {
  EMPTY_SEARCH_FILTERS,
  EmptyState,
  hasSearchFilters,
  PropertiesLoadFailed,
  PropertiesLoading,
  PropertyResults,
  readSearchUrlState,
  SEARCH_FILTER_NAMES,
  SEARCH_URL_OPTIONS,
  type SearchFilterErrors,
  type SearchFilterName,
  SearchFiltersForm,
  type SearchFilterValues,
  type SearchSort,
  SortSelect,
  toSearchFilterErrors,
  toSearchRequest,
  toSearchUrlState,
  withSort,
  ZSearchUrlState,
} from '@/features/property-search';
import { translateMessage } from '@/i18n/translate-message';
import { isApiError } from '@/lib/api';
import { fetchFirstPropertyPage, usePropertyPages } from '@/lib/api/properties';
import { getErrorDetails, getServerMessage } from '@/lib/api-errors';
import { formatUrlState, useUrlState } from '@/lib/use-url-state';

/** No filter: every property. */
const ALL_PROPERTIES: TPropertySearchRequest = {};

/**
 * /property-search (docs/product.md "Screens" (Property Search), docs/product.md "States and behaviour" (Search)): every property at first; a search (the button, Enter,
 * or the `q` of the URL on arrival) shows its results once it has succeeded; Show All Properties and Clear Filters go
 * back. A refused search shows the server's words next to the fields and keeps the results on screen. Either list is
 * loaded a page at a time as it scrolls (POST /api/properties/search with limit and offset).
 */
export function PropertySearchPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const url = useUrlState(ZSearchUrlState, SEARCH_URL_OPTIONS);
  const urlSearch = url.search;

  const [initial] = useState(() => readSearchUrlState(url.state));
  const [values, setValues] = useState<SearchFilterValues>(initial.values);
  const [sort, setSort] = useState<SearchSort>(initial.sort);
  const [errors, setErrors] = useState<SearchFilterErrors>(initial.errors);
  const [formError, setFormError] = useState<string | null>(null);
  /** The filters of the results on screen; no filter shows every property. */
  const [applied, setApplied] = useState<TPropertySearchRequest>(initial.request);
  const [isSearching, setIsSearching] = useState(false);
  const [fieldToFocus, setFieldToFocus] = useState<SearchFilterName | null>(null);
  /** The address this screen last applied or wrote, to tell a new one (Back, a link) from its own. */
  const knownUrlSearch = useRef(urlSearch);
  const searchRun = useRef(0);

  // The previous list's pages stay (as placeholder data) while Show All loads, so the filters stay on screen.
  const results = usePropertyPages(applied, { keepPrevious: true });
  const { query } = results;

  useEffect(() => {
    if (!fieldToFocus) return;
    document.getElementById(`search-${fieldToFocus}`)?.focus();
    setFieldToFocus(null);
  }, [fieldToFocus]);

  /** Each applied search is an entry of the browser's history, so Back restores the previous one. */
  function writeUrl(request: TPropertySearchRequest) {
    const next = toSearchUrlState(request);
    knownUrlSearch.current = formatUrlState(ZSearchUrlState, next, SEARCH_URL_OPTIONS);
    url.setState(next);
  }

  function showFieldErrors(fieldErrors: SearchFilterErrors) {
    setErrors(fieldErrors);
    const first = SEARCH_FILTER_NAMES.find((name) => fieldErrors[name]);
    if (first) setFieldToFocus(first);
  }

  /** Every property, in the chosen order; the filter fields are emptied, the text box too. */
  function showAll(nextSort: SearchSort = sort) {
    searchRun.current += 1; // A search still under way no longer applies.
    setIsSearching(false);
    setValues(EMPTY_SEARCH_FILTERS);
    const request = withSort(ALL_PROPERTIES, nextSort);
    setApplied(request);
    setErrors({});
    setFormError(null);
    writeUrl(request);
  }

  async function runSearch(filterValues: SearchFilterValues, searchSort: SearchSort = sort) {
    const parsed = toSearchRequest(filterValues);
    if (!parsed.success) {
      setFormError(null);
      showFieldErrors(parsed.errors);
      return;
    }
    setErrors({});
    setFormError(null);
    const request = withSort(parsed.request, searchSort);
    if (!hasSearchFilters(request)) {
      showAll(searchSort);
      return;
    }
    const run = ++searchRun.current;
    setIsSearching(true);
    try {
      // Its first page is fetched into the cache first: the results on screen change only when it has succeeded.
      await fetchFirstPropertyPage(queryClient, request);
      if (run !== searchRun.current) return;
      setApplied(request);
      writeUrl(request);
    } catch (failure) {
      if (run !== searchRun.current) return;
      if (isApiError(failure) && failure.status === 400) {
        const { errors: fieldErrors, other } = toSearchFilterErrors(getErrorDetails(failure));
        if (Object.keys(fieldErrors).length > 0) showFieldErrors(fieldErrors);
        if (other.length > 0 || Object.keys(fieldErrors).length === 0) {
          setFormError(
            translateMessage(other[0] ?? getServerMessage(failure) ?? t('search.filters.invalid')),
          );
        }
      } else {
        setFormError(t('search.filters.searchFailed'));
      }
    } finally {
      if (run === searchRun.current) setIsSearching(false);
    }
  }

  // A new address while the screen is open (Back or Forward, the dashboard's search box, a link): show its search.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs only when the address changes.
  useEffect(() => {
    if (urlSearch === knownUrlSearch.current) return;
    knownUrlSearch.current = urlSearch;
    const next = readSearchUrlState(url.state);
    setValues(next.values);
    setSort(next.sort);
    void runSearch(next.values, next.sort);
  }, [urlSearch]);

  function handleSortChange(next: SearchSort) {
    setSort(next);
    if (hasSearchFilters(applied)) {
      const parsed = toSearchRequest(values);
      void runSearch(parsed.success ? values : EMPTY_SEARCH_FILTERS, next);
    } else showAll(next);
  }

  function handleFieldChange(name: SearchFilterName, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    // A range message belongs to both ends of the range.
    const related: SearchFilterName[] =
      name === 'minPrice' || name === 'maxPrice'
        ? ['minPrice', 'maxPrice']
        : name === 'minROI' || name === 'maxROI'
          ? ['minROI', 'maxROI']
          : [name];
    if (related.some((field) => errors[field])) {
      setErrors((current) => {
        const next = { ...current };
        for (const field of related) delete next[field];
        return next;
      });
    }
  }

  function handleClear() {
    showAll();
  }

  const isAll = !hasSearchFilters(applied);
  const isLoading = query.isPending || query.isPlaceholderData;
  const hasNoProperties =
    isAll && !isLoading && query.data !== undefined && results.total === 0 && results.items.length === 0;
  // Before the first answer, and when the portfolio is empty, the filters have nothing to act on.
  const isFirstLoad = isAll && isLoading && query.data === undefined;
  const hasFirstLoadFailed = isAll && query.isError && query.data === undefined;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('search.page.title')}</h1>
          <p className="text-lg text-muted-foreground">{t('search.page.text')}</p>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link href="/property-comparison">
            <Columns3 aria-hidden="true" />
            {t('search.page.compareLink')}
          </Link>
        </Button>
      </div>

      {isFirstLoad ? (
        <PropertiesLoading />
      ) : hasFirstLoadFailed ? (
        <PropertiesLoadFailed onRetry={() => void query.refetch()} />
      ) : hasNoProperties ? (
        <EmptyState title={t('search.results.emptyTitle')} text={t('search.results.emptyText')} />
      ) : (
        <>
          <SearchFiltersForm
            values={values}
            errors={errors}
            formError={formError}
            onFieldChange={handleFieldChange}
            onSubmit={() => void runSearch(values)}
            onClear={handleClear}
            isSearching={isSearching}
          />
          <SortSelect value={sort} onChange={handleSortChange} />
          {isLoading ? (
            <PropertiesLoading />
          ) : query.isError && query.data === undefined ? (
            <PropertiesLoadFailed onRetry={() => void query.refetch()}>
              <Button variant="outline" onClick={() => showAll()}>
                {t('search.filters.showAll')}
              </Button>
            </PropertiesLoadFailed>
          ) : (
            <PropertyResults
              properties={results.items}
              total={results.total}
              listLength={results.count}
              mode={isAll ? 'all' : 'search'}
              onShowAll={() => showAll()}
              onClearFilters={handleClear}
              onLoadMore={results.loadMore}
              hasLoadMoreFailed={results.hasLoadMoreFailed}
              isLoadingMore={results.isLoadingMore}
              onRetryLoadMore={results.retryLoadMore}
            />
          )}
        </>
      )}
    </div>
  );
}
