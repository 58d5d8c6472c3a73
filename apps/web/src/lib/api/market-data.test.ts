import { describe, expect, it } from 'vitest';
import { marketDataKey } from './market-data';

describe('marketDataKey', () => {
  it("is the market data without params for the server's choice of place", () => {
    expect(marketDataKey(null)).toEqual(['/api/market-data']);
  });

  it('keys a city by its city and state, and a ZIP code by its code', () => {
    expect(marketDataKey({ state: 'TX', city: 'Austin' })).toEqual([
      '/api/market-data',
      { city: 'Austin', state: 'TX' },
    ]);
    expect(marketDataKey({ zipCode: '78701' })).toEqual(['/api/market-data', { zipCode: '78701' }]);
  });

  it('leaves out the fields that are empty or missing, as the request leaves them out', () => {
    expect(marketDataKey({ city: '', state: '', zipCode: '78701' })).toEqual([
      '/api/market-data',
      { zipCode: '78701' },
    ]);
    expect(marketDataKey({ city: 'Austin', state: null })).toEqual(['/api/market-data', { city: 'Austin' }]);
    expect(marketDataKey({ city: '', state: '' })).toEqual(['/api/market-data']);
  });
});
