import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@rentfolio/contracts';

export type PasswordRule = { key: 'ruleLength' | 'ruleMaxLength'; met: boolean };

/**
 * The length rules of the password checklist (docs/product.md "Account"), each met or not yet for `password`. The
 * maximum is met by any password up to it, the empty one too: an empty field has nothing too long in it, and
 * it is the minimum that it does not meet yet.
 */
export function checkPasswordRules(password: string): PasswordRule[] {
  return [
    { key: 'ruleLength', met: password.length >= PASSWORD_MIN_LENGTH },
    { key: 'ruleMaxLength', met: password.length <= PASSWORD_MAX_LENGTH },
  ];
}
