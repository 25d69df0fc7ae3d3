import { ApiError, type ErrorBody } from './api-error';
import { getAccessToken } from './auth-storage';
import { appConfig } from './config';
import { accessTokenIsFresh, refreshSession } from './session-refresh';
import { saveFile } from './save-file';

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** JSON body, or FormData for multipart endpoints. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Public endpoints (tracking, sign-in) send no Authorization header. */
  auth?: boolean;
  signal?: AbortSignal;
};

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${appConfig.apiOrigin}/api${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return response.json().catch(() => null);
  const text = await response.text();
  return text || null;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.auth !== false) {
    const token = getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  return fetch(buildUrl(path, options.query), {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    signal: options.signal,
  });
}

/**
 * The one way the app talks to the server. Authenticated calls renew an access token that is about to
 * expire before sending, and retry once after a 401 with a freshly rotated token.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const authed = options.auth !== false;
  if (authed && getAccessToken() && !accessTokenIsFresh(getAccessToken())) await refreshSession().catch(() => false);

  let response = await send(path, options);
  if (authed && response.status === 401 && (await refreshSession().catch(() => false))) {
    response = await send(path, options);
  }
  const data = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, data as ErrorBody);
  return data as T;
}

/** Like apiRequest, but also returns the response headers (paged lists carry `X-Total-Count`). */
export async function apiRequestWithHeaders<T>(path: string, options: RequestOptions = {}): Promise<{ data: T; headers: Headers }> {
  const authed = options.auth !== false;
  if (authed && getAccessToken() && !accessTokenIsFresh(getAccessToken())) await refreshSession().catch(() => false);
  let response = await send(path, options);
  if (authed && response.status === 401 && (await refreshSession().catch(() => false))) response = await send(path, options);
  const data = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, data as ErrorBody);
  return { data: data as T, headers: response.headers };
}

export type UploadProgress = { loaded: number; total: number; phase: 'uploading' | 'processing' };

/**
 * Multipart upload through XMLHttpRequest, because fetch reports no upload progress. Once every byte is
 * sent the phase turns to `processing` (the server checks and stores the file before it answers).
 */
export async function uploadWithProgress<T>(path: string, form: FormData, onProgress: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<T> {
  if (getAccessToken() && !accessTokenIsFresh(getAccessToken())) await refreshSession().catch(() => false);
  const attempt = () =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', buildUrl(path));
      xhr.setRequestHeader('Accept', 'application/json');
      const token = getAccessToken();
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        const total = event.lengthComputable ? event.total : 0;
        onProgress({ loaded: event.loaded, total, phase: total && event.loaded >= total ? 'processing' : 'uploading' });
      };
      xhr.upload.onload = () => onProgress({ loaded: 1, total: 1, phase: 'processing' });
      xhr.onload = () => {
        let body: unknown = xhr.responseText || null;
        if ((xhr.getResponseHeader('content-type') ?? '').includes('application/json')) {
          try {
            body = JSON.parse(xhr.responseText);
          } catch {
            body = null;
          }
        }
        resolve({ status: xhr.status, body });
      };
      xhr.onerror = () => reject(new TypeError('Network error while uploading'));
      xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });
  let result = await attempt();
  if (result.status === 401 && (await refreshSession().catch(() => false))) result = await attempt();
  if (result.status < 200 || result.status >= 300) throw new ApiError(result.status, result.body as ErrorBody);
  return result.body as T;
}

/** Fetches an authenticated file and hands it to the browser as a download. */
export async function downloadFile(path: string, filename: string, query?: RequestOptions['query']): Promise<void> {
  if (getAccessToken() && !accessTokenIsFresh(getAccessToken())) await refreshSession().catch(() => false);
  let response = await send(path, { query });
  if (response.status === 401 && (await refreshSession().catch(() => false))) response = await send(path, { query });
  if (!response.ok) throw new ApiError(response.status, (await readBody(response)) as ErrorBody);
  saveFile(await response.blob(), filename);
}

/** Absolute URL of an API path, for <img src> and plain links to public endpoints. */
export function apiUrl(path: string, query?: RequestOptions['query']): string {
  return buildUrl(path, query);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
};
