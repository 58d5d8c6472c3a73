// The feature's door: what the rest of the app imports from '@/features/property-search' (ARCHITECTURE.md "Feature doors").

export { formatBedsBaths, formatLocation, formatPercentOrNa, formatPropertyType } from './property-format';
export { PropertyResults } from './property-results';
export { EmptyState, LoadMoreFailed, PropertiesLoadFailed, PropertiesLoading } from './result-states';
export type { SearchFilterErrors, SearchFilterName, SearchFilterValues, SearchSort } from './search-filters';
export {
  EMPTY_SEARCH_FILTERS,
  hasSearchFilters,
  readSearchUrlState,
  SEARCH_FILTER_NAMES,
  SEARCH_URL_OPTIONS,
  toSearchFilterErrors,
  toSearchRequest,
  toSearchUrlState,
  withSort,
  ZSearchUrlState,
} from './search-filters';
export { SearchFiltersForm } from './search-filters-form';
export { SortSelect } from './sort-select';
