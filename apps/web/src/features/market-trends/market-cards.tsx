import { Clock, Home, Percent, Ruler, Tags, Wallet } from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { STAT_TONE_STYLES, StatCard } from '@/components/stat-card';
import {
  formatDecimal,
  formatMarketMoney,
  formatMonth,
  formatNumber,
  formatPercentValue,
} from '@/lib/format';
import { cn } from '@/lib/utils';
import { percentChange, pointsChange, type TLatest, type TMarketFacts } from './market-model';
import { MarketAgeNote } from './market-notes';

/** A change with its sign: +0.35% and -0.12% (a fall already carries the language's minus). */
const signed = (change: number, text: string) => (change > 0 ? `+${text}` : text);

const direction = (change: number) => (change > 0 ? 'up' : change < 0 ? 'down' : 'flat');

type MarketCardProps = {
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  value: string;
  /** Lines under the figure: its month, its change, a note. */
  children?: ReactNode;
  testId: string;
};

function MarketCard({ label, icon, value, children, testId }: MarketCardProps) {
  // Under the screen's sr-only heading; the icon shows at every width.
  return (
    <StatCard
      label={label}
      data-testid={testId}
      icon={icon}
      value={value}
      valueTestId="market-value"
      headingLevel={3}
      growth="fixed"
    >
      {children}
    </StatCard>
  );
}

function MonthLine({ latest }: { latest: TLatest }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-muted-foreground text-xs">
        {t('market.cards.asOf', { month: formatMonth(latest.month) })}
      </p>
      <MarketAgeNote month={latest.month} />
    </>
  );
}

/** The change against the month before, in percent or in percentage points. */
function ChangeLine({ latest, unit }: { latest: TLatest; unit: 'percent' | 'points' }) {
  const { t } = useTranslation();
  const change = unit === 'percent' ? percentChange(latest) : pointsChange(latest);
  if (change === null || latest.previousMonth === null)
    return <p className="text-muted-foreground text-xs">{t('market.cards.noPrevious')}</p>;
  const month = formatMonth(latest.previousMonth);
  const text =
    unit === 'percent'
      ? t('market.cards.percentChange', { change: signed(change, formatPercentValue(change, 2, 2)), month })
      : t('market.cards.pointsChange', { change: signed(change, formatDecimal(change, 2)), month });
  return (
    <p data-testid="market-change" className={cn('font-medium text-xs', STAT_TONE_STYLES[direction(change)])}>
      {text}
    </p>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <p className="text-muted-foreground text-xs">{children}</p>;
}

export type MarketCardsProps = {
  facts: TMarketFacts;
  /** A ZIP code's records hold its rent only (Zillow publishes nothing else by ZIP): only that card is shown. */
  isZip?: boolean;
};

/**
 * The latest figures: typical home value and typical rent with their monthly change in percent, price per square
 * foot (which no open source publishes by metro), rental yield with its change in percentage points, inventory and
 * days on market, each with the month it is from (and how old, past 6 months). Amounts are US dollars.
 */
export function MarketCards({ facts, isZip = false }: MarketCardsProps) {
  const { t } = useTranslation();
  const noFigure = t('market.cards.noFigure');
  const rentCard = (
    <MarketCard
      testId="card-rent"
      label={t('market.cards.typicalRent')}
      icon={Wallet}
      value={
        facts.rent ? t('market.cards.perMonth', { amount: formatMarketMoney(facts.rent.value) }) : noFigure
      }
    >
      {facts.rent ? (
        <>
          <MonthLine latest={facts.rent} />
          <ChangeLine latest={facts.rent} unit="percent" />
        </>
      ) : null}
    </MarketCard>
  );
  if (isZip) {
    return (
      <section aria-labelledby="market-cards-title">
        <h2 id="market-cards-title" className="sr-only">
          {t('market.cards.label')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
          <li>{rentCard}</li>
        </ul>
      </section>
    );
  }
  return (
    <section aria-labelledby="market-cards-title">
      <h2 id="market-cards-title" className="sr-only">
        {t('market.cards.label')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
        <li>
          <MarketCard
            testId="card-value"
            label={t('market.cards.typicalValue')}
            icon={Home}
            value={facts.value ? formatMarketMoney(facts.value.value) : noFigure}
          >
            {facts.value ? (
              <>
                <MonthLine latest={facts.value} />
                <ChangeLine latest={facts.value} unit="percent" />
              </>
            ) : null}
          </MarketCard>
        </li>
        <li>{rentCard}</li>
        <li>
          <MarketCard
            testId="card-price-per-sq-ft"
            label={t('market.cards.pricePerSqFt')}
            icon={Ruler}
            value={t('market.cards.notAvailable')}
          >
            <Note>{t('market.cards.pricePerSqFtReason')}</Note>
          </MarketCard>
        </li>
        <li>
          <MarketCard
            testId="card-rental-yield"
            label={t('market.cards.rentalYield')}
            icon={Percent}
            value={facts.rentalYield ? formatPercentValue(facts.rentalYield.value, 2, 2) : noFigure}
          >
            {facts.rentalYield ? (
              <>
                <ChangeLine latest={facts.rentalYield} unit="points" />
                <Note>{t('market.cards.yieldNote', { month: formatMonth(facts.rentalYield.month) })}</Note>
                <MarketAgeNote month={facts.rentalYield.month} />
              </>
            ) : null}
          </MarketCard>
        </li>
        <li>
          <MarketCard
            testId="card-inventory"
            label={t('market.cards.inventory')}
            icon={Tags}
            value={facts.inventory ? formatNumber(facts.inventory.value) : noFigure}
          >
            {facts.inventory ? (
              <>
                <Note>{t('market.cards.inventoryNote', { month: formatMonth(facts.inventory.month) })}</Note>
                <MarketAgeNote month={facts.inventory.month} />
              </>
            ) : null}
          </MarketCard>
        </li>
        <li>
          <MarketCard
            testId="card-days-on-market"
            label={t('market.cards.daysOnMarket')}
            icon={Clock}
            value={facts.daysOnMarket ? formatNumber(facts.daysOnMarket.value, 1) : noFigure}
          >
            {facts.daysOnMarket ? (
              <>
                <Note>{t('market.cards.daysNote', { month: formatMonth(facts.daysOnMarket.month) })}</Note>
                <MarketAgeNote month={facts.daysOnMarket.month} />
              </>
            ) : null}
          </MarketCard>
        </li>
      </ul>
    </section>
  );
}
