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

/** The last CSV read into its table: the lines asked for after the columns come from it, not from a second read. */
let lastTable: { text: string; table: ReturnType<typeof readBankCsvTable> } | null = null;

function tableOf(text: string) {
  if (lastTable?.text !== text) lastTable = { text, table: readBankCsvTable(text) };
  return lastTable.table;
}

async function answer(request: TStatementWorkerRequest): Promise<TStatementWorkerResponse> {
  if (request.type === 'columns') {
    const table = tableOf(request.text);
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
    const table = tableOf(request.text);
    return { type: 'statement', statement: await readBankCsv(table, request.mapping) };
  }
  lastTable = null;
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
