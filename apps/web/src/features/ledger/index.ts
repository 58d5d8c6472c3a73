// The ledger's door (docs/product.md "Ledger"): its screens (the ledger, a bank statement's import), and what a
// portfolio change refreshes.
export { ledgerPortfolioKeys } from './api';
export { BankImportScreen } from './bank-import-screen';
export { LedgerScreen } from './ledger-screen';
