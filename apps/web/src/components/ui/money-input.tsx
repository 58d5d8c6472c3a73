import { type ChangeEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, type InputProps } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** Whole dollars up to $9,999,999,999,999: beyond any property, and the server refuses more than $10 billion. */
const MAX_WHOLE_DIGITS = 13;
const MAX_CENTS_DIGITS = 2;

/**
 * Keeps only digits and the first dot (docs/product.md "Input rules" (Quick analyzer)), at most two decimals and without leading zeros:
 * "$350,000" and "350000" both give "350000"; "0012.345" gives "12.34".
 */
export function stripMoneyInput(text: string): string {
  let whole = '';
  let cents = '';
  let hasDot = false;
  for (const char of text) {
    if (char === '.') hasDot = true;
    else if (char >= '0' && char <= '9') {
      if (!hasDot && whole.length < MAX_WHOLE_DIGITS) whole += char;
      else if (hasDot && cents.length < MAX_CENTS_DIGITS) cents += char;
    }
  }
  whole = whole.replace(/^0+(?=\d)/, '');
  if (!hasDot) return whole;
  return `${whole === '' ? '0' : whole}.${cents}`;
}

/** The digits grouped by thousands for display: "350000" shows as "350,000", "1234.5" as "1,234.5". */
export function formatMoneyInput(raw: string): string {
  const [whole = '', cents] = raw.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cents === undefined ? grouped : `${grouped}.${cents}`;
}

/** The position in `formatted` just after its `count`-th digit or dot. */
function findCaretPosition(formatted: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/[\d.]/.test(formatted[index] ?? '')) seen++;
    if (seen === count) return index + 1;
  }
  return formatted.length;
}

export type MoneyInputProps = Omit<InputProps, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  /** The amount without separators, as it is sent: "350000". */
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * A dollar amount typed freely: it keeps digits and a dot, shows thousands separators as the user types (350000
 * shows as 350,000) and hands back the bare digits. The caret stays after the digit it followed.
 */
export function MoneyInput({ value, onValueChange, className, ...props }: MoneyInputProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  // A minus sign is not dropped in silence: the field says that amounts cannot be negative.
  const [hasMinus, setHasMinus] = useState(false);
  const minusMessageId = useId();
  const pendingCaret = useRef<number | null>(null);
  const display = formatMoneyInput(value);

  // Runs after React has written the new display value, so the caret can be put back where the user typed.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const count = pendingCaret.current;
    if (!input || count === null) return;
    pendingCaret.current = null;
    if (document.activeElement !== input) return;
    const position = findCaretPosition(input.value, count);
    input.setSelectionRange(position, position);
  });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.target.value;
    const caret = event.target.selectionStart ?? typed.length;
    const next = stripMoneyInput(typed);
    setHasMinus(typed.includes('-') || typed.includes('\u2212'));
    // The digits before the caret, cleaned the same way, say how far into the new value the caret belongs.
    pendingCaret.current = Math.min(stripMoneyInput(typed.slice(0, caret)).length, next.length);
    onValueChange(next);
  }

  return (
    <div>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground text-sm"
        >
          $
        </span>
        <Input
          ref={inputRef}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={display}
          onChange={handleChange}
          className={cn('pl-7 tabular-nums', className)}
          {...props}
          aria-describedby={
            [props['aria-describedby'], hasMinus ? minusMessageId : null].filter(Boolean).join(' ') ||
            undefined
          }
        />
      </div>
      {hasMinus ? (
        <p id={minusMessageId} role="status" className="mt-1.5 font-medium text-destructive text-xs">
          {t('common.negativeMoney')}
        </p>
      ) : null}
    </div>
  );
}
