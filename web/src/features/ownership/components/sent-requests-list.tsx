import { Card, ScrollArea, Skeleton, Stack, Table } from '@mantine/core';
import { EmptyState } from '../../../components/feedback/empty-state';
import { formatEst } from '../../../lib/dates';
import type { OwnershipRequest } from '../api/ownership-api';
import { AcceptedTag, RequestStatusBadge, isDisplayed } from './request-status';
import { AnchorLink } from '../../../components/links/router-links';

/** Requests I sent, so a requester can follow them without opening each item. */
export function SentRequestsList({ requests, loading }: { requests: OwnershipRequest[] | undefined; loading: boolean }) {
  if (loading) {
    return (
      <Card>
        <Stack gap="sm">
          <Skeleton h={40} />
          <Skeleton h={40} />
        </Stack>
      </Card>
    );
  }
  const rows = (requests ?? []).filter((request) => isDisplayed(request.status));
  return (
    <Card p={0}>
      {rows.length === 0 ? (
        <EmptyState title="No Pending Request....!" description="Requests you send from an item's tracking page appear here." />
      ) : (
        <ScrollArea type="auto">
          <Table miw={560} aria-label="Requests I sent">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Id</Table.Th>
                <Table.Th>Brand</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Date</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((request) => (
                <Table.Tr key={request.id}>
                  <Table.Td>
                    <AnchorLink to="/tracking/{-$id}" params={{ id: request.displayId }} ff="monospace" fw={600}>
                      {request.displayId}
                    </AnchorLink>
                  </Table.Td>
                  <Table.Td>{request.brand}</Table.Td>
                  <Table.Td>{request.status === 'approved' ? <AcceptedTag /> : <RequestStatusBadge status={request.status} />}</Table.Td>
                  <Table.Td>{formatEst(request.requestDate)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Card>
  );
}
