import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { jsonResponse } from '@/test/render';
import { fileNameFromDisposition, findDuplicateRows, isNoPropertiesError } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('findDuplicateRows', () => {
  const PLACE = { row: 2, address: '12 Oak St', city: 'Denver', state: 'CO', zipCode: '80205' };

  it('posts the places in one request and answers the matching rows', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { rows: [2] }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await findDuplicateRows([PLACE, { ...PLACE, row: 3, address: '14 Oak St' }])).toEqual([2]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/properties/import/duplicates');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      rows: [PLACE, { ...PLACE, row: 3, address: '14 Oak St' }],
    });
  });

  it('throws the ApiError of a refused request, and refuses an answer of another shape', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, { error: 'Bad Request', code: 'VALIDATION', message: 'Bad rows', requestId: 'r' }),
      ),
    );
    await expect(findDuplicateRows([PLACE])).rejects.toBeInstanceOf(ApiError);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { rows: ['2'] })),
    );
    await expect(findDuplicateRows([PLACE])).rejects.toThrow();
  });
});

describe('fileNameFromDisposition', () => {
  it('reads filename*, then filename, and refuses paths', () => {
    expect(fileNameFromDisposition('attachment; filename="rentfolio-properties-2026-03-01.csv"')).toBe(
      'rentfolio-properties-2026-03-01.csv',
    );
    expect(
      fileNameFromDisposition(
        'attachment; filename="fallback.csv"; filename*=UTF-8\'\'propri%C3%A9t%C3%A9s%202026.csv',
      ),
    ).toBe('propriétés 2026.csv');
    expect(fileNameFromDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameFromDisposition('attachment; filename="../../etc/x.csv"')).toBe('.._.._etc_x.csv');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe('isNoPropertiesError', () => {
  it('knows the export’s 404 for an empty portfolio', () => {
    const body = { error: 'Not Found', message: 'No Data to Export', requestId: 'r' };
    expect(
      isNoPropertiesError(new ApiError(404, 'x', { ...body, code: 'NO_PROPERTIES' as 'NOT_FOUND' })),
    ).toBe(true);
    expect(isNoPropertiesError(new ApiError(404, 'x', { ...body, code: 'NOT_FOUND' }))).toBe(true);
    expect(isNoPropertiesError(new ApiError(404, 'x', null))).toBe(false);
    expect(isNoPropertiesError(new ApiError(500, 'x', { ...body, code: 'INTERNAL' }))).toBe(false);
  });
});
