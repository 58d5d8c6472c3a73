import {
  claimDueMail,
  type DbHandle,
  type MailOutboxRow,
  markMailSent,
  markMailUndelivered,
} from '@rentfolio/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock';
import type { Mailer } from '../services/mail/mailer';

// The outbox worker (docs/product.md "E-mail"): takes due messages from mail_outbox and sends them. Delivery is at
// least once: a message is marked sent after the SMTP server accepted it, so a worker that dies in between leaves it
// 'sending', and another claims it again after CLAIM_TIMEOUT, with the same Message-ID.

/** Attempts before a message is marked failed: back-off from 30 s doubling to 1 hour, about a day in all. */
export const MAX_MAIL_ATTEMPTS = 30;
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 60 * 60_000;
/**
 * A message 'sending' for longer than this was claimed by a worker that stopped: it is sent again. Longer than the
 * SMTP client's wait for a reply (SMTP_REPLY_TIMEOUT_MS, 10 minutes), so a worker still waiting for a slow server's
 * acceptance is never overtaken by another sending a second copy.
 */
export const CLAIM_TIMEOUT_MS = 15 * 60_000;
const BATCH = 10;
/** How long a stopping worker waits for the sends in flight. */
const STOP_WAIT_MS = 5_000;

/** The wait before attempt `attempts + 1`, after `attempts` failed ones: 30 s, 60 s, 120 s, … at most 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

export type MailWorkerOptions = {
  pollMs: number;
  /**
   * At most this many messages a second (MAIL_RATE_PER_SECOND): sending is background work, paced so that the app's
   * own requests keep their speed while a month's reports go out.
   */
  ratePerSecond?: number;
  claimTimeoutMs?: number;
  /** Tests: runs after a message was sent and before it is marked (a crash there must not lose it). */
  afterSend?: (message: MailOutboxRow) => Promise<void>;
};

export class MailOutboxWorker {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<number> | null = null;
  #again = false;
  #stopped = false;

  constructor(
    private readonly handle: DbHandle,
    private readonly mailer: Mailer,
    private readonly now: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly options: MailWorkerOptions,
  ) {}

  start(): void {
    this.#stopped = false;
    this.#schedule(0);
  }

  /** Sends soon: a message was just queued. */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) this.#again = true;
    else this.#schedule(0);
  }

  /**
   * Stops claiming, and waits up to STOP_WAIT_MS for the sends in flight to be marked. A send still waiting on a slow
   * server then stays 'sending' and is sent again after the claim timeout (at least once): a shutdown never waits
   * for a mail server.
   */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.#running?.catch(() => 0),
      new Promise((resolve) => {
        timer = setTimeout(resolve, STOP_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
  }

  #schedule(delayMs: number): void {
    if (this.#stopped) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#loop(), delayMs);
    this.#timer.unref();
  }

  async #loop(): Promise<void> {
    this.#timer = null;
    let sent = 0;
    try {
      do {
        this.#again = false;
        const started = Date.now();
        this.#running = this.runOnce();
        sent = await this.#running;
        const rate = this.options.ratePerSecond;
        if (rate && sent > 0) {
          const wait = (sent / rate) * 1000 - (Date.now() - started);
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        }
      } while ((sent === BATCH || this.#again) && !this.#stopped);
    } catch (error) {
      this.log.error({ err: error }, 'mail outbox run failed');
    } finally {
      this.#running = null;
    }
    this.#schedule(this.options.pollMs);
  }

  /** Claims one batch of due messages and sends them; answers how many were claimed. */
  async runOnce(): Promise<number> {
    const now = this.now();
    const claimed = await claimDueMail(
      this.handle,
      now,
      now - (this.options.claimTimeoutMs ?? CLAIM_TIMEOUT_MS),
      BATCH,
    );
    await Promise.all(claimed.map((message) => this.#deliver(message)));
    return claimed.length;
  }

  async #deliver(message: MailOutboxRow): Promise<void> {
    const claimedAt = message.claimedAt ?? 0;
    try {
      await this.mailer.send(message);
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const failed = message.attempts >= MAX_MAIL_ATTEMPTS;
      await markMailUndelivered(this.handle.db, message.id, claimedAt, {
        status: failed ? 'failed' : 'queued',
        nextAttemptAt: this.now() + retryDelayMs(message.attempts),
        lastError,
      });
      this.log.warn(
        { id: message.id, attempts: message.attempts, failed, err: lastError },
        'mail not delivered',
      );
      return;
    }
    await this.options.afterSend?.(message);
    await markMailSent(this.handle.db, message.id, claimedAt, this.now());
  }
}
