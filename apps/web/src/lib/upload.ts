import { networkError, readEnvelope, type ApiResult } from './api-client';
import { readToken } from './session/session-storage';

export interface UploadOptions {
  /** The multipart field the endpoint reads the file from (api-contract §1.6). */
  field: string;
  file: Blob;
  /** Text fields sent with the file; they go first so the server can read them before the file. */
  fields?: Record<string, string>;
  /** Called with 0–100 as the body is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs one file to `/api{path}` as multipart. XMLHttpRequest rather than fetch, because only it
 * reports upload progress. The answer goes through the same envelope reader as `api()`, so a 401
 * signs the user out the same way.
 */
export function uploadFile<T>(
  path: string,
  { field, file, fields = {}, onProgress, signal }: UploadOptions,
): Promise<ApiResult<T>> {
  const token = readToken();
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(field, file);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const response = new Response(xhr.responseText, { status: xhr.status });
      readEnvelope<T>(response, Boolean(token)).then(resolve, reject);
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    xhr.send(form);
  });
}
