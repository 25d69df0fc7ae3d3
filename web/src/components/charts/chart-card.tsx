import { Box, Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../feedback/empty-state';
import { QueryError } from '../feedback/query-error';

export type ChartTable = { columns: readonly string[]; rows: readonly (readonly (string | number)[])[] };

export type ChartCardProps = {
  title: string;
  description?: ReactNode;
  /** The query behind the chart: its loading and error states are the card's. */
  status: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** True when there is nothing to draw (all zeros): the empty state instead of an empty chart. */
  empty?: boolean;
  emptyText?: string;
  /** The chart's figures as a table for screen readers (the chart itself is one image to them). */
  table?: ChartTable;
  actions?: ReactNode;
  height?: number;
  testId?: string;
  children: ReactNode;
};

/**
 * The frame of every chart: title, loading skeleton, error with retry, empty state, and the figures again as a
 * visually hidden table, so a screen reader (and a test) reads the numbers the bars show.
 */
export function ChartCard({ title, description, status, empty, emptyText, table, actions, height = 240, testId, children }: ChartCardProps) {
  return (
    <Card withBorder padding="lg" data-testid={testId} aria-busy={status.isPending || undefined}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} fz="md">
            {title}
          </Title>
          {description && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {actions}
      </Group>
      {status.isPending ? (
        <Skeleton role="status" h={height} aria-label={`${title}: loading`} />
      ) : status.isError ? (
        <QueryError error={status.error} onRetry={() => void status.refetch()} title={`${title} could not be loaded`} />
      ) : empty ? (
        <EmptyState compact title="Nothing to show yet" description={emptyText} />
      ) : (
        <>
          <Box role="img" aria-label={title} h={height} data-chart>
            {children}
          </Box>
          {table && (
            <VisuallyHidden>
              <table data-chart-table>
                <caption>{title}</caption>
                <thead>
                  <tr>
                    {table.columns.map((c) => (
                      <th key={c} scope="col">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={String(row[0])}>
                      {row.map((cell, i) => (i === 0 ? <th key={i} scope="row">{cell}</th> : <td key={i}>{cell}</td>))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </VisuallyHidden>
          )}
        </>
      )}
    </Card>
  );
}
