// Plan against actual's door (docs/product.md "Plan against actual"): the screen, and what a portfolio change refreshes.
export { planActualPortfolioKeys } from './api';
export { PlanActualScreen } from './plan-actual-screen';
