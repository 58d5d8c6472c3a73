import type { TDuplicateCheckRequest, TImportRowError } from '@rentfolio/contracts';
import {
  CSV_REQUIRED_FIELDS,
  emptyValidation,
  parsePropertyCsv,
  readRecord,
  type TColumnMapping,
  type TCsvDelimiter,
  type TCsvInputField,
  validateRecords,
} from '@rentfolio/property-csv';

/** How many rows the preview shows as a table. */
export const PREVIEW_ROW_COUNT = 5;

/** Rows validated between two progress reports of the worker. */
export const VALIDATION_SLICE = 2000;

export type TPreviewValue = string | boolean;

/** One row of the preview table: its number as a spreadsheet shows it, and the value each mapped field receives. */
export type TPreviewRow = { row: number; values: Partial<Record<TCsvInputField, TPreviewValue>> };

/** Where a valid row's property is: what POST /api/properties/import/duplicates compares with the user's properties. */
export type TDuplicatePlace = TDuplicateCheckRequest['rows'][number];

/**
 * What the browser found in a CSV before anything is sent (docs/product.md "CSV import and export"): the same parser
 * and row checks as the server's, so the counts are what the import will give unless the data changes meanwhile.
 */
export type TCsvPreview = {
  delimiter: TCsvDelimiter;
  columns: TColumnMapping[];
  /** Required fields that no column fills: every row will be refused. */
  missingRequired: TCsvInputField[];
  sampleRows: TPreviewRow[];
  totalRows: number;
  validRows: number;
  failed: number;
  /** The first refused rows (as many as the server lists). */
  errors: TImportRowError[];
  /** The place of every valid row, in the file's order: the preview asks the server which are likely duplicates. */
  places: TDuplicatePlace[];
};

/** The required fields that no column of the file fills. */
export function missingRequiredFields(columns: readonly TColumnMapping[]): TCsvInputField[] {
  const mapped = new Set<TCsvInputField>();
  for (const column of columns) if (column.status === 'mapped') mapped.add(column.field);
  return CSV_REQUIRED_FIELDS.filter((field) => !mapped.has(field));
}

function toPreviewValue(value: unknown): TPreviewValue {
  return typeof value === 'boolean' ? value : String(value);
}

export type TBuildPreviewOptions = {
  /** Today as YYYY-MM-DD: a purchase date after it is refused, as the server does. */
  today: string;
  /** Called after each slice of rows is checked. */
  onProgress?: (checked: number, total: number) => void;
};

/**
 * Parses and checks a whole CSV text. Throws the parser's CsvParseError for a file that cannot be read at all (no
 * data, no data row, an unclosed quote, too many rows).
 */
export function buildCsvPreview(text: string, { today, onProgress }: TBuildPreviewOptions): TCsvPreview {
  const parsed = parsePropertyCsv(text);
  const total = parsed.records.length;
  const validation = emptyValidation();
  const places: TDuplicatePlace[] = [];
  for (let start = 0; start < total; start += VALIDATION_SLICE) {
    validateRecords(parsed, validation, { start, end: start + VALIDATION_SLICE, today });
    // The valid rows themselves are not kept: the server reads the file again, and 50,000 of them would only
    // weigh on the message back to the page. Their places are, for the duplicate check.
    for (const { row, fields } of validation.valid) {
      places.push({
        row,
        address: fields.address,
        city: fields.city,
        state: fields.state ?? null,
        zipCode: fields.zipCode ?? null,
      });
    }
    const checked = Math.min(start + VALIDATION_SLICE, total);
    validation.valid.length = 0;
    onProgress?.(checked, total);
  }
  const validRows = total - validation.failed;
  const sampleRows = parsed.records.slice(0, PREVIEW_ROW_COUNT).map((record) => {
    const values: TPreviewRow['values'] = {};
    for (const [field, value] of Object.entries(readRecord(parsed, record))) {
      values[field as TCsvInputField] = toPreviewValue(value);
    }
    return { row: record.row, values };
  });
  return {
    delimiter: parsed.delimiter,
    columns: parsed.columns,
    missingRequired: missingRequiredFields(parsed.columns),
    sampleRows,
    totalRows: total,
    validRows,
    failed: validation.failed,
    errors: validation.errors,
    places,
  };
}
