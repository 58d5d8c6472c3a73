import { isMailboxAddress } from '@rentfolio/contracts';
import type { MailOutboxRow } from '@rentfolio/db';
import nodemailer from 'nodemailer';

/** What sends one stored message; the outbox worker calls it (docs/product.md "E-mail"). */
export type Mailer = {
  send(message: MailOutboxRow): Promise<void>;
  close(): void;
};

/** A line that could end a header and start another (header injection). */
export const HEADER_BREAK = /[\r\n\u2028\u2029]|\p{Cc}/u;

/**
 * How long the client waits for each SMTP reply: RFC 5321 (4.5.3.2.6) gives the reply to the end of the data 10
 * minutes. Giving up sooner on a slow server that then accepts the message made the retry a second copy; the
 * outbox's claim lasts longer still (CLAIM_TIMEOUT_MS), so no other worker sends it while this one waits.
 */
export const SMTP_REPLY_TIMEOUT_MS = 10 * 60_000;

/**
 * Sends over SMTP (SMTP_URL) with nodemailer, a small pool of connections. The Message-ID is the stored one, so a
 * message sent again after a crash carries the same ID. Unsubscribe headers follow RFC 8058 (one click).
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const envelopeFrom = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 4,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: SMTP_REPLY_TIMEOUT_MS,
  });
  return {
    async send(message) {
      if (HEADER_BREAK.test(message.toAddress) || HEADER_BREAK.test(message.subject)) {
        throw new Error('a header holds a line break');
      }
      // One mailbox, given as an address rather than text to parse: a stored value can never become a list.
      if (!isMailboxAddress(message.toAddress)) throw new Error('the recipient is not one mailbox');
      await transport.sendMail({
        from,
        to: { name: '', address: message.toAddress },
        envelope: { from: envelopeFrom, to: [message.toAddress] },
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        messageId: message.messageId,
        ...(message.unsubscribeUrl
          ? {
              list: { unsubscribe: { url: message.unsubscribeUrl, comment: 'Unsubscribe' } },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}
