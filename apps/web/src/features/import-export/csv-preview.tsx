import { CircleAlert, FileText, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatFileSize } from '@/lib/file-size';
import { formatNumber } from '@/lib/format';
import { ColumnMapping } from './column-mapping';
import type { TCsvPreview } from './csv-preview-model';
import { DuplicateReview } from './duplicate-review';
import { fieldList } from './import-text';
import { PreviewTable } from './preview-table';
import { RowErrorList } from './row-error-list';
import type { TCsvInput } from './use-csv-preview';
import { keptRows, type TDuplicateReview } from './use-duplicate-review';

const DELIMITER_KEYS = { ',': 'comma', ';': 'semicolon', '\t': 'tab' } as const;

export type CsvPreviewProps = {
  input: TCsvInput;
  preview: TCsvPreview;
  /** The likely duplicates (useDuplicateReview): the server's answer and the rows the user keeps. */
  duplicates: TDuplicateReview;
  /** Imports, importing the kept likely duplicates all the same (their row numbers). */
  onConfirm: (keepDuplicateRows: number[]) => void;
  onCancel: () => void;
  /** Why the last attempt to import failed; the confirm button then tries again with the same import key. */
  failure: string | null;
};

/** The likely duplicates' count: a spinner while the server is asked, a dash when it could not answer. */
function DuplicateCount({ duplicates }: { duplicates: TDuplicateReview }) {
  const { t } = useTranslation();
  const { check } = duplicates;
  if (check.status === 'checking') {
    return (
      <>
        <LoaderCircle className="my-1 size-5 animate-spin text-muted-foreground" aria-hidden="true" />
        <span className="sr-only">{t('importExport.preview.duplicatesChecking')}</span>
      </>
    );
  }
  if (check.status === 'failed') {
    return (
      <>
        <span aria-hidden="true">{t('importExport.preview.empty')}</span>
        <span className="sr-only">{t('importExport.preview.duplicatesUnchecked')}</span>
      </>
    );
  }
  return formatNumber(check.status === 'done' ? check.duplicates.length : 0, 0);
}

/** Figures of a preview, as a small labelled list. */
function PreviewFacts({
  input,
  preview,
  duplicates,
  ready,
}: Pick<CsvPreviewProps, 'input' | 'preview' | 'duplicates'> & { ready: number }) {
  const { t } = useTranslation();
  const facts = [
    { key: 'rowsRead', label: t('importExport.preview.rowsRead'), value: formatNumber(preview.totalRows, 0) },
    { key: 'ready', label: t('importExport.preview.ready'), value: formatNumber(ready, 0) },
    {
      key: 'withErrors',
      label: t('importExport.preview.withErrors'),
      value: formatNumber(preview.failed, 0),
    },
    {
      key: 'duplicates',
      label: t('importExport.preview.duplicates'),
      value: <DuplicateCount duplicates={duplicates} />,
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t('importExport.preview.source')}</dt>
        <dd className="flex min-w-0 items-center gap-1.5 font-medium" data-testid="preview-source">
          <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0 break-all">{input.fileName ?? t('importExport.preview.pasted')}</span>
          <span className="shrink-0 font-normal text-muted-foreground">({formatFileSize(input.bytes)})</span>
        </dd>
        <dt className="text-muted-foreground">{t('importExport.preview.delimiter')}</dt>
        <dd className="font-medium" data-testid="preview-delimiter">
          {t(`importExport.preview.delimiters.${DELIMITER_KEYS[preview.delimiter]}`)}
        </dd>
      </dl>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="preview-counts">
        {facts.map((fact) => (
          <div
            key={fact.key}
            className="flex flex-col gap-0.5 rounded-lg border bg-background px-3 py-2"
            data-testid={`preview-count-${fact.key}`}
          >
            <dt className="text-muted-foreground text-xs">{fact.label}</dt>
            <dd className="font-bold text-xl tabular-nums">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The preview of a CSV before anything is stored (docs/product.md "CSV import and export"): where it came from, its
 * delimiter, the column mapping, a warning for required fields with no column, the first rows as they will be read,
 * the rows that will be refused and why, the likely duplicates (skipped unless kept), then "Import N properties" or
 * Cancel. N leaves out the duplicates to skip; with every valid row skipped the import can still run (and says so).
 */
export function CsvPreview({ input, preview, duplicates, onConfirm, onCancel, failure }: CsvPreviewProps) {
  const { t } = useTranslation();
  const errorsTitleId = useId();
  const count = preview.validRows - duplicates.skipped;
  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="csv-preview">
      <div>
        <h3 className="font-semibold text-lg">{t('importExport.preview.title')}</h3>
        <p className="text-muted-foreground text-sm">{t('importExport.preview.text')}</p>
      </div>
      <PreviewFacts input={input} preview={preview} duplicates={duplicates} ready={count} />
      {preview.missingRequired.length > 0 ? (
        <Alert
          className="border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
          data-testid="missing-required"
        >
          <TriangleAlert aria-hidden="true" />
          <div className="flex flex-col gap-0.5">
            <p className="font-semibold">{t('importExport.preview.missingTitle')}</p>
            <p>{t('importExport.preview.missingText', { fields: fieldList(preview.missingRequired, t) })}</p>
          </div>
        </Alert>
      ) : null}
      <ColumnMapping columns={preview.columns} />
      <PreviewTable columns={preview.columns} rows={preview.sampleRows} />
      {preview.failed > 0 ? (
        <section aria-labelledby={errorsTitleId} className="flex flex-col gap-2" data-testid="preview-errors">
          <div>
            <h4 id={errorsTitleId} className="font-semibold text-base">
              {t('importExport.preview.errorsTitle')}
            </h4>
            <p className="text-muted-foreground text-sm">{t('importExport.preview.errorsText')}</p>
          </div>
          <RowErrorList errors={preview.errors} failed={preview.failed} labelledBy={errorsTitleId} />
        </section>
      ) : null}
      <DuplicateReview review={duplicates} />
      {failure ? (
        <Alert variant="destructive" role="alert" data-testid="import-failure">
          <CircleAlert aria-hidden="true" />
          <div className="flex flex-col gap-0.5">
            <p className="font-semibold">{failure}</p>
            <p>{t('importExport.preview.retryNote')}</p>
          </div>
        </Alert>
      ) : null}
      {preview.validRows === 0 ? (
        <p className="text-muted-foreground text-sm" data-testid="nothing-to-import">
          {t('importExport.preview.nothingToImport')}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t('importExport.preview.cancel')}
        </Button>
        <Button
          onClick={() => onConfirm(keptRows(duplicates))}
          disabled={preview.validRows === 0}
          data-testid="confirm-import"
        >
          {t('importExport.preview.confirm', { count, formatted: formatNumber(count, 0) })}
        </Button>
      </div>
    </div>
  );
}
