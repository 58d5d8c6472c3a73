import { describe, expect, it } from 'vitest';
import { queryKey, queryUrl } from './query-keys';

describe('queryKey', () => {
  it('is the path alone for a read without params', () => {
    expect(queryKey('/api/auth/user')).toEqual(['/api/auth/user']);
    expect(queryKey('/api/properties/12/market')).toEqual(['/api/properties/12/market']);
  });

  it('leaves out params that are all absent, or none at all', () => {
    expect(queryKey('/api/market-data', {})).toEqual(['/api/market-data']);
    expect(queryKey('/api/market-data', undefined)).toEqual(['/api/market-data']);
    expect(queryKey('/api/market-data', { city: undefined, state: null })).toEqual(['/api/market-data']);
  });

  it('keeps the present params, numbers and booleans as they are, and drops the absent ones', () => {
    expect(queryKey('/api/insights', { limit: 3, offset: undefined })).toEqual([
      '/api/insights',
      { limit: 3 },
    ]);
    expect(queryKey('/api/x', { on: false, text: '' })).toEqual(['/api/x', { on: false, text: '' }]);
  });

  it('orders the params by name, so that the order they were written in makes no other key', () => {
    const [, params] = queryKey('/api/market/rent-check', { zipCode: '80205', bedrooms: 3 });
    expect(Object.keys(params ?? {})).toEqual(['bedrooms', 'zipCode']);
    expect(queryKey('/api/market-data', { state: 'CO', city: 'Denver' })).toEqual(
      queryKey('/api/market-data', { city: 'Denver', state: 'CO' }),
    );
  });

  it("ends a paged read's key in 'pages', with its params even when they are empty", () => {
    expect(queryKey('/api/insights', { limit: 50 }, 'pages')).toEqual([
      '/api/insights',
      { limit: 50 },
      'pages',
    ]);
    expect(queryKey('/api/properties/search', {}, 'pages')).toEqual(['/api/properties/search', {}, 'pages']);
  });

  it('never makes a paged key equal to the single read of the same path and params', () => {
    expect(queryKey('/api/insights', { limit: 50 }, 'pages')).not.toEqual(
      queryKey('/api/insights', { limit: 50 }),
    );
  });
});

describe('queryUrl', () => {
  it('is the path for a key without params', () => {
    expect(queryUrl(queryKey('/api/portfolio/metrics'))).toBe('/api/portfolio/metrics');
    expect(queryUrl(queryKey('/api/analyses/12', {}))).toBe('/api/analyses/12');
  });

  it('writes the params in the order of their names, whatever order they were given in', () => {
    expect(queryUrl(queryKey('/api/market/rent-check', { zipCode: '80205', bedrooms: 3 }))).toBe(
      '/api/market/rent-check?bedrooms=3&zipCode=80205',
    );
    expect(queryUrl(queryKey('/api/market-data', { zipCode: '80202', state: 'CO', city: 'Denver' }))).toBe(
      '/api/market-data?city=Denver&state=CO&zipCode=80202',
    );
  });

  it('writes numbers and booleans as text and leaves absent params out', () => {
    expect(queryUrl(queryKey('/api/portfolio/history', { days: 365, from: undefined }))).toBe(
      '/api/portfolio/history?days=365',
    );
    expect(queryUrl(queryKey('/api/x', { on: true }))).toBe('/api/x?on=true');
  });

  it('encodes text as a form query does: a space as +, reserved characters as %XX', () => {
    expect(queryUrl(queryKey('/api/market-data', { city: 'Fort Collins', state: 'CO' }))).toBe(
      '/api/market-data?city=Fort+Collins&state=CO',
    );
    expect(queryUrl(queryKey('/api/market/places', { q: 'St. Paul & Co/é?=' }))).toBe(
      '/api/market/places?q=St.+Paul+%26+Co%2F%C3%A9%3F%3D',
    );
  });
});
