import type { TImportRequest, TImportResult } from '@rentfolio/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { useImportRun } from './use-import-run';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const api = vi.hoisted(() => {
  let keys = 0;
  return {
    sendImport: vi.fn(),
    fetchImportStatus: vi.fn(async () => null),
    newImportKey: vi.fn(() => {
      keys += 1;
      return `key-${keys}`;
    }),
  };
});
vi.mock('./api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));

const FILE = { text: 'address,city\n1 Main St,Denver\n', fileName: 'rentals.csv', bytes: 30 };
const RESULT: TImportResult = {
  importKey: 'key-1',
  totalRows: 5,
  imported: 3,
  failed: 2,
  skippedDuplicates: 0,
  errors: [],
};

function renderRun() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useImportRun(), { wrapper });
}

const sentKeys = () => api.sendImport.mock.calls.map(([body]) => (body as TImportRequest).importKey);

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(cleanup);

describe('useImportRun', () => {
  it('sends the same key again after a lost answer, and a new one once the import has succeeded', async () => {
    const { result } = renderRun();
    api.sendImport.mockRejectedValueOnce(new Error('network'));
    await act(() => result.current.run(FILE));
    expect(result.current.state).toEqual({
      status: 'failed',
      message: 'There was an error importing your properties.',
    });
    expect(toast.error).toHaveBeenCalledWith('Import Failed', {
      description: 'There was an error importing your properties.',
    });

    api.sendImport.mockResolvedValueOnce(RESULT);
    await act(() => result.current.run(FILE));
    expect(result.current.state).toEqual({ status: 'done', result: RESULT });
    expect(toast).toHaveBeenCalledWith('Import Warnings', {
      description: '2 properties failed to import.',
    });

    api.sendImport.mockResolvedValueOnce({ ...RESULT, failed: 0, imported: 1 });
    await act(() => result.current.run(FILE));
    expect(toast.success).toHaveBeenCalledWith('Import Completed', {
      description: 'Successfully imported 1 property.',
    });
    const [first, retry, next] = sentKeys();
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
    expect(api.sendImport.mock.calls[0]?.[0]).toEqual({
      importKey: first,
      csv: FILE.text,
      fileName: 'rentals.csv',
      keepDuplicateRows: [],
    });
  });

  it('sends the likely duplicates the user kept, and keeps the key for the same text', async () => {
    const { result } = renderRun();
    api.sendImport.mockRejectedValueOnce(new Error('network'));
    await act(() => result.current.run(FILE, [3, 7]));
    const [first] = sentKeys();
    expect(api.sendImport.mock.calls[0]?.[0]).toEqual({
      importKey: first,
      csv: FILE.text,
      fileName: 'rentals.csv',
      keepDuplicateRows: [3, 7],
    });
    // Kept rows changed before the retry: the same key (the server answers 409 should the first try have been
    // stored, rather than store the file twice).
    api.sendImport.mockResolvedValueOnce({ ...RESULT, skippedDuplicates: 1 });
    await act(() => result.current.run(FILE, [3]));
    expect(api.sendImport.mock.calls[1]?.[0]).toMatchObject({ importKey: first, keepDuplicateRows: [3] });
    expect(result.current.state).toEqual({ status: 'done', result: { ...RESULT, skippedDuplicates: 1 } });
    expect(toast).toHaveBeenLastCalledWith('Import Warnings', {
      description: '2 properties failed to import. 1 likely duplicate was skipped.',
    });
  });

  it('uses a new key for another text, leaves the file name out for pasted text, and after a 409', async () => {
    const { result } = renderRun();
    api.sendImport.mockRejectedValueOnce(new Error('network'));
    await act(() => result.current.run(FILE));
    api.sendImport.mockRejectedValueOnce(
      new ApiError(409, 'conflict', {
        error: 'Conflict',
        code: 'IMPORT_KEY_REUSED',
        message: 'This import key was already used for a different file. Start a new import.',
        requestId: 'r1',
      }),
    );
    await act(() => result.current.run({ ...FILE, text: `${FILE.text}2 Oak St,Austin\n`, fileName: null }));
    expect(toast.error).toHaveBeenLastCalledWith('Import Failed', {
      description: 'This import key was already used for a different file. Start a new import.',
    });
    api.sendImport.mockResolvedValueOnce(RESULT);
    await act(() => result.current.run({ ...FILE, text: `${FILE.text}2 Oak St,Austin\n`, fileName: null }));
    expect(new Set(sentKeys()).size).toBe(3);
    expect(api.sendImport.mock.calls[1]?.[0]).not.toHaveProperty('fileName');
  });

  it('keeps the key after a 409 for an import that is still running, so the retry gets its result', async () => {
    const { result } = renderRun();
    api.sendImport.mockRejectedValueOnce(
      new ApiError(409, 'conflict', {
        error: 'Conflict',
        code: 'IMPORT_RUNNING',
        message: 'This import is still running. Check its progress and try again.',
        requestId: 'r4',
      }),
    );
    await act(() => result.current.run(FILE));
    api.sendImport.mockResolvedValueOnce(RESULT);
    await act(() => result.current.run(FILE));
    const [first, retry] = sentKeys();
    expect(retry).toBe(first);
  });

  it("shows the server's message for a refused request, and the product's text for a server failure", async () => {
    const { result } = renderRun();
    api.sendImport.mockRejectedValueOnce(
      new ApiError(400, 'bad', {
        error: 'Bad Request',
        code: 'VALIDATION',
        message: 'CSV must have at least a header row and one data row',
        requestId: 'r2',
      }),
    );
    await act(() => result.current.run(FILE));
    expect(toast.error).toHaveBeenLastCalledWith('Import Failed', {
      description: 'CSV must have at least a header row and one data row',
    });
    api.sendImport.mockRejectedValueOnce(
      new ApiError(500, 'oops', { error: 'Internal', code: 'INTERNAL', message: 'Boom', requestId: 'r3' }),
    );
    await act(() => result.current.run(FILE));
    expect(toast.error).toHaveBeenLastCalledWith('Import Failed', {
      description: 'There was an error importing your properties.',
    });
  });
});
