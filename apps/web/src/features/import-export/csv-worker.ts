// The CSV worker (docs/product.md "CSV import and export"): parses and checks a file off the main thread, so that a
// 50,000-row file never freezes the page. It is started by use-csv-preview.ts with new Worker(new URL(...)).

import { CsvParseError } from '@rentfolio/property-csv';
import { buildCsvPreview } from './csv-preview-model';
import type { TCsvWorkerRequest, TCsvWorkerResponse } from './csv-worker-protocol';

/** The worker's global scope, typed for what this file uses (the app compiles with the DOM library). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<TCsvWorkerRequest>) => void) | null;
  postMessage: (message: TCsvWorkerResponse) => void;
};

scope.onmessage = (event) => {
  const { text, today } = event.data;
  try {
    const preview = buildCsvPreview(text, {
      today,
      onProgress: (checked, total) => scope.postMessage({ type: 'progress', checked, total }),
    });
    scope.postMessage({ type: 'preview', preview });
  } catch (error) {
    if (error instanceof CsvParseError) {
      scope.postMessage({ type: 'error', reason: error.reason, message: error.message });
    } else {
      scope.postMessage({
        type: 'error',
        reason: 'unexpected',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
};
