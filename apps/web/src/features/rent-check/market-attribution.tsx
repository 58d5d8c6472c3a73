import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

export type MarketSource = 'zillow' | 'hud';

export type MarketAttributionProps = { sources: readonly MarketSource[]; className?: string };

/** The sources of the market figures shown beside it, as their licences ask (docs/product.md "Market data"). */
export function MarketAttribution({ sources, className }: MarketAttributionProps) {
  const { t } = useTranslation();
  return (
    <p
      className={cn('flex flex-col gap-0.5 text-muted-foreground text-xs', className)}
      data-testid="market-attribution"
    >
      {sources.map((source) => (
        <span key={source}>{t(`propertyPage.attribution.${source}`)}</span>
      ))}
    </p>
  );
}
