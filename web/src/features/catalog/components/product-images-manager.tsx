import { Button, Card, FileButton, Group, Image, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoPlus, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { mediaUrl } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import type { ProductImageEntry } from '../api/product-queries';
import { useCatalogMutations } from '../api/use-catalog-mutations';
import { SectionHeading } from '../../../components/layout/section-heading';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
/** The server's default limit; it checks again (by content, not by name) and answers 413 above its own. */
const MAX_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES = 20;

function checkFile(file: File): string | null {
  if (!ACCEPTED.includes(file.type)) return 'Choose a PNG, JPEG, GIF or WebP image';
  if (file.size > MAX_BYTES) return `The image is ${(file.size / 1024 / 1024).toFixed(1)} MB; at most 5 MB`;
  return null;
}

/** Product photos: pick one, check it, see it before sending, then the server's thumbnails in a gallery. */
export function ProductImagesManager({ productId, images, canEdit = true }: { productId: string; images: ProductImageEntry[]; canEdit?: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const upload = useCatalogMutations().addImage;
  const send = (chosen: File) =>
    upload.mutate(
      { productId, file: chosen },
      {
        onSuccess: (result) => {
          toast.success('Image added');
          setFile(null);
          setSelected(result.images.length - 1);
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );

  const choose = (chosen: File | null) => {
    setProblem(null);
    if (!chosen) return;
    const issue = checkFile(chosen);
    if (issue) {
      setFile(null);
      setProblem(issue);
      return;
    }
    setFile(chosen);
  };

  const main = images[Math.min(selected, images.length - 1)];
  const full = images.length >= MAX_IMAGES;

  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <SectionHeading title="Images">
            {images.length} of {MAX_IMAGES}. PNG, JPEG, GIF or WebP, up to 5 MB.
          </SectionHeading>
          {canEdit && !full && (
            <FileButton onChange={choose} accept={ACCEPTED.join(',')}>
              {(props) => (
                <Button {...props} variant="light" leftSection={<IconPhotoPlus size={16} />}>
                  Choose an image
                </Button>
              )}
            </FileButton>
          )}
        </Group>

        {file && preview && (
          <Card withBorder bg="ink.0" p="sm" data-testid="image-preview">
            <Group gap="md" wrap="nowrap">
              <Image src={preview} alt={`Preview of ${file.name}`} w={96} h={96} radius="md" fit="cover" />
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} truncate>
                  {file.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {(file.size / 1024).toFixed(0)} KB · not uploaded yet
                </Text>
                <Group gap="xs">
                  <Button size="xs" leftSection={<IconUpload size={14} />} loading={upload.isPending} onClick={() => send(file)}>
                    Upload image
                  </Button>
                  <Button size="xs" variant="subtle" color="gray" leftSection={<IconX size={14} />} onClick={() => setFile(null)} disabled={upload.isPending}>
                    Discard
                  </Button>
                </Group>
              </Stack>
            </Group>
          </Card>
        )}
        {problem && (
          <Text c="red" size="sm" role="alert">
            {problem}
          </Text>
        )}

        {main ? (
          <Stack gap="sm">
            <Image src={mediaUrl(main.image)} alt={`Product image ${selected + 1}`} radius="md" h={260} fit="contain" bg="ink.0" />
            <SimpleGrid cols={{ base: 4, sm: 6 }} spacing="xs" role="list" aria-label="Thumbnails">
              {images.map((entry, index) => (
                <UnstyledButton
                  key={entry.image}
                  role="listitem"
                  onClick={() => setSelected(index)}
                  aria-label={`Show image ${index + 1}`}
                  aria-current={index === selected}
                  style={{ borderRadius: 8, outline: index === selected ? '2px solid var(--mantine-color-brass-6)' : undefined, outlineOffset: 2 }}
                >
                  <Image src={mediaUrl(entry.thumbnail ?? entry.image)} alt="" radius="sm" h={56} fit="cover" data-testid="product-thumbnail" />
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </Stack>
        ) : (
          !file && (
            <Text size="sm" c="dimmed">
              No images yet. The first image becomes the product’s picture on its stock items’ public pages.
            </Text>
          )
        )}
      </Stack>
    </Card>
  );
}
