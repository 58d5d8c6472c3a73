// The feature's door: what the rest of the app imports from '@/features/import-export' (ARCHITECTURE.md "Feature doors").

export { ExportCard, TemplateCard } from './export-card';
export { ImportCard } from './import-card';
export { ImportTips } from './import-tips';
