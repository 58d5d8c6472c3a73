import { TWO_FACTOR_CODE_LENGTH } from '@rentfolio/contracts';

/** Keeps digits only, at most 6: what a two-factor code field accepts (docs/product.md "Two-factor sign-in"). */
export function toCodeDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, TWO_FACTOR_CODE_LENGTH);
}
