import type { TPropertyFields } from '@rentfolio/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { getServerMessage, getValidationDetails, isApiError } from '@/lib/api';
import {
  findFirstInvalidField,
  hasRequiredPropertyFields,
  type PropertyFieldErrors,
  type PropertyFieldName,
  type PropertyFormValues,
  type PropertyTextField,
  pickPropertyFieldErrors,
  validatePropertyForm,
} from './property-form-model';

/** The id of a field's control in the property form. */
export function getPropertyFieldId(name: PropertyFieldName): string {
  return `property-${name}`;
}

/** The state of the property form: what is typed, the field messages, and the focus on the first invalid field. */
export function usePropertyForm(initialValues: PropertyFormValues) {
  const { t } = useTranslation();
  const [values, setValues] = useState<PropertyFormValues>(initialValues);
  const [errors, setErrors] = useState<PropertyFieldErrors>({});
  const [fieldToFocus, setFieldToFocus] = useState<PropertyFieldName | null>(null);

  // After the render that shows the messages, so that a screen reader reads the field with its message.
  useEffect(() => {
    if (!fieldToFocus) return;
    document.getElementById(getPropertyFieldId(fieldToFocus))?.focus();
    setFieldToFocus(null);
  }, [fieldToFocus]);

  function setField(name: PropertyTextField, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function setOccupied(isOccupied: boolean) {
    setValues((current) => ({ ...current, isOccupied }));
    if (errors.isOccupied) setErrors((current) => ({ ...current, isOccupied: undefined }));
  }

  /** Shows the messages next to their fields and focuses the first invalid one, in the order shown. */
  function showFieldErrors(fieldErrors: PropertyFieldErrors) {
    setErrors(fieldErrors);
    setFieldToFocus(findFirstInvalidField(fieldErrors));
  }

  /**
   * Checks what is typed with the API's own schema: the parsed property, or null after showing the messages (and the
   * spec's 'Missing Information' toast when a required field is empty).
   */
  function validate(): TPropertyFields | null {
    const validation = validatePropertyForm(values);
    if (validation.success) {
      setErrors({});
      return validation.data;
    }
    showFieldErrors(validation.fieldErrors);
    // The spec's words for the three required fields (docs/product.md "Input rules" (Onboarding add-property)).
    if (!hasRequiredPropertyFields(values)) {
      toast.error(t('properties.validation.missingTitle'), {
        description: t('properties.validation.missingText'),
      });
    }
    return null;
  }

  /**
   * A failed POST or PATCH: a 400's field messages go next to their fields; anything else is a destructive toast
   * with the server's sentence (or `fallback`). What was typed stays in the form either way.
   */
  function showRequestFailure(failure: unknown, title: string, fallback: string) {
    const fieldErrors = pickPropertyFieldErrors(getValidationDetails(failure) ?? undefined);
    if (findFirstInvalidField(fieldErrors)) {
      showFieldErrors(fieldErrors);
      return;
    }
    // A fault of the server (5xx) is not the user's to fix: the plain sentence says what to do.
    const serverMessage = isApiError(failure) && failure.status < 500 ? getServerMessage(failure) : null;
    toast.error(title, { description: serverMessage ?? fallback });
  }

  return {
    values,
    errors,
    setField,
    setOccupied,
    setErrors,
    showFieldErrors,
    showRequestFailure,
    validate,
  };
}

/** After a screen is left for the dashboard, the focus starts at its content rather than on the page. */
export function focusMainContent(): void {
  requestAnimationFrame(() => document.getElementById('main-content')?.focus({ preventScroll: true }));
}
