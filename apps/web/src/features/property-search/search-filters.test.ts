import { PROPERTY_MESSAGES } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_FILTERS, toSearchFilterErrors, toSearchRequest } from './search-filters';

describe('toSearchRequest', () => {
  it('sends numeric filters as numbers and leaves empty ones out', () => {
    const result = toSearchRequest({
      ...EMPTY_SEARCH_FILTERS,
      query: '  maple ',
      city: 'Den',
      state: 'CO',
      propertyType: 'duplex',
      minPrice: '200000',
      maxPrice: '450000.5',
      minROI: '-2.5',
      maxROI: '',
    });

    expect(result).toEqual({
      success: true,
      request: {
        query: 'maple',
        city: 'Den',
        state: 'CO',
        propertyType: 'duplex',
        minPrice: 200000,
        maxPrice: 450000.5,
        minROI: -2.5,
      },
    });
  });

  it("treats '' and 'all' as no filter", () => {
    expect(toSearchRequest({ ...EMPTY_SEARCH_FILTERS, state: 'all', propertyType: '' })).toEqual({
      success: true,
      request: {},
    });
  });

  it("refuses a reversed price range with the server's words, next to the minimum", () => {
    expect(toSearchRequest({ ...EMPTY_SEARCH_FILTERS, minPrice: '400000', maxPrice: '300000' })).toEqual({
      success: false,
      errors: { minPrice: PROPERTY_MESSAGES.priceRange },
    });
    expect(PROPERTY_MESSAGES.priceRange).toBe('The minimum price cannot be more than the maximum price.');
  });

  it('refuses a reversed ROI range, and accepts equal ends', () => {
    expect(toSearchRequest({ ...EMPTY_SEARCH_FILTERS, minROI: '10', maxROI: '5' })).toEqual({
      success: false,
      errors: { minROI: PROPERTY_MESSAGES.roiRange },
    });
    expect(toSearchRequest({ ...EMPTY_SEARCH_FILTERS, minROI: '5', maxROI: '5' }).success).toBe(true);
  });

  it('refuses text that is not a number, and a state that is not 2 letters', () => {
    const result = toSearchRequest({ ...EMPTY_SEARCH_FILTERS, maxROI: 'ten', state: 'Colorado' });
    expect(result).toEqual({
      success: false,
      errors: { maxROI: 'Maximum ROI must be a number.', state: PROPERTY_MESSAGES.stateRule },
    });
  });
});

describe('toSearchFilterErrors', () => {
  it("puts the server's field messages next to their fields, and keeps the others apart", () => {
    expect(
      toSearchFilterErrors({
        minPrice: PROPERTY_MESSAGES.priceRange,
        state: 'bad',
        other: 'Something else.',
      }),
    ).toEqual({
      errors: { minPrice: PROPERTY_MESSAGES.priceRange, state: 'bad' },
      other: ['Something else.'],
    });
  });
});
