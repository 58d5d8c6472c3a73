import type { TProperty } from '@rentfolio/contracts';
import { computeEquity, computeLoanToday } from '@rentfolio/finance';
import { ArrowLeft, NotebookPen, Pencil, ReceiptText, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DeletePropertyDialog,
  PropertyLoadFailed,
  PropertyLoading,
  PropertyNotFound,
  parseRecordId,
} from '@/features/properties';
import {
  analyzePropertyDeal,
  MarketTrend,
  PropertyFacts,
  PropertyFigures,
  PropertyLoan,
  PropertyMarketCheck,
  SectionCard,
  usePropertyMarket,
} from '@/features/property-page';
import { isApiError } from '@/lib/api';
import { useProperty } from '@/lib/api/properties';
import { localIsoDate } from '@/lib/dates';

export type PropertyPageProps = { id: string };

/**
 * /properties/:id: one property to read. Its facts, its figures (with the deal screen's formula popovers), its loan
 * today and the payments left, the rent and value against the market, the metro's trend, and its notes; Edit and
 * Delete. An id that is not the user's (or not an id at all) shows the not-found state.
 */
export function PropertyPage({ id }: PropertyPageProps) {
  const { t } = useTranslation();
  const propertyId = parseRecordId(id);
  const property = useProperty(propertyId);

  if (propertyId === null) return <PropertyNotFound />;
  // The property on screen stays while a change refreshes it, so a delete never flashes 'not found'.
  if (property.data) return <PropertyView key={property.data.id} property={property.data} />;
  if (property.isPending) return <PropertyLoading label={t('propertyPage.loading')} />;
  if (property.isError && !(isApiError(property.error) && property.error.status === 404)) {
    return <PropertyLoadFailed onRetry={() => void property.refetch()} />;
  }
  return <PropertyNotFound />;
}

function PropertyView({ property }: { property: TProperty }) {
  const { t } = useTranslation();
  const market = usePropertyMarket(property.id);
  const analysis = useMemo(() => analyzePropertyDeal(property), [property]);
  const loan = useMemo(() => computeLoanToday(property, localIsoDate()), [property]);
  const equity = computeEquity(property, market.data?.valueEstimate.estimatedValue ?? null, loan.balance);
  const place = [property.city, property.state, property.zipCode].filter(Boolean).join(', ');

  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="property-page">
      <PropertyHeader property={property} place={place} />

      {analysis ? <PropertyFigures analysis={analysis} /> : null}

      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <PropertyMarketCheck
            property={property}
            market={market.data}
            isLoading={market.isPending}
            isError={market.isError}
            onRetry={() => void market.refetch()}
          />
          <PropertyLoan property={property} loan={loan} equity={equity} />
          <MarketTrend property={property} />
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-6">
          <PropertyFacts property={property} />
          <SectionCard icon={NotebookPen} title={t('propertyPage.notes.title')} testId="property-notes">
            {property.notes ? (
              <p className="whitespace-pre-line break-words text-sm">{property.notes}</p>
            ) : (
              <p className="text-muted-foreground text-sm">{t('propertyPage.notes.empty')}</p>
            )}
          </SectionCard>
        </div>
      </div>
    </div>
  );
}

function PropertyHeader({ property, place }: { property: TProperty; place: string }) {
  const { t } = useTranslation();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <Link
        href="/"
        className="inline-flex items-center gap-1.5 self-start rounded-sm text-muted-foreground text-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('propertyPage.backToDashboard')}
      </Link>
      <div className="flex min-w-0 flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="break-words font-bold text-3xl tracking-tight sm:text-4xl">{property.address}</h1>
          <p className="flex flex-wrap items-center gap-2 text-lg text-muted-foreground">
            <span className="break-words">{place}</span>
            <Badge variant="secondary">{t(`dealForm.propertyTypes.${property.propertyType}`)}</Badge>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link
              href={`/ledger?property=${property.id}`}
              aria-label={t('ledger.ofProperty', { address: property.address })}
            >
              <ReceiptText aria-hidden="true" />
              {t('nav.ledger')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link
              href={`/properties/${property.id}/edit`}
              aria-label={t('propertyPage.editLabel', { address: property.address })}
            >
              <Pencil aria-hidden="true" />
              {t('propertyPage.edit')}
            </Link>
          </Button>
          <Button
            variant="outline"
            className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={() => setIsConfirmOpen(true)}
          >
            <Trash2 aria-hidden="true" />
            {t('propertyPage.delete')}
          </Button>
        </div>
      </div>

      <DeletePropertyDialog
        property={property}
        open={isConfirmOpen}
        onClose={() => setIsConfirmOpen(false)}
      />
    </div>
  );
}
