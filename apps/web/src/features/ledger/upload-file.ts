import { getBaseHeaders, throwIfNotOk } from '@/lib/api';

/**
 * Sends a file's bytes as the body (application/octet-stream) and reads the JSON answer, calling `onProgress` with the
 * share sent so far (0 to 1). XMLHttpRequest, because fetch reports no upload progress; a non-OK answer throws the
 * same ApiError as apiRequest.
 */
export function uploadFile<T>(
  method: 'PUT' | 'POST',
  url: string,
  file: Blob,
  onProgress?: (sent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(
      getBaseHeaders({ 'content-type': 'application/octet-stream' }),
    ))
      request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new TypeError('Failed to fetch'));
    request.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    request.onload = () => {
      const response = new Response(request.responseText, {
        status: request.status,
        statusText: request.statusText,
      });
      throwIfNotOk(response)
        .then((ok) => ok.text().then((text) => (text ? JSON.parse(text) : undefined) as T))
        .then(resolve, reject);
    };
    request.send(file);
  });
}
