import type { TMonthOverMonth, TPortfolioMetrics } from '@rentfolio/contracts';
import { formatDecimal } from '@/lib/format';

/** The direction a caption shows with its icon and colour (never the colour alone). */
export type ChangeDirection = 'up' | 'down' | 'flat' | 'none';

/**
 * A metric card's caption (docs/product.md "Real figures", "Portfolio figures"), as an i18n key of `dashboard.metrics` and its values:
 * - no snapshot a month old: "No change data yet";
 * - money figures: the relative change in percent ("+4.2% from last month"); null means last month's figure was 0;
 * - rates (average ROI, occupancy): the difference in percentage points ("+0.4 pts from last month").
 */
export type ChangeCaption = {
  direction: ChangeDirection;
  key:
    | 'noChangeData'
    | 'changePercent'
    | 'changePoints'
    | 'upLessPercent'
    | 'downLessPercent'
    | 'upLessPoints'
    | 'downLessPoints'
    | 'upFromZero'
    | 'downFromZero'
    | 'noChange';
  change?: string;
};

export type MetricKey = 'totalValue' | 'totalCashFlow' | 'avgROI' | 'occupancyRate';

const MONEY_METRICS: readonly MetricKey[] = ['totalValue', 'totalCashFlow'];

/** The sign as a reader expects it: "+" for a rise and a true minus sign (U+2212) for a fall. */
function signed(value: number): string {
  const text = formatDecimal(Math.abs(value), 1);
  return value > 0 ? `+${text}` : `\u2212${text}`;
}

/**
 * A change shown to 1 decimal. A change too small to show at that precision still says which way it went ("Up less
 * than 0.1%"), rather than "+0.0%" or a "No change" that is not true.
 */
function captionOfChange(change: number, unit: 'percent' | 'points'): ChangeCaption {
  if (change === 0) return { direction: 'flat', key: 'noChange' };
  const direction = change > 0 ? 'up' : 'down';
  if (Math.abs(change) < 0.05) {
    if (unit === 'percent') return { direction, key: change > 0 ? 'upLessPercent' : 'downLessPercent' };
    return { direction, key: change > 0 ? 'upLessPoints' : 'downLessPoints' };
  }
  const suffix = unit === 'percent' ? '%' : '';
  return {
    direction,
    key: unit === 'percent' ? 'changePercent' : 'changePoints',
    change: `${signed(change)}${suffix}`,
  };
}

export function computeChangeCaption(
  metric: MetricKey,
  current: Pick<TPortfolioMetrics, MetricKey>,
  monthOverMonth: TMonthOverMonth | null,
): ChangeCaption {
  if (!monthOverMonth) return { direction: 'none', key: 'noChangeData' };
  const change = monthOverMonth[metric];
  if (MONEY_METRICS.includes(metric)) {
    if (change === null) {
      // The relative change of a figure that was 0 has no value: say what happened instead.
      const now = current[metric];
      if (now > 0) return { direction: 'up', key: 'upFromZero' };
      if (now < 0) return { direction: 'down', key: 'downFromZero' };
      return { direction: 'flat', key: 'noChange' };
    }
    return captionOfChange(change, 'percent');
  }
  return captionOfChange(change ?? 0, 'points');
}
