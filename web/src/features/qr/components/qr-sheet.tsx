import { Anchor, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { qrImageUrl } from '../../../lib/qr';

export type QrEntry = { displayId: string; title?: string; subtitle?: string };

/**
 * A printable sheet of QR labels: on screen a responsive grid; printed (see `.print-sheet` in global.css)
 * only the labels, four to a row, never split across pages.
 */
export function QrSheet({ entries, size = 160 }: { entries: QrEntry[]; size?: number }) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 4, lg: 5 }} spacing="md" className="print-sheet" role="list" aria-label="QR codes">
      {entries.map((entry) => (
        <Card key={entry.displayId} padding="sm" className="qr-label" role="listitem" data-testid="qr-label">
          <Stack gap={6} align="center">
            <Image src={qrImageUrl(entry.displayId)} alt={`QR code of ${entry.displayId}`} w={size} h={size} fit="contain" loading="lazy" />
            <Text ff="monospace" fw={700} size="sm">
              {entry.displayId}
            </Text>
            {entry.title && (
              <Text size="xs" c="dimmed" ta="center" lineClamp={1}>
                {entry.title}
              </Text>
            )}
            {entry.subtitle && (
              <Text size="xs" c="dimmed" ta="center" lineClamp={1}>
                {entry.subtitle}
              </Text>
            )}
            <Anchor href={qrImageUrl(entry.displayId, true)} download={`${entry.displayId}.png`} size="xs" className="no-print" aria-label={`Download the QR code of ${entry.displayId}`}>
              <Group gap={4}>
                <IconDownload size={12} /> PNG
              </Group>
            </Anchor>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
