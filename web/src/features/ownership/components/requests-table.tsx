import { Button, Card, Checkbox, Group, Modal, ScrollArea, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconChecks, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { formatEst } from '../../../lib/dates';
import type { Decision, OwnershipRequest } from '../api/ownership-api';
import { useDecideMany } from '../api/use-ownership-mutations';
import { RequestDecisionButtons } from './request-decision-buttons';
import { AcceptedTag, RequestStatusBadge, isDisplayed } from './request-status';

/** Bulk actions work on at most this many requests at a time ('Selected 0/100'). */
export const MAX_SELECTION = 100;

export function RequestsTable({ requests, loading }: { requests: OwnershipRequest[] | undefined; loading: boolean }) {
  const rows = useMemo(() => (requests ?? []).filter((request) => isDisplayed(request.status)), [requests]);
  const pending = useMemo(() => rows.filter((request) => request.status === 'request'), [rows]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirm, setConfirm] = useState<Decision | null>(null);
  const decideMany = useDecideMany();

  // A request decided elsewhere (another tab, the dropdown, the live feed) leaves the selection.
  useEffect(() => {
    setSelected((current) => {
      const stillPending = new Set(pending.map((request) => request.id));
      const next = new Set([...current].filter((id) => stillPending.has(id)));
      return next.size === current.size ? current : next;
    });
  }, [pending]);

  const selectable = pending.slice(0, MAX_SELECTION);
  const allSelected = selectable.length > 0 && selectable.every((request) => selected.has(request.id));
  const someSelected = selected.size > 0 && !allSelected;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else if (next.size < MAX_SELECTION) next.add(id);
      return next;
    });

  const runBulk = (decision: Decision) => {
    const chosen = pending.filter((request) => selected.has(request.id));
    decideMany.mutate({ requests: chosen, decision }, { onSettled: () => setSelected(new Set()) });
    setConfirm(null);
  };

  if (loading) {
    return (
      <Card>
        <Stack gap="sm">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={40} />
          ))}
        </Stack>
      </Card>
    );
  }

  return (
    <Card p={0}>
      <Group justify="space-between" p="md" gap="sm" wrap="wrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Text fw={600} aria-live="polite" data-testid="selection-count">
          Selected {selected.size}/{MAX_SELECTION}
        </Text>
        <Group gap="sm">
          <Button leftSection={<IconChecks size={16} />} color="teal" disabled={!selected.size} loading={decideMany.isPending && decideMany.variables?.decision === 'approve'} onClick={() => setConfirm('approve')}>
            Accept all
          </Button>
          <Button leftSection={<IconX size={16} />} variant="default" disabled={!selected.size} loading={decideMany.isPending && decideMany.variables?.decision === 'reject'} onClick={() => setConfirm('reject')}>
            Reject all
          </Button>
        </Group>
      </Group>
      {rows.length === 0 ? (
        <EmptyState title="No Pending Request....!" description="When someone asks to take over one of your items, the request appears here." />
      ) : (
        <ScrollArea type="auto">
          <Table miw={760} aria-label="Ownership requests">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={48}>
                  <Checkbox
                    aria-label="Select all pending requests"
                    checked={allSelected}
                    indeterminate={someSelected}
                    disabled={!selectable.length}
                    onChange={() => setSelected(allSelected ? new Set() : new Set(selectable.map((request) => request.id)))}
                  />
                </Table.Th>
                <Table.Th>Id</Table.Th>
                <Table.Th>Brand</Table.Th>
                <Table.Th>Request by</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>Date</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((request) => (
                <Table.Tr key={request.id} data-request-id={request.requestId} bg={selected.has(request.id) ? 'var(--mantine-color-brass-0)' : undefined}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${request.displayId} requested by ${request.requester.email}`}
                      checked={selected.has(request.id)}
                      disabled={request.status !== 'request'}
                      onChange={() => toggle(request.id)}
                    />
                  </Table.Td>
                  <Table.Td ff="monospace" fw={600}>
                    {request.displayId}
                  </Table.Td>
                  <Table.Td>{request.brand}</Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      {request.requester.fullname && <Text size="sm" fw={500}>{request.requester.fullname}</Text>}
                      <Text size="sm" c={request.requester.fullname ? 'dimmed' : undefined}>
                        {request.requester.email}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <RequestStatusBadge status={request.status} />
                  </Table.Td>
                  <Table.Td>{request.status === 'request' ? <RequestDecisionButtons request={request} /> : <AcceptedTag />}</Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatEst(request.requestDate)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      <Modal opened={confirm !== null} onClose={() => setConfirm(null)} title={confirm === 'approve' ? 'Accept the selected requests?' : 'Reject the selected requests?'} centered>
        <Stack>
          <Text>
            {confirm === 'approve'
              ? `Ownership of ${selected.size} item${selected.size === 1 ? '' : 's'} will pass to the requesters. This cannot be undone.`
              : `${selected.size} request${selected.size === 1 ? '' : 's'} will be declined.`}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button color={confirm === 'approve' ? 'teal' : 'red'} onClick={() => confirm && runBulk(confirm)} data-autofocus>
              {confirm === 'approve' ? 'Accept all' : 'Reject all'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
