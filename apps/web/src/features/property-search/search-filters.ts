import {
  PROPERTY_MESSAGES,
  SEARCH_SORT_KEYS,
  SEARCH_SORT_ORDERS,
  type TPropertySearchRequest,
  type TSearchSortKey,
  type TSearchSortOrder,
  ZPropertySearchRequest,
} from '@rentfolio/contracts';
import { z } from 'zod';
import { i18n } from '@/i18n';
import { translateMessage } from '@/i18n/translate-message';
import type { TUrlStateOptions } from '@/lib/use-url-state';

/** The search filters as typed: every one a string, '' meaning "not filtered" ('All' in the two lists). */
export type SearchFilterValues = {
  query: string;
  city: string;
  state: string;
  propertyType: string;
  minPrice: string;
  maxPrice: string;
  minROI: string;
  maxROI: string;
};

export type SearchFilterName = keyof SearchFilterValues;
export type SearchFilterErrors = Partial<Record<SearchFilterName, string>>;

export const SEARCH_FILTER_NAMES = [
  'query',
  'city',
  'state',
  'propertyType',
  'minPrice',
  'maxPrice',
  'minROI',
  'maxROI',
] as const satisfies readonly SearchFilterName[];

export const EMPTY_SEARCH_FILTERS: SearchFilterValues = {
  query: '',
  city: '',
  state: '',
  propertyType: '',
  minPrice: '',
  maxPrice: '',
  minROI: '',
  maxROI: '',
};

const NUMERIC_FILTERS = ['minPrice', 'maxPrice', 'minROI', 'maxROI'] as const;

function isSearchFilterName(name: string): name is SearchFilterName {
  return (SEARCH_FILTER_NAMES as readonly string[]).includes(name);
}

/** A contracts message in the interface language (the range messages have their own texts); others as they are. */
export function translateFilterMessage(message: string): string {
  if (message === PROPERTY_MESSAGES.priceRange) return i18n.t('search.filters.priceRange');
  if (message === PROPERTY_MESSAGES.roiRange) return i18n.t('search.filters.roiRange');
  return translateMessage(message);
}

export type SearchRequestResult =
  | { success: true; request: TPropertySearchRequest }
  | { success: false; errors: SearchFilterErrors };

/**
 * The request body of POST /api/properties/search (docs/product.md "Input rules" (Search filters)): numeric filters become numbers, and an
 * empty filter is left out (the server clears '' and 'all' alike). It is checked with the server's own schema, so
 * the browser refuses what the server would (a reversed price or ROI range) with the same words.
 */
export function toSearchRequest(values: SearchFilterValues): SearchRequestResult {
  const request: Record<string, string | number> = {};
  const errors: SearchFilterErrors = {};
  for (const name of ['query', 'city', 'state', 'propertyType'] as const) {
    const text = values[name].trim();
    if (text !== '' && text.toLowerCase() !== 'all') request[name] = text;
  }
  for (const name of NUMERIC_FILTERS) {
    const text = values[name].trim();
    if (text === '') continue;
    const number = Number(text);
    if (Number.isFinite(number)) request[name] = number;
    else request[name] = text; // Refused below with the schema's "… must be a number."
  }
  const parsed = ZPropertySearchRequest.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (isSearchFilterName(field) && !errors[field]) errors[field] = translateFilterMessage(issue.message);
    }
    if (Object.keys(errors).length === 0)
      errors.query = translateFilterMessage(parsed.error.issues[0]?.message ?? '');
    return { success: false, errors };
  }
  return { success: true, request: request as TPropertySearchRequest };
}

/**
 * The server's field messages of a 400 (`details`, keyed by field) as the form's errors; messages for fields the form
 * does not have are returned in `other`.
 */
export function toSearchFilterErrors(details: Record<string, string>): {
  errors: SearchFilterErrors;
  other: string[];
} {
  const errors: SearchFilterErrors = {};
  const other: string[] = [];
  for (const [key, message] of Object.entries(details)) {
    const field = key.split('.')[0] ?? '';
    if (isSearchFilterName(field)) errors[field] = translateFilterMessage(message);
    else other.push(message);
  }
  return { errors, other };
}

/** A sort choice as the page's select holds it: "newest-desc", "price-asc", … (SEARCH_SORT_KEYS × SEARCH_SORT_ORDERS). */
export type SearchSort = { sortBy: TSearchSortKey; sortOrder: TSearchSortOrder };
export const DEFAULT_SEARCH_SORT: SearchSort = { sortBy: 'newest', sortOrder: 'desc' };

export function isDefaultSort(sort: SearchSort): boolean {
  return sort.sortBy === DEFAULT_SEARCH_SORT.sortBy && sort.sortOrder === DEFAULT_SEARCH_SORT.sortOrder;
}

/** The request with the sort added (left out when it is the default, newest first). */
export function withSort(request: TPropertySearchRequest, sort: SearchSort): TPropertySearchRequest {
  const { sortBy: _by, sortOrder: _order, ...filters } = request;
  return isDefaultSort(sort) ? filters : { ...filters, sortBy: sort.sortBy, sortOrder: sort.sortOrder };
}

/** Whether the request filters anything (a sort alone is still "every property"). */
export function hasSearchFilters(request: TPropertySearchRequest): boolean {
  return Object.keys(request).some((key) => key !== 'sortBy' && key !== 'sortOrder');
}

/**
 * The address of a search (lib/use-url-state.ts): its filters and sort as query parameters, so a search can be shared,
 * bookmarked and restored with Back. Each filter is its text, trimmed; a sort that is not one of the server's reads as
 * the default, newest first.
 */
export const ZSearchUrlState = z.object({
  query: z.string().trim().catch(''),
  city: z.string().trim().catch(''),
  state: z.string().trim().catch(''),
  propertyType: z.string().trim().catch(''),
  minPrice: z.string().trim().catch(''),
  maxPrice: z.string().trim().catch(''),
  minROI: z.string().trim().catch(''),
  maxROI: z.string().trim().catch(''),
  sortBy: z.enum(SEARCH_SORT_KEYS).catch(DEFAULT_SEARCH_SORT.sortBy),
  sortOrder: z.enum(SEARCH_SORT_ORDERS).catch(DEFAULT_SEARCH_SORT.sortOrder),
}) satisfies z.ZodType<SearchFilterValues & SearchSort>;
export type TSearchUrlState = z.output<typeof ZSearchUrlState>;

/**
 * `q` is the search text, as the dashboard's search box sends it; a sort is written as both its key and its order
 * whenever it is not the default. An address is written as the search it runs, so two addresses of one search (a
 * refused filter, "all", "5.0") are the same address.
 */
export const SEARCH_URL_OPTIONS: TUrlStateOptions<TSearchUrlState> = {
  paramNames: { query: 'q' },
  together: [['sortBy', 'sortOrder']],
  canonical: (state) => toSearchUrlState(readSearchUrlState(state).request),
};

/** The address's fields of a search request: the filters it has, as text, and its sort. */
export function toSearchUrlState(request: TPropertySearchRequest): TSearchUrlState {
  const state: TSearchUrlState = {
    ...EMPTY_SEARCH_FILTERS,
    sortBy: request.sortBy ?? DEFAULT_SEARCH_SORT.sortBy,
    sortOrder: request.sortOrder ?? DEFAULT_SEARCH_SORT.sortOrder,
  };
  for (const name of SEARCH_FILTER_NAMES) {
    const value = request[name];
    if (value !== undefined && value !== null) state[name] = String(value);
  }
  return state;
}

/**
 * The filter values and sort an address holds, and the search to run for it: none (every property, in its sort) when it
 * names no filter or a refused one, whose errors are given.
 */
export function readSearchUrlState(state: TSearchUrlState): {
  values: SearchFilterValues;
  sort: SearchSort;
  request: TPropertySearchRequest;
  errors: SearchFilterErrors;
} {
  const { sortBy, sortOrder, ...values } = state;
  const sort = { sortBy, sortOrder };
  const parsed = toSearchRequest(values);
  return parsed.success
    ? { values, sort, request: withSort(parsed.request, sort), errors: {} }
    : { values, sort, request: withSort({}, sort), errors: parsed.errors };
}
