import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id; the enum is a const enum that isolated modules cannot import. */
const ARGON2ID = 2;

/**
 * argon2id with the library defaults (m=19456 KiB, t=2, p=1), which meet OWASP's recommendation. The parameters are
 * stored in the PHC string, so raising them later still verifies old hashes.
 */
export async function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
const DUMMY_PASSWORD = 'rentfolio-dummy-password-for-timing';

/** The hash a sign-in for an unknown account is checked against: a real argon2id hash, made once. */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(DUMMY_PASSWORD);
  return dummyHash;
}

/**
 * Spends the same time as a real check when there is no account to check against, so that response times do not tell
 * which usernames exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await getDummyHash(), password);
  return false;
}
