import type { TCsvPreview } from './csv-preview-model';

/** What the page sends the CSV worker: the text to read, and today (YYYY-MM-DD) in the user's time zone. */
export type TCsvWorkerRequest = { text: string; today: string };

/** Why a text cannot be read at all (the parser's CsvParseError reasons), or an unexpected failure. */
export type TCsvWorkerFailure =
  | 'noData'
  | 'headerAndRow'
  | 'quotes'
  | 'tooManyRows'
  | 'tooManyLines'
  | 'lineTooLong'
  | 'unexpected';

/** What the worker answers: progress while it checks rows, then the preview or why there is none. */
export type TCsvWorkerResponse =
  | { type: 'progress'; checked: number; total: number }
  | { type: 'preview'; preview: TCsvPreview }
  | { type: 'error'; reason: TCsvWorkerFailure; message: string };
