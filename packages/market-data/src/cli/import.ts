// npm run market:import -- <raw files...> [--out DIR]: builds the market data set from the public files (README,
// "Market data") and writes it where the server loads it from at start-up.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { buildMarketDataSet } from '../build';
import { SHIPPED_DATASET_DIR, writeDataSet } from '../dataset-file';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? args[outIndex + 1] : SHIPPED_DATASET_DIR;
const paths = outIndex >= 0 ? args.filter((_, i) => i !== outIndex && i !== outIndex + 1) : args;
if (paths.length === 0 || !out) {
  console.error('Usage: npm run market:import -- <raw files...> [--out DIR]');
  process.exit(2);
}
try {
  const started = performance.now();
  const dataset = buildMarketDataSet(
    paths.map((path) => ({ name: basename(path), text: readFileSync(path, 'utf8') })),
  );
  const { dataFile, bytes } = writeDataSet(out, dataset);
  const seriesCount = dataset.metros.reduce((n, m) => n + Object.keys(m.series).length, 0);
  console.info(
    [
      `Wrote ${dataFile} (${(bytes / 1024 / 1024).toFixed(2)} MB), version ${dataset.version}, in ${Math.round(performance.now() - started)} ms:`,
      `  ${dataset.metros.length} metros (${seriesCount} series), ${dataset.cities.length} cities, ${dataset.zips.length} ZIPs,`,
      `  ${dataset.fairMarketRents.length} Fair Market Rent rows, ${dataset.neighbourhoods.length} Denver neighbourhoods.`,
      ...Object.entries(dataset.vintages).map(([kind, v]) => `  ${kind}: ${v.label}, latest ${v.latest}`),
      dataset.unmatchedMetroNames.length > 0
        ? `  Metro names of the city and ZIP files with no metro series: ${dataset.unmatchedMetroNames.join('; ')}`
        : '  Every metro name of the city and ZIP files matched a metro.',
    ].join('\n'),
  );
} catch (error) {
  console.error(`The market data could not be imported: ${(error as Error).message}`);
  process.exit(1);
}
