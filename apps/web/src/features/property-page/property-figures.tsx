import type { TDealAnalysis } from '@rentfolio/finance';
import { Calculator } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FigureInfo } from '@/components/figure-info';
import { FIGURE_EXPLANATIONS, FIGURE_KINDS, type FigureKey, formatFigure } from '@/lib/figure-format';
import { cn } from '@/lib/utils';
import { SectionCard } from './section-card';

/** The headline figures, large; then the rest in a list. */
const HEADLINE_FIGURES = [
  'capRate',
  'cashFlow',
  'roi',
  'cashOnCashReturn',
] as const satisfies readonly FigureKey[];
const OTHER_FIGURES = [
  'annualCashFlow',
  'netOperatingIncome',
  'effectiveGrossIncome',
  'annualExpenses',
  'dscr',
  'totalCashInvested',
] as const satisfies readonly FigureKey[];

type FigureValueKey = (typeof HEADLINE_FIGURES)[number] | (typeof OTHER_FIGURES)[number];

export type PropertyFiguresProps = { analysis: TDealAnalysis };

/** The property's figures as the deal screen computes them, each with its formula popover. */
export function PropertyFigures({ analysis }: PropertyFiguresProps) {
  const { t } = useTranslation();
  const figureValue = (figure: FigureValueKey) => analysis[figure];

  return (
    <SectionCard
      icon={Calculator}
      title={t('propertyPage.figures.title')}
      text={t('propertyPage.figures.text')}
      testId="property-figures"
    >
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {HEADLINE_FIGURES.map((figure) => {
          const value = figureValue(figure);
          const label = t(`figures.${figure}`);
          return (
            <div
              key={figure}
              data-figure={figure}
              className="flex min-w-0 flex-col gap-1 rounded-lg bg-muted/60 p-3"
            >
              <dt className="flex items-center gap-1 text-muted-foreground text-xs">
                <span className="min-w-0">{label}</span>
                <FigureInfo label={label} explanation={analysis.explanations[FIGURE_EXPLANATIONS[figure]]} />
              </dt>
              <dd
                className={cn(
                  'font-semibold text-xl tabular-nums tracking-tight',
                  typeof value === 'number' && value < 0 && 'text-destructive',
                )}
              >
                {formatFigure(FIGURE_KINDS[figure], value)}
                {figure === 'cashFlow' ? (
                  <span className="ml-0.5 font-normal text-muted-foreground text-sm">
                    {t('propertyPage.figures.perMonth')}
                  </span>
                ) : null}
              </dd>
            </div>
          );
        })}
      </dl>
      <dl className="grid gap-x-8 border-t pt-2 sm:grid-cols-2">
        {OTHER_FIGURES.map((figure) => {
          const value = figureValue(figure);
          const label = t(`figures.${figure}`);
          return (
            <div
              key={figure}
              data-figure={figure}
              className="flex min-h-9 items-center justify-between gap-3 py-1"
            >
              <dt className="flex min-w-0 items-center gap-1 text-muted-foreground text-sm">
                <span>{label}</span>
                <FigureInfo label={label} explanation={analysis.explanations[FIGURE_EXPLANATIONS[figure]]} />
              </dt>
              <dd
                className={cn(
                  'shrink-0 text-right font-medium text-sm tabular-nums',
                  typeof value === 'number' && value < 0 && 'text-destructive',
                )}
              >
                {formatFigure(FIGURE_KINDS[figure], value)}
              </dd>
            </div>
          );
        })}
      </dl>
    </SectionCard>
  );
}
