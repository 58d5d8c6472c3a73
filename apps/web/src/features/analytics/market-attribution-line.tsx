import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** Where the market figures come from, under every chart of them. */
export function MarketAttributionLine({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p data-testid="market-attribution" className={cn('text-muted-foreground text-xs', className)}>
      {t('analytics.market.attribution')}
    </p>
  );
}
