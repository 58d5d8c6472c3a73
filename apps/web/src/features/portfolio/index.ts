// The feature's door: what the rest of the app imports from '@/features/portfolio' (ARCHITECTURE.md "Feature doors").

export { PortfolioValueBox } from './portfolio-value-box';
export { usePortfolioSummary } from './use-portfolio-summary';
