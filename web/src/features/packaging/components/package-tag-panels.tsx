import { Anchor, Badge, Button, Card, Group, Image, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAntenna, IconDownload, IconExternalLink, IconPrinter } from '@tabler/icons-react';
import { CopyableCode } from '../../../components/actions/copyable-code';
import { qrImageUrl } from '../../../lib/qr';
import type { Package } from '../api/package-queries';
import { levelLabel, packageLevel } from '../../../lib/package-level';
import { LabelledValue } from '../../../components/layout/fact';

export function trackingLink(displayId: string): string {
  return `${window.location.origin}/productTracking/${encodeURIComponent(displayId)}`;
}

/** The package's QR label: the code of its public tracking link, printable and downloadable. */
export function PackageQrPanel({ pkg }: { pkg: Package }) {
  const level = packageLevel(pkg);
  return (
    <Card maw={560} mx="auto">
      <Stack align="center" gap="md" ta="center">
        <Badge color="teal" variant="light" size="lg" className="no-print">
          QR code generated
        </Badge>
        <div className="print-sheet" style={{ display: 'flex', justifyContent: 'center' }}>
          <Stack align="center" gap={6} className="qr-label" p="sm" data-testid="qr-label">
            <Image src={qrImageUrl(pkg.display_id)} alt={`QR code of ${pkg.display_id}`} w={240} h={240} fit="contain" />
            <Text ff="monospace" fw={700}>
              {pkg.display_id}
            </Text>
            <Text size="sm" c="dimmed">
              {pkg.brand_name} · {levelLabel(level)}
            </Text>
          </Stack>
        </div>
        <Text size="sm" c="dimmed" className="no-print">
          Scanning the code opens the package’s public page: brand, owner, level and what it holds.
        </Text>
        <Group justify="center" gap="sm" className="no-print">
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            Print label
          </Button>
          <Button component="a" href={qrImageUrl(pkg.display_id, true)} download={`${pkg.display_id}.png`} variant="light" leftSection={<IconDownload size={16} />}>
            Download PNG
          </Button>
          <Button component="a" href={trackingLink(pkg.display_id)} target="_blank" rel="noopener" variant="default" leftSection={<IconExternalLink size={16} />}>
            Public page
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The payload to write on an IoT / NFC tag: the same public tracking link as the QR code, so any reader that
 * opens URLs shows the package's public page. Writing the tag happens with the tag vendor's tool.
 */
export function PackageIotPanel({ pkg }: { pkg: Package }) {
  const link = trackingLink(pkg.display_id);
  const level = packageLevel(pkg);
  return (
    <Card maw={620} mx="auto">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={56} radius="xl" color="brass" variant="light">
            <IconAntenna size={28} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} fz={20}>
              IoT tag payload ready
            </Title>
            <Text size="sm" c="dimmed">
              {pkg.display_id} · {pkg.brand_name} · {levelLabel(level)}
            </Text>
          </Stack>
        </Group>
        <LabelledValue label="Tag URL (NDEF URI record)" gap={4}>
          <CopyableCode value={link} testId="iot-payload" />
        </LabelledValue>
        <Text size="sm" c="dimmed">
          Write this link to the package’s NFC or IoT tag with your tag vendor’s tool. A phone that reads the tag opens the public page of{' '}
          <Anchor href={link} target="_blank" rel="noopener">
            {pkg.display_id}
          </Anchor>
          , exactly like the QR code.
        </Text>
      </Stack>
    </Card>
  );
}
