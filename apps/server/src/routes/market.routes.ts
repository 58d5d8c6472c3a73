import {
  MARKET_MESSAGES,
  ZApiError,
  ZHeatMap,
  ZHeatMapQuery,
  ZMarketAnswer,
  ZMarketDataParams,
  ZMarketDataQuery,
  ZMarketPlace,
  ZMarketPlacesQuery,
  ZNeighbourhoodImportRequest,
  ZNeighbourhoodImportResult,
  ZPropertyIdParams,
  ZPropertyMarket,
  ZRentCheck,
  ZRentCheckQuery,
} from '@rentfolio/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { badRequest } from '../lib/http-error';
import { sendJsonEntry } from '../lib/json-body-cache';
import { requireUser } from '../plugins/session';
import {
  clearNeighbourhoodValues,
  getHeatMapAnswer,
  importNeighbourhoodValues,
} from '../services/heat-map.service';
import { checkRent, findPlaces, getMarketDataAnswer, getPropertyMarket } from '../services/market.service';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError };

export async function marketRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sendMarketData = async (
    request: FastifyRequest,
    reply: FastifyReply,
    place: { city?: string | undefined; state?: string | undefined; zipCode?: string | undefined },
  ) => sendJsonEntry(request, reply, await getMarketDataAnswer(ctx, requireUser(request), place));

  // GET /api/market-data – a ZIP's own monthly records (?zipCode=), a metro's for ?city=&state=, else the user's most
  // common city, else Denver; an empty answer (level 'none') for a place the sources have no figures for
  r.get(
    '/api/market-data',
    {
      schema: {
        tags: ['market'],
        summary: 'Market records',
        querystring: ZMarketDataQuery,
        response: { 200: ZMarketAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { city, state, zipCode } = request.query;
      if (zipCode === undefined && (city === undefined) !== (state === undefined))
        throw badRequest(MARKET_MESSAGES.placeNeedsBoth);
      return sendMarketData(request, reply, { city, state, zipCode });
    },
  );

  // GET /api/market-data/:city/:state – the same, in the key form of the product's API
  r.get(
    '/api/market-data/:city/:state',
    {
      schema: {
        tags: ['market'],
        summary: 'Market records of a city',
        params: ZMarketDataParams,
        response: { 200: ZMarketAnswer, ...errors },
      },
    },
    async (request, reply) => sendMarketData(request, reply, request.params),
  );

  // GET /api/market/places?q= – metros, cities and ZIPs starting with the text, for the pickers (at most 20)
  r.get(
    '/api/market/places',
    {
      schema: {
        tags: ['market'],
        summary: 'Find places',
        querystring: ZMarketPlacesQuery,
        response: { 200: z.array(ZMarketPlace), 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => {
      requireUser(request);
      return findPlaces(ctx, request.query.q);
    },
  );

  // GET /api/market/rent-check?zipCode=&bedrooms= – HUD's Fair Market Rent and Zillow's typical rent for a ZIP
  r.get(
    '/api/market/rent-check',
    {
      schema: {
        tags: ['market'],
        summary: 'Rent check',
        querystring: ZRentCheckQuery,
        response: { 200: ZRentCheck, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => {
      requireUser(request);
      return checkRent(ctx, request.query.zipCode, request.query.bedrooms);
    },
  );

  // GET /api/properties/:id/market – the rent check and the value estimate of one of the caller's properties
  r.get(
    '/api/properties/:id/market',
    {
      schema: {
        tags: ['market'],
        summary: "A property's rent check and value estimate",
        params: ZPropertyIdParams,
        response: { 200: ZPropertyMarket, ...errors },
      },
    },
    async (request) => getPropertyMarket(ctx, requireUser(request), request.params.id),
  );

  // GET /api/market/heatmap?city=&state= – the heat map's places (ZIPs with a Zillow rent, Denver's neighbourhoods) with
  // their figures, the user's imported values and the market score
  r.get(
    '/api/market/heatmap',
    {
      schema: {
        tags: ['market'],
        summary: 'Heat map places',
        querystring: ZHeatMapQuery,
        response: { 200: ZHeatMap, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request, reply) => {
      const answer = await getHeatMapAnswer(ctx, requireUser(request), request.query);
      return 'own' in answer ? answer.own : sendJsonEntry(request, reply, answer.shared);
    },
  );

  // POST /api/market/neighbourhood-data – import the user's own safety, walk and school values (CSV), row by row
  r.post(
    '/api/market/neighbourhood-data',
    {
      schema: {
        tags: ['market'],
        summary: 'Import neighbourhood values',
        body: ZNeighbourhoodImportRequest,
        response: { 200: ZNeighbourhoodImportResult, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => importNeighbourhoodValues(ctx, requireUser(request), request.body.csv),
  );

  // DELETE /api/market/neighbourhood-data – remove every value the user imported
  r.delete(
    '/api/market/neighbourhood-data',
    {
      schema: {
        tags: ['market'],
        summary: 'Remove imported neighbourhood values',
        response: { 200: z.object({ deleted: z.number().int() }), 401: ZApiError },
      },
    },
    async (request) => clearNeighbourhoodValues(ctx, requireUser(request)),
  );
}
