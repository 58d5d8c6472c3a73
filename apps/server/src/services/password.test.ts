import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';

describe('password hashing', () => {
  it('makes an argon2id hash with a fresh salt each time', async () => {
    const a = await hashPassword('a-long-passphrase');
    const b = await hashPassword('a-long-passphrase');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('Pässwörd with ünïcode 🏠');
    expect(await verifyPassword(hash, 'Pässwörd with ünïcode 🏠')).toBe(true);
    expect(await verifyPassword(hash, 'Pässwörd with ünïcode')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('answers false, not an exception, for a malformed hash', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('spends a real verification when there is no account', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
