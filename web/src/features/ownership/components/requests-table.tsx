import { Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconChecks, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { DateText } from '../../../components/data/date-text';
import { GoodsSummary } from '../../../components/data/goods-summary';
import { ResponsiveTable, type Column } from '../../../components/data/responsive-table';
import { useConfirm } from '../../../components/feedback/confirm-dialog';
import { EmptyState } from '../../../components/feedback/empty-state';
import { AnchorLink } from '../../../components/links/router-links';
import type { Decision, OwnershipRequest } from '../api/ownership-api';
import { useDecideMany } from '../api/use-ownership-mutations';
import { DecisionSubjects, RequestDecisionButtons, decisionCopy, requesterName } from './request-decision-buttons';
import { AcceptedTag, RequestStatusBadge, isDisplayed } from './request-status';

/** Bulk actions work on at most this many requests at a time ('Selected 0/100'). */
export const MAX_SELECTION = 100;

export function RequestsTable({ requests, loading }: { requests: OwnershipRequest[] | undefined; loading: boolean }) {
  const rows = useMemo(() => (requests ?? []).filter((request) => isDisplayed(request.status)), [requests]);
  const pending = useMemo(() => rows.filter((request) => request.status === 'request'), [rows]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const decideMany = useDecideMany();
  const { confirm } = useConfirm();

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

  const runBulk = async (decision: Decision) => {
    const chosen = pending.filter((request) => selected.has(request.id));
    if (!chosen.length) return;
    const ok = await confirm({
      ...decisionCopy(decision, chosen),
      children: <DecisionSubjects requests={chosen} />,
      confirmLabel: decision === 'approve' ? 'Accept all' : 'Reject all',
      tone: decision === 'approve' ? 'primary' : 'danger',
    });
    if (ok) decideMany.mutate({ requests: chosen, decision }, { onSettled: () => setSelected(new Set()) });
  };

  const columns: Column<OwnershipRequest>[] = [
    {
      key: 'select',
      label: 'Select',
      width: 48,
      header: (
        <Checkbox
          aria-label="Select all pending requests"
          checked={allSelected}
          indeterminate={someSelected}
          disabled={!selectable.length}
          onChange={() => setSelected(allSelected ? new Set() : new Set(selectable.map((request) => request.id)))}
        />
      ),
      cell: (request) => (
        <Checkbox
          aria-label={`Select ${request.displayId} requested by ${requesterName(request)}`}
          checked={selected.has(request.id)}
          disabled={request.status !== 'request'}
          onChange={() => toggle(request.id)}
        />
      ),
    },
    { key: 'id', label: 'Id', primary: true, cell: (request) => <GoodsSummary displayId={request.displayId} name={request.name || request.brand} image={request.image} size="sm" /> },
    { key: 'brand', label: 'Brand', cell: (request) => request.brand },
    {
      key: 'requester',
      label: 'Request by',
      cell: (request) => (
        <Stack gap={0}>
          {(request.requester.fullname || request.requester.company) && (
            <Text size="sm" fw={500}>
              {request.requester.id ? (
                <AnchorLink size="sm" fw={500} c="ink.9" to="/userProfile" search={{ id: request.requester.id }}>
                  {request.requester.fullname || request.requester.company}
                </AnchorLink>
              ) : (
                request.requester.fullname || request.requester.company
              )}
              {request.requester.fullname && request.requester.company ? ` (${request.requester.company})` : ''}
            </Text>
          )}
          {request.requester.email && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {request.requester.email}
            </Text>
          )}
          {!request.requester.fullname && !request.requester.company && !request.requester.email && <Text size="sm">A user</Text>}
        </Stack>
      ),
    },
    { key: 'status', label: 'Status', cell: (request) => <RequestStatusBadge status={request.status} /> },
    { key: 'action', label: 'Action', cell: (request) => (request.status === 'request' ? <RequestDecisionButtons request={request} /> : <AcceptedTag />) },
    { key: 'date', label: 'Date', nowrap: true, cell: (request) => <DateText value={request.requestDate} style="est" /> },
  ];

  return (
    <Card p={0}>
      <Group justify="space-between" p="md" gap="sm" wrap="wrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Text fw={600} aria-live="polite" data-testid="selection-count">
          Selected {selected.size}/{MAX_SELECTION}
        </Text>
        <Group gap="sm">
          <Button leftSection={<IconChecks size={16} />} color="teal.9" disabled={!selected.size} loading={decideMany.isPending && decideMany.variables?.decision === 'approve'} onClick={() => void runBulk('approve')}>
            Accept all
          </Button>
          <Button leftSection={<IconX size={16} />} variant="default" disabled={!selected.size} loading={decideMany.isPending && decideMany.variables?.decision === 'reject'} onClick={() => void runBulk('reject')}>
            Reject all
          </Button>
        </Group>
      </Group>
      <Stack p={{ base: 'sm', sm: 0 }}>
        <ResponsiveTable
          label="Ownership requests"
          rows={rows}
          columns={columns}
          loading={loading}
          rowProps={(request) => ({ 'data-request-id': request.requestId, bg: selected.has(request.id) ? 'var(--mantine-color-brass-0)' : undefined })}
          empty={<EmptyState title="No Pending Request....!" description="When someone asks to take over one of your items, the request appears here." />}
        />
      </Stack>
    </Card>
  );
}
