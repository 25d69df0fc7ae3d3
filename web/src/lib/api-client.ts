import { ApiError, type ErrorBody } from './api-error';
import { getAccessToken } from './auth-storage';
import { appConfig } from './config';
import { accessTokenIsFresh, refreshSession } from './session-refresh';

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

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
};
