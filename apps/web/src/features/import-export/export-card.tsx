import { Download, FileDown, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { isApiError } from '@/lib/api';
import { usePortfolioMetrics } from '@/lib/api/portfolio';
import { getServerMessage } from '@/lib/api-errors';
import { formatNumber } from '@/lib/format';
import { downloadExport, downloadTemplate, isNoPropertiesError } from './api';
import { translateImportMessage } from './import-text';

/** How many properties an export will hold, from the portfolio's figures (refreshed after an import). */
function PropertyCount() {
  const { t } = useTranslation();
  const metrics = usePortfolioMetrics();
  if (metrics.isError) {
    return <p className="text-muted-foreground text-sm">{t('importExport.export.countFailed')}</p>;
  }
  if (!metrics.data) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
        <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden="true" />
        {t('importExport.export.countLoading')}
      </p>
    );
  }
  const count = metrics.data.totalProperties;
  return (
    <p className="text-sm" data-testid="export-count">
      {count === 0
        ? t('importExport.export.empty')
        : t('importExport.export.count', { count, formatted: formatNumber(count, 0) })}
    </p>
  );
}

/** "Export Properties": every property as a CSV download (GET /api/properties/export), with the product's toasts. */
export function ExportCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const [isExporting, setIsExporting] = useState(false);

  async function handleExport() {
    setIsExporting(true);
    try {
      const { count } = await downloadExport();
      toast.success(t('importExport.toasts.exportedTitle'), {
        description:
          count === null
            ? t('importExport.toasts.exportedUncounted')
            : t('importExport.toasts.exported', { count, formatted: formatNumber(count, 0) }),
      });
    } catch (error) {
      if (isNoPropertiesError(error)) {
        toast.error(t('importExport.toasts.noDataToExport'));
      } else {
        const message = getServerMessage(error);
        toast.error(t('importExport.toasts.exportFailedTitle'), {
          description:
            isApiError(error) && error.status < 500 && message
              ? translateImportMessage(message, t)
              : t('importExport.toasts.exportFailed'),
        });
      }
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <Card role="region" aria-labelledby={titleId} className="gap-4" data-testid="export-card">
      <CardHeader className="px-5 sm:px-6">
        <CardTitle id={titleId} className="text-lg">
          {t('importExport.export.title')}
        </CardTitle>
        <CardDescription>{t('importExport.export.text')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 px-5 sm:px-6">
        <PropertyCount />
        <Button
          onClick={() => void handleExport()}
          disabled={isExporting}
          aria-busy={isExporting || undefined}
          className="self-stretch sm:self-start"
          data-testid="export-button"
        >
          {isExporting ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}
          {isExporting ? t('importExport.export.exporting') : t('importExport.export.button')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** "CSV Template": the header row and two sample properties, made in the browser. */
export function TemplateCard() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="gap-4" data-testid="template-card">
      <CardHeader className="px-5 sm:px-6">
        <CardTitle id={titleId} className="text-lg">
          {t('importExport.template.title')}
        </CardTitle>
        <CardDescription>{t('importExport.template.text')}</CardDescription>
      </CardHeader>
      <CardContent className="px-5 sm:px-6">
        <Button variant="outline" onClick={downloadTemplate} className="w-full sm:w-auto">
          <FileDown aria-hidden="true" />
          {t('importExport.template.button')}
        </Button>
      </CardContent>
    </Card>
  );
}
