// The feature's door: what the rest of the app imports from '@/features/market-trends' (ARCHITECTURE.md "Feature doors").

export { useMarketData } from './api';
export { MarketAnalysis } from './market-analysis';
export { MarketAttribution } from './market-attribution';
export { MarketCards } from './market-cards';
export { MarketChartSection, useMissingSeriesText } from './market-chart-section';
export type { TPlace } from './market-model';
export {
  analyseMarket,
  findMissingSeries,
  hasAnyFigure,
  marketFacts,
  placeOfUrlState,
  samePlace,
  searchFromPlace,
  toPlaceUrlState,
  ZMarketPlaceUrlState,
} from './market-model';
export { MarketAgeNote, UsdNote, useMonthWithAge } from './market-notes';
export { PlacePicker } from './place-picker';
