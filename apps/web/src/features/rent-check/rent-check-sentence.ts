import { fairMarketRentMonth, type TRentCheck } from '@rentfolio/contracts';
import { compareRent } from '@rentfolio/finance';
import type { TFunction } from 'i18next';
import { formatCurrency, formatMarketMoney, formatPercentValue, formatShortMonth } from '@/lib/format';
import { getStaleMonths } from '@/lib/market-age';

/** How the sentence writes its numbers; lib/format.ts by default (the user's currency and language). */
export type RentCheckFormatters = {
  /** The user's own rent, in the display currency: "$2,400", "€2,400". */
  money: (value: number) => string;
  /** HUD's and Zillow's figures, always in US dollars: "$2,874". */
  marketMoney: (value: number) => string;
  /** A whole percent: "16%". */
  percent: (value: number) => string;
  /** A 'YYYY-MM' month: "Oct 2023". */
  month: (period: string) => string;
  /** How many months old a figure of this month is, past 6 months; else null (today by the browser's clock). */
  staleMonths: (period: string | null) => number | null;
};

const DEFAULT_FORMATTERS: RentCheckFormatters = {
  money: (value) => formatCurrency(value, { isWhole: true }),
  marketMoney: (value) => formatMarketMoney(value),
  percent: (value) => formatPercentValue(value, 0),
  month: (period) => formatShortMonth(period),
  staleMonths: (period) => getStaleMonths(period),
};

/**
 * The rent check in one sentence: "Your rent of $2,400 is 16% below HUD's Fair Market Rent for a 3-bedroom in 80205
 * ($2,874, FY2024) and 13% above Zillow's typical asking rent in 80205 ($2,119, Oct 2023)." The half whose figure is
 * missing is left out; with neither figure the sentence says so. Zillow's figure names its place: the ZIP, or the city
 * or metro the server chose. The figures are US dollars whatever the user's currency, and one older than 6 months
 * says so: "(FY2024, data from 37 months ago)", HUD's year counted from its start in October.
 */
export function buildRentCheckSentence(
  check: TRentCheck,
  monthlyRent: number,
  t: TFunction,
  formatters: RentCheckFormatters = DEFAULT_FORMATTERS,
): string {
  const withAge = (when: string, period: string | null) => {
    const months = formatters.staleMonths(period);
    return months === null ? when : t('market.figures.withAge', { when, months });
  };
  const hudComparison =
    check.fairMarketRent !== null && check.fairMarketRent > 0
      ? compareRent(monthlyRent, check.fairMarketRent)
      : null;
  const hud =
    hudComparison && check.fairMarketRent !== null
      ? t(`propertyPage.rentCheck.hud.${hudComparison.direction}`, {
          percent: formatters.percent(hudComparison.percent),
          unit:
            check.bedrooms === 0
              ? t('propertyPage.rentCheck.unitStudio')
              : t('propertyPage.rentCheck.unit', { count: check.bedrooms }),
          zipCode: check.zipCode,
          amount: formatters.marketMoney(check.fairMarketRent),
          vintage: withAge(
            check.fairMarketRentVintage ?? '',
            fairMarketRentMonth(check.fairMarketRentVintage),
          ),
        })
      : null;

  const zillowComparison =
    check.marketRent !== null && check.marketRent > 0 ? compareRent(monthlyRent, check.marketRent) : null;
  const zillow =
    zillowComparison && check.marketRent !== null
      ? t(`propertyPage.rentCheck.zillow.${zillowComparison.direction}`, {
          percent: formatters.percent(zillowComparison.percent),
          place: t(`propertyPage.rentCheck.zillowPlace.${check.marketRentLevel ?? 'zip'}`, {
            place: check.marketRentPlace ?? check.zipCode,
          }),
          amount: formatters.marketMoney(check.marketRent),
          month: check.marketRentMonth
            ? withAge(formatters.month(check.marketRentMonth), check.marketRentMonth)
            : '',
        })
      : null;

  const rent = formatters.money(monthlyRent);
  if (hud && zillow) return t('propertyPage.rentCheck.both', { rent, hud, zillow });
  if (hud) return t('propertyPage.rentCheck.hudOnly', { rent, hud });
  if (zillow) return t('propertyPage.rentCheck.zillowOnly', { rent, zillow });
  return t('propertyPage.rentCheck.none', { zipCode: check.zipCode });
}
