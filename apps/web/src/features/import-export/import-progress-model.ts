import type { TImportStatus } from '@rentfolio/contracts';

// The import's progress bar (docs/product.md "CSV import and export"): the upload fills the first 40%, the server's
// work the rest: checking the rows to 70%, saving them to 100%. It never moves back.

export type TProgressPhase = 'reading' | 'uploading' | 'validating' | 'saving' | 'finishing';

export type TProgress = {
  phase: TProgressPhase;
  /** 0 to 100. */
  percent: number;
  /** Rows done and rows in all, in the phases that count rows. */
  done: number;
  total: number;
};

export const UPLOAD_END = 40;
export const VALIDATING_END = 70;

const ratio = (done: number, total: number) => (total > 0 ? Math.min(Math.max(done / total, 0), 1) : 0);

/** The file being read and checked in the browser, before the preview. */
export function readingProgress(checked: number, total: number): TProgress {
  return { phase: 'reading', percent: ratio(checked, total) * 100, done: checked, total };
}

/** The request body being sent: `fraction` of it so far. */
export function uploadProgress(fraction: number): TProgress {
  return { phase: 'uploading', percent: Math.min(Math.max(fraction, 0), 1) * UPLOAD_END, done: 0, total: 0 };
}

/** What the status endpoint says of an import the server is working on. */
export function statusProgress(status: TImportStatus): TProgress {
  const { processed, total } = status;
  if (status.phase === 'validating') {
    return {
      phase: 'validating',
      percent: UPLOAD_END + ratio(processed, total) * (VALIDATING_END - UPLOAD_END),
      done: processed,
      total,
    };
  }
  if (status.phase === 'saving') {
    return {
      phase: 'saving',
      percent: VALIDATING_END + ratio(processed, total) * (100 - VALIDATING_END),
      done: processed,
      total,
    };
  }
  return { phase: 'finishing', percent: 100, done: processed, total };
}

/** The next state of the bar: a late or repeated report never moves it back. */
export function advanceProgress(previous: TProgress | null, next: TProgress): TProgress {
  if (!previous || next.percent >= previous.percent) return next;
  return previous;
}
