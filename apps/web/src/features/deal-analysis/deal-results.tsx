import type { TAnalyzeDealResponse } from '@rentfolio/contracts';
import type { TDealExplanations, TRating } from '@rentfolio/finance';
import { Calculator, Check, CircleAlert, History, LoaderCircle, Save } from 'lucide-react';
import { type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FigureInfo } from '@/components/figure-info';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { LiveRentCheck } from '@/features/rent-check';
import { FIGURE_EXPLANATIONS, FIGURE_KINDS, type FigureKey, formatFigure } from '@/lib/figure-format';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { DealResult } from './deal-result';
import { RatingBadge, RECOMMENDATION_STYLES } from './rating-badge';

type RatedFigure = 'capRate' | 'cashFlow' | 'roi';

const RATED_FIGURES: readonly RatedFigure[] = ['capRate', 'cashFlow', 'roi'];

const OTHER_METRICS: readonly FigureKey[] = [
  'annualCashFlow',
  'cashOnCashReturn',
  'totalReturnYear1',
  'dscr',
  'grm',
  'onePercentRule',
  'fiftyPercentRuleMonthlyCashFlow',
  'breakEvenRatio',
  'operatingExpenseRatio',
];

/** Income down to NOI, then the financing; the subtotals are emphasised. */
const BREAKDOWN_GROUPS: readonly { figures: readonly FigureKey[]; totals: readonly FigureKey[] }[] = [
  {
    figures: ['annualRent', 'vacancyLoss', 'effectiveGrossIncome', 'annualExpenses', 'netOperatingIncome'],
    totals: ['effectiveGrossIncome', 'netOperatingIncome'],
  },
  {
    figures: [
      'downPaymentAmount',
      'loanAmount',
      'monthlyPayment',
      'annualDebtService',
      'principalPaydownYear1',
      'totalCashInvested',
    ],
    totals: ['totalCashInvested'],
  },
];

function getFigureValue(analysis: TAnalyzeDealResponse, figure: FigureKey): number | boolean | null {
  if (figure === 'irr') return analysis.projection?.irr ?? null;
  return analysis[figure];
}

export type DealResultsProps = {
  result: DealResult | null;
  explanations: TDealExplanations | null;
  isAnalyzing: boolean;
  /** The form's deal figures differ from the ones analysed. */
  isStale: boolean;
  isSaving: boolean;
  /** This result, with the property details and notes now in the form, is saved already. */
  isSaved: boolean;
  onSave: () => void;
  /** The results' heading, which the page scrolls to when a result arrives out of view. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The ZIP code and bedrooms in the form, for the rent check of the rent analysed. */
  rentCheckPlace?: { zipCode: string; bedrooms: string };
};

/** The results column (docs/product.md "Screens" (Deal Analysis)): 'Ready to Analyze' until the first result. */
export function DealResults({
  result,
  explanations,
  isAnalyzing,
  isStale,
  isSaving,
  isSaved,
  onSave,
  headingRef,
  rentCheckPlace,
}: DealResultsProps) {
  const { t } = useTranslation();
  const titleId = useId();

  if (!result) {
    return (
      <section aria-labelledby={titleId}>
        <Card className="items-center gap-4 border-dashed px-6 py-12 text-center shadow-none">
          <span
            aria-hidden="true"
            className="inline-flex size-12 items-center justify-center rounded-2xl bg-accent text-accent-foreground ring-1 ring-primary/15"
          >
            {isAnalyzing ? (
              <LoaderCircle className="size-6 animate-spin" />
            ) : (
              <Calculator className="size-6" />
            )}
          </span>
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className="font-semibold text-lg">
            {isAnalyzing ? t('dealForm.analyzing') : t('dealResults.placeholderTitle')}
          </h2>
          <p className="max-w-xs text-muted-foreground text-sm">{t('dealResults.placeholderText')}</p>
        </Card>
      </section>
    );
  }

  const { analysis } = result;
  const recommendation = RECOMMENDATION_STYLES[analysis.recommendationKey];

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={isAnalyzing}
      className={cn('flex flex-col gap-4 transition-opacity', isAnalyzing && 'opacity-60')}
    >
      <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={titleId} ref={headingRef} tabIndex={-1} className="font-semibold text-lg leading-tight">
              {t('dealResults.title')}
            </h2>
            {result.address ? (
              <p className="truncate text-muted-foreground text-sm">
                {t('dealResults.forAddress', { address: result.address })}
              </p>
            ) : null}
          </div>
          <Button
            size="sm"
            variant={isSaved ? 'outline' : 'default'}
            onClick={onSave}
            disabled={isSaving || isAnalyzing || isSaved}
          >
            {isSaving ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : isSaved ? (
              <Check aria-hidden="true" />
            ) : (
              <Save aria-hidden="true" />
            )}
            {isSaving ? t('dealResults.saving') : isSaved ? t('dealResults.saved') : t('dealResults.save')}
          </Button>
        </div>
        {result.savedAt ? (
          <p className="flex items-center gap-2 text-muted-foreground text-xs">
            <History className="size-3.5 shrink-0" aria-hidden="true" />
            {t('dealResults.openedFrom', { date: formatDate(result.savedAt) })}
          </p>
        ) : null}
        {isStale ? (
          <Alert variant="info" className="py-2 text-xs">
            <CircleAlert aria-hidden="true" />
            <p>{t('dealResults.staleNotice')}</p>
          </Alert>
        ) : null}
      </div>

      <ResultCard title={t('dealResults.metricsTitle')}>
        <dl className="flex flex-col divide-y">
          {RATED_FIGURES.map((figure) => (
            <RatedRow
              key={figure}
              figure={figure}
              value={analysis[figure]}
              rating={analysis.ratings[figure]}
              explanations={explanations}
            />
          ))}
        </dl>
        <dl className="mt-2 flex flex-col border-t pt-2">
          {OTHER_METRICS.map((figure) => (
            <FigureRow
              key={figure}
              figure={figure}
              value={getFigureValue(analysis, figure)}
              explanations={explanations}
            />
          ))}
        </dl>
      </ResultCard>

      <ResultCard title={t('dealResults.breakdownTitle')}>
        {BREAKDOWN_GROUPS.map((group, index) => (
          <dl key={group.figures[0]} className={cn('flex flex-col', index > 0 && 'mt-2 border-t pt-2')}>
            {group.figures.map((figure) => (
              <FigureRow
                key={figure}
                figure={figure}
                value={getFigureValue(analysis, figure)}
                explanations={explanations}
                isTotal={group.totals.includes(figure)}
              />
            ))}
          </dl>
        ))}
      </ResultCard>

      <ResultCard title={t('dealResults.scoreTitle')}>
        <div className="flex flex-col gap-3">
          <div className="flex items-end justify-between gap-3">
            <p className="flex items-baseline gap-1.5">
              <span className="font-bold text-4xl tabular-nums tracking-tight">{analysis.score}</span>
              <span className="text-muted-foreground text-sm">{t('dealResults.scoreOutOf')}</span>
            </p>
            <FigureInfo label={t('figures.score')} explanation={explanations?.score} className="mb-1" />
          </div>
          <Progress
            value={analysis.score}
            aria-label={t('figures.score')}
            getValueLabel={() => t('dealResults.scoreLabel', { score: analysis.score })}
            indicatorClassName={recommendation.bar}
          />
          <div className="flex flex-col gap-1">
            <p className={cn('font-semibold', recommendation.text)}>
              {t(`dealResults.recommendations.${analysis.recommendationKey}`)}
            </p>
            <p className="text-muted-foreground text-sm">
              {t(`dealResults.recommendationHints.${analysis.recommendationKey}`)}
            </p>
          </div>
          <div className="flex flex-col gap-2 border-t pt-3">
            <h4 className="font-medium text-muted-foreground text-xs uppercase tracking-wider">
              {t('dealResults.ratingsTitle')}
            </h4>
            <dl className="grid grid-cols-3 gap-2">
              {RATED_FIGURES.map((figure) => (
                <div key={figure} className="flex flex-col items-start gap-1.5 rounded-lg bg-muted/60 p-2.5">
                  <dt className="text-muted-foreground text-xs">{t(`quickDeal.${figure}`)}</dt>
                  <dd>
                    <RatingBadge rating={analysis.ratings[figure]} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </ResultCard>

      {rentCheckPlace ? (
        <LiveRentCheck
          zipCode={rentCheckPlace.zipCode}
          bedrooms={rentCheckPlace.bedrooms}
          monthlyRent={String(analysis.inputs.monthlyRent)}
          className="bg-card"
        />
      ) : null}
    </section>
  );
}

type ResultCardProps = { title: string; children: ReactNode };

function ResultCard({ title, children }: ResultCardProps) {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <h3 className="font-semibold text-base leading-tight">{title}</h3>
      </CardHeader>
      <CardContent className="px-4">{children}</CardContent>
    </Card>
  );
}

type FigureRowProps = {
  figure: FigureKey;
  value: number | boolean | null;
  explanations: TDealExplanations | null;
  isTotal?: boolean;
};

function FigureRow({ figure, value, explanations, isTotal = false }: FigureRowProps) {
  const { t } = useTranslation();
  const label = t(`figures.${figure}`);
  return (
    <div className="flex min-h-9 items-center justify-between gap-3 py-1">
      <dt
        className={cn(
          'flex min-w-0 items-center gap-1 text-sm',
          isTotal ? 'font-semibold' : 'text-muted-foreground',
        )}
      >
        <span>{label}</span>
        <FigureInfo label={label} explanation={explanations?.[FIGURE_EXPLANATIONS[figure]]} />
      </dt>
      <dd
        className={cn(
          'shrink-0 text-right text-sm tabular-nums',
          isTotal ? 'font-semibold' : 'font-medium',
          typeof value === 'number' && value < 0 && 'text-destructive',
        )}
      >
        {formatFigure(FIGURE_KINDS[figure], value)}
      </dd>
    </div>
  );
}

type RatedRowProps = {
  figure: RatedFigure;
  value: number | null;
  rating: TRating;
  explanations: TDealExplanations | null;
};

function RatedRow({ figure, value, rating, explanations }: RatedRowProps) {
  const { t } = useTranslation();
  const label = t(`figures.${figure}`);
  return (
    <div className="flex items-center justify-between gap-3 py-2.5">
      <dt className="flex min-w-0 items-center gap-1 font-medium text-sm">
        <span>{label}</span>
        <FigureInfo label={label} explanation={explanations?.[figure]} />
      </dt>
      <dd className="flex shrink-0 flex-col items-end gap-1">
        <span
          className={cn(
            'font-semibold text-xl tabular-nums tracking-tight',
            value !== null && value < 0 && 'text-destructive',
          )}
        >
          {formatFigure(FIGURE_KINDS[figure], value)}
          {figure === 'cashFlow' ? (
            <span className="ml-0.5 font-normal text-muted-foreground text-sm">
              {t('dealResults.perMonth')}
            </span>
          ) : null}
        </span>
        <RatingBadge rating={rating} />
      </dd>
    </div>
  );
}
