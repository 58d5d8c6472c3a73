import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { fileNameFromDisposition, isNoPropertiesError, newImportKey } from './api';

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

describe('newImportKey', () => {
  it('makes version 4 UUIDs, different each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newImportKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});
