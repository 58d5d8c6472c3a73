/**
 * Money and units (ARCHITECTURE.md "money"; docs/calculations.md). Amounts are computed in plain numbers and rounded to
 * cents only at the edges: when stored (integer cents) and when answered by the API. A unit type keeps a value in cents
 * from being mixed up with a value in dollars.
 */
declare const unit: unique symbol;
type Unit<T extends string> = number & { readonly [unit]: T };

/** An integer number of cents. */
export type Cents = Unit<'Cents'>;
/** A percentage: 7.5 means 7.5%. */
export type Percent = Unit<'Percent'>;
/** A calendar date, YYYY-MM-DD. */
export type IsoDate = string & { readonly [unit]: 'IsoDate' };

/**
 * The largest amount of cents accepted. Beyond 2^51, adding two amounts can exceed Number.MAX_SAFE_INTEGER and lose
 * whole cents; $22 trillion is far above any property.
 */
export const MAX_CENTS = 2 ** 51;

/**
 * Rounds half away from zero at `decimals` places. Going through 15 significant digits first removes binary
 * representation error, so 1.005 rounds to 1.01 (as a person expects) rather than 1.00.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round ${value}`);
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  const rounded = (Math.sign(value) * Math.round(removeRepresentationError(scaled))) / factor;
  return rounded === 0 ? 0 : rounded;
}

/**
 * `scaled` at 15 significant digits. The string round trip is slow (a projection rounds hundreds of values), and it
 * can only change which way a value rounds when the value sits within 5e-7 of a half: below 1e9, 15 significant digits
 * keep six decimals, so they move the value by at most 5e-7. Elsewhere the value is returned as it is, which rounds
 * the same way (money.test.ts checks both paths against each other).
 */
function removeRepresentationError(scaled: number): number {
  if (scaled < 1e9 && Math.abs(scaled - Math.floor(scaled) - 0.5) > 1e-6) return scaled;
  return Number.parseFloat(scaled.toPrecision(15));
}

/** Dollars rounded to the cent, as a number of dollars. */
export function roundToCents(dollars: number): number {
  return roundTo(dollars, 2);
}

/** Dollars to integer cents, refusing amounts outside ±MAX_CENTS. */
export function toCents(dollars: number): Cents {
  const cents = Math.round(roundToCents(dollars) * 100);
  if (Math.abs(cents) > MAX_CENTS) throw new RangeError(`Amount out of range: ${dollars}`);
  return (cents === 0 ? 0 : cents) as Cents;
}

export function fromCents(cents: Cents): number {
  return cents / 100;
}

/** A percentage rounded to 2 decimals, as the API answers it (docs/product.md "Deal formulas"). */
export function roundToPercent(value: number): Percent {
  return roundTo(value, 2) as Percent;
}

/** Marks a computed number as a percentage (7.5 means 7.5%). */
export function asPercent(value: number): Percent {
  if (!Number.isFinite(value)) throw new RangeError(`Not a percentage: ${value}`);
  return value as Percent;
}

export function asCents(value: number): Cents {
  if (!Number.isSafeInteger(value) || Math.abs(value) > MAX_CENTS)
    throw new RangeError(`Not whole cents: ${value}`);
  return value as Cents;
}

/**
 * Portfolio sums (totals and snapshots). Each input amount is bounded far below MAX_CENTS (contracts' MONEY_LIMITS)
 * and an account holds a bounded number of properties, so a sum of stored cents stays an exact integer below
 * Number.MAX_SAFE_INTEGER; it is not added to anything else.
 */
export function toTotalCents(dollars: number): Cents {
  const cents = Math.round(roundToCents(dollars) * 100);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Total out of range: ${dollars}`);
  return (cents === 0 ? 0 : cents) as Cents;
}

export function asTotalCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not whole cents: ${value}`);
  return value as Cents;
}
