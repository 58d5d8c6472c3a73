// The feature's door: what the rest of the app imports from '@/features/reports' (ARCHITECTURE.md "Feature doors").

export { MonthlyReportsCard } from './monthly-reports-card';
export { translateReportMessage } from './report-messages';
export { UpdatesPanel } from './updates-panel';
