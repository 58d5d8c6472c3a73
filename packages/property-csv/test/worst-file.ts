// Reads one of the worst CSV files an import can be sent (10 MB, the byte limit) the way the server does: the JSON
// body parsed, the CSV parsed, every row validated. Prints the process's peak RSS in MB; parse-memory.test.ts runs
// it in a process of its own, so nothing else is measured.
import { readFileSync } from 'node:fs';
import { CsvParseError, parsePropertyCsv, validateRecord } from '../src/index';

const HEADER = 'address,city,state,zipCode,propertyType,purchasePrice';
const TEN_MB = 10 * 1024 * 1024;

const files: Record<string, () => string> = {
  newlines: () => `${HEADER}\n${'\n'.repeat(TEN_MB - HEADER.length - 1)}`,
  crlfs: () => `${HEADER}\r\n${'\r\n'.repeat((TEN_MB - HEADER.length) / 2 - 1)}`,
  emptyCells: () => `${HEADER}\n${',,,,,\n'.repeat(Math.floor((TEN_MB - HEADER.length) / 6))}`,
  oneWideRow: () => `${HEADER}\n${'x,'.repeat(Math.floor((TEN_MB - HEADER.length) / 2))}`,
  shortRows: () => `${HEADER}\n${'x\n'.repeat(Math.floor((TEN_MB - HEADER.length) / 2))}`,
  fullRows: () => {
    const row = `${'1 Main St '.repeat(18)},Denver,CO,80205,single-family,350000\n`;
    return `${HEADER}\n${row.repeat(Math.floor((TEN_MB - HEADER.length) / row.length))}`;
  },
};

const name = process.argv[2] ?? '';
const make = files[name];
if (!make) throw new Error(`no such file: ${name}`);
// The request body as it arrives: JSON text holding the CSV.
const body = JSON.stringify({ importKey: '00000000-0000-4000-8000-000000000000', csv: make() });
const { csv } = JSON.parse(body) as { csv: string };
let outcome: string;
try {
  const parsed = parsePropertyCsv(csv);
  let valid = 0;
  for (const record of parsed.records) if (validateRecord(parsed, record, '2026-11-26').ok) valid += 1;
  outcome = `${parsed.records.length} rows, ${valid} valid`;
} catch (error) {
  if (!(error instanceof CsvParseError)) throw error;
  outcome = error.reason;
}
/**
 * The peak RSS of this process alone: Linux's VmHWM, the high-water mark of this program's memory, which starts anew at
 * exec. getrusage's maxRSS is copied from the parent at fork, so a child of a test worker that had grown to 300 MB
 * reported 312 MB for any file; it is only the fallback where /proc is missing.
 */
function peakRssMb(): number {
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match) return Math.round(Number(match[1]) / 1024);
  } catch {
    // No /proc: not Linux.
  }
  return Math.round(process.resourceUsage().maxRSS / 1024);
}
const peakMb = peakRssMb();
process.stdout.write(JSON.stringify({ name, bytes: Buffer.byteLength(csv), outcome, peakMb }));
