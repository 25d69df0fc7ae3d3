import { Image, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { mediaUrl } from '../../lib/format';

/** A product photo, or a neutral placeholder when it has none. */
export function ProductImage({ src, alt, size = 120 }: { src: string | null | undefined; alt: string; size?: number }) {
  const url = mediaUrl(src);
  return url ? (
    <Image src={url} alt={alt} w={size} h={size} radius="md" fit="cover" />
  ) : (
    <Stack w={size} h={size} align="center" justify="center" bg="ink.0" style={{ borderRadius: 'var(--mantine-radius-md)', flexShrink: 0 }} role="img" aria-label="No image">
      <IconPhoto size={size / 3} stroke={1.2} color="var(--mantine-color-ink-3)" />
    </Stack>
  );
}
