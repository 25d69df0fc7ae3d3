import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
// The proof checker loads when a check runs, not with the route tree (it is in the entry's reach through loaders).
const logCheck = () => import('../../../lib/transparency/log-check');

import { EXPLORER_CATEGORIES, type ExplorerCategory } from '../model/explorer-categories';

export { EXPLORER_CATEGORIES, type ExplorerCategory };
export const EXPLORER_PAGE_SIZE = 20;

export type StreamRow = { stream: string; category: string; display_id?: string; length: number; head_hash: string; updated_at: string | null };
export type StreamPage = { count: number; streams: StreamRow[] };

export type ExplorerEvent = {
  revision: number;
  type: string;
  time: string;
  prev_hash: string;
  hash: string;
  leaf_index: number | null;
  data?: Record<string, unknown>;
  actor?: string | null;
  redacted?: string[];
};
export type StreamHistory = {
  kind: 'stream';
  stream: string;
  display_id?: string;
  verified: boolean;
  broken_at: number | null;
  head_hash: string;
  length: number;
  events: ExplorerEvent[];
};
export type EventHit = { kind: 'event'; stream: string; display_id?: string; revision: number; type: string; time: string; prev_hash: string; hash: string };
export type SearchResult = StreamHistory | EventHit;

export type CustodyState = { owner: { fullname: string } | null; location: string | null; container: string | null; status: string };

export const explorerKeys = {
  all: ['explorer'] as const,
  streams: (category: ExplorerCategory | undefined, page: number) => [...explorerKeys.all, 'streams', category ?? 'all', page] as const,
  search: (q: string) => [...explorerKeys.all, 'search', q.trim().toLowerCase()] as const,
  checkpoint: () => [...explorerKeys.all, 'checkpoint'] as const,
  stateAt: (displayId: string, at: string) => [...explorerKeys.all, 'state', displayId, at] as const,
  logCheck: (displayId: string) => [...explorerKeys.all, 'log-check', displayId] as const,
};

export const explorerQueries = {
  streams: (category: ExplorerCategory | undefined, page: number) =>
    queryOptions({
      queryKey: explorerKeys.streams(category, page),
      queryFn: () => api.get<StreamPage>('/blockchain/allstreams', { query: { category, limit: EXPLORER_PAGE_SIZE, offset: (page - 1) * EXPLORER_PAGE_SIZE } }),
      placeholderData: keepPreviousData,
    }),
  search: (q: string) =>
    queryOptions({
      queryKey: explorerKeys.search(q),
      queryFn: () => api.get<SearchResult>('/blockchain/search', { query: { q: q.trim() } }),
      retry: false,
    }),
  /** The latest checkpoint, its signature checked in the browser against the published key. */
  checkpoint: () => queryOptions({ queryKey: explorerKeys.checkpoint(), queryFn: () => logCheck().then(({ checkLatestCheckpoint }) => checkLatestCheckpoint()), retry: 1 }),
  /** The item's custody state as of a moment of its history (server-side replay). */
  stateAt: (displayId: string, at: string) =>
    queryOptions({
      queryKey: explorerKeys.stateAt(displayId, at),
      queryFn: () => api.get<{ state: CustodyState }>(`/provenance/${encodeURIComponent(displayId)}`, { query: { at } }).then((r) => r.state),
      staleTime: Number.POSITIVE_INFINITY,
      placeholderData: keepPreviousData,
    }),
  logCheck: (displayId: string) => queryOptions({ queryKey: explorerKeys.logCheck(displayId), queryFn: () => logCheck().then(({ checkHistory }) => checkHistory(displayId)), retry: 1 }),
};
