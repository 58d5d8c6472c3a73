import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildMarketDataSet, writeDataSet } from '@rentfolio/market-data';

const FIXTURES = join(import.meta.dirname, '../../../../packages/market-data/test/fixtures');

/**
 * A market data set built by the importer from rows cut unchanged from the public files
 * (packages/market-data/test/fixtures), written to a temporary folder; `remove` deletes it.
 */
export function buildFixtureMarketData(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'rentfolio-market-'));
  writeDataSet(
    dir,
    buildMarketDataSet(
      readdirSync(FIXTURES).map((name) => ({ name, text: readFileSync(join(FIXTURES, name), 'utf8') })),
    ),
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
