// The feature's door: what the rest of the app imports from '@/features/deal-analysis' (ARCHITECTURE.md "Feature doors").
// Code split off stays behind a dynamic import: LazyQuickDealCard and LazyAmortizationCharts are lazy() components
// (the card and chart.js load when rendered), so importing them from here loads neither.

export { AmortizationSection } from './amortization-section';
export { DealForm } from './deal-form';
export type { DealFieldErrors, DealFieldName, DealFormValues, DealTab } from './deal-form-model';
export {
  DESCRIPTIVE_DEAL_FIELDS,
  findTabOfFields,
  hasDealInputsChanged,
  hasRequiredDealFields,
  isDealFieldName,
  pickDealFieldErrors,
  REQUIRED_DEAL_FIELDS,
  toDealFieldErrors,
  toDealFormValues,
  toDealRequestInput,
} from './deal-form-model';
export type { DealResult, ProjectionSettings } from './deal-result';
export {
  analyzeSavedDeal,
  DEFAULT_PROJECTION_SETTINGS,
  explainDeal,
  toProjectionRequest,
} from './deal-result';
export { DealResults } from './deal-results';
export { DealUsage, isUsageAtLimit } from './deal-usage';
export { LazyAmortizationCharts } from './lazy-amortization-charts';
export { LazyQuickDealCard } from './lazy-quick-deal-card';
export { ProjectionSection } from './projection-section';
export { SavedAnalyses } from './saved-analyses';
export { isAnalysisLimitError, useAnalyzeDeal, useDealForm, useSaveAnalysis } from './use-deal-analysis';
