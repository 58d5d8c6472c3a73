import { ZTwoFactorVerifyRequest } from '@rentfolio/contracts';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/i18n/translate-message';

/**
 * The message the contracts' two-factor schemas give for a missing password. It is written into the schemas
 * (verify, disable, new backup codes), not into a message table that translateMessage knows, so it is read from the
 * schema here rather than copied, and has a key of its own.
 */
const PASSWORD_MISSING = ZTwoFactorVerifyRequest.shape.password.safeParse('').error?.issues[0]?.message;

/** A message of the two-factor API (a field's `details` or the answer's `message`) in the interface language. */
export function useTwoFactorMessage(): (message: string) => string {
  const { t } = useTranslation();
  return (message) =>
    PASSWORD_MISSING !== undefined && message === PASSWORD_MISSING
      ? t('twoFactor.passwordMissing')
      : translateMessage(message);
}
