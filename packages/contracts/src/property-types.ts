// Property types, without zod, so that deal.ts and property.ts share them without an import circle.

/** Every property type the product offers, stored by these slugs, and offered in this order on every screen. */
export const PROPERTY_TYPES = [
  'single-family',
  'duplex',
  'triplex',
  'fourplex',
  'townhouse',
  'condo',
  'apartment',
  'commercial',
] as const;
export type TPropertyType = (typeof PROPERTY_TYPES)[number];

/**
 * The display name of each type. One list, in this order, on every screen: search, deal form, onboarding, add and edit
 * (docs/product.md "Property types").
 */
export const PROPERTY_TYPE_LABELS: Record<TPropertyType, string> = {
  'single-family': 'Single Family',
  duplex: 'Duplex',
  triplex: 'Triplex',
  fourplex: 'Fourplex',
  townhouse: 'Townhouse',
  condo: 'Condo',
  apartment: 'Apartment',
  commercial: 'Commercial',
};

export function isPropertyType(value: unknown): value is TPropertyType {
  return typeof value === 'string' && (PROPERTY_TYPES as readonly string[]).includes(value);
}
