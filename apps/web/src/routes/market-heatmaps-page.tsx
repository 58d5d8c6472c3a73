import {
  DEFAULT_EXPENSE_RATIO_PCT,
  HEATMAP_METRICS,
  type THeatMapMetric,
  type THeatMapRow,
} from '@rentfolio/contracts';
import { CircleAlert, Info, LoaderCircle, SearchX } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SourceAttribution } from '@/components/source-attribution';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { usePublicConfig } from '@/features/config';
import {
  CityCombobox,
  citiesOf,
  cityOfUrlState,
  ExpenseRatioField,
  filterRows,
  HeatMapAverages,
  HeatMapList,
  heatMapAverages,
  ImportDataDialog,
  MapDialog,
  MapLegend,
  parseExpenseRatio,
  RemoveDataButton,
  ScoreExplainer,
  sortRows,
  type THeatMapCity,
  toCityUrlState,
  useHeatMap,
  ZHeatMapUrlState,
} from '@/features/market-heatmaps';
import { useUrlState } from '@/lib/use-url-state';

const IMPORTABLE = new Set<THeatMapMetric>(['safetyScore', 'walkScore', 'schoolRating']);

/**
 * /market-heatmaps (docs/product.md "Heat map"): every ZIP with a Zillow rent and Denver's neighbourhoods, narrowed to
 * a city, coloured and sorted by a metric (both kept in the address), with the four averages of the places shown, the
 * cap-rate estimate's expense ratio, the user's own scores (import, remove), and each place on a map.
 */
export function MarketHeatMapsPage() {
  const { t } = useTranslation();
  const metricId = useId();
  const url = useUrlState(ZHeatMapUrlState);
  const city = useMemo(() => cityOfUrlState(url.state), [url.state]);
  const { metric } = url.state;
  const heatMap = useHeatMap();
  const config = usePublicConfig();

  const [ratioText, setRatioText] = useState(String(DEFAULT_EXPENSE_RATIO_PCT));
  const [expenseRatio, setExpenseRatio] = useState<number>(DEFAULT_EXPENSE_RATIO_PCT);
  const [mapRow, setMapRow] = useState<THeatMapRow | null>(null);
  const [removedCount, setRemovedCount] = useState<number | null>(null);
  const isRatioInvalid = !parseExpenseRatio(ratioText).success;

  const allRows = heatMap.data?.rows;
  const cities = useMemo(() => (allRows ? citiesOf(allRows) : []), [allRows]);
  const shown = useMemo(() => (allRows ? filterRows(allRows, city) : []), [allRows, city]);
  const sorted = useMemo(() => sortRows(shown, metric, expenseRatio), [shown, metric, expenseRatio]);
  const averages = useMemo(() => heatMapAverages(shown, expenseRatio), [shown, expenseRatio]);
  const hasImported = useMemo(() => (allRows ?? []).some((row) => row.imported.length > 0), [allRows]);
  const closeMap = useCallback(() => setMapRow(null), []);

  // The removal's message is for the moment it happens: a later import replaces it.
  const lastImported = useRef(hasImported);
  useEffect(() => {
    if (hasImported && !lastImported.current) setRemovedCount(null);
    lastImported.current = hasImported;
  }, [hasImported]);

  function writeUrl(nextCity: THeatMapCity | null, nextMetric: THeatMapMetric) {
    url.setState({ ...toCityUrlState(nextCity), metric: nextMetric });
  }

  function handleRatioChange(text: string) {
    setRatioText(text);
    const parsed = parseExpenseRatio(text);
    if (parsed.success) setExpenseRatio(parsed.value);
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('heatmap.title')}</h1>
        <p className="text-lg text-muted-foreground">{t('heatmap.text')}</p>
      </div>

      {heatMap.isPending ? (
        <div role="status" className="flex flex-col items-center gap-3 py-16 text-muted-foreground">
          <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
          <p>{t('heatmap.loading')}</p>
        </div>
      ) : heatMap.isError || !heatMap.data ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center"
        >
          <CircleAlert className="size-8 text-destructive" aria-hidden="true" />
          <p className="font-semibold">{t('heatmap.loadFailedTitle')}</p>
          <p className="max-w-sm text-muted-foreground text-sm">{t('heatmap.loadFailedText')}</p>
          <Button onClick={() => void heatMap.refetch()}>{t('common.retry')}</Button>
        </div>
      ) : (
        <>
          <section
            aria-label={t('heatmap.filters.label')}
            className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs sm:p-5"
          >
            <div className="grid gap-4 md:grid-cols-2">
              <CityCombobox value={city} cities={cities} onChange={(next) => writeUrl(next, metric)} />
              <div className="flex min-w-0 flex-col gap-2">
                <Label htmlFor={metricId}>{t('heatmap.filters.metric')}</Label>
                <NativeSelect
                  id={metricId}
                  value={metric}
                  aria-describedby={`${metricId}-hint`}
                  onChange={(event) => writeUrl(city, event.target.value as THeatMapMetric)}
                >
                  {HEATMAP_METRICS.map((key) => (
                    <option key={key} value={key}>
                      {t(`heatmap.metrics.${key}`)}
                    </option>
                  ))}
                </NativeSelect>
                <p id={`${metricId}-hint`} className="text-muted-foreground text-xs">
                  {t('heatmap.filters.metricHint')}
                </p>
              </div>
            </div>
            <MapLegend metric={metric} />
            <p
              className={
                IMPORTABLE.has(metric)
                  ? 'flex items-start gap-2 rounded-md border border-primary/25 bg-accent px-3 py-2 text-accent-foreground text-sm'
                  : 'flex items-start gap-2 text-muted-foreground text-xs'
              }
            >
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t('heatmap.noOpenData')}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <ImportDataDialog />
              {hasImported ? <RemoveDataButton onRemoved={setRemovedCount} /> : null}
              <p role="status" className="text-muted-foreground text-sm">
                {removedCount !== null ? t('heatmap.remove.done', { count: removedCount }) : ''}
              </p>
            </div>
          </section>

          {shown.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
                <SearchX className="size-6" aria-hidden="true" />
              </span>
              <p className="font-semibold">{t('heatmap.empty')}</p>
              <Button variant="outline" onClick={() => writeUrl(null, metric)}>
                {t('heatmap.showAllCities')}
              </Button>
            </div>
          ) : (
            <>
              <HeatMapAverages averages={averages} total={shown.length} />
              <div className="grid items-start gap-4 lg:grid-cols-2">
                <ExpenseRatioField
                  text={ratioText}
                  value={expenseRatio}
                  isInvalid={isRatioInvalid}
                  onChange={handleRatioChange}
                />
                <ScoreExplainer />
              </div>
              <HeatMapList
                rows={sorted}
                metric={metric}
                expenseRatio={expenseRatio}
                onViewOnMap={setMapRow}
              />
            </>
          )}
          <SourceAttribution
            variant="full"
            wording="heatmap"
            sources={['zillow', 'hud', 'census', 'denver']}
            listLabel={t('heatmap.attribution.label')}
          />
          <MapDialog
            row={mapRow}
            rows={sorted}
            metric={metric}
            expenseRatio={expenseRatio}
            tileUrl={config.data?.mapTileUrl ?? null}
            onClose={closeMap}
          />
        </>
      )}
    </div>
  );
}
