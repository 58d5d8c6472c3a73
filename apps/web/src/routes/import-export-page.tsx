import { useTranslation } from 'react-i18next';
import { ExportCard, ImportCard, ImportTips, TemplateCard } from '@/features/import-export';

/**
 * /import-export (docs/product.md "CSV import and export"): a CSV upload or paste, read in a Web Worker into a
 * preview, imported with a progress bar into per-row results (POST /api/properties/import and its status); the
 * template; the export to CSV (GET /api/properties/export); and tips on what the importer accepts.
 */
export function ImportExportPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('importExport.title')}</h1>
        <p className="text-lg text-muted-foreground">{t('importExport.subtitle')}</p>
      </div>
      {/* Wide screens: import and tips on the left, export and the template beside them; a phone reads them in
          the order of the code. */}
      <div className="grid min-w-0 items-start gap-6 xl:grid-cols-3">
        <div className="min-w-0 xl:col-span-2">
          <ImportCard />
        </div>
        <div className="flex min-w-0 flex-col gap-6 xl:col-start-3 xl:row-span-2 xl:row-start-1">
          <ExportCard />
          <TemplateCard />
        </div>
        <div className="min-w-0 xl:col-span-2">
          <ImportTips />
        </div>
      </div>
    </div>
  );
}
