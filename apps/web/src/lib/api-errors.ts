import { isApiError } from './api';
import { recordServerMessageCodes } from './server-message-codes';

// What an error answer says (./api.ts ApiError). Apart from the API client, so that the landing page, which shows
// no server message, loads none of it.

/**
 * The server's sentence for the user (its message, else its error field), or null when it sent none. Its code, and
 * those of its details, are kept for translateMessage (lib/server-message-codes.ts): read here rather than when the
 * answer arrives.
 */
export function getServerMessage(error: unknown): string | null {
  if (!isApiError(error) || !error.body) return null;
  recordServerMessageCodes(error.body);
  return error.body.message || error.body.error || null;
}

/** The field messages of an error answer (`details`, by field name; empty when it has none), their codes kept. */
export function getErrorDetails(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.body) return {};
  recordServerMessageCodes(error.body);
  return error.body.details ?? {};
}

/** The field messages of a 400 answer (`details`, by field name), or null for any other failure. */
export function getValidationDetails(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || error.status !== 400) return null;
  return getErrorDetails(error);
}
