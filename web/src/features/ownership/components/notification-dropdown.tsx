// Date picker styles load with the screens that use one, keeping them out of the entry chunk.
import '@mantine/dates/styles.css';

import { ActionIcon, Divider, Group, Popover, ScrollArea, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryError } from '../../../components/feedback/query-error';
import type { OwnershipKind } from '../api/ownership-api';
import { ownershipQueries } from '../api/ownership-queries';
import { NotificationRequestItem } from './notification-request-item';
import { OwnershipKindToggle } from './ownership-kind-toggle';
import { isDisplayed } from './request-status';
import { AnchorLink } from '../../../components/links/router-links';
import { SkeletonRows } from '../../../components/feedback/skeleton-rows';

/** "Products" are single stock items, "Groups" are packages: the filter switches the list accordingly. */
const FILTER_TO_KIND: Record<string, OwnershipKind> = { Products: 'inventory', Groups: 'package' };

/** Content of the header's notification dropdown (not a route). */
export function NotificationDropdown({ onNavigate }: { onNavigate: () => void }) {
  const [kind, setKind] = useState<OwnershipKind>('inventory');
  const [filter, setFilter] = useState<string | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const requests = useQuery(ownershipQueries.received(kind));

  const visible = (requests.data ?? []).filter(
    (request) => isDisplayed(request.status) && (!day || dayjs(request.requestDate).isSame(day, 'day')),
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={0}>
          <Title order={3} fz={18}>
            Alert On
          </Title>
          <Text size="xs" c="dimmed">
            Updated 03hrs:23min ago.
          </Text>
        </Stack>
        <AnchorLink to="/notification" search={{ kind }} size="sm" fw={600} onClick={onNavigate}>
          View all
        </AnchorLink>
      </Group>
      <OwnershipKindToggle value={kind} onChange={setKind} fullWidth />
      <Group gap="xs" wrap="nowrap">
        <Select
          aria-label="Filter requests"
          placeholder="Total products: 300k"
          data={['Products', 'Groups']}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            if (value) setKind(FILTER_TO_KIND[value]!);
          }}
          size="sm"
          clearable
          comboboxProps={{ withinPortal: false }}
          style={{ flex: 1 }}
        />
        <Popover opened={pickerOpen} onChange={setPickerOpen} position="bottom-end" withinPortal={false} shadow="md">
          <Popover.Target>
            <Tooltip label="Filter by date">
              <ActionIcon variant={day ? 'filled' : 'default'} size={36} aria-label="Filter by date" onClick={() => setPickerOpen((open) => !open)}>
                <IconCalendar size={18} />
              </ActionIcon>
            </Tooltip>
          </Popover.Target>
          <Popover.Dropdown>
            <DatePicker
              value={day}
              onChange={(value) => {
                setDay(value);
                setPickerOpen(false);
              }}
              allowDeselect
            />
          </Popover.Dropdown>
        </Popover>
      </Group>
      {day && (
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            Showing {dayjs(day).format('D MMM YYYY')}
          </Text>
          <ActionIcon size="xs" variant="subtle" aria-label="Clear date filter" onClick={() => setDay(null)}>
            <IconX size={12} />
          </ActionIcon>
        </Group>
      )}
      <Divider />
      <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
        {requests.isLoading ? (
          <SkeletonRows count={2} h={56} gap="sm" py="xs" />
        ) : requests.isError ? (
          <QueryError error={requests.error} onRetry={() => requests.refetch()} />
        ) : visible.length === 0 ? (
          <EmptyState compact title="No Pending Request....!" description="New ownership requests appear here as they arrive." />
        ) : (
          <Stack gap={0} aria-label={`${kind === 'inventory' ? 'Inventory' : 'Package'} requests`} role="list">
            {visible.map((request, index) => (
              <div key={request.id} role="listitem">
                {index > 0 && <Divider />}
                <NotificationRequestItem request={request} />
              </div>
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
