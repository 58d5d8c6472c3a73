import {
  DEAL_PROPERTY_TYPES,
  MAX_SAVED_ANALYSES_PER_USER,
  MESSAGES,
  savedAnalysisLimitMessage,
  type TDealPropertyType,
  type TSaveAnalysisRequest,
  type TSavedAnalysis,
} from '@rentfolio/contracts';
import {
  countDealAnalysesByOwner,
  createDealAnalysis,
  type DealAnalysisRow,
  deleteDealAnalysisForOwner,
  findDealAnalysesByOwner,
  getDealAnalysisForOwner,
  lockUserForWrites,
  type UserRow,
} from '@rentfolio/db';
import type { AppContext } from '../context';
import { forbidden, notFound } from '../lib/http-error';
import { runAnalysis } from './deal-analysis.service';
import { fromDealColumns, toDealColumns, toDealInputsInit } from './deal-columns';

function isPropertyType(value: string | null): value is TDealPropertyType {
  return value !== null && (DEAL_PROPERTY_TYPES as readonly string[]).includes(value);
}

/**
 * A saved analysis as the API answers it. Its figures are computed afresh from the stored inputs, so they always
 * follow the current formulas. It carries every property field too: the portfolio work turns an analysis into a
 * property from exactly this record.
 */
export function toSavedAnalysisDto(row: DealAnalysisRow): TSavedAnalysis {
  const inputs = fromDealColumns(row);
  const analysis = runAnalysis(inputs);
  return {
    id: row.id,
    createdAt: new Date(row.createdAt).toISOString(),
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    propertyType: isPropertyType(row.propertyType) ? row.propertyType : null,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    squareFeet: row.squareFeet,
    notes: row.notes,
    inputs: analysis.inputs,
    capRate: analysis.capRate,
    cashFlow: analysis.cashFlow,
    roi: analysis.roi,
    score: analysis.score,
    recommendation: analysis.recommendation,
  };
}

export async function saveAnalysis(
  ctx: AppContext,
  user: UserRow,
  request: TSaveAnalysisRequest,
): Promise<TSavedAnalysis> {
  // Resolving through the engine refuses what it cannot analyse (400) before anything is stored.
  const { inputs } = runAnalysis(toDealInputsInit(request));
  // The count and the insert run under the user's row lock: concurrent saves cannot pass the limit together.
  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockUserForWrites(trx, user.id);
    const saved = await countDealAnalysesByOwner(trx, user.id);
    if (saved >= MAX_SAVED_ANALYSES_PER_USER) {
      const { text, messageCode } = savedAnalysisLimitMessage(MAX_SAVED_ANALYSES_PER_USER);
      throw forbidden(text, 'SAVED_ANALYSIS_LIMIT', messageCode);
    }
    return createDealAnalysis(trx, {
      userId: user.id,
      createdAt: ctx.now(),
      address: request.address || null,
      city: request.city || null,
      state: request.state ? request.state.toUpperCase() : null,
      zipCode: request.zipCode || null,
      propertyType: request.propertyType ?? null,
      bedrooms: request.bedrooms ?? null,
      bathrooms: request.bathrooms ?? null,
      squareFeet: request.squareFeet ?? null,
      ...toDealColumns(inputs),
      notes: request.notes || null,
    });
  });
  return toSavedAnalysisDto(row);
}

export async function findSavedAnalyses(ctx: AppContext, user: UserRow): Promise<TSavedAnalysis[]> {
  return (await findDealAnalysesByOwner(ctx.db, user.id)).map(toSavedAnalysisDto);
}

export async function getSavedAnalysis(ctx: AppContext, user: UserRow, id: number): Promise<TSavedAnalysis> {
  const row = await getDealAnalysisForOwner(ctx.db, user.id, id);
  if (!row) throw notFound(MESSAGES.analysisNotFound);
  return toSavedAnalysisDto(row);
}

export async function deleteSavedAnalysis(ctx: AppContext, user: UserRow, id: number): Promise<void> {
  if (!(await deleteDealAnalysisForOwner(ctx.db, user.id, id))) throw notFound(MESSAGES.analysisNotFound);
}
