import {
  ZAchievement,
  ZAchievementCheckResponse,
  ZAchievementIdParams,
  ZAchievementList,
  ZAchievementProgress,
  ZApiError,
  ZTimeZoneRequest,
  ZUser,
} from '@rentfolio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { requireUser } from '../plugins/session';
import {
  checkAchievements,
  getAchievementProgress,
  listAchievements,
  setTimeZone,
  viewAchievement,
  viewAllAchievements,
} from '../services/achievements/achievements.service';
import { toUserDto } from '../services/user.service';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError };

export async function achievementsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/achievements – the caller's achievements, newest first
  r.get(
    '/api/achievements',
    {
      schema: {
        tags: ['achievements'],
        summary: 'Achievements',
        response: { 200: ZAchievementList, 401: ZApiError },
      },
    },
    async (request) => listAchievements(ctx, requireUser(request)),
  );

  // GET /api/achievements/progress – level, XP and where it comes from, and the streaks
  r.get(
    '/api/achievements/progress',
    {
      schema: {
        tags: ['achievements'],
        summary: 'Level, XP and streaks',
        response: { 200: ZAchievementProgress, 401: ZApiError },
      },
    },
    async (request) => getAchievementProgress(ctx, requireUser(request)),
  );

  // PATCH /api/achievements/:id/view – mark one of the caller's achievements viewed (404 for anyone else's)
  r.patch(
    '/api/achievements/:id/view',
    {
      schema: {
        tags: ['achievements'],
        summary: 'Mark an achievement viewed',
        params: ZAchievementIdParams,
        response: { 200: ZAchievement, ...errors },
      },
    },
    async (request) => viewAchievement(ctx, requireUser(request), request.params.id),
  );

  // POST /api/achievements/read-all – mark every one of the caller's achievements viewed (Mark all as read)
  r.post(
    '/api/achievements/read-all',
    {
      schema: {
        tags: ['achievements'],
        summary: 'Mark all achievements viewed',
        response: { 200: ZAchievementList, 401: ZApiError },
      },
    },
    async (request) => viewAllAchievements(ctx, requireUser(request)),
  );

  // POST /api/achievements/check – evaluate now and answer what was newly awarded
  r.post(
    '/api/achievements/check',
    {
      schema: {
        tags: ['achievements'],
        summary: 'Check for new achievements',
        response: { 200: ZAchievementCheckResponse, 401: ZApiError },
      },
    },
    async (request) => ({ awarded: await checkAchievements(ctx, requireUser(request)) }),
  );

  // PUT /api/user/time-zone – the zone the browser reports, in which achievements count days and weeks
  r.put(
    '/api/user/time-zone',
    {
      schema: {
        tags: ['user'],
        summary: 'Set the time zone',
        body: ZTimeZoneRequest,
        response: { 200: ZUser, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => toUserDto(await setTimeZone(ctx, requireUser(request), request.body.timeZone)),
  );
}
