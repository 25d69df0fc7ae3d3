import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FullPageLoader } from './full-page-loader';
import { QueryError } from './query-error';

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** The error's heading (`QueryError`'s default otherwise). */
  errorTitle?: string;
  /** Keep showing the data when a later refetch fails (forms the user may be editing); else the error wins. */
  keepData?: boolean;
};

/** A screen's one query: its content once the data is there, the error with a retry, the full-page loader meanwhile. */
export function QueryState<T>({ query, children, errorTitle, keepData }: QueryStateProps<T>) {
  if (query.data !== undefined && (keepData || !query.isError)) return <>{children(query.data)}</>;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} title={errorTitle} />;
  return <FullPageLoader />;
}
