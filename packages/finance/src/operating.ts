/** Income and operating figures (docs/calculations.md "Income and operating figures"). Unrounded. */
import type { TDealInputs } from './deal-fields';

export function computeAnnualRent(monthlyRent: number): number {
  return 12 * monthlyRent;
}

export function computeVacancyLoss(annualRent: number, vacancyPercent: number): number {
  return (annualRent * vacancyPercent) / 100;
}

export function computeEffectiveGrossIncome(annualRent: number, vacancyLoss: number): number {
  return annualRent - vacancyLoss;
}

export function computeAnnualExpenses(
  inputs: Pick<TDealInputs, 'operatingExpenses' | 'propertyTaxes' | 'insurance' | 'maintenance'>,
): number {
  return 12 * inputs.operatingExpenses + inputs.propertyTaxes + inputs.insurance + inputs.maintenance;
}

export function computeNetOperatingIncome(effectiveGrossIncome: number, annualExpenses: number): number {
  return effectiveGrossIncome - annualExpenses;
}

/** Percent of the purchase price; null when the price is 0. */
export function computeCapRate(netOperatingIncome: number, purchasePrice: number): number | null {
  return purchasePrice === 0 ? null : (netOperatingIncome / purchasePrice) * 100;
}
