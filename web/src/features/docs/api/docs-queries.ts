import { queryOptions } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';
import type { OpenApiDocument } from '../model/endpoints';

export type ApiKey = { id: string; name: string; prefix: string; scopes: string[]; created_at: string; last_used_at: string | null };
export type CreatedApiKey = { id: string; name: string; prefix: string; scopes: string[]; key: string };

export const docsKeys = {
  all: ['docs'] as const,
  openapi: () => [...docsKeys.all, 'openapi'] as const,
  apiKeys: () => [...docsKeys.all, 'apikeys'] as const,
};

export const docsQueries = {
  /** The server's generated OpenAPI document: the endpoints page is drawn from it. */
  openapi: () =>
    queryOptions({
      queryKey: docsKeys.openapi(),
      queryFn: () => api.get<OpenApiDocument>('/openapi.json', { auth: false }),
      staleTime: 5 * 60_000,
    }),
  apiKeys: () => queryOptions({ queryKey: docsKeys.apiKeys(), queryFn: () => api.get<ApiKey[]>('/account/apikeys') }),
};

export const apiKeyCalls = {
  create: (body: { name: string; scopes: string[] }) => api.post<CreatedApiKey>('/account/apikeys', body),
  revoke: (id: string) => apiRequest<null>(`/account/apikeys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
