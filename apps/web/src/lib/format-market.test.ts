import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import {
  formatCurrency,
  formatMarketAxisMoney,
  formatMarketMoney,
  getFormatPreferences,
  setFormatPreferences,
} from './format';

const saved = getFormatPreferences();
afterEach(async () => {
  setFormatPreferences(saved);
  await i18n.changeLanguage('en');
});

describe('formatMarketMoney', () => {
  it('writes market figures in US dollars whatever the display currency', () => {
    setFormatPreferences({ currency: 'EUR', dateFormat: 'DD/MM/YYYY' });
    expect(formatMarketMoney(2118.81)).toBe('$2,119');
    expect(formatMarketMoney(2118.81, { isWhole: false })).toBe('$2,118.81');
    // The user's own amounts follow the setting, without conversion.
    expect(formatCurrency(2400)).toBe('€2,400');
    setFormatPreferences({ currency: 'GBP', dateFormat: 'MM/DD/YYYY' });
    expect(formatMarketMoney(578486.95)).toBe('$578,487');
  });

  it('keeps the language’s way of writing dollars', async () => {
    setFormatPreferences({ currency: 'EUR', dateFormat: 'DD/MM/YYYY' });
    await i18n.changeLanguage('de');
    expect(formatMarketMoney(2874).replace(/\s/g, ' ')).toBe('2.874 $');
  });
});

describe('formatMarketAxisMoney', () => {
  it('is compact from $10,000 and whole below, always in dollars', () => {
    setFormatPreferences({ currency: 'EUR', dateFormat: 'DD/MM/YYYY' });
    expect(formatMarketAxisMoney(442_500)).toBe('$442.5K');
    expect(formatMarketAxisMoney(1650)).toBe('$1,650');
  });
});
