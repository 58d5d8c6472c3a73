import { z } from 'zod';
import { ZNewPassword } from './auth';
import { MESSAGES } from './messages';
import { ZBackupCode, ZTwoFactorCode } from './two-factor';

// The account: password, sessions, the data export, deleting the account (docs/product.md "Account").

export const ACCOUNT_MESSAGES = {
  currentPasswordMissing: 'Enter your current password.',
  passwordWrong: 'The password is not correct.',
  passwordMismatch: "New password and confirmation don't match.",
  sessionNotFound: 'Session not found.',
  adminCannotDelete: 'The built-in admin account cannot be deleted.',
  twoFactorCodeNeeded: 'Two-factor sign-in is on: enter a current code or a backup code as well.',
  avatarType: 'Choose a PNG, JPEG, WebP or GIF image.',
  avatarSvg:
    'SVG images are not accepted, because they can carry scripts. Choose a PNG, JPEG, WebP or GIF image.',
  avatarDisguised:
    "This file's contents are not a PNG, JPEG, WebP or GIF image, whatever its name or type says. Choose a real image.",
  avatarTooLarge: 'The image is larger than 2 MB. Choose a smaller one.',
  avatarTooManyPixels: 'The image is larger than 16 megapixels. Choose a smaller one.',
  avatarUnreadable: 'This image could not be read. Choose another PNG, JPEG, WebP or GIF image.',
} as const;

/** The most pixels a profile picture may have before it is decoded (a small file can hold a huge picture). */
export const AVATAR_MAX_PIXELS = 16_000_000;
/** The size a profile picture is stored at, at most, on its longer side. */
export const AVATAR_STORED_SIZE = 512;

/** The largest profile picture, in bytes of the image itself. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

// PATCH /api/user/password
export const ZChangePasswordRequest = z
  .object({
    currentPassword: z
      .string({ error: ACCOUNT_MESSAGES.currentPasswordMissing })
      .min(1, { error: ACCOUNT_MESSAGES.currentPasswordMissing, abort: true })
      .max(1024, { error: MESSAGES.currentPasswordWrong }),
    newPassword: ZNewPassword,
    confirmPassword: z.string({ error: ACCOUNT_MESSAGES.passwordMismatch }).max(1024),
  })
  .strict()
  .refine((body) => body.newPassword === body.confirmPassword, {
    error: ACCOUNT_MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  })
  .meta({ id: 'ChangePasswordRequest' });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

// GET /api/user/sessions
export const ZSessionInfo = z
  .object({
    id: z.string().describe('An opaque id for revoking this session; not the session token.'),
    browser: z.string().nullable().describe('Read from the user agent; null when it is not recognised.'),
    os: z.string().nullable(),
    createdAt: z.string().describe('When this session signed in (ISO 8601, UTC).'),
    lastSeenAt: z.string().describe('Its last request (ISO 8601, UTC; updated about once a minute).'),
    current: z.boolean().describe('Whether this is the session making the request.'),
  })
  .meta({ id: 'SessionInfo' });
export type TSessionInfo = z.infer<typeof ZSessionInfo>;

export const ZSessionIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: ACCOUNT_MESSAGES.sessionNotFound }),
});

export const ZRevokedSessions = z.object({ revoked: z.number().int() }).meta({ id: 'RevokedSessions' });

// POST /api/user/delete-account
export const ZDeleteAccountRequest = z
  .object({
    password: z
      .string({ error: ACCOUNT_MESSAGES.currentPasswordMissing })
      .min(1, { error: ACCOUNT_MESSAGES.currentPasswordMissing, abort: true })
      .max(1024, { error: ACCOUNT_MESSAGES.passwordWrong }),
    code: ZTwoFactorCode.optional(),
    backupCode: ZBackupCode.optional(),
  })
  .strict()
  .meta({ id: 'DeleteAccountRequest' });
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
