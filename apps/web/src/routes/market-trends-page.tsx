import { MARKET_MESSAGES } from '@rentfolio/contracts';
import { Info, MapPinned } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Alert } from '@/components/ui/alert';
import { SectionError, SectionLoading } from '@/features/dashboard/section-states';
import { useMarketData } from '@/features/market-trends/api';
import { MarketAnalysis } from '@/features/market-trends/market-analysis';
import { MarketAttribution } from '@/features/market-trends/market-attribution';
import { MarketCards } from '@/features/market-trends/market-cards';
import { MarketChartSection } from '@/features/market-trends/market-chart-section';
import {
  analyseMarket,
  hasAnyFigure,
  marketFacts,
  placeFromSearch,
  samePlace,
  searchFromPlace,
  type TPlace,
} from '@/features/market-trends/market-model';
import { PlacePicker } from '@/features/market-trends/place-picker';
import { translateMessage } from '@/i18n/translate-message';
import { getServerMessage, isApiError } from '@/lib/api';

const PATH = '/market-trends';

/**
 * /market-trends: a metro area's typical home value, rent, rental yield, inventory and days on market from Zillow
 * Research (GET /api/market-data), a chart of value and rent over time, and an analysis written from the latest
 * figures. The place is in the address (?city=&state=), so Back and links work; without one the server chooses the
 * portfolio's most common city, else Denver, CO.
 */
export function MarketTrendsPage() {
  const { t } = useTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const requested = useMemo(() => placeFromSearch(search), [search]);
  const market = useMarketData(requested);
  const data = market.data ?? null;
  const shownPlace: TPlace | null = requested ?? data?.place.requested ?? null;

  const facts = useMemo(() => (data ? marketFacts(data.records) : null), [data]);
  const analysis = useMemo(() => (facts ? analyseMarket(facts) : null), [facts]);

  function choose(place: TPlace) {
    if (samePlace(place, shownPlace)) {
      if (market.isError) void market.refetch();
      if (requested) return;
    }
    navigate(`${PATH}?${searchFromPlace(place)}`);
  }

  function errorMessage(error: unknown): string {
    const message = getServerMessage(error);
    if (isApiError(error) && error.status === 404 && message) {
      if (requested && message === MARKET_MESSAGES.unknownPlace(requested.city, requested.state))
        return t('market.unknownPlace', { city: requested.city, state: requested.state });
      if (message === MARKET_MESSAGES.noData) return t('market.noDataLoaded');
    }
    return message ? translateMessage(message) : t('market.loadFailed');
  }

  const metro = data ? (data.place.metroFullName ?? data.place.metroName) : null;

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
      ) : data && facts && analysis && metro ? (
        <div className="flex min-w-0 flex-col gap-6" aria-busy={market.isFetching}>
          <div className="flex flex-col gap-2">
            <p className="flex items-start gap-2 font-medium" data-testid="metro-line">
              <MapPinned className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {t('market.metroLine', { metro })}
            </p>
            {data.place.isPrincipalCity ? null : (
              <Alert variant="info" data-testid="metro-note">
                <Info aria-hidden="true" />
                <p>{t('market.notPrincipal', { city: data.place.requested.city, metro })}</p>
              </Alert>
            )}
            {data.place.from === 'portfolio' ? (
              <p className="text-muted-foreground text-sm">
                {t('market.fromPortfolio', data.place.requested)}
              </p>
            ) : null}
          </div>
          {data.records.length === 0 || !hasAnyFigure(facts) ? (
            <p className="rounded-xl border border-dashed bg-card px-4 py-10 text-center text-muted-foreground">
              {t('market.noData')}
            </p>
          ) : (
            <>
              <MarketCards facts={facts} />
              <MarketChartSection records={data.records} />
              <MarketAnalysis analysis={analysis} />
            </>
          )}
          <MarketAttribution sources={data.sources} />
        </div>
      ) : null}
    </div>
  );
}
