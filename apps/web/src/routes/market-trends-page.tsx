import { MARKET_MESSAGES, type TMarketAnswer } from '@rentfolio/contracts';
import { ArrowRight, Info, MapPinned, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionError, SectionLoading } from '@/components/section-states';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  analyseMarket,
  hasAnyFigure,
  MarketAnalysis,
  MarketAttribution,
  MarketCards,
  MarketChartSection,
  marketFacts,
  PlacePicker,
  placeOfUrlState,
  samePlace,
  type TPlace,
  toPlaceUrlState,
  UsdNote,
  useMarketData,
  ZMarketPlaceUrlState,
} from '@/features/market-trends';
import { translateMessage } from '@/i18n/translate-message';
import { isApiError } from '@/lib/api';
import { getServerMessage } from '@/lib/api-errors';
import { useUrlState } from '@/lib/use-url-state';

/** The place on screen: the one asked for (a ZIP code with the city and state the server names), else the server's. */
function placeShown(requested: TPlace | null, data: TMarketAnswer | null): TPlace | null {
  if (requested?.zipCode && data && data.level !== 'none' && data.place.zipCode === requested.zipCode)
    return { ...data.place.requested, zipCode: requested.zipCode };
  return requested ?? data?.place.requested ?? null;
}

/**
 * /market-trends: a metro area's typical home value, rent, rental yield, inventory and days on market from Zillow
 * Research (GET /api/market-data), a chart of value and rent over time, and an analysis written from the latest
 * figures; a ZIP code's own rent when Zillow publishes one; an empty state for a place the sources have no figures
 * for. The place is in the address (?city=&state=, ?zipCode=), so Back and links work; without one the server chooses
 * the portfolio's most common city, else Denver, CO. Market figures stay in US dollars whatever the currency setting.
 */
export function MarketTrendsPage() {
  const { t } = useTranslation();
  const url = useUrlState(ZMarketPlaceUrlState);
  const requested = useMemo(() => placeOfUrlState(url.state), [url.state]);
  const market = useMarketData(requested);
  const data = market.data ?? null;
  const shownPlace = placeShown(requested, data);

  const facts = useMemo(() => (data ? marketFacts(data.records) : null), [data]);
  const analysis = useMemo(() => (facts ? analyseMarket(facts) : null), [facts]);

  function choose(place: TPlace) {
    if (samePlace(place, shownPlace)) {
      if (market.isError) void market.refetch();
      if (requested) return;
    }
    url.setState(toPlaceUrlState(place));
  }

  function errorMessage(error: unknown): string {
    const message = getServerMessage(error);
    if (isApiError(error) && error.status === 404 && message === MARKET_MESSAGES.noData)
      return t('market.noDataLoaded');
    return message ? translateMessage(message) : t('market.loadFailed');
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('market.title')}</h1>
        <p className="text-lg text-muted-foreground">{t('market.text')}</p>
      </div>

      <PlacePicker place={shownPlace} onChoose={choose} />

      {market.isPending ? (
        <SectionLoading label={t('market.loading')} className="rounded-xl border bg-card py-16" />
      ) : market.isError ? (
        <SectionError message={errorMessage(market.error)} onRetry={() => void market.refetch()} />
      ) : data?.level === 'none' ? (
        <MarketEmptyState place={data.place} />
      ) : data && facts && analysis ? (
        <div className="flex min-w-0 flex-col gap-6" aria-busy={market.isFetching}>
          <div className="flex flex-col gap-2">
            <PlaceLines data={data} onShowMetro={choose} />
            <UsdNote />
          </div>
          {data.records.length === 0 || !hasAnyFigure(facts) ? (
            <p className="rounded-xl border border-dashed bg-card px-4 py-10 text-center text-muted-foreground">
              {t('market.noData')}
            </p>
          ) : (
            <>
              <MarketCards facts={facts} isZip={data.level === 'zip'} />
              <MarketChartSection records={data.records} isZip={data.level === 'zip'} />
              <MarketAnalysis analysis={analysis} />
            </>
          )}
          <MarketAttribution sources={data.sources} />
        </div>
      ) : null}
    </div>
  );
}

/** Whose figures these are: a ZIP code's own (with a way to its metro), or a metro's, and why that metro. */
function PlaceLines({
  data,
  onShowMetro,
}: {
  data: Exclude<TMarketAnswer, { level: 'none' }>;
  onShowMetro: (place: TPlace) => void;
}) {
  const { t } = useTranslation();
  if (data.level === 'zip') {
    const { zipCode, requested, metroName, metro } = data.place;
    const place = [requested.city, requested.state].filter(Boolean).join(', ');
    return (
      <>
        <p className="flex items-start gap-2 font-medium" data-testid="metro-line">
          <MapPinned className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {t('market.zip.line', { zipCode, place })}
        </p>
        <Alert variant="info" data-testid="zip-note">
          <Info aria-hidden="true" />
          <div className="flex flex-col items-start gap-1">
            <p>{metroName ? t('market.zip.note', { metro: metroName }) : t('market.zip.noteWithoutMetro')}</p>
            {metroName && metro ? (
              <Button variant="link" size="sm" className="h-auto px-0" onClick={() => onShowMetro(metro)}>
                {t('market.zip.showMetro', { metro: metroName })}
                <ArrowRight aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        </Alert>
      </>
    );
  }
  const metro = data.place.metroFullName ?? data.place.metroName;
  return (
    <>
      <p className="flex items-start gap-2 font-medium" data-testid="metro-line">
        <MapPinned className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        {t('market.metroLine', { metro })}
      </p>
      {data.place.isPrincipalCity ? null : (
        <Alert variant="info" data-testid="metro-note">
          <Info aria-hidden="true" />
          <p>
            {data.place.zipCode
              ? t('market.zip.withoutSeries', { zipCode: data.place.zipCode, metro })
              : t('market.notPrincipal', { city: data.place.requested.city, metro })}
          </p>
        </Alert>
      )}
      {data.place.from === 'portfolio' ? (
        <p className="text-muted-foreground text-sm">{t('market.fromPortfolio', data.place.requested)}</p>
      ) : null}
    </>
  );
}

/** A place Zillow and HUD publish no figures for (a small town outside every metro): said plainly, not an error. */
function MarketEmptyState({ place }: { place: Extract<TMarketAnswer, { level: 'none' }>['place'] }) {
  const { t } = useTranslation();
  const name = place.zipCode
    ? t('market.empty.zipCode', { zipCode: place.zipCode })
    : `${place.requested.city}, ${place.requested.state}`;
  return (
    <section
      data-testid="market-empty"
      aria-labelledby="market-empty-title"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center"
    >
      <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 id="market-empty-title" className="font-semibold text-lg">
        {t('market.empty.title', { place: name })}
      </h2>
      <p className="max-w-prose text-muted-foreground text-sm">{t('market.empty.text')}</p>
    </section>
  );
}
