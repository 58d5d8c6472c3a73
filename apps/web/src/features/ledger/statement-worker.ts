// The statement worker (docs/product.md "Bank statements"): reads a bank CSV's table off the main thread, for its
// columns, so that a 10 MB file never freezes the page. The transactions themselves are read by the server's check,
// the authority. Started by use-statement-reader.ts.

import {
  bankCsvSignature,
  guessBankCsvMapping,
  readBankCsvTable,
  StatementError,
} from '@rentfolio/bank-statements';
import type { TStatementWorkerRequest, TStatementWorkerResponse } from './statement-worker-protocol';

/** The worker's global scope, typed for what this file uses (the app compiles with the DOM library). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<TStatementWorkerRequest>) => void) | null;
  postMessage: (message: TStatementWorkerResponse) => void;
};

function answer(request: TStatementWorkerRequest): TStatementWorkerResponse {
  const table = readBankCsvTable(request.text);
  return {
    type: 'columns',
    columns: {
      headers: table.headers,
      sample: table.records.slice(0, 5).map((record) => record.cells),
      signature: bankCsvSignature(table.headers),
      guess: guessBankCsvMapping(table),
    },
  };
}

scope.onmessage = (event) => {
  try {
    scope.postMessage(answer(event.data));
  } catch (error) {
    scope.postMessage({
      type: 'error',
      message: error instanceof StatementError || error instanceof Error ? error.message : String(error),
    });
  }
};
