import type { TProperty, TRentRoll, TRentRollUnit } from '@rentfolio/contracts';
import { RENT_ROLL_LIMITS, RENT_ROLL_MESSAGES } from '@rentfolio/contracts';
import type { TFunction } from 'i18next';
import { Building2, CalendarCheck, DoorOpen, Pencil, Percent, Plus, Trash2, Wallet } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link } from 'wouter';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { SectionError, SectionLoading } from '@/components/section-states';
import { StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { translateMessage } from '@/i18n/translate-message';
import { useProperties } from '@/lib/api/properties';
import { getServerMessage } from '@/lib/api-errors';
import {
  formatCalendarDate,
  formatCurrency,
  formatMonth,
  formatPercentValue,
  formatShortMonth,
} from '@/lib/format';
import { useUrlState } from '@/lib/use-url-state';
import { cn } from '@/lib/utils';
import { useDeleteUnit, useRentRoll, useSaveGraceDays, ZRentRollUrlState } from './api';
import { UnitDialog } from './unit-dialog';

/** Properties the screen's choices list: far past a 1-to-50-door landlord's portfolio. */
const PROPERTY_LIMIT = 1000;
/** The months the "last month shown" picker offers: two years back and one ahead of this one. */
const MONTHS_BACK = 24;
const MONTHS_AHEAD = 12;

type TStatus = TRentRollUnit['months'][number]['status'];

const STATUS_STYLES: Record<TStatus, string> = {
  paid: 'border-emerald-600/30 bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  partial: 'border-amber-600/30 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  late: 'border-destructive/40 bg-destructive/10 text-destructive dark:text-red-300',
  due: 'border-border bg-muted text-foreground',
  none: 'border-transparent text-muted-foreground',
};

/** A month written YYYY-MM, `offset` months from this one, in UTC as the server counts months. */
function monthFrom(offset: number, now = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * /rent-roll (docs/product.md "Rent roll"): each unit with its tenant and lease, the rent due against the rent the
 * ledger received over 12 months, economic occupancy, and the grace period after which unpaid rent is late.
 */
export function RentRollScreen() {
  const { t } = useTranslation();
  const url = useUrlState(ZRentRollUrlState);
  const roll = useRentRoll(url.state);
  const properties = useProperties(PROPERTY_LIMIT);
  const [dialog, setDialog] = useState<{ editing: TRentRollUnit | null } | null>(null);
  const [deleting, setDeleting] = useState<TRentRollUnit | null>(null);
  const propertyList = properties.data ?? [];
  const data = roll.data ?? null;

  let body: ReactNode;
  if (roll.isPending || properties.isPending) body = <SectionLoading label={t('rentRoll.loading')} />;
  else if (roll.isError || !data)
    body = <SectionError message={t('rentRoll.loadFailed')} onRetry={() => void roll.refetch()} />;
  else if (data.units.length === 0 && data.unassigned.length === 0)
    body = <EmptyState hasProperties={propertyList.length > 0} onAdd={() => setDialog({ editing: null })} />;
  else
    body = (
      <>
        <Summary data={data} />
        <UnitsTable
          data={data}
          onEdit={(unit) => setDialog({ editing: unit })}
          onDelete={(unit) => setDeleting(unit)}
        />
        <History data={data} />
      </>
    );

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('rentRoll.title')}</h1>
          <p className="max-w-3xl text-lg text-muted-foreground">{t('rentRoll.subtitle')}</p>
        </div>
        {propertyList.length > 0 ? (
          <Button type="button" className="self-start" onClick={() => setDialog({ editing: null })}>
            <Plus aria-hidden="true" />
            {t('rentRoll.addUnit')}
          </Button>
        ) : null}
      </div>
      <Controls
        properties={propertyList}
        state={url.state}
        graceDays={data?.graceDays ?? null}
        onChange={(change) => url.setState(change, { history: 'replace' })}
      />
      {body}
      <Dialog
        open={dialog !== null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
      >
        {dialog ? (
          <UnitDialog
            properties={propertyList}
            editing={dialog.editing}
            defaultPropertyId={
              url.state.property ?? (propertyList.length === 1 ? (propertyList[0]?.id ?? null) : null)
            }
            onDone={() => setDialog(null)}
          />
        ) : null}
      </Dialog>
      <DeleteUnitDialog unit={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function EmptyState({ hasProperties, onAdd }: { hasProperties: boolean; onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <DoorOpen aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="font-semibold text-xl">{t('rentRoll.empty.title')}</h2>
        <p className="max-w-md text-muted-foreground">
          {hasProperties ? t('rentRoll.empty.text') : t('rentRoll.empty.noProperties')}
        </p>
        {hasProperties ? (
          <Button type="button" onClick={onAdd}>
            <Plus aria-hidden="true" />
            {t('rentRoll.addUnit')}
          </Button>
        ) : (
          <Button asChild>
            <Link href="/add-property">{t('rentRoll.empty.addProperty')}</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function Controls({
  properties,
  state,
  graceDays,
  onChange,
}: {
  properties: readonly TProperty[];
  state: { through: string | null; property: number | null };
  graceDays: number | null;
  onChange: (change: Partial<{ through: string | null; property: number | null }>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const saveGrace = useSaveGraceDays();
  const thisMonth = monthFrom(0);
  const months = Array.from({ length: MONTHS_BACK + MONTHS_AHEAD + 1 }, (_, index) =>
    monthFrom(MONTHS_AHEAD - index),
  );
  const through = state.through ?? thisMonth;
  const [graceError, setGraceError] = useState<string | null>(null);

  const submitGrace = (text: string) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < 0 || value > RENT_ROLL_LIMITS.maxGraceDays) {
      setGraceError(translateMessage(RENT_ROLL_MESSAGES.graceDays));
      return;
    }
    setGraceError(null);
    if (value === graceDays) return;
    saveGrace.mutate(
      { graceDays: value },
      {
        onSuccess: () => toast.success(t('rentRoll.grace.saved')),
        onError: (error) =>
          setGraceError(translateMessage(getServerMessage(error) ?? t('rentRoll.grace.failed'))),
      },
    );
  };

  return (
    <search
      aria-label={t('rentRoll.title')}
      className="grid gap-3 rounded-lg border bg-card p-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-through`}>{t('rentRoll.through')}</Label>
        <NativeSelect
          id={`${id}-through`}
          value={months.includes(through) ? through : thisMonth}
          onChange={(event) =>
            onChange({ through: event.target.value === thisMonth ? null : event.target.value })
          }
        >
          {months.map((month) => (
            <option key={month} value={month}>
              {formatMonth(month)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-property`}>{t('rentRoll.property')}</Label>
        <NativeSelect
          id={`${id}-property`}
          value={state.property === null ? '' : String(state.property)}
          onChange={(event) => onChange({ property: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{t('rentRoll.allProperties')}</option>
          {properties.map((property) => (
            <option key={property.id} value={property.id}>
              {property.address}, {property.city}
            </option>
          ))}
        </NativeSelect>
      </div>
      {graceDays !== null ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-grace`}>{t('rentRoll.grace.label')}</Label>
          <Input
            id={`${id}-grace`}
            type="number"
            inputMode="numeric"
            min={0}
            max={RENT_ROLL_LIMITS.maxGraceDays}
            step={1}
            defaultValue={graceDays}
            key={graceDays}
            aria-invalid={graceError ? true : undefined}
            aria-describedby={`${id}-grace-hint${graceError ? ` ${id}-grace-error` : ''}`}
            onBlur={(event) => submitGrace(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.currentTarget.blur();
            }}
          />
          <p id={`${id}-grace-hint`} className="text-muted-foreground text-xs">
            {t('rentRoll.grace.hint')}
          </p>
          {graceError ? (
            <p id={`${id}-grace-error`} role="alert" className="text-destructive text-sm">
              {graceError}
            </p>
          ) : null}
        </div>
      ) : null}
    </search>
  );
}

function Summary({ data }: { data: TRentRoll }) {
  const { t } = useTranslation();
  const { totals } = data;
  return (
    <section aria-label={t('rentRoll.summary.label', { month: formatMonth(data.through) })}>
      <h2 className="mb-3 font-semibold text-lg">
        {t('rentRoll.summary.label', { month: formatMonth(data.through) })}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label={t('rentRoll.summary.scheduled')}
          icon={CalendarCheck}
          value={formatCurrency(totals.scheduled)}
          valueTestId="summary-value"
          headingLevel={3}
        >
          <p className="text-muted-foreground text-xs">{t('rentRoll.summary.scheduledHint')}</p>
        </StatCard>
        <StatCard
          label={t('rentRoll.summary.received')}
          icon={Wallet}
          value={formatCurrency(totals.received)}
          valueTestId="summary-value"
          headingLevel={3}
        >
          <p className="text-muted-foreground text-xs">{t('rentRoll.summary.receivedHint')}</p>
        </StatCard>
        <StatCard
          label={t('rentRoll.summary.occupancy')}
          icon={Percent}
          value={
            totals.occupancy === null
              ? t('rentRoll.summary.none')
              : formatPercentValue(totals.occupancy * 100)
          }
          valueTestId="summary-value"
          headingLevel={3}
        >
          <p className="text-muted-foreground text-xs">{t('rentRoll.summary.occupancyHint')}</p>
        </StatCard>
      </div>
    </section>
  );
}

/** What a month received against what was due: "$800 of $1,500", or what came in with nothing due. */
function MonthAmounts({ month }: { month: TRentRollUnit['months'][number] }) {
  const { t } = useTranslation();
  return (
    <>
      {month.status === 'none'
        ? t('rentRoll.history.cellNone', { received: formatCurrency(month.received) })
        : t('rentRoll.history.cell', {
            received: formatCurrency(month.received),
            due: formatCurrency(month.due),
          })}
    </>
  );
}

/** A month's status in words (never colour alone), with the days late once late. */
export function StatusBadge({ status, daysLate }: { status: TStatus; daysLate: number }) {
  const { t } = useTranslation();
  const text =
    status === 'late' && daysLate > 0
      ? t('rentRoll.status.lateDays', { count: daysLate })
      : t(`rentRoll.status.${status}`);
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center whitespace-nowrap rounded-full border px-2 py-0.5 font-medium text-xs',
        STATUS_STYLES[status],
      )}
    >
      {text}
    </span>
  );
}

function leaseText(unit: TRentRollUnit, t: TFunction): string {
  if (!unit.leaseStart) return t('rentRoll.table.vacant');
  const start = formatCalendarDate(unit.leaseStart);
  return unit.leaseEnd
    ? t('rentRoll.table.leaseRange', { start, end: formatCalendarDate(unit.leaseEnd) })
    : `${t('rentRoll.table.leaseFrom', { start })}, ${t('rentRoll.table.monthToMonth')}`;
}

/** "Ends in N days" under a lease that ends within the rent roll's warning window; nothing otherwise. */
function LeaseEndsSoon({ days }: { days: number | null }) {
  const { t } = useTranslation();
  if (days === null || days > RENT_ROLL_LIMITS.leaseEndingDays) return null;
  return (
    <span className="block font-medium text-amber-800 text-xs dark:text-amber-300">
      {t('rentRoll.table.endsIn', { count: days })}
    </span>
  );
}

/** A unit's Edit and Delete, named with the unit and its address; compact (icons, words from lg) in the table. */
function UnitActions({
  unit,
  onEdit,
  onDelete,
  isCompact,
}: {
  unit: TRentRollUnit;
  onEdit: (unit: TRentRollUnit) => void;
  onDelete: (unit: TRentRollUnit) => void;
  isCompact: boolean;
}) {
  const { t } = useTranslation();
  const who = { unit: unit.label, address: unit.address };
  const word = (text: string) => (isCompact ? <span className="hidden lg:inline">{text}</span> : text);
  return (
    <div className={cn('flex', isCompact ? 'justify-end gap-1' : 'gap-2')}>
      <Button
        type="button"
        variant={isCompact ? 'ghost' : 'outline'}
        size="sm"
        aria-label={t('rentRoll.table.editLabel', who)}
        onClick={() => onEdit(unit)}
      >
        <Pencil aria-hidden="true" />
        {word(t('rentRoll.table.edit'))}
      </Button>
      <Button
        type="button"
        variant={isCompact ? 'ghost' : 'outline'}
        size="sm"
        aria-label={t('rentRoll.table.deleteLabel', who)}
        onClick={() => onDelete(unit)}
      >
        <Trash2 aria-hidden="true" />
        {word(t('rentRoll.table.delete'))}
      </Button>
    </div>
  );
}

/**
 * A box that scrolls sideways on a phone, reachable by keyboard; `startAtEnd` shows its last columns first (the latest
 * months).
 */
function ScrollBox({
  label,
  children,
  startAtEnd = false,
}: {
  label: string;
  children: ReactNode;
  startAtEnd?: boolean;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (startAtEnd && box) box.scrollLeft = box.scrollWidth;
  }, [startAtEnd]);
  return (
    <section
      ref={ref}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border bg-card outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
    >
      {children}
    </section>
  );
}

function UnitsTable({
  data,
  onEdit,
  onDelete,
}: {
  data: TRentRoll;
  onEdit: (unit: TRentRollUnit) => void;
  onDelete: (unit: TRentRollUnit) => void;
}) {
  const { t } = useTranslation();
  const month = formatMonth(data.through);
  const label = t('rentRoll.table.label', { month });
  return (
    <>
      {/* A phone: one card per unit, so the status is seen without scrolling sideways. */}
      <section aria-label={label} className="flex flex-col gap-3 sm:hidden">
        <h2 className="sr-only">{label}</h2>
        {data.units.map((unit) => {
          const last = unit.months[unit.months.length - 1];
          return (
            <article
              key={unit.id}
              aria-label={`${unit.label}, ${unit.address}`}
              className="flex flex-col gap-2 rounded-lg border bg-card p-4"
              data-testid="unit-card"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="font-medium">{unit.label}</h3>
                  <p className="text-muted-foreground text-xs">{unit.address}</p>
                </div>
                {last ? <StatusBadge status={last.status} daysLate={last.daysLate} /> : null}
              </div>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">{t('rentRoll.table.tenant')}</dt>
                <dd>{unit.tenantName || '—'}</dd>
                <dt className="text-muted-foreground">{t('rentRoll.table.lease')}</dt>
                <dd>
                  {leaseText(unit, t)}
                  <LeaseEndsSoon days={unit.leaseEndsInDays} />
                </dd>
                <dt className="text-muted-foreground">{t('rentRoll.table.rent')}</dt>
                <dd className="tabular-nums">
                  {formatCurrency(unit.rent)} · {t('rentRoll.table.dueOn', { day: unit.dueDay })}
                </dd>
                <dt className="text-muted-foreground">{t('rentRoll.table.deposit')}</dt>
                <dd className="tabular-nums">{formatCurrency(unit.deposit)}</dd>
                <dt className="text-muted-foreground">{t('rentRoll.table.thisMonth', { month })}</dt>
                <dd className="tabular-nums">{last ? <MonthAmounts month={last} /> : null}</dd>
              </dl>
              <UnitActions unit={unit} onEdit={onEdit} onDelete={onDelete} isCompact={false} />
            </article>
          );
        })}
      </section>
      <div className="hidden sm:block">
        <ScrollBox label={label}>
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{label}</caption>
            <thead className="bg-muted text-muted-foreground text-xs">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  {t('rentRoll.table.unit')}
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  {t('rentRoll.table.tenant')}
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  {t('rentRoll.table.lease')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t('rentRoll.table.rent')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t('rentRoll.table.deposit')}
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  {t('rentRoll.table.thisMonth', { month })}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  <span className="sr-only">{t('rentRoll.table.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.units.map((unit) => {
                const last = unit.months[unit.months.length - 1];
                return (
                  <tr key={unit.id} className="border-t align-top" data-testid="unit-row">
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      <span className="block">{unit.label}</span>
                      <Link
                        href={`/properties/${unit.propertyId}`}
                        className="block font-normal text-muted-foreground text-xs underline-offset-2 hover:underline"
                      >
                        {unit.address}
                      </Link>
                    </th>
                    <td className="px-3 py-2">
                      {unit.tenantName || <span className="text-muted-foreground">—</span>}
                    </td>
                    <td className="px-3 py-2">
                      <span className="block whitespace-nowrap">{leaseText(unit, t)}</span>
                      <LeaseEndsSoon days={unit.leaseEndsInDays} />
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      {formatCurrency(unit.rent)}
                      <span className="block text-muted-foreground text-xs">
                        {t('rentRoll.table.dueOn', { day: unit.dueDay })}
                      </span>
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      {formatCurrency(unit.deposit)}
                    </td>
                    <td className="px-3 py-2">
                      {last ? (
                        <span className="flex flex-col gap-1">
                          <StatusBadge status={last.status} daysLate={last.daysLate} />
                          <span className="whitespace-nowrap text-muted-foreground text-xs tabular-nums">
                            <MonthAmounts month={last} />
                          </span>
                        </span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2">
                      <UnitActions unit={unit} onEdit={onEdit} onDelete={onDelete} isCompact />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollBox>
      </div>
    </>
  );
}

/** The 12 months: each unit's status and rent received, the rent assigned to no unit, the totals and occupancy. */
function History({ data }: { data: TRentRoll }) {
  const { t } = useTranslation();
  const label = t('rentRoll.history.label', { month: formatMonth(data.through) });
  const cellClass = 'whitespace-nowrap px-2 py-2 text-right align-top tabular-nums';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Building2 aria-hidden="true" className="size-5" />
          {t('rentRoll.history.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ScrollBox label={label} startAtEnd>
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{label}</caption>
            <thead className="bg-muted text-muted-foreground text-xs">
              <tr>
                <th scope="col" className="sticky left-0 bg-muted px-3 py-2 text-left font-medium">
                  {t('rentRoll.history.unit')}
                </th>
                {data.months.map((month) => (
                  <th key={month} scope="col" className="px-2 py-2 text-right font-medium">
                    {formatShortMonth(`${month}-01T00:00:00Z`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.units.map((unit) => (
                <tr key={unit.id} className="border-t">
                  <th scope="row" className="sticky left-0 bg-card px-3 py-2 text-left font-medium">
                    {unit.label}
                    <span className="block font-normal text-muted-foreground text-xs">{unit.address}</span>
                  </th>
                  {unit.months.map((month) => (
                    <td key={month.month} className={cellClass}>
                      <span className="flex flex-col items-end gap-1">
                        <StatusBadge status={month.status} daysLate={month.daysLate} />
                        <span className="text-xs">{formatCurrency(month.received, { isWhole: true })}</span>
                      </span>
                    </td>
                  ))}
                </tr>
              ))}
              {data.unassigned.map((row) => (
                <tr key={row.propertyId} className="border-t">
                  <th scope="row" className="sticky left-0 bg-card px-3 py-2 text-left font-medium">
                    {t('rentRoll.history.unassigned')}
                    <span className="block font-normal text-muted-foreground text-xs">
                      {t('rentRoll.history.unassignedHint', { address: row.address })}
                    </span>
                  </th>
                  {row.received.map((amount, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a month's place is its identity.
                    <td key={index} className={cellClass}>
                      {formatCurrency(amount, { isWhole: true })}
                    </td>
                  ))}
                </tr>
              ))}
              <tr className="border-t bg-muted/50 font-medium">
                <th scope="row" className="sticky left-0 bg-muted px-3 py-2 text-left">
                  {t('rentRoll.history.total')}
                  <span className="block font-normal text-muted-foreground text-xs">
                    {t('rentRoll.history.totalHint')}
                  </span>
                </th>
                {data.totals.months.map((month) => (
                  <td key={month.month} className={cellClass}>
                    {formatCurrency(month.received, { isWhole: true })}
                    <span className="block font-normal text-muted-foreground text-xs">
                      {formatCurrency(month.due, { isWhole: true })}
                    </span>
                  </td>
                ))}
              </tr>
              <tr className="border-t">
                <th scope="row" className="sticky left-0 bg-card px-3 py-2 text-left font-medium">
                  {t('rentRoll.history.occupancyRow')}
                </th>
                {data.totals.months.map((month) => (
                  <td key={month.month} className={cellClass}>
                    {month.occupancy === null ? '—' : formatPercentValue(month.occupancy * 100, 0)}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </ScrollBox>
      </CardContent>
    </Card>
  );
}

function DeleteUnitDialog({ unit, onClose }: { unit: TRentRollUnit | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteUnit();
  return (
    <ConfirmDeleteDialog
      open={unit !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('rentRoll.deleteDialog.title', { unit: unit?.label ?? '' })}
      description={t('rentRoll.deleteDialog.description')}
      cancelLabel={t('rentRoll.dialog.cancel')}
      confirmLabel={t('rentRoll.deleteDialog.confirm')}
      pendingLabel={t('rentRoll.deleteDialog.deleting')}
      isPending={remove.isPending}
      holdWhilePending
      onConfirm={() => {
        if (!unit) return;
        remove.mutate(unit.id, {
          onSuccess: () => {
            toast.success(t('rentRoll.deleteDialog.deleted'));
            onClose();
          },
          onError: (error) => {
            toast.error(translateMessage(getServerMessage(error) ?? t('rentRoll.deleteDialog.failed')));
            onClose();
          },
        });
      }}
    />
  );
}
