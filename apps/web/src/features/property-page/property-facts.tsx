import type { TProperty } from '@rentfolio/contracts';
import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatCurrency, formatNumber } from '@/lib/format';
import { SectionCard } from './section-card';

export type PropertyFactsProps = { property: TProperty };

/** What the property is: its address, type, rooms, size, purchase, value and occupancy. */
export function PropertyFacts({ property }: PropertyFactsProps) {
  const { t } = useTranslation();
  const notGiven = t('propertyPage.facts.notGiven');
  const facts = [
    { key: 'address', value: property.address },
    { key: 'city', value: property.city },
    { key: 'state', value: property.state ?? notGiven },
    { key: 'zipCode', value: property.zipCode ?? notGiven },
    { key: 'propertyType', value: t(`dealForm.propertyTypes.${property.propertyType}`) },
    { key: 'bedrooms', value: property.bedrooms === null ? notGiven : formatNumber(property.bedrooms) },
    { key: 'bathrooms', value: property.bathrooms === null ? notGiven : formatNumber(property.bathrooms) },
    {
      key: 'squareFeet',
      value:
        property.squareFeet === null
          ? notGiven
          : t('propertyPage.facts.squareFeetValue', { value: formatNumber(property.squareFeet) }),
    },
    {
      key: 'purchaseDate',
      value: property.purchaseDate === null ? notGiven : formatCalendarDate(property.purchaseDate),
    },
    { key: 'purchasePrice', value: formatCurrency(property.purchasePrice) },
    {
      key: 'currentValue',
      value:
        property.currentValue === null
          ? t('propertyPage.facts.currentValueIsPrice', { value: formatCurrency(property.purchasePrice) })
          : formatCurrency(property.currentValue),
    },
    {
      key: 'occupancy',
      value: property.isOccupied ? t('propertyPage.facts.occupied') : t('propertyPage.facts.vacant'),
    },
  ] as const;

  return (
    <SectionCard icon={House} title={t('propertyPage.facts.title')} testId="property-facts">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        {facts.map((fact) => (
          <div
            key={fact.key}
            data-fact={fact.key}
            className={
              fact.key === 'address'
                ? 'col-span-2 flex min-w-0 flex-col gap-0.5'
                : 'flex min-w-0 flex-col gap-0.5'
            }
          >
            <dt className="text-muted-foreground text-xs">{t(`propertyPage.facts.${fact.key}`)}</dt>
            <dd className="break-words font-medium text-sm tabular-nums">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
