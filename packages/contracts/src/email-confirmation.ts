import { z } from 'zod';

// E-mail addresses that proved they are their owner's (docs/product.md "E-mail address"; docs/api.md). Rentfolio
// sends reports and updates only to a confirmed address; a link signed by the server confirms one. Changing a
// confirmed address keeps it in use until the new one is confirmed, and tells the old one.

/** How long a confirmation link works. */
export const EMAIL_CONFIRMATION = { linkValidHours: 48 } as const;

export const EMAIL_CONFIRMATION_MESSAGES = {
  confirmed: 'Your e-mail address is confirmed.',
  linkInvalid:
    'This confirmation link is not valid any more: it was used, or a newer link replaced it. Send a new one from your Account page.',
  linkExpired: `This confirmation link has expired (links work for ${EMAIL_CONFIRMATION.linkValidHours} hours). Send a new one from your Account page.`,
  alreadyConfirmed: 'Your e-mail address is already confirmed.',
  notConfirmed:
    'Confirm your e-mail address first: Rentfolio sends e-mail only to an address you confirmed with the link we sent to it.',
  noPendingChange: 'There is no e-mail change waiting for confirmation.',
} as const;

// POST /api/auth/confirm-email – the page behind the link sends its token here; no session is needed.
export const ZConfirmEmailRequest = z
  .object({
    token: z
      .string()
      .max(200, 'This confirmation link is not valid.')
      .describe('The `token` parameter of the link in the confirmation e-mail.'),
  })
  .meta({ id: 'ConfirmEmailRequest' });

export const ZConfirmEmailResponse = z
  .object({
    message: z.string(),
    email: z.string().describe('The address now confirmed.'),
  })
  .meta({ id: 'ConfirmEmailResponse' });
export type TConfirmEmailResponse = z.infer<typeof ZConfirmEmailResponse>;
