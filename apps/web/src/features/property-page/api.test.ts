import { describe, expect, it } from 'vitest';
import { propertyMarketKeys } from './api';

describe('propertyMarketKeys', () => {
  it("key the property's market check under the property, so that a portfolio change refreshes it", () => {
    expect(propertyMarketKeys.propertyMarket(9)).toEqual(['/api/properties/9/market']);
  });

  it("key the metro's records as the market data of the city and state, the key every screen shares", () => {
    expect(propertyMarketKeys.marketData('Denver', 'CO')).toEqual([
      '/api/market-data',
      { city: 'Denver', state: 'CO' },
    ]);
    expect(propertyMarketKeys.marketData('Fort Collins', null)).toEqual([
      '/api/market-data',
      { city: 'Fort Collins' },
    ]);
  });
});
