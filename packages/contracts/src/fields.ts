import { z } from 'zod';
import { fieldMessage, type TFieldId } from './message-codes';

/**
 * Field rules shared by every request schema: free text, money bounds and record ids. The reasons are written out in
 * docs/product.md "Input rules".
 */

// Unpaired UTF-16 surrogates: half of an emoji, say. Stored, they break JSON encoders, exports and e-mail.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// C0 and C1 controls, DEL, the Unicode line and paragraph separators and the bidirectional overrides (which can make
// text read differently from what it holds). A single-line field refuses them all.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
// Notes keep tabs and line breaks.
const MULTI_LINE_FORBIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** The messages of a text field that holds a broken or an invisible character. */
export const TEXT_MESSAGES = {
  loneSurrogate: (field: TFieldId) => fieldMessage('brokenCharacter', { field }),
  control: (field: TFieldId) => fieldMessage('controlCharacter', { field }),
} as const;

export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

export function hasForbiddenControl(value: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

/**
 * Text a person typed: refused when it holds a broken character or a control character (notes keep line breaks and
 * tabs), then trimmed and put in Unicode NFC, so that the same word is stored and searched the same way.
 */
export function safeText(field: TFieldId, options: { multiline?: boolean; typeError?: string } = {}) {
  return z
    .string({ error: options.typeError ?? fieldMessage('notText', { field }) })
    .refine((value) => !hasLoneSurrogate(value), { error: TEXT_MESSAGES.loneSurrogate(field), abort: true })
    .refine((value) => !hasForbiddenControl(value, options.multiline), {
      error: TEXT_MESSAGES.control(field),
      abort: true,
    })
    .trim()
    .normalize('NFC');
}

/** Text that must be given: `requiredMessage` when missing or blank, then at most `max` characters. */
export function requiredText(field: TFieldId, max: number, requiredMessage: string) {
  return safeText(field, { typeError: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .max(max, { error: fieldMessage('atMostCharacters', { field, max }) });
}

export const optionalText = (field: TFieldId, max: number, options: { multiline?: boolean } = {}) =>
  safeText(field, options)
    .max(max, { error: fieldMessage('atMostCharacters', { field, max }) })
    .optional();

/**
 * Upper bounds of money fields, in dollars. They are far above any rental property an individual buys, and they keep
 * every sum exact: 50,000 properties (MAX_PROPERTIES_PER_USER) at the largest price total 5 x 10^15 cents, below
 * Number.MAX_SAFE_INTEGER (9 x 10^15), and a year of the largest rent across them stays below it too.
 */
export const MONEY_LIMITS = {
  /** A price, a value or a rehab budget. */
  price: 1_000_000_000,
  /** A monthly amount: rent or operating expenses. */
  monthly: 10_000_000,
  /** An annual amount: taxes, insurance or maintenance. */
  annual: 100_000_000,
} as const;

/** Most properties one account may hold; far above any individual's portfolio (docs/product.md "Limits"). */
export const MAX_PROPERTIES_PER_USER = 50_000;

/**
 * Dollars rounded half away from zero to whole cents, as they will be stored. 15 significant digits first remove
 * binary representation error, so 1.005 becomes 1.01 as a person expects (the same rule as finance's roundTo).
 */
export function roundDollarsToCents(value: number): number {
  return roundToDecimals(value, 2);
}

/** `value` rounded half away from zero to `decimals` places, as it will be kept (money: 2, percentages: 3). */
export function roundToDecimals(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  // Most values have few decimals already (350000, 1200.5, 7.25): no rounding, and no string round trip.
  if (Number.isInteger(value * factor) && Math.abs(value) < 1e13) return value;
  const scaled = Math.round(Number.parseFloat((Math.abs(value) * factor).toPrecision(15))) * Math.sign(value);
  return scaled === 0 ? 0 : scaled / factor;
}

/** Most saved analyses one account may keep; the list shows the newest 200. */
export const MAX_SAVED_ANALYSES_PER_USER = 10_000;

/** The page a list answers when the request names no limit, and the largest page it may ask for. */
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

const ID_TEXT = /^[1-9][0-9]{0,9}$/;
/** The largest id a table holds: PostgreSQL's id columns are 32-bit integers. */
export const MAX_ID = 2_147_483_647;

/**
 * A record id in a path: plain decimal digits only, at most MAX_ID. `0x1`, `1e0`, `+1`, ` 1` and `01` are refused
 * rather than read as 1, so that one record has exactly one address; a larger number is no id at all (PostgreSQL
 * would refuse it as out of range).
 */
export function idParam(entity: string) {
  const message = `The ${entity} id must be a positive whole number.`;
  return z
    .string({ error: message })
    .regex(ID_TEXT, { error: message })
    .transform(Number)
    .refine((id) => id <= MAX_ID, { error: message });
}

/** A whole number in a query string, in decimal digits only, from `min` to `max`. */
export function queryInteger(name: string, min: number, max: number) {
  const message = `${name} must be a whole number from ${min} to ${max.toLocaleString('en-US')}.`;
  return z
    .string({ error: message })
    .regex(/^(0|[1-9][0-9]{0,15})$/, { error: message })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { error: message });
}
