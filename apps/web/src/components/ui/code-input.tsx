import { TWO_FACTOR_CODE_LENGTH } from '@rentfolio/contracts';
import { toCodeDigits } from '@/lib/code-digits';
import { cn } from '@/lib/utils';
import { Input, type InputProps } from './input';

export type CodeInputProps = Omit<InputProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange: (digits: string) => void;
};

/**
 * A two-factor code field (docs/product.md "Two-factor sign-in"): digits only, at most 6, the phone's number pad and
 * the platform's one-time-code autofill. Sign-in, set-up and turning it off all use it.
 */
export function CodeInput({ value, onValueChange, className, ...props }: CodeInputProps) {
  return (
    <Input
      value={value}
      onChange={(event) => onValueChange(toCodeDigits(event.target.value))}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={TWO_FACTOR_CODE_LENGTH}
      placeholder="123456"
      className={cn('text-center font-mono text-lg tracking-[0.4em]', className)}
      {...props}
    />
  );
}
