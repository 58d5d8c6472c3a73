import { z } from 'zod';

// E-mail: the stored outbox, monthly reports, portfolio updates and unsubscribing (docs/product.md "E-mail";
// docs/api.md).

/** Sending is limited per user: messages queued in the last hour. */
export const MAIL_LIMITS = { perUserPerHour: 10 } as const;

export const MAIL_KINDS = [
  'monthly_report',
  'portfolio_update',
  'test_report',
  'email_confirmation',
  'email_change_notice',
] as const;
export type TMailKind = (typeof MAIL_KINDS)[number];

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type TMailStatus = (typeof MAIL_STATUSES)[number];

export const REPORT_MESSAGES = {
  notConfigured:
    'E-mail is not set up on this server: set SMTP_URL (and MAIL_FROM) to send reports. Nothing was sent.',
  rateLimited: `You can send at most ${MAIL_LIMITS.perUserPerHour} e-mails an hour. Try again later.`,
  adminOnly: 'Only an administrator can send every monthly report.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  noEmail: 'Your account has no e-mail address to send to.',
  emailNotConfirmed:
    'Confirm your e-mail address first: Rentfolio sends e-mail only to an address you confirmed with the link we sent to it.',
} as const;

/** The answer when a message is queued: it names the address, which is always the signed-in user's own. */
export function formatQueuedMessage(kind: TMailKind, email: string): string {
  switch (kind) {
    case 'monthly_report':
      return `Your monthly report is on its way to ${email}.`;
    case 'portfolio_update':
      return `Your portfolio update is on its way to ${email}.`;
    case 'test_report':
      return `A test report is on its way to ${email}.`;
    case 'email_confirmation':
      return `A confirmation link is on its way to ${email}.`;
    case 'email_change_notice':
      return `A notice of the change is on its way to ${email}.`;
  }
}

export function formatQueuedAllMessage(count: number, failed = 0): string {
  const queued = `Monthly reports queued for ${count.toLocaleString('en-US')} ${count === 1 ? 'user' : 'users'}.`;
  if (failed === 0) return queued;
  const users = `${failed.toLocaleString('en-US')} ${failed === 1 ? 'user' : 'users'}`;
  return `${queued} The reports of ${users} could not be prepared; the server log names them.`;
}

// POST /api/reports/send-all-monthly – admin only
export const ZSendAllResponse = z
  .object({
    message: z.string(),
    queued: z.number().int(),
    failed: z
      .number()
      .int()
      .describe('Users whose report could not be prepared (logged); the others still got theirs.'),
  })
  .meta({ id: 'SendAllResponse' });

// GET /api/reports/status – whether e-mail is set up, and the caller's last monthly or test report from the outbox
export const ZReportStatus = z
  .object({
    configured: z.boolean().describe('false when SMTP_URL is not set: nothing can be sent.'),
    emailNotifications: z.boolean().describe('The setting that the monthly schedule follows.'),
    lastReport: z
      .object({
        kind: z.enum(MAIL_KINDS),
        status: z.enum(MAIL_STATUSES),
        createdAt: z.string().describe('ISO 8601, UTC: when it was queued.'),
        sentAt: z.string().nullable(),
        attempts: z.number().int(),
      })
      .nullable(),
  })
  .meta({ id: 'ReportStatus' });
export type TReportStatus = z.infer<typeof ZReportStatus>;

export const ZUnsubscribeQuery = z.object({
  token: z
    .string({ error: REPORT_MESSAGES.unsubscribeInvalid })
    .max(200, { error: REPORT_MESSAGES.unsubscribeInvalid }),
});
