import { describe, expect, it } from 'vitest';
import { marketKeys } from './api';

describe('marketKeys', () => {
  it('key a city by its city and state, the key every screen shares', () => {
    expect(marketKeys.data({ city: 'Denver', state: 'CO' })).toEqual([
      '/api/market-data',
      { city: 'Denver', state: 'CO' },
    ]);
  });

  it('key a ZIP code by its code, with its city and state only when they are known', () => {
    expect(marketKeys.data({ city: '', state: '', zipCode: '80202' })).toEqual([
      '/api/market-data',
      { zipCode: '80202' },
    ]);
    expect(marketKeys.data({ city: 'Denver', state: 'CO', zipCode: '80202' })).toEqual([
      '/api/market-data',
      { city: 'Denver', state: 'CO', zipCode: '80202' },
    ]);
  });

  it("key the server's choice of place as the market data without params", () => {
    expect(marketKeys.data(null)).toEqual(['/api/market-data']);
  });

  it("key the picker's search by its text", () => {
    expect(marketKeys.places('den')).toEqual(['/api/market/places', { q: 'den' }]);
  });
});
