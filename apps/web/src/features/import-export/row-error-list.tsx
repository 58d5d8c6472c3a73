import type { TImportRowError } from '@rentfolio/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { rowErrorText } from './import-text';

export type RowErrorListProps = {
  errors: readonly TImportRowError[];
  /** Every refused row; more than `errors` when the list was cut. */
  failed: number;
  labelledBy?: string;
};

/** The refused rows, each with its row number and 'Error importing {address}: message', and how many more there are. */
export function RowErrorList({ errors, failed, labelledBy }: RowErrorListProps) {
  const { t } = useTranslation();
  const notListed = failed - errors.length;
  return (
    <div className="flex flex-col gap-2">
      <ul
        aria-labelledby={labelledBy}
        // Nothing inside takes the focus, so the list does: a keyboard can then scroll a long one.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className="flex max-h-72 flex-col divide-y overflow-y-auto rounded-md border border-destructive/30 bg-destructive/5 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
        data-testid="row-errors"
      >
        {errors.map((error) => (
          <li
            key={error.row}
            className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:gap-3"
            data-testid="row-error"
          >
            <span
              className="shrink-0 font-semibold text-destructive tabular-nums sm:w-24"
              data-testid="row-error-row"
            >
              {t('importExport.rowErrors.row', { row: String(error.row) })}
            </span>
            <span className="min-w-0 break-words" data-testid="row-error-text">
              {rowErrorText(error, t)}
            </span>
          </li>
        ))}
      </ul>
      {notListed > 0 ? (
        <p className="text-muted-foreground text-sm" data-testid="row-errors-not-listed">
          {t('importExport.rowErrors.notListed', { count: notListed, formatted: formatNumber(notListed, 0) })}
        </p>
      ) : null}
    </div>
  );
}
