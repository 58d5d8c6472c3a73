import {
  MESSAGES,
  type TUpdateProfileRequest,
  type TUser,
  ZUpdateProfileRequest,
} from '@rentfolio/contracts';
import { translateMessage } from '@/i18n/translate-message';
import type { FormValidation } from '@/lib/form-resolver';

/** The Profile tab's fields as typed; the picture is a data URL (or null once removed). */
export type ProfileFormValues = {
  name: string;
  email: string;
  currentPassword: string;
  profilePicture: string | null;
};
export type ProfileFieldName = keyof ProfileFormValues;
export const PROFILE_FIELD_NAMES: readonly ProfileFieldName[] = [
  'profilePicture',
  'name',
  'email',
  'currentPassword',
];

export function toProfileFormValues(user: TUser): ProfileFormValues {
  return { name: user.name, email: user.email, currentPassword: '', profilePicture: user.profilePicture };
}

/** Whether the typed e-mail is another address than the stored one (case and spaces do not make it another). */
export function isEmailChanged(user: Pick<TUser, 'email'>, email: string): boolean {
  return email.trim().toLowerCase() !== user.email.toLowerCase();
}

/**
 * The PATCH /api/user/profile body: only what changed, checked by the API's own schema. A new sign-in e-mail needs
 * the current password (docs/product.md "Account"), asked for here before the server says so.
 */
export function validateProfileForm(
  user: TUser,
  values: ProfileFormValues,
): FormValidation<TUpdateProfileRequest, ProfileFieldName> {
  const body: Record<string, unknown> = {};
  if (values.name.trim() !== user.name) body.name = values.name.trim();
  const emailChanged = isEmailChanged(user, values.email);
  if (emailChanged) {
    body.email = values.email;
    body.currentPassword = values.currentPassword;
  }
  if (values.profilePicture !== user.profilePicture) body.profilePicture = values.profilePicture;

  const fieldErrors: Partial<Record<ProfileFieldName, string>> = {};
  if (emailChanged && values.currentPassword === '')
    fieldErrors.currentPassword = translateMessage(MESSAGES.currentPasswordRequired);
  const parsed = ZUpdateProfileRequest.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in values)
        fieldErrors[field as ProfileFieldName] ??= translateMessage(issue.message);
    }
  }
  if (Object.keys(fieldErrors).length > 0) return { success: false, fieldErrors };
  return parsed.success ? { success: true, data: parsed.data } : { success: false, fieldErrors };
}

/**
 * What saving a new address did (docs/product.md "E-mail"): while the current address is confirmed, the new one waits
 * for its link (`pending`); an unconfirmed one is replaced at once (`changed`). Null when no new address was sent.
 */
export function getEmailChangeOutcome(
  sent: Pick<TUpdateProfileRequest, 'email'>,
  saved: Pick<TUser, 'pendingEmail'>,
): 'pending' | 'changed' | null {
  if (sent.email === undefined) return null;
  return saved.pendingEmail !== null ? 'pending' : 'changed';
}
