import { Controller, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { MoneyInput, type MoneyInputProps } from './money-input';

type MoneyControllerProps<T extends FieldValues, TOutput> = Omit<
  MoneyInputProps,
  'value' | 'onValueChange'
> & {
  control: UseControllerProps<T, FieldPath<T>, TOutput>['control'];
  name: FieldPath<T>;
  rules?: UseControllerProps<T, FieldPath<T>, TOutput>['rules'];
};

/**
 * A MoneyInput held by react-hook-form: the input shows separators and hands back bare digits, so the form keeps its
 * value through a Controller rather than a registered input. Every form's money fields use it.
 */
export function MoneyController<T extends FieldValues, TOutput = T>({
  control,
  name,
  rules,
  ...inputProps
}: MoneyControllerProps<T, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      rules={rules}
      render={({ field }) => (
        <MoneyInput
          {...inputProps}
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
