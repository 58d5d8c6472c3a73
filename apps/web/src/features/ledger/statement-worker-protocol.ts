import type { TBankCsvMapping } from '@rentfolio/contracts';

/** What the page asks the statement worker: a CSV's columns and first rows. */
export type TStatementWorkerRequest = { type: 'columns'; text: string };

/** A CSV's header, its first rows, its signature (to find the bank's mapping) and a first guess at the mapping. */
export type TCsvColumns = {
  headers: string[];
  sample: string[][];
  signature: string;
  guess: TBankCsvMapping;
};

export type TStatementWorkerResponse =
  | { type: 'columns'; columns: TCsvColumns }
  | { type: 'error'; message: string };
