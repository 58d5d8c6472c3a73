import {
  findPlausibilityWarnings,
  type TAnalyzeDealResponse,
  ZAnalyzeDealRequest,
} from '@rentfolio/contracts';
import { DEAL_DEFAULTS, type TDealExplanations, type TDealField } from '@rentfolio/finance';
import { LoaderCircle, Zap } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FigureInfo } from '@/components/figure-info';
import { PlausibilityNotice, toFigure } from '@/components/plausibility-notice';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MoneyInput } from '@/components/ui/money-input';
import { UpgradeDialog, useUsage } from '@/features/plans';
import { getValidationDetails } from '@/lib/api-errors';
import { FIGURE_KINDS, formatFigure } from '@/lib/figure-format';
import {
  isFieldOf,
  normalizeMoneyText,
  PROPERTY_FIELDS,
  pickFieldErrors,
  pickValues,
  toFieldErrors,
} from '@/lib/property-fields';
import { cn } from '@/lib/utils';
import { hasRequiredDealFields, REQUIRED_DEAL_FIELDS } from './deal-form-model';
import { DEFAULT_PROJECTION_SETTINGS, explainDeal } from './deal-result';
import { isAnalysisLimitError, useAnalyzeDeal } from './use-deal-analysis';

/** The quick analysis's own pick of the deal inputs (docs/product.md "Data" (Quick analysis request)). */
const QUICK_FIELDS = [
  'purchasePrice',
  'monthlyRent',
  'operatingExpenses',
  'vacancy',
] as const satisfies readonly TDealField[];
type QuickField = (typeof QUICK_FIELDS)[number];
type QuickValues = Record<QuickField, string>;
type QuickErrors = Partial<Record<QuickField, string>>;

const INITIAL_VALUES: QuickValues = pickValues(PROPERTY_FIELDS.defaults, QUICK_FIELDS);

/** The four results of the quick analysis (docs/product.md "Data" (Quick analysis request)), with the label each shows. */
const QUICK_RESULTS = [
  { figure: 'capRate', labelKey: 'capRate' },
  { figure: 'cashFlow', labelKey: 'cashFlow' },
  { figure: 'roi', labelKey: 'roi' },
  { figure: 'netOperatingIncome', labelKey: 'netOperatingIncome' },
] as const;

export type QuickDealCardProps = { className?: string };

/**
 * Quick Deal Analysis (docs/product.md "Screens" (Dashboard), docs/product.md "Input rules" (Quick analyzer)): price, rent, expenses and vacancy with the loan
 * defaults (docs/product.md "Deal formulas" (Quick analysis)). It is a real analysis: POST /api/analyze-deal, counted in the usage.
 * The dashboard shows it (docs/product.md "Screens" (Dashboard)).
 */
export function QuickDealCard({ className }: QuickDealCardProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const [values, setValues] = useState<QuickValues>(INITIAL_VALUES);
  const [errors, setErrors] = useState<QuickErrors>({});
  const [result, setResult] = useState<TAnalyzeDealResponse | null>(null);
  const [isUpgradeOpen, setIsUpgradeOpen] = useState(false);
  const analyze = useAnalyzeDeal();
  const usage = useUsage();
  const canAnalyze = hasRequiredDealFields(values);

  const explanations = useMemo<TDealExplanations | null>(
    () => (result ? explainDeal(result.inputs, DEFAULT_PROJECTION_SETTINGS) : null),
    [result],
  );

  function handleChange(field: QuickField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showFailure(fieldErrors: QuickErrors) {
    setErrors(fieldErrors);
    // Field messages mean the figures need a look, not that the system failed.
    if (Object.values(fieldErrors).some(Boolean))
      toast.error(t('dealToasts.checkFieldsTitle'), { description: t('dealToasts.checkFieldsText') });
    else toast.error(t('dealToasts.failedTitle'), { description: t('dealToasts.failedText') });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canAnalyze || analyze.isPending) return;
    // The API's own schema, so a mistake shows at once, in the server's words.
    const parsed = ZAnalyzeDealRequest.safeParse(PROPERTY_FIELDS.toRequestBody(values, QUICK_FIELDS));
    if (!parsed.success) {
      showFailure(toFieldErrors(parsed.error.issues, QUICK_FIELDS));
      return;
    }
    setErrors({});
    analyze.mutate(parsed.data, {
      onSuccess: (analysis) => setResult(analysis),
      onError: (failure) => {
        if (isAnalysisLimitError(failure)) {
          setIsUpgradeOpen(true);
          return;
        }
        showFailure(pickFieldErrors(getValidationDetails(failure) ?? undefined, QUICK_FIELDS));
      },
    });
  }

  function renderField(field: QuickField) {
    const id = `${baseId}-${field}`;
    const errorId = `${id}-error`;
    const error = errors[field];
    const control = PROPERTY_FIELDS.controlOf(field);
    const aria = {
      id,
      name: field,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      'aria-required': isFieldOf(REQUIRED_DEAL_FIELDS, field) || undefined,
    };
    return (
      <div key={field} className="flex flex-col gap-2">
        {/* Labels take two lines on a wide card, so that every input lines up even when one label wraps. */}
        <Label htmlFor={id} className="lg:min-h-10 lg:items-end">
          {t(`fields.${field}.label`)}
        </Label>
        {control.kind === 'money' ? (
          <MoneyInput {...aria} value={values[field]} onValueChange={(value) => handleChange(field, value)} />
        ) : (
          <div className="relative">
            <Input
              {...aria}
              type="number"
              inputMode="decimal"
              step={control.step}
              min={control.min}
              max={control.max}
              value={values[field]}
              onChange={(event) => handleChange(field, event.target.value)}
              className="pr-8 tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
            />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground text-sm"
            >
              {control.suffix}
            </span>
          </div>
        )}
        {error ? (
          <p id={errorId} className="font-medium text-destructive text-xs">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <Card aria-labelledby={titleId} className={cn('gap-5', className)} role="region">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle id={titleId} className="flex items-center gap-2 text-lg">
          <span
            aria-hidden="true"
            className="inline-flex size-7 items-center justify-center rounded-md bg-accent text-accent-foreground"
          >
            <Zap className="size-4" />
          </span>
          {t('quickDeal.title')}
        </CardTitle>
        <CardDescription>
          {t('quickDeal.text')}{' '}
          {t('quickDeal.assumptions', {
            downPayment: DEAL_DEFAULTS.downPayment,
            interestRate: DEAL_DEFAULTS.interestRate,
            loanTerm: DEAL_DEFAULTS.loanTerm,
            closingCosts: DEAL_DEFAULTS.closingCosts,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5 px-4 sm:px-6">
        <form
          noValidate
          onSubmit={handleSubmit}
          aria-busy={analyze.isPending}
          className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
        >
          {QUICK_FIELDS.map(renderField)}
          <Button
            type="submit"
            disabled={!canAnalyze || analyze.isPending}
            className="h-10 sm:col-span-2 lg:col-span-1 lg:mt-12"
          >
            {analyze.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {analyze.isPending ? t('quickDeal.analyzing') : t('quickDeal.analyze')}
          </Button>
        </form>
        <PlausibilityNotice
          warnings={findPlausibilityWarnings({
            purchasePrice: toFigure(normalizeMoneyText(values.purchasePrice)),
            monthlyRent: toFigure(normalizeMoneyText(values.monthlyRent)),
            roi: result?.roi ?? null,
          })}
        />

        <section aria-label={t('quickDeal.resultsTitle')} aria-live="polite" aria-busy={analyze.isPending}>
          {result ? (
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {QUICK_RESULTS.map(({ figure, labelKey }) => {
                const label = t(`quickDeal.${labelKey}`);
                const value = result[figure];
                return (
                  <div
                    key={figure}
                    className={cn(
                      'flex flex-col gap-1 rounded-lg border bg-muted/40 px-3 py-2.5 transition-opacity',
                      analyze.isPending && 'opacity-60',
                    )}
                  >
                    <dt className="flex items-center gap-1 text-muted-foreground text-xs">
                      <span>{label}</span>
                      <FigureInfo label={label} explanation={explanations?.[figure]} className="-my-1" />
                    </dt>
                    <dd
                      className={cn(
                        'font-semibold text-lg tabular-nums tracking-tight',
                        value !== null && value < 0 && 'text-destructive',
                      )}
                    >
                      {formatFigure(FIGURE_KINDS[figure], value)}
                      {figure === 'cashFlow' ? (
                        <span className="ml-1 font-normal text-muted-foreground text-xs">
                          {t('quickDeal.perMonth')}
                        </span>
                      ) : null}
                    </dd>
                  </div>
                );
              })}
            </dl>
          ) : (
            <p className="rounded-lg border border-dashed px-4 py-3 text-center text-muted-foreground text-sm">
              {t('quickDeal.placeholder')}
            </p>
          )}
        </section>
      </CardContent>
      <UpgradeDialog open={isUpgradeOpen} onOpenChange={setIsUpgradeOpen} usage={usage.data} />
    </Card>
  );
}
