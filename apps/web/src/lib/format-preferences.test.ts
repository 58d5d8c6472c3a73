import '@/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import {
  formatCalendarDate,
  formatCurrency,
  formatDate,
  formatMoney,
  formatPriceCents,
  setFormatPreferences,
} from './format';

// Expected texts are written by hand from the settings' definitions (docs/product.md "Settings"), not from Intl.
afterEach(async () => {
  setFormatPreferences({ currency: 'USD', dateFormat: 'MM/DD/YYYY' });
  await i18n.changeLanguage('en');
});

describe('date format', () => {
  it('writes a calendar date in each of the three formats, the same day everywhere', () => {
    expect(formatCalendarDate('2025-12-31')).toBe('12/31/2025');
    setFormatPreferences({ currency: 'USD', dateFormat: 'DD/MM/YYYY' });
    expect(formatCalendarDate('2025-12-31')).toBe('31/12/2025');
    setFormatPreferences({ currency: 'USD', dateFormat: 'YYYY-MM-DD' });
    expect(formatCalendarDate('2025-12-31')).toBe('2025-12-31');
  });

  it('pads single-digit days and months', () => {
    setFormatPreferences({ currency: 'USD', dateFormat: 'DD/MM/YYYY' });
    expect(formatCalendarDate('2026-03-05')).toBe('05/03/2026');
  });

  it('writes a timestamp as the local day it fell on', () => {
    // Local noon cannot fall on another day in any time zone the test runs in.
    expect(formatDate(new Date(2026, 0, 15, 12).toISOString())).toBe('01/15/2026');
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatCalendarDate('soon')).toBe('soon');
    expect(formatDate('not a date')).toBe('not a date');
  });
});

describe('currency', () => {
  it('shows amounts with the chosen currency and converts nothing', () => {
    expect(formatCurrency(1264.14)).toBe('$1,264.14');
    setFormatPreferences({ currency: 'EUR', dateFormat: 'MM/DD/YYYY' });
    expect(formatCurrency(1264.14)).toBe('€1,264.14');
    expect(formatMoney(50_000)).toBe('€50,000');
    setFormatPreferences({ currency: 'GBP', dateFormat: 'MM/DD/YYYY' });
    expect(formatMoney(50_000)).toBe('£50,000');
  });

  it('keeps plan prices in dollars, which is what they are charged in', () => {
    setFormatPreferences({ currency: 'EUR', dateFormat: 'MM/DD/YYYY' });
    expect(formatPriceCents(1999)).toBe('$19.99');
  });

  it("groups digits by the language's rules", async () => {
    await i18n.changeLanguage('de');
    setFormatPreferences({ currency: 'EUR', dateFormat: 'DD/MM/YYYY' });
    // German: dot for thousands, comma for decimals, symbol after a no-break space.
    expect(formatCurrency(1264.14)).toBe('1.264,14\u00a0€');
  });
});
