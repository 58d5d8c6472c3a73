import { describe, expect, it } from 'vitest';
import { getDummyHash, hashPassword, verifyAgainstDummy, verifyPassword } from './password';

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

  it('checks an unknown account against a real hash of the same cost, and still refuses', async () => {
    const dummy = await getDummyHash();
    const real = await hashPassword('a-long-passphrase');
    // Same algorithm and parameters as a real account's hash, so the check costs the same time.
    const parameters = (hash: string) => hash.split('$').slice(1, 4).join('$');
    expect(parameters(dummy)).toBe(parameters(real));
    // A real, well-formed hash: a malformed one would fail at once, and the timing would tell.
    expect(await verifyPassword(dummy, 'rentfolio-dummy-password-for-timing')).toBe(true);
    // Even the dummy's own password signs no one in.
    expect(await verifyAgainstDummy('rentfolio-dummy-password-for-timing')).toBe(false);
  });
});
