import { z } from 'zod';
import type { ZUser } from './auth';

/** A TOTP code: exactly 6 digits (docs/product.md "Two-factor sign-in"). */
export const TWO_FACTOR_CODE_LENGTH = 6;
/** Backup codes made when two-factor sign-in is turned on; each works once. */
export const BACKUP_CODE_COUNT = 10;
/** A half-finished sign-in (password right, code still to come) lasts this long and allows this many tries. */
export const LOGIN_CHALLENGE_TTL_SECONDS = 300;
export const LOGIN_CHALLENGE_MAX_ATTEMPTS = 5;

export const TWO_FACTOR_MESSAGES = {
  passwordMissing: 'Enter your password.',
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
  backupCodeFormat: 'Enter one of your backup codes, for example ABCDE-FGHJK.',
  codeOrBackupCode: 'Enter either the 6-digit code or a backup code.',
  invalidCode: 'Invalid verification code. Please try again.',
  alreadyEnabled: 'Two-factor authentication is already on. Turn it off before setting it up again.',
  notSetUp: 'Start the two-factor set-up first: there is no code to verify.',
  notEnabled: 'Two-factor authentication is not on for this account.',
  challengeMissing: 'Your sign-in has expired or was not started. Please sign in again with your password.',
  challengeExhausted: 'Too many wrong codes. Please sign in again with your password.',
  secondStepNeeded: 'Enter the code from your authenticator app to finish signing in.',
} as const;

/** A TOTP code as typed: surrounding spaces are forgiven, anything but 6 digits is refused. */
export const ZTwoFactorCode = z
  .string({ error: TWO_FACTOR_MESSAGES.codeFormat })
  .trim()
  .regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeFormat);

/** A backup code as typed: case, spaces and the dash are forgiven ("abcde fghjk" is ABCDE-FGHJK). */
export const ZBackupCode = z
  .string({ error: TWO_FACTOR_MESSAGES.backupCodeFormat })
  .max(40, TWO_FACTOR_MESSAGES.backupCodeFormat)
  .transform((text) => text.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[A-HJ-NP-Z2-9]{10}$/, TWO_FACTOR_MESSAGES.backupCodeFormat));

export const ZTwoFactorSetupResponse = z
  .object({
    qrCode: z
      .string()
      .describe('SVG markup of the QR code of the otpauth:// address, for authenticator apps.'),
    secret: z.string().describe('The same secret in base32, for typing into an app by hand.'),
  })
  .meta({ id: 'TwoFactorSetupResponse' });
export type TTwoFactorSetupResponse = z.infer<typeof ZTwoFactorSetupResponse>;

/** Turning two-factor sign-in on needs the password too: a stolen session alone must not lock the owner out. */
export const ZTwoFactorVerifyRequest = z
  .object({
    code: ZTwoFactorCode,
    password: z
      .string({ error: TWO_FACTOR_MESSAGES.passwordMissing })
      .min(1, TWO_FACTOR_MESSAGES.passwordMissing)
      .max(1024),
  })
  .strict();
export type TTwoFactorVerifyRequest = z.infer<typeof ZTwoFactorVerifyRequest>;

export const ZTwoFactorVerifyResponse = z
  .object({
    backupCodes: z
      .array(z.string())
      .length(BACKUP_CODE_COUNT)
      .describe('Shown once: only their hashes are stored.'),
  })
  .meta({ id: 'TwoFactorVerifyResponse' });
export type TTwoFactorVerifyResponse = z.infer<typeof ZTwoFactorVerifyResponse>;

export const ZTwoFactorStatus = z
  .object({
    enabled: z.boolean(),
    backupCodesRemaining: z.number().int().min(0),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

export const ZTwoFactorDisableRequest = z
  .object({
    password: z
      .string({ error: TWO_FACTOR_MESSAGES.passwordMissing })
      .min(1, TWO_FACTOR_MESSAGES.passwordMissing)
      .max(1024),
    code: ZTwoFactorCode,
  })
  .strict();
export type TTwoFactorDisableRequest = z.infer<typeof ZTwoFactorDisableRequest>;

/** The second step of a sign-in: the authenticator's code, or one backup code. */
export const ZTwoFactorChallengeRequest = z
  .object({ code: ZTwoFactorCode.optional(), backupCode: ZBackupCode.optional() })
  .strict()
  .refine((body) => (body.code === undefined) !== (body.backupCode === undefined), {
    message: TWO_FACTOR_MESSAGES.codeOrBackupCode,
  });
export type TTwoFactorChallengeRequest = z.infer<typeof ZTwoFactorChallengeRequest>;

/** POST /api/auth/login's answer (202) when the account has two-factor sign-in on: no session yet. */
export const ZLoginChallenge = z
  .object({
    twoFactorRequired: z.literal(true),
    message: z.string(),
    expiresInSeconds: z.number().int(),
  })
  .meta({ id: 'LoginChallenge' });
export type TLoginChallenge = z.infer<typeof ZLoginChallenge>;

/** What a sign-in answers: the user (200), or the second step it still needs (202). */
export type TLoginResult = z.infer<typeof ZUser> | TLoginChallenge;
