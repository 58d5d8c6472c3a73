import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  EMAIL_CONFIRMATION,
  EMAIL_CONFIRMATION_MESSAGES,
  formatQueuedMessage,
  MESSAGES,
  REPORT_MESSAGES,
  type TConfirmEmailResponse,
  type TReportResponse,
} from '@rentfolio/contracts';
import {
  type Db,
  getUserById,
  isUniqueViolation,
  lockUserForWrites,
  normalizeLoginKey,
  type UserRow,
  updateUserAtEmailNonce,
} from '@rentfolio/db';
import type { AppContext } from '../context';
import { badRequest, conflict, notFound } from '../lib/http-error';
import { getSettings } from './account.service';
import { renderChangeNotice, renderConfirmationMail } from './mail/account-mail-content';
import { assertMailBudget, isMailConfigured, queueMail } from './mail/mail.service';
import { type MailFormat, mailFormat } from './mail/mail-format';

// E-mail addresses that proved they are their owner's (docs/product.md "E-mail address"). A link signed with the
// server's secret confirms one address of one account, once, for EMAIL_CONFIRMATION.linkValidHours. The signature
// covers the account, the address, the account's e-mail nonce and the expiry; the nonce rises when a link is used or
// the address changes, so an old link confirms nothing.

const LINK_VALID_MS = EMAIL_CONFIRMATION.linkValidHours * 3_600_000;
const TOKEN = /^(\d{1,12})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

/** The address a link would confirm now: a pending new one, else the account's own while unconfirmed; or null. */
export function addressToConfirm(
  user: Pick<UserRow, 'email' | 'emailConfirmedAt' | 'pendingEmail'>,
): string | null {
  if (user.pendingEmail !== null) return user.pendingEmail;
  return user.emailConfirmedAt === null ? user.email : null;
}

function signature(
  ctx: AppContext,
  userId: number,
  nonce: number,
  address: string,
  expiresAt: number,
): string {
  return createHmac('sha256', ctx.secret)
    .update(`confirm-email:${userId}:${nonce}:${normalizeLoginKey(address)}:${expiresAt}`)
    .digest('base64url');
}

export function confirmationToken(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'emailNonce'>,
  address: string,
  expiresAt: number,
): string {
  return `${user.id}.${expiresAt}.${signature(ctx, user.id, user.emailNonce, address, expiresAt)}`;
}

/**
 * Queues the link for `address` in the transaction `trx` (under the user's lock, within the hourly budget). The
 * format is read before the transaction: on SQLite the transaction holds the only connection.
 */
async function queueLink(
  ctx: AppContext,
  trx: Db,
  user: UserRow,
  address: string,
  format: MailFormat,
): Promise<void> {
  const token = confirmationToken(ctx, user, address, ctx.now() + LINK_VALID_MS);
  const mail = renderConfirmationMail(format, {
    name: user.name,
    address,
    link: `${ctx.config.appUrl}/confirm-email?token=${token}`,
    validHours: EMAIL_CONFIRMATION.linkValidHours,
  });
  await queueMail(ctx, user, 'email_confirmation', mail, null, trx, address);
}

/** Sends a new link for the address waiting for confirmation (POST /api/user/email/confirmation). */
export async function sendConfirmationLink(ctx: AppContext, user: UserRow): Promise<TReportResponse> {
  if (!isMailConfigured(ctx)) return { success: false, message: REPORT_MESSAGES.notConfigured };
  const format = mailFormat(await getSettings(ctx, user));
  const address = await ctx.db.transaction().execute(async (trx) => {
    await lockUserForWrites(trx, user.id);
    const fresh = await getUserById(trx, user.id);
    if (!fresh) throw notFound('User not found.');
    const waiting = addressToConfirm(fresh);
    if (waiting === null) throw badRequest(EMAIL_CONFIRMATION_MESSAGES.alreadyConfirmed);
    await assertMailBudget(ctx, trx, user.id, 1);
    await queueLink(ctx, trx, fresh, waiting, format);
    return waiting;
  });
  ctx.mail.wake();
  return { success: true, message: formatQueuedMessage('email_confirmation', address) };
}

/** The first link after registration, when mail is set up; a failure to queue it never fails the registration. */
export async function sendFirstConfirmationLink(ctx: AppContext, user: UserRow): Promise<void> {
  if (!isMailConfigured(ctx)) return;
  try {
    await sendConfirmationLink(ctx, user);
  } catch (error) {
    ctx.log.warn({ err: error, userId: user.id }, 'confirmation link not queued after registration');
  }
}

/** POST /api/auth/confirm-email: the link's token confirms its address, once; no session is needed. */
export async function confirmEmail(ctx: AppContext, token: string): Promise<TConfirmEmailResponse> {
  const match = TOKEN.exec(token);
  if (!match) throw badRequest(EMAIL_CONFIRMATION_MESSAGES.linkInvalid);
  const userId = Number(match[1]);
  const expiresAt = Number(match[2]);
  const user = await getUserById(ctx.db, userId);
  const address = user ? addressToConfirm(user) : null;
  if (!user || address === null) throw badRequest(EMAIL_CONFIRMATION_MESSAGES.linkInvalid);
  const given = Buffer.from(match[3] ?? '');
  const expected = Buffer.from(signature(ctx, user.id, user.emailNonce, address, expiresAt));
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw badRequest(EMAIL_CONFIRMATION_MESSAGES.linkInvalid);
  const now = ctx.now();
  if (expiresAt <= now) throw badRequest(EMAIL_CONFIRMATION_MESSAGES.linkExpired);
  const changes =
    user.pendingEmail !== null
      ? { email: user.pendingEmail, emailKey: normalizeLoginKey(user.pendingEmail), pendingEmail: null }
      : {};
  let updated: UserRow | undefined;
  try {
    updated = await updateUserAtEmailNonce(ctx.db, user.id, user.emailNonce, {
      ...changes,
      emailConfirmedAt: now,
      updatedAt: now,
    });
  } catch (error) {
    // Another account took the new address since it was asked for.
    if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
    throw error;
  }
  // The same link used twice at once: the second finds the nonce moved on.
  if (!updated) throw badRequest(EMAIL_CONFIRMATION_MESSAGES.linkInvalid);
  ctx.sessionCache.forgetUser(user.id);
  return { message: EMAIL_CONFIRMATION_MESSAGES.confirmed, email: updated.email };
}

/**
 * A new address for the account (the profile form; the password was checked). While the current address is
 * confirmed it stays in use: the new one waits in `pendingEmail` for its link, and the current one is told. An
 * unconfirmed current address is simply replaced (nothing proved it was the owner's, so nothing is kept or told).
 * The same address in another case only changes how it is written. Answers the updated row.
 */
export async function changeEmail(ctx: AppContext, user: UserRow, email: string): Promise<UserRow> {
  const emailKey = normalizeLoginKey(email);
  const now = ctx.now();
  const format = mailFormat(await getSettings(ctx, user));
  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockUserForWrites(trx, user.id);
    const fresh = await getUserById(trx, user.id);
    if (!fresh) throw notFound('User not found.');
    if (emailKey === fresh.emailKey) {
      // Back to the account's own address: a pending change is dropped, and old links with it.
      const updated = await updateUserAtEmailNonce(trx, fresh.id, fresh.emailNonce, {
        email,
        pendingEmail: null,
        updatedAt: now,
      });
      return updated ?? fresh;
    }
    const keepsConfirmed = fresh.emailConfirmedAt !== null;
    const mailing = isMailConfigured(ctx);
    if (mailing) await assertMailBudget(ctx, trx, fresh.id, keepsConfirmed ? 2 : 1);
    const updated = await updateUserAtEmailNonce(
      trx,
      fresh.id,
      fresh.emailNonce,
      keepsConfirmed
        ? { pendingEmail: email, updatedAt: now }
        : { email, emailKey, emailConfirmedAt: null, pendingEmail: null, updatedAt: now },
    );
    if (!updated) throw conflict(MESSAGES.emailTaken);
    if (mailing) {
      await queueLink(ctx, trx, updated, email, format);
      if (keepsConfirmed) {
        const notice = renderChangeNotice(format, {
          name: updated.name,
          newAddress: email,
          appUrl: ctx.config.appUrl,
        });
        await queueMail(ctx, updated, 'email_change_notice', notice, null, trx, updated.email);
      }
    }
    return updated;
  });
  if (isMailConfigured(ctx)) ctx.mail.wake();
  return row;
}

/** DELETE /api/user/email/pending: the confirmed address stays; the pending one's link stops working. */
export async function cancelEmailChange(ctx: AppContext, user: UserRow): Promise<UserRow> {
  const fresh = await getUserById(ctx.db, user.id);
  if (!fresh || fresh.pendingEmail === null) throw badRequest(EMAIL_CONFIRMATION_MESSAGES.noPendingChange);
  const updated = await updateUserAtEmailNonce(ctx.db, fresh.id, fresh.emailNonce, {
    pendingEmail: null,
    updatedAt: ctx.now(),
  });
  ctx.sessionCache.forgetUser(user.id);
  if (!updated) throw badRequest(EMAIL_CONFIRMATION_MESSAGES.noPendingChange);
  return updated;
}
