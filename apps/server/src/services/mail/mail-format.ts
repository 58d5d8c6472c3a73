// Amounts, percentages and dates in an e-mail, as the recipient's settings show them in the app (docs/product.md
// "Settings": currency display without conversion, the date format, the language), and the texts in their language.

import type { TDateFormat, TLanguage, TUserSettings } from '@rentfolio/contracts';
import { mailTextsEn, type TMailTexts } from './mail-texts';
import { mailTextsDe } from './mail-texts.de';
import { mailTextsEs } from './mail-texts.es';
import { mailTextsFr } from './mail-texts.fr';
import { mailTextsIt } from './mail-texts.it';

const TEXTS: Record<TLanguage, TMailTexts> = {
  en: mailTextsEn,
  es: mailTextsEs,
  fr: mailTextsFr,
  de: mailTextsDe,
  it: mailTextsIt,
};

/** The locale of each language, for numbers and month names (US English, as the app writes it). */
const LOCALES: Record<TLanguage, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
};

export type MailFormat = {
  language: TLanguage;
  texts: TMailTexts;
  money: (dollars: number) => string;
  compactMoney: (dollars: number) => string;
  percent: (value: number) => string;
  /** A signed percentage change: +2.5%, −1.2%. */
  change: (value: number) => string;
  /** A day (epoch ms) in the user's date format. */
  date: (epochMs: number) => string;
  /** A month (YYYY-MM) by name: "November 2026". */
  month: (period: string) => string;
  /** A text with its {{placeholders}} filled in. */
  fill: (template: string, values: Record<string, string>) => string;
};

function writeDate(format: TDateFormat, epochMs: number): string {
  const iso = new Date(epochMs).toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-');
  if (format === 'DD/MM/YYYY') return `${day}/${month}/${year}`;
  if (format === 'YYYY-MM-DD') return iso;
  return `${month}/${day}/${year}`;
}

export function mailFormat(
  settings: Pick<TUserSettings, 'language' | 'currency' | 'dateFormat'>,
): MailFormat {
  const locale = LOCALES[settings.language];
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: settings.currency });
  const compact = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: settings.currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  // Percent style puts the sign as each language writes it ("4.25%", "4,25 %").
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 2,
  });
  const signed = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    language: settings.language,
    texts: TEXTS[settings.language],
    money: (dollars) => money.format(dollars),
    compactMoney: (dollars) => compact.format(dollars),
    percent: (value) => percent.format(value / 100),
    change: (value) => signed.format(value / 100),
    date: (epochMs) => writeDate(settings.dateFormat, epochMs),
    month: (period) => monthName.format(Date.parse(`${period}-01T00:00:00Z`)),
    fill: (template, values) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? ''),
  };
}
