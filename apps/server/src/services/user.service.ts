import { getPlan, MESSAGES, type TUpdateProfileRequest, type TUsage, type TUser } from '@rentfolio/contracts';
import {
  findUsersTakingIdentity,
  getUsageCount,
  getUserById,
  isUniqueViolation,
  normalizeLoginKey,
  type UserRow,
  updateUser,
} from '@rentfolio/db';
import type { AppContext } from '../context';
import { toMonthPeriod } from '../lib/clock';
import { badRequest, conflict, notFound } from '../lib/http-error';
import { checkProfilePicture } from './account.service';
import { changeEmail } from './email-confirmation.service';
import { verifyPassword } from './password';

export const DEAL_ANALYSIS_METRIC = 'deal_analysis';

/** Answers built from a row kept by the session cache are reused for as long as that row object lives. */
const dtoOfRow = new WeakMap<UserRow, TUser>();

export function toUserDto(row: UserRow): TUser {
  let dto = dtoOfRow.get(row);
  if (!dto) {
    dto = buildUserDto(row);
    dtoOfRow.set(row, dto);
  }
  return dto;
}

function buildUserDto(row: UserRow): TUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    profilePicture: row.profilePicture,
    plan: row.plan,
    role: row.role,
    joinDate: new Date(row.createdAt).toISOString(),
    twoFactorEnabled: row.twoFactorEnabled === 1,
    emailConfirmed: row.emailConfirmedAt !== null,
    pendingEmail: row.pendingEmail,
    timeZone: row.timeZone,
  };
}

/** A user as seen by `viewer`: their own record, or any record for an admin; 404 for anything else (docs/product.md "Roles and plans"). */
export async function getUserForViewer(ctx: AppContext, viewer: UserRow, id: number): Promise<TUser> {
  if (viewer.id !== id && viewer.role !== 'admin') throw notFound('User not found.');
  const row = viewer.id === id ? viewer : await getUserById(ctx.db, id);
  if (!row) throw notFound('User not found.');
  return toUserDto(row);
}

export async function updateProfile(
  ctx: AppContext,
  user: UserRow,
  input: TUpdateProfileRequest,
): Promise<TUser> {
  const emailKey = input.email !== undefined ? normalizeLoginKey(input.email) : undefined;
  const isEmailChange = input.email !== undefined && input.email !== user.email;
  // The sign-in e-mail is a credential: changing it needs the current password (ASVS 2, re-authentication).
  if (isEmailChange) await assertCurrentPassword(user, input.currentPassword);
  if (emailKey !== undefined && emailKey !== user.emailKey) {
    const taken = await findUsersTakingIdentity(ctx.db, { emailKey }, user.id);
    if (taken.length > 0) throw conflict(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
  }
  const profilePicture =
    input.profilePicture === undefined || input.profilePicture === null
      ? input.profilePicture
      : await checkProfilePicture(input.profilePicture);
  try {
    // A new address waits for its confirmation link while a confirmed one stays in use (email-confirmation.service).
    if (isEmailChange && input.email !== undefined) await changeEmail(ctx, user, input.email);
    const updated = await updateUser(ctx.db, user.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(profilePicture !== undefined ? { profilePicture } : {}),
      updatedAt: ctx.now(),
    });
    // After the write, so that no request can cache the old row again in between.
    ctx.sessionCache.forgetUser(user.id);
    if (!updated) throw notFound('User not found.');
    return toUserDto(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
    throw error;
  }
}

async function assertCurrentPassword(user: UserRow, currentPassword: string | undefined): Promise<void> {
  if (!currentPassword) {
    throw badRequest(MESSAGES.currentPasswordRequired, { currentPassword: MESSAGES.currentPasswordRequired });
  }
  // The admin account has no password: it cannot change its e-mail this way.
  const isValid = user.passwordHash ? await verifyPassword(user.passwordHash, currentPassword) : false;
  if (!isValid)
    throw badRequest(MESSAGES.currentPasswordWrong, { currentPassword: MESSAGES.currentPasswordWrong });
}

/** Deal analyses used in the current calendar month (UTC) and the plan's monthly limit (-1: unlimited). */
export async function getUsage(ctx: AppContext, user: UserRow): Promise<TUsage> {
  const period = toMonthPeriod(ctx.now());
  return {
    dealAnalysesUsed:
      (await getUsageCount(ctx.db, user.id, DEAL_ANALYSIS_METRIC, period)) +
      ctx.usageBuffer.pendingFor(user.id, DEAL_ANALYSIS_METRIC, period),
    dealAnalysesLimit: getPlan(user.plan).dealAnalysesPerMonth,
    period,
  };
}
