import type { TRentCheck } from '@rentfolio/contracts';
import type { TFunction } from 'i18next';
import { formatCurrency, formatPercentValue, formatShortMonth } from '@/lib/format';

/** How the sentence writes its numbers; lib/format.ts by default (the user's currency and language). */
export type RentCheckFormatters = {
  /** A rent in dollars: "$2,400". */
  money: (value: number) => string;
  /** A whole percent: "16%". */
  percent: (value: number) => string;
  /** A 'YYYY-MM' month: "Oct 2023". */
  month: (period: string) => string;
};

const DEFAULT_FORMATTERS: RentCheckFormatters = {
  money: (value) => formatCurrency(value, { isWhole: true }),
  percent: (value) => formatPercentValue(value, 0),
  month: (period) => formatShortMonth(period),
};

export type RentComparison = { direction: 'below' | 'above' | 'equal'; percent: number };

/**
 * The rent against a reference figure: (rent − figure) / figure as a whole percent. A difference that rounds to 0%
 * reads "equal to" rather than "0% below".
 */
export function compareRent(rent: number, figure: number): RentComparison {
  const percent = Math.round((Math.abs(rent - figure) / figure) * 100);
  if (percent === 0) return { direction: 'equal', percent: 0 };
  return { direction: rent < figure ? 'below' : 'above', percent };
}

/**
 * The rent check in one sentence: "Your rent of $2,400 is 16% below HUD's Fair Market Rent for a 3-bedroom in 80205
 * ($2,874, FY2024) and 13% above Zillow's typical asking rent in 80205 ($2,119, Oct 2023)." The half whose figure is
 * missing is left out; with neither figure the sentence says so. Zillow's figure names its place: the ZIP, or the city
 * or metro it falls back to.
 */
export function buildRentCheckSentence(
  check: TRentCheck,
  monthlyRent: number,
  t: TFunction,
  formatters: RentCheckFormatters = DEFAULT_FORMATTERS,
): string {
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
          amount: formatters.money(check.fairMarketRent),
          vintage: check.fairMarketRentVintage ?? '',
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
          amount: formatters.money(check.marketRent),
          month: check.marketRentMonth ? formatters.month(check.marketRentMonth) : '',
        })
      : null;

  const rent = formatters.money(monthlyRent);
  if (hud && zillow) return t('propertyPage.rentCheck.both', { rent, hud, zillow });
  if (hud) return t('propertyPage.rentCheck.hudOnly', { rent, hud });
  if (zillow) return t('propertyPage.rentCheck.zillowOnly', { rent, zillow });
  return t('propertyPage.rentCheck.none', { zipCode: check.zipCode });
}
