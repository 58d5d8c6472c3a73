import {
  ZApiError,
  ZOkResponse,
  ZTwoFactorChallengeRequest,
  ZTwoFactorDisableRequest,
  ZTwoFactorSetupResponse,
  ZTwoFactorStatus,
  ZTwoFactorVerifyRequest,
  ZTwoFactorVerifyResponse,
  ZUser,
} from '@rentfolio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import {
  CHALLENGE_COOKIE,
  clearChallengeCookie,
  requireUser,
  setSessionCookie,
  signInClientOf,
} from '../plugins/session';
import { finishTwoFactorSignIn } from '../services/sign-in.service';
import {
  disableTwoFactorForUser,
  getTwoFactorStatus,
  regenerateBackupCodes,
  setUpTwoFactor,
  verifyTwoFactorSetup,
} from '../services/two-factor.service';
import { toUserDto } from '../services/user.service';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 409: ZApiError, 429: ZApiError };

/** Two-factor sign-in (docs/product.md "Two-factor sign-in"; docs/api.md "Routes"). */
export async function twoFactorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // POST /api/auth/2fa/setup – a new secret as a QR code and as text; nothing is in force until it is verified
  r.post(
    '/api/auth/2fa/setup',
    {
      schema: {
        tags: ['two-factor'],
        summary: 'Start setting up two-factor sign-in',
        response: { 200: ZTwoFactorSetupResponse, ...errors },
      },
    },
    async (request) => setUpTwoFactor(ctx, requireUser(request)),
  );

  // POST /api/auth/2fa/verify – the first right code turns two-factor sign-in on; answers 10 single-use backup codes
  r.post(
    '/api/auth/2fa/verify',
    {
      schema: {
        tags: ['two-factor'],
        summary: 'Turn two-factor sign-in on with a first code',
        body: ZTwoFactorVerifyRequest,
        response: { 200: ZTwoFactorVerifyResponse, ...errors },
      },
    },
    async (request) => {
      return verifyTwoFactorSetup(ctx, requireUser(request), request.body, request.ip);
    },
  );

  // GET /api/auth/2fa/status – whether two-factor sign-in is on, and how many backup codes are left
  r.get(
    '/api/auth/2fa/status',
    {
      schema: {
        tags: ['two-factor'],
        summary: 'Two-factor status',
        response: { 200: ZTwoFactorStatus, 401: ZApiError },
      },
    },
    async (request) => getTwoFactorStatus(ctx, requireUser(request)),
  );

  // POST /api/auth/2fa/disable – turn two-factor sign-in off; needs the password and a current code
  r.post(
    '/api/auth/2fa/disable',
    {
      schema: {
        tags: ['two-factor'],
        summary: 'Turn two-factor sign-in off',
        body: ZTwoFactorDisableRequest,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await disableTwoFactorForUser(ctx, requireUser(request), request.body, request.ip);
      return { success: true as const };
    },
  );

  // POST /api/auth/2fa/backup-codes – 10 new backup codes in place of the old ones; needs the password and a code
  r.post(
    '/api/auth/2fa/backup-codes',
    {
      schema: {
        tags: ['two-factor'],
        summary: 'Replace the backup codes',
        body: ZTwoFactorDisableRequest,
        response: { 200: ZTwoFactorVerifyResponse, ...errors },
      },
    },
    async (request) => {
      return regenerateBackupCodes(ctx, requireUser(request), request.body, request.ip);
    },
  );

  // POST /api/auth/2fa/challenge – the second step of a sign-in: a code or a backup code; starts the session
  r.post(
    '/api/auth/2fa/challenge',
    {
      schema: {
        tags: ['two-factor'],
        summary: 'Finish signing in with a code or a backup code',
        body: ZTwoFactorChallengeRequest,
        response: { 200: ZUser, ...errors },
      },
    },
    async (request, reply) => {
      const { user, sessionToken } = await finishTwoFactorSignIn(
        ctx,
        request.cookies[CHALLENGE_COOKIE],
        request.body,
        signInClientOf(request),
      );
      clearChallengeCookie(reply, request);
      setSessionCookie(reply, request, sessionToken, ctx.sessionTimeouts.absoluteMs);
      return toUserDto(user);
    },
  );
}
