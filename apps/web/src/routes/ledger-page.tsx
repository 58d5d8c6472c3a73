import { LedgerScreen } from '@/features/ledger';

/** /ledger (docs/product.md "Ledger"). */
export function LedgerPage() {
  return <LedgerScreen />;
}
