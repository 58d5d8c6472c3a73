// The feature's door: what the rest of the app imports from '@/features/market-heatmaps' (ARCHITECTURE.md "Feature doors").

export { useHeatMap } from './api';
export { CityCombobox } from './city-combobox';
export { ExpenseRatioField } from './expense-ratio-field';
export { HeatMapAverages } from './heatmap-averages';
export { HeatMapList } from './heatmap-list';
export type { THeatMapCity } from './heatmap-model';
export {
  citiesOf,
  cityOfUrlState,
  filterRows,
  heatMapAverages,
  parseExpenseRatio,
  sortRows,
  toCityUrlState,
  ZHeatMapUrlState,
} from './heatmap-model';
export { ImportDataDialog, RemoveDataButton } from './import-dialog';
export { MapDialog, MapLegend } from './map-dialog';
export { ScoreExplainer } from './score-explainer';
