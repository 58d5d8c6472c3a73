import type { THeatMapMetric, THeatMapRow } from '@rentfolio/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { VirtualList } from '@/components/ui/virtual-list';
import { formatNumber } from '@/lib/format';
import { HeatMapRow } from './heatmap-row';

/** A row's height before it is measured: a header and one line of ten figures on a wide screen. */
const ESTIMATED_ROW_HEIGHT = 150;

export type HeatMapListProps = {
  rows: readonly THeatMapRow[];
  metric: THeatMapMetric;
  expenseRatio: number;
  onViewOnMap: (row: THeatMapRow) => void;
};

/** The places, sorted by the metric, virtualised: all 6,700 ZIPs scroll as smoothly as one city's. */
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
        scroll="window"
        items={rows}
        getKey={getRowKey}
        renderItem={renderRow}
        estimateSize={ESTIMATED_ROW_HEIGHT}
        label={t('heatmap.list.label')}
      />
    </section>
  );
}

function getRowKey(row: THeatMapRow): string {
  return row.id;
}
