import 'leaflet/dist/leaflet.css';
import type { THeatMapMetric, THeatMapRow } from '@rentfolio/contracts';
import L from 'leaflet';
import { Info, TriangleAlert } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Popup, TileLayer, useMap } from 'react-leaflet';
import { formatCurrency, formatDecimal, formatNumber, formatPercentValue } from '@/lib/format';
import { cn } from '@/lib/utils';
import { BandBadge } from './band-badge';
import { BAND_COLOURS, colourBand, estimateCapRate, metricValue } from './heatmap-model';
import { useMetricBadgeText, usePlaceName } from './heatmap-row';

/** The zoom of a city: its ZIPs and neighbourhoods fill the map. */
const PLACE_ZOOM = 11;
const HIGHLIGHT_COLOUR = '#1d4ed8';

export type HeatMapMapProps = {
  rows: readonly THeatMapRow[];
  selected: THeatMapRow;
  metric: THeatMapMetric;
  expenseRatio: number;
  /** MAP_TILE_URL ({z}/{x}/{y}); null until the config has loaded, when the markers show on a plain background. */
  tileUrl: string | null;
  label: string;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The Leaflet map of the heat map (this module is its own chunk, with Leaflet and its CSS). Every place is a circle
 * marker on one canvas (preferCanvas), so that all 6,700 ZIPs pan and zoom smoothly; the chosen place is circled and
 * its figures open in a popup, as do any marker's on a click. When tiles cannot be loaded (no connection, a blocked
 * tile server) the markers stay on a plain background and a notice says why.
 */
export function HeatMapMap({ rows, selected, metric, expenseRatio, tileUrl, label }: HeatMapMapProps) {
  const { t } = useTranslation();
  const [tilesFailed, setTilesFailed] = useState(tileUrl === null);
  const [popupRow, setPopupRow] = useState<THeatMapRow | null>(selected);
  const [drawn, setDrawn] = useState(0);
  const attribution = useMemo(() => {
    if (!tileUrl) return '';
    if (/openstreetmap\.org/i.test(tileUrl))
      return `&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> ${escapeHtml(t('heatmap.map.tileContributors'))}`;
    const host = /^[a-z]+:\/\/([^/]+)/i.exec(tileUrl)?.[1] ?? tileUrl;
    return escapeHtml(t('heatmap.map.tileSource', { source: host }));
  }, [tileUrl, t]);

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div role="status" className="empty:hidden">
        {tilesFailed ? (
          <p className="flex items-start gap-2 rounded-md border border-primary/25 bg-accent px-3 py-2 text-accent-foreground text-sm">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('heatmap.map.tilesFailed')}
          </p>
        ) : null}
      </div>
      <div
        data-testid="heatmap-map"
        data-marker-count={drawn}
        className="relative h-[min(60dvh,36rem)] min-h-64 overflow-hidden rounded-lg border"
      >
        <MapContainer
          center={[selected.lat ?? 39.74, selected.lng ?? -104.99]}
          zoom={PLACE_ZOOM}
          preferCanvas
          aria-label={label}
          className={cn('size-full', tilesFailed && '[&_.leaflet-tile-pane]:hidden')}
          style={{ background: 'var(--muted)' }}
        >
          {tileUrl ? (
            <TileLayer
              url={tileUrl}
              attribution={attribution}
              eventHandlers={{ tileerror: () => setTilesFailed(true) }}
            />
          ) : null}
          <Markers
            rows={rows}
            selected={selected}
            metric={metric}
            expenseRatio={expenseRatio}
            onChoose={setPopupRow}
            onDrawn={setDrawn}
          />
          {popupRow && popupRow.lat !== null && popupRow.lng !== null ? (
            <Popup
              key={popupRow.id}
              position={[popupRow.lat, popupRow.lng]}
              eventHandlers={{ remove: () => setPopupRow(null) }}
            >
              <PlaceFigures row={popupRow} metric={metric} expenseRatio={expenseRatio} />
            </Popup>
          ) : null}
        </MapContainer>
      </div>
      <p className="text-muted-foreground text-xs">
        {t('heatmap.map.markers', { count: drawn, formatted: formatNumber(drawn, 0) })}
      </p>
    </div>
  );
}

type MarkersProps = {
  rows: readonly THeatMapRow[];
  selected: THeatMapRow;
  metric: THeatMapMetric;
  expenseRatio: number;
  onChoose: (row: THeatMapRow) => void;
  onDrawn: (count: number) => void;
};

/**
 * The markers, added to the map directly (one layer group on the map's canvas renderer) rather than as thousands of
 * React components: drawing every ZIP takes one pass, and a new metric or expense ratio redraws them.
 */
function Markers({ rows, selected, metric, expenseRatio, onChoose, onDrawn }: MarkersProps) {
  const map = useMap();
  useEffect(() => {
    // The dialog may still have been laying out when the map measured itself.
    map.invalidateSize();
    const group = L.featureGroup();
    for (const row of rows) {
      if (row.lat === null || row.lng === null || row.id === selected.id) continue;
      const band = colourBand(metric, metricValue(row, metric, expenseRatio));
      const marker = L.circleMarker([row.lat, row.lng], {
        radius: 6,
        weight: 1,
        color: 'rgba(0, 0, 0, 0.45)',
        fillColor: BAND_COLOURS[band],
        fillOpacity: 0.85,
      });
      marker.on('click', () => onChoose(row));
      group.addLayer(marker);
    }
    if (selected.lat !== null && selected.lng !== null) {
      const band = colourBand(metric, metricValue(selected, metric, expenseRatio));
      const highlight = L.circleMarker([selected.lat, selected.lng], {
        radius: 11,
        weight: 4,
        color: HIGHLIGHT_COLOUR,
        fillColor: BAND_COLOURS[band],
        fillOpacity: 1,
      });
      highlight.on('click', () => onChoose(selected));
      group.addLayer(highlight);
    }
    group.addTo(map);
    onDrawn(group.getLayers().length);
    return () => {
      group.remove();
    };
  }, [map, rows, selected, metric, expenseRatio, onChoose, onDrawn]);
  return null;
}

/** A place's figures in its popup (the popup is white in either mode, so the text colours are fixed). */
function PlaceFigures({
  row,
  metric,
  expenseRatio,
}: {
  row: THeatMapRow;
  metric: THeatMapMetric;
  expenseRatio: number;
}) {
  const { t } = useTranslation();
  const placeName = usePlaceName();
  const badgeText = useMetricBadgeText();
  const value = metricValue(row, metric, expenseRatio);
  const band = colourBand(metric, value);
  const noData = t('heatmap.list.noData');
  const dash = t('heatmap.list.notAvailable');
  const capRate = estimateCapRate(row.grossYield, expenseRatio);
  const lines: [string, string][] = [
    [t('heatmap.list.rent'), row.averageRent === null ? dash : formatCurrency(row.averageRent)],
    [t('heatmap.list.rentGrowth'), row.rentGrowth === null ? dash : formatPercentValue(row.rentGrowth)],
    [
      t('heatmap.list.fairMarketRent'),
      row.fairMarketRent2br === null ? dash : formatCurrency(row.fairMarketRent2br),
    ],
    [t('heatmap.list.grossYield'), row.grossYield === null ? dash : formatPercentValue(row.grossYield)],
    [t('heatmap.list.capRate'), capRate === null ? dash : formatPercentValue(capRate)],
    [t('heatmap.list.vacancy'), row.vacancyRate === null ? dash : formatPercentValue(row.vacancyRate)],
    [t('heatmap.list.safetyScore'), row.safetyScore === null ? noData : formatDecimal(row.safetyScore, 1)],
    [t('heatmap.list.walkScore'), row.walkScore === null ? noData : formatDecimal(row.walkScore, 1)],
    [t('heatmap.list.schoolRating'), row.schoolRating === null ? noData : formatDecimal(row.schoolRating, 1)],
    [
      t('heatmap.list.marketScore'),
      row.marketScore === null ? (row.kind === 'zip' ? dash : noData) : formatDecimal(row.marketScore, 1),
    ],
  ];
  return (
    <div data-testid="map-popup" className="flex min-w-48 flex-col gap-2 text-zinc-900">
      <p className="font-semibold text-sm">{placeName(row)}</p>
      <BandBadge band={band}>{badgeText(row, metric, value, band)}</BandBadge>
      {row.lowConfidence ? (
        <p className="flex items-center gap-1.5 font-medium text-xs">
          <TriangleAlert className="size-3.5 shrink-0 text-amber-700" aria-hidden="true" />
          {t('heatmap.list.lowConfidence')}
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5 text-xs">
        {lines.map(([name, figure]) => (
          <div key={name} className="contents">
            <dt className="text-zinc-600">{name}</dt>
            <dd className="text-right font-medium tabular-nums">{figure}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
