import { createSecretBox, deriveKey, type SecretBox } from '../lib/secret-box';

// State of one server, held by the app context (context.ts) and used by the two-factor service: a module of its own,
// so that the context imports no service.

/** The keys of two-factor sign-in, derived from the server secret (one per purpose). */
export type TwoFactorKeys = { secretBox: SecretBox; hashKey: Buffer };

export function createTwoFactorKeys(serverSecret: string): TwoFactorKeys {
  return {
    secretBox: createSecretBox(deriveKey(serverSecret, 'totp-secret')),
    hashKey: deriveKey(serverSecret, 'two-factor-hash'),
  };
}
