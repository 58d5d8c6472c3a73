// Schedule E's door (docs/product.md "Schedule E"): the screen, and what a portfolio change refreshes.
export { scheduleEPortfolioKeys } from './api';
export { ScheduleEScreen } from './schedule-e-screen';
