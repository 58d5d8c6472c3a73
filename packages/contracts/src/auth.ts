import { z } from 'zod';
import { isCommonPassword } from './common-passwords';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RESERVED_USERNAMES, USERNAME_PATTERN } from './constants';
import { hasForbiddenControl, hasLoneSurrogate, safeText } from './fields';
import { MESSAGES } from './messages';

// One mailbox and nothing else (docs/product.md "Input rules"): a dot-atom local part of RFC 5322's letters (no comma,
// semicolon, quote, angle bracket, parenthesis, colon or space, so no list, group or display name can hide in it) and a
// domain of letter-digit-hyphen labels with a top-level name of 2 letters or more.
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL_PATTERN = new RegExp(`^${ATEXT}+(?:\\.${ATEXT}+)*@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);

/** Whether `address` is exactly one mailbox (user@example.com): no list, display name, comment or route. */
export function isMailboxAddress(address: string): boolean {
  return address.length <= 254 && EMAIL_PATTERN.test(address);
}

/** A required string whose absence or emptiness reads `message`, checked before any other rule. */
function requiredString(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

/**
 * An e-mail address. The `.invalid` top-level domain can never receive mail (RFC 2606); the built-in admin account's
 * address lives there, so no one can claim it.
 */
export const ZEmail = z
  .string()
  .max(254, { error: MESSAGES.invalidEmail })
  .regex(EMAIL_PATTERN, { error: MESSAGES.invalidEmail })
  .refine((email) => !hasForbiddenControl(email) && !hasLoneSurrogate(email), {
    error: MESSAGES.invalidEmail,
  })
  .refine((email) => !/\.invalid$/i.test(email), { error: MESSAGES.invalidEmail });

export const ZNewPassword = z
  .string({ error: MESSAGES.fillAllRequired })
  .min(1, { error: MESSAGES.fillAllRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordTooLong, abort: true })
  .refine((password) => !isCommonPassword(password), { error: MESSAGES.passwordTooCommon });

// POST /api/auth/register
export const ZRegisterRequest = z
  .object(
    {
      username: requiredString(MESSAGES.fillAllRequired)
        .regex(USERNAME_PATTERN, { error: MESSAGES.usernameRule, abort: true })
        .refine((username) => !RESERVED_USERNAMES.has(username.toLowerCase()), {
          error: MESSAGES.usernameReserved,
        }),
      email: requiredString(MESSAGES.fillAllRequired).pipe(ZEmail),
      password: ZNewPassword,
      name: safeText('name', { typeError: MESSAGES.nameRequired })
        .max(100, { error: MESSAGES.nameTooLong })
        .nullish(),
    },
    { error: MESSAGES.fillAllRequired },
  )
  .meta({ id: 'RegisterRequest' });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

// POST /api/auth/login
export const ZLoginRequest = z
  .object(
    {
      // No username or address holds a control character (PostgreSQL refuses a NUL in text): such a name is wrong.
      usernameOrEmail: requiredString(MESSAGES.fillAllFields)
        .max(254, { error: MESSAGES.invalidCredentials })
        .refine((value) => !/\p{Cc}/u.test(value), { error: MESSAGES.invalidCredentials }),
      password: z
        .string({ error: MESSAGES.fillAllFields })
        .min(1, { error: MESSAGES.fillAllFields, abort: true })
        .max(1024, { error: MESSAGES.invalidCredentials }),
    },
    { error: MESSAGES.fillAllFields },
  )
  .meta({ id: 'LoginRequest' });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

// POST /api/auth/admin
export const ZAdminLoginRequest = z
  .object(
    { pin: z.string({ error: MESSAGES.pinLength }).length(4, { error: MESSAGES.pinLength }) },
    {
      error: MESSAGES.pinLength,
    },
  )
  .meta({ id: 'AdminLoginRequest' });
export type TAdminLoginRequest = z.infer<typeof ZAdminLoginRequest>;

export const ZRole = z.enum(['user', 'admin']);
export type TRole = z.infer<typeof ZRole>;

/** The signed-in user, as GET /api/auth/user and POST /api/auth/login answer it. */
export const ZUser = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    name: z.string(),
    profilePicture: z.string().nullable().describe('A data URL, or null when the user has none.'),
    plan: z.string().nullable(),
    role: ZRole,
    joinDate: z.string().describe('ISO 8601 date and time of registration (UTC).'),
    twoFactorEnabled: z.boolean(),
    emailConfirmed: z
      .boolean()
      .describe(
        'Whether `email` was confirmed by the signed link sent to it: Rentfolio mails confirmed addresses only.',
      ),
    pendingEmail: z
      .string()
      .nullable()
      .describe(
        'A new address waiting for its confirmation; until then `email` stays in use. Null when none.',
      ),
    timeZone: z
      .string()
      .nullable()
      .describe('The IANA zone the browser reported; achievements count days in it. Null until reported.'),
  })
  .meta({ id: 'User' });
export type TUser = z.infer<typeof ZUser>;

export const ZRegisterResponse = z
  .object({ user: ZUser, message: z.string() })
  .meta({ id: 'RegisterResponse' });
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

export const ZOkResponse = z.object({ success: z.literal(true) }).meta({ id: 'OkResponse' });

/** Public settings the web client needs before sign-in (no secrets: the admin PIN itself never leaves the server). */
export const ZPublicConfig = z
  .object({
    adminEnabled: z.boolean(),
    supportPhone: z.string().nullable(),
    supportEmail: z.string().nullable(),
    mapTileUrl: z.string(),
  })
  .meta({ id: 'PublicConfig' });
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
