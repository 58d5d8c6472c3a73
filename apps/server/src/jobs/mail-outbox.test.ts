import { describe, expect, it } from 'vitest';
import { SMTP_REPLY_TIMEOUT_MS } from '../services/mail/mailer';
import { CLAIM_TIMEOUT_MS } from './mail-outbox';

// Duplicates with a slow mail server (docs/product.md "E-mail", docs/operations.md "E-mail"): the client gave up after
// 30 s while the server went on to accept the message, and the retry sent a second copy; and a claim of 5 minutes
// let a second worker send one while the first still waited.
describe('the mail timeouts', () => {
  it('wait for a reply as long as RFC 5321 gives the server for the end of the data (10 minutes)', () => {
    expect(SMTP_REPLY_TIMEOUT_MS).toBe(10 * 60 * 1000);
  });

  it('keep a claim longer than the wait for a reply, so no other worker sends the message meanwhile', () => {
    expect(CLAIM_TIMEOUT_MS).toBeGreaterThan(SMTP_REPLY_TIMEOUT_MS);
  });
});
