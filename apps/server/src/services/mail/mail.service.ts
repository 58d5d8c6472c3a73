import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  DEFAULT_SETTINGS,
  formatQueuedAllMessage,
  formatQueuedMessage,
  isMailboxAddress,
  MAIL_LIMITS,
  REPORT_MESSAGES,
  type TMailKind,
  type TReportResponse,
  type TReportStatus,
  type TUserSettings,
} from '@rentfolio/contracts';
import {
  countMailSince,
  type Db,
  enqueueMail,
  findAchievements,
  findLastMail,
  findMailRecipients,
  getUserById,
  lockUserForWrites,
  searchProperties,
  type UserRow,
  useUnsubscribeNonce,
} from '@rentfolio/db';
import { asCents, fromCents } from '@rentfolio/finance';
import type { AppContext } from '../../context';
import { HttpError, tooManyRequests } from '../../lib/http-error';
import { getSettings, settingsFromDocument, updateSettings } from '../account.service';
import { getPortfolioGoals } from '../goal-progress';
import { getInsights } from '../insights/insights.service';
import { getGoalProgress, getPortfolioMetrics } from '../portfolio.service';
import { type MailFormat, mailFormat } from './mail-format';
import { HEADER_BREAK } from './mailer';
import { type PerformerFigures, type ReportFigures, type ReportKind, renderReport } from './report-content';

// E-mail (docs/product.md "E-mail"): every message is rendered in the recipient's language and formats and stored in
// the outbox; the worker (jobs/mail-outbox.ts) sends it. Nothing is queued that could never be sent: without
// SMTP_URL the routes answer success false, naming the setting.

const HOUR_MS = 3_600_000;
/** The pause between two users' reports when a month's reports are queued. */
const QUEUE_PAUSE_MS = 5;

export function isMailConfigured(ctx: AppContext): boolean {
  return ctx.config.smtpUrl !== null;
}

// Unsubscribe links: userId.nonce.signature, signed with the server's secret; the nonce changes when a link is used.
function signature(ctx: AppContext, userId: number, nonce: number): string {
  return createHmac('sha256', ctx.secret).update(`unsubscribe:${userId}:${nonce}`).digest('base64url');
}

export function unsubscribeToken(ctx: AppContext, user: Pick<UserRow, 'id' | 'unsubscribeNonce'>): string {
  return `${user.id}.${user.unsubscribeNonce}.${signature(ctx, user.id, user.unsubscribeNonce)}`;
}

export function unsubscribeUrl(ctx: AppContext, user: Pick<UserRow, 'id' | 'unsubscribeNonce'>): string {
  return `${ctx.config.appUrl}/api/unsubscribe?token=${unsubscribeToken(ctx, user)}`;
}

export type UnsubscribeOutcome = 'done' | 'used' | 'invalid';

/** The user and nonce of a genuine link (its signature checked in constant time), or null. */
async function readToken(ctx: AppContext, token: string): Promise<{ user: UserRow; nonce: number } | null> {
  const match = /^(\d{1,12})\.(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const nonce = Number(match[2]);
  const given = Buffer.from(match[3] ?? '');
  const expected = Buffer.from(signature(ctx, userId, nonce));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const user = await getUserById(ctx.db, userId);
  return user ? { user, nonce } : null;
}

/** Turns e-mail off for the link's user, without a session; each link works once, and a forged one is refused. */
export async function unsubscribe(
  ctx: AppContext,
  token: string,
): Promise<{ outcome: UnsubscribeOutcome; texts: MailFormat['texts'] }> {
  const read = await readToken(ctx, token);
  if (!read) return { outcome: 'invalid', texts: mailFormat(DEFAULT_SETTINGS).texts };
  const { texts } = mailFormat(await getSettings(ctx, read.user));
  if (!(await useUnsubscribeNonce(ctx.db, read.user.id, read.nonce))) return { outcome: 'used', texts };
  ctx.sessionCache.forgetUser(read.user.id);
  await updateSettings(ctx, read.user, { emailNotifications: false });
  return { outcome: 'done', texts };
}

/** The texts of the page behind a link, in its user's language (English for a link that is not genuine). */
export async function unsubscribePageTexts(ctx: AppContext, token: string): Promise<MailFormat['texts']> {
  const read = await readToken(ctx, token);
  return mailFormat(read ? await getSettings(ctx, read.user) : DEFAULT_SETTINGS).texts;
}

function toPerformer(row: {
  address: string;
  monthlyCashFlowCents: number;
  capRate: number | null;
}): PerformerFigures {
  return {
    address: row.address,
    monthlyCashFlow: fromCents(asCents(row.monthlyCashFlowCents)),
    capRate: row.capRate,
  };
}

/** The user's real figures for a report about `period` (YYYY-MM). */
async function gatherFigures(ctx: AppContext, user: UserRow, period: string): Promise<ReportFigures> {
  const [metrics, goals, progress, insights, achievements, best, worst] = await Promise.all([
    getPortfolioMetrics(ctx, user),
    getPortfolioGoals(ctx, user),
    getGoalProgress(ctx, user),
    getInsights(ctx, user),
    findAchievements(ctx.db, user.id),
    searchProperties(
      ctx.db,
      user.id,
      {},
      { limit: 1, offset: 0 },
      { column: 'monthlyCashFlowCents', direction: 'desc' },
    ),
    searchProperties(
      ctx.db,
      user.id,
      {},
      { limit: 1, offset: 0 },
      { column: 'monthlyCashFlowCents', direction: 'asc' },
    ),
  ]);
  const monthStart = Date.parse(`${period}-01T00:00:00Z`);
  const next = new Date(monthStart);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const [top] = best;
  const [bottom] = worst;
  return {
    name: user.name,
    period,
    asOf: ctx.now(),
    totalValue: metrics.totalValue,
    monthlyCashFlow: metrics.totalCashFlow,
    averageRoi: metrics.avgROI,
    occupancyRate: metrics.occupancyRate,
    totalProperties: metrics.totalProperties,
    valueChange: metrics.monthOverMonth?.totalValue ?? null,
    best: top ? toPerformer(top) : null,
    worst: bottom && metrics.totalProperties > 1 ? toPerformer(bottom) : null,
    goals: goals.isDefault ? null : progress,
    newAchievements: achievements.filter((a) => a.earnedAt >= monthStart && a.earnedAt < next.getTime())
      .length,
    insights: insights.slice(0, 3).map((insight) => ({
      rule: insight.rule,
      type: insight.type,
      address: typeof insight.params.address === 'string' ? insight.params.address : null,
      uncovered:
        insight.rule === 'lowDscr' && typeof insight.params.dscr === 'number' && insight.params.dscr < 1,
    })),
  };
}

/** A portfolio that loses money, made up, for the negative preview (marked SAMPLE in the mail). */
function sampleNegativeFigures(user: UserRow, period: string, now: number): ReportFigures {
  return {
    name: user.name,
    period,
    asOf: now,
    totalValue: 612_000,
    monthlyCashFlow: -845.5,
    averageRoi: -2.35,
    occupancyRate: 50,
    totalProperties: 2,
    valueChange: -1.8,
    best: { address: '418 Sample Ave', monthlyCashFlow: 120, capRate: 4.1 },
    worst: { address: '77 Example Rd', monthlyCashFlow: -965.5, capRate: 1.2 },
    goals: [
      { goalType: 'cash_flow', progress: -3.4, target: 25_000, isReached: false },
      { goalType: 'properties', progress: 13.3, target: 15, isReached: false },
    ],
    newAchievements: 0,
    insights: [
      { rule: 'negativeCashFlow', type: 'warning', address: '77 Example Rd' },
      { rule: 'vacant', type: 'warning', address: '77 Example Rd' },
      { rule: 'lowDscr', type: 'warning', address: '418 Sample Ave', uncovered: true },
    ],
  };
}

function periodOf(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 7);
}

/** The month before `epochMs`'s month (the scheduled report is about the month that just ended). */
export function previousPeriod(epochMs: number): string {
  const date = new Date(epochMs);
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return periodOf(date.getTime());
}

async function renderFor(
  ctx: AppContext,
  user: UserRow,
  kind: ReportKind,
  options: { period: string; sample?: boolean; settings?: TUserSettings },
) {
  const settings = options.settings ?? (await getSettings(ctx, user));
  const format: MailFormat = mailFormat(settings);
  const figures = options.sample
    ? sampleNegativeFigures(user, options.period, ctx.now())
    : await gatherFigures(ctx, user, options.period);
  return renderReport(
    kind,
    figures,
    { appUrl: ctx.config.appUrl, unsubscribeUrl: unsubscribeUrl(ctx, user) },
    format,
    { sample: options.sample === true },
  );
}

/** GET /api/reports/preview and preview-negative: the report as its HTML page. */
export async function previewReport(ctx: AppContext, user: UserRow, sample: boolean): Promise<string> {
  return (await renderFor(ctx, user, 'monthly', { period: periodOf(ctx.now()), sample })).html;
}

/** The kinds of mail that go to the account's address only once its owner confirmed it. */
const NEEDS_CONFIRMED_ADDRESS: ReadonlySet<TMailKind> = new Set([
  'monthly_report',
  'portfolio_update',
  'test_report',
]);

/**
 * Stores one message; the worker sends it. Refuses an address or subject that could break a header, and a report to
 * an address its owner has not confirmed. `toAddress` is the account's address but for an address's own
 * confirmation link (services/email-confirmation.service.ts).
 */
export async function queueMail(
  ctx: AppContext,
  user: UserRow,
  kind: TMailKind,
  mail: { subject: string; html: string; text: string },
  dedupeKey: string | null,
  db: Db = ctx.db,
  toAddress: string = user.email,
): Promise<boolean> {
  if (!isMailboxAddress(toAddress) || HEADER_BREAK.test(toAddress) || HEADER_BREAK.test(mail.subject)) {
    throw new HttpError(400, 'VALIDATION', REPORT_MESSAGES.noEmail);
  }
  if (NEEDS_CONFIRMED_ADDRESS.has(kind) && (toAddress !== user.email || user.emailConfirmedAt === null)) {
    throw new HttpError(400, 'VALIDATION', REPORT_MESSAGES.emailNotConfirmed);
  }
  const domain = /@([^>\s]+)>?\s*$/.exec(ctx.config.mailFrom)?.[1] ?? 'rentfolio.local';
  const now = ctx.now();
  const row = await enqueueMail(db, {
    userId: user.id,
    kind,
    dedupeKey,
    messageId: `<${randomUUID()}@${domain}>`,
    toAddress,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    unsubscribeUrl: unsubscribeUrl(ctx, user),
    status: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    claimedAt: null,
    sentAt: null,
    lastError: null,
    createdAt: now,
  });
  if (row) ctx.mail.wake();
  return row !== undefined;
}

/**
 * Refuses (429) when `count` more messages would pass MAIL_LIMITS.perUserPerHour for the user. Call it under the
 * user's row lock (lockUserForWrites) in the transaction that queues them, so that concurrent sends cannot pass the
 * limit together.
 */
export async function assertMailBudget(
  ctx: AppContext,
  trx: Db,
  userId: number,
  count: number,
): Promise<void> {
  if ((await countMailSince(trx, userId, ctx.now() - HOUR_MS)) + count > MAIL_LIMITS.perUserPerHour) {
    throw tooManyRequests(REPORT_MESSAGES.rateLimited);
  }
}

/** A message the user asked for: to their own address only, at most MAIL_LIMITS.perUserPerHour an hour. */
async function sendOwn(ctx: AppContext, user: UserRow, kind: TMailKind): Promise<TReportResponse> {
  if (!isMailConfigured(ctx)) return { success: false, message: REPORT_MESSAGES.notConfigured };
  if (user.emailConfirmedAt === null) return { success: false, message: REPORT_MESSAGES.emailNotConfirmed };
  const reportKind: ReportKind =
    kind === 'portfolio_update' ? 'update' : kind === 'test_report' ? 'test' : 'monthly';
  const mail = await renderFor(ctx, user, reportKind, { period: periodOf(ctx.now()) });
  // The count and the queueing run under the user's row lock: concurrent sends cannot pass the limit together.
  await ctx.db.transaction().execute(async (trx) => {
    await lockUserForWrites(trx, user.id);
    await assertMailBudget(ctx, trx, user.id, 1);
    await queueMail(ctx, user, kind, mail, null, trx);
  });
  // Woken again once the message is committed, so the worker sees it now rather than at its next poll.
  ctx.mail.wake();
  return { success: true, message: formatQueuedMessage(kind, user.email) };
}

export const sendMonthlyReport = (ctx: AppContext, user: UserRow) => sendOwn(ctx, user, 'monthly_report');
export const sendTestReport = (ctx: AppContext, user: UserRow) => sendOwn(ctx, user, 'test_report');
/** The Email Report button: the signed-in user's own address, whatever the request said. */
export const sendPortfolioUpdateMail = (ctx: AppContext, user: UserRow) =>
  sendOwn(ctx, user, 'portfolio_update');

/**
 * Queues the report about `period` for every user whose e-mail notifications are on, once per user and month (the
 * dedupe key decides, also between two servers). One user's failure (a figure that cannot be computed, a bad row) is
 * logged and counted, and the loop goes on to the next user: no user's data can stop another's report. Answers how
 * many were queued now and how many failed.
 */
export async function queueMonthlyReports(
  ctx: AppContext,
  period: string,
  /** Called after each user (the schedule renews its lease from here). */
  onUser: () => Promise<void> = async () => undefined,
): Promise<{ queued: number; failed: number }> {
  if (!isMailConfigured(ctx)) return { queued: 0, failed: 0 };
  let queued = 0;
  let failed = 0;
  for (const recipient of await findMailRecipients(ctx.db)) {
    await onUser();
    // Background work: a pause between users leaves the event loop to the app's own requests.
    await new Promise((resolve) => setTimeout(resolve, QUEUE_PAUSE_MS));
    try {
      if (await queueMonthlyReportFor(ctx, recipient, period)) queued += 1;
    } catch (error) {
      failed += 1;
      ctx.log.error({ err: error, userId: recipient.id, period }, 'monthly report not queued for a user');
    }
  }
  return { queued, failed };
}

async function queueMonthlyReportFor(
  ctx: AppContext,
  recipient: { id: number; settings: string | null },
  period: string,
): Promise<boolean> {
  const settings = settingsFromDocument(recipient.settings);
  if (!settings.emailNotifications) return false;
  const user = await getUserById(ctx.db, recipient.id);
  // Reports go only to an address its owner confirmed (docs/product.md "E-mail address").
  if (!user || user.emailConfirmedAt === null || !isMailboxAddress(user.email)) return false;
  const mail = await renderFor(ctx, user, 'monthly', { period, settings });
  return queueMail(ctx, user, 'monthly_report', mail, `monthly:${period}:${user.id}`);
}

/**
 * POST /api/reports/send-all-monthly (admin): the reports of the month that ended, for every opted-in user, each once.
 * The schedule queues the same month under the same keys, so a re-run never sends anyone a second report.
 */
export async function sendAllMonthlyReports(
  ctx: AppContext,
): Promise<{ message: string; queued: number; failed: number }> {
  if (!isMailConfigured(ctx)) return { message: REPORT_MESSAGES.notConfigured, queued: 0, failed: 0 };
  const { queued, failed } = await queueMonthlyReports(ctx, previousPeriod(ctx.now()));
  return { message: formatQueuedAllMessage(queued, failed), queued, failed };
}

export async function getReportStatus(ctx: AppContext, user: UserRow): Promise<TReportStatus> {
  const [last, settings] = await Promise.all([
    findLastMail(ctx.db, user.id, ['monthly_report', 'test_report']),
    getSettings(ctx, user),
  ]);
  return {
    configured: isMailConfigured(ctx),
    emailNotifications: settings.emailNotifications,
    lastReport: last
      ? {
          kind: last.kind as TMailKind,
          status: last.status,
          createdAt: new Date(last.createdAt).toISOString(),
          sentAt: last.sentAt === null ? null : new Date(last.sentAt).toISOString(),
          attempts: last.attempts,
        }
      : null,
  };
}
