import type { TProperty, TPropertyType } from '@rentfolio/contracts';
import { i18n } from '@/i18n';
import { formatPercentValue } from '@/lib/format';

/** The shared display of a property's facts on the search and comparison screens. */

export function formatPropertyType(type: TPropertyType): string {
  return i18n.t(`search.propertyTypes.${type}`);
}

/** 'Denver, CO', or just the city when no state was given. */
export function formatLocation(property: Pick<TProperty, 'city' | 'state'>): string {
  return property.state ? `${property.city}, ${property.state}` : property.city;
}

/** '3 beds · 2 baths'; a count that was not given is left out, and 'n/a' when neither was. */
export function formatBedsBaths(property: Pick<TProperty, 'bedrooms' | 'bathrooms'>): string {
  const parts: string[] = [];
  if (property.bedrooms !== null) parts.push(i18n.t('search.bedrooms', { count: property.bedrooms }));
  if (property.bathrooms !== null) parts.push(i18n.t('search.bathrooms', { count: property.bathrooms }));
  return parts.length > 0 ? parts.join(' · ') : i18n.t('search.notAvailable');
}

/** A percentage the API answered (null is "n/a", docs/product.md "Deal formulas"). */
export function formatPercentOrNa(value: number | null): string {
  return value === null ? i18n.t('search.notAvailable') : formatPercentValue(value);
}
