import type { TMarketData } from '@rentfolio/contracts';
import { useTranslation } from 'react-i18next';
import { SourceAttribution } from '@/components/source-attribution';
import { marketTexts } from '@/i18n/en/market';
import { formatMonth } from '@/lib/format';

type SeriesKey = keyof typeof marketTexts.attribution.series;
const SERIES = Object.entries(marketTexts.attribution.series) as [SeriesKey, string][];

/**
 * Where the figures come from (the shared attribution), and the newest month of each series (GET /api/market-data
 * `sources`).
 */
export function MarketAttribution({ sources }: { sources: TMarketData['sources'] }) {
  const { t } = useTranslation();
  return (
    <SourceAttribution variant="full" wording="market" sources={['zillow']} className="flex flex-col gap-1.5">
      {sources.length > 0 ? (
        <ul aria-label={t('market.attribution.label')} className="flex flex-col gap-0.5">
          {sources.map((source) => {
            // The server names a series in English; a known one is shown in the user's language.
            const known = SERIES.find(([, english]) => english === source.label)?.[0];
            return (
              <li key={source.label}>
                {t('market.attribution.latest', {
                  series: known ? t(`market.attribution.series.${known}`) : source.label,
                  month: formatMonth(source.latest),
                })}
              </li>
            );
          })}
        </ul>
      ) : null}
    </SourceAttribution>
  );
}
