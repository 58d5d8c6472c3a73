import { randomBytes, randomInt } from 'node:crypto';
import {
  BACKUP_CODE_COUNT,
  LOGIN_CHALLENGE_MAX_ATTEMPTS,
  LOGIN_CHALLENGE_TTL_SECONDS,
  MESSAGES,
  type TTwoFactorChallengeRequest,
  type TTwoFactorSetupResponse,
  type TTwoFactorStatus,
  TWO_FACTOR_MESSAGES,
} from '@rentfolio/contracts';
import {
  acceptTwoFactorStep,
  countUnusedBackupCodes,
  createLoginChallenge,
  deleteLoginChallenge,
  disableTwoFactor,
  enableTwoFactor,
  getUserById,
  type LoginChallengeRow,
  setPendingTwoFactorSecret,
  takeLoginChallengeAttempt,
  type UserRow,
  useBackupCode,
} from '@rentfolio/db';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { AppContext } from '../context';
import { badRequest, conflict, unauthorized } from '../lib/http-error';
import { keyedHash } from '../lib/secret-box';
import { countCodeTry } from './attempt-limits';
import { verifyPassword } from './password';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps (otplib's defaults). */
const STEP_SECONDS = 30;
/** One step either side of now is accepted, for clocks that drift and codes typed as they change. */
const TOLERANCE_SECONDS = STEP_SECONDS;
const ISSUER = 'Rentfolio';
/** Backup codes: 10 characters of an alphabet without 0/O and 1/I, shown as XXXXX-XXXXX (50 random bits each). */
const BACKUP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const BACKUP_CODE_LENGTH = 10;

function newBackupCode(): string {
  let code = '';
  for (let i = 0; i < BACKUP_CODE_LENGTH; i++) code += BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The hash of a backup code as stored; `normalised` is the code without its dash, upper case. */
function hashBackupCode(ctx: AppContext, userId: number, normalised: string): string {
  return keyedHash(ctx.twoFactor.hashKey, `backup:${userId}:${normalised}`);
}

export function hashChallengeToken(ctx: AppContext, token: string): string {
  return keyedHash(ctx.twoFactor.hashKey, `challenge:${token}`);
}

/**
 * Checks a TOTP `code` against the user's secret at the app's clock, and accepts its time step only once: the step is
 * stored with a conditional update, so the same code (or an older one) never passes again, even from two requests at
 * once.
 */
async function checkTotp(ctx: AppContext, user: UserRow, code: string): Promise<boolean> {
  if (!user.twoFactorSecret) return false;
  const secret = ctx.twoFactor.secretBox.open(user.twoFactorSecret);
  const epoch = Math.floor(ctx.now() / 1000);
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: TOLERANCE_SECONDS,
    ...(user.twoFactorLastStep !== null ? { afterTimeStep: user.twoFactorLastStep } : {}),
  });
  if (!result.valid) return false;
  // The step the code belongs to: now's step, moved by how many steps away the code matched.
  return acceptTwoFactorStep(ctx.db, user.id, Math.floor(epoch / STEP_SECONDS) + result.delta);
}

/** A current code or an unused backup code of `user` (each accepted once); for confirming a sensitive change. */
export async function checkSecondFactor(
  ctx: AppContext,
  user: UserRow,
  body: { code?: string | undefined; backupCode?: string | undefined },
): Promise<boolean> {
  if (body.code !== undefined) {
    const fresh = await getUserById(ctx.db, user.id);
    return fresh ? checkTotp(ctx, fresh, body.code) : false;
  }
  if (body.backupCode !== undefined)
    return useBackupCode(ctx.db, user.id, hashBackupCode(ctx, user.id, body.backupCode), ctx.now());
  return false;
}

/** The cached user rows hold the two-factor columns: forget them after every change. */
function forgetUser(ctx: AppContext, userId: number): void {
  ctx.sessionCache.forgetUser(userId);
}

/** POST /api/auth/2fa/setup: a new secret, stored encrypted and not yet in force. */
export async function setUpTwoFactor(ctx: AppContext, user: UserRow): Promise<TTwoFactorSetupResponse> {
  if (user.twoFactorEnabled === 1) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  const secret = generateSecret();
  const stored = await setPendingTwoFactorSecret(
    ctx.db,
    user.id,
    ctx.twoFactor.secretBox.seal(secret),
    ctx.now(),
  );
  if (!stored) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  forgetUser(ctx, user.id);
  const uri = generateURI({ issuer: ISSUER, label: user.email, secret });
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { qrCode, secret };
}

/** POST /api/auth/2fa/verify: the first right code turns two-factor sign-in on and answers the backup codes. */
export async function verifyTwoFactorSetup(
  ctx: AppContext,
  user: UserRow,
  { code, password }: { code: string; password: string },
  ip: string,
): Promise<{ backupCodes: string[] }> {
  await countCodeTry(ctx.attempts, user.id, ip);
  if (user.twoFactorEnabled === 1) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  await assertPassword(user, password);
  const fresh = await getUserById(ctx.db, user.id);
  if (!fresh?.twoFactorSecret) throw badRequest(TWO_FACTOR_MESSAGES.notSetUp);
  await assertCode(ctx, fresh, code);
  const backupCodes = await storeNewBackupCodes(ctx, user.id);
  forgetUser(ctx, user.id);
  return { backupCodes };
}

/** 400 on `password` unless it is the account's password. */
async function assertPassword(user: UserRow, password: string): Promise<void> {
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password)))
    throw badRequest(MESSAGES.currentPasswordWrong, { password: MESSAGES.currentPasswordWrong });
}

/** 400 on `code` unless it is a current authenticator code of `user` (read afresh), never used before. */
async function assertCode(ctx: AppContext, user: UserRow | undefined, code: string): Promise<void> {
  if (!user || !(await checkTotp(ctx, user, code)))
    throw badRequest(TWO_FACTOR_MESSAGES.invalidCode, { code: TWO_FACTOR_MESSAGES.invalidCode });
}

/** Turns two-factor sign-in on with 10 new backup codes, replacing any older ones; answers the codes, shown once. */
async function storeNewBackupCodes(ctx: AppContext, userId: number): Promise<string[]> {
  const backupCodes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
  await enableTwoFactor(
    ctx.db,
    userId,
    backupCodes.map((backupCode) => hashBackupCode(ctx, userId, backupCode.replace('-', ''))),
    ctx.now(),
  );
  return backupCodes;
}

export async function getTwoFactorStatus(ctx: AppContext, user: UserRow): Promise<TTwoFactorStatus> {
  const enabled = user.twoFactorEnabled === 1;
  return { enabled, backupCodesRemaining: enabled ? await countUnusedBackupCodes(ctx.db, user.id) : 0 };
}

/** POST /api/auth/2fa/disable: needs the account's password and a current code. */
export async function disableTwoFactorForUser(
  ctx: AppContext,
  user: UserRow,
  body: { password: string; code: string },
  ip: string,
): Promise<void> {
  await countCodeTry(ctx.attempts, user.id, ip);
  if (user.twoFactorEnabled !== 1) throw badRequest(TWO_FACTOR_MESSAGES.notEnabled);
  await assertPassword(user, body.password);
  await assertCode(ctx, await getUserById(ctx.db, user.id), body.code);
  await disableTwoFactor(ctx.db, user.id, ctx.now());
  forgetUser(ctx, user.id);
}

/**
 * POST /api/auth/2fa/backup-codes: 10 new backup codes in place of the old ones (used or not), for a user whose codes
 * ran low or were seen by someone else. Needs the password and a current code from the authenticator.
 */
export async function regenerateBackupCodes(
  ctx: AppContext,
  user: UserRow,
  body: { password: string; code: string },
  ip: string,
): Promise<{ backupCodes: string[] }> {
  await countCodeTry(ctx.attempts, user.id, ip);
  if (user.twoFactorEnabled !== 1) throw badRequest(TWO_FACTOR_MESSAGES.notEnabled);
  await assertPassword(user, body.password);
  await assertCode(ctx, await getUserById(ctx.db, user.id), body.code);
  // Storing a new set replaces every old code in the same transaction.
  return { backupCodes: await storeNewBackupCodes(ctx, user.id) };
}

/** Starts the second step of a sign-in; answers the token of its cookie (only its hash is stored). */
export async function startLoginChallenge(ctx: AppContext, user: UserRow): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await createLoginChallenge(ctx.db, {
    id: hashChallengeToken(ctx, token),
    userId: user.id,
    createdAt: now,
    expiresAt: now + LOGIN_CHALLENGE_TTL_SECONDS * 1000,
  });
  return token;
}

/**
 * POST /api/auth/2fa/challenge: counts a try on the challenge, then checks the code or backup code. Answers the user
 * to start a session for; the challenge is used up on success. 401 for a missing, expired or exhausted challenge (the
 * password must be entered again) and for a wrong code.
 */
export async function completeLoginChallenge(
  ctx: AppContext,
  challengeToken: string | undefined,
  body: TTwoFactorChallengeRequest,
  /** Counts the try against the account's limit once the challenge names it (throws 429 when over). */
  countAccountTry: (userId: number) => Promise<void>,
): Promise<UserRow> {
  if (!challengeToken) throw unauthorized(TWO_FACTOR_MESSAGES.challengeMissing, 'CHALLENGE_EXPIRED');
  const id = hashChallengeToken(ctx, challengeToken);
  const challenge: LoginChallengeRow | undefined = await takeLoginChallengeAttempt(
    ctx.db,
    id,
    ctx.now(),
    LOGIN_CHALLENGE_MAX_ATTEMPTS,
  );
  if (!challenge) {
    await deleteLoginChallenge(ctx.db, id);
    throw unauthorized(TWO_FACTOR_MESSAGES.challengeMissing, 'CHALLENGE_EXPIRED');
  }
  await countAccountTry(challenge.userId);
  const user = await getUserById(ctx.db, challenge.userId);
  if (user?.twoFactorEnabled !== 1) {
    await deleteLoginChallenge(ctx.db, id);
    throw unauthorized(TWO_FACTOR_MESSAGES.challengeMissing, 'CHALLENGE_EXPIRED');
  }
  const passed =
    body.code !== undefined
      ? await checkTotp(ctx, user, body.code)
      : await useBackupCode(ctx.db, user.id, hashBackupCode(ctx, user.id, body.backupCode ?? ''), ctx.now());
  if (!passed) {
    const exhausted = challenge.attempts >= LOGIN_CHALLENGE_MAX_ATTEMPTS;
    if (exhausted) await deleteLoginChallenge(ctx.db, id);
    throw unauthorized(
      exhausted ? TWO_FACTOR_MESSAGES.challengeExhausted : TWO_FACTOR_MESSAGES.invalidCode,
      exhausted ? 'CHALLENGE_EXPIRED' : 'INVALID_CODE',
    );
  }
  await deleteLoginChallenge(ctx.db, id);
  return user;
}
