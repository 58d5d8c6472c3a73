import type { TProperty } from '@rentfolio/contracts';
import type { EquityBasis, LoanToday } from '@rentfolio/finance';
import { CircleAlert, Landmark, TrendingDown } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table';
import { ErrorBoundary } from '@/components/error-boundary';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LazyAmortizationCharts } from '@/features/deal-analysis';
import { formatCalendarDate, formatCurrency, formatNumber, formatPercentValue } from '@/lib/format';
import { cn } from '@/lib/utils';

import { SectionCard } from './section-card';

export type PropertyLoanProps = {
  property: TProperty;
  loan: LoanToday;
  equity: { value: number; basis: EquityBasis; equity: number };
};

/** The loan today: its balance from the purchase date and the terms, the equity, and the payments left. */
export function PropertyLoan({ property, loan, equity }: PropertyLoanProps) {
  const { t } = useTranslation();
  const hasLoan = loan.loanAmount > 0;

  return (
    <>
      <SectionCard icon={Landmark} title={t('propertyPage.loan.title')} testId="property-loan">
        {hasLoan ? (
          <>
            <dl className="grid grid-cols-2 gap-3">
              <div
                className="flex min-w-0 flex-col gap-1 rounded-lg bg-muted/60 p-3"
                data-testid="loan-balance"
              >
                <dt className="text-muted-foreground text-xs">
                  {loan.isFromStart
                    ? t('propertyPage.loan.balanceAtStart')
                    : t('propertyPage.loan.balanceToday')}
                </dt>
                <dd className="font-semibold text-xl tabular-nums tracking-tight">
                  {formatCurrency(loan.balance)}
                </dd>
              </div>
              <div
                className="flex min-w-0 flex-col gap-1 rounded-lg bg-muted/60 p-3"
                data-testid="loan-equity"
              >
                <dt className="text-muted-foreground text-xs">{t('propertyPage.loan.equity')}</dt>
                <dd
                  className={cn(
                    'font-semibold text-xl tabular-nums tracking-tight',
                    equity.equity < 0 && 'text-destructive',
                  )}
                >
                  {formatCurrency(equity.equity)}
                </dd>
              </div>
            </dl>
            <p className="text-muted-foreground text-sm" data-testid="loan-note">
              {loan.isFromStart
                ? t('propertyPage.loan.fromStartNote')
                : loan.balance === 0
                  ? t('propertyPage.loan.paidOff')
                  : t('propertyPage.loan.paymentsMade', {
                      count: loan.paymentsMade,
                      date: formatCalendarDate(property.purchaseDate ?? ''),
                    })}{' '}
              {t(`propertyPage.loan.equityBasis.${equity.basis}`)}
            </p>
            <dl className="grid gap-x-8 border-t pt-2 sm:grid-cols-3">
              <LoanRow label={t('propertyPage.loan.loanAmount')} value={formatCurrency(loan.loanAmount)} />
              <LoanRow
                label={t('propertyPage.loan.monthlyPayment')}
                value={formatCurrency(loan.monthlyPayment)}
              />
              <LoanRow
                label={t('propertyPage.loan.terms')}
                value={t('propertyPage.loan.termsValue', {
                  rate: formatPercentValue(property.interestRate),
                  years: formatNumber(property.loanTerm),
                })}
              />
            </dl>
          </>
        ) : (
          <>
            <p className="text-muted-foreground text-sm">{t('propertyPage.loan.noLoan')}</p>
            <dl className="grid grid-cols-2 gap-3">
              <div
                className="flex min-w-0 flex-col gap-1 rounded-lg bg-muted/60 p-3"
                data-testid="loan-equity"
              >
                <dt className="text-muted-foreground text-xs">{t('propertyPage.loan.equity')}</dt>
                <dd className="font-semibold text-xl tabular-nums tracking-tight">
                  {formatCurrency(equity.equity)}
                </dd>
              </div>
            </dl>
            <p className="text-muted-foreground text-sm">
              {t(`propertyPage.loan.equityBasis.${equity.basis}`)}
            </p>
          </>
        )}
      </SectionCard>

      {hasLoan ? <RemainingSchedule loan={loan} /> : null}
    </>
  );
}

function LoanRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-h-9 items-center justify-between gap-3 py-1 sm:flex-col sm:items-start sm:justify-start sm:gap-0.5">
      <dt className="text-muted-foreground text-sm sm:text-xs">{label}</dt>
      <dd className="font-medium text-sm tabular-nums">{value}</dd>
    </div>
  );
}

/** The payments left, by year: the deal screen's schedule charts and table. */
function RemainingSchedule({ loan }: { loan: LoanToday }) {
  const { t } = useTranslation();
  return (
    <SectionCard
      icon={TrendingDown}
      title={t('propertyPage.loan.scheduleTitle')}
      text={t('propertyPage.loan.scheduleText')}
      testId="loan-schedule"
    >
      {loan.remaining.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-muted-foreground text-sm">
          {t('propertyPage.loan.scheduleEmpty')}
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
                <div className="flex h-56 items-center justify-center">
                  <Spinner label={t('amortization.chartLoading')} />
                </div>
              }
            >
              <LazyAmortizationCharts schedule={loan.remaining} />
            </Suspense>
          </ErrorBoundary>
          <DataTable
            label={t('propertyPage.loan.scheduleTableLabel')}
            className="max-h-80"
            columns={[
              { key: 'year', header: t('amortization.year') },
              { key: 'interest', header: t('amortization.interest'), isNumeric: true },
              { key: 'principal', header: t('amortization.principal'), isNumeric: true },
              { key: 'endingBalance', header: t('amortization.endingBalance'), isNumeric: true },
            ]}
            rows={loan.remaining.map((row) => ({
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
    </SectionCard>
  );
}
