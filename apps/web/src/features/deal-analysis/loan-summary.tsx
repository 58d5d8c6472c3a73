import { computeLoanSummary, DEAL_DEFAULTS, type TLoanSummaryFields } from '@rentfolio/finance';
import { Landmark } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@/lib/format';

export type LoanSummaryProps = { fields: TLoanSummaryFields };

/**
 * The live loan summary of docs/product.md "Input rules", computed in the browser by the finance engine from the fields as typed, with
 * its fallbacks for blank or invalid text (20% down, 7.5%, 30 years).
 */
export function LoanSummary({ fields }: LoanSummaryProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const summary = computeLoanSummary(fields);
  const rows = [
    { key: 'downPayment', label: t('dealForm.loanSummary.downPayment'), value: summary.downPaymentAmount },
    { key: 'loanAmount', label: t('dealForm.loanSummary.loanAmount'), value: summary.loanAmount },
    { key: 'monthlyPayment', label: t('dealForm.loanSummary.monthlyPayment'), value: summary.monthlyPayment },
  ] as const;

  return (
    <section
      aria-labelledby={titleId}
      data-testid="loan-summary"
      className="flex flex-col gap-3 rounded-lg border border-primary/20 bg-accent/50 p-4"
    >
      <h3 id={titleId} className="flex items-center gap-2 font-semibold text-sm">
        <Landmark className="size-4 text-accent-foreground" aria-hidden="true" />
        {t('dealForm.loanSummary.title')}
      </h3>
      {/* Polite, so that a screen reader hears the new figures after a pause in typing. */}
      <dl aria-live="polite" className="grid gap-3 sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row.key} className="flex flex-col gap-0.5">
            <dt className="text-muted-foreground text-xs">{row.label}</dt>
            <dd className="font-semibold text-base tabular-nums">{formatCurrency(row.value)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-muted-foreground text-xs">
        {t('dealForm.loanSummary.note', {
          downPayment: DEAL_DEFAULTS.downPayment,
          interestRate: DEAL_DEFAULTS.interestRate,
          loanTerm: DEAL_DEFAULTS.loanTerm,
        })}
      </p>
    </section>
  );
}
