import type { TImportResult, TImportStatus } from '@rentfolio/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api';
import { invalidatePortfolio } from '@/lib/api/portfolio';
import { getServerMessage } from '@/lib/api-errors';
import { formatNumber } from '@/lib/format';
import { fetchImportStatus, newImportKey, sendImport } from './api';
import { advanceProgress, statusProgress, type TProgress, uploadProgress } from './import-progress-model';
import { translateImportMessage } from './import-text';
import type { TCsvInput } from './use-csv-preview';

export type TImportRunState =
  | { status: 'idle' }
  | { status: 'running'; progress: TProgress }
  | { status: 'done'; result: TImportResult }
  | { status: 'failed'; message: string };

/** How often the status endpoint is asked while the import runs. */
export const STATUS_POLL_MS = 250;

/** Asks GET /api/properties/import/:key every STATUS_POLL_MS from start() to stop() or the server's 'done'. */
function pollStatus(importKey: string, onStatus: (status: TImportStatus) => void) {
  const controller = new AbortController();
  let timer: number | undefined;
  let isStarted = false;
  const tick = async () => {
    try {
      const status = await fetchImportStatus(importKey, controller.signal);
      if (controller.signal.aborted) return;
      if (status) onStatus(status);
      if (status?.phase === 'done') return;
    } catch {
      if (controller.signal.aborted) return;
    }
    timer = window.setTimeout(() => void tick(), STATUS_POLL_MS);
  };
  return {
    start() {
      if (isStarted || controller.signal.aborted) return;
      isStarted = true;
      void tick();
    },
    stop() {
      controller.abort();
      window.clearTimeout(timer);
    },
  };
}

/**
 * Sends a CSV to the server with a progress bar (upload, then the server's own progress) and says how it went. The
 * import key is kept for the same text until the import succeeds, so that trying again after a lost answer never
 * stores the rows twice; a new text, or the server's 409 for a key used with another text, gets a new key. The
 * likely duplicates kept (`keepDuplicateRows`) are part of what the key stands for on the server: keeping others
 * before a retry whose first try was stored answers that 409, and the try after it gets a new key.
 */
export function useImportRun() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<TImportRunState>({ status: 'idle' });
  const pendingRef = useRef<{ input: TCsvInput; importKey: string } | null>(null);
  const runRef = useRef(0);
  useEffect(
    () => () => {
      runRef.current += 1;
    },
    [],
  );

  const run = useCallback(
    async (input: TCsvInput, keepDuplicateRows: readonly number[] = []) => {
      const pending = pendingRef.current;
      const isSameInput =
        pending !== null && pending.input.text === input.text && pending.input.fileName === input.fileName;
      const importKey = isSameInput ? pending.importKey : newImportKey();
      pendingRef.current = { input, importKey };
      runRef.current += 1;
      const id = runRef.current;
      let progress: TProgress = uploadProgress(0);
      const show = (next: TProgress) => {
        progress = advanceProgress(progress, next);
        if (runRef.current === id) setState({ status: 'running', progress });
      };
      setState({ status: 'running', progress });
      const poller = pollStatus(importKey, (status) => show(statusProgress(status)));
      // The upload's end starts the polling; should the browser not report it, a second is long enough.
      const fallback = window.setTimeout(() => poller.start(), 1000);
      try {
        const result = await sendImport(
          {
            importKey,
            csv: input.text,
            ...(input.fileName ? { fileName: input.fileName.slice(-255) } : {}),
            keepDuplicateRows: [...keepDuplicateRows],
          },
          {
            onUploadProgress: (fraction) => show(uploadProgress(fraction)),
            onUploaded: () => poller.start(),
          },
        );
        pendingRef.current = null;
        void invalidatePortfolio(queryClient);
        const formatted = (count: number) => ({ count, formatted: formatNumber(count, 0) });
        // The product's sentence, then how many likely duplicates were skipped (when any were).
        const withSkipped = (text: string) =>
          result.skippedDuplicates > 0
            ? `${text} ${t('importExport.toasts.skipped', formatted(result.skippedDuplicates))}`
            : text;
        if (result.failed === 0) {
          toast.success(t('importExport.toasts.completedTitle'), {
            description: withSkipped(t('importExport.toasts.completed', formatted(result.imported))),
          });
        } else {
          // A neutral toast: sonner's rich warning colours are not given AA contrast in styles.css, as success and
          // error are.
          toast(t('importExport.toasts.warningsTitle'), {
            description: withSkipped(t('importExport.toasts.warnings', formatted(result.failed))),
          });
        }
        if (runRef.current === id) setState({ status: 'done', result });
      } catch (error) {
        const serverMessage = getServerMessage(error);
        // The key was used for another text: this text needs a new one. (A 409 for an import still running keeps
        // it, so that trying again answers that import's result.)
        if (isApiError(error) && error.body?.code === 'IMPORT_KEY_REUSED') {
          pendingRef.current = null;
        }
        const message =
          isApiError(error) && error.status < 500 && serverMessage
            ? translateImportMessage(serverMessage, t)
            : t('importExport.toasts.failed');
        toast.error(t('importExport.toasts.failedTitle'), { description: message });
        if (runRef.current === id) setState({ status: 'failed', message });
      } finally {
        window.clearTimeout(fallback);
        poller.stop();
      }
    },
    [queryClient, t],
  );

  const reset = useCallback(() => {
    runRef.current += 1;
    setState({ status: 'idle' });
  }, []);

  return { state, run, reset };
}
