import { type TAnalyzeDealResponse, ZProjectionRequest } from '@rentfolio/contracts';
import { analyzeDeal, PROJECTION_DEFAULT_ASSUMPTIONS, PROJECTION_DEFAULT_YEARS } from '@rentfolio/finance';
import { ChartNoAxesCombined, Info, RotateCcw } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table';
import { FigureInfo } from '@/components/figure-info';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { translateNote } from '@/lib/explanation-text';
import { formatCurrency, formatPercentValue } from '@/lib/format';
import { cn } from '@/lib/utils';
import { isSameProjection, type ProjectionSettings } from './deal-result';

type AssumptionField = 'years' | 'rentGrowth' | 'expenseGrowth' | 'appreciation' | 'sellingCosts';
type Draft = Record<AssumptionField, string>;

const ASSUMPTION_FIELDS: readonly AssumptionField[] = [
  'years',
  'rentGrowth',
  'expenseGrowth',
  'appreciation',
  'sellingCosts',
];

function toDraft(settings: ProjectionSettings): Draft {
  return {
    years: String(settings.years),
    rentGrowth: String(settings.assumptions.rentGrowth),
    expenseGrowth: String(settings.assumptions.expenseGrowth),
    appreciation: String(settings.assumptions.appreciation),
    sellingCosts: String(settings.assumptions.sellingCosts),
  };
}

const DEFAULT_DRAFT = toDraft({
  years: PROJECTION_DEFAULT_YEARS,
  assumptions: { ...PROJECTION_DEFAULT_ASSUMPTIONS },
});

export type ProjectionSectionProps = {
  analysis: TAnalyzeDealResponse;
  /** The settings the analysis was computed with: its own projection is shown while they apply. */
  analysisSettings: ProjectionSettings;
  settings: ProjectionSettings;
  onSettingsChange: (settings: ProjectionSettings) => void;
};

/**
 * The projection over Y years and its IRR (docs/product.md "Deal formulas"). Edited assumptions re-run the projection in the browser
 * with the finance engine that computed the analysis, so no request is made and no usage is counted.
 */
export function ProjectionSection({
  analysis,
  analysisSettings,
  settings,
  onSettingsChange,
}: ProjectionSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const baseId = useId();
  const [draft, setDraft] = useState<Draft>(() => toDraft(settings));
  const [errors, setErrors] = useState<Partial<Record<AssumptionField, string>>>({});
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => setDraft(toDraft(settings)), [settings]);

  const computed = useMemo(() => {
    try {
      return analyzeDeal(analysis.inputs, { projection: settings });
    } catch {
      return null;
    }
  }, [analysis.inputs, settings]);

  const projection =
    analysis.projection && isSameProjection(settings, analysisSettings)
      ? analysis.projection
      : computed?.projection;
  const irrExplanation = computed?.explanations.irr;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const numbers: Record<string, number> = {};
    for (const field of ASSUMPTION_FIELDS) {
      const text = draft[field].trim();
      if (text !== '') numbers[field] = Number(text);
    }
    // The API's own rules for a projection (ZProjectionRequest); a blank field takes its default.
    const parsed = ZProjectionRequest.safeParse(numbers);
    if (!parsed.success) {
      const fieldErrors: Partial<Record<AssumptionField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as AssumptionField;
        fieldErrors[field] ??= issue.message;
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    const next: ProjectionSettings = {
      years: parsed.data.years ?? PROJECTION_DEFAULT_YEARS,
      assumptions: {
        rentGrowth: parsed.data.rentGrowth ?? PROJECTION_DEFAULT_ASSUMPTIONS.rentGrowth,
        expenseGrowth: parsed.data.expenseGrowth ?? PROJECTION_DEFAULT_ASSUMPTIONS.expenseGrowth,
        appreciation: parsed.data.appreciation ?? PROJECTION_DEFAULT_ASSUMPTIONS.appreciation,
        sellingCosts: parsed.data.sellingCosts ?? PROJECTION_DEFAULT_ASSUMPTIONS.sellingCosts,
      },
    };
    onSettingsChange(next);
    setDraft(toDraft(next));
    setAnnouncement(t('projection.updated', { years: next.years }));
  }

  function handleReset() {
    setErrors({});
    setDraft(DEFAULT_DRAFT);
    onSettingsChange({ years: PROJECTION_DEFAULT_YEARS, assumptions: { ...PROJECTION_DEFAULT_ASSUMPTIONS } });
    setAnnouncement(t('projection.updated', { years: PROJECTION_DEFAULT_YEARS }));
  }

  return (
    <Card aria-labelledby={titleId} role="region" className="gap-5">
      <CardHeader className="px-4 sm:px-6">
        <h2 id={titleId} className="flex items-center gap-2 font-semibold text-lg leading-tight">
          <ChartNoAxesCombined className="size-5 text-muted-foreground" aria-hidden="true" />
          {t('projection.title')}
        </h2>
        <CardDescription>{t('projection.text')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5 px-4 sm:px-6">
        <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-3 rounded-lg bg-muted/50 p-4">
          <h3 className="font-medium text-sm">{t('projection.assumptionsTitle')}</h3>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {ASSUMPTION_FIELDS.map((field) => {
              const id = `${baseId}-${field}`;
              const error = errors[field];
              return (
                <div key={field} className="flex flex-col gap-1.5">
                  <Label htmlFor={id} className="text-xs leading-snug">
                    {t(`projection.${field}`)}
                  </Label>
                  <Input
                    id={id}
                    name={field}
                    type="number"
                    inputMode="decimal"
                    step={field === 'years' ? '1' : 'any'}
                    value={draft[field]}
                    onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    className="bg-background tabular-nums"
                  />
                  {error ? (
                    <p id={`${id}-error`} className="font-medium text-destructive text-xs">
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" size="sm">
              {t('projection.apply')}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={handleReset}>
              <RotateCcw aria-hidden="true" />
              {t('projection.reset')}
            </Button>
            <p role="status" className="sr-only">
              {announcement}
            </p>
          </div>
        </form>

        {projection ? (
          <>
            <dl className="grid gap-3 sm:grid-cols-2">
              <div className="flex flex-col gap-1 rounded-lg border p-4">
                <dt className="flex items-center gap-1 text-muted-foreground text-sm">
                  <span>{t('projection.irr')}</span>
                  <FigureInfo label={t('figures.irr')} explanation={irrExplanation} />
                </dt>
                <dd className="flex flex-col gap-0.5">
                  <span
                    className={cn(
                      'font-bold text-2xl tabular-nums tracking-tight',
                      projection.irr !== null && projection.irr < 0 && 'text-destructive',
                    )}
                  >
                    {projection.irr === null
                      ? t('dealResults.notAvailable')
                      : formatPercentValue(projection.irr)}
                  </span>
                  <span className="text-muted-foreground text-xs">
                    {projection.irr === null && irrExplanation?.note
                      ? translateNote(irrExplanation.note)
                      : t('projection.irrCaption', { years: projection.years })}
                  </span>
                </dd>
              </div>
              <div className="flex flex-col gap-1 rounded-lg border p-4">
                <dt className="text-muted-foreground text-sm">
                  {t('projection.saleProceeds', { years: projection.years })}
                </dt>
                <dd className="flex flex-col gap-0.5">
                  <span
                    className={cn(
                      'font-bold text-2xl tabular-nums tracking-tight',
                      projection.saleProceeds < 0 && 'text-destructive',
                    )}
                  >
                    {formatCurrency(projection.saleProceeds, { isWhole: true })}
                  </span>
                  <span className="text-muted-foreground text-xs">
                    {t('projection.saleProceedsCaption', {
                      sellingCosts: formatPercentValue(projection.assumptions.sellingCosts),
                    })}
                  </span>
                </dd>
              </div>
            </dl>

            <DataTable
              label={t('projection.tableLabel')}
              className="max-h-[28rem]"
              columns={[
                { key: 'year', header: t('projection.year') },
                { key: 'rent', header: t('projection.rent'), isNumeric: true },
                { key: 'expenses', header: t('projection.expenses'), isNumeric: true },
                { key: 'noi', header: t('projection.noi'), isNumeric: true },
                { key: 'debtService', header: t('projection.debtService'), isNumeric: true },
                { key: 'cashFlow', header: t('projection.cashFlow'), isNumeric: true },
                { key: 'value', header: t('projection.value'), isNumeric: true },
                { key: 'loanBalance', header: t('projection.loanBalance'), isNumeric: true },
                { key: 'equity', header: t('projection.equity'), isNumeric: true },
              ]}
              rows={projection.rows.map((row) => ({
                key: row.year,
                cells: {
                  year: String(row.year),
                  rent: formatCurrency(row.rent, { isWhole: true }),
                  expenses: formatCurrency(row.expenses, { isWhole: true }),
                  noi: formatCurrency(row.netOperatingIncome, { isWhole: true }),
                  debtService: formatCurrency(row.debtService, { isWhole: true }),
                  cashFlow: formatCurrency(row.cashFlow, { isWhole: true }),
                  value: formatCurrency(row.propertyValue, { isWhole: true }),
                  loanBalance: formatCurrency(row.loanBalance, { isWhole: true }),
                  equity: formatCurrency(row.equity, { isWhole: true }),
                },
                isNegative: {
                  cashFlow: row.cashFlow < 0,
                  noi: row.netOperatingIncome < 0,
                  equity: row.equity < 0,
                },
              }))}
            />
          </>
        ) : null}

        <p className="flex items-start gap-2 text-muted-foreground text-xs">
          <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          {t('projection.engineNote')}
        </p>
      </CardContent>
    </Card>
  );
}
