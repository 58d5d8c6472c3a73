import Papa from 'papaparse';

/**
 * Rows of a CSV file as arrays of cells (RFC 4180 by papaparse: quoted commas, quotes and newlines, CRLF or LF, a
 * byte-order mark). Blank lines are dropped; the first row is the header.
 */
export function parseCsvRows(text: string, fileName: string): string[][] {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const fatal = result.errors.find((error) => error.type === 'Quotes' || error.type === 'Delimiter');
  if (fatal) throw new Error(`${fileName}: ${fatal.message} (row ${(fatal.row ?? 0) + 1})`);
  if (result.data.length === 0) throw new Error(`${fileName}: the file is empty`);
  return result.data;
}

/** Header cells normalised for matching: HUD writes "ZIP\nCode" across two lines. */
export function normaliseHeader(cell: string): string {
  return cell.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** A number cell, or null when empty; anything else is an error naming the file, row and column. */
export function parseNumberCell(cell: string | undefined, where: string): number | null {
  const text = (cell ?? '').trim();
  if (text === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) throw new Error(`${where}: "${text}" is not a number`);
  return value;
}

/** HUD's dollar strings ("$1,658") in whole cents. */
export function parseDollarCell(cell: string | undefined, where: string): number | null {
  const text = (cell ?? '').trim().replace(/^\$/, '').replace(/,/g, '');
  if (text === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) throw new Error(`${where}: "${cell}" is not a dollar amount`);
  return Math.round(Number(text) * 100);
}
