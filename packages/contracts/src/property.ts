import { z } from 'zod';
import {
  clearableNumber,
  DEAL_FIELD_RULES,
  dealInputFields,
  dealOutputFields,
  optionalNumber,
  parseNumericText,
  percentOrNull,
} from './deal';
import {
  DEFAULT_PAGE_SIZE,
  idParam,
  MAX_PAGE_SIZE,
  MAX_PROPERTIES_PER_USER,
  MONEY_LIMITS,
  optionalText,
  queryInteger,
  requiredText,
  roundDollarsToCents,
  safeText,
} from './fields';
import { fieldMessage, type TFieldId } from './message-codes';
import { PROPERTY_TYPES } from './property-types';

/** The states the search offers (docs/product.md "Data"). */
export const SEARCH_STATES = ['CO', 'TX', 'AZ', 'CA', 'FL', 'WA', 'NY', 'IL'] as const;

export const PROPERTY_MESSAGES = {
  notFound: 'Property not found.',
  addressRequired: 'Address is required.',
  cityRequired: 'City is required.',
  stateRule: 'State must be 2 letters, for example CO.',
  zipCode: 'ZIP code must be 5 digits, or 5 digits, a hyphen and 4 more (80205 or 80205-1234).',
  propertyType: `Property type must be one of ${PROPERTY_TYPES.join(', ')}.`,
  purchaseDate: 'Purchase date must be a real date written as YYYY-MM-DD.',
  purchaseDateFuture: 'Purchase date cannot be in the future.',
  isOccupied: 'Occupied must be true or false.',
  bulkEmpty: 'Add at least one property.',
  bulkTooMany: 'Send at most 1,000 properties at a time.',
  priceRange: 'The minimum price cannot be more than the maximum price.',
  roiRange: 'The minimum ROI cannot be more than the maximum ROI.',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A US ZIP code: five digits, or ZIP+4. */
const ZIP_CODE = /^\d{5}(-\d{4})?$/;

/** A real calendar date written YYYY-MM-DD (2025-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const ZState = z
  .string({ error: PROPERTY_MESSAGES.stateRule })
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: PROPERTY_MESSAGES.stateRule })
  .transform((value) => value.toUpperCase());

const ZPropertyType = z.enum(PROPERTY_TYPES, { error: PROPERTY_MESSAGES.propertyType });

const ZPurchaseDate = z
  .string({ error: PROPERTY_MESSAGES.purchaseDate })
  .trim()
  .refine(isIsoDate, { error: PROPERTY_MESSAGES.purchaseDate });

/** Optional money; null clears it (currentValue falls back to the purchase price). Rounded to cents first. */
const nullableMoney = (field: TFieldId) =>
  z.preprocess(
    (value) => {
      if (value === null) return null;
      const parsed = parseNumericText(value);
      return typeof parsed === 'number' ? roundDollarsToCents(parsed) : parsed;
    },
    z
      .number({ error: fieldMessage('notNumber', { field }) })
      .refine(Number.isFinite, { error: fieldMessage('notNumber', { field }), abort: true })
      .min(0, { error: fieldMessage('negative', { field }), abort: true })
      .max(MONEY_LIMITS.price, { error: fieldMessage('atMost', { field, max: MONEY_LIMITS.price }) })
      .nullable()
      .optional(),
  );

/**
 * The fields of a property (docs/product.md "Data" and docs/product.md "Portfolio figures"). Numbers may be sent as numbers or numeric text; omitted deal
 * fields take the deal form's defaults (vacancy 5, down payment 20, interest 7.5, term 30, closing costs 3).
 */
const propertyFields = {
  address: requiredText('address', 200, PROPERTY_MESSAGES.addressRequired),
  city: requiredText('city', 100, PROPERTY_MESSAGES.cityRequired),
  state: ZState.nullable().optional(),
  zipCode: optionalText('zipCode', 10)
    .refine((value) => value === undefined || value === '' || ZIP_CODE.test(value), {
      error: PROPERTY_MESSAGES.zipCode,
    })
    .nullable(),
  propertyType: ZPropertyType,
  bedrooms: clearableNumber({ field: 'bedrooms', min: 0, max: 100, integer: true }),
  bathrooms: clearableNumber({ field: 'bathrooms', min: 0, max: 100, decimals: 2 }),
  squareFeet: clearableNumber({ field: 'squareFeet', min: 0, max: 10_000_000, integer: true }),
  // Every deal input of the registry; a property needs only its price (omitted inputs take the defaults).
  ...dealInputFields(['purchasePrice']),
  purchaseDate: ZPurchaseDate.nullable().optional(),
  currentValue: nullableMoney('currentValue'),
  isOccupied: z.boolean({ error: PROPERTY_MESSAGES.isOccupied }).optional(),
  notes: optionalText('notes', 5000, { multiline: true }),
};

// POST /api/properties – one property
// (No component id: it is also nested in the bulk request, and a shared id would collide in the OpenAPI document.)
export const ZPropertyInput = z.object(propertyFields, { error: 'Send the property as a JSON object.' });
export type TPropertyInput = z.input<typeof ZPropertyInput>;
export type TPropertyFields = z.output<typeof ZPropertyInput>;

// PATCH /api/properties/:id – any subset of the fields; null clears the optional ones (state, ZIP code, bedrooms,
// bathrooms, square feet, purchase date, current value)
export const ZPropertyPatch = z
  .object(
    {
      ...propertyFields,
      address: propertyFields.address.optional(),
      city: propertyFields.city.optional(),
      propertyType: ZPropertyType.optional(),
      purchasePrice: optionalNumber(DEAL_FIELD_RULES.purchasePrice),
    },
    { error: 'Send the changes as a JSON object.' },
  )
  .meta({ id: 'PropertyPatch' });
export type TPropertyPatch = z.output<typeof ZPropertyPatch>;

// POST /api/properties/bulk – several properties in one transaction (onboarding), all or none
export const ZBulkPropertiesRequest = z
  .object(
    {
      properties: z
        .array(ZPropertyInput, { error: PROPERTY_MESSAGES.bulkEmpty })
        .min(1, { error: PROPERTY_MESSAGES.bulkEmpty })
        .max(1000, { error: PROPERTY_MESSAGES.bulkTooMany }),
    },
    { error: 'Send the properties as a JSON object.' },
  )
  .meta({ id: 'BulkPropertiesRequest' });
export type TBulkPropertiesRequest = z.input<typeof ZBulkPropertiesRequest>;

/** A property with its computed figures (docs/product.md "Portfolio figures"): money in dollars, percentages rounded to 2 decimals. */
export const ZProperty = z
  .object({
    id: z.number().int(),
    address: z.string(),
    city: z.string(),
    state: z.string().nullable().describe('Two capital letters, or null when not given.'),
    zipCode: z.string().nullable(),
    propertyType: ZPropertyType,
    bedrooms: z.number().nullable(),
    bathrooms: z.number().nullable(),
    squareFeet: z.number().nullable(),
    ...dealOutputFields(),
    purchaseDate: z.string().nullable().describe('YYYY-MM-DD.'),
    currentValue: z
      .number()
      .nullable()
      .describe('What the owner says it is worth now; null means the purchase price.'),
    isOccupied: z.boolean(),
    notes: z.string().nullable(),
    createdAt: z.string().describe('ISO 8601, UTC.'),
    updatedAt: z.string().describe('ISO 8601, UTC.'),
    capRate: percentOrNull,
    cashFlow: z.number().describe('Annual cash flow.'),
    monthlyCashFlow: z.number(),
    roi: percentOrNull,
    cashOnCashReturn: percentOrNull,
  })
  .meta({ id: 'Property' });
export type TProperty = z.infer<typeof ZProperty>;

export const ZPropertyIdParams = z.object({ id: idParam('property') });

// GET /api/properties?limit=N&offset=M – newest first, one page (DEFAULT_PAGE_SIZE unless limit says otherwise), with
// the number of all the caller's properties in X-Total-Count
export const ZPropertyListQuery = z.object({
  limit: queryInteger('limit', 1, MAX_PAGE_SIZE).optional(),
  offset: queryInteger('offset', 0, MAX_PROPERTIES_PER_USER).optional(),
});

/** A search filter: empty, null or 'all' clears it (docs/product.md "Input rules" (Search filters)). */
function clearable<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (value === null || value === undefined) return undefined;
    if (typeof value === 'string' && (value.trim() === '' || value.trim().toLowerCase() === 'all'))
      return undefined;
    return value;
  }, schema.optional());
}

const searchNumber = (field: TFieldId) =>
  clearable(
    z.preprocess(
      parseNumericText,
      z
        .number({ error: fieldMessage('notNumber', { field }) })
        .refine(Number.isFinite, { error: fieldMessage('notNumber', { field }) }),
    ),
  );

/** The header that carries the number of all matches of a search, when a page (limit) was asked for. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

// POST /api/properties/search – the caller's properties matching every filter given, newest first; with limit and
// offset, one page of them, and the number of all matches in the X-Total-Count header
/** What a search can be sorted by (docs/api.md): newest first by default. */
export const SEARCH_SORT_KEYS = ['newest', 'price', 'rent', 'cashFlow', 'capRate', 'roi'] as const;
export type TSearchSortKey = (typeof SEARCH_SORT_KEYS)[number];
export const SEARCH_SORT_ORDERS = ['asc', 'desc'] as const;
export type TSearchSortOrder = (typeof SEARCH_SORT_ORDERS)[number];

export const ZPropertySearchRequest = z
  .object(
    {
      query: clearable(
        safeText('searchText').max(200, {
          error: fieldMessage('atMostCharacters', { field: 'searchText', max: 200 }),
        }),
      ).describe('Matches address, city, state or ZIP code, ignoring case.'),
      city: clearable(
        safeText('city').max(100, { error: fieldMessage('atMostCharacters', { field: 'city', max: 100 }) }),
      ).describe('Part of the city name, ignoring case.'),
      state: clearable(ZState),
      propertyType: clearable(ZPropertyType),
      minPrice: searchNumber('minPrice'),
      maxPrice: searchNumber('maxPrice'),
      minROI: searchNumber('minROI'),
      maxROI: searchNumber('maxROI'),
      sortBy: z
        .enum(SEARCH_SORT_KEYS, { error: `sortBy must be one of ${SEARCH_SORT_KEYS.join(', ')}.` })
        .optional()
        .describe('The order of the matches: newest (the default), price, rent, cashFlow, capRate or roi.'),
      sortOrder: z
        .enum(SEARCH_SORT_ORDERS, { error: 'sortOrder must be asc or desc.' })
        .optional()
        .describe(
          'desc (the default: highest or newest first) or asc. Properties without the figure come last.',
        ),
      limit: z
        .number({ error: 'limit must be a whole number from 1 to 1000.' })
        .int({ error: 'limit must be a whole number from 1 to 1000.' })
        .min(1, { error: 'limit must be a whole number from 1 to 1000.' })
        .max(1000, { error: 'limit must be a whole number from 1 to 1000.' })
        .optional()
        .describe(`At most this many matches (a page); without it, ${DEFAULT_PAGE_SIZE}.`),
      offset: z
        .number({ error: 'offset must be a whole number of 0 or more.' })
        .int({ error: 'offset must be a whole number of 0 or more.' })
        .min(0, { error: 'offset must be a whole number of 0 or more.' })
        .optional()
        .describe('Skip this many matches (with limit).'),
    },
    { error: 'Send the filters as a JSON object.' },
  )
  .refine((f) => f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice, {
    error: PROPERTY_MESSAGES.priceRange,
    path: ['minPrice'],
  })
  .refine((f) => f.minROI === undefined || f.maxROI === undefined || f.minROI <= f.maxROI, {
    error: PROPERTY_MESSAGES.roiRange,
    path: ['minROI'],
  })
  .meta({ id: 'PropertySearchRequest' });
export type TPropertySearchRequest = z.input<typeof ZPropertySearchRequest>;
export type TPropertySearchFilters = z.output<typeof ZPropertySearchRequest>;

export const ZBulkPropertiesResponse = z
  .object({ created: z.number().int(), properties: z.array(ZProperty) })
  .meta({ id: 'BulkPropertiesResponse' });
