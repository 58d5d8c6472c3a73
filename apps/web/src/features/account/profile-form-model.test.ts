import { describe, expect, it } from 'vitest';
import { TEST_USER } from '@/test/render';
import {
  getEmailChangeOutcome,
  isEmailChanged,
  toProfileFormValues,
  validateProfileForm,
} from './profile-form-model';

const values = toProfileFormValues(TEST_USER);

describe('validateProfileForm', () => {
  it('sends only what changed', () => {
    expect(validateProfileForm(TEST_USER, { ...values, name: '  Jane Q. Investor ' })).toEqual({
      success: true,
      data: { name: 'Jane Q. Investor' },
    });
  });

  it('asks for the current password before a new sign-in e-mail is sent', () => {
    const result = validateProfileForm(TEST_USER, { ...values, email: 'new@example.com' });
    expect(result).toEqual({
      success: false,
      fieldErrors: { currentPassword: 'Enter your current password to change your email address.' },
    });
    expect(
      validateProfileForm(TEST_USER, { ...values, email: 'new@example.com', currentPassword: 'secret-1' }),
    ).toEqual({ success: true, data: { email: 'new@example.com', currentPassword: 'secret-1' } });
  });

  it('does not count a change of letter case or spaces as a new e-mail', () => {
    expect(isEmailChanged(TEST_USER, ' JANE@example.com ')).toBe(false);
    expect(isEmailChanged(TEST_USER, 'jane@example.org')).toBe(true);
  });

  it("refuses an empty name and a malformed e-mail with the API's messages", () => {
    const result = validateProfileForm(TEST_USER, {
      ...values,
      name: ' ',
      email: 'not-an-email',
      currentPassword: 'secret-1',
    });
    expect(result).toEqual({
      success: false,
      fieldErrors: { name: 'Please enter your name.', email: 'Please enter a valid email address.' },
    });
  });

  it('refuses control characters in the name', () => {
    const result = validateProfileForm(TEST_USER, { ...values, name: 'Jane\u0000' });
    expect(result.success).toBe(false);
    expect(result.success ? null : result.fieldErrors.name).toMatch(/character/i);
  });

  it('sends a removed picture as null', () => {
    const user = { ...TEST_USER, profilePicture: 'data:image/png;base64,iVBORw0KGgo=' };
    expect(validateProfileForm(user, { ...toProfileFormValues(user), profilePicture: null })).toEqual({
      success: true,
      data: { profilePicture: null },
    });
  });
});

describe('getEmailChangeOutcome', () => {
  it('says a new address waits for its link while the old one stays, or replaced an unconfirmed one at once', () => {
    expect(getEmailChangeOutcome({ email: 'new@example.com' }, { pendingEmail: 'new@example.com' })).toBe(
      'pending',
    );
    expect(getEmailChangeOutcome({ email: 'new@example.com' }, { pendingEmail: null })).toBe('changed');
  });

  it('says nothing when no address was sent', () => {
    expect(getEmailChangeOutcome({}, { pendingEmail: 'waiting@example.com' })).toBeNull();
  });
});
