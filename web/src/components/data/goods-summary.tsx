import { Avatar, Group, Stack, Text } from '@mantine/core';
import { IconPackage, IconTag } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { mediaUrl } from '../../lib/format';

type GoodsSummaryProps = {
  displayId: string;
  /** Product name (item) or brand name (package). */
  name: string;
  /** Stored image path of the product photo; a placeholder icon otherwise. */
  image?: string | null;
  /** One more line: who asks, since when, where it is packed. */
  detail?: ReactNode;
  size?: 'sm' | 'md';
};

/** A stock item or package at a glance, as rows and confirmations show it: photo, name, id and one detail line. */
export function GoodsSummary({ displayId, name, image, detail, size = 'md' }: GoodsSummaryProps) {
  const isPackage = displayId.toUpperCase().startsWith('PACK');
  const px = size === 'sm' ? 36 : 48;
  return (
    <Group gap="sm" wrap="nowrap" align="center" data-goods={displayId}>
      <Avatar src={mediaUrl(image)} alt={image ? `Photo of ${name || displayId}` : undefined} size={px} radius="md" color="brass" variant="light">
        {isPackage ? <IconPackage size={px / 2} aria-hidden /> : <IconTag size={px / 2} aria-hidden />}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} size={size} lineClamp={1}>
          {name || (isPackage ? 'Package' : 'Stock item')}
        </Text>
        <Text ff="monospace" size="xs" c="dimmed">
          {displayId}
        </Text>
        {detail && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {detail}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
