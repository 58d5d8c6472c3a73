import type { MARKET_ATTRIBUTION } from '@rentfolio/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** A source of the market data, as contracts' MARKET_ATTRIBUTION names it (docs/product.md "Market data"). */
export type MarketSource = keyof typeof MARKET_ATTRIBUTION;

/**
 * Each screen names the sources in its own texts: in English they are all MARKET_ATTRIBUTION's words, word for word,
 * but some translations word them differently per screen, so each caller keeps its own.
 */
const WORDINGS = {
  propertyPage: { zillow: 'propertyPage.attribution.zillow', hud: 'propertyPage.attribution.hud' },
  analytics: { zillow: 'analytics.market.attribution' },
  market: { zillow: 'market.attribution.zillow' },
  heatmap: {
    zillow: 'heatmap.attribution.zillow',
    hud: 'heatmap.attribution.hud',
    census: 'heatmap.attribution.census',
    denver: 'heatmap.attribution.denver',
  },
} as const satisfies Record<string, Partial<Record<MarketSource, string>>>;

export type AttributionWording = keyof typeof WORDINGS;
type WordingKey = {
  [W in AttributionWording]: (typeof WORDINGS)[W][keyof (typeof WORDINGS)[W]];
}[AttributionWording];

export type SourceAttributionProps<W extends AttributionWording> = {
  /** Whose texts name the sources. */
  wording: W;
  sources: readonly (keyof (typeof WORDINGS)[W])[];
  /**
   * compact: a small line beside the figures (data-testid="market-attribution"), the sources stacked one under the
   * other unless `stacked` is false; full: a screen's closing footer with a rule above it.
   */
  variant?: 'compact' | 'full';
  /** compact: each source on a line of its own (the default). */
  stacked?: boolean;
  /** full: the sources as a list with this accessible name; without it, each is a lead line. */
  listLabel?: string;
  /** full: after the sources (the newest month of each series, say). */
  children?: ReactNode;
  className?: string;
};

/** Where the market figures shown beside it come from, as the sources' licences ask (docs/product.md "Market data"). */
export function SourceAttribution<W extends AttributionWording>({
  wording,
  sources,
  variant = 'compact',
  stacked = true,
  listLabel,
  children,
  className,
}: SourceAttributionProps<W>) {
  const { t } = useTranslation();
  const keys = WORDINGS[wording] as Partial<Record<MarketSource, WordingKey>>;
  const texts = (sources as readonly MarketSource[]).map((source) => {
    const key = keys[source];
    return { source, text: key ? t(key) : '' };
  });

  if (variant === 'compact') {
    return (
      <p
        className={cn(stacked && 'flex flex-col gap-0.5', 'text-muted-foreground text-xs', className)}
        data-testid="market-attribution"
      >
        {stacked
          ? texts.map(({ source, text }) => <span key={source}>{text}</span>)
          : texts.map(({ text }) => text).join(' ')}
      </p>
    );
  }
  return (
    <footer className={cn('border-t pt-4 text-muted-foreground text-xs', className)}>
      {listLabel ? (
        <ul aria-label={listLabel} className="flex flex-col gap-1">
          {texts.map(({ source, text }) => (
            <li key={source}>{text}</li>
          ))}
        </ul>
      ) : (
        texts.map(({ source, text }) => (
          <p key={source} className="font-medium text-foreground/80">
            {text}
          </p>
        ))
      )}
      {children}
    </footer>
  );
}
