import { z } from 'zod';

/**
 * Stable, machine-readable error codes. The client branches on these, never on the wording of a message, which may be
 * reworded or translated (docs/api.md "Errors").
 */
export const API_ERROR_CODES = [
  'VALIDATION',
  'BAD_URL',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'INVALID_CODE',
  'CHALLENGE_EXPIRED',
  'FORBIDDEN',
  'CROSS_SITE',
  'ADMIN_DISABLED',
  'DEAL_LIMIT',
  'PROPERTY_LIMIT',
  'SAVED_ANALYSIS_LIMIT',
  'SCHEDULE_LIMIT',
  'RECEIPT_QUOTA',
  'RULE_LIMIT',
  'UNIT_LIMIT',
  'CSV_PARSE',
  'INVALID_FILE_TYPE',
  'IMPORT_ROW_LIMIT',
  'IMPORT_KEY_REUSED',
  'IMPORT_RUNNING',
  'READING_GONE',
  'NO_PROPERTIES',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type TApiErrorCode = (typeof API_ERROR_CODES)[number];

/** A message's code and its values (message-codes.ts). */
export const ZMessageCode = z
  .object({
    code: z
      .string()
      .describe(
        'The key of the message in the client translation tables, for example "validation.templates.between".',
      ),
    values: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .describe('The values of its placeholders; `field` is a field id, numbers are numbers.'),
  })
  .meta({ id: 'MessageCode' });

/** Every API error has this shape (CODE_STYLE.md "Errors"). `details` maps a field name to its message. */
export const ZApiError = z
  .object({
    error: z.string().describe('The HTTP status text, for example "Bad Request".'),
    code: z.enum(API_ERROR_CODES).describe('A stable code to branch on; the message may change.'),
    message: z.string().describe('A sentence for the user that says what went wrong and what to do.'),
    requestId: z.string().describe('Quote this when reporting a problem; it is in the server log.'),
    details: z.record(z.string(), z.string()).optional(),
    messageCode: ZMessageCode.optional().describe(
      'The code of `message` and its values, when the message has one: a client shows it in its own language.',
    ),
    detailCodes: z
      .record(z.string(), ZMessageCode)
      .optional()
      .describe('The codes of the `details` messages that have one, by field.'),
  })
  .meta({ id: 'ApiError' });
export type TApiError = z.infer<typeof ZApiError>;
