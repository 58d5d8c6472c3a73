// The feature's door: what the rest of the app imports from '@/features/property-comparison' (ARCHITECTURE.md "Feature doors").

export { COMPARE_LIMIT, FILTER_DELAY_MS, toCandidateFilters, toggleSelection } from './comparison-model';
export { ComparisonSummaries } from './comparison-summaries';
export { ComparisonTables } from './comparison-tables';
export { PropertyPicker } from './property-picker';
