import { describe, expect, it } from 'vitest';
import { duplicateKey, ledgerCentsOf, matchRule, signedCentsOf } from './matching';

describe('likely duplicates', () => {
  it('are the same day, signed amount and payee, whatever the case and spaces', () => {
    expect(duplicateKey('2025-03-05', -8_417, 'Ace  Hardware ')).toBe(
      duplicateKey('2025-03-05', -8_417, 'ACE HARDWARE'),
    );
    expect(duplicateKey('2025-03-05', -8_417, 'Ace Hardware')).not.toBe(
      duplicateKey('2025-03-05', 8_417, 'Ace Hardware'),
    );
    expect(duplicateKey('2025-03-05', -8_417, 'Ace Hardware')).not.toBe(
      duplicateKey('2025-03-06', -8_417, 'Ace Hardware'),
    );
  });

  it('compare a ledger row by its direction: rent is money in, a repair money out', () => {
    expect(signedCentsOf('rents', 240_000)).toBe(240_000);
    expect(signedCentsOf('repairs', 8_417)).toBe(-8_417);
    // A refund of a repair (money in, booked in repairs) is a negative repair.
    expect(ledgerCentsOf('repairs', 4_000)).toBe(-4_000);
    expect(ledgerCentsOf('rents', 240_000)).toBe(240_000);
  });
});

describe('matchRule', () => {
  const rules = [
    { id: 1, payeeContains: 'ace', category: 'supplies' as const, propertyId: null },
    { id: 2, payeeContains: 'Ace Hardware', category: 'repairs' as const, propertyId: 7 },
    { id: 3, payeeContains: 'ACE HARDWARE', category: 'utilities' as const, propertyId: null },
  ];
  it('takes the longest text the payee holds, then the oldest rule', () => {
    expect(matchRule('ACE HARDWARE #12 DENVER', rules)?.id).toBe(2);
    expect(matchRule('Spacey Cafe', rules)?.id).toBe(1);
    expect(matchRule('Home Depot', rules)).toBeNull();
    expect(
      matchRule('anything', [{ id: 9, payeeContains: '  ', category: 'other' as const, propertyId: null }]),
    ).toBeNull();
  });
});
