import { Cron } from 'croner';
import type { AppContext } from '../context';
import { createSmtpMailer } from '../services/mail/mailer';
import { runDueMonthlyReports } from '../services/mail/monthly-schedule';
import { MailOutboxWorker } from './mail-outbox';

/** A start waits this long before it catches up a missed monthly run, so that start-up stays quick. */
const CATCH_UP_DELAY_MS = 5_000;
const HOUR_MS = 60 * 60_000;

/**
 * The e-mail work of a server with SMTP_URL (docs/product.md "E-mail"): the outbox worker, and the schedule that
 * queues every opted-in user's report for the month that just ended (REPORT_SCHEDULE, server time; by default 08:00
 * on the 1st). A run that was missed or cut short is caught up at start and by an hourly check; one instance runs it
 * at a time (services/mail/monthly-schedule.ts). Claims and the monthly key keep each message single.
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
  const runDue = async () => {
    try {
      const run = await runDueMonthlyReports(ctx);
      if (run?.ran) ctx.log.info(run, 'monthly reports queued');
    } catch (error) {
      ctx.log.error({ err: error }, 'monthly reports not queued');
    }
  };
  const schedule = new Cron(ctx.config.reportSchedule, { protect: true, unref: true }, runDue);
  const timers = [setTimeout(runDue, CATCH_UP_DELAY_MS), setInterval(runDue, HOUR_MS)];
  for (const timer of timers) timer.unref();
  return async () => {
    schedule.stop();
    for (const timer of timers) clearTimeout(timer);
    ctx.mail.wake = () => undefined;
    await worker.stop();
    mailer.close();
  };
}
