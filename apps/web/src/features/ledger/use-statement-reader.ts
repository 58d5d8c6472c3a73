import { useCallback, useEffect, useRef } from 'react';
import type { TStatementWorkerRequest, TStatementWorkerResponse } from './statement-worker-protocol';

type TAnswer = Exclude<TStatementWorkerResponse, { type: 'error' }>;
type TQuestion = { resolve: (answer: TAnswer) => void; reject: (error: Error) => void };

/**
 * Asks the statement worker (./statement-worker.ts) one question at a time. The worker starts with the screen, so
 * that loading its script (about 200 ms on a slow machine) is done before a file is chosen, and it stays for the
 * next question. A new question while one runs, or
 * leaving the screen, stops the one before: the busy worker is ended and a fresh one started. Resolves with the
 * answer, or rejects with the reader's message.
 */
export function useStatementReader() {
  const workerRef = useRef<Worker | null>(null);
  const questionRef = useRef<TQuestion | null>(null);

  const start = useCallback(() => {
    const worker = new Worker(new URL('./statement-worker.ts', import.meta.url), { type: 'module' });
    const settle = (outcome: { answer: TAnswer } | { error: Error }) => {
      const question = questionRef.current;
      questionRef.current = null;
      if (!question) return;
      if ('answer' in outcome) question.resolve(outcome.answer);
      else question.reject(outcome.error);
    };
    worker.onmessage = (event: MessageEvent<TStatementWorkerResponse>) => {
      if (workerRef.current !== worker) return;
      const message = event.data;
      if (message.type === 'error') settle({ error: new Error(message.message) });
      else settle({ answer: message });
    };
    worker.onerror = (event) => {
      event.preventDefault();
      if (workerRef.current !== worker) return;
      // A worker that failed outside a question's answer is not trusted with the next one.
      worker.terminate();
      workerRef.current = null;
      settle({ error: new Error(event.message ?? '') });
    };
    workerRef.current = worker;
    return worker;
  }, []);

  /** Ends the question under way, if any: the worker answering it goes, and a fresh one is ready for the next. */
  const stop = useCallback(() => {
    if (!questionRef.current) return;
    questionRef.current = null;
    workerRef.current?.terminate();
    workerRef.current = null;
    start();
  }, [start]);

  useEffect(() => {
    start();
    return () => {
      questionRef.current = null;
      workerRef.current?.terminate();
      workerRef.current = null;
    };
  }, [start]);

  const ask = useCallback(
    (request: TStatementWorkerRequest) =>
      new Promise<TAnswer>((resolve, reject) => {
        stop();
        const worker = workerRef.current ?? start();
        questionRef.current = { resolve, reject };
        worker.postMessage(request);
      }),
    [start, stop],
  );
  return { ask, stop };
}
