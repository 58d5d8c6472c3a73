import { Lightbulb, ScanSearch } from 'lucide-react';
import { type ComponentType, type SVGProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import {
  formatDecimal,
  formatMarketMoney,
  formatMonth,
  formatNumber,
  formatPercentValue,
} from '@/lib/format';
import type { TAnalysisSentence, TMarketAnalysis } from './market-model';

type Section = 'analysis' | 'recommendations';

/** One sentence in the user's language, with the figures it cites formatted by lib/format.ts. */
function useSentenceText() {
  const { t } = useTranslation();
  return (section: Section, sentence: TAnalysisSentence): string => {
    const money = (value: number) => formatMarketMoney(value);
    switch (sentence.kind) {
      case 'yield':
        return t(`market.${section}.yield.${sentence.tier}`, {
          yield: formatPercentValue(sentence.yieldPercent, 2, 2),
          rent: money(sentence.rent),
          value: money(sentence.value),
          month: formatMonth(sentence.month),
        });
      case 'pace':
        return t(`market.${section}.pace.${sentence.tier}`, {
          days: formatNumber(sentence.days, 1),
          month: formatMonth(sentence.month),
        });
      case 'selection':
        return t(`market.${section}.selection.${sentence.tier}`, {
          listings: formatNumber(sentence.listings),
          month: formatMonth(sentence.month),
        });
      case 'priceToRent':
        return t(`market.${section}.priceToRent.${sentence.tier}`, {
          ratio: formatDecimal(sentence.ratio, 1),
          value: money(sentence.value),
          rent: money(sentence.rent),
          month: formatMonth(sentence.month),
        });
    }
  };
}

type ListCardProps = {
  title: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  section: Section;
  sentences: TAnalysisSentence[];
};

function ListCard({ title, icon: Icon, section, sentences }: ListCardProps) {
  const titleId = useId();
  const text = useSentenceText();
  return (
    <Card role="region" aria-labelledby={titleId} className="gap-4">
      <CardHeader className="px-4 sm:px-6">
        <h2 id={titleId} className="flex items-center gap-2 font-semibold text-lg leading-tight">
          <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
          {title}
        </h2>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm leading-relaxed">
          {sentences.map((sentence) => (
            <li key={sentence.kind} data-rule={`${sentence.kind}-${sentence.tier}`}>
              {text(section, sentence)}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** "Market Analysis" and "Investment Recommendations", written from the latest figures (market-model.ts). */
export function MarketAnalysis({ analysis }: { analysis: TMarketAnalysis }) {
  const { t } = useTranslation();
  if (analysis.analysis.length === 0) return null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ListCard
        title={t('market.analysis.title')}
        icon={ScanSearch}
        section="analysis"
        sentences={analysis.analysis}
      />
      <ListCard
        title={t('market.analysis.recommendationsTitle')}
        icon={Lightbulb}
        section="recommendations"
        sentences={analysis.recommendations}
      />
    </div>
  );
}
