import { QueryError } from '../feedback/query-error';
import type { ReactNode } from 'react';
import { ResponsiveTable, type RowKeyProp, type TableProps } from './responsive-table';

/** What the table reads of a `useQuery` result. */
type ListQuery<T> = { data: readonly T[] | undefined; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

type QueryTableProps<T> = RowKeyProp<T> &
  Omit<TableProps<T>, 'rows' | 'loading'> & {
  query: ListQuery<T>;
  /** The error's heading (`QueryError`'s default otherwise). */
  errorTitle?: string;
};

/** `ResponsiveTable` over one query's rows: its skeleton while they load, the error with a retry if they could not be. */
export function QueryTable<T>({ query, errorTitle, ...table }: QueryTableProps<T>) {
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} title={errorTitle} />;
  // The caller's props were checked against RowKeyProp<T> above; TypeScript cannot carry that through the rest spread.
  const Table = ResponsiveTable as (props: TableProps<T> & { rowKey?: (row: T) => string }) => ReactNode;
  return <Table {...table} rows={query.data} loading={query.isPending} />;
}
