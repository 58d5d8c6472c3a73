import { useCallback, useEffect, useRef } from 'react';
import type { TStatementWorkerRequest, TStatementWorkerResponse } from './statement-worker-protocol';

/**
 * Asks the statement worker (./statement-worker.ts) one question at a time; a new question or leaving the screen stops
 * the one before. Resolves with the answer, or rejects with the reader's message.
 */
export function useStatementReader() {
  const workerRef = useRef<Worker | null>(null);
  const stop = useCallback(() => {
    workerRef.current?.terminate();
    workerRef.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const ask = useCallback(
    (request: TStatementWorkerRequest, onProgress?: (read: number) => void) =>
      new Promise<Exclude<TStatementWorkerResponse, { type: 'progress' } | { type: 'error' }>>(
        (resolve, reject) => {
          stop();
          const worker = new Worker(new URL('./statement-worker.ts', import.meta.url), { type: 'module' });
          workerRef.current = worker;
          worker.onmessage = (event: MessageEvent<TStatementWorkerResponse>) => {
            if (workerRef.current !== worker) return;
            const message = event.data;
            if (message.type === 'progress') {
              onProgress?.(message.read);
              return;
            }
            stop();
            if (message.type === 'error') reject(new Error(message.message));
            else resolve(message);
          };
          worker.onerror = (event) => {
            event.preventDefault();
            if (workerRef.current !== worker) return;
            stop();
            reject(new Error(event.message ?? ''));
          };
          worker.postMessage(request);
        },
      ),
    [stop],
  );
  return { ask, stop };
}
