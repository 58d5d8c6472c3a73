import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export type FormValidation<TOutput, TField extends string> =
  | { success: true; data: TOutput }
  | { success: false; fieldErrors: Partial<Record<TField, string>> };

/**
 * A react-hook-form resolver from a form model's validate function, which checks with the contracts' zod schema (and
 * any rule that needs the form's own context, such as today's date). The form submits the schema's output: numbers,
 * not the text typed.
 */
export function toFormResolver<TValues extends FieldValues, TOutput extends FieldValues>(
  validate: (values: TValues) => FormValidation<TOutput, Extract<keyof TValues, string>>,
): Resolver<TValues, unknown, TOutput> {
  return (values) => {
    const result = validate(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(result.fieldErrors)) {
      if (typeof message === 'string') errors[field] = { type: 'validate', message };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
