import type { Chart as ChartJS } from 'chart.js';
import { Download, ExternalLink, Maximize2, Table2 } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { ErrorBoundary } from '@/components/error-boundary';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import type { TChartPalette, TChartSize, TChartSpec } from '@/lib/chart-theme';
import { cn } from '@/lib/utils';
import { chartFileName } from './analytics-model';

// chart.js arrives in a chunk of its own, once a chart is on screen.
const ChartFrame = lazy(() => import('@/components/chart-frame'));

export type ChartTable<TKey extends string> = {
  label: string;
  columns: readonly DataTableColumn<TKey>[];
  rows: readonly {
    key: string | number;
    cells: Record<TKey, string>;
    isNegative?: Partial<Record<TKey, boolean>>;
  }[];
};

export type ChartPanelProps<TKey extends string> = {
  title: string;
  description?: ReactNode;
  /** The chart's name in a downloaded file: "cash-flow" gives rentfolio-cash-flow-2026-05-01.png. */
  slug: string;
  /** Builds the chart in the current mode's colours; `large` for the enlarged one (drawn without animation). */
  buildSpec: (palette: TChartPalette, size: TChartSize) => TChartSpec;
  ariaLabel: string;
  /** The chart's height on the page, in pixels. */
  height: number;
  /** The enlarged chart's height, in pixels (at least 60% of the window's). */
  largeHeight?: number;
  table: ChartTable<TKey>;
  /** Shown beside the title, before Enlarge (range buttons, say). */
  actions?: ReactNode;
  /** Shown under the chart (counters, a legend, the attribution). */
  children?: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
};

/** Renders a chart from its lazy chunk, with a spinner meanwhile and the table as the fallback should it fail. */
function LazyChart({
  buildSpec,
  ariaLabel,
  onChart,
}: {
  buildSpec: (palette: TChartPalette) => TChartSpec;
  ariaLabel: string;
  onChart?: (chart: ChartJS | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <ErrorBoundary
      fallback={() => (
        <p className="py-8 text-center text-muted-foreground text-sm">{t('analytics.chart.loadFailed')}</p>
      )}
    >
      <Suspense
        fallback={
          <div className="flex h-full items-center justify-center">
            <Spinner label={t('analytics.chart.loading')} />
          </div>
        }
      >
        <ChartFrame buildSpec={buildSpec} ariaLabel={ariaLabel} onChart={onChart} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The PNG of a data: URL, as a Blob a new tab can open (browsers refuse to open data: URLs as pages). */
function dataUrlToBlob(dataUrl: string): Blob {
  const [head = '', body = ''] = dataUrl.split(',');
  const type = /data:([^;]+)/.exec(head)?.[1] ?? 'image/png';
  const bytes = Uint8Array.from(atob(body), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type });
}

/**
 * A chart card: the title, an Enlarge button opening the chart large in a modal (with Download, a PNG from
 * chart.toBase64Image(), and New Window, the same PNG in a new tab), the chart itself, and "Show data table", an
 * accessible table of the same figures (the chart's text alternative).
 */
export function ChartPanel<TKey extends string>({
  title,
  description,
  slug,
  buildSpec,
  ariaLabel,
  height,
  largeHeight,
  table,
  actions,
  children,
  className,
  headingLevel = 2,
}: ChartPanelProps<TKey>) {
  const { t } = useTranslation();
  const ids = useId();
  const titleId = `${ids}-title`;
  const tableId = `${ids}-table`;
  const [isTableShown, setIsTableShown] = useState(false);
  const [isEnlarged, setIsEnlarged] = useState(false);
  const largeChart = useRef<ChartJS | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  function currentImage(): string | null {
    const chart = largeChart.current;
    return chart ? chart.toBase64Image('image/png', 1) : null;
  }

  function handleDownload() {
    const image = currentImage();
    if (!image) return;
    const link = document.createElement('a');
    link.href = image;
    link.download = chartFileName(slug);
    document.body.append(link);
    link.click();
    link.remove();
  }

  function handleNewWindow() {
    const image = currentImage();
    if (!image) return;
    const url = URL.createObjectURL(dataUrlToBlob(image));
    const opened = window.open(url, '_blank');
    if (!opened) toast.error(t('analytics.chart.imageBlocked'));
    // The new tab has loaded the image long before this; the URL is then let go.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }

  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className={cn('min-w-0 gap-4', className)}
      data-chart={slug}
    >
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 px-4 sm:px-6">
        <div className="flex min-w-0 flex-col gap-1">
          <Heading id={titleId} className="font-semibold text-lg leading-tight">
            {title}
          </Heading>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          <Button
            variant="outline"
            size="sm"
            onClick={() => setIsEnlarged(true)}
            aria-label={t('analytics.chart.enlargeLabel', { title })}
          >
            <Maximize2 aria-hidden="true" />
            {t('analytics.chart.enlarge')}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 px-4 sm:px-6">
        <div className="relative w-full min-w-0" style={{ height }} data-testid="chart-area">
          <LazyChart buildSpec={(palette) => buildSpec(palette, 'normal')} ariaLabel={ariaLabel} />
        </div>
        {children}
        <div className="flex flex-col gap-3">
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            aria-expanded={isTableShown}
            aria-controls={tableId}
            onClick={() => setIsTableShown((shown) => !shown)}
          >
            <Table2 aria-hidden="true" />
            {isTableShown ? t('analytics.chart.hideTable') : t('analytics.chart.showTable')}
          </Button>
          <div id={tableId} hidden={!isTableShown}>
            {isTableShown ? (
              <DataTable label={table.label} columns={table.columns} rows={table.rows} className="max-h-80" />
            ) : null}
          </div>
        </div>
      </CardContent>

      <Dialog open={isEnlarged} onOpenChange={setIsEnlarged}>
        <DialogContent className="max-w-6xl">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{t('analytics.chart.enlargedText')}</DialogDescription>
          </DialogHeader>
          <div
            className="relative w-full min-w-0"
            style={{ height: `max(60vh, ${largeHeight ?? 0}px)` }}
            data-testid="enlarged-chart"
          >
            {isEnlarged ? (
              <LazyChart
                buildSpec={(palette) => buildSpec(palette, 'large')}
                ariaLabel={ariaLabel}
                onChart={(chart) => {
                  largeChart.current = chart;
                }}
              />
            ) : null}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={handleNewWindow}>
              <ExternalLink aria-hidden="true" />
              {t('analytics.chart.newWindow')}
            </Button>
            <Button onClick={handleDownload}>
              <Download aria-hidden="true" />
              {t('analytics.chart.download')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
