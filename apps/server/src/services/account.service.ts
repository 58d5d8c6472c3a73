import { createHash } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  AVATAR_MAX_BYTES,
  AVATAR_MAX_PIXELS,
  AVATAR_STORED_SIZE,
  checkProfilePictureBytes,
  DEFAULT_SETTINGS,
  MESSAGES,
  type TChangePasswordRequest,
  type TDeleteAccountRequest,
  type TSessionInfo,
  type TUpdateSettingsRequest,
  type TUserSettings,
  ZUserSettings,
} from '@rentfolio/contracts';
import {
  changePasswordHash,
  deleteSession,
  deleteSessionsOfUser,
  deleteUserById,
  findSessionsOfUser,
  getUserSettingsDocument,
  saveUserSettingsDocument,
  type UserRow,
} from '@rentfolio/db';
import sharp from 'sharp';
import type { AppContext } from '../context';
import { badRequest, HttpError, notFound } from '../lib/http-error';
import { describeUserAgent } from '../lib/user-agent';
import type { RequestAuth } from '../plugins/session';
import { countCodeTry } from './attempt-limits';
import { hashPassword, verifyPassword } from './password';
import { startSession } from './session.service';
import { checkSecondFactor } from './two-factor.service';

/** The id a session is shown and revoked by: derived from its stored id, so the stored id itself never leaves. */
function publicSessionId(storedId: string): string {
  return createHash('sha256').update(`session-public:${storedId}`).digest('base64url').slice(0, 22);
}

function forgetSessions(ctx: AppContext, ids: readonly string[]): void {
  for (const id of ids) ctx.sessionCache.forgetSession(id);
}

async function assertPassword(
  user: UserRow,
  password: string,
  field: string,
  message: string,
): Promise<void> {
  const isValid = user.passwordHash ? await verifyPassword(user.passwordHash, password) : false;
  if (!isValid) throw badRequest(message, { [field]: message });
}

/**
 * PATCH /api/user/password: checks the current password, stores the new one, ends every other session of the user,
 * and gives this browser a new session token (answered, for the cookie).
 */
export async function changePassword(
  ctx: AppContext,
  auth: RequestAuth,
  body: TChangePasswordRequest,
  userAgent: string | undefined,
): Promise<string> {
  await assertPassword(auth.user, body.currentPassword, 'currentPassword', MESSAGES.currentPasswordWrong);
  const ended = await changePasswordHash(
    ctx.db,
    auth.user.id,
    await hashPassword(body.newPassword),
    auth.sessionId,
    ctx.now(),
  );
  forgetSessions(ctx, ended);
  ctx.sessionCache.forgetUser(auth.user.id);
  const token = await startSession(ctx, auth.user, { userAgent });
  forgetSessions(ctx, await deleteSessionsOfUser(ctx.db, auth.user.id, ctx.sessionIdOf(token)));
  return token;
}

export async function listSessions(ctx: AppContext, auth: RequestAuth): Promise<TSessionInfo[]> {
  const rows = await findSessionsOfUser(ctx.db, auth.user.id);
  return rows.map((row) => ({
    id: publicSessionId(row.id),
    ...describeUserAgent(row.userAgent),
    createdAt: new Date(row.createdAt).toISOString(),
    lastSeenAt: new Date(row.lastSeenAt).toISOString(),
    current: row.id === auth.sessionId,
  }));
}

/** DELETE /api/user/sessions/:id: ends one session of the caller; 404 for an id that is not one of theirs. */
export async function revokeSession(
  ctx: AppContext,
  auth: RequestAuth,
  id: string,
): Promise<{ current: boolean }> {
  const rows = await findSessionsOfUser(ctx.db, auth.user.id);
  const row = rows.find((candidate) => publicSessionId(candidate.id) === id);
  if (!row) throw notFound(ACCOUNT_MESSAGES.sessionNotFound);
  ctx.sessionCache.forgetSession(row.id);
  await deleteSession(ctx.db, row.id);
  return { current: row.id === auth.sessionId };
}

/** POST /api/user/sessions/revoke-others: "sign out everywhere else". */
export async function revokeOtherSessions(ctx: AppContext, auth: RequestAuth): Promise<number> {
  const ended = await deleteSessionsOfUser(ctx.db, auth.user.id, auth.sessionId);
  forgetSessions(ctx, ended);
  return ended.length;
}

/**
 * POST /api/user/delete-account: needs the password, and a current code or a backup code when two-factor sign-in is
 * on. Every row of the user goes (ON DELETE CASCADE), and with it every session.
 */
export async function deleteAccount(
  ctx: AppContext,
  user: UserRow,
  body: TDeleteAccountRequest,
  ip: string,
): Promise<void> {
  if (user.role === 'admin' || !user.passwordHash) throw badRequest(ACCOUNT_MESSAGES.adminCannotDelete);
  await assertPassword(user, body.password, 'password', ACCOUNT_MESSAGES.passwordWrong);
  if (user.twoFactorEnabled === 1) {
    if (body.code === undefined && body.backupCode === undefined)
      throw badRequest(ACCOUNT_MESSAGES.twoFactorCodeNeeded, { code: ACCOUNT_MESSAGES.twoFactorCodeNeeded });
    // The same count as every other place that checks a code (docs/api.md "Limits").
    await countCodeTry(ctx.attempts, user.id, ip);
    if (!(await checkSecondFactor(ctx, user, body)))
      throw badRequest(ACCOUNT_MESSAGES.twoFactorCodeNeeded, { code: ACCOUNT_MESSAGES.twoFactorCodeNeeded });
  }
  await deleteUserById(ctx.db, user.id);
  await ctx.receipts.removeUser(user.id);
  ctx.usageBuffer.forgetUser(user.id);
  ctx.sessionCache.forgetUser(user.id);
  ctx.metricsMemo.forget(user.id);
  ctx.insightsMemo.forget(user.id);
}

/**
 * A profile picture sent as a data URL: its bytes decide its type, and it is then decoded and drawn again by sharp
 * (libvips, off the event loop), so what is stored is a clean picture, never the upload: no second file hidden in it
 * (a GIF that is also an HTML page), no metadata (a phone's GPS position), at most AVATAR_STORED_SIZE pixels a side.
 * A picture over AVATAR_MAX_PIXELS is refused from its header, before it is decoded (a 60,000 x 60,000 PNG of a few
 * kilobytes would otherwise take gigabytes). Throws 400 with the reason.
 */
export async function checkProfilePicture(dataUrl: string): Promise<string> {
  const match = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/]*={0,2})$/.exec(dataUrl);
  const fail = (message: string) => badRequest(message, { profilePicture: message });
  if (!match) throw fail(ACCOUNT_MESSAGES.avatarType);
  const declared = (match[1] ?? '').toLowerCase();
  const base64 = match[3] ?? '';
  if (Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0) > AVATAR_MAX_BYTES)
    throw fail(ACCOUNT_MESSAGES.avatarTooLarge);
  const bytes = Buffer.from(base64, 'base64');
  const checked = checkProfilePictureBytes(bytes, declared);
  if (!checked.ok) throw fail(checked.message);
  let image: sharp.Sharp;
  try {
    image = sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, animated: false, failOn: 'error' });
    const { width = 0, height = 0 } = await image.metadata();
    if (width * height > AVATAR_MAX_PIXELS) throw fail(ACCOUNT_MESSAGES.avatarTooManyPixels);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw fail(
      /pixel limit/i.test(String(error))
        ? ACCOUNT_MESSAGES.avatarTooManyPixels
        : ACCOUNT_MESSAGES.avatarUnreadable,
    );
  }
  // A GIF becomes a PNG of its first frame; the other types keep theirs.
  const type = checked.type === 'image/gif' ? 'image/png' : checked.type;
  const resized = image
    .rotate()
    .resize(AVATAR_STORED_SIZE, AVATAR_STORED_SIZE, { fit: 'inside', withoutEnlargement: true });
  let output: Buffer;
  try {
    output = await (type === 'image/jpeg'
      ? resized.jpeg({ quality: 85, mozjpeg: true })
      : type === 'image/webp'
        ? resized.webp({ quality: 85 })
        : resized.png({ compressionLevel: 9 })
    ).toBuffer();
  } catch {
    throw fail(ACCOUNT_MESSAGES.avatarUnreadable);
  }
  return `data:${type};base64,${output.toString('base64')}`;
}

/** A stored settings document over the defaults (a setting added later gets its default); null: the defaults. */
export function settingsFromDocument(stored: string | null | undefined): TUserSettings {
  if (!stored) return DEFAULT_SETTINGS;
  const merged = ZUserSettings.safeParse({ ...DEFAULT_SETTINGS, ...(JSON.parse(stored) as object) });
  return merged.success ? merged.data : DEFAULT_SETTINGS;
}

export async function getSettings(ctx: AppContext, user: UserRow): Promise<TUserSettings> {
  return settingsFromDocument(await getUserSettingsDocument(ctx.db, user.id));
}

export async function updateSettings(
  ctx: AppContext,
  user: UserRow,
  changes: TUpdateSettingsRequest,
): Promise<TUserSettings> {
  const current = await getSettings(ctx, user);
  const next = ZUserSettings.parse({
    ...current,
    ...changes,
    customColors: { ...current.customColors, ...changes.customColors },
  });
  await saveUserSettingsDocument(ctx.db, user.id, JSON.stringify(next), ctx.now());
  return next;
}
