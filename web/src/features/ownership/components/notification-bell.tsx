import { ActionIcon, Indicator, Popover, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { compactCount } from '../../../lib/format';
import { ownershipQueries } from '../api/ownership-queries';
import { NotificationDropdown } from './notification-dropdown';

/** Header bell: the badge counts received requests still pending, inventory and package together (live). */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const counts = useQuery(ownershipQueries.counts());
  const total = (counts.data?.inventory ?? 0) + (counts.data?.package ?? 0);
  const label = total ? `Notifications, ${total} pending requests` : 'Notifications';

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={400} shadow="lg" radius="lg" trapFocus returnFocus withArrow offset={10}>
      <Popover.Target>
        <Indicator
          label={compactCount(total)}
          size={18}
          color="red"
          disabled={!total}
          offset={6}
          data-testid="notification-badge"
          data-count={total}
        >
          <Tooltip label="Ownership requests" disabled={opened}>
            <ActionIcon variant="subtle" color="gray.0" size={40} radius="xl" aria-label={label} onClick={() => setOpened((open) => !open)} aria-expanded={opened}>
              <IconBell size={22} stroke={1.6} />
            </ActionIcon>
          </Tooltip>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p="md" maw="calc(100vw - 16px)">
        <NotificationDropdown onNavigate={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}
