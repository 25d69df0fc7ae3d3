import { Card, Stack } from '@mantine/core';
import { DateText } from '../../../components/data/date-text';
import { GoodsSummary } from '../../../components/data/goods-summary';
import { ResponsiveTable, type Column } from '../../../components/data/responsive-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import { AnchorLink } from '../../../components/links/router-links';
import type { OwnershipRequest } from '../api/ownership-api';
import { AcceptedTag, RequestStatusBadge, isDisplayed } from './request-status';

const columns: Column<OwnershipRequest>[] = [
  { key: 'id', label: 'Id', primary: true, cell: (request) => <GoodsSummary displayId={request.displayId} name={request.name || request.brand} image={request.image} size="sm" /> },
  { key: 'brand', label: 'Brand', cell: (request) => request.brand },
  { key: 'status', label: 'Status', cell: (request) => (request.status === 'approved' ? <AcceptedTag /> : <RequestStatusBadge status={request.status} />) },
  { key: 'date', label: 'Date', nowrap: true, cell: (request) => <DateText value={request.requestDate} style="est" /> },
];

/** Requests I sent, so a requester can follow them without opening each item. */
export function SentRequestsList({ requests, loading }: { requests: OwnershipRequest[] | undefined; loading: boolean }) {
  const rows = (requests ?? []).filter((request) => isDisplayed(request.status));
  return (
    <Card p={0}>
      <Stack p={{ base: 'sm', sm: 0 }}>
        <ResponsiveTable
          label="Requests I sent"
          rows={rows}
          columns={columns}
          loading={loading}
          actions={(request) => (
            <AnchorLink to="/tracking/{-$id}" params={{ id: request.displayId }} size="sm" fw={600} aria-label={`Open ${request.displayId}`}>
              Open
            </AnchorLink>
          )}
          empty={<EmptyState title="No Pending Request....!" description="Requests you send from an item's tracking page appear here." />}
        />
      </Stack>
    </Card>
  );
}
