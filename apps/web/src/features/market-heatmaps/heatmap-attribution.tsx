import { useTranslation } from 'react-i18next';

const SOURCES = ['zillow', 'hud', 'census', 'denver'] as const;

/** Where the figures come from (docs/product.md "Market data" Attribution), in the words the sources ask for. */
export function HeatMapAttribution() {
  const { t } = useTranslation();
  return (
    <footer className="border-t pt-4 text-muted-foreground text-xs">
      <ul aria-label={t('heatmap.attribution.label')} className="flex flex-col gap-1">
        {SOURCES.map((source) => (
          <li key={source}>{t(`heatmap.attribution.${source}`)}</li>
        ))}
      </ul>
    </footer>
  );
}
