import { describe, expect, it } from 'vitest';
import { rentCheckOptions } from './api';

describe('rentCheckOptions', () => {
  it('key a rent check by its ZIP code and bedrooms, in the order of their names', () => {
    expect(rentCheckOptions({ zipCode: '80205', bedrooms: 3 }).queryKey).toEqual([
      '/api/market/rent-check',
      { bedrooms: 3, zipCode: '80205' },
    ]);
  });

  it('ask nothing without a place the rent check can take', () => {
    const options = rentCheckOptions(null);
    expect(options.queryKey).toEqual(['/api/market/rent-check']);
    expect(options.enabled).toBe(false);
  });
});
