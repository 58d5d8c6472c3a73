import {
  ZAnalysisIdParams,
  ZAnalyzeDealResponse,
  ZAnalyzeDealWithOptionsRequest,
  ZApiError,
  ZOkResponse,
  ZSaveAnalysisRequest,
  ZSavedAnalysis,
} from '@rentfolio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { requireUser } from '../plugins/session';
import { analyzeDealForUser } from '../services/deal-analysis.service';
import {
  deleteSavedAnalysis,
  findSavedAnalyses,
  getSavedAnalysis,
  saveAnalysis,
} from '../services/saved-analyses.service';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

export async function dealRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // POST /api/analyze-deal – analyse the full deal form or the quick four fields; counts towards the month's usage
  r.post(
    '/api/analyze-deal',
    {
      schema: {
        tags: ['deal analysis'],
        summary: 'Analyse a deal',
        body: ZAnalyzeDealWithOptionsRequest,
        response: { 200: ZAnalyzeDealResponse, ...errors },
      },
    },
    async (request) => analyzeDealForUser(ctx, requireUser(request), request.body),
  );

  // GET /api/analyses – the signed-in user's saved analyses, newest first
  r.get(
    '/api/analyses',
    {
      schema: {
        tags: ['deal analysis'],
        summary: 'Saved analyses',
        response: { 200: z.array(ZSavedAnalysis), 401: ZApiError },
      },
    },
    async (request) => findSavedAnalyses(ctx, requireUser(request)),
  );

  // POST /api/analyses – save a deal with its notes (does not count as an analysis)
  r.post(
    '/api/analyses',
    {
      schema: {
        tags: ['deal analysis'],
        summary: 'Save an analysis',
        body: ZSaveAnalysisRequest,
        response: { 201: ZSavedAnalysis, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveAnalysis(ctx, requireUser(request), request.body)),
  );

  // GET /api/analyses/:id – one saved analysis of the caller; 404 for anyone else's
  r.get(
    '/api/analyses/:id',
    {
      schema: {
        tags: ['deal analysis'],
        summary: 'A saved analysis',
        params: ZAnalysisIdParams,
        response: { 200: ZSavedAnalysis, ...errors },
      },
    },
    async (request) => getSavedAnalysis(ctx, requireUser(request), request.params.id),
  );

  // DELETE /api/analyses/:id – delete one saved analysis of the caller; 404 for anyone else's
  r.delete(
    '/api/analyses/:id',
    {
      schema: {
        tags: ['deal analysis'],
        summary: 'Delete a saved analysis',
        params: ZAnalysisIdParams,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await deleteSavedAnalysis(ctx, requireUser(request), request.params.id);
      return { success: true as const };
    },
  );
}
