import type { TProperty } from '@rentfolio/contracts';
import { ArrowRight, Building, Home, Plus, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SectionError, SectionLoading } from '@/components/section-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useProperties } from '@/lib/api/properties';
import { formatCurrency, formatNumber, formatPercentValue } from '@/lib/format';
import { cn } from '@/lib/utils';

/** docs/product.md "Limits" (Dashboard lists: 3 properties). */
export const RECENT_PROPERTIES_COUNT = 3;

const EXAMPLE_KEYS = ['first', 'second', 'third'] as const;

/**
 * Recent Properties (docs/product.md "Screens" (Dashboard)): the 3 newest, each opening its edit screen; View All opens the search.
 * With no properties, the ways to add some and three sample lines shown as examples, never as data.
 */
export function RecentProperties() {
  const { t } = useTranslation();
  const titleId = useId();
  const properties = useProperties(RECENT_PROPERTIES_COUNT);
  const hasProperties = (properties.data?.length ?? 0) > 0;

  return (
    <Card aria-labelledby={titleId} role="region" className="h-full gap-5" data-testid="recent-properties">
      <CardHeader className="flex-row items-start justify-between gap-3 px-5 sm:px-6">
        <div className="flex flex-col gap-1.5">
          <CardTitle id={titleId} className="flex items-center gap-2 text-lg">
            <span
              aria-hidden="true"
              className="inline-flex size-7 items-center justify-center rounded-md bg-accent text-accent-foreground"
            >
              <Building className="size-4" />
            </span>
            {t('dashboard.recent.title')}
          </CardTitle>
          {hasProperties ? <CardDescription>{t('dashboard.recent.text')}</CardDescription> : null}
        </div>
        {hasProperties ? (
          <Button variant="outline" size="sm" asChild>
            <Link href="/property-search" aria-label={t('dashboard.recent.viewAllLabel')}>
              {t('dashboard.recent.viewAll')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </CardHeader>

      <CardContent className="px-5 sm:px-6">
        {properties.isPending ? (
          <SectionLoading label={t('dashboard.loadingProperties')} />
        ) : properties.isError || !properties.data ? (
          <SectionError
            message={t('dashboard.recent.loadFailed')}
            onRetry={() => void properties.refetch()}
          />
        ) : hasProperties ? (
          <ul className="flex flex-col gap-3">
            {properties.data.slice(0, RECENT_PROPERTIES_COUNT).map((property) => (
              <li key={property.id}>
                <RecentPropertyCard property={property} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyPortfolio />
        )}
      </CardContent>
    </Card>
  );
}

function formatPlace(property: TProperty): string {
  return property.state ? `${property.city}, ${property.state}` : property.city;
}

function RecentPropertyCard({ property }: { property: TProperty }) {
  const { t } = useTranslation();
  const notGiven = t('dashboard.recent.notGiven');
  const roi = property.roi;

  return (
    <article
      data-testid="recent-property"
      className="relative flex flex-col gap-3 rounded-lg border bg-background p-4 transition-colors focus-within:ring-[3px] focus-within:ring-ring hover:bg-muted/60"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 className="line-clamp-2 break-words font-semibold text-sm">
            {/* The link covers the whole card (its ::after), so the card is one target with one name. */}
            <Link
              href={`/properties/${property.id}`}
              aria-label={t('propertyPage.links.open', { address: property.address })}
              className="outline-none after:absolute after:inset-0 after:rounded-lg"
              data-testid="recent-property-address"
            >
              {property.address}
            </Link>
          </h3>
          <p className="truncate text-muted-foreground text-xs" data-testid="recent-property-place">
            {formatPlace(property)}
          </p>
        </div>
        <Badge variant="secondary" data-testid="recent-property-type">
          {t(`dealForm.propertyTypes.${property.propertyType}`)}
        </Badge>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-xs">
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">{t('dashboard.recent.bedsBathsLabel')}</dt>
          <dd className="font-medium tabular-nums" data-testid="recent-property-rooms">
            {t('dashboard.recent.bedsBaths', {
              bedrooms: property.bedrooms === null ? notGiven : formatNumber(property.bedrooms),
              bathrooms: property.bathrooms === null ? notGiven : formatNumber(property.bathrooms),
            })}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">{t('dashboard.recent.purchasePrice')}</dt>
          <dd className="font-medium tabular-nums" data-testid="recent-property-price">
            {formatCurrency(property.purchasePrice, { isWhole: true })}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">{t('dashboard.recent.roi')}</dt>
          <dd
            className={cn('font-medium tabular-nums', roi !== null && roi < 0 && 'text-destructive')}
            data-testid="recent-property-roi"
          >
            {roi === null ? t('dashboard.recent.roiNotAvailable') : formatPercentValue(roi)}
          </dd>
        </div>
      </dl>
    </article>
  );
}

function EmptyPortfolio() {
  const { t } = useTranslation();
  const examplesId = useId();
  return (
    <div className="flex flex-col gap-5" data-testid="recent-properties-empty">
      <div className="flex flex-col items-center gap-2 text-center">
        <span
          aria-hidden="true"
          className="inline-flex size-10 items-center justify-center rounded-full bg-accent text-accent-foreground"
        >
          <Home className="size-5" />
        </span>
        <h3 className="font-semibold">{t('dashboard.recent.emptyTitle')}</h3>
        <p className="max-w-sm text-muted-foreground text-sm">{t('dashboard.recent.emptyText')}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button asChild>
          <Link href="/add-property">
            <Plus aria-hidden="true" />
            {t('dashboard.recent.addFirst')}
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link href="/onboarding">
            <Sparkles aria-hidden="true" />
            {t('dashboard.recent.wizard')}
          </Link>
        </Button>
      </div>
      <figure
        aria-labelledby={examplesId}
        className="flex flex-col gap-2 rounded-lg border border-dashed px-4 py-3"
        data-testid="recent-properties-examples"
      >
        <figcaption className="flex flex-col gap-0.5">
          <span id={examplesId} className="font-medium text-sm">
            {t('dashboard.recent.examplesTitle')}
          </span>
          <span className="text-muted-foreground text-xs">{t('dashboard.recent.examplesNote')}</span>
        </figcaption>
        <ul className="flex flex-col gap-1.5 text-muted-foreground text-xs">
          {EXAMPLE_KEYS.map((key) => (
            <li key={key} className="flex items-start gap-2">
              <span
                aria-hidden="true"
                className="mt-1.5 size-1.5 shrink-0 rounded-full bg-muted-foreground/60"
              />
              <span className="italic">{t(`dashboard.recent.examples.${key}`)}</span>
            </li>
          ))}
        </ul>
      </figure>
    </div>
  );
}
