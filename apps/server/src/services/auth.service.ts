import { DEFAULT_PLAN, MESSAGES, type TRegisterRequest, type TUser } from '@rentfolio/contracts';
import {
  createUser,
  findUserByLogin,
  findUsersTakingIdentity,
  getUserByUsernameKey,
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

/** The user whose credentials these are, or 401 with one message whatever was wrong. */
export async function authenticate(
  ctx: AppContext,
  usernameOrEmail: string,
  password: string,
): Promise<UserRow> {
  const user = await findUserByLogin(ctx.db, usernameOrEmail);
  const isValid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!user || !isValid) throw unauthorized(MESSAGES.invalidCredentials);
  return user;
}

export const ADMIN_USERNAME = 'admin';

/** Checks the PIN against the hash of ADMIN_PIN and answers the admin account (created on first use). */
export async function authenticateAdmin(ctx: AppContext, pin: string): Promise<UserRow> {
  if (!ctx.adminPinHash) throw forbidden(MESSAGES.adminDisabled);
  if (!isSameDigest(hashAdminPin(ctx.secret, pin), ctx.adminPinHash)) throw unauthorized(MESSAGES.invalidPin);
  return getOrCreateAdmin(ctx);
}

async function getOrCreateAdmin(ctx: AppContext): Promise<UserRow> {
  const existing = await getUserByUsernameKey(ctx.db, ADMIN_USERNAME);
  if (existing) return existing;
  const now = ctx.now();
  try {
    return await createUser(ctx.db, {
      username: ADMIN_USERNAME,
      usernameKey: ADMIN_USERNAME,
      email: 'admin@rentfolio.invalid',
      emailKey: 'admin@rentfolio.invalid',
      name: 'Administrator',
      passwordHash: null,
      role: 'admin',
      plan: DEFAULT_PLAN,
      profilePicture: null,
      twoFactorSecret: null,
      twoFactorLastStep: null,
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await getUserByUsernameKey(ctx.db, ADMIN_USERNAME);
    if (!raced) throw error;
    return raced;
  }
}
