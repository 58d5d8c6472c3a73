import {
  dealLimitMessageCode,
  formatDealLimitMessage,
  getPlan,
  type TAnalyzeDealResponse,
  type TAnalyzeDealWithOptionsRequest,
  UNLIMITED,
} from '@rentfolio/contracts';
import { incrementUsageWithin, type UserRow } from '@rentfolio/db';
import {
  analyzeDealFigures,
  type TAnalyzeDealOptions,
  type TDealAnalysisFigures,
  type TDealInputsInit,
} from '@rentfolio/finance';
import type { AppContext } from '../context';
import { toMonthPeriod } from '../lib/clock';
import { badRequest, forbidden } from '../lib/http-error';
import { recordAnalysis } from './achievements/achievements.service';
import { toDealInputsInit } from './deal-columns';
import { DEAL_ANALYSIS_METRIC } from './user.service';

/** Runs the finance engine; input the contract let through but the engine refuses is the caller's fault (400). */
export function runAnalysis(init: TDealInputsInit, options: TAnalyzeDealOptions = {}): TDealAnalysisFigures {
  try {
    return analyzeDealFigures(init, options);
  } catch (error) {
    if (error instanceof RangeError) throw badRequest(`These figures cannot be analysed: ${error.message}.`);
    throw error;
  }
}

/**
 * Analyses a deal for `user` and counts it towards the calendar month's usage. The analysis is computed first, so
 * only a successful one counts; on a plan with a monthly limit the count and the check are one statement, so two
 * requests at once cannot both pass the last free slot.
 */
export async function analyzeDealForUser(
  ctx: AppContext,
  user: UserRow,
  request: TAnalyzeDealWithOptionsRequest,
): Promise<TAnalyzeDealResponse> {
  const { projection } = request;
  const analysis = runAnalysis(toDealInputsInit(request), {
    includeSchedule: request.includeSchedule === true,
    ...(projection
      ? {
          projection: {
            ...(projection.years !== undefined ? { years: projection.years } : {}),
            assumptions: {
              ...(projection.rentGrowth !== undefined ? { rentGrowth: projection.rentGrowth } : {}),
              ...(projection.expenseGrowth !== undefined ? { expenseGrowth: projection.expenseGrowth } : {}),
              ...(projection.appreciation !== undefined ? { appreciation: projection.appreciation } : {}),
              ...(projection.sellingCosts !== undefined ? { sellingCosts: projection.sellingCosts } : {}),
            },
          },
        }
      : {}),
  });
  const period = toMonthPeriod(ctx.now());
  const limit = getPlan(user.plan).dealAnalysesPerMonth;
  // Counted before the answer goes out: an analysis acknowledged is an analysis stored (services/usage-buffer.ts).
  let counted: Promise<void> | null = null;
  if (limit === UNLIMITED) {
    counted = ctx.usageBuffer.add(user.id, DEAL_ANALYSIS_METRIC, period);
  } else if ((await incrementUsageWithin(ctx.db, user.id, DEAL_ANALYSIS_METRIC, period, limit)) === null) {
    throw forbidden(formatDealLimitMessage(limit), 'DEAL_LIMIT', dealLimitMessageCode(limit));
  }
  // The day counts towards the weekly analysis streak, and a distinct deal towards the analyses achievements; the
  // achievements follow once the counts are stored.
  await Promise.all([counted, recordAnalysis(ctx, user, JSON.stringify(analysis.inputs))]);
  return analysis;
}
