import { LEDGER_CATEGORIES, LEDGER_CATEGORY_IDS, type TLedgerCategory } from '@rentfolio/finance';
import { useTranslation } from 'react-i18next';
import { NativeSelect, type NativeSelectProps } from '@/components/ui/native-select';

/** The categories in Schedule E's order, grouped: income, the expense lines, then what the form does not report. */
const GROUPS: { key: 'income' | 'expenses' | 'other'; ids: TLedgerCategory[] }[] = [
  { key: 'income', ids: LEDGER_CATEGORY_IDS.filter((id) => LEDGER_CATEGORIES[id].line === 3) },
  {
    key: 'expenses',
    ids: LEDGER_CATEGORY_IDS.filter((id) => {
      const { line } = LEDGER_CATEGORIES[id];
      return line !== null && line !== 3;
    }),
  },
  { key: 'other', ids: LEDGER_CATEGORY_IDS.filter((id) => LEDGER_CATEGORIES[id].line === null) },
];

/** A category's name, with its Schedule E line where it has one ("Repairs (line 14)"). */
export function useCategoryLabel() {
  const { t } = useTranslation();
  return (id: TLedgerCategory) => {
    const { line } = LEDGER_CATEGORIES[id];
    const name = t(`ledger.categories.${id}`);
    return line === null ? name : `${name} · ${t('ledger.line', { line })}`;
  };
}

export type CategorySelectProps = NativeSelectProps & {
  /** The first option: "choose" (empty value) in a form, "all categories" in a filter. */
  emptyLabel?: string;
  emptyValue?: string;
};

/** The category list of the ledger (docs/product.md "Ledger"). */
export function CategorySelect({ emptyLabel, emptyValue = '', ...props }: CategorySelectProps) {
  const { t } = useTranslation();
  const label = useCategoryLabel();
  return (
    <NativeSelect {...props}>
      <option value={emptyValue}>{emptyLabel ?? '—'}</option>
      {GROUPS.map((group) => (
        <optgroup key={group.key} label={t(`ledger.categoryGroups.${group.key}`)}>
          {group.ids.map((id) => (
            <option key={id} value={id}>
              {label(id)}
            </option>
          ))}
        </optgroup>
      ))}
    </NativeSelect>
  );
}
