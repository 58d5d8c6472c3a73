import { SEARCH_SORT_KEYS, type TSearchSortKey, type TSearchSortOrder } from '@rentfolio/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { SearchSort } from './search-filters';

/** Every sort as one choice: newest or oldest first, and each figure from highest or from lowest. */
const CHOICES: SearchSort[] = SEARCH_SORT_KEYS.flatMap((sortBy) =>
  (['desc', 'asc'] as const).map((sortOrder) => ({ sortBy, sortOrder })),
);

const toValue = (sort: SearchSort) => `${sort.sortBy}-${sort.sortOrder}`;

/** The order of the results (docs/product.md "Search"): changing it reloads the list in that order. */
export function SortSelect({ value, onChange }: { value: SearchSort; onChange: (sort: SearchSort) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center justify-end gap-2">
      <Label htmlFor={id} className="shrink-0 text-muted-foreground">
        {t('search.sort.label')}
      </Label>
      <NativeSelect
        id={id}
        className="w-56"
        value={toValue(value)}
        onChange={(event) => {
          const [sortBy, sortOrder] = event.target.value.split('-') as [TSearchSortKey, TSearchSortOrder];
          onChange({ sortBy, sortOrder });
        }}
      >
        {CHOICES.map((choice) => (
          <option key={toValue(choice)} value={toValue(choice)}>
            {t(`search.sort.${choice.sortBy}.${choice.sortOrder}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
