/**
 * Figures that are allowed but probably mistyped (docs/product.md "Input rules"): the form shows an "is this right?"
 * warning before saving, and saving stays allowed. A price under $10,000, a monthly rent above 10% of the price, and
 * an ROI above 1,000% are each far outside any real rental.
 */
export const PLAUSIBLE_MIN_PRICE = 10_000;
export const PLAUSIBLE_MAX_RENT_SHARE = 0.1;
export const PLAUSIBLE_MAX_ROI = 1_000;

export type TPlausibilityWarning = 'lowPrice' | 'highRent' | 'highRoi';

export function findPlausibilityWarnings(figures: {
  purchasePrice?: number | null | undefined;
  monthlyRent?: number | null | undefined;
  roi?: number | null | undefined;
}): TPlausibilityWarning[] {
  const warnings: TPlausibilityWarning[] = [];
  const { purchasePrice: price, monthlyRent: rent, roi } = figures;
  const hasPrice = typeof price === 'number' && Number.isFinite(price) && price > 0;
  if (hasPrice && price < PLAUSIBLE_MIN_PRICE) warnings.push('lowPrice');
  if (hasPrice && typeof rent === 'number' && rent > price * PLAUSIBLE_MAX_RENT_SHARE)
    warnings.push('highRent');
  if (typeof roi === 'number' && roi > PLAUSIBLE_MAX_ROI) warnings.push('highRoi');
  return warnings;
}
