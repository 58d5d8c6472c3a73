import type { TProperty } from '@rentfolio/contracts';
import { computeDownPaymentAmount, computeTotalCashInvested, roundToCents } from '@rentfolio/finance';

/** Spec §9 "Compare limit: 3 properties". */
export const COMPARE_LIMIT = 3;

/**
 * Ticks or unticks a property (spec §4 "Compare selection"), keeping the order in which they were ticked; a tick
 * beyond the limit is refused (the screen disables those boxes, so this only guards against a stray event).
 */
export function toggleSelection(selected: readonly number[], id: number): number[] {
  if (selected.includes(id)) return selected.filter((current) => current !== id);
  if (selected.length >= COMPARE_LIMIT) return [...selected];
  return [...selected, id];
}

/**
 * The cash a purchase takes: down payment + closing costs + rehab costs, which is the deal's total cash invested
 * (docs/calculations.md, "totalCashInvested"), from the inputs the API returns with every property.
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

/** The three summaries of spec §2 "Property Comparison", over the properties in the order they are compared. */
export function summarizeComparison(properties: readonly TProperty[]): ComparisonSummaries {
  const rename = (best: { item: TProperty; value: number } | null) =>
    best ? { property: best.item, value: best.value } : null;
  return {
    bestRoi: rename(findBest(properties, (property) => property.roi, 'highest')),
    bestCashFlow: rename(findBest(properties, (property) => property.monthlyCashFlow, 'highest')),
    lowestEntryCost: rename(findBest(properties, computeEntryCost, 'lowest')),
  };
}

/** The properties whose text (address, city, state or ZIP) contains `text`, ignoring case. */
export function filterProperties(properties: readonly TProperty[], text: string): readonly TProperty[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return properties;
  return properties.filter((property) =>
    [property.address, property.city, property.state ?? '', property.zipCode ?? ''].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  );
}
