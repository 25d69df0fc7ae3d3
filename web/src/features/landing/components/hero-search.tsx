import { ActionIcon, Button, FileButton, Group, TextInput } from '@mantine/core';
import { IconQrcode, IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { idKind, normalizeDisplayId } from '../../../lib/display-id';
import { notifyCounterfeit } from '../../../lib/toast';
import { uploadQrPhoto } from '../api/landing-api';

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

/**
 * The hero's authenticity check: an id, or a photo of the QR code. The two are mutually exclusive
 * (section 4): typing clears the chosen file; choosing a file puts its name in the box and takes priority.
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [file, setFile] = useState<File | null>(null);

  const open = (displayId: string) => void navigate({ to: '/productTracking/$id', params: { id: normalizeDisplayId(displayId) } });

  const upload = useMutation({
    mutationFn: uploadQrPhoto,
    onSuccess: ({ display_id }) => {
      // Only our own ids are accepted (section 5).
      if (typeof display_id === 'string' && idKind(display_id)) open(display_id);
      else notifyCounterfeit();
    },
    onError: () => notifyCounterfeit(),
  });

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) {
      setFile(null);
      notifyCounterfeit();
      return;
    }
    setFile(chosen);
    setValue(chosen.name);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) {
      upload.mutate(file);
      return;
    }
    const id = normalizeDisplayId(value);
    if (!idKind(id)) {
      notifyCounterfeit();
      return;
    }
    open(id);
  };

  return (
    <form onSubmit={submit} role="search" aria-label="Verify a product">
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <TextInput
          label="Product or package id"
          labelProps={{ style: visuallyHidden }}
          placeholder="Enter an id or upload a QR photo"
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setFile(null);
          }}
          size="lg"
          radius="xl"
          leftSection={<IconSearch size={18} aria-hidden />}
          rightSectionWidth={52}
          rightSection={
            <FileButton onChange={choose} accept="image/*" inputProps={{ 'aria-label': 'QR code photo' }}>
              {(props) => (
                <ActionIcon {...props} variant="subtle" color="ink" radius="xl" size="lg" aria-label="Upload a photo of the QR code" title="Upload a photo of the QR code">
                  <IconQrcode size={22} />
                </ActionIcon>
              )}
            </FileButton>
          }
          style={{ flex: 1 }}
          data-testid="hero-search"
        />
        <Button type="submit" size="lg" radius="xl" loading={upload.isPending}>
          Verify
        </Button>
      </Group>
    </form>
  );
}
