import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { formatMetric } from './heatmap-format';
import type { THeatMapAverages } from './heatmap-model';

const CARDS = ['averageRent', 'rentGrowth', 'capRate', 'marketScore'] as const;

export type HeatMapAveragesProps = { averages: THeatMapAverages; total: number };

/** The four averages of the places shown, each with how many places had the figure (nulls are left out). */
export function HeatMapAverages({ averages, total }: HeatMapAveragesProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="heatmap-averages-title" className="flex flex-col gap-3">
      <h2 id="heatmap-averages-title" className="font-semibold text-lg tracking-tight">
        {t('heatmap.averages.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {CARDS.map((key) => {
          const { value, count } = averages[key];
          return (
            <div key={key} className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-4 shadow-xs">
              <dt className="text-muted-foreground text-sm">{t(`heatmap.averages.${key}`)}</dt>
              <dd className="font-semibold text-xl tabular-nums tracking-tight sm:text-2xl">
                {value === null ? t('heatmap.averages.none') : formatMetric(key, value)}
              </dd>
              <dd className="text-muted-foreground text-xs">
                {t('heatmap.averages.from', { count, total: formatNumber(total, 0) })}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
