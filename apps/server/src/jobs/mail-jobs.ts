import { Cron } from 'croner';
import type { AppContext } from '../context';
import { previousPeriod, queueMonthlyReports } from '../services/mail/mail.service';
import { createSmtpMailer } from '../services/mail/mailer';
import { MailOutboxWorker } from './mail-outbox';

/**
 * The e-mail work of a server with SMTP_URL (docs/product.md "E-mail"): the outbox worker, and the schedule that
 * queues every opted-in user's report for the month that just ended (REPORT_SCHEDULE, server time; by default 08:00
 * on the 1st). Several servers may run both: claims and the monthly key keep each message single.
 */
export function startMailJobs(ctx: AppContext): () => Promise<void> {
  const { smtpUrl } = ctx.config;
  if (smtpUrl === null) return async () => undefined;
  const mailer = createSmtpMailer(smtpUrl, ctx.config.mailFrom);
  const worker = new MailOutboxWorker(ctx.dbHandle, mailer, ctx.now, ctx.log, {
    pollMs: ctx.config.mailPollMs,
    ratePerSecond: ctx.config.mailRatePerSecond,
  });
  ctx.mail.wake = () => worker.wake();
  worker.start();
  const schedule = new Cron(ctx.config.reportSchedule, { protect: true, unref: true }, async () => {
    try {
      const { queued, failed } = await queueMonthlyReports(ctx, previousPeriod(ctx.now()));
      ctx.log.info({ queued, failed }, 'monthly reports queued');
    } catch (error) {
      ctx.log.error({ err: error }, 'monthly reports not queued');
    }
  });
  return async () => {
    schedule.stop();
    ctx.mail.wake = () => undefined;
    await worker.stop();
    mailer.close();
  };
}
