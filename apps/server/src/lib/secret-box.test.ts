import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, deriveKey } from './secret-box';

describe('secret box', () => {
  const key = deriveKey('server-secret-for-tests', 'totp-secret');

  it('opens what it sealed, and seals the same text differently each time (random IV)', () => {
    const box = createSecretBox(key);
    const a = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    const b = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DP');
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  });

  it('is plain AES-256-GCM: Node’s cipher with the same key and IV gives the same ciphertext and tag', () => {
    const sealed = createSecretBox(key).seal('hello');
    const [, iv, tag, ciphertext] = sealed.split('.');
    const cipher = createCipheriv('aes-256-gcm', key, Buffer.from(iv!, 'base64url'));
    const expected = Buffer.concat([cipher.update('hello'), cipher.final()]);
    expect(Buffer.from(ciphertext!, 'base64url')).toEqual(expected);
    expect(Buffer.from(tag!, 'base64url')).toEqual(cipher.getAuthTag());
  });

  it('refuses a changed value and a value sealed under another key or purpose', () => {
    const box = createSecretBox(key);
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([parts[0], parts[1], parts[2], flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecretBox(deriveKey('server-secret-for-tests', 'other')).open(sealed)).toThrow();
    expect(() => createSecretBox(deriveKey('another-secret', 'totp-secret')).open(sealed)).toThrow();
    expect(() => box.open('plain text')).toThrow();
  });
});
