import { z } from 'zod';
import { ZEmail } from './auth';
import { idParam, safeText } from './fields';
import { MESSAGES } from './messages';

// PATCH /api/user/profile: name, e-mail and picture (a data URL whose bytes the server checks). Changing the sign-in e-mail needs the current
// password (ASVS 2: re-authentication for sensitive changes); the server checks it.
export const ZUpdateProfileRequest = z
  .object(
    {
      name: safeText('name', { typeError: MESSAGES.nameRequired })
        .min(1, { error: MESSAGES.nameRequired, abort: true })
        .max(100, { error: MESSAGES.nameTooLong })
        .optional(),
      email: z
        .string({ error: MESSAGES.invalidEmail })
        .trim()
        .min(1, { error: MESSAGES.invalidEmail, abort: true })
        .pipe(ZEmail)
        .optional(),
      profilePicture: z
        .string({ error: 'The profile picture must be an image sent as a data URL, or null to remove it.' })
        // 2 MB of image is about 2.8 million characters of base64; the server checks the bytes themselves.
        .max(2_900_000, { error: 'The image is larger than 2 MB. Choose a smaller one.' })
        .nullable()
        .optional(),
      currentPassword: z
        .string({ error: MESSAGES.currentPasswordRequired })
        .max(1024, { error: MESSAGES.currentPasswordWrong })
        .optional(),
    },
    { error: MESSAGES.profileNothingToUpdate },
  )
  .refine(
    (body) => body.name !== undefined || body.email !== undefined || body.profilePicture !== undefined,
    {
      error: MESSAGES.profileNothingToUpdate,
    },
  )
  .meta({ id: 'UpdateProfileRequest' });
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export const ZUserIdParams = z.object({ id: idParam('user') });

// GET /api/user/usage
export const ZUsage = z
  .object({
    dealAnalysesUsed: z
      .number()
      .int()
      .describe('Successful deal analyses in the current calendar month (UTC).'),
    dealAnalysesLimit: z.number().int().describe('The monthly limit of the plan; -1 means unlimited.'),
    period: z.string().describe('The calendar month counted, YYYY-MM.'),
  })
  .meta({ id: 'Usage' });
export type TUsage = z.infer<typeof ZUsage>;
