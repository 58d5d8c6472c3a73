import { isPropertyType } from '@rentfolio/contracts';
import type { TColumnMapping, TCsvInputField } from '@rentfolio/property-csv';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPreviewRow, TPreviewValue } from './csv-preview-model';
import { fieldLabel } from './import-text';

/** A value as the preview shows it: a known property type and yes/no in the user's language, the rest as read. */
function displayValue(field: TCsvInputField, value: TPreviewValue | undefined, t: TFunction): string {
  if (value === undefined || value === '') return t('importExport.preview.empty');
  if (typeof value === 'boolean') return value ? t('importExport.preview.yes') : t('importExport.preview.no');
  if (field === 'propertyType' && isPropertyType(value)) return t(`dealForm.propertyTypes.${value}`);
  return value;
}

export type PreviewTableProps = {
  columns: readonly TColumnMapping[];
  rows: readonly TPreviewRow[];
};

/**
 * The first rows of a file as the import reads them: one column per field a header fills, in the file's order, each
 * cell the value that field receives (before the property rules check it).
 */
export function PreviewTable({ columns, rows }: PreviewTableProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const mapped = columns.flatMap((column) => (column.status === 'mapped' ? [column.field] : []));
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-2" data-testid="preview-rows">
      <div>
        <h4 id={titleId} className="font-semibold text-base">
          {t('importExport.preview.sampleTitle')}
        </h4>
        <p className="text-muted-foreground text-sm">{t('importExport.preview.sampleText')}</p>
      </div>
      {/* Wide files scroll inside this box, never the page; it takes focus so that a keyboard can scroll it. */}
      <section
        aria-label={t('importExport.preview.sampleLabel')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className="min-w-0 overflow-x-auto rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
      >
        <table className="w-max min-w-full border-collapse text-sm">
          <thead className="bg-muted">
            <tr className="text-left">
              <th scope="col" className="sticky left-0 bg-muted px-3 py-2 font-medium">
                {t('importExport.preview.rowHeader')}
              </th>
              {mapped.map((field) => (
                <th key={field} scope="col" className="max-w-48 px-3 py-2 font-medium">
                  {fieldLabel(field, t)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.row} className="border-t" data-testid="preview-row">
                <th
                  scope="row"
                  className="sticky left-0 bg-card px-3 py-2 text-left font-normal tabular-nums"
                >
                  {row.row}
                </th>
                {mapped.map((field) => {
                  const text = displayValue(field, row.values[field], t);
                  return (
                    <td key={field} className="max-w-48 truncate px-3 py-2" data-field={field} title={text}>
                      {text}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
