import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { findDuplicateRows } from './api';
import type { TCsvPreview, TDuplicatePlace } from './csv-preview-model';

/** The duplicate check of a preview: nothing to check (no valid row), asked, failed, or its answer. */
export type TDuplicateCheck =
  | { status: 'none' }
  | { status: 'checking' }
  | { status: 'failed' }
  | { status: 'done'; duplicates: readonly TDuplicatePlace[] };

export type TDuplicateReview = {
  check: TDuplicateCheck;
  /** The likely duplicates the user keeps: they are imported all the same. */
  kept: ReadonlySet<number>;
  /** Likely duplicates found and not kept: the import skips them. */
  skipped: number;
  setKept: (row: number, isKept: boolean) => void;
  keepAll: () => void;
  skipAll: () => void;
  retry: () => void;
};

const NO_ROWS: ReadonlySet<number> = new Set();
const NONE: TDuplicateCheck = { status: 'none' };
const CHECKING: TDuplicateCheck = { status: 'checking' };

/**
 * Asks the server which valid rows of a preview match a property the user has (docs/product.md "CSV import and
 * export"), once per preview, and holds which of them the user keeps (none at first: a likely duplicate is skipped).
 * The answer and the choices belong to the preview they were made for, so a new file starts afresh; they live above
 * the preview, so that they outlast a failed import that hid it.
 */
export function useDuplicateReview(preview: TCsvPreview | null): TDuplicateReview {
  const places = preview && preview.places.length > 0 ? preview.places : null;
  const [answer, setAnswer] = useState<{ places: readonly TDuplicatePlace[]; check: TDuplicateCheck } | null>(
    null,
  );
  const [choice, setChoice] = useState<{
    places: readonly TDuplicatePlace[];
    kept: ReadonlySet<number>;
  } | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  const ask = useCallback((rows: readonly TDuplicatePlace[]) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setAnswer({ places: rows, check: CHECKING });
    findDuplicateRows([...rows], controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return;
        const matches = new Set(found);
        setAnswer({
          places: rows,
          check: { status: 'done', duplicates: rows.filter((p) => matches.has(p.row)) },
        });
      },
      () => {
        if (!controller.signal.aborted) setAnswer({ places: rows, check: { status: 'failed' } });
      },
    );
  }, []);

  useEffect(() => {
    if (!places) return;
    ask(places);
    return () => controllerRef.current?.abort();
  }, [places, ask]);

  const check = !places ? NONE : answer?.places === places ? answer.check : CHECKING;
  const kept = places && choice?.places === places ? choice.kept : NO_ROWS;
  const duplicates = check.status === 'done' ? check.duplicates : null;

  const setKept = useCallback(
    (row: number, isKept: boolean) => {
      if (!places) return;
      setChoice((current) => {
        const rows = new Set(current?.places === places ? current.kept : []);
        if (isKept) rows.add(row);
        else rows.delete(row);
        return { places, kept: rows };
      });
    },
    [places],
  );
  const keepAll = useCallback(() => {
    if (places && duplicates) setChoice({ places, kept: new Set(duplicates.map((place) => place.row)) });
  }, [places, duplicates]);
  const skipAll = useCallback(() => {
    if (places) setChoice({ places, kept: NO_ROWS });
  }, [places]);
  const retry = useCallback(() => {
    if (places) ask(places);
  }, [places, ask]);

  return useMemo(
    () => ({
      check,
      kept,
      skipped: duplicates ? duplicates.length - kept.size : 0,
      setKept,
      keepAll,
      skipAll,
      retry,
    }),
    [check, kept, duplicates, setKept, keepAll, skipAll, retry],
  );
}

/** The kept rows, in the file's order: the import's keepDuplicateRows. */
export function keptRows(review: TDuplicateReview): number[] {
  return [...review.kept].sort((a, b) => a - b);
}
