import type { TImportResult } from '@rentfolio/contracts';
import { CircleCheck, CircleX, CopyX, ListChecks } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { RowErrorList } from './row-error-list';

export type ImportResultsProps = { result: TImportResult; onImportAnother: () => void };

/**
 * The answer of an import (spec: the success count and the per-row errors): properties imported, rows refused, the
 * likely duplicates skipped (when there were any), each refused row's reason, then Import Another File.
 */
export function ImportResults({ result, onImportAnother }: ImportResultsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const errorsTitleId = useId();
  const skipped = result.skippedDuplicates;
  const figures = [
    {
      key: 'imported',
      label: t('importExport.results.imported'),
      value: result.imported,
      icon: CircleCheck,
      tone: 'text-emerald-700 dark:text-emerald-400',
    },
    {
      key: 'failed',
      label: t('importExport.results.failed'),
      value: result.failed,
      icon: CircleX,
      tone: result.failed > 0 ? 'text-destructive' : 'text-muted-foreground',
    },
    {
      key: 'totalRows',
      label: t('importExport.results.totalRows'),
      value: result.totalRows,
      icon: ListChecks,
      tone: 'text-muted-foreground',
    },
    ...(skipped > 0
      ? [
          {
            key: 'skippedDuplicates',
            label: t('importExport.results.skippedDuplicates'),
            value: skipped,
            icon: CopyX,
            tone: 'text-muted-foreground',
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-5" data-testid="import-results">
      <h3 id={titleId} className="font-semibold text-lg">
        {t('importExport.results.title')}
      </h3>
      <dl className={cn('grid gap-2', figures.length > 3 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3')}>
        {figures.map((figure) => {
          const Icon = figure.icon;
          return (
            <div
              key={figure.key}
              className="flex flex-col gap-1 rounded-lg border bg-background px-3 py-3"
              data-testid={`result-${figure.key}`}
            >
              <dt className="flex items-center gap-1.5 text-muted-foreground text-xs">
                <Icon className={cn('size-4 shrink-0', figure.tone)} aria-hidden="true" />
                {figure.label}
              </dt>
              <dd className="font-bold text-2xl tabular-nums" data-testid={`result-${figure.key}-value`}>
                {formatNumber(figure.value, 0)}
              </dd>
            </div>
          );
        })}
      </dl>
      {skipped > 0 ? (
        <p className="text-sm" data-testid="result-skipped-note">
          {t('importExport.results.skippedNote', { count: skipped, formatted: formatNumber(skipped, 0) })}
        </p>
      ) : null}
      {result.failed > 0 ? (
        <section aria-labelledby={errorsTitleId} className="flex flex-col gap-2">
          <h4 id={errorsTitleId} className="font-semibold text-base">
            {t('importExport.results.errorsTitle')}
          </h4>
          <RowErrorList errors={result.errors} failed={result.failed} labelledBy={errorsTitleId} />
        </section>
      ) : skipped > 0 ? null : (
        <p className="flex items-center gap-2 text-sm">
          <CircleCheck
            className="size-4 shrink-0 text-emerald-700 dark:text-emerald-400"
            aria-hidden="true"
          />
          {t('importExport.results.allImported')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" asChild>
          <Link href="/property-search">{t('importExport.results.viewProperties')}</Link>
        </Button>
        <Button onClick={onImportAnother} data-testid="import-another">
          {t('importExport.results.importAnother')}
        </Button>
      </div>
    </section>
  );
}
