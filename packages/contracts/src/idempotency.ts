import { z } from 'zod';

export const IDEMPOTENCY_KEY_MESSAGE =
  'Idempotency-Key must be 8 to 100 letters, digits, hyphens or underscores.';

/** The optional Idempotency-Key header of a create (docs/api.md "Retries"): a UUID suits it. */
export const ZIdempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: IDEMPOTENCY_KEY_MESSAGE })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: IDEMPOTENCY_KEY_MESSAGE })
    .optional(),
});
