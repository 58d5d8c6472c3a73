import type { TAmortizationYear } from '@rentfolio/finance';
import { CircleAlert, TrendingDown } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table';
import { ErrorBoundary } from '@/components/error-boundary';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatCurrency } from '@/lib/format';

// chart.js arrives in its own chunk, only when a schedule is shown.
const AmortizationCharts = lazy(() => import('./amortization-chart'));

export type AmortizationSectionProps = { schedule: TAmortizationYear[] };

/** The loan's amortisation by year (docs/product.md "Deal formulas"): charts, and the table with the same figures. */
export function AmortizationSection({ schedule }: AmortizationSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();

  return (
    <Card aria-labelledby={titleId} role="region" className="gap-5">
      <CardHeader className="px-4 sm:px-6">
        <h2 id={titleId} className="flex items-center gap-2 font-semibold text-lg leading-tight">
          <TrendingDown className="size-5 text-muted-foreground" aria-hidden="true" />
          {t('amortization.title')}
        </h2>
        <CardDescription>{t('amortization.text')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6 px-4 sm:px-6">
        {schedule.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-muted-foreground text-sm">
            {t('amortization.noLoan')}
          </p>
        ) : (
          <>
            <ErrorBoundary
              fallback={(reset) => (
                <Alert variant="destructive" role="alert">
                  <CircleAlert aria-hidden="true" />
                  <div className="flex flex-col items-start gap-2">
                    <p>{t('amortization.chartFailed')}</p>
                    <Button variant="outline" size="sm" onClick={reset}>
                      {t('common.retry')}
                    </Button>
                  </div>
                </Alert>
              )}
            >
              <Suspense
                fallback={
                  <div className="flex h-64 items-center justify-center">
                    <Spinner label={t('amortization.chartLoading')} />
                  </div>
                }
              >
                <AmortizationCharts schedule={schedule} />
              </Suspense>
            </ErrorBoundary>
            <DataTable
              label={t('amortization.tableLabel')}
              className="max-h-80"
              columns={[
                { key: 'year', header: t('amortization.year') },
                { key: 'interest', header: t('amortization.interest'), isNumeric: true },
                { key: 'principal', header: t('amortization.principal'), isNumeric: true },
                { key: 'endingBalance', header: t('amortization.endingBalance'), isNumeric: true },
              ]}
              rows={schedule.map((row) => ({
                key: row.year,
                cells: {
                  year: String(row.year),
                  interest: formatCurrency(row.interest, { isWhole: true }),
                  principal: formatCurrency(row.principal, { isWhole: true }),
                  endingBalance: formatCurrency(row.endingBalance, { isWhole: true }),
                },
              }))}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
