import type { TProperty } from '@rentfolio/contracts';
import { analyzeDeal, DEAL_FIELD_NAMES, type TDealAnalysis, type TDealInputsInit } from '@rentfolio/finance';

/**
 * The property's deal, analysed in the browser by the same engine as the deal screen and the server (which stores
 * the same cap rate, cash flows, ROI and cash-on-cash): every figure with its formula explanation. Null for inputs
 * the engine refuses (the API would have refused them too).
 */
export function analyzePropertyDeal(property: TProperty): TDealAnalysis | null {
  const init: TDealInputsInit = {
    purchasePrice: property.purchasePrice,
    monthlyRent: property.monthlyRent,
    operatingExpenses: property.operatingExpenses,
  };
  for (const field of DEAL_FIELD_NAMES) init[field] = property[field];
  try {
    return analyzeDeal(init);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
