import { PROPERTY_MESSAGES } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import { formatUrlState, parseUrlState } from '@/lib/use-url-state';
import {
  EMPTY_SEARCH_FILTERS,
  readSearchUrlState,
  SEARCH_URL_OPTIONS,
  toSearchFilterErrors,
  toSearchRequest,
  toSearchUrlState,
  ZSearchUrlState,
} from './search-filters';

/** An address read and written as the page does, through the schema (lib/use-url-state.ts). */
const read = (search: string) =>
  readSearchUrlState(parseUrlState(ZSearchUrlState, search, SEARCH_URL_OPTIONS));
const write = (request: Parameters<typeof toSearchUrlState>[0]) =>
  formatUrlState(ZSearchUrlState, toSearchUrlState(request), SEARCH_URL_OPTIONS);

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

describe('the address', () => {
  it('writes the filters of a request in their order, the text as q, numbers as typed, without limit or offset', () => {
    expect(
      write({
        query: 'maple st',
        city: 'Den',
        state: 'CO',
        propertyType: 'duplex',
        minPrice: 200000,
        maxPrice: 450000.5,
        minROI: -2.5,
        maxROI: 9,
        limit: 100,
        offset: 200,
      }),
    ).toBe(
      'q=maple+st&city=Den&state=CO&propertyType=duplex&minPrice=200000&maxPrice=450000.5&minROI=-2.5&maxROI=9',
    );
    expect(write({})).toBe('');
  });

  it('writes a sort other than newest first as both its key and its order, and the default not at all', () => {
    expect(write({ state: 'TX', sortBy: 'price', sortOrder: 'asc' })).toBe(
      'state=TX&sortBy=price&sortOrder=asc',
    );
    expect(write({ sortBy: 'price', sortOrder: 'desc' })).toBe('sortBy=price&sortOrder=desc');
    expect(write({ sortBy: 'newest', sortOrder: 'asc' })).toBe('sortBy=newest&sortOrder=asc');
  });

  it('reads the filters trimmed, q as the text, and the search they make', () => {
    expect(read('?q=%20denver%20&minPrice=300000&maxROI=-5&sortBy=price&sortOrder=asc')).toEqual({
      values: { ...EMPTY_SEARCH_FILTERS, query: 'denver', minPrice: '300000', maxROI: '-5' },
      sort: { sortBy: 'price', sortOrder: 'asc' },
      request: { query: 'denver', minPrice: 300000, maxROI: -5, sortBy: 'price', sortOrder: 'asc' },
      errors: {},
    });
  });

  it('reads an unknown sort key or order as newest first, and ignores unknown parameters', () => {
    const { values, sort, request } = read('?sortBy=size&sortOrder=up&page=2&query=ignored');
    expect(values).toEqual(EMPTY_SEARCH_FILTERS);
    expect(sort).toEqual({ sortBy: 'newest', sortOrder: 'desc' });
    expect(request).toEqual({});
    expect(read('?sortBy=roi').sort).toEqual({ sortBy: 'roi', sortOrder: 'desc' });
  });

  it('keeps a refused filter in the fields with its error, and runs no search for it', () => {
    const refused = read('?minPrice=400000&maxPrice=300000&sortBy=rent&sortOrder=asc');
    expect(refused.values.minPrice).toBe('400000');
    expect(refused.errors).toEqual({ minPrice: PROPERTY_MESSAGES.priceRange });
    expect(refused.request).toEqual({ sortBy: 'rent', sortOrder: 'asc' });
  });

  it('has one canonical address per search: "all", a refused filter and "5.0" are written as the search they run', () => {
    const toCanonical = SEARCH_URL_OPTIONS.canonical!;
    const canonical = (search: string) =>
      formatUrlState(
        ZSearchUrlState,
        toCanonical(parseUrlState(ZSearchUrlState, search, SEARCH_URL_OPTIONS)),
        SEARCH_URL_OPTIONS,
      );
    expect(canonical('?state=all&minROI=5.0')).toBe('minROI=5');
    expect(canonical('?minPrice=abc&sortBy=price&sortOrder=asc')).toBe('sortBy=price&sortOrder=asc');
    expect(canonical('?q=denver')).toBe('q=denver');
  });
});
