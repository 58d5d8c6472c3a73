import type { THeatMapMetric } from '@rentfolio/contracts';
import { formatCurrency, formatDecimal, formatPercentValue } from '@/lib/format';

/** A metric's value as the screen writes it: rent in money, growth and cap rate in percent, scores to 1 decimal. */
export function formatMetric(metric: THeatMapMetric, value: number): string {
  switch (metric) {
    case 'averageRent':
      return formatCurrency(value);
    case 'rentGrowth':
    case 'capRate':
      return formatPercentValue(value);
    default:
      return formatDecimal(value, 1);
  }
}

/** A threshold of the colour key, in the metric's unit. */
export function formatThreshold(metric: THeatMapMetric, value: number): string {
  return metric === 'rentGrowth' || metric === 'capRate'
    ? formatPercentValue(value)
    : formatDecimal(value, 1);
}
