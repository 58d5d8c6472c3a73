import type { TAnalyzeDealResponse, TSavedAnalysis } from '@rentfolio/contracts';
import {
  analyzeDeal,
  PROJECTION_DEFAULT_ASSUMPTIONS,
  PROJECTION_DEFAULT_YEARS,
  type TDealExplanations,
  type TDealInputs,
  type TProjectionAssumptions,
} from '@rentfolio/finance';

/** The projection an analysis is run with; its appreciation also feeds the total return of year 1. */
export type ProjectionSettings = { years: number; assumptions: TProjectionAssumptions };

export const DEFAULT_PROJECTION_SETTINGS: ProjectionSettings = {
  years: PROJECTION_DEFAULT_YEARS,
  assumptions: { ...PROJECTION_DEFAULT_ASSUMPTIONS },
};

/** The analysis on screen, and what it was computed with. */
export type DealResult = {
  analysis: TAnalyzeDealResponse;
  settings: ProjectionSettings;
  /** When the result was opened from a saved analysis: its save date (ISO). */
  savedAt: string | null;
  /** The property's address at the time, for the results' heading. */
  address: string;
};

export function isSameProjection(a: ProjectionSettings, b: ProjectionSettings): boolean {
  return (
    a.years === b.years &&
    (Object.keys(a.assumptions) as (keyof TProjectionAssumptions)[]).every(
      (key) => a.assumptions[key] === b.assumptions[key],
    )
  );
}

/** The request's projection part (ZProjectionRequest). */
export function toProjectionRequest(settings: ProjectionSettings) {
  return { years: settings.years, ...settings.assumptions };
}

/**
 * The finance engine's explanation of every figure, for the same inputs and projection as the figures shown, so the
 * popovers name exactly the numbers on screen. The engine only throws on inputs the API would have refused.
 */
export function explainDeal(inputs: TDealInputs, settings: ProjectionSettings): TDealExplanations | null {
  try {
    return analyzeDeal(inputs, { projection: settings }).explanations;
  } catch {
    return null;
  }
}

/**
 * A saved analysis analysed again in the browser, with the same engine as the server: opening it shows its figures
 * without counting as an analysis.
 */
export function analyzeSavedDeal(saved: TSavedAnalysis, settings: ProjectionSettings): TAnalyzeDealResponse {
  const { explanations: _explanations, ...analysis } = analyzeDeal(saved.inputs, {
    includeSchedule: true,
    projection: settings,
  });
  return analysis;
}
