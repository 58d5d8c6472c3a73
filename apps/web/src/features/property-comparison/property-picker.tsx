import type { TProperty } from '@rentfolio/contracts';
import { Info, Search, X } from 'lucide-react';
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { VirtualList } from '@/components/ui/virtual-list';
import {
  formatLocation,
  formatPropertyType,
  LoadMoreFailed,
  PropertiesLoadFailed,
  PropertiesLoading,
} from '@/features/property-search';
import type { PropertyPages } from '@/lib/api/properties';
import { formatCurrency } from '@/lib/format';
import { cn } from '@/lib/utils';
import { COMPARE_LIMIT } from './comparison-model';

/** An option's height before it is measured. */
const ESTIMATED_OPTION_HEIGHT = 60;
/** The server's limit for the search text. */
const FILTER_MAX_LENGTH = 200;

export type PropertyPickerProps = {
  /** The list to pick from, loaded page by page: every property, or those matching `filterQuery`. */
  candidates: PropertyPages;
  /** The filter box's text as typed, and the text last sent to the server (a moment after the last keystroke). */
  filterText: string;
  filterQuery: string;
  onFilterTextChange: (text: string) => void;
  /** The ticked properties, in the order ticked; they may be missing from the (filtered) list. */
  selected: readonly TProperty[];
  onToggle: (property: TProperty) => void;
  onClear: () => void;
};

/**
 * Up to 3 properties ticked from a list that can be narrowed by text (docs/product.md "States and behaviour" (Compare selection)): at 3 the other
 * boxes are disabled, and a note says why. The list is virtualised and loaded a page at a time as it scrolls, and
 * the text is a search on the server, so a large portfolio stays quick.
 */
export function PropertyPicker({
  candidates,
  filterText,
  filterQuery,
  onFilterTextChange,
  selected,
  onToggle,
  onClear,
}: PropertyPickerProps) {
  const { t } = useTranslation();
  const filterId = useId();
  const limitNoteId = useId();
  const { query } = candidates;
  const isAtLimit = selected.length >= COMPARE_LIMIT;
  const selectedIds = useMemo(() => new Set(selected.map((property) => property.id)), [selected]);
  // A new filter's first page is on its way: the previous list stays, dimmed.
  const isUpdating = query.isPlaceholderData;
  const hasNoMatches =
    query.data !== undefined &&
    !query.isPlaceholderData &&
    candidates.total === 0 &&
    candidates.items.length === 0;

  const renderOption = useCallback(
    (property: TProperty) => {
      const isSelected = selectedIds.has(property.id);
      return (
        <PropertyOption
          property={property}
          isSelected={isSelected}
          isDisabled={isAtLimit && !isSelected}
          limitNoteId={limitNoteId}
          onToggle={onToggle}
        />
      );
    },
    [selectedIds, isAtLimit, limitNoteId, onToggle],
  );

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{t('search.comparison.pickTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-col gap-2">
          <Label htmlFor={filterId}>{t('search.comparison.filterLabel')}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={filterId}
              type="search"
              autoComplete="off"
              maxLength={FILTER_MAX_LENGTH}
              placeholder={t('search.comparison.filterPlaceholder')}
              value={filterText}
              onChange={(event) => onFilterTextChange(event.target.value)}
              className="pl-9"
            />
          </div>
        </div>

        <div className="flex flex-wrap items-center justify-between gap-2">
          <p role="status" className="font-medium text-sm">
            {t('search.comparison.selectedCount', { count: selected.length, max: COMPARE_LIMIT })}
          </p>
          <Button variant="outline" size="sm" onClick={onClear} disabled={selected.length === 0}>
            <X aria-hidden="true" />
            {t('search.comparison.clearSelection')}
          </Button>
        </div>

        {isAtLimit ? (
          <Alert variant="info" id={limitNoteId}>
            <Info aria-hidden="true" />
            <p>{t('search.comparison.limitReached', { max: COMPARE_LIMIT })}</p>
          </Alert>
        ) : null}

        {query.isPending ? (
          <PropertiesLoading />
        ) : query.isError && query.data === undefined ? (
          <PropertiesLoadFailed onRetry={() => void query.refetch()} />
        ) : hasNoMatches ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-muted-foreground text-sm">
            {t('search.comparison.noFilterMatches', { text: filterQuery })}
          </p>
        ) : (
          <div
            aria-busy={isUpdating || undefined}
            className={cn('flex flex-col gap-3 transition-opacity', isUpdating && 'opacity-60')}
          >
            <VirtualList
              // A new filter's list starts at its top.
              key={filterQuery}
              scroll="box"
              items={candidates.items}
              totalCount={candidates.count}
              onLoadMore={candidates.loadMore}
              getKey={getPropertyKey}
              renderItem={renderOption}
              renderPlaceholder={renderOptionPlaceholder}
              estimateSize={ESTIMATED_OPTION_HEIGHT}
              label={t('search.comparison.listLabel')}
              className="max-h-80 rounded-lg border"
            />
            {candidates.hasLoadMoreFailed ? (
              <LoadMoreFailed onRetry={candidates.retryLoadMore} isRetrying={candidates.isLoadingMore} />
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function getPropertyKey(property: TProperty): number {
  return property.id;
}

/** An option not loaded yet: a box and two grey lines of an option's height; hidden from assistive technology. */
function renderOptionPlaceholder() {
  return (
    <div className="flex items-start gap-3 border-b px-3 py-2.5">
      <span className="mt-0.5 size-4 shrink-0 rounded-[3px] bg-muted motion-safe:animate-pulse" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex h-5 items-center">
          <span className="block h-3.5 w-44 max-w-full rounded bg-muted motion-safe:animate-pulse" />
        </span>
        <span className="flex h-4 items-center">
          <span className="block h-3 w-60 max-w-full rounded bg-muted motion-safe:animate-pulse" />
        </span>
      </span>
    </div>
  );
}

type PropertyOptionProps = {
  property: TProperty;
  isSelected: boolean;
  isDisabled: boolean;
  limitNoteId: string;
  onToggle: (property: TProperty) => void;
};

function PropertyOption({ property, isSelected, isDisabled, limitNoteId, onToggle }: PropertyOptionProps) {
  const id = `compare-property-${property.id}`;
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex cursor-pointer items-start gap-3 border-b px-3 py-2.5 hover:bg-muted/60',
        isSelected && 'bg-accent/60',
        isDisabled && 'cursor-not-allowed text-muted-foreground hover:bg-transparent',
      )}
    >
      <input
        id={id}
        type="checkbox"
        checked={isSelected}
        disabled={isDisabled}
        onChange={() => onToggle(property)}
        aria-labelledby={`${id}-address`}
        aria-describedby={[`${id}-details`, isDisabled ? limitNoteId : null].filter(Boolean).join(' ')}
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 disabled:cursor-not-allowed"
      />
      <span className="flex min-w-0 flex-col">
        <span id={`${id}-address`} className="truncate font-medium text-sm">
          {property.address}
        </span>
        <span id={`${id}-details`} className="truncate text-muted-foreground text-xs">
          {formatLocation(property)} · {formatPropertyType(property.propertyType)} ·{' '}
          {formatCurrency(property.purchasePrice)}
        </span>
      </span>
    </label>
  );
}
