import { useCallback, useEffect, useRef, useState } from 'react';
import { localIsoDate } from '@/lib/dates';
import type { TCsvPreview } from './csv-preview-model';
import type { TCsvWorkerFailure, TCsvWorkerRequest, TCsvWorkerResponse } from './csv-worker-protocol';

/** A CSV the user gave: a file's text and name, or pasted text (no name). */
export type TCsvInput = { text: string; fileName: string | null; bytes: number };

export type TPreviewState =
  | { status: 'idle' }
  | { status: 'reading'; input: TCsvInput; checked: number; total: number }
  | { status: 'ready'; input: TCsvInput; preview: TCsvPreview };

export type TPreviewFailureHandler = (reason: TCsvWorkerFailure, message: string) => void;

/**
 * Reads a CSV in a Web Worker (./csv-worker.ts) into a preview, reporting the rows checked as it goes. A new input or
 * cancel stops the worker at once; a text that cannot be read goes to `onFailure` and the state returns to idle.
 */
export function useCsvPreview(onFailure: TPreviewFailureHandler) {
  const [state, setState] = useState<TPreviewState>({ status: 'idle' });
  const workerRef = useRef<Worker | null>(null);
  const failureRef = useRef(onFailure);
  useEffect(() => {
    failureRef.current = onFailure;
  });

  const stop = useCallback(() => {
    workerRef.current?.terminate();
    workerRef.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(
    (input: TCsvInput) => {
      stop();
      const worker = new Worker(new URL('./csv-worker.ts', import.meta.url), { type: 'module' });
      workerRef.current = worker;
      setState({ status: 'reading', input, checked: 0, total: 0 });
      const fail = (reason: TCsvWorkerFailure, message: string) => {
        stop();
        setState({ status: 'idle' });
        failureRef.current(reason, message);
      };
      worker.onmessage = (event: MessageEvent<TCsvWorkerResponse>) => {
        if (workerRef.current !== worker) return;
        const message = event.data;
        if (message.type === 'progress') {
          setState({ status: 'reading', input, checked: message.checked, total: message.total });
        } else if (message.type === 'preview') {
          stop();
          setState({ status: 'ready', input, preview: message.preview });
        } else {
          fail(message.reason, message.message);
        }
      };
      worker.onerror = (event) => {
        event.preventDefault();
        if (workerRef.current === worker) fail('unexpected', event.message ?? '');
      };
      const request: TCsvWorkerRequest = { text: input.text, today: localIsoDate() };
      worker.postMessage(request);
    },
    [stop],
  );

  const reset = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);

  return { state, start, reset };
}
