import { DEFAULT_PLAN, MESSAGES, type TRegisterRequest, type TUser } from '@rentfolio/contracts';
import {
  createUser,
  findUserByLogin,
  findUsersTakingIdentity,
  getAdminUser,
  isUniqueViolation,
  normalizeLoginKey,
  type UserRow,
} from '@rentfolio/db';
import type { AppContext } from '../context';
import { conflict, forbidden, unauthorized } from '../lib/http-error';
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

/** The account a sign-in names, by username or e-mail in any case; undefined when there is none. */
export async function findLoginAccount(
  ctx: AppContext,
  usernameOrEmail: string,
): Promise<UserRow | undefined> {
  return findUserByLogin(ctx.db, usernameOrEmail);
}

/** Checks `password` against `user` (found by findUserByLogin); 401 with one message whatever was wrong. */
export async function verifyCredentials(user: UserRow | undefined, password: string): Promise<UserRow> {
  const isValid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!user || !isValid) throw unauthorized(MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
  return user;
}

/**
 * Wrong PINs in a row, server-wide. After `limit.max` of them the panel is locked for `limit.windowMs` from the last
 * one; a right PIN starts the count again.
 */
export class AdminLock {
  #failures = 0;
  #lockedUntil = 0;

  constructor(private readonly limit: { max: number; windowMs: number }) {}

  /** Milliseconds until the panel opens again, or 0. */
  remainingMs(now: number): number {
    return Math.max(0, this.#lockedUntil - now);
  }

  recordFailure(now: number): void {
    this.#failures += 1;
    if (this.#failures >= this.limit.max) {
      this.#lockedUntil = now + this.limit.windowMs;
      this.#failures = 0;
    }
  }

  recordSuccess(): void {
    this.#failures = 0;
  }
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
