import type { TStatement } from '@rentfolio/bank-statements';
import type { TBankCsvMapping } from '@rentfolio/contracts';

/** What the page asks the statement worker: a CSV's columns and first rows, or every line of a file. */
export type TStatementWorkerRequest =
  | { type: 'columns'; text: string }
  | { type: 'csv'; text: string; mapping: TBankCsvMapping }
  | { type: 'ofx'; text: string };

/** A CSV's header, its first rows, its signature (to find the bank's mapping) and a first guess at the mapping. */
export type TCsvColumns = {
  headers: string[];
  sample: string[][];
  signature: string;
  guess: TBankCsvMapping;
};

export type TStatementWorkerResponse =
  | { type: 'columns'; columns: TCsvColumns }
  | { type: 'progress'; read: number; total: number }
  | { type: 'statement'; statement: TStatement }
  | { type: 'error'; message: string };
