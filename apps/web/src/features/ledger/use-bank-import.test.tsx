import type { TBankImportRequest, TBankImportResult } from '@rentfolio/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { createApiRouter } from '@/test/api-router';
import { jsonResponse } from '@/test/render';
import { useBankImport } from './api';

const READING = 'a'.repeat(64);
const REQUEST: TBankImportRequest = {
  importKey: '00000000-0000-4000-8000-000000000001',
  format: 'ofx',
  fileName: 'oct.ofx',
  text: '<OFX>…</OFX>',
  reading: READING,
  mapping: null,
  assignments: [{ line: 1, category: 'rents', propertyId: 7 }],
  keepDuplicateLines: [],
};
const RESULT: TBankImportResult = {
  importKey: REQUEST.importKey,
  total: 1,
  imported: 1,
  skippedBooked: 0,
  skippedDuplicates: 0,
  failed: 0,
  errors: [],
};

/** The bodies of the POSTs to /api/bank-imports, in order; each answered by `answer` in turn. */
function importWith(answers: Response[]) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    createApiRouter({
      'POST /api/bank-imports': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return answers.shift() ?? jsonResponse(500, { message: 'no more answers' });
      },
    }),
  );
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useBankImport(), { wrapper });
  return { bodies, run: () => act(() => result.current.mutateAsync(REQUEST)) };
}

describe('useBankImport', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names the check’s reading instead of sending the file again', async () => {
    const { bodies, run } = importWith([jsonResponse(200, RESULT)]);
    await expect(run()).resolves.toEqual(RESULT);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ reading: READING, assignments: REQUEST.assignments });
    expect(bodies[0]).not.toHaveProperty('text');
  });

  it('sends the file when the server no longer keeps the reading (409 READING_GONE), under the same key', async () => {
    const gone = jsonResponse(409, {
      error: 'Conflict',
      code: 'READING_GONE',
      message: 'The reading of this file is no longer kept. Send the file again.',
      requestId: 'r',
    });
    const { bodies, run } = importWith([gone, jsonResponse(200, RESULT)]);
    await expect(run()).resolves.toEqual(RESULT);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({ importKey: REQUEST.importKey, text: REQUEST.text });
    expect(bodies[1]).not.toHaveProperty('reading');
  });

  it('does not send the file again after any other refusal', async () => {
    const refused = jsonResponse(400, {
      error: 'Bad Request',
      code: 'VALIDATION',
      message: 'The file holds no readable transaction with this number.',
      requestId: 'r',
    });
    const { bodies, run } = importWith([refused]);
    await expect(run()).rejects.toThrow();
    expect(bodies).toHaveLength(1);
  });
});
