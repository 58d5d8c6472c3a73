import {
  PROPERTY_MESSAGES,
  SEARCH_SORT_KEYS,
  type TPropertySearchRequest,
  type TSearchSortKey,
  type TSearchSortOrder,
  ZPropertySearchRequest,
} from '@rentfolio/contracts';
import { i18n } from '@/i18n';
import { translateMessage } from '@/i18n/translate-message';

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
 * The address of a search: its filters and sort as query parameters, so a search can be shared, bookmarked and
 * restored with Back. `q` is the search text, as the dashboard's search box sends it.
 */
export function toSearchParams(request: TPropertySearchRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (value === undefined || value === null || key === 'limit' || key === 'offset') continue;
    params.set(key === 'query' ? 'q' : key, String(value));
  }
  return params.toString();
}

/** The filter values and sort written in an address (unknown parameters and malformed sorts are ignored). */
export function fromSearchParams(search: string): { values: SearchFilterValues; sort: SearchSort } {
  const params = new URLSearchParams(search);
  const values = { ...EMPTY_SEARCH_FILTERS };
  for (const name of SEARCH_FILTER_NAMES) {
    const value = params.get(name === 'query' ? 'q' : name);
    if (value !== null) values[name] = value.trim();
  }
  const sortBy = params.get('sortBy');
  const sortOrder = params.get('sortOrder');
  const sort: SearchSort = {
    sortBy: (SEARCH_SORT_KEYS as readonly string[]).includes(sortBy ?? '')
      ? (sortBy as TSearchSortKey)
      : DEFAULT_SEARCH_SORT.sortBy,
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : DEFAULT_SEARCH_SORT.sortOrder,
  };
  return { values, sort };
}
