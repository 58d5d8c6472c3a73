import { LOW_CONFIDENCE_HOUSING_UNITS, MARKET_SCORE_COMPONENTS } from '@rentfolio/contracts';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercentValue } from '@/lib/format';

const COMPONENTS = Object.keys(MARKET_SCORE_COMPONENTS) as (keyof typeof MARKET_SCORE_COMPONENTS)[];

/**
 * "How the market score works": the formula of contracts' computeMarketScore, written from MARKET_SCORE_COMPONENTS
 * so that the words follow the numbers, with which places get a score, which of their own figures it uses, and which
 * places are left out of the ranking. A native disclosure: Enter and Space open it, and it is found by search.
 */
export function ScoreExplainer() {
  const { t } = useTranslation();
  return (
    <details className="group rounded-xl border bg-card text-sm shadow-xs">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
        {t('heatmap.score.title')}
        <ChevronDown
          className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="flex flex-col gap-2 border-t px-4 py-3 text-muted-foreground">
        <p>{t('heatmap.score.intro')}</p>
        <p>{t('heatmap.score.components')}</p>
        <ul className="list-disc space-y-1 pl-5">
          {COMPONENTS.map((key) => (
            <li key={key}>
              {t(`heatmap.score.${key}`, {
                zero: formatPercentValue(MARKET_SCORE_COMPONENTS[key].zero),
                ten: formatPercentValue(MARKET_SCORE_COMPONENTS[key].ten),
              })}
            </li>
          ))}
          <li>{t('heatmap.score.imported')}</li>
        </ul>
        <p>{t('heatmap.score.mean')}</p>
        <p>
          {t('heatmap.score.lowConfidence', { threshold: formatNumber(LOW_CONFIDENCE_HOUSING_UNITS, 0) })}
        </p>
        <p>{t('heatmap.score.example')}</p>
      </div>
    </details>
  );
}
