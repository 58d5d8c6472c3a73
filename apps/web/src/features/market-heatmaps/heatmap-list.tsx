import type { THeatMapMetric, THeatMapRow } from '@rentfolio/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { VirtualList } from '@/components/ui/virtual-list';
import { formatNumber } from '@/lib/format';
import { HeatMapRow } from './heatmap-row';

/** A row's height before it is measured: a header, one line of ten figures and a note on a wide screen. */
const ESTIMATED_ROW_HEIGHT = 170;

export type HeatMapListProps = {
  rows: readonly THeatMapRow[];
  metric: THeatMapMetric;
  expenseRatio: number;
  onViewOnMap: (row: THeatMapRow) => void;
};

/**
 * The places, sorted by the metric, virtualised in a box of their own: only the rows in view (and a few either side)
 * are in the page, and the page keeps its own height (in the window all 7,400 places made it a million pixels tall),
 * so the sources below stay within reach. The box scrolls with the wheel, touch and, once focus is in a row, the
 * keyboard; the row holding the focus stays rendered, and each row says its position for screen readers.
 */
export function HeatMapList({ rows, metric, expenseRatio, onViewOnMap }: HeatMapListProps) {
  const { t } = useTranslation();
  const metricName = t(`heatmap.metrics.${metric}`);
  const renderRow = useCallback(
    (row: THeatMapRow) => (
      <HeatMapRow row={row} metric={metric} expenseRatio={expenseRatio} onViewOnMap={onViewOnMap} />
    ),
    [metric, expenseRatio, onViewOnMap],
  );
  return (
    <section aria-labelledby="heatmap-list-title" className="@container flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="heatmap-list-title" className="font-semibold text-lg tracking-tight">
          {t('heatmap.list.title', { metric: metricName })}
        </h2>
        <p role="status" className="text-muted-foreground text-sm">
          {t('heatmap.list.count', {
            count: rows.length,
            formatted: formatNumber(rows.length, 0),
            metric: metricName,
          })}
        </p>
      </div>
      <VirtualList
        scroll="box"
        items={rows}
        getKey={getRowKey}
        renderItem={renderRow}
        estimateSize={ESTIMATED_ROW_HEIGHT}
        label={t('heatmap.list.label')}
        className="h-[min(72dvh,52rem)] min-h-80 rounded-xl border bg-muted/40 px-2 sm:px-3"
        itemClassName="py-1.5"
      />
    </section>
  );
}

function getRowKey(row: THeatMapRow): string {
  return row.id;
}
