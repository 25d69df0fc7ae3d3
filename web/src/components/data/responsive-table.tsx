import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './responsive-table.module.css';
import { SkeletonRows } from '../feedback/skeleton-rows';

export type Column<T> = {
  /** Column key (React key, and `data-column` on its cells). */
  key: string;
  /** Header text; on phones each cell repeats it before its value. */
  label: string;
  /** Header content when it is not the plain label (a "select all" checkbox). */
  header?: ReactNode;
  cell: (row: T) => ReactNode;
  /** The card's title on phones (no label before it). */
  primary?: boolean;
  nowrap?: boolean;
  width?: number | string;
};

/** Rows with a `display_id` (else an `id`) are keyed by it; others say how with `rowKey`. */
type Keyed = { id: string } | { display_id: string };
export type RowKeyProp<T> = [T] extends [Keyed] ? { rowKey?: (row: T) => string } : { rowKey: (row: T) => string };
const keyOf = (row: unknown) => ((row as { display_id?: string }).display_id ?? (row as { id: string }).id);

export type ResponsiveTableProps<T> = RowKeyProp<T> & TableProps<T>;

export type TableProps<T> = {
  /** Accessible name of the table. */
  label: string;
  rows: readonly T[] | undefined;
  columns: readonly Column<T>[];
  /** Row actions: the last column on wide screens, the bottom of each card on phones, always visible. */
  actions?: (row: T) => ReactNode;
  actionsLabel?: string;
  loading?: boolean;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Extra attributes per row (test ids, a selected background). */
  rowProps?: (row: T) => Record<string, unknown>;
};

/**
 * The one list pattern of the app. A table on wide screens; below the `sm` breakpoint (48em) every row becomes a
 * card with a label before each value and its actions at the bottom, so nothing scrolls sideways and no action is
 * ever off screen. One DOM for both (CSS only), so tests and screen readers meet the same elements.
 */
export function ResponsiveTable<T>({ label, rows, rowKey = keyOf, columns, actions, actionsLabel = 'Actions', loading, empty, rowProps }: ResponsiveTableProps<T>) {
  if (loading) {
    return (
      <SkeletonRows h={36} aria-busy="true" aria-label={`${label}: loading`} />
    );
  }
  if (!rows?.length) return <>{empty ?? null}</>;
  return (
    <Table className={classes.table} aria-label={label} role="table" data-responsive-table>
      <Table.Thead>
        <Table.Tr role="row">
          {columns.map((column) => (
            <Table.Th key={column.key} role="columnheader" w={column.width} className={column.nowrap ? classes.nowrap : undefined}>
              {column.header ?? column.label}
            </Table.Th>
          ))}
          {actions && (
            <Table.Th role="columnheader">
              <VisuallyHidden>{actionsLabel}</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)} role="row" {...rowProps?.(row)}>
            {columns.map((column) => (
              <Table.Td
                key={column.key}
                role="cell"
                data-label={column.primary ? undefined : column.label}
                data-column={column.key}
                className={[column.primary ? classes.primary : '', column.nowrap ? classes.nowrap : ''].join(' ').trim() || undefined}
              >
                {column.cell(row)}
              </Table.Td>
            ))}
            {actions && (
              <Table.Td role="cell" className={classes.actions} data-column="actions">
                {actions(row)}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
