import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import { checkPasswordRules } from './password-rules';

const met = (password: string) =>
  Object.fromEntries(checkPasswordRules(password).map((rule) => [rule.key, rule.met]));

describe('checkPasswordRules', () => {
  it('shows the maximum as met for an empty password: only the minimum is not met yet', () => {
    expect(met('')).toEqual({ ruleLength: false, ruleMaxLength: true });
  });

  it('meets the minimum from its length on, and the maximum up to its length', () => {
    expect(met('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toEqual({ ruleLength: false, ruleMaxLength: true });
    expect(met('a'.repeat(PASSWORD_MIN_LENGTH))).toEqual({ ruleLength: true, ruleMaxLength: true });
    expect(met('a'.repeat(PASSWORD_MAX_LENGTH))).toEqual({ ruleLength: true, ruleMaxLength: true });
    expect(met('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual({ ruleLength: true, ruleMaxLength: false });
  });
});
