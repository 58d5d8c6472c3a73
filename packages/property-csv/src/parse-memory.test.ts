import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The worst files an import can be sent (10 MB of line ends, of empty cells, one line of 5 million cells, 5 million
// one-cell rows), read as the server reads them, each in a process of its own (test/worst-file.ts): its peak memory,
// Node and tsx included, stays under 300 MB. Before rows were counted while parsing, 10 MB of line ends took 1 GB.
const SCRIPT = join(import.meta.dirname, '../test/worst-file.ts');

function readWorstFile(name: string): { outcome: string; peakMb: number; bytes: number } {
  const output = execFileSync(process.execPath, ['--import', 'tsx', SCRIPT, name], { encoding: 'utf8' });
  return JSON.parse(output);
}

describe('parsePropertyCsv: peak memory of the worst 10 MB files', () => {
  it.each([
    ['newlines', 'tooManyLines'],
    ['crlfs', 'tooManyLines'],
    ['emptyCells', 'tooManyLines'],
    ['oneWideRow', 'lineTooLong'],
    ['shortRows', 'tooManyRows'],
  ])(
    'reads %s in under 300 MB and refuses it (%s)',
    (name, reason) => {
      const result = readWorstFile(name);
      expect(result.bytes).toBeGreaterThan(10 * 1024 * 1024 - 100);
      expect(result.outcome).toBe(reason);
      expect(result.peakMb).toBeLessThan(300);
    },
    60_000,
  );
});
