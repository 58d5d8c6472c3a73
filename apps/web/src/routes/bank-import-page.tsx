import { BankImportScreen } from '@/features/ledger';

/** /ledger/import (docs/product.md "Bank statements"). */
export function BankImportPage() {
  return <BankImportScreen />;
}
