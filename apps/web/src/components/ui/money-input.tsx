import { type ChangeEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
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

/** A minus sign as people type or paste it: the hyphen-minus, the minus sign and the other dashes keyboards give. */
const MINUS_SIGNS = /[-\u2010-\u2013\u2212\ufe63\uff0d]/;

/**
 * Whether an edit that turned `before` into `after` replaced the whole of a text that was there (select all and type,
 * or a paste over it), rather than typing, deleting or inserting within it.
 */
export function replacesAllText(before: string, after: string): boolean {
  if (before === '') return false;
  let prefix = 0;
  while (prefix < before.length && prefix < after.length && before[prefix] === after[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < before.length - prefix &&
    suffix < after.length - prefix &&
    before[before.length - 1 - suffix] === after[after.length - 1 - suffix]
  )
    suffix++;
  return prefix + suffix === 0;
}

/**
 * Whether the field goes on saying that negative amounts are not allowed after an edit from `before` (what it showed)
 * to `typed` (docs/product.md "Input rules"). A minus sign typed or pasted shows the message, and it stays while the
 * user goes on typing the amount ("-50" typed a key at a time keeps it: the sign is dropped at once, and the digits
 * after it must not hide the message); it goes when the field is emptied or its whole text is replaced without one.
 */
export function showsNegativeMessage(wasShown: boolean, before: string, typed: string): boolean {
  if (MINUS_SIGNS.test(typed)) return true;
  return wasShown && stripMoneyInput(typed) !== '' && !replacesAllText(before, typed);
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
  /** The value this field last handed back: another value comes from outside (a reset, an analysis opened). */
  const handedBack = useRef(value);
  const display = formatMoneyInput(value);

  // A value set from outside is not the amount the message was about.
  useEffect(() => {
    if (value !== handedBack.current) {
      handedBack.current = value;
      setHasMinus(false);
    }
  }, [value]);

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
    setHasMinus(showsNegativeMessage(hasMinus, display, typed));
    handedBack.current = next;
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
