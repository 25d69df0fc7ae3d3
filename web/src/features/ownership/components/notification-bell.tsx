import { ActionIcon, Indicator, Popover, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { compactCount } from '../../../lib/format';
import { useConfirm } from '../../../components/feedback/confirm-dialog';
import { ownershipQueries } from '../api/ownership-queries';
import { latestCount, usePushedCount } from '../api/pushed-count';
import { NotificationDropdown } from './notification-dropdown';

/** Header bell: the badge counts received requests still pending, inventory and package together (live). */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const counts = useQuery(ownershipQueries.counts());
  const count = latestCount(counts.data, counts.dataUpdatedAt, usePushedCount());
  const total = (count?.inventory ?? 0) + (count?.package ?? 0);
  // Confirming a decision taken here opens a dialog outside the dropdown: a click there must not close it.
  const { isOpen: confirming } = useConfirm();
  const label = total ? `Notifications, ${total} pending requests` : 'Notifications';

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={400} shadow="lg" radius="lg" trapFocus returnFocus withArrow offset={10} closeOnClickOutside={!confirming} closeOnEscape={!confirming}>
      <Indicator label={compactCount(total)} size={18} color="red.8" disabled={!total} offset={6} data-testid="notification-badge" data-count={total}>
        <Popover.Target>
          <Tooltip label="Ownership requests" disabled={opened}>
            <ActionIcon variant="subtle" color="gray.0" size={40} radius="xl" aria-label={label} onClick={() => setOpened((open) => !open)}>
              <IconBell size={22} stroke={1.6} />
            </ActionIcon>
          </Tooltip>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p="md" maw="calc(100vw - 16px)">
        <NotificationDropdown onNavigate={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}
