import type { TIrrToDate, TPlanActual, TPlanActualProperty } from '@rentfolio/contracts';
import { Building2, ReceiptText } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SectionError, SectionLoading } from '@/components/section-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { formatCalendarDate, formatCurrency, formatMonth, formatNumber, formatPercent } from '@/lib/format';
import { useUrlState } from '@/lib/use-url-state';
import { type TPlanActualUrlState, usePlanActual, ZPlanActualUrlState } from './api';
import { PlanLinesTable } from './plan-lines-table';

/** The years the year picker offers: this one and the nine before. */
const YEARS_BACK = 10;

/**
 * /plan-actual (docs/product.md "Plan against actual"): the portfolio's and each property's plan beside the ledger's
 * figures over the trailing 12 months, a calendar year or since the purchase, and the IRR to date. The choices are
 * kept in the address, so Back and links work.
 */
export function PlanActualScreen() {
  const { t } = useTranslation();
  const url = useUrlState(ZPlanActualUrlState);
  const comparison = usePlanActual(url.state);
  const data = comparison.data ?? null;

  let body: ReactNode;
  if (comparison.isPending) body = <SectionLoading label={t('planActual.loading')} />;
  else if (comparison.isError || !data)
    body = <SectionError message={t('planActual.loadFailed')} onRetry={() => void comparison.refetch()} />;
  else if (data.properties.length === 0)
    body = (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <Building2 aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="font-semibold text-xl">{t('planActual.noProperties.title')}</h2>
          <p className="max-w-md text-muted-foreground">{t('planActual.noProperties.text')}</p>
          <Button asChild>
            <Link href="/add-property">{t('planActual.noProperties.action')}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  else body = <Comparison data={data} />;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('planActual.title')}</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">{t('planActual.subtitle')}</p>
      </div>
      <Controls state={url.state} onChange={(change) => url.setState(change, { history: 'replace' })} />
      {body}
    </div>
  );
}

function Controls({
  state,
  onChange,
}: {
  state: TPlanActualUrlState;
  onChange: (change: Partial<TPlanActualUrlState>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: YEARS_BACK }, (_, index) => thisYear - index);
  return (
    <search
      aria-label={t('planActual.controls.label')}
      className="grid gap-3 rounded-lg border bg-card p-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-period`}>{t('planActual.controls.period')}</Label>
        <NativeSelect
          id={`${id}-period`}
          value={state.period}
          onChange={(event) => onChange({ period: event.target.value as TPlanActualUrlState['period'] })}
        >
          {(['ttm', 'year', 'sincePurchase'] as const).map((period) => (
            <option key={period} value={period}>
              {t(`planActual.controls.periods.${period}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {state.period === 'year' ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-year`}>{t('planActual.controls.year')}</Label>
          <NativeSelect
            id={`${id}-year`}
            value={String(state.year)}
            onChange={(event) => onChange({ year: Number(event.target.value) })}
          >
            {(years.includes(state.year) ? years : [state.year, ...years]).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-threshold`}>{t('planActual.controls.threshold')}</Label>
        <Input
          id={`${id}-threshold`}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
          defaultValue={state.threshold}
          key={state.threshold}
          onBlur={(event) => {
            const value = Math.round(Number(event.target.value));
            if (Number.isFinite(value) && value >= 1 && value <= 100) onChange({ threshold: value });
            else event.target.value = String(state.threshold);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
          }}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-value`}>{t('planActual.controls.value')}</Label>
        <NativeSelect
          id={`${id}-value`}
          value={state.value}
          onChange={(event) => onChange({ value: event.target.value as TPlanActualUrlState['value'] })}
        >
          {(['current', 'estimate'] as const).map((value) => (
            <option key={value} value={value}>
              {t(`planActual.controls.values.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </search>
  );
}

function Comparison({ data }: { data: TPlanActual }) {
  const { t } = useTranslation();
  const hasLedger = data.properties.some((property) => property.ledgerMonths > 0);
  const portfolioName = t('planActual.portfolio');
  return (
    <>
      <p className="text-muted-foreground" data-testid="plan-period">
        {data.period.from
          ? t('planActual.periodText', {
              from: formatMonth(data.period.from),
              to: formatMonth(data.period.to),
            })
          : t('planActual.sincePurchaseText', { to: formatMonth(data.period.to) })}{' '}
        {t('planActual.thresholdText', { threshold: formatNumber(data.threshold) })}
      </p>
      {hasLedger ? null : (
        <Card>
          <CardContent className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-center gap-2">
              <ReceiptText aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              {t('planActual.noLedger')}
            </p>
            <Button asChild variant="outline">
              <Link href="/ledger">{t('planActual.openLedger')}</Link>
            </Button>
          </CardContent>
        </Card>
      )}
      {data.properties.length > 1 ? (
        <Card role="region" aria-label={portfolioName}>
          <CardHeader>
            <CardTitle className="text-xl">{portfolioName}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <PlanLinesTable
              lines={data.portfolio.lines}
              explanations={data.portfolio.explanations}
              name={portfolioName}
            />
            <IrrLine
              rate={data.portfolio.irr.rate}
              reason={data.portfolio.irr.reason}
              detail={t('planActual.irr.portfolioEquity', {
                equity: formatCurrency(data.portfolio.irr.equityIfSold),
              })}
            />
          </CardContent>
        </Card>
      ) : null}
      {data.properties.map((property) => (
        <PropertyComparison key={property.propertyId} property={property} sellingCosts={data.sellingCosts} />
      ))}
    </>
  );
}

function PropertyComparison({
  property,
  sellingCosts,
}: {
  property: TPlanActualProperty;
  sellingCosts: number;
}) {
  const { t } = useTranslation();
  const name = `${property.address}, ${property.city}`;
  return (
    <Card role="region" aria-label={name}>
      <CardHeader className="flex flex-row flex-wrap items-baseline justify-between gap-2">
        <CardTitle className="text-xl">
          <Link href={`/properties/${property.propertyId}`} className="underline-offset-4 hover:underline">
            {name}
          </Link>
        </CardTitle>
        <p className="text-muted-foreground text-sm" data-testid="plan-months">
          {t('planActual.months', {
            months: formatNumber(property.period.months),
            ledger: formatNumber(property.ledgerMonths),
          })}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <PlanLinesTable lines={property.lines} explanations={property.explanations} name={name} />
        <IrrLine
          rate={property.irr.rate}
          reason={property.irr.reason}
          ledgerFrom={property.irr.ledgerFrom}
          detail={t('planActual.irr.equity', {
            equity: formatCurrency(property.irr.equityIfSold),
            value: formatCurrency(property.irr.value),
            basis: t(`planActual.irr.basis.${property.irr.valueBasis}`),
            selling: formatNumber(sellingCosts),
            loan: formatCurrency(property.irr.loanBalance),
            invested: formatCurrency(property.irr.cashInvested),
          })}
        />
      </CardContent>
    </Card>
  );
}

function IrrLine({
  rate,
  reason,
  ledgerFrom = null,
  detail,
}: {
  rate: number | null;
  reason: TIrrToDate['reason'];
  ledgerFrom?: string | null;
  detail: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-muted/50 p-3" data-testid="irr-to-date">
      <p className="font-medium">
        {t('planActual.irr.line', {
          value:
            rate !== null
              ? formatPercent(rate)
              : t(`planActual.irr.reasons.${reason ?? 'noRate'}`, {
                  date: ledgerFrom ? formatCalendarDate(ledgerFrom) : '',
                }),
        })}
      </p>
      <p className="text-muted-foreground text-sm">{detail}</p>
    </div>
  );
}
