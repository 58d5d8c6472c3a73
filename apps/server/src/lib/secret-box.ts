import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Small secrets at rest (the TOTP secret; docs/product.md "Two-factor sign-in"): AES-256-GCM under a key derived from
 * the server secret with HKDF-SHA256, one key per purpose. A sealed value reads `v1.<iv>.<tag>.<ciphertext>` in
 * base64url; the tag makes any change to the stored text fail to open rather than decrypt to something else.
 */
const VERSION = 'v1';
const IV_BYTES = 12;

export function deriveKey(serverSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'rentfolio', purpose, 32));
}

export type SecretBox = {
  seal(plaintext: string): string;
  /** The plaintext, or throws when the value was not sealed with this key or was changed. */
  open(sealed: string): string;
};

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new RangeError('AES-256-GCM needs a 32-byte key');
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined)
        throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/** A keyed hash for values that are only ever compared (backup codes, challenge tokens). */
export function keyedHash(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}
