import type { TRentCheck } from '@rentfolio/contracts';
import { CACHE_SIZES, Cache } from '../lib/cache';
import { JsonBodyCache } from '../lib/json-body-cache';

/**
 * Answers kept ready to send, one set per app (docs/operations.md "Caches"). The market answers depend only on the data
 * set, loaded at start-up, and the place; an insights page only on the computed list it was cut from (its stamp).
 */
export type AnswerCaches = {
  marketBodies: JsonBodyCache;
  heatMapBodies: JsonBodyCache;
  rentChecks: Cache<string, TRentCheck>;
  insightPages: JsonBodyCache;
};

export function createAnswerCaches(): AnswerCaches {
  return {
    marketBodies: new JsonBodyCache(CACHE_SIZES.marketBodies),
    heatMapBodies: new JsonBodyCache(CACHE_SIZES.heatMapBodies),
    rentChecks: new Cache(CACHE_SIZES.rentChecks),
    insightPages: new JsonBodyCache(CACHE_SIZES.insightPages),
  };
}
