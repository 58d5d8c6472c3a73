import { z } from 'zod';

/** Every API error has this shape (CODE_STYLE.md "Errors"). `details` maps a field name to its message. */
export const ZApiError = z
  .object({
    error: z.string().describe('The HTTP status text, for example "Bad Request".'),
    message: z.string().describe('A sentence for the user that says what went wrong and what to do.'),
    requestId: z.string().describe('Quote this when reporting a problem; it is in the server log.'),
    details: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ApiError' });
export type TApiError = z.infer<typeof ZApiError>;
