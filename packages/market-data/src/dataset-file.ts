import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { MarketDataSet } from './types';

/** The built data set shipped with the product, committed beside the importer. */
export const SHIPPED_DATASET_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../dataset');
const DATA_FILE = 'market-data.json.gz';
const VERSION_FILE = 'version.json';

export type DataSetVersion = { version: string; vintages: MarketDataSet['vintages'] };

/**
 * Writes the data set (gzip) and, beside it, a small version file: a start-up reads only the version file to decide
 * whether the database is current, so an already-loaded data set costs no decompression.
 */
export function writeDataSet(dir: string, dataset: MarketDataSet): { dataFile: string; bytes: number } {
  mkdirSync(dir, { recursive: true });
  const data = gzipSync(JSON.stringify(dataset), { level: 9 });
  const dataFile = join(dir, DATA_FILE);
  writeFileSync(dataFile, data);
  const version: DataSetVersion = { version: dataset.version, vintages: dataset.vintages };
  writeFileSync(join(dir, VERSION_FILE), `${JSON.stringify(version, null, 2)}\n`);
  return { dataFile, bytes: data.length };
}

export function readDataSetVersion(dir: string): DataSetVersion {
  return JSON.parse(readFileSync(join(dir, VERSION_FILE), 'utf8')) as DataSetVersion;
}

export function readDataSet(dir: string): MarketDataSet {
  const dataset = JSON.parse(
    gunzipSync(readFileSync(join(dir, DATA_FILE))).toString('utf8'),
  ) as MarketDataSet;
  if (dataset.format !== 1)
    throw new Error(`${join(dir, DATA_FILE)}: unknown data set format ${dataset.format}`);
  return dataset;
}

/**
 * Whether a data set of version `candidate` should replace the stored one. A version is the data's newest month and a
 * content hash: a newer month wins; the same month with other content (a rebuilt set) replaces it too; an older month
 * never does, so an old server starting beside a new one cannot roll the data back.
 */
export function isNewerVersion(candidate: string, stored: string | null): boolean {
  if (stored === null) return true;
  const [candidateMonth = '', candidateHash = ''] = candidate.split('.');
  const [storedMonth = '', storedHash = ''] = stored.split('.');
  if (candidateMonth !== storedMonth) return candidateMonth > storedMonth;
  return candidateHash !== storedHash;
}
