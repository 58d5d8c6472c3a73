export { buildMarketDataSet, detectFileKind, FILE_KINDS, type FileKind, type RawFile } from './build';
export { normaliseHeader, parseCsvRows } from './csv';
export {
  type DataSetVersion,
  isNewerVersion,
  readDataSet,
  readDataSetVersion,
  SHIPPED_DATASET_DIR,
  writeDataSet,
} from './dataset-file';
export { fullNameKeys, metroKey, placeNameKey, splitPlaceName } from './metro-names';
export { latestOf, monthFromIndex, monthIndex, parseMonthHeader, seriesEnd, valueAt } from './months';
export type * from './types';
