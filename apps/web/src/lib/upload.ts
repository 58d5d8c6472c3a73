import { getBaseHeaders, throwIfNotOk } from '@/lib/api';

/** A request that never got an answer (the network dropped, or it was stopped): it may be sent again as it was. */
export class UploadNetworkError extends Error {
  constructor() {
    super('The upload got no answer.');
    this.name = 'UploadNetworkError';
  }
}

export type TUploadHandlers = {
  /** The share of the request body sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
  /** The whole body has been sent: the server is working on it. */
  onUploaded?: () => void;
};

/**
 * Sends a body through XMLHttpRequest, whose upload events (which fetch lacks) drive a progress bar, and reads the JSON
 * answer: a CSV import (JSON) or a receipt (the file's bytes). With the client header and the session cookie, as
 * apiRequest. Rejects with the same ApiError as apiRequest for an error answer, and an UploadNetworkError when none
 * came. Its own module, not lib/api.ts, so the landing page's script does not carry it.
 */
export function sendWithProgress<T>(
  method: 'PUT' | 'POST',
  url: string,
  body: Blob | string,
  contentType: 'application/json' | 'application/octet-stream',
  handlers: TUploadHandlers = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(getBaseHeaders({ 'content-type': contentType }))) {
      request.setRequestHeader(name, value);
    }
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) handlers.onProgress?.(event.loaded / event.total);
    });
    request.upload.addEventListener('load', () => handlers.onUploaded?.());
    for (const type of ['error', 'abort', 'timeout'] as const) {
      request.addEventListener(type, () => reject(new UploadNetworkError()));
    }
    request.addEventListener('load', () => {
      const response = new Response(request.responseText || null, {
        status: request.status,
        statusText: request.statusText,
      });
      throwIfNotOk(response)
        .then((ok) => ok.text())
        .then((text) => {
          try {
            resolve((text ? JSON.parse(text) : undefined) as T);
          } catch {
            // A cut answer: the server may have done the work, so it is treated as no answer (sent again as it was).
            reject(new UploadNetworkError());
          }
        }, reject);
    });
    request.send(body);
  });
}
