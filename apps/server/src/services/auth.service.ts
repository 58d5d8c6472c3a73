import { DEFAULT_PLAN, MESSAGES, type TRegisterRequest, type TUser } from '@rentfolio/contracts';
import {
  createUser,
  findUserByLogin,
  findUsersTakingIdentity,
  getAdminUser,
  getUserById,
  isUniqueViolation,
  normalizeLoginKey,
  type UserRow,
} from '@rentfolio/db';
import type { AppContext } from '../context';
import { conflict, forbidden, unauthorized } from '../lib/http-error';
import { sendFirstConfirmationLink } from './email-confirmation.service';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { hashAdminPin, isSameDigest } from './session-tokens';
import { toUserDto } from './user.service';

// A username or e-mail that is taken gets its own message; the username is checked first.
async function assertIdentityFree(
  ctx: Pick<AppContext, 'db'>,
  usernameKey: string,
  emailKey: string,
): Promise<void> {
  const taken = await findUsersTakingIdentity(ctx.db, { usernameKey, emailKey });
  if (taken.some((u) => u.usernameKey === usernameKey)) {
    throw conflict(MESSAGES.usernameTaken, { username: MESSAGES.usernameTaken });
  }
  if (taken.some((u) => u.emailKey === emailKey))
    throw conflict(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
}

export async function registerUser(
  ctx: Pick<AppContext, 'db' | 'now'>,
  input: TRegisterRequest,
): Promise<TUser> {
  const usernameKey = normalizeLoginKey(input.username);
  const emailKey = normalizeLoginKey(input.email);
  await assertIdentityFree(ctx, usernameKey, emailKey);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  try {
    const row = await createUser(ctx.db, {
      username: input.username,
      usernameKey,
      email: input.email,
      emailKey,
      name: input.name?.trim() || input.username,
      passwordHash,
      role: 'user',
      plan: DEFAULT_PLAN,
      profilePicture: null,
      twoFactorSecret: null,
      twoFactorLastStep: null,
      createdAt: now,
      updatedAt: now,
    });
    return toUserDto(row);
  } catch (error) {
    // Two registrations raced past the check above: report it the same way.
    if (isUniqueViolation(error)) await assertIdentityFree(ctx, usernameKey, emailKey);
    throw error;
  }
}

/** POST /api/auth/register from `ip`: limited per address and per username asked for, then registerUser. */
export async function registerFrom(ctx: AppContext, input: TRegisterRequest, ip: string): Promise<TUser> {
  await ctx.attempts.hit([
    ['registerPerIp', ip],
    ['registerPerAccount', normalizeLoginKey(input.username)],
  ]);
  const user = await registerUser(ctx, input);
  // The new address gets its confirmation link (when mail is set up): reports go only to confirmed addresses.
  const row = await getUserById(ctx.db, user.id);
  if (row) await sendFirstConfirmationLink(ctx, row);
  return user;
}

/** The account a sign-in names, by username or e-mail in any case; undefined when there is none. */
export async function findLoginAccount(
  ctx: AppContext,
  usernameOrEmail: string,
): Promise<UserRow | undefined> {
  return findUserByLogin(ctx.db, usernameOrEmail);
}

/**
 * The password step of a sign-in from `ip`, with its limits (docs/api.md "Limits"): an address over its limit is
 * refused before any lookup or hash; the (account, address) pair has a hard limit; the account alone is slowed down
 * after wrong passwords from anywhere, never locked, so that the owner still signs in. Answers the user whose password
 * matched; 401 with one message whatever was wrong.
 */
export async function checkSignIn(
  ctx: AppContext,
  body: { usernameOrEmail: string; password: string },
  ip: string,
): Promise<UserRow> {
  await ctx.attempts.refuseIfSpent('loginPerIp', ip);
  const found = await findLoginAccount(ctx, body.usernameOrEmail);
  // Counted by the account, whichever of its names was typed.
  const account = found ? `user:${found.id}` : `name:${normalizeLoginKey(body.usernameOrEmail)}`;
  await ctx.attempts.hit([
    ['loginPerIp', ip],
    ['loginPerAccountAndIp', `${account}|${ip}`],
  ]);
  const { failures } = await ctx.attempts.slowDown('loginFailuresPerAccount', account);
  try {
    const user = await verifyCredentials(found, body.password);
    if (failures > 0) await ctx.attempts.reset('loginFailuresPerAccount', account);
    return user;
  } catch (error) {
    await ctx.attempts.fail('loginFailuresPerAccount', account);
    throw error;
  }
}

/**
 * The admin PIN from `ip`: limited per address, slowed down for everyone after wrong PINs (never locked, so a
 * stranger cannot keep the admin out), and every attempt logged. Answers the admin account.
 */
export async function checkAdminPin(
  ctx: AppContext,
  pin: string,
  ip: string,
  log: (outcome: string) => void,
): Promise<UserRow> {
  try {
    await ctx.attempts.hit([['adminPerIp', ip]]);
  } catch (error) {
    log('rate_limited');
    throw error;
  }
  const { failures } = await ctx.attempts.slowDown('adminFailures', 'panel');
  if (!isAdminPin(ctx, pin)) {
    await ctx.attempts.fail('adminFailures', 'panel');
    log('wrong_pin');
    throw unauthorized(MESSAGES.invalidPin, 'INVALID_CREDENTIALS');
  }
  if (failures > 0) await ctx.attempts.reset('adminFailures', 'panel');
  log('success');
  return getAdminAccount(ctx);
}

/** Checks `password` against `user` (found by findUserByLogin); 401 with one message whatever was wrong. */
export async function verifyCredentials(user: UserRow | undefined, password: string): Promise<UserRow> {
  const isValid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!user || !isValid) throw unauthorized(MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
  return user;
}

/** Whether `pin` is ADMIN_PIN (compared as keyed hashes, in constant time). */
export function isAdminPin(ctx: AppContext, pin: string): boolean {
  if (!ctx.adminPinHash) throw forbidden(MESSAGES.adminDisabled, 'ADMIN_DISABLED');
  return isSameDigest(hashAdminPin(ctx.secret, pin), ctx.adminPinHash);
}

/** The built-in admin account (migration 0004-admin-identity), found by its role. */
export async function getAdminAccount(ctx: AppContext): Promise<UserRow> {
  const admin = await getAdminUser(ctx.db);
  if (!admin) throw new Error('The admin account is missing: run the database migrations.');
  return admin;
}
