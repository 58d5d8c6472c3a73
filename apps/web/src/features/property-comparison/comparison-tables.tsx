import type { TProperty } from '@rentfolio/contracts';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SourceAttribution } from '@/components/source-attribution';
import {
  formatBedsBaths,
  formatLocation,
  formatPercentOrNa,
  formatPropertyType,
} from '@/features/property-search';
import { formatCurrency, formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { ComparisonEstimateCell, useComparedProperties } from './comparison-estimate';
import { computeEntryCost } from './comparison-model';

type ComparisonRow = {
  key: string;
  label: string;
  isNegative?: (property: TProperty) => boolean;
} & (
  | { getText: (property: TProperty) => string }
  /** A cell with more than text: the value estimate with its button. */
  | { render: (property: TProperty) => ReactNode }
);

export type ComparisonTablesProps = {
  /** The properties in the order they were picked: one column each. */
  properties: readonly TProperty[];
};

/** Side-by-side details and the financial metrics table (docs/product.md "Screens" (Property Comparison)). */
export function ComparisonTables({ properties: selected }: ComparisonTablesProps) {
  const { t } = useTranslation();
  // As stored now, so that a current value changed here (Use this estimate) shows.
  const properties = useComparedProperties(selected);
  const na = t('search.notAvailable');

  const detailRows: ComparisonRow[] = [
    { key: 'cityState', label: t('search.comparison.cityState'), getText: formatLocation },
    {
      key: 'propertyType',
      label: t('search.comparison.propertyType'),
      getText: (property) => formatPropertyType(property.propertyType),
    },
    { key: 'bedsBaths', label: t('search.comparison.bedsBaths'), getText: formatBedsBaths },
    {
      key: 'squareFeet',
      label: t('search.comparison.squareFeet'),
      getText: (property) => (property.squareFeet === null ? na : formatNumber(property.squareFeet)),
    },
    {
      key: 'purchasePrice',
      label: t('search.comparison.purchasePrice'),
      getText: (property) => formatCurrency(property.purchasePrice),
    },
    {
      key: 'currentValue',
      label: t('search.comparison.currentValue'),
      // docs/product.md "Portfolio figures": the current value defaults to the purchase price.
      getText: (property) => formatCurrency(property.currentValue ?? property.purchasePrice),
    },
    {
      key: 'estimatedValue',
      label: t('propertyPage.value.estimatedValue'),
      render: (property) => <ComparisonEstimateCell property={property} />,
    },
    {
      key: 'occupied',
      label: t('search.comparison.occupied'),
      getText: (property) => (property.isOccupied ? t('search.comparison.yes') : t('search.comparison.no')),
    },
  ];

  const metricRows: ComparisonRow[] = [
    {
      key: 'monthlyRent',
      label: t('search.comparison.monthlyRent'),
      getText: (property) => formatCurrency(property.monthlyRent),
    },
    {
      key: 'operatingExpenses',
      label: t('search.comparison.operatingExpenses'),
      getText: (property) => formatCurrency(property.operatingExpenses),
    },
    {
      key: 'monthlyCashFlow',
      label: t('search.comparison.monthlyCashFlow'),
      getText: (property) => formatCurrency(property.monthlyCashFlow),
      isNegative: (property) => property.monthlyCashFlow < 0,
    },
    {
      key: 'annualCashFlow',
      label: t('search.comparison.annualCashFlow'),
      getText: (property) => formatCurrency(property.cashFlow),
      isNegative: (property) => property.cashFlow < 0,
    },
    {
      key: 'capRate',
      label: t('search.comparison.capRate'),
      getText: (property) => formatPercentOrNa(property.capRate),
      isNegative: (property) => (property.capRate ?? 0) < 0,
    },
    {
      key: 'roi',
      label: t('search.comparison.roi'),
      getText: (property) => formatPercentOrNa(property.roi),
      isNegative: (property) => (property.roi ?? 0) < 0,
    },
    {
      key: 'cashOnCashReturn',
      label: t('search.comparison.cashOnCashReturn'),
      getText: (property) => formatPercentOrNa(property.cashOnCashReturn),
      isNegative: (property) => (property.cashOnCashReturn ?? 0) < 0,
    },
    {
      key: 'entryCost',
      label: t('search.comparison.entryCost'),
      getText: (property) => formatCurrency(computeEntryCost(property)),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <ComparisonTable
        title={t('search.comparison.detailsTitle')}
        properties={properties}
        rows={detailRows}
        footer={<SourceAttribution wording="propertyPage" sources={['zillow']} />}
      />
      <ComparisonTable
        title={t('search.comparison.metricsTitle')}
        properties={properties}
        rows={metricRows}
        note={t('search.comparison.entryCostHint')}
      />
    </div>
  );
}

type ComparisonTableProps = {
  title: string;
  properties: readonly TProperty[];
  rows: readonly ComparisonRow[];
  note?: string;
  /** Under the table, after the note (the market data's attribution). */
  footer?: ReactNode;
};

/**
 * One figure per row and one property per column, in a box that scrolls sideways on a phone (the page itself never
 * does); the row labels stay in view. The box is focusable, so that it can be scrolled from the keyboard.
 */
function ComparisonTable({ title, properties, rows, note, footer }: ComparisonTableProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className="flex flex-col gap-3">
      <h2 id={titleId} className="font-semibold text-xl tracking-tight">
        {title}
      </h2>
      <section
        aria-labelledby={titleId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className="overflow-x-auto rounded-lg border bg-card outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
      >
        <table className="w-full min-w-[34rem] table-fixed border-collapse text-sm tabular-nums">
          <caption className="sr-only">{title}</caption>
          <thead className="bg-muted">
            <tr>
              <th
                scope="col"
                className="sticky left-0 z-10 w-32 bg-muted sm:w-44 px-3 py-2.5 text-left font-medium text-muted-foreground text-xs"
              >
                {t('search.comparison.field')}
              </th>
              {properties.map((property) => (
                <th key={property.id} scope="col" className="px-3 py-2.5 text-left font-semibold">
                  <Link
                    href={`/properties/${property.id}`}
                    className="rounded-sm underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
                  >
                    {property.address}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t">
                <th
                  scope="row"
                  className="sticky left-0 z-10 bg-card px-3 py-2 text-left font-medium text-muted-foreground"
                >
                  {row.label}
                </th>
                {properties.map((property) => (
                  <td
                    key={property.id}
                    data-field={row.key}
                    className={cn('px-3 py-2', row.isNegative?.(property) && 'text-destructive')}
                  >
                    {'render' in row ? row.render(property) : row.getText(property)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {note ? <p className="text-muted-foreground text-xs">{note}</p> : null}
      {footer}
    </div>
  );
}
