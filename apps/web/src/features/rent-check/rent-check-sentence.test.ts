import type { TRentCheck } from '@rentfolio/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { getFormatPreferences, setFormatPreferences } from '@/lib/format';
import { buildRentCheckSentence } from './rent-check-sentence';

const t = i18n.t.bind(i18n);

/** GET /api/market/rent-check?zipCode=80205&bedrooms=3 as the server answers it. */
const DENVER: TRentCheck = {
  zipCode: '80205',
  bedrooms: 3,
  fairMarketRent: 2874,
  fairMarketRentArea: 'Denver-Aurora-Lakewood, CO MSA',
  fairMarketRentVintage: 'FY2024',
  fairMarketRentSource: 'Fair Market Rents: U.S. Department of Housing and Urban Development',
  marketRent: 2118.81,
  marketRentMonth: '2023-10',
  marketRentLevel: 'zip',
  marketRentPlace: '80205',
  marketRentSource: 'Market data: Zillow Research (zillow.com/research/data)',
};

describe('buildRentCheckSentence', () => {
  // In January 2024 every figure here is at most 6 months old (FY2024 from October 2023): no age notes.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2024, 0, 15, 12) });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('writes both halves', () => {
    expect(buildRentCheckSentence(DENVER, 2400, t)).toBe(
      "Your rent of $2,400 is 16% below HUD's Fair Market Rent for a 3-bedroom in 80205 ($2,874, FY2024) and 13% above Zillow's typical asking rent in 80205 ($2,119, Oct 2023).",
    );
  });

  it('says "equal to" when the rent matches', () => {
    expect(buildRentCheckSentence({ ...DENVER, marketRent: null }, 2874, t)).toBe(
      "Your rent of $2,874 is equal to HUD's Fair Market Rent for a 3-bedroom in 80205 ($2,874, FY2024).",
    );
  });

  it('drops the half whose figure is missing', () => {
    expect(buildRentCheckSentence({ ...DENVER, fairMarketRent: null }, 2400, t)).toBe(
      "Your rent of $2,400 is 13% above Zillow's typical asking rent in 80205 ($2,119, Oct 2023).",
    );
    expect(
      buildRentCheckSentence(
        { ...DENVER, marketRent: null, marketRentMonth: null, marketRentLevel: null, marketRentPlace: null },
        3000,
        t,
      ),
    ).toBe(
      "Your rent of $3,000 is 4% above HUD's Fair Market Rent for a 3-bedroom in 80205 ($2,874, FY2024).",
    );
  });

  it("names the city or metro of Zillow's figure", () => {
    const city = {
      ...DENVER,
      marketRentLevel: 'city',
      marketRentPlace: 'Aurora, CO',
      marketRent: 2000,
    } as const;
    expect(buildRentCheckSentence({ ...city, fairMarketRent: null }, 2400, t)).toBe(
      "Your rent of $2,400 is 20% above Zillow's typical asking rent in Aurora, CO ($2,000, Oct 2023).",
    );
    const metro = {
      ...DENVER,
      marketRentLevel: 'metro',
      marketRentPlace: 'Denver, CO',
      marketRent: 3000,
    } as const;
    expect(buildRentCheckSentence({ ...metro, fairMarketRent: null }, 2400, t)).toBe(
      "Your rent of $2,400 is 20% below Zillow's typical asking rent in the Denver, CO metro ($3,000, Oct 2023).",
    );
  });

  it('writes a 1-bedroom and a studio', () => {
    const oneBedroom = { ...DENVER, bedrooms: 1, fairMarketRent: 1800, marketRent: null };
    expect(buildRentCheckSentence(oneBedroom, 1500, t)).toBe(
      "Your rent of $1,500 is 17% below HUD's Fair Market Rent for a 1-bedroom in 80205 ($1,800, FY2024).",
    );
    const studio = { ...DENVER, bedrooms: 0, fairMarketRent: 1500, marketRent: null };
    expect(buildRentCheckSentence(studio, 1500, t)).toBe(
      "Your rent of $1,500 is equal to HUD's Fair Market Rent for a studio in 80205 ($1,500, FY2024).",
    );
  });

  it('says when there is neither figure', () => {
    const none = { ...DENVER, zipCode: '99999', fairMarketRent: null, marketRent: null };
    expect(buildRentCheckSentence(none, 2400, t)).toBe('No HUD or Zillow rent figures for ZIP 99999.');
  });
});

describe('buildRentCheckSentence with old figures and another currency', () => {
  const saved = getFormatPreferences();
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 27, 12) });
  });
  afterEach(() => {
    setFormatPreferences(saved);
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('says how old each figure is past 6 months: HUD’s from October before its fiscal year', () => {
    // November 2026: FY2024 took effect in October 2023 (37 months), Zillow's October 2023 rent is 37 months old.
    expect(buildRentCheckSentence(DENVER, 2400, t)).toBe(
      "Your rent of $2,400 is 16% below HUD's Fair Market Rent for a 3-bedroom in 80205 ($2,874, FY2024, data from 37 months ago) and 13% above Zillow's typical asking rent in 80205 ($2,119, Oct 2023, data from 37 months ago).",
    );
    const fresh = {
      ...DENVER,
      fairMarketRent: null,
      marketRentMonth: '2026-05',
      marketRentLevel: 'metro',
    } as const;
    expect(buildRentCheckSentence({ ...fresh, marketRentPlace: 'Denver, CO' }, 2400, t)).toBe(
      "Your rent of $2,400 is 13% above Zillow's typical asking rent in the Denver, CO metro ($2,119, May 2026).",
    );
  });

  it('keeps HUD’s and Zillow’s figures in dollars while the user’s rent follows the currency', () => {
    setFormatPreferences({ currency: 'EUR', dateFormat: 'DD/MM/YYYY' });
    expect(buildRentCheckSentence({ ...DENVER, marketRent: null }, 2400, t)).toBe(
      "Your rent of €2,400 is 16% below HUD's Fair Market Rent for a 3-bedroom in 80205 ($2,874, FY2024, data from 37 months ago).",
    );
  });
});
