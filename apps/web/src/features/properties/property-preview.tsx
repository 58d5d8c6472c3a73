import { DEAL_DEFAULTS, type TPropertyFigures } from '@rentfolio/finance';
import { Calculator } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { formatCurrency, formatPercentValue } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { PropertyPreview as PropertyPreviewState } from './property-form-model';

export type PropertyPreviewProps = {
  preview: PropertyPreviewState;
  className?: string;
};

type FigureKey = keyof TPropertyFigures;

const FIGURES = [
  { key: 'capRate', label: 'figures.capRate', kind: 'percent' },
  { key: 'monthlyCashFlow', label: 'figures.cashFlow', kind: 'money' },
  { key: 'cashFlow', label: 'figures.annualCashFlow', kind: 'money' },
  { key: 'roi', label: 'figures.roi', kind: 'percent' },
  { key: 'cashOnCashReturn', label: 'figures.cashOnCashReturn', kind: 'percent' },
] as const satisfies readonly { key: FigureKey; label: `figures.${string}`; kind: 'percent' | 'money' }[];

/**
 * The figures the API will compute for the property (docs/product.md "Portfolio figures"), computed in the browser by the same finance
 * engine as the form changes. Until the inputs can be analysed every figure is '—', never a made-up number.
 */
export function PropertyPreview({ preview, className }: PropertyPreviewProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const hintId = useId();

  let hint: string | null = null;
  if (preview.status === 'needsPrice') hint = t('properties.preview.needsPrice');
  else if (preview.status === 'invalid') {
    hint =
      preview.fields.length > 0
        ? t('properties.preview.invalidFields', {
            fields: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
              preview.fields.map((field) => t(`fields.${field}.label`)),
            ),
          })
        : t('properties.preview.invalid');
  }
  const figures = preview.status === 'ready' ? preview.figures : null;

  function formatFigure(key: FigureKey, kind: 'percent' | 'money'): string {
    if (!figures) return t('properties.preview.empty');
    const value = figures[key];
    if (value === null) return t('dealResults.notAvailable');
    return kind === 'percent' ? formatPercentValue(value) : formatCurrency(value);
  }

  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      data-testid="property-preview"
      className={cn('gap-4 border-primary/20', className)}
    >
      <CardHeader className="px-4 sm:px-6">
        <h2 id={titleId} className="flex items-center gap-2 font-semibold text-lg leading-tight">
          <Calculator className="size-5 text-primary" aria-hidden="true" />
          {t('properties.preview.title')}
        </h2>
        <CardDescription>{t('properties.preview.text')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 px-4 sm:px-6">
        {/* Polite, so that a screen reader hears the new figures after a pause in typing. */}
        <dl
          aria-live="polite"
          aria-describedby={hint ? hintId : undefined}
          className="grid grid-cols-2 gap-x-4 gap-y-3 lg:grid-cols-1"
        >
          {FIGURES.map(({ key, label, kind }) => {
            const value = figures?.[key];
            const isNegative = typeof value === 'number' && value < 0;
            return (
              <div
                key={key}
                data-figure={key}
                className="flex flex-col gap-0.5 lg:flex-row lg:items-baseline lg:justify-between lg:gap-3"
              >
                <dt className="text-muted-foreground text-xs lg:text-sm">{t(label)}</dt>
                <dd
                  className={cn(
                    'font-semibold text-base tabular-nums',
                    isNegative && 'text-destructive',
                    !figures && 'text-muted-foreground',
                  )}
                >
                  {formatFigure(key, kind)}
                </dd>
              </div>
            );
          })}
        </dl>
        {hint ? (
          <p id={hintId} className="rounded-md bg-muted px-3 py-2 text-muted-foreground text-xs">
            {hint}
          </p>
        ) : (
          <p className="text-muted-foreground text-xs">
            {t('properties.preview.defaultsNote', {
              downPayment: DEAL_DEFAULTS.downPayment,
              interestRate: DEAL_DEFAULTS.interestRate,
              loanTerm: DEAL_DEFAULTS.loanTerm,
            })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
