import {
  EXPORT_COUNT_HEADER,
  IMPORT_MESSAGES,
  type TDuplicateCheckRequest,
  type TImportRequest,
  type TImportResult,
  type TImportStatus,
  ZDuplicateCheckResponse,
} from '@rentfolio/contracts';
import { CSV_TEMPLATE_FILE_NAME, exportFileName, templateCsv } from '@rentfolio/property-csv';
import { getBaseHeaders, isApiError, throwIfNotOk } from '@/lib/api';
import { localIsoDate } from '@/lib/dates';
import { randomUuid } from '@/lib/random-uuid';
import { sendWithProgress } from '@/lib/upload';

// The calls of the Import/Export screen (docs/api.md "Routes": import, its status, the duplicate check, export).
// Every one sends the client header through getBaseHeaders().

const IMPORT_URL = '/api/properties/import';
const DUPLICATES_URL = '/api/properties/import/duplicates';
const EXPORT_URL = '/api/properties/export';

/** The key of one file's import: resending it with the same text answers the first result. */
export const newImportKey = randomUuid;

/**
 * POST /api/properties/import with an upload progress (the first part of the progress bar). Rejects with an ApiError
 * for an error answer and an UploadNetworkError when none came.
 */
export function sendImport(
  body: TImportRequest,
  handlers: { onUploadProgress: (fraction: number) => void; onUploaded: () => void },
): Promise<TImportResult> {
  return sendWithProgress<TImportResult>('POST', IMPORT_URL, JSON.stringify(body), 'application/json', {
    onProgress: handlers.onUploadProgress,
    onUploaded: handlers.onUploaded,
  });
}

/** GET /api/properties/import/:importKey: how far the server has got, or null before it has started. */
export async function fetchImportStatus(
  importKey: string,
  signal?: AbortSignal,
): Promise<TImportStatus | null> {
  const response = await fetch(`${IMPORT_URL}/${encodeURIComponent(importKey)}`, {
    method: 'GET',
    credentials: 'same-origin',
    cache: 'no-store',
    headers: getBaseHeaders(),
    ...(signal ? { signal } : {}),
  });
  if (response.status === 404) {
    await response.text().catch(() => '');
    return null;
  }
  await throwIfNotOk(response);
  return (await response.json()) as TImportStatus;
}

/**
 * POST /api/properties/import/duplicates: which of these rows match a property the user has (the rows' numbers). All
 * of a file's rows go in one request: 50,000 places are a few MB, which the route accepts.
 */
export async function findDuplicateRows(
  rows: TDuplicateCheckRequest['rows'],
  signal?: AbortSignal,
): Promise<number[]> {
  const response = await fetch(DUPLICATES_URL, {
    method: 'POST',
    credentials: 'same-origin',
    headers: getBaseHeaders({ 'content-type': 'application/json' }),
    body: JSON.stringify({ rows } satisfies TDuplicateCheckRequest),
    ...(signal ? { signal } : {}),
  });
  await throwIfNotOk(response);
  return ZDuplicateCheckResponse.parse(await response.json()).rows;
}

/** The file name a Content-Disposition header gives (RFC 6266: filename* first), or null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:utf-8|iso-8859-1)?'[^']*'([^;]+)/i.exec(header)?.[1];
  let name: string | undefined;
  if (encoded) {
    try {
      name = decodeURIComponent(encoded.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= (/filename\s*=\s*"([^"]*)"/i.exec(header) ?? /filename\s*=\s*([^;]+)/i.exec(header))?.[1];
  const clean = name?.trim().replace(/[\\/]/g, '_');
  return clean ? clean : null;
}

/** Saves a blob as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has long started by then; the URL is let go.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The template (its header and two sample rows), made in the browser. */
export function downloadTemplate(): void {
  saveBlob(new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' }), CSV_TEMPLATE_FILE_NAME);
}

/** GET /api/properties/export, saved as a download. Answers how many properties it holds, when the server says. */
export async function downloadExport(): Promise<{ count: number | null; fileName: string }> {
  const response = await fetch(EXPORT_URL, {
    method: 'GET',
    credentials: 'same-origin',
    cache: 'no-store',
    headers: getBaseHeaders(),
  });
  await throwIfNotOk(response);
  const header = response.headers.get(EXPORT_COUNT_HEADER);
  const count = header === null || !/^\d+$/.test(header.trim()) ? null : Number(header);
  const blob = await response.blob();
  const fileName =
    fileNameFromDisposition(response.headers.get('content-disposition')) ?? exportFileName(localIsoDate());
  saveBlob(blob, fileName);
  return { count, fileName };
}

/** The export's answer when the user has no property: 404 NO_PROPERTIES ('No Data to Export'). */
export function isNoPropertiesError(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 404) return false;
  const code: string | undefined = error.body?.code;
  return code === 'NO_PROPERTIES' || error.body?.message === IMPORT_MESSAGES.noDataToExport;
}
