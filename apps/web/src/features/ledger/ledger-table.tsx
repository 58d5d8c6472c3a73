import type { TLedgerTransaction, TProperty } from '@rentfolio/contracts';
import { LEDGER_CATEGORIES } from '@rentfolio/finance';
import { Paperclip, Pencil, Split, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatCalendarDate, formatCurrency } from '@/lib/format';
import { cn } from '@/lib/utils';
import { receiptUrl } from './api';
import { useCategoryLabel } from './category-select';

export type LedgerTableProps = {
  rows: readonly TLedgerTransaction[];
  properties: ReadonlyMap<number, TProperty>;
  selected: ReadonlySet<number>;
  onSelect: (id: number, isSelected: boolean) => void;
  onSelectAll: (isSelected: boolean) => void;
  onEdit: (row: TLedgerTransaction) => void;
  onDelete: (row: TLedgerTransaction) => void;
};

/**
 * A page of the ledger: date, property, payee and memo, category with its Schedule E line, and the amount, signed as
 * money in (+) or out (−) so that a column of them adds up; each row can be selected, edited and deleted.
 */
export function LedgerTable({
  rows,
  properties,
  selected,
  onSelect,
  onSelectAll,
  onEdit,
  onDelete,
}: LedgerTableProps) {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  return (
    <section
      aria-label={t('ledger.table.label')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      // relative: the box holds the sr-only texts (positioned absolutely) too, or they widen the page on a phone.
      className="relative overflow-x-auto rounded-lg border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('ledger.table.label')}</caption>
        <thead className="bg-muted text-muted-foreground text-xs">
          <tr>
            <th scope="col" className="w-10 px-3 py-2 text-left">
              <input
                type="checkbox"
                className="size-4 cursor-pointer accent-primary"
                aria-label={t('ledger.table.selectAll')}
                checked={allSelected}
                onChange={(event) => onSelectAll(event.target.checked)}
              />
            </th>
            <th scope="col" className="whitespace-nowrap px-3 py-2 text-left font-medium">
              {t('ledger.table.date')}
            </th>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t('ledger.table.payee')}
            </th>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t('ledger.table.category')}
            </th>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t('ledger.table.property')}
            </th>
            <th scope="col" className="whitespace-nowrap px-3 py-2 text-right font-medium">
              {t('ledger.table.amount')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              <span className="sr-only">{t('ledger.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const payee = row.payee || t('ledger.table.noPayee');
            const date = formatCalendarDate(row.date);
            const isIn = LEDGER_CATEGORIES[row.category].direction === 'in';
            const signed = isIn ? row.amount : -row.amount;
            const property = properties.get(row.propertyId);
            return (
              <tr key={row.id} className={cn('border-t align-top', selected.has(row.id) && 'bg-primary/5')}>
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    className="size-4 cursor-pointer accent-primary"
                    aria-label={t('ledger.table.select', { payee, date })}
                    checked={selected.has(row.id)}
                    onChange={(event) => onSelect(row.id, event.target.checked)}
                  />
                </td>
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">{date}</td>
                <td className="min-w-40 px-3 py-2">
                  <span className={cn('font-medium', !row.payee && 'text-muted-foreground italic')}>
                    {payee}
                  </span>
                  {row.splitId ? (
                    <Split
                      className="ml-1 inline size-3.5 text-muted-foreground"
                      aria-label={t('ledger.table.split')}
                      role="img"
                    />
                  ) : null}
                  {row.receipt ? (
                    <a
                      href={receiptUrl(row.id)}
                      download={row.receipt.name}
                      className="ml-1 inline-flex rounded-sm align-text-bottom text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40"
                      aria-label={t('ledger.table.receipt', { name: row.receipt.name })}
                      title={t('ledger.table.receipt', { name: row.receipt.name })}
                    >
                      <Paperclip aria-hidden="true" className="size-3.5" />
                    </a>
                  ) : null}
                  {row.memo ? <p className="line-clamp-2 text-muted-foreground text-xs">{row.memo}</p> : null}
                </td>
                <td className="min-w-44 px-3 py-2">{categoryLabel(row.category)}</td>
                <td className="min-w-40 px-3 py-2 text-muted-foreground">
                  {property ? `${property.address}, ${property.city}` : '—'}
                </td>
                <td
                  className={cn(
                    'whitespace-nowrap px-3 py-2 text-right font-medium tabular-nums',
                    signed >= 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-foreground',
                  )}
                >
                  {signed > 0 ? '+' : signed < 0 ? '−' : ''}
                  {formatCurrency(Math.abs(signed))}
                </td>
                <td className="whitespace-nowrap px-3 py-1 text-right">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('ledger.table.editLabel', { payee, date })}
                    title={t('ledger.table.edit')}
                    onClick={() => onEdit(row)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('ledger.table.deleteLabel', { payee, date })}
                    title={t('ledger.table.delete')}
                    onClick={() => onDelete(row)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
