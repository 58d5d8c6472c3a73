import type { TColumnMapping } from '@rentfolio/property-csv';
import { ArrowRight, Calculator, CircleSlash } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { fieldLabel } from './import-text';

/** One column's use: the field it fills, or why it is recalculated or ignored (never dropped without a word). */
function ColumnUse({ column }: { column: TColumnMapping }) {
  const { t } = useTranslation();
  if (column.status === 'mapped') {
    return <span className="font-medium">{fieldLabel(column.field, t)}</span>;
  }
  if (column.status === 'computed') {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <span>{fieldLabel(column.field, t)}</span>
        <Badge
          variant="outline"
          className="border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-200"
        >
          <Calculator aria-hidden="true" />
          {t('importExport.preview.recalculated')}
        </Badge>
      </span>
    );
  }
  return (
    <Badge
      variant="outline"
      className="whitespace-normal border-amber-300 bg-amber-50 text-left text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
    >
      <CircleSlash aria-hidden="true" />
      {column.status === 'duplicate'
        ? t('importExport.preview.duplicate', { field: fieldLabel(column.field, t) })
        : t('importExport.preview.ignored')}
    </Badge>
  );
}

/**
 * The column mapping of a file: each header, in the file's order, beside the field it fills. Computed figures (an
 * export's cap rate, say) are shown as recalculated; a second column for a field and an unknown header as ignored.
 */
export function ColumnMapping({ columns }: { columns: readonly TColumnMapping[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2" data-testid="column-mapping">
      <div>
        <h4 id={titleId} className="font-semibold text-base">
          {t('importExport.preview.columnsTitle')}
        </h4>
        <p className="text-muted-foreground text-sm">{t('importExport.preview.columnsText')}</p>
      </div>
      <table className="w-full table-fixed border-collapse text-sm">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="w-1/2 py-2 pr-3 font-medium">
              {t('importExport.preview.columnHeader')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('importExport.preview.fieldHeader')}
            </th>
          </tr>
        </thead>
        <tbody>
          {columns.map((column) => (
            <tr
              key={column.index}
              className="border-b last:border-b-0"
              data-testid="column-mapping-row"
              data-status={column.status}
            >
              <th scope="row" className="py-2 pr-3 text-left align-top font-normal">
                <span className="flex items-start gap-2">
                  <code className="min-w-0 break-all rounded bg-muted px-1.5 py-0.5 font-mono text-xs">
                    {column.header === ''
                      ? t('importExport.preview.unnamedColumn', { number: String(column.index + 1) })
                      : column.header}
                  </code>
                  <ArrowRight className="mt-1 size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
                </span>
              </th>
              <td className="py-2 align-top">
                <ColumnUse column={column} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {columns.some((column) => column.status === 'computed') ? (
        <p className="text-muted-foreground text-xs">{t('importExport.preview.recalculatedHint')}</p>
      ) : null}
    </section>
  );
}
