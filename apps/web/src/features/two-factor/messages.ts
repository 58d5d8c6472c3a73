import { translateMessage } from '@/i18n/translate-message';

/**
 * A message of the two-factor API (a field's `details` or the answer's `message`) in the interface language: the
 * contracts' TWO_FACTOR_MESSAGES, "Enter your password." among them, are translated by translateMessage.
 */
export function useTwoFactorMessage(): (message: string) => string {
  return translateMessage;
}
