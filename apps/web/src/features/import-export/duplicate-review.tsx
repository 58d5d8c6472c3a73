import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { VirtualList } from '@/components/ui/virtual-list';
import { formatNumber } from '@/lib/format';
import type { TDuplicatePlace } from './csv-preview-model';
import type { TDuplicateReview } from './use-duplicate-review';

/** A row's city, state and ZIP as an American address writes them: "Denver, CO 80205". */
function formatPlace(place: TDuplicatePlace): string {
  const stateAndZip = [place.state, place.zipCode].filter(Boolean).join(' ');
  return [place.city, stateAndZip].filter(Boolean).join(', ');
}

const placeKey = (place: TDuplicatePlace) => place.row;

type DuplicateItemProps = {
  place: TDuplicatePlace;
  isKept: boolean;
  onKeptChange: (row: number, isKept: boolean) => void;
};

/** One likely duplicate: its row, address and place, and its Keep box (unchecked: the import skips it). */
function DuplicateItem({ place, isKept, onKeptChange }: DuplicateItemProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <label
      htmlFor={`${id}-keep`}
      className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-muted/60"
      data-testid="duplicate-row"
    >
      <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:gap-3">
        <span id={`${id}-row`} className="shrink-0 font-semibold tabular-nums sm:w-20">
          {t('importExport.rowErrors.row', { row: String(place.row) })}
        </span>
        <span className="flex min-w-0 flex-col">
          <span id={`${id}-address`} className="break-words font-medium" data-testid="duplicate-address">
            {place.address}
          </span>
          <span className="break-words text-muted-foreground text-xs" data-testid="duplicate-place">
            {formatPlace(place)}
          </span>
        </span>
      </span>
      <span className="flex shrink-0 items-center gap-2">
        <input
          id={`${id}-keep`}
          type="checkbox"
          checked={isKept}
          onChange={(event) => onKeptChange(place.row, event.target.checked)}
          // "Keep Row 5 12 Oak St": the visible word first, then which row it keeps.
          aria-labelledby={`${id}-keep-text ${id}-row ${id}-address`}
          className="size-4 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
          data-testid="duplicate-keep"
        />
        <span id={`${id}-keep-text`}>{t('importExport.duplicates.keep')}</span>
      </span>
    </label>
  );
}

export type DuplicateReviewProps = { review: TDuplicateReview };

/**
 * The preview's likely duplicates (docs/product.md "CSV import and export"): while the server is asked, a short
 * note; if it cannot answer, an error with Retry (the import still skips them); then the rows that match a property
 * the user has, each with a Keep box, and Keep all / Skip all. A long list is virtualised inside its own box.
 */
export function DuplicateReview({ review }: DuplicateReviewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { check, kept, skipped, setKept } = review;
  const renderItem = useCallback(
    (place: TDuplicatePlace) => (
      <DuplicateItem place={place} isKept={kept.has(place.row)} onKeptChange={setKept} />
    ),
    [kept, setKept],
  );

  if (check.status === 'none') return null;
  if (check.status === 'checking') {
    return (
      <p
        role="status"
        className="flex items-center gap-2 text-muted-foreground text-sm"
        data-testid="duplicates-checking"
      >
        <LoaderCircle className="size-4 shrink-0 animate-spin text-primary" aria-hidden="true" />
        {t('importExport.duplicates.checking')}
      </p>
    );
  }
  if (check.status === 'failed') {
    return (
      <Alert
        role="alert"
        className="border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        data-testid="duplicates-failed"
      >
        <TriangleAlert aria-hidden="true" />
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-0.5">
            <p className="font-semibold">{t('importExport.duplicates.failedTitle')}</p>
            <p>{t('importExport.duplicates.failedText')}</p>
          </div>
          <Button variant="outline" size="sm" className="self-start" onClick={review.retry}>
            {t('importExport.duplicates.retry')}
          </Button>
        </div>
      </Alert>
    );
  }
  const { duplicates } = check;
  if (duplicates.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-2"
      data-testid="preview-duplicates"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h4 id={titleId} className="font-semibold text-base">
            {t('importExport.duplicates.title')}
          </h4>
          <p className="text-muted-foreground text-sm">{t('importExport.duplicates.text')}</p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" size="sm" onClick={review.keepAll}>
            {t('importExport.duplicates.keepAll')}
          </Button>
          <Button variant="outline" size="sm" onClick={review.skipAll}>
            {t('importExport.duplicates.skipAll')}
          </Button>
        </div>
      </div>
      <VirtualList<TDuplicatePlace>
        scroll="box"
        items={duplicates}
        getKey={placeKey}
        renderItem={renderItem}
        estimateSize={56}
        label={t('importExport.duplicates.listLabel')}
        className="max-h-72 rounded-md border"
        itemClassName="border-t data-[index='0']:border-t-0"
      />
      <p aria-live="polite" className="text-muted-foreground text-sm" data-testid="duplicates-summary">
        {skipped === 0
          ? t('importExport.duplicates.allKept')
          : t('importExport.duplicates.skipped', { count: skipped, formatted: formatNumber(skipped, 0) })}
      </p>
    </section>
  );
}
