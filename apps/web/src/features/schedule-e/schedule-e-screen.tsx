import type { TPropertyType, TScheduleE, TScheduleEProperty } from '@rentfolio/contracts';
import { scheduleEColumnLetter } from '@rentfolio/finance';
import { Download, FileText, Printer, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SectionError, SectionLoading } from '@/components/section-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { formatCurrency, formatNumber, formatPercentValue } from '@/lib/format';
import { useUrlState } from '@/lib/use-url-state';
import { cn } from '@/lib/utils';
import { scheduleECsvUrl, useScheduleE, ZScheduleEUrlState } from './api';
import { UseDialog } from './use-dialog';

/** The years the picker offers besides those with ledger rows: this one and the nine before. */
const YEARS_BACK = 10;

/**
 * /schedule-e (docs/product.md "Schedule E"): a tax year of the ledger on the lines of Schedule E, Part I, a column per
 * property, with its summary lines, a CSV and a printable page. The year is kept in the address.
 */
export function ScheduleEScreen() {
  const { t } = useTranslation();
  const url = useUrlState(ZScheduleEUrlState);
  const schedule = useScheduleE(url.state.year);
  const data = schedule.data ?? null;

  let body: ReactNode;
  if (schedule.isPending) body = <SectionLoading label={t('scheduleE.loading')} />;
  else if (schedule.isError || !data)
    body = <SectionError message={t('scheduleE.loadFailed')} onRetry={() => void schedule.refetch()} />;
  else if (data.properties.length === 0)
    body = (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <FileText aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="font-semibold text-xl">{t('scheduleE.empty.title', { year: data.year })}</h2>
          <p className="max-w-md text-muted-foreground">{t('scheduleE.empty.text', { year: data.year })}</p>
          <Button asChild>
            <Link href="/ledger">{t('scheduleE.empty.action')}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  else body = <Schedule data={data} />;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">
          {data ? `${t('scheduleE.title')} ${data.year}` : t('scheduleE.title')}
        </h1>
        <p className="max-w-3xl text-lg text-muted-foreground">{t('scheduleE.subtitle')}</p>
        <p className="text-muted-foreground text-sm">{t('scheduleE.notAdvice')}</p>
      </div>
      <Controls data={data} onYear={(year) => url.setState({ year })} />
      {body}
    </div>
  );
}

function Controls({ data, onYear }: { data: TScheduleE | null; onYear: (year: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const thisYear = new Date().getFullYear();
  const years = [
    ...new Set([
      ...(data?.years ?? []),
      ...Array.from({ length: YEARS_BACK }, (_, index) => thisYear - index),
      ...(data ? [data.year] : []),
    ]),
  ].sort((a, b) => b - a);
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-year`}>{t('scheduleE.year')}</Label>
        <NativeSelect
          id={`${id}-year`}
          className="w-36"
          value={data ? String(data.year) : ''}
          disabled={!data}
          onChange={(event) => onYear(Number(event.target.value))}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </NativeSelect>
      </div>
      {data && data.properties.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={scheduleECsvUrl(data.year)} download={`rentfolio-schedule-e-${data.year}.csv`}>
              <Download aria-hidden="true" />
              {t('scheduleE.download')}
            </a>
          </Button>
          <Button type="button" variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {t('scheduleE.print')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

const money = (amount: number | null) => (amount === null ? null : formatCurrency(amount));

function Schedule({ data }: { data: TScheduleE }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | null>(null);
  const editingIndex = data.properties.findIndex((property) => property.propertyId === editing);
  const editingProperty = data.properties[editingIndex];
  const { totals } = data;
  return (
    <>
      <section
        aria-label={t('scheduleE.summary.label', { year: data.year })}
        className="grid gap-3 sm:grid-cols-3 print:hidden"
      >
        {(
          [
            ['rents', totals.rents],
            ['expenses', totals.totalExpenses],
            ['total', totals.total],
          ] as const
        ).map(([key, amount]) => (
          <Card key={key} className="gap-1 py-4">
            <CardContent className="flex flex-col gap-1 px-4">
              <p className="text-muted-foreground text-sm">{t(`scheduleE.summary.${key}`)}</p>
              <p className="font-semibold text-2xl tabular-nums">{formatCurrency(amount)}</p>
            </CardContent>
          </Card>
        ))}
      </section>
      <LinesTable data={data} onEdit={setEditing} />
      <Notices properties={data.properties} />
      <Card className="break-inside-avoid">
        <CardHeader>
          <CardTitle>{t('scheduleE.totals.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr_auto]">
            {(
              [
                ['23a', 'rents', totals.rents],
                ['23c', 'mortgageInterest', totals.mortgageInterest],
                ['23e', 'totalExpenses', totals.totalExpenses],
                ['24', 'income', totals.income],
                ['25', 'losses', totals.losses],
                ['26', 'total', totals.total],
              ] as const
            ).map(([line, key, amount]) => (
              <div key={line} className="grid grid-cols-[3rem_1fr_auto] gap-2 sm:contents">
                <dt className="font-medium tabular-nums">{line}</dt>
                <dd className="text-muted-foreground">{t(`scheduleE.totals.${key}`)}</dd>
                <dd className={cn('text-right font-medium tabular-nums', line === '26' && 'font-semibold')}>
                  {formatCurrency(amount)}
                </dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      {editingProperty ? (
        <UseDialog
          key={editingProperty.propertyId}
          year={data.year}
          letter={scheduleEColumnLetter(editingIndex)}
          property={editingProperty}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

/** Part I: the form's lines as rows, each property a column (A, B, C…), as on the form and in the CSV. */
function LinesTable({ data, onEdit }: { data: TScheduleE; onEdit: (propertyId: number) => void }) {
  const { t } = useTranslation();
  const { properties } = data;
  const label = t('scheduleE.table.label', { year: data.year });
  const row = (line: string, item: ReactNode, cells: ReactNode[], options: { strong?: boolean } = {}) => (
    <tr
      key={`${line}-${String(item)}`}
      className={cn('border-t', options.strong && 'bg-muted/50 font-semibold')}
    >
      <th scope="row" className="w-12 px-3 py-2 text-left align-top font-medium tabular-nums">
        {line}
      </th>
      <th scope="row" className="min-w-48 px-3 py-2 text-left align-top font-normal">
        {item}
      </th>
      {cells.map((cell, index) => (
        <td
          // biome-ignore lint/suspicious/noArrayIndexKey: a column's place is its identity (A, B, C…).
          key={index}
          className="whitespace-nowrap px-3 py-2 text-right align-top tabular-nums"
        >
          {cell ?? <span className="text-muted-foreground">—</span>}
        </td>
      ))}
    </tr>
  );
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border bg-card outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 print:overflow-visible print:border-0"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-muted text-muted-foreground text-xs">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t('scheduleE.table.line')}
            </th>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t('scheduleE.table.item')}
            </th>
            {properties.map((property, index) => (
              <th
                key={property.propertyId}
                scope="col"
                className="min-w-36 px-3 py-2 text-right align-top font-medium"
              >
                <span className="block text-foreground">
                  {t('scheduleE.table.property', { letter: scheduleEColumnLetter(index) })}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="-mr-2 mt-1 h-7 px-2 print:hidden"
                  aria-label={t('scheduleE.table.useLabel', {
                    letter: scheduleEColumnLetter(index),
                    address: property.address,
                  })}
                  onClick={() => onEdit(property.propertyId)}
                >
                  <SlidersHorizontal aria-hidden="true" />
                  {t('scheduleE.table.use')}
                </Button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row(
            '1a',
            t('scheduleE.rows.address'),
            properties.map((p) => (
              <span key={p.propertyId} className="block whitespace-normal text-left">
                {[p.address, p.city, [p.state, p.zipCode].filter(Boolean).join(' ')]
                  .filter(Boolean)
                  .join(', ')}
              </span>
            )),
          )}
          {row(
            '1b',
            t('scheduleE.rows.type'),
            properties.map((p) => t(`dealForm.propertyTypes.${p.propertyType as TPropertyType}`)),
          )}
          {row(
            '2',
            t('scheduleE.rows.fairRentalDays'),
            properties.map((p) =>
              p.use.fairRentalDays === null ? null : formatNumber(p.use.fairRentalDays),
            ),
          )}
          {row(
            '2',
            t('scheduleE.rows.personalUseDays'),
            properties.map((p) => formatNumber(p.use.personalUseDays)),
          )}
          {row(
            '',
            t('scheduleE.rows.rentalPercent'),
            properties.map((p) => formatPercentValue(p.use.rentalPercent)),
          )}
          {row(
            '',
            t('scheduleE.rows.expenseShare'),
            properties.map((p) => formatPercentValue(p.expenseShare * 100)),
          )}
          {([3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19] as const).map((line) =>
            row(
              String(line),
              t(`scheduleE.lines.line${line}`),
              properties.map((p) => {
                const amount = p.lines.find((entry) => entry.line === line)?.amount ?? null;
                return line === 18 ? (
                  <span key={p.propertyId} className="text-muted-foreground">
                    {t('scheduleE.notComputed')}
                  </span>
                ) : (
                  money(amount)
                );
              }),
            ),
          )}
          {row(
            '20',
            t('scheduleE.rows.totalExpenses'),
            properties.map((p) => money(p.totalExpenses)),
            { strong: true },
          )}
          {row(
            '21',
            t('scheduleE.rows.income'),
            properties.map((p) => money(p.income)),
            { strong: true },
          )}
        </tbody>
      </table>
      <p className="border-t px-3 py-2 text-muted-foreground text-xs">{t('scheduleE.depreciationNote')}</p>
    </section>
  );
}

/** What Publication 527 says of a property used personally: a split, a home, or a rental too short to report. */
function Notices({ properties }: { properties: readonly TScheduleEProperty[] }) {
  const { t } = useTranslation();
  const notices = properties.flatMap((property, index) => {
    const letter = scheduleEColumnLetter(index);
    if (property.minimalRental) return [t('scheduleE.notices.minimal', { letter })];
    const texts: string[] = [];
    if (property.expenseShare < 1)
      texts.push(
        t('scheduleE.notices.split', { letter, share: formatPercentValue(property.expenseShare * 100) }),
      );
    if (property.usedAsHome) texts.push(t('scheduleE.notices.home', { letter }));
    return texts;
  });
  if (notices.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2 rounded-lg border bg-card p-4 text-sm">
      {notices.map((notice) => (
        <li key={notice}>{notice}</li>
      ))}
    </ul>
  );
}
