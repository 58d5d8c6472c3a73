import { describe, expect, it } from 'vitest';
import { isMailboxAddress, ZEmail } from './auth';

// One mailbox and nothing else (docs/product.md "Input rules"); the cases are written by hand from RFC 5322's address
// grammar: what a list, a display name or a quoted local part looks like.
describe('isMailboxAddress and ZEmail', () => {
  it.each([
    'user@example.com',
    'first.last+tag@mail.example.co.uk',
    "o'brien@example.io",
    'x_y-z@sub-domain.example.org',
    'UPPER@EXAMPLE.COM',
  ])('accepts the mailbox %s', (address) => {
    expect(isMailboxAddress(address)).toBe(true);
    expect(ZEmail.safeParse(address).success).toBe(true);
  });

  it.each([
    'a0,victim0@evil.example',
    'user@example.com,victim@evil.example',
    'user@example.com;victim@evil.example',
    'Bob <bob@example.com>',
    '<bob@example.com>',
    '"a,b"@example.com',
    'bob@example.com (comment)',
    'group: bob@example.com;',
    'a..b@example.com',
    '.a@example.com',
    'a@example',
    'a@-example.com',
    'a@example.c',
    'a b@example.com',
    'bøb@example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses %s', (address) => {
    expect(isMailboxAddress(address)).toBe(false);
    expect(ZEmail.safeParse(address).success).toBe(false);
  });
});
