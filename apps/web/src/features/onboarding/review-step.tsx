import { ArrowLeft, CircleAlert, LoaderCircle, PartyPopper } from 'lucide-react';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { formatCurrency } from '@/lib/format';
import { type DraftItem, DraftList } from './draft-list';
import { computeDraftTotals } from './onboarding-model';

export type ReviewStepProps = {
  items: readonly DraftItem[];
  /** The server's messages about each item, by item id. */
  problems: Readonly<Record<number, readonly string[]>>;
  /** The same messages as sentences naming the property and field, in list order. */
  problemSentences: readonly string[];
  isCompleting: boolean;
  onBack: () => void;
  onComplete: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
};

/** Step 3 (100%): the totals (count, total value, monthly rent), the list, Back to Edit and Complete Setup. */
export function ReviewStep({
  items,
  problems,
  problemSentences,
  isCompleting,
  onBack,
  onComplete,
  headingRef,
}: ReviewStepProps) {
  const { t } = useTranslation();
  const totalsId = useId();
  const totals = computeDraftTotals(items.map((item) => item.draft));
  const figures = [
    { label: t('onboarding.review.propertyCount'), value: String(totals.count), testId: 'review-count' },
    {
      label: t('onboarding.review.totalValue'),
      value: formatCurrency(totals.totalValue, { isWhole: true }),
      testId: 'review-total-value',
    },
    {
      label: t('onboarding.review.monthlyRent'),
      value: formatCurrency(totals.monthlyRent, { isWhole: true }),
      testId: 'review-monthly-rent',
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 ref={headingRef} tabIndex={-1} className="font-semibold text-2xl tracking-tight outline-none">
          {t('onboarding.review.title')}
        </h2>
        <p className="text-muted-foreground">{t('onboarding.review.text')}</p>
      </div>

      <section aria-labelledby={totalsId}>
        <h3 id={totalsId} className="sr-only">
          {t('onboarding.review.totalsLabel')}
        </h3>
        <dl className="grid gap-3 sm:grid-cols-3">
          {figures.map((figure) => (
            <Card key={figure.testId} className="gap-1 py-4">
              <dt className="px-4 text-muted-foreground text-sm">{figure.label}</dt>
              <dd data-testid={figure.testId} className="px-4 font-bold text-2xl tabular-nums tracking-tight">
                {figure.value}
              </dd>
            </Card>
          ))}
        </dl>
      </section>

      {problemSentences.length > 0 ? (
        <Alert variant="destructive" role="alert" data-testid="onboarding-problems">
          <CircleAlert aria-hidden="true" />
          <div className="flex flex-col gap-2">
            <p className="font-semibold">{t('onboarding.review.problemsTitle')}</p>
            <p>{t('onboarding.review.problemsText')}</p>
            <ul className="list-disc pl-4">
              {problemSentences.map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </ul>
          </div>
        </Alert>
      ) : null}

      <Card className="gap-4">
        <CardHeader className="px-4 sm:px-6">
          <h3 className="font-semibold text-lg leading-tight">{t('onboarding.list.title')}</h3>
          <CardDescription>{t('onboarding.list.count', { count: items.length })}</CardDescription>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          <DraftList items={items} problems={problems} />
        </CardContent>
      </Card>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={onBack} disabled={isCompleting}>
          <ArrowLeft aria-hidden="true" />
          {t('onboarding.review.backToEdit')}
        </Button>
        <Button size="lg" onClick={onComplete} disabled={isCompleting} aria-busy={isCompleting}>
          {isCompleting ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <PartyPopper aria-hidden="true" />
          )}
          {isCompleting ? t('onboarding.review.completing') : t('onboarding.review.complete')}
        </Button>
      </div>
    </div>
  );
}
