// The statement worker (docs/product.md "Bank statements"): reads a bank file off the main thread, so that a
// 20,000-transaction statement never freezes the page. Started by use-statement-reader.ts.

import {
  bankCsvSignature,
  guessBankCsvMapping,
  OFX_SLICE,
  readBankCsv,
  readBankCsvTable,
  readOfx,
  StatementError,
} from '@rentfolio/bank-statements';
import type { TStatementWorkerRequest, TStatementWorkerResponse } from './statement-worker-protocol';

/** The worker's global scope, typed for what this file uses (the app compiles with the DOM library). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<TStatementWorkerRequest>) => void) | null;
  postMessage: (message: TStatementWorkerResponse) => void;
};

async function answer(request: TStatementWorkerRequest): Promise<TStatementWorkerResponse> {
  if (request.type === 'columns') {
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
  if (request.type === 'csv') {
    const table = readBankCsvTable(request.text);
    return { type: 'statement', statement: await readBankCsv(table, request.mapping) };
  }
  let read = 0;
  const statement = await readOfx(request.text, async () => {
    scope.postMessage({ type: 'progress', read, total: 0 });
    read += OFX_SLICE;
  });
  return { type: 'statement', statement };
}

scope.onmessage = (event) => {
  answer(event.data).then(
    (response) => scope.postMessage(response),
    (error: unknown) =>
      scope.postMessage({
        type: 'error',
        message: error instanceof StatementError || error instanceof Error ? error.message : String(error),
      }),
  );
};
