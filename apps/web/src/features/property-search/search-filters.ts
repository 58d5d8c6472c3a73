import { PROPERTY_MESSAGES, type TPropertySearchRequest, ZPropertySearchRequest } from '@rentfolio/contracts';
import { i18n } from '@/i18n';

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
  return message;
}

export type SearchRequestResult =
  | { success: true; request: TPropertySearchRequest }
  | { success: false; errors: SearchFilterErrors };

/**
 * The request body of POST /api/properties/search (spec §5 "Search filters"): numeric filters become numbers, and an
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
    if (Object.keys(errors).length === 0) errors.query = parsed.error.issues[0]?.message ?? '';
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
