import { LEDGER_CATEGORIES, type TLedgerCategory } from '@rentfolio/finance';

/** A payee as it is compared: lower-cased, its runs of spaces one space, trimmed. */
export function payeeKey(payee: string): string {
  return payee.toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * What makes two transactions likely the same (docs/product.md "Bank statements"): the same day, the same amount signed
 * as money in or out, and the same payee, any case.
 */
export function duplicateKey(date: string, signedCents: number, payee: string): string {
  return `${date}|${signedCents}|${payeeKey(payee)}`;
}

/** A ledger amount (in its category's direction) signed as the bank sees it: positive money in. */
export function signedCentsOf(category: TLedgerCategory, amountCents: number): number {
  return LEDGER_CATEGORIES[category].direction === 'in' ? amountCents : -amountCents;
}

/** The ledger amount of a bank line booked in `category`: money in on an expense line is a refund (negative). */
export function ledgerCentsOf(category: TLedgerCategory, signedCents: number): number {
  return LEDGER_CATEGORIES[category].direction === 'in' ? signedCents : -signedCents;
}

/** A rule: a payee that holds this text goes to this category, and to this property when it names one. */
export type TPayeeRule = {
  id: number;
  payeeContains: string;
  category: TLedgerCategory;
  propertyId: number | null;
};

/** The rule for a payee: of those whose text it holds (any case), the longest text, then the oldest rule. */
export function matchRule<T extends TPayeeRule>(payee: string, rules: readonly T[]): T | null {
  const key = payeeKey(payee);
  let best: T | null = null;
  for (const rule of rules) {
    const text = payeeKey(rule.payeeContains);
    if (text === '' || !key.includes(text)) continue;
    if (
      !best ||
      text.length > payeeKey(best.payeeContains).length ||
      (text.length === payeeKey(best.payeeContains).length && rule.id < best.id)
    )
      best = rule;
  }
  return best;
}
