import { ActionIcon, Button, FileButton, Group, TextInput } from '@mantine/core';
import { IconQrcode, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { idKind } from '../../../lib/display-id';
import { useLandingMutations } from '../api/use-landing-mutations';
import { useVerify } from './use-verify';

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

/**
 * The hero's authenticity check: an id, or a photo of the QR code. The two are mutually exclusive
 * (section 4): typing clears the chosen file; choosing a file puts its name in the box and takes priority.
 */
export function HeroSearch({ initialId = '' }: { initialId?: string }) {
  const { verify, open, counterfeit } = useVerify();
  // An id that turned out unknown comes back here (`/?id=`), so what was typed is not lost.
  const [value, setValue] = useState(initialId);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = useLandingMutations().readQrPhoto;

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) {
      setFile(null);
      counterfeit('');
      return;
    }
    setFile(chosen);
    setValue(chosen.name);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) {
      upload.mutate(file, {
        onSuccess: ({ display_id }) => {
          // Only our own ids are accepted (section 5).
          if (typeof display_id === 'string' && idKind(display_id)) open(display_id);
          else counterfeit('');
        },
        onError: () => counterfeit(''),
      });
      return;
    }
    setError(verify(value));
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
            setError(null);
          }}
          error={error}
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
