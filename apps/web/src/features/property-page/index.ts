// The feature's door: what the rest of the app imports from '@/features/property-page' (ARCHITECTURE.md "Feature doors").

export { usePropertyMarket } from './api';
export { MarketTrend } from './market-trend';
export { analyzePropertyDeal } from './property-analysis';
export { PropertyFacts } from './property-facts';
export { PropertyFigures } from './property-figures';
export { PropertyLoan } from './property-loan';
export { PropertyMarketCheck } from './property-market-check';
export { SectionCard } from './section-card';
export {
  EstimateIsCurrent,
  EstimatePending,
  SaveEstimateAction,
  UseEstimateButton,
  usePropertyEstimate,
  ValueEstimateText,
} from './value-estimate';
