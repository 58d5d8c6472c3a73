import type { TTwoFactorChallengeRequest } from '@rentfolio/contracts';
import type { UserRow } from '@rentfolio/db';
import type { AppContext } from '../context';
import { checkAdminPin, checkSignIn } from './auth.service';
import { startSession } from './session.service';
import { completeLoginChallenge, startLoginChallenge } from './two-factor.service';

/** Who is signing in, as the request tells it: the address limits count by `ip`; a session the browser had ends. */
export type SignInClient = {
  ip: string;
  previousSessionToken?: string | undefined;
  userAgent?: string | undefined;
};

/** A session started: the token is the session cookie's value. */
export type SignedIn = { user: UserRow; sessionToken: string };

/** A password sign-in ends in a session, or, with two-factor sign-in on, in a challenge (the challenge cookie's value). */
export type SignInOutcome = ({ kind: 'session' } & SignedIn) | { kind: 'challenge'; challengeToken: string };

function openSession(ctx: AppContext, user: UserRow, client: SignInClient): Promise<SignedIn> {
  return startSession(ctx, user, {
    previousToken: client.previousSessionToken,
    userAgent: client.userAgent,
  }).then((sessionToken) => ({ user, sessionToken }));
}

/**
 * POST /api/auth/login (docs/api.md "Limits"): the password step with its limits; with two-factor sign-in on, the right
 * password starts only a challenge, and no session starts until the code (docs/product.md "Two-factor sign-in").
 */
export async function signIn(
  ctx: AppContext,
  body: { usernameOrEmail: string; password: string },
  client: SignInClient,
): Promise<SignInOutcome> {
  const user = await checkSignIn(ctx, body, client.ip);
  if (user.twoFactorEnabled === 1) {
    return { kind: 'challenge', challengeToken: await startLoginChallenge(ctx, user) };
  }
  return { kind: 'session', ...(await openSession(ctx, user, client)) };
}

/**
 * POST /api/auth/2fa/challenge: the second step, limited per address and per account, with the challenge cookie's
 * token; the challenge is used up and the session starts.
 */
export async function finishTwoFactorSignIn(
  ctx: AppContext,
  challengeToken: string | undefined,
  body: TTwoFactorChallengeRequest,
  client: SignInClient,
): Promise<SignedIn> {
  await ctx.attempts.hit([['twoFactorPerIp', client.ip]]);
  const user = await completeLoginChallenge(ctx, challengeToken, body, (userId) =>
    ctx.attempts.hit([['twoFactorPerAccount', `user:${userId}`]]),
  );
  return openSession(ctx, user, client);
}

/**
 * POST /api/auth/admin: the PIN, limited per address and slowed down for everyone after wrong PINs (never locked);
 * every attempt is logged through `log`. Starts the admin account's session.
 */
export async function signInAdmin(
  ctx: AppContext,
  pin: string,
  client: SignInClient,
  log: (outcome: string) => void,
): Promise<SignedIn> {
  const admin = await checkAdminPin(ctx, pin, client.ip, log);
  return openSession(ctx, admin, client);
}
