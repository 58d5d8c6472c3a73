import type { TProperty } from '@rentfolio/contracts';
import { ChevronRight } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatCurrency } from '@/lib/format';
import { cn } from '@/lib/utils';
import { formatBedsBaths, formatLocation, formatPercentOrNa, formatPropertyType } from './property-format';

export type PropertyResultRowProps = {
  property: TProperty;
  /** The id of the text that says where the link goes (one element for the whole list). */
  describedBy: string;
};

/**
 * One property of the results: a row of figures on a wide screen, a card on a phone (by the list's own width). The
 * address links to the property's page, and the whole row is its click target.
 */
export const PropertyResultRow = memo(function PropertyResultRow({
  property,
  describedBy,
}: PropertyResultRowProps) {
  const { t } = useTranslation();
  const hasRooms = property.bedrooms !== null || property.bathrooms !== null;
  const figures = [
    {
      key: 'purchasePrice',
      label: t('search.results.purchasePrice'),
      value: formatCurrency(property.purchasePrice),
    },
    {
      key: 'monthlyRent',
      label: t('search.results.monthlyRent'),
      value: formatCurrency(property.monthlyRent),
    },
    {
      key: 'monthlyCashFlow',
      label: t('search.results.monthlyCashFlow'),
      value: formatCurrency(property.monthlyCashFlow),
      isNegative: property.monthlyCashFlow < 0,
    },
    { key: 'roi', label: t('search.results.roi'), value: formatPercentOrNa(property.roi) },
    { key: 'capRate', label: t('search.results.capRate'), value: formatPercentOrNa(property.capRate) },
  ];

  return (
    <div className="pb-3">
      <div className="group relative flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-xs transition-colors hover:border-primary/40 hover:bg-accent/40 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/70 @3xl:flex-row @3xl:items-center @3xl:gap-4">
        <div className="flex min-w-0 items-start gap-2 @3xl:flex-1">
          <div className="min-w-0 flex-1">
            <h3 className="truncate font-semibold leading-snug">
              <Link
                href={`/properties/${property.id}`}
                aria-describedby={describedBy}
                className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-lg group-hover:text-primary"
              >
                {property.address}
              </Link>
            </h3>
            <p className="mt-1 text-muted-foreground text-sm">
              <span>{formatLocation(property)}</span>
              <span aria-hidden="true"> · </span>
              <span>{formatPropertyType(property.propertyType)}</span>
              {hasRooms ? (
                <>
                  <span aria-hidden="true"> · </span>
                  <span>{formatBedsBaths(property)}</span>
                </>
              ) : null}
            </p>
          </div>
          <ChevronRight
            className="mt-0.5 size-5 shrink-0 text-muted-foreground @3xl:hidden"
            aria-hidden="true"
          />
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 @md:grid-cols-5 @3xl:flex @3xl:shrink-0 @3xl:gap-4">
          {figures.map((figure) => (
            <div key={figure.key} className="flex min-w-0 flex-col @3xl:w-28 @3xl:items-end">
              <dt className="truncate text-muted-foreground text-xs">{figure.label}</dt>
              <dd className={cn('font-medium text-sm tabular-nums', figure.isNegative && 'text-destructive')}>
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
        <ChevronRight
          className="hidden size-5 shrink-0 text-muted-foreground @3xl:block"
          aria-hidden="true"
        />
      </div>
    </div>
  );
});

/**
 * A row that has not loaded yet: the same frame and lines as a row (so it takes about a row's height, as a row or as
 * a card), with grey bars for the text. Hidden from assistive technology; the list says "Loading..." once.
 */
export const PropertyResultRowPlaceholder = memo(function PropertyResultRowPlaceholder() {
  // Each bar sits in a box of its text line's height (leading-snug base, text-sm, text-xs), so the sizes match.
  return (
    <div className="pb-3">
      <div className="flex flex-col gap-3 rounded-lg border bg-card p-4 @3xl:flex-row @3xl:items-center @3xl:gap-4">
        <div className="min-w-0 @3xl:flex-1">
          <SkeletonLine className="h-[1.375rem]" bar="h-4 w-48" />
          <SkeletonLine className="mt-1 h-5" bar="h-3.5 w-64" />
        </div>
        <div className="grid grid-cols-2 gap-x-4 gap-y-2 @md:grid-cols-5 @3xl:flex @3xl:shrink-0 @3xl:gap-4">
          {PLACEHOLDER_FIGURES.map((key) => (
            <div key={key} className="flex flex-col @3xl:w-28 @3xl:items-end">
              <SkeletonLine className="h-4" bar="h-3 w-16" />
              <SkeletonLine className="h-5" bar="h-3.5 w-20" />
            </div>
          ))}
        </div>
        <span className="hidden size-5 shrink-0 @3xl:block" />
      </div>
    </div>
  );
});

const PLACEHOLDER_FIGURES = ['price', 'rent', 'cashFlow', 'roi', 'capRate'] as const;

function SkeletonLine({ className, bar }: { className: string; bar: string }) {
  return (
    <span className={cn('flex items-center', className)}>
      <span className={cn('block max-w-full rounded bg-muted motion-safe:animate-pulse', bar)} />
    </span>
  );
}
