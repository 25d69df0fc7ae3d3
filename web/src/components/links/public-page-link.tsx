import { Tooltip } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { ActionIconLink } from './router-links';

/** The icon link to an item's or package's public authenticity page (`/productTracking/{id}`), in a new tab. */
export function PublicPageLink({ id, label = `Public page of ${id}` }: { id: string; label?: string }) {
  return (
    <Tooltip label="Public authenticity page">
      <ActionIconLink to="/productTracking/$id" params={{ id }} target="_blank" variant="subtle" aria-label={label}>
        <IconExternalLink size={18} />
      </ActionIconLink>
    </Tooltip>
  );
}
