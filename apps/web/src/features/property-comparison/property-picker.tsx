import type { TProperty } from '@rentfolio/contracts';
import { Info, Search, X } from 'lucide-react';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { VirtualList } from '@/components/ui/virtual-list';
import { formatLocation, formatPropertyType } from '@/features/property-search/property-format';
import { formatCurrency } from '@/lib/format';
import { cn } from '@/lib/utils';
import { COMPARE_LIMIT, filterProperties } from './comparison-model';

/** An option's height before it is measured. */
const ESTIMATED_OPTION_HEIGHT = 60;

export type PropertyPickerProps = {
  properties: readonly TProperty[];
  selectedIds: readonly number[];
  onToggle: (id: number) => void;
  onClear: () => void;
};

/**
 * Up to 3 properties ticked from a list that can be narrowed by text (spec §4 "Compare selection"): at 3 the other
 * boxes are disabled, and a note says why. The list is virtualised, so a large portfolio stays quick.
 */
export function PropertyPicker({ properties, selectedIds, onToggle, onClear }: PropertyPickerProps) {
  const { t } = useTranslation();
  const [filterText, setFilterText] = useState('');
  const filterId = useId();
  const limitNoteId = useId();
  const isAtLimit = selectedIds.length >= COMPARE_LIMIT;
  const visible = useMemo(() => filterProperties(properties, filterText), [properties, filterText]);

  const renderOption = useCallback(
    (property: TProperty) => {
      const isSelected = selectedIds.includes(property.id);
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
              placeholder={t('search.comparison.filterPlaceholder')}
              value={filterText}
              onChange={(event) => setFilterText(event.target.value)}
              className="pl-9"
            />
          </div>
        </div>

        <div className="flex flex-wrap items-center justify-between gap-2">
          <p role="status" className="font-medium text-sm">
            {t('search.comparison.selectedCount', { count: selectedIds.length, max: COMPARE_LIMIT })}
          </p>
          <Button variant="outline" size="sm" onClick={onClear} disabled={selectedIds.length === 0}>
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

        {visible.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-muted-foreground text-sm">
            {t('search.comparison.noFilterMatches', { text: filterText.trim() })}
          </p>
        ) : (
          <VirtualList
            scroll="box"
            items={visible}
            getKey={getPropertyKey}
            renderItem={renderOption}
            estimateSize={ESTIMATED_OPTION_HEIGHT}
            label={t('search.comparison.listLabel')}
            className="max-h-80 rounded-lg border"
          />
        )}
      </CardContent>
    </Card>
  );
}

function getPropertyKey(property: TProperty): number {
  return property.id;
}

type PropertyOptionProps = {
  property: TProperty;
  isSelected: boolean;
  isDisabled: boolean;
  limitNoteId: string;
  onToggle: (id: number) => void;
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
        onChange={() => onToggle(property.id)}
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
