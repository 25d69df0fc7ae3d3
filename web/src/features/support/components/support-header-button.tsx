import { Indicator, Tooltip } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ActionIconLink } from '../../../components/links/router-links';
import { compactCount } from '../../../lib/format';
import { supportQueries } from '../api/support-queries';

/** Header button to /support with the number of support messages not read yet (kept live by `support:message`). */
export function SupportHeaderButton() {
  const unread = useQuery(supportQueries.unread());
  const count = unread.data?.unread ?? 0;
  return (
    <Indicator label={compactCount(count)} size={18} color="red" disabled={!count} offset={6} data-testid="support-badge" data-count={count}>
      <Tooltip label="Support">
        <ActionIconLink to="/support" variant="subtle" color="gray.0" size={40} radius="xl" aria-label={count ? `Support, ${count} unread messages` : 'Support'}>
          <IconLifebuoy size={22} stroke={1.6} />
        </ActionIconLink>
      </Tooltip>
    </Indicator>
  );
}
