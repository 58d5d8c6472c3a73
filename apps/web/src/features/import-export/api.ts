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
import { ApiError, getBaseHeaders, isApiError, throwIfNotOk } from '@/lib/api';
import { localIsoDate } from '@/lib/dates';

// The calls of the Import/Export screen (docs/api.md "Routes": import, its status, the duplicate check, export).
// Every one sends the client header through getBaseHeaders().

const IMPORT_URL = '/api/properties/import';
const DUPLICATES_URL = '/api/properties/import/duplicates';
const EXPORT_URL = '/api/properties/export';

/** A request that never got an answer (the network dropped, or it was stopped): it may be sent again as it was. */
export class ImportNetworkError extends Error {
  constructor() {
    super('The import request got no answer.');
    this.name = 'ImportNetworkError';
  }
}

/** A version 4 UUID for one file's import; resending it with the same text answers the first result. */
export function newImportKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID exists only on secure pages (https or localhost); getRandomValues exists everywhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An answer of the XHR as the ApiError that throwIfNotOk makes of a fetch answer. */
async function toApiError(status: number, statusText: string, text: string): Promise<ApiError> {
  try {
    await throwIfNotOk(new Response(text || null, { status, statusText }));
  } catch (error) {
    if (isApiError(error)) return error;
  }
  return new ApiError(status, text || statusText, null);
}

export type TImportUploadHandlers = {
  /** The share of the request body sent so far, 0 to 1. */
  onUploadProgress: (fraction: number) => void;
  /** The whole body has been sent: the server is working on it. */
  onUploaded: () => void;
};

/**
 * POST /api/properties/import through XMLHttpRequest, whose upload events (which fetch lacks) drive the first part of
 * the progress bar. Rejects with an ApiError for an error answer and an ImportNetworkError when none came.
 */
export function sendImport(body: TImportRequest, handlers: TImportUploadHandlers): Promise<TImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', IMPORT_URL);
    for (const [name, value] of Object.entries(getBaseHeaders({ 'content-type': 'application/json' }))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) handlers.onUploadProgress(event.loaded / event.total);
    });
    xhr.upload.addEventListener('load', () => handlers.onUploaded());
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as TImportResult);
        } catch {
          reject(new ImportNetworkError());
        }
        return;
      }
      void toApiError(xhr.status, xhr.statusText, xhr.responseText).then(reject);
    });
    for (const type of ['error', 'abort', 'timeout'] as const) {
      xhr.addEventListener(type, () => reject(new ImportNetworkError()));
    }
    xhr.send(JSON.stringify(body));
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
