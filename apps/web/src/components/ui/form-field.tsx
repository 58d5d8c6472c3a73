import type { ReactNode } from 'react';
import { Input, type InputProps } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { translateMessage } from '@/i18n/translate-message';
import { cn } from '@/lib/utils';

export type FieldAria = {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

export type FormFieldProps = {
  id: string;
  name?: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  isRequired?: boolean;
  className?: string;
  children: (aria: FieldAria) => ReactNode;
};

/**
 * A label, its control, and the hint and error the control is described by (an error written by the contracts' schemas
 * or the API is shown in the interface language: i18n/translate-message.ts): every form of the app (deal, property,
 * goals, onboarding) builds its fields with it, so that labels, required marks and error wiring are the same.
 */
export function FormField({
  id,
  name = id,
  label,
  error,
  hint,
  isRequired = false,
  className,
  children,
}: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex min-w-0 flex-col gap-2', className)}>
      <Label htmlFor={id} className="gap-1">
        {label}
        {/* aria-required tells assistive technology; the asterisk is for the eye. */}
        {isRequired ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {children({
        id,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': isRequired || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="font-medium text-destructive text-xs">
          {translateMessage(error)}
        </p>
      ) : null}
    </div>
  );
}

export type NumberInputProps = InputProps & { suffix?: string | undefined };

/** A number field without the browser's spin buttons (the arrow keys still step), with an optional unit. */
export function NumberInput({ suffix, className, ...props }: NumberInputProps) {
  return (
    <div className="relative">
      <Input
        type="number"
        inputMode="decimal"
        className={cn(
          'tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
          suffix && 'pr-8',
          className,
        )}
        {...props}
      />
      {suffix ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground text-sm"
        >
          {suffix}
        </span>
      ) : null}
    </div>
  );
}
