import { z } from 'zod';
import { ZEmail } from './auth';
import { MESSAGES } from './messages';

// PATCH /api/user/profile (the avatar arrives with the account work)
export const ZUpdateProfileRequest = z
  .object(
    {
      name: z
        .string({ error: MESSAGES.nameRequired })
        .trim()
        .min(1, { error: MESSAGES.nameRequired, abort: true })
        .max(100, { error: MESSAGES.nameTooLong })
        .optional(),
      email: z
        .string({ error: MESSAGES.invalidEmail })
        .trim()
        .min(1, { error: MESSAGES.invalidEmail, abort: true })
        .pipe(ZEmail)
        .optional(),
    },
    { error: MESSAGES.profileNothingToUpdate },
  )
  .refine((body) => body.name !== undefined || body.email !== undefined, {
    error: MESSAGES.profileNothingToUpdate,
  })
  .meta({ id: 'UpdateProfileRequest' });
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export const ZUserIdParams = z.object({
  id: z.coerce
    .number({ error: 'The user id must be a positive whole number.' })
    .int({ error: 'The user id must be a positive whole number.' })
    .positive({ error: 'The user id must be a positive whole number.' }),
});

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
