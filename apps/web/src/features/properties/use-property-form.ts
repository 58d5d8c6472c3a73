import type { TPropertyFields } from '@rentfolio/contracts';
import { useEffect, useState } from 'react';
import { type FieldErrors, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { translateMessage } from '@/i18n/translate-message';
import { isApiError } from '@/lib/api';
import { getServerMessage, getValidationDetails } from '@/lib/api-errors';
import { toFormResolver } from '@/lib/form-resolver';
import {
  findFirstInvalidField,
  hasRequiredPropertyFields,
  isPropertyFieldName,
  type PropertyFieldErrors,
  type PropertyFieldName,
  type PropertyFormValues,
  pickPropertyFieldErrors,
  validatePropertyForm,
} from './property-form-model';

/** The property form in react-hook-form: the text as typed in, the property the model's check makes of it out. */
export type PropertyFormMethods = UseFormReturn<PropertyFormValues, unknown, TPropertyFields>;

/** The id of a field's control in the property form. */
export function getPropertyFieldId(name: PropertyFieldName): string {
  return `property-${name}`;
}

/**
 * The state of the property form in react-hook-form: what is typed, the field messages, and the focus on the first
 * invalid field. The resolver checks with the API's own schema (the model's validatePropertyForm) on submit only; an
 * edited field loses its message until the next submit (PropertyForm clears it).
 */
export function usePropertyForm(initialValues: PropertyFormValues) {
  const { t } = useTranslation();
  const form = useForm<PropertyFormValues, unknown, TPropertyFields>({
    defaultValues: initialValues,
    resolver: toFormResolver((values: PropertyFormValues) => validatePropertyForm(values)),
    reValidateMode: 'onSubmit',
    // The focus moves after the render that shows the messages, below.
    shouldFocusError: false,
  });
  const [fieldToFocus, setFieldToFocus] = useState<PropertyFieldName | null>(null);

  // After the render that shows the messages, so that a screen reader reads the field with its message.
  useEffect(() => {
    if (!fieldToFocus) return;
    document.getElementById(getPropertyFieldId(fieldToFocus))?.focus();
    setFieldToFocus(null);
  }, [fieldToFocus]);

  /** The messages of the model's check are shown by react-hook-form; the product's toast says when one is a required field. */
  function handleInvalid(fieldErrors: FieldErrors<PropertyFormValues>) {
    setFieldToFocus(findFirstInvalidField(fieldErrors));
    // The product's words for the three required fields (docs/product.md "Input rules" (Onboarding add-property)).
    if (!hasRequiredPropertyFields(form.getValues())) {
      toast.error(t('properties.validation.missingTitle'), {
        description: t('properties.validation.missingText'),
      });
    }
  }

  /**
   * The submit: checks what is typed with the API's own schema, then hands `onValid` the parsed property and the text
   * as typed (an edit sends only what differs from what was stored).
   */
  function submitWith(onValid: (property: TPropertyFields, values: PropertyFormValues) => void) {
    return form.handleSubmit((property) => onValid(property, form.getValues()), handleInvalid);
  }

  /** The server's messages replace those shown, next to their fields; the first, in the order shown, takes the focus. */
  function showFieldErrors(fieldErrors: PropertyFieldErrors) {
    form.clearErrors();
    for (const [name, message] of Object.entries(fieldErrors)) {
      if (isPropertyFieldName(name) && message) form.setError(name, { type: 'server', message });
    }
    setFieldToFocus(findFirstInvalidField(fieldErrors));
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
    toast.error(title, { description: serverMessage ? translateMessage(serverMessage) : fallback });
  }

  return { form, submitWith, showRequestFailure };
}

/** After a screen is left for the dashboard, the focus starts at its content rather than on the page. */
export function focusMainContent(): void {
  requestAnimationFrame(() => document.getElementById('main-content')?.focus({ preventScroll: true }));
}
