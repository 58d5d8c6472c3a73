import type { TLedgerTransaction, TProperty } from '@rentfolio/contracts';
import type { TLedgerCategory } from '@rentfolio/finance';
import {
  ArrowDownLeft,
  ArrowUpRight,
  Building2,
  ChevronLeft,
  ChevronRight,
  FileUp,
  Plus,
  ReceiptText,
  Scale,
  SearchX,
  Tags,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link, useSearch } from 'wouter';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { SectionError, SectionLoading } from '@/components/section-states';
import { StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { translateMessage } from '@/i18n/translate-message';
import { useProperties } from '@/lib/api/properties';
import { getServerMessage } from '@/lib/api-errors';
import { formatCalendarDate, formatCurrency, formatNumber } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  EMPTY_LEDGER_FILTERS,
  LEDGER_PAGE_SIZE,
  type LedgerFilters,
  useDeleteTransaction,
  useLedgerPage,
  useRecategorizeTransactions,
} from './api';
import { CategorySelect } from './category-select';
import { LedgerTable } from './ledger-table';
import { PropertySelect } from './property-select';
import { RecurringSection } from './recurring-section';
import { TransactionDialog } from './transaction-dialog';

/** The properties a ledger can book on: the newest 1,000 (a landlord has 1 to 50 doors; docs/product.md "Ledger"). */
const PROPERTY_LIMIT = 1000;

/** /ledger (docs/product.md "Ledger"): every transaction of the portfolio, filtered, paged and totalled. */
export function LedgerScreen() {
  const { t } = useTranslation();
  const properties = useProperties(PROPERTY_LIMIT);
  // A property's page links here with ?property=<id>: the list opens filtered to it.
  const search = useSearch();
  const [filters, setFilters] = useState<LedgerFilters>(() => {
    const id = Number(new URLSearchParams(search).get('property'));
    return Number.isInteger(id) && id > 0
      ? { ...EMPTY_LEDGER_FILTERS, propertyId: id }
      : EMPTY_LEDGER_FILTERS;
  });
  const [offset, setOffset] = useState(0);
  const text = useDebouncedValue(filters.q, 300);
  const applied = useMemo(() => ({ ...filters, q: text }), [filters, text]);
  // The list waits for the properties, so that a link's property is known to be the user's before it is asked for.
  const isKnownProperty =
    applied.propertyId === null ||
    (properties.data?.some((property) => property.id === applied.propertyId) ?? false);
  const page = useLedgerPage(applied, offset, properties.isSuccess && isKnownProperty);
  const [dialog, setDialog] = useState<{ editing: TLedgerTransaction | null } | null>(null);
  const [deleting, setDeleting] = useState<TLedgerTransaction | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const byId = useMemo(
    () => new Map((properties.data ?? []).map((property) => [property.id, property] as const)),
    [properties.data],
  );

  // A link to a property that is not (or no longer) the user's opens the whole ledger.
  useEffect(() => {
    if (filters.propertyId !== null && properties.data && !byId.has(filters.propertyId))
      setFilters((current) => ({ ...current, propertyId: null }));
  }, [filters.propertyId, properties.data, byId]);

  const changeFilters = (change: Partial<LedgerFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setOffset(0);
    setSelected(new Set());
  };
  const hasFilters = JSON.stringify(filters) !== JSON.stringify(EMPTY_LEDGER_FILTERS);
  const onlyProperty = properties.data?.length === 1 ? (properties.data[0]?.id ?? null) : null;

  const header = (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="flex flex-col gap-1">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('ledger.title')}</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">{t('ledger.subtitle')}</p>
      </div>
      {properties.data && properties.data.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href="/ledger/import">
              <FileUp aria-hidden="true" />
              {t('ledger.bankImport.open')}
            </Link>
          </Button>
          <Button type="button" onClick={() => setDialog({ editing: null })}>
            <Plus aria-hidden="true" />
            {t('ledger.add')}
          </Button>
        </div>
      ) : null}
    </div>
  );

  let body: ReactNode;
  if (properties.isPending || (page.isPending && !page.data)) {
    body = <SectionLoading label={t('ledger.loading')} />;
  } else if (properties.isError || page.isError || !page.data) {
    body = (
      <SectionError
        message={t('ledger.loadFailed')}
        onRetry={() => {
          void properties.refetch();
          void page.refetch();
        }}
      />
    );
  } else if ((properties.data ?? []).length === 0) {
    body = (
      <EmptyState
        icon={<Building2 aria-hidden="true" className="size-10 text-muted-foreground" />}
        title={t('ledger.noProperties.title')}
        text={t('ledger.noProperties.text')}
        action={
          <Button asChild>
            <Link href="/add-property">{t('ledger.noProperties.action')}</Link>
          </Button>
        }
      />
    );
  } else if (page.data.totals.count === 0 && !hasFilters) {
    body = (
      <EmptyState
        icon={<ReceiptText aria-hidden="true" className="size-10 text-muted-foreground" />}
        title={t('ledger.empty.title')}
        text={t('ledger.empty.text')}
        action={
          <Button type="button" onClick={() => setDialog({ editing: null })}>
            <Plus aria-hidden="true" />
            {t('ledger.add')}
          </Button>
        }
      />
    );
  } else {
    const { items, totals } = page.data;
    body = (
      <>
        <Filters filters={filters} properties={properties.data ?? []} onChange={changeFilters} />
        <section aria-label={t('ledger.totals.label')} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <StatCard
            label={t('ledger.totals.moneyIn')}
            icon={ArrowDownLeft}
            value={formatCurrency(totals.moneyIn)}
            valueTestId="ledger-money-in"
          />
          <StatCard
            label={t('ledger.totals.moneyOut')}
            icon={ArrowUpRight}
            value={formatCurrency(totals.moneyOut)}
            valueTestId="ledger-money-out"
          />
          <StatCard
            label={t('ledger.totals.net')}
            icon={Scale}
            value={formatCurrency(totals.net)}
            valueTestId="ledger-net"
            isNegative={totals.net < 0}
          >
            <p className="mt-auto text-muted-foreground text-xs">
              {t('ledger.totals.count', { count: totals.count })}
            </p>
          </StatCard>
        </section>
        {items.length === 0 ? (
          <EmptyState
            icon={<SearchX aria-hidden="true" className="size-10 text-muted-foreground" />}
            title={t('ledger.noMatches')}
            action={
              <Button type="button" variant="outline" onClick={() => changeFilters(EMPTY_LEDGER_FILTERS)}>
                {t('ledger.clearFilters')}
              </Button>
            }
          />
        ) : (
          <>
            {selected.size > 0 ? <BulkBar selected={selected} onDone={() => setSelected(new Set())} /> : null}
            <LedgerTable
              rows={items}
              properties={byId}
              selected={selected}
              onSelect={(id, isSelected) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (isSelected) next.add(id);
                  else next.delete(id);
                  return next;
                })
              }
              onSelectAll={(isSelected) =>
                setSelected(isSelected ? new Set(items.map((row) => row.id)) : new Set())
              }
              onEdit={(row) => setDialog({ editing: row })}
              onDelete={setDeleting}
            />
            <Paging
              offset={offset}
              shown={items.length}
              total={totals.count}
              onChange={(next) => {
                setOffset(next);
                setSelected(new Set());
              }}
            />
          </>
        )}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {header}
      {body}
      {properties.data && properties.data.length > 0 ? (
        <RecurringSection
          properties={properties.data}
          defaultPropertyId={filters.propertyId ?? onlyProperty}
        />
      ) : null}
      <TransactionDialog
        open={dialog !== null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        properties={properties.data ?? []}
        editing={dialog?.editing ?? null}
        defaultPropertyId={filters.propertyId ?? onlyProperty}
      />
      <DeleteTransactionDialog row={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        {icon}
        <h2 className="font-semibold text-xl">{title}</h2>
        {text ? <p className="max-w-md text-muted-foreground">{text}</p> : null}
        {action}
      </CardContent>
    </Card>
  );
}

function Filters({
  filters,
  properties,
  onChange,
}: {
  filters: LedgerFilters;
  properties: readonly TProperty[];
  onChange: (change: Partial<LedgerFilters>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <search
      aria-label={t('ledger.filters.label')}
      className="grid gap-3 rounded-lg border bg-card p-3 sm:grid-cols-2 lg:grid-cols-[1.2fr_9.5rem_9.5rem_1.2fr_1fr]"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-property`}>{t('ledger.filters.property')}</Label>
        <PropertySelect
          id={`${id}-property`}
          properties={properties}
          emptyLabel={t('ledger.filters.allProperties')}
          value={filters.propertyId === null ? '' : String(filters.propertyId)}
          onChange={(event) =>
            onChange({ propertyId: event.target.value === '' ? null : Number(event.target.value) })
          }
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-from`}>{t('ledger.filters.from')}</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-to`}>{t('ledger.filters.to')}</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-category`}>{t('ledger.filters.category')}</Label>
        <CategorySelect
          id={`${id}-category`}
          emptyLabel={t('ledger.filters.allCategories')}
          emptyValue="all"
          value={filters.category}
          onChange={(event) => onChange({ category: event.target.value as TLedgerCategory | 'all' })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-q`}>{t('ledger.filters.search')}</Label>
        <Input
          id={`${id}-q`}
          type="search"
          maxLength={200}
          value={filters.q}
          onChange={(event) => onChange({ q: event.target.value })}
        />
      </div>
    </search>
  );
}

function Paging({
  offset,
  shown,
  total,
  onChange,
}: {
  offset: number;
  shown: number;
  total: number;
  onChange: (offset: number) => void;
}) {
  const { t } = useTranslation();
  if (total <= LEDGER_PAGE_SIZE) return null;
  return (
    <nav aria-label={t('ledger.paging.label')} className="flex items-center justify-between gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={offset === 0}
        onClick={() => onChange(Math.max(0, offset - LEDGER_PAGE_SIZE))}
      >
        <ChevronLeft aria-hidden="true" />
        {t('ledger.paging.previous')}
      </Button>
      <p className="text-muted-foreground text-sm tabular-nums" aria-live="polite">
        {t('ledger.paging.range', {
          from: formatNumber(offset + 1),
          to: formatNumber(offset + shown),
          total: formatNumber(total),
        })}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={offset + shown >= total}
        onClick={() => onChange(offset + LEDGER_PAGE_SIZE)}
      >
        {t('ledger.paging.next')}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

function BulkBar({ selected, onDone }: { selected: ReadonlySet<number>; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [category, setCategory] = useState<TLedgerCategory | ''>('');
  const recategorize = useRecategorizeTransactions();
  return (
    <form
      aria-label={t('ledger.bulk.selected', { count: selected.size })}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-primary/40 bg-primary/5 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (category === '') return;
        recategorize.mutate(
          { ids: [...selected], category },
          {
            onSuccess: ({ updated }) => {
              toast.success(t('ledger.bulk.done', { count: updated }));
              setCategory('');
              onDone();
            },
            onError: (error) =>
              toast.error(t('ledger.bulk.failed'), {
                description: translateMessage(getServerMessage(error) ?? ''),
              }),
          },
        );
      }}
    >
      <p className="self-center font-medium text-sm" role="status">
        {t('ledger.bulk.selected', { count: selected.size })}
      </p>
      <div className="flex min-w-56 flex-1 flex-col gap-1.5">
        <Label htmlFor={`${id}-category`}>{t('ledger.bulk.category')}</Label>
        <CategorySelect
          id={`${id}-category`}
          value={category}
          onChange={(event) => setCategory(event.target.value as TLedgerCategory | '')}
        />
      </div>
      <Button type="submit" disabled={category === '' || recategorize.isPending}>
        <Tags aria-hidden="true" />
        {t('ledger.bulk.apply')}
      </Button>
      <Button type="button" variant="ghost" onClick={onDone}>
        {t('ledger.bulk.clear')}
      </Button>
    </form>
  );
}

function DeleteTransactionDialog({ row, onClose }: { row: TLedgerTransaction | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteTransaction();
  const failure = remove.error ? t('ledger.delete.failed') : null;
  return (
    <ConfirmDeleteDialog
      open={row !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
      title={t('ledger.delete.title')}
      description={
        row
          ? t('ledger.delete.description', {
              payee: row.payee || t('ledger.table.noPayee'),
              date: formatCalendarDate(row.date),
              amount: formatCurrency(row.amount),
            })
          : ''
      }
      cancelLabel={t('ledger.delete.cancel')}
      confirmLabel={t('ledger.delete.confirm')}
      pendingLabel={t('ledger.delete.deleting')}
      isPending={remove.isPending}
      onConfirm={() => {
        if (!row) return;
        remove.mutate(row.id, {
          onSuccess: () => {
            toast.success(t('ledger.delete.done'));
            onClose();
          },
        });
      }}
    >
      {failure ? (
        <p role="alert" className="text-destructive text-sm">
          {failure}
        </p>
      ) : null}
    </ConfirmDeleteDialog>
  );
}
