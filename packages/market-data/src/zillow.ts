import { normaliseHeader, parseCsvRows, parseNumberCell } from './csv';
import { monthFromIndex, monthIndex, parseMonthHeader } from './months';
import type { MonthKey, MonthlySeries } from './types';

/** One region of a Zillow Research "wide" file: its descriptive columns and one value a month. */
export type ZillowRegionRow = {
  regionId: number;
  sizeRank: number;
  regionName: string;
  regionType: string;
  state: string;
  /** Only in the city and ZIP files. */
  city: string | null;
  metro: string | null;
  county: string | null;
  series: MonthlySeries;
};

export type ZillowWideFile = { rows: ZillowRegionRow[]; firstMonth: MonthKey; lastMonth: MonthKey };

const REQUIRED = ['regionid', 'sizerank', 'regionname', 'regiontype'];

/**
 * Parses a Zillow Research wide CSV: `RegionID, SizeRank, RegionName, RegionType, StateName, [State, City, Metro,
 * CountyName,] <one column per month-end date>`. Month columns may be ISO or US dates; a month missing from the
 * header (or an empty cell) becomes null, so every series is a run of consecutive months. `scale` turns a value into
 * the stored unit (100 for cents) before rounding to an integer.
 */
export function parseZillowWide(text: string, fileName: string, scale: number): ZillowWideFile {
  const rows = parseCsvRows(text, fileName);
  const header = (rows[0] ?? []).map(normaliseHeader);
  for (const name of REQUIRED) {
    if (!header.includes(name))
      throw new Error(`${fileName}: no ${name} column; is this a Zillow wide file?`);
  }
  const col = (name: string) => header.indexOf(name);
  const monthColumns: { index: number; month: number }[] = [];
  header.forEach((cell, index) => {
    const month = parseMonthHeader(cell);
    if (month) monthColumns.push({ index, month: monthIndex(month) });
  });
  if (monthColumns.length === 0) throw new Error(`${fileName}: no month columns`);
  const first = Math.min(...monthColumns.map((c) => c.month));
  const last = Math.max(...monthColumns.map((c) => c.month));
  const length = last - first + 1;
  const optional = (cells: string[], name: string): string | null => {
    const index = col(name);
    const value = index >= 0 ? (cells[index] ?? '').trim() : '';
    return value === '' ? null : value;
  };

  const parsed: ZillowRegionRow[] = [];
  rows.slice(1).forEach((cells, rowOffset) => {
    const where = `${fileName} row ${rowOffset + 2}`;
    if (cells.length !== header.length) {
      throw new Error(`${where} has ${cells.length} columns but the header has ${header.length}`);
    }
    const values: (number | null)[] = new Array(length).fill(null);
    for (const { index, month } of monthColumns) {
      const value = parseNumberCell(cells[index], `${where}, ${rows[0]?.[index]}`);
      values[month - first] = value === null ? null : Math.round(value * scale);
    }
    parsed.push({
      regionId: Number(cells[col('regionid')]),
      sizeRank: Number(cells[col('sizerank')]),
      regionName: (cells[col('regionname')] ?? '').trim(),
      regionType: (cells[col('regiontype')] ?? '').trim(),
      state: optional(cells, 'state') ?? optional(cells, 'statename') ?? '',
      city: optional(cells, 'city'),
      metro: optional(cells, 'metro'),
      county: optional(cells, 'countyname'),
      series: trimSeries({ start: monthFromIndex(first), values }),
    });
  });
  return { rows: parsed, firstMonth: monthFromIndex(first), lastMonth: monthFromIndex(last) };
}

/** Drops the empty months before a region's first value, so a series starts where its data starts. */
function trimSeries(series: MonthlySeries): MonthlySeries {
  const firstValue = series.values.findIndex((value) => value !== null);
  if (firstValue <= 0) return series;
  return {
    start: monthFromIndex(monthIndex(series.start) + firstValue),
    values: series.values.slice(firstValue),
  };
}
