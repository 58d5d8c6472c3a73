// The ledger's door (docs/product.md "Ledger"): the screen, and what a portfolio change refreshes.
export { ledgerPortfolioKeys } from './api';
export { LedgerScreen } from './ledger-screen';
