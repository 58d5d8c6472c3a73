import { type TUsage, UNLIMITED } from '@rentfolio/contracts';
import { CircleAlert, Crown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

/** True when a plan with a monthly limit has used it up (docs/product.md "Input rules" (Deal analysis)). */
export function isUsageAtLimit(usage: TUsage | null | undefined): boolean {
  if (!usage || usage.dealAnalysesLimit === UNLIMITED) return false;
  return usage.dealAnalysesUsed >= usage.dealAnalysesLimit;
}

export type DealUsageProps = {
  usage: TUsage | null | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onUpgrade: () => void;
};

/** Free Plan Usage: the month's counter and, at the limit, the product's limit alert. Only non-Pro plans see it. */
export function DealUsage({ usage, isLoading, isError, onRetry, onUpgrade }: DealUsageProps) {
  const { t } = useTranslation();
  const titleId = useId();

  let content: ReactNode;
  if (isLoading) {
    content = <Spinner label={t('dealUsage.loading')} className="[&_svg]:size-5" />;
  } else if (isError || !usage) {
    content = (
      <div className="flex flex-wrap items-center gap-3 text-destructive text-sm">
        <CircleAlert className="size-4" aria-hidden="true" />
        <p>{t('dealUsage.loadFailed')}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (usage.dealAnalysesLimit === UNLIMITED) {
    return null;
  } else {
    const { dealAnalysesUsed: used, dealAnalysesLimit: limit } = usage;
    const isAtLimit = isUsageAtLimit(usage);
    const counter = t('dealUsage.counter', { used, limit });
    content = (
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-2">
          <p className="font-medium text-sm">{counter}</p>
          <Progress
            value={limit > 0 ? (used / limit) * 100 : 100}
            aria-label={t('dealUsage.title')}
            getValueLabel={() => counter}
            indicatorClassName={cn(isAtLimit && 'bg-destructive')}
          />
        </div>
        {isAtLimit ? (
          <Alert variant="destructive" role="alert" className="flex-col gap-3 sm:flex-row sm:items-center">
            <div className="flex items-start gap-2.5">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <p>{t('dealUsage.limitAlert', { limit })}</p>
            </div>
            <Button size="sm" className="shrink-0 sm:ml-auto" onClick={onUpgrade}>
              <Crown aria-hidden="true" />
              {t('dealUsage.upgrade')}
            </Button>
          </Alert>
        ) : null}
      </div>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5"
    >
      <h2 id={titleId} className="font-semibold text-base">
        {t('dealUsage.title')}
      </h2>
      {content}
    </section>
  );
}
