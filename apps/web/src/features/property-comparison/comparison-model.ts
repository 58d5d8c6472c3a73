import type { TProperty, TPropertySearchRequest } from '@rentfolio/contracts';
import { computeDownPaymentAmount, computeTotalCashInvested, roundToCents } from '@rentfolio/finance';

/** docs/product.md "Limits" (Compare limit: 3 properties). */
export const COMPARE_LIMIT = 3;

/** How long the picker waits after the last keystroke before it asks the server for the filtered list. */
export const FILTER_DELAY_MS = 250;

/**
 * Ticks or unticks a property (docs/product.md "States and behaviour" (Compare selection)), keeping the order in which they were ticked; a tick
 * beyond the limit is refused (the screen disables those boxes, so this only guards against a stray event). The
 * selection holds the properties themselves, so a ticked one stays compared when the filter hides it from the list.
 */
export function toggleSelection<T extends { id: number }>(selected: readonly T[], item: T): T[] {
  if (selected.some((current) => current.id === item.id)) {
    return selected.filter((current) => current.id !== item.id);
  }
  if (selected.length >= COMPARE_LIMIT) return [...selected];
  return [...selected, item];
}

/**
 * The cash a purchase takes: down payment + closing costs + rehab costs, which is the deal's total cash invested
 * (docs/calculations.md "Cash flow and returns", totalCashInvested), from the inputs the API returns with every
 * property.
 */
export function computeEntryCost(
  property: Pick<TProperty, 'purchasePrice' | 'downPayment' | 'closingCosts' | 'rehabCosts'>,
): number {
  const downPaymentAmount = computeDownPaymentAmount(property.purchasePrice, property.downPayment);
  return roundToCents(computeTotalCashInvested(property, downPaymentAmount));
}

/** The property with the highest (or lowest) value; ties go to the first, and properties without a value are skipped. */
function findBest<T>(
  items: readonly T[],
  getValue: (item: T) => number | null,
  direction: 'highest' | 'lowest',
) {
  let best: { item: T; value: number } | null = null;
  for (const item of items) {
    const value = getValue(item);
    if (value === null) continue;
    const isBetter = best === null || (direction === 'highest' ? value > best.value : value < best.value);
    if (isBetter) best = { item, value };
  }
  return best;
}

export type ComparisonSummaries = {
  bestRoi: { property: TProperty; value: number } | null;
  bestCashFlow: { property: TProperty; value: number } | null;
  lowestEntryCost: { property: TProperty; value: number } | null;
};

/** The three summaries of docs/product.md "Screens" (Property Comparison), over the properties in the order they are compared. */
export function summarizeComparison(properties: readonly TProperty[]): ComparisonSummaries {
  const rename = (best: { item: TProperty; value: number } | null) =>
    best ? { property: best.item, value: best.value } : null;
  return {
    bestRoi: rename(findBest(properties, (property) => property.roi, 'highest')),
    bestCashFlow: rename(findBest(properties, (property) => property.monthlyCashFlow, 'highest')),
    lowestEntryCost: rename(findBest(properties, computeEntryCost, 'lowest')),
  };
}

/**
 * The search behind the picker's filter box: the server matches the text in the address, city, state or ZIP code,
 * ignoring case (POST /api/properties/search `query`); no text, every property.
 */
export function toCandidateFilters(text: string): TPropertySearchRequest {
  const query = text.trim();
  return query === '' ? {} : { query };
}
