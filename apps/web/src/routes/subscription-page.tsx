import { getPlan, UNLIMITED } from '@rentfolio/contracts';
import { ArrowRight, BadgeCheck, CircleAlert, Scale } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth';
import { UpgradeDialog, useUsage } from '@/features/plans';
import { formatMonth, formatPriceCents } from '@/lib/format';

/** /subscription, "Subscription / Manage Plan": the plan, this month's usage, and the plan comparison. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const plan = getPlan(user.plan);
  const usage = useUsage();
  const [isCompareOpen, setIsCompareOpen] = useState(false);

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('subscription.title')}</h1>
        <p className="text-lg text-muted-foreground">{t('subscription.text')}</p>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader className="gap-3">
            <p className="font-medium text-muted-foreground text-xs uppercase tracking-wider">
              {t('subscription.currentPlan')}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <CardTitle className="text-2xl">{plan.name}</CardTitle>
              <Badge variant="brand">
                <BadgeCheck aria-hidden="true" />
                {t('subscription.allIncluded')}
              </Badge>
            </div>
            <p className="flex items-baseline gap-1">
              <span className="font-bold text-4xl tabular-nums tracking-tight">
                {formatPriceCents(plan.priceMonthlyCents)}
              </span>
              <span className="text-muted-foreground text-sm">{t('common.perMonth')}</span>
            </p>
          </CardHeader>
          <CardContent>
            <p className="text-muted-foreground text-sm leading-relaxed">{t('subscription.freeNote')}</p>
          </CardContent>
          <CardFooter className="mt-auto flex-wrap gap-3">
            <Button onClick={() => setIsCompareOpen(true)}>
              <Scale aria-hidden="true" />
              {t('subscription.comparePlans')}
            </Button>
            <Button variant="outline" asChild>
              <Link href="/checkout">
                {t('subscription.seeIncluded')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </CardFooter>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{t('subscription.usageTitle')}</CardTitle>
            {usage.data ? (
              <CardDescription>
                {t('subscription.usagePeriod', { period: formatMonth(usage.data.period) })}
              </CardDescription>
            ) : null}
          </CardHeader>
          <CardContent className="flex flex-1 flex-col">
            {usage.isPending ? (
              <div className="flex flex-1 items-center justify-center py-8">
                <Spinner label={t('subscription.usageLoading')} />
              </div>
            ) : usage.isError || !usage.data ? (
              <Alert variant="destructive" role="alert">
                <CircleAlert aria-hidden="true" />
                <div className="flex flex-col items-start gap-2">
                  <p>{t('subscription.usageError')}</p>
                  <Button variant="outline" size="sm" onClick={() => void usage.refetch()}>
                    {t('common.retry')}
                  </Button>
                </div>
              </Alert>
            ) : (
              <UsageFigures used={usage.data.dealAnalysesUsed} limit={usage.data.dealAnalysesLimit} />
            )}
          </CardContent>
        </Card>
      </div>

      <UpgradeDialog open={isCompareOpen} onOpenChange={setIsCompareOpen} usage={usage.data} />
    </div>
  );
}

type UsageFiguresProps = { used: number; limit: number };

function UsageFigures({ used, limit }: UsageFiguresProps) {
  const { t } = useTranslation();
  const isUnlimited = limit === UNLIMITED;
  return (
    <div className="flex flex-col gap-5">
      <p className="font-semibold text-xl tracking-tight">
        {t('subscription.usedThisMonth', { count: used })}
      </p>
      <dl className="flex items-center justify-between gap-4 rounded-lg bg-muted px-4 py-3 text-sm">
        <dt className="text-muted-foreground">{t('subscription.limit')}</dt>
        <dd className="font-semibold">
          {isUnlimited ? t('subscription.unlimited') : t('subscription.limitValue', { count: limit })}
        </dd>
      </dl>
      {isUnlimited ? null : (
        <Progress
          value={limit > 0 ? (used / limit) * 100 : 100}
          aria-label={t('subscription.usageTitle')}
          getValueLabel={() => t('plans.usageLine', { used, limit })}
        />
      )}
    </div>
  );
}
