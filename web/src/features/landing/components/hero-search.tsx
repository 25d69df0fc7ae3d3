import { ActionIcon, FileButton } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { SearchForm } from '../../../components/forms/search-form';
import { idKind } from '../../../lib/display-id';
import { useLandingMutations } from '../api/use-landing-mutations';
import { useVerify } from './use-verify';

/**
 * The hero's authenticity check: an id, or a photo of the QR code. The two are mutually exclusive
 * (section 4): typing clears the chosen file; choosing a file puts its name in the box and takes priority.
 */
export function HeroSearch({ initialId = '' }: { initialId?: string }) {
  const { verify, open, counterfeit } = useVerify();
  // An id that turned out unknown comes back here (`/?id=`), so what was typed is not lost.
  const [value, setValue] = useState(initialId);
  const [file, setFile] = useState<File | null>(null);

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

  const submit = () => {
    if (!file) return verify(value);
    upload.mutate(file, {
      onSuccess: ({ display_id }) => {
        // Only our own ids are accepted (section 5).
        if (typeof display_id === 'string' && idKind(display_id)) open(display_id);
        else counterfeit('');
      },
      onError: () => counterfeit(''),
    });
  };

  return (
    <SearchForm
      name="Verify a product"
      label="Product or package id"
      hideLabel
      placeholder="Enter an id or upload a QR photo"
      value={value}
      onChange={(typed) => {
        setValue(typed);
        setFile(null);
      }}
      onSubmit={submit}
      button="Verify"
      loading={upload.isPending}
      size="lg"
      radius="xl"
      input={{
        rightSectionWidth: 52,
        rightSection: (
          <FileButton onChange={choose} accept="image/*" inputProps={{ 'aria-label': 'QR code photo' }}>
            {(props) => (
              <ActionIcon {...props} variant="subtle" color="ink" radius="xl" size="lg" aria-label="Upload a photo of the QR code" title="Upload a photo of the QR code">
                <IconQrcode size={22} />
              </ActionIcon>
            )}
          </FileButton>
        ),
        'data-testid': 'hero-search',
      }}
    />
  );
}
