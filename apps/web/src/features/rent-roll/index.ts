// The rent roll's door (docs/product.md "Rent roll"): the screen, the units for the ledger, and what a portfolio
// change refreshes.
export { rentRollPortfolioKeys, useUnits } from './api';
export { RentRollScreen } from './rent-roll-screen';
